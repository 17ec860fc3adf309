// Main for the print → web screens, in memory: GraphQL answers per operation name — a value, or a
// promise the test resolves when it chooses (the server's answer held) — drafts acknowledged, and
// the API's reachability pushed by the test. The app follows reachability once per window (module
// state in draftsKit/apiStatus), so its listeners and value are shared by every fake of a file.
import { act } from '@testing-library/react';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, GraphqlRequest } from '../../../common/ipc/channels';

export type GraphqlAnswer = (request: GraphqlRequest) => unknown;

const reachability = { online: true, listeners: new Set<(payload: unknown) => void>() };

/** Says the API is (un)reachable, as main's `api.status` event does. */
export function setApiOnline(online: boolean): void {
  reachability.online = online;
  act(() => reachability.listeners.forEach((listener) => listener({ online })));
}

/** A GraphQL error as the API words it (DESIGN.md "Contracts"). */
export function refusal(code: string, message: string) {
  return { data: null, errors: [{ message, extensions: { code } }] };
}

/** A promise the test resolves later: the answer held while the screen shows it is working. */
export function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve: (value: T) => act(() => resolve(value)) };
}

export function fakePrintMain(graphql: Record<string, GraphqlAnswer>) {
  const operations: GraphqlRequest[] = [];
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  const refused = (message: string): Promise<Envelope<unknown>> =>
    Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message } });
  const transport: BridgeTransport = {
    async invoke(channel, request) {
      switch (channel) {
        case 'graphql.request': {
          const req = request as GraphqlRequest;
          operations.push(req);
          const answer = graphql[req.operationName];
          if (!answer) return refused(`unexpected operation ${req.operationName}`);
          return ok(await answer(req));
        }
        case 'app.info':
        case 'api.check':
          return ok({ online: reachability.online });
        case 'drafts.get':
          return ok(null);
        case 'drafts.put':
          return ok({ key: 'k', revision: 1, updatedAt: new Date().toISOString(), state: 'draft' });
        default:
          return refused(`unexpected channel ${channel}`);
      }
    },
    subscribe(event, listener) {
      if (event !== 'api.status') return () => {};
      reachability.listeners.add(listener);
      return () => reachability.listeners.delete(listener);
    },
    registerFile: () => refused('no files here'),
  };
  return {
    bridge: createBridge(transport),
    operations,
    asked: (name: string) => operations.filter((o) => o.operationName === name),
  };
}
