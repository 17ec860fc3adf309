// Main's drafts and outbox as an in-memory bridge transport (main is not reachable from happy-dom):
// drafts.get answers the stored draft, puts and enqueues are acknowledged and recorded, and the
// test pushes `drafts.sync` events itself.
import { act } from '@testing-library/react';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Draft, DraftSyncEvent, Envelope } from '../../../common/ipc/channels';
import { parseDraftKey } from '../../../common/ipc/draftLimits';

export function fakeDraftsMain(key: string, initial: Draft | null = null) {
  let stored = initial;
  const calls: Array<[string, unknown]> = [];
  const listeners = new Set<(payload: unknown) => void>();
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  const transport: BridgeTransport = {
    invoke(channel, request) {
      calls.push([channel, request]);
      switch (channel) {
        case 'drafts.get':
          return ok(stored);
        case 'drafts.put':
          return ok({
            key,
            revision: calls.length,
            updatedAt: new Date().toISOString(),
            state: 'draft',
          });
        case 'drafts.discard':
          return ok({ discarded: true });
        case 'outbox.enqueue':
          return ok({ key, state: 'queued' });
        default:
          return Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } });
      }
    },
    subscribe: (event, listener) => {
      if (event !== 'drafts.sync') return () => {};
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
  };
  const push = (event: Partial<DraftSyncEvent> & Pick<DraftSyncEvent, 'state'>) =>
    act(() =>
      listeners.forEach((listener) =>
        listener({
          key,
          serverVersion: null,
          contentType: parseDraftKey(key)!.type,
          contentId: null,
          message: null,
          ...event,
        }),
      ),
    );
  return {
    bridge: createBridge(transport),
    calls,
    push,
    channels: () => calls.map(([channel]) => channel),
    /** What drafts.get answers from now on (main marked the draft, say). */
    store: (draft: Draft | null) => {
      stored = draft;
    },
    /** Between tests of a file whose screens keep the first bridge they were given. */
    reset: () => {
      stored = initial;
      calls.length = 0;
      listeners.clear();
    },
  };
}
