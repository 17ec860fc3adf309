// The live channel's timings with a fake clock (main/live): the reconnection back-off of
// LIMITS.live (250 ms doubling to 4 s, the cursor read again at each attempt), an older server asked
// again every 5 min, and each window's presence renewed every LIMITS.live.presenceRenewMs.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import type { StreamTransport } from '../../../main/dashboard/apiStream';
import { ipcCaller } from '../../../main/ipc/ipcCaller';
import { LiveNewsroom } from '../../../main/live/LiveNewsroom';
import { reconnectDelayMs } from '../../../main/live/streamOutcome';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A transport whose every call is refused (status 0 = no answer) or answered `status`. */
function transport(status: number | null, calls: string[]): StreamTransport {
  return async (_url, { body, onStart }) => {
    calls.push(JSON.parse(body!).variables.since ?? 'null');
    if (status === null) throw new Error('ECONNREFUSED');
    onStart({ status, headers: { 'content-type': 'application/json' } });
    return { status, complete: true };
  };
}

function newsroom(stream: StreamTransport, requests: string[] = []) {
  return new LiveNewsroom({
    api: async () => ({ url: 'http://api.test', stream, token: 't', userId: 'u', offline: false }),
    request: async (r) => (requests.push(r.operationName), { data: {} }),
    clientVersion: 'test',
    onEvent: () => {},
    onState: () => {},
  });
}

it('backs off from 250 ms doubling to 4 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelayMs(n))).toEqual([
    250, 500, 1000, 2000, 4000, 4000, 4000,
  ]);
});

it('tries again on that schedule, never sooner', async () => {
  const calls: string[] = [];
  const live = newsroom(transport(null, calls));
  live.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(1);
  for (const delay of [250, 500, 1000, 2000, 4000]) {
    await vi.advanceTimersByTimeAsync(delay - 1);
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.length).toBe(before + 1);
  }
  expect(live.state).toBe('connecting');
  await live.stop();
});

it('an older server (404): unsupported, asked again only after 5 minutes', async () => {
  const calls: string[] = [];
  const live = newsroom(transport(404, calls));
  live.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(live.state).toBe('unsupported');
  await vi.advanceTimersByTimeAsync(LIMITS.live.unsupportedRetryMs - 1);
  expect(calls).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(calls).toHaveLength(2);
  await live.stop();
});

it('renews a window presence every presenceRenewMs while live, and leaves when it closes', async () => {
  const requests: string[] = [];
  const live = newsroom(transport(null, []), requests);
  // Live as far as presence is concerned (the stream itself is tested against the server).
  Object.defineProperty(live.channel, 'state', { get: () => 'live' });
  let close = () => {};
  const caller = ipcCaller(
    () => {},
    (gone) => (close = gone),
  );
  const item = {
    brandKey: 'TEL',
    contentType: 'article',
    contentId: 'a1',
    mode: 'editing',
  } as const;
  await live.presence.set(caller, [item]);
  expect(requests).toEqual(['AnnouncePresence']);
  await vi.advanceTimersByTimeAsync(LIMITS.live.presenceRenewMs - 1);
  expect(requests).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(requests).toEqual(['AnnouncePresence', 'AnnouncePresence']);
  close();
  await vi.advanceTimersByTimeAsync(LIMITS.live.presenceRenewMs * 3);
  expect(requests).toEqual(['AnnouncePresence', 'AnnouncePresence', 'LeavePresence']);
});
