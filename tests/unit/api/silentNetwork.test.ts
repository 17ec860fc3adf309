// Issue 30, offline on a real train: a network that goes silent (packets dropped, not refused) is
// noticed within a few seconds, calls stop waiting on it, and its return is noticed within about a
// second. Main's detection (Reachability and the GraphQL bridge) on fake timers: the "network" is
// a transport that answers, or stays silent until the caller's own timeout or abort, as a dropped
// connection does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GraphqlBridge,
  PROBE_TIMEOUT_MS,
  SLOW_CALL_MS,
  UNREACHABLE_MESSAGE,
} from '../../../main/api/GraphqlBridge';
import type { HttpTransport } from '../../../main/api/httpTransport';
import {
  HEARTBEAT_MS,
  OFFLINE_PROBE_INTERVAL_MS,
  Reachability,
} from '../../../main/api/Reachability';

/** What the banner's figure allows (issue 30: banner < 5 s after the network goes silent). */
const BANNER_BUDGET_MS = 5_000;
/** Replay < 3 s after the network returns: the return must be noticed well within it. */
const RETURN_BUDGET_MS = 1_500;

/** A network switched between answering and silent; a silent one never answers nor refuses. */
class Network {
  silent = false;
  sent: string[] = [];
  /** Per probe: whether it asked for a connection of its own. */
  freshProbes: boolean[] = [];
  readonly transport: HttpTransport = (url, { timeoutMs, signal, freshConnection }) => {
    this.sent.push(url.search.slice(1));
    if (url.search === '?ping') this.freshProbes.push(freshConnection === true);
    if (!this.silent)
      return Promise.resolve({ status: 200, body: JSON.stringify({ data: { ok: true } }) });
    return new Promise((_, reject) => {
      const timer = setTimeout(() => reject(new Error('Request timed out')), timeoutMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('Request aborted'));
      });
    });
  };
  /** The probe as the bridge makes it: silent means no answer until its timeout. */
  probe = (): Promise<boolean> =>
    this.transport(new URL('http://api.test/graphql?ping'), {
      headers: {},
      body: '{}',
      timeoutMs: PROBE_TIMEOUT_MS,
    }).then(
      () => true,
      () => false,
    );
}

let network: Network;
beforeEach(() => {
  vi.useFakeTimers();
  network = new Network();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Reachability on a silent network', () => {
  it('says offline within heartbeat + probe timeout of the network going silent, with no call going out', async () => {
    const changes: boolean[] = [];
    const reachability = new Reachability({
      probe: network.probe,
      onChange: (online) => changes.push(online),
    });
    reachability.start();
    reachability.answered(); // the last answer, then the silence
    network.silent = true;
    expect(HEARTBEAT_MS + PROBE_TIMEOUT_MS).toBeLessThan(BANNER_BUDGET_MS);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + PROBE_TIMEOUT_MS - 1);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toEqual([false]);
    expect(reachability.knownOffline).toBe(true);
    reachability.stop();
  });

  it('keeps quiet while calls are answered: no probe before the heartbeat after the last answer', async () => {
    const reachability = new Reachability({ probe: network.probe, onChange: () => {} });
    reachability.start();
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 100);
      reachability.answered();
    }
    expect(network.sent).toEqual([]);
    reachability.stop();
  });

  it('notices the return within a second, even while a probe sent into the silence still waits', async () => {
    const changes: boolean[] = [];
    const reachability = new Reachability({
      probe: network.probe,
      onChange: (online) => changes.push(online),
    });
    reachability.start();
    network.silent = true;
    reachability.unanswered();
    // Offline for a minute: probes keep going every second, none waits for the previous one.
    await vi.advanceTimersByTimeAsync(60_000 + OFFLINE_PROBE_INTERVAL_MS / 2);
    expect(network.sent.length).toBeGreaterThanOrEqual(59);
    network.silent = false;
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_INTERVAL_MS);
    expect(changes).toEqual([false, true]);
    reachability.stop();
  });

  it('a call stuck since before the return does not send the app back offline when it fails', async () => {
    const changes: boolean[] = [];
    const reachability = new Reachability({
      probe: network.probe,
      onChange: (online) => changes.push(online),
    });
    const stuck = reachability.mark();
    reachability.answered();
    reachability.unanswered(stuck);
    expect(reachability.online).toBe(true);
    reachability.unanswered(reachability.mark());
    expect(changes).toEqual([false]);
  });
});

describe('GraphqlBridge on a silent network', () => {
  const operation = { operationName: 'article', query: 'query article { article { id } }' };

  function bridge(statuses: boolean[]): GraphqlBridge {
    const api = new GraphqlBridge({
      apiUrl: () => 'http://api.test',
      clientVersion: 'test',
      transport: network.transport,
      onStatus: (online) => statuses.push(online),
    });
    api.reachability.start();
    return api;
  }

  it('a call into the silence ends as unreachable after the slow-call probe, not after 30 s', async () => {
    const statuses: boolean[] = [];
    const api = bridge(statuses);
    network.silent = true;
    let result: unknown = null;
    void api.request(operation, 'tok').then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(SLOW_CALL_MS + PROBE_TIMEOUT_MS - 1);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses).toEqual([false]);
    expect(result).toEqual({
      data: null,
      errors: [{ message: UNREACHABLE_MESSAGE, extensions: { code: 'NETWORK_ERROR' } }],
    });
    api.reachability.stop();
  });

  it('once known offline, calls answer at once without waiting on the network, and go out again when it returns', async () => {
    const statuses: boolean[] = [];
    const api = bridge(statuses);
    network.silent = true;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + PROBE_TIMEOUT_MS);
    expect(statuses).toEqual([false]);

    const sentBefore = network.sent.filter((name) => name === 'article').length;
    // Fake timers do not move here: the answer comes without any timer firing.
    const result = await api.request(operation, 'tok');
    expect(result.errors?.[0]?.extensions?.code).toBe('NETWORK_ERROR');
    expect(network.sent.filter((name) => name === 'article').length).toBe(sentBefore);

    network.silent = false;
    await vi.advanceTimersByTimeAsync(RETURN_BUDGET_MS);
    expect(statuses).toEqual([false, true]);
    expect(await api.request(operation, 'tok')).toEqual({ data: { ok: true } });
    // The heartbeat that found the silence used a kept-alive connection; offline, each probe its own.
    expect(network.freshProbes[0]).toBe(false);
    expect(network.freshProbes.slice(1)).not.toContain(false);
    api.reachability.stop();
  });

  it('a call waiting when the network is found gone ends then, with the others', async () => {
    const statuses: boolean[] = [];
    const api = bridge(statuses);
    network.silent = true;
    const ended: number[] = [];
    const start = Date.now();
    // One call from before the silence was noticed (the heartbeat finds it), one a bit later.
    void api.request(operation, 'tok').then(() => ended.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(1_000);
    void api.request(operation, 'tok').then(() => ended.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(BANNER_BUDGET_MS);
    expect(statuses).toEqual([false]);
    expect(ended).toHaveLength(2);
    expect(Math.max(...ended)).toBeLessThanOrEqual(SLOW_CALL_MS + PROBE_TIMEOUT_MS);
    api.reachability.stop();
  });
});
