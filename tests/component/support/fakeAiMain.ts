// Main for the AI controls (issue 34) as an in-memory bridge: 'ai.suggest' answers a request id
// and records the request, 'ai.cancel' is recorded, the test pushes 'ai.suggestions' events
// itself; GraphQL goes to `answers` by operation name; drafts and the outbox are acknowledged.
// The renderer keeps the first bridge it meets (bridge/backoffice.ts): one per test file, `reset`
// between tests.
import { act } from '@testing-library/react';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type {
  AiSuggestionsEvent,
  BridgeErrorCode,
  Envelope,
  GraphqlRequest,
} from '../../../common/ipc/channels';

export const REQUEST_IDS = [
  '0b6f0e8a-1c2d-4e3f-8a4b-5c6d7e8f9a01',
  '0b6f0e8a-1c2d-4e3f-8a4b-5c6d7e8f9a02',
  '0b6f0e8a-1c2d-4e3f-8a4b-5c6d7e8f9a03',
] as const;

export type GraphqlAnswer = (request: GraphqlRequest) => unknown;

export function fakeAiMain() {
  const answers: Record<string, GraphqlAnswer> = {};
  const calls: Array<[string, unknown]> = [];
  const listeners = new Set<(payload: unknown) => void>();
  let suggestions = 0;
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  const refused = (code: BridgeErrorCode, message: string): Promise<Envelope<unknown>> =>
    Promise.resolve({ ok: false, error: { code, message } });
  const graphql = (req: GraphqlRequest) => {
    const answer = answers[req.operationName];
    if (!answer) return refused('BAD_REQUEST', `unexpected operation ${req.operationName}`);
    try {
      return ok(answer(req));
    } catch (error) {
      return refused('BAD_REQUEST', String(error));
    }
  };
  const transport: BridgeTransport = {
    invoke(channel, request) {
      calls.push([channel, request]);
      switch (channel) {
        case 'ai.suggest':
          return ok({ requestId: REQUEST_IDS[suggestions++ % REQUEST_IDS.length] });
        case 'ai.cancel':
          return ok({ cancelled: true });
        case 'graphql.request':
          return graphql(request as GraphqlRequest);
        case 'drafts.get':
          return ok(null);
        case 'drafts.put':
          return ok({ key: 'k', revision: 1, updatedAt: new Date().toISOString(), state: 'draft' });
        case 'drafts.discard':
          return ok({ discarded: true });
        case 'outbox.enqueue':
          return ok({ key: 'k', state: 'queued' });
        default:
          return refused('BAD_REQUEST', `unexpected channel ${channel}`);
      }
    },
    subscribe: (event, listener) => {
      if (event !== 'ai.suggestions') return () => {};
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    registerFile: () => refused('INTERNAL', 'non'),
  };
  /** Main forwards a step of the stream (every suggestion so far). */
  const push = (event: Partial<AiSuggestionsEvent> & Pick<AiSuggestionsEvent, 'requestId'>) =>
    act(() =>
      listeners.forEach((listener) => listener({ titles: [], done: false, error: null, ...event })),
    );
  return {
    bridge: createBridge(transport),
    calls,
    push,
    answers,
    /** Forgets the calls and answers; the request ids start over. */
    reset: (next: Record<string, GraphqlAnswer> = {}) => {
      calls.length = 0;
      suggestions = 0;
      for (const key of Object.keys(answers)) delete answers[key];
      Object.assign(answers, next);
    },
    callsOf: (channel: string) => calls.filter(([c]) => c === channel).map(([, r]) => r),
    operations: () =>
      calls
        .filter(([c]) => c === 'graphql.request')
        .map(([, r]) => (r as GraphqlRequest).operationName),
  };
}
