// Main for the live newsroom (issue 39) as an in-memory bridge: 'live.status' answers the state
// the test set, 'presence.set' is recorded, GraphQL goes to `answers` by operation name, and the
// test pushes 'live.event' / 'live.status' events itself. The renderer keeps the first bridge it
// meets (bridge/backoffice.ts) and the live kit follows it once: one per test file.
import { act } from '@testing-library/react';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, GraphqlRequest } from '../../../common/ipc/channels';
import type { LiveEvent, LiveState, PresenceEntry } from '../../../common/live/liveEvents';

export type GraphqlAnswer = (request: GraphqlRequest) => unknown;

export function fakeLiveMain(initial: LiveState = 'live') {
  const answers: Record<string, GraphqlAnswer> = {};
  const calls: Array<[string, unknown]> = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let state: LiveState = initial;
  let cursor = 0;
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  const refused = (message: string): Promise<Envelope<unknown>> =>
    Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message } });
  const transport: BridgeTransport = {
    invoke(channel, request) {
      calls.push([channel, request]);
      if (channel === 'live.status') return ok({ state });
      if (channel === 'presence.set') return ok({});
      if (channel === 'graphql.request') {
        const answer = answers[(request as GraphqlRequest).operationName];
        return answer ? ok(answer(request as GraphqlRequest)) : refused('unexpected operation');
      }
      return refused(`unexpected channel ${channel}`);
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    registerFile: () => refused('non'),
  };
  const emit = (name: string, payload: unknown) =>
    act(() => listeners.get(name)?.forEach((listener) => listener(payload)));
  return {
    bridge: createBridge(transport),
    answers,
    calls,
    callsOf: (channel: string) => calls.filter(([c]) => c === channel).map(([, r]) => r),
    /** Main pushes one newsroom event (defaults: an article of TEL). */
    event: (over: Partial<LiveEvent> & Pick<LiveEvent, 'action' | 'contentId'>) =>
      emit('live.event', {
        cursor: String(++cursor),
        brandKey: 'TEL',
        contentType: 'article',
        version: null,
        status: null,
        actorId: null,
        actorName: null,
        lockExpiresAt: null,
        presence: null,
        at: new Date().toISOString(),
        ...over,
      } satisfies LiveEvent),
    setState: (next: LiveState) => {
      state = next;
      return emit('live.status', { state: next });
    },
  };
}

export function entry(over: Partial<PresenceEntry> & Pick<PresenceEntry, 'userId' | 'userName'>) {
  return {
    brandKey: 'TEL',
    contentType: 'article',
    contentId: 'a1',
    mode: 'viewing',
    since: '2026-11-27T09:00:00.000Z',
    ...over,
  } satisfies PresenceEntry;
}
