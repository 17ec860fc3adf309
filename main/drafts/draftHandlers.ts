// The drafts and outbox channels of the contract, over the sync engine. Payloads arrive already
// validated by the dispatcher (common/ipc/schemas: key format, size cap).
import type { Handlers } from '../ipc/dispatcher';
import type { SyncEngine } from './SyncEngine';

type DraftChannels =
  | 'drafts.put'
  | 'drafts.get'
  | 'drafts.list'
  | 'drafts.discard'
  | 'outbox.enqueue'
  | 'outbox.status';

export function draftHandlers(
  engine: Promise<SyncEngine>,
  isOnline: () => boolean,
): Pick<Handlers, DraftChannels> {
  return {
    'drafts.put': async ({ key, value, baseVersion }) => {
      const draft = await (await engine).putDraft(key, value, baseVersion);
      return { key, revision: draft.revision, updatedAt: draft.updatedAt, state: draft.state };
    },
    'drafts.get': async ({ key }) => {
      const sync = await engine;
      const draft = sync.store.get(key);
      return draft ? { ...draft, state: sync.stateOf(key) } : null;
    },
    'drafts.list': async (request) => {
      const sync = await engine;
      const brandKey = request && 'brandKey' in request ? request.brandKey : undefined;
      return sync.store.list(brandKey).map(({ value, ...summary }) => ({
        ...summary,
        title: typeof value.title === 'string' ? value.title.slice(0, 300) : null,
        format: typeof value.format === 'string' ? value.format.slice(0, 40) : null,
        ...(typeof value.parentId === 'string' ? { parentId: value.parentId.slice(0, 64) } : {}),
        state: sync.stateOf(summary.key),
      }));
    },
    'drafts.discard': async ({ key }) => ({ discarded: await (await engine).discard(key) }),
    'outbox.enqueue': async ({ key, variables }) => ({
      key,
      state: await (await engine).enqueue(key, variables),
    }),
    'outbox.status': async () => {
      const sync = await engine;
      return {
        online: isOnline(),
        entries: sync.outbox.all().map((entry) => ({
          key: entry.key,
          state: sync.outbox.isSending(entry.seq) ? ('sending' as const) : entry.state,
          enqueuedAt: entry.enqueuedAt,
          attempts: entry.attempts,
          error: entry.error,
        })),
      };
    },
  };
}
