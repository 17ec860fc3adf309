// Edition locks this app holds (spec 000 §4 "Locking", issue 13): main sees every lock and unlock
// pass through its bridge, so it can give them back when the renderer cannot — the window was
// closed or reloaded away from the editor, the app quits. (A crash leaves them to the server's
// expiry: 30 min if changed, else 10.) Keyed by content type + id; a lockable type plugs in with
// its operations here.
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';

interface LockOperations {
  contentType: string;
  /** The renderer's unlock operation, so an unlock by the renderer is seen too. */
  unlockOperation: string;
  /** What main sends to give the lock back. */
  unlock: (id: string) => GraphqlRequest;
}

export const LOCK_OPERATIONS: Readonly<Record<string, LockOperations>> = {
  LockArticle: {
    contentType: 'article',
    unlockOperation: 'UnlockArticle',
    unlock: (id) => ({
      operationName: 'UnlockArticle',
      query: 'mutation UnlockArticle($id: ID!) { unlockArticle(where: { id: $id }) { id } }',
      variables: { id },
    }),
  },
};

interface HeldLock {
  lockOperation: string;
  id: string;
  /** When it was last taken or retained: a reloaded window that took it again keeps it. */
  at: number;
}

export class LockRegistry {
  private readonly held = new Map<string, HeldLock>();

  /** Notes a lock taken or given back by a call that went through main. */
  observe(request: GraphqlRequest, result: GraphqlResult, now = Date.now()): void {
    const id = request.variables?.id;
    if (typeof id !== 'string') return;
    const lock = LOCK_OPERATIONS[request.operationName];
    if (lock && result.data && !result.errors?.length) {
      this.held.set(`${lock.contentType}:${id}`, {
        lockOperation: request.operationName,
        id,
        at: now,
      });
      return;
    }
    for (const operations of Object.values(LOCK_OPERATIONS)) {
      const key = `${operations.contentType}:${id}`;
      if (operations.unlockOperation === request.operationName) this.held.delete(key);
      // Retaining counts as taking again: the editor is still open.
      else if (request.operationName.startsWith('Retain') && this.held.has(key))
        this.held.get(key)!.at = now;
    }
  }

  get size(): number {
    return this.held.size;
  }

  /** Gives back every lock not taken again since `before` (all when omitted). */
  async releaseAll(
    send: (request: GraphqlRequest) => Promise<GraphqlResult>,
    before = Number.POSITIVE_INFINITY,
  ): Promise<number> {
    const due = [...this.held.entries()].filter(([, lock]) => lock.at < before);
    await Promise.all(
      due.map(async ([key, lock]) => {
        this.held.delete(key);
        await send(LOCK_OPERATIONS[lock.lockOperation]!.unlock(lock.id)).catch(() => null);
      }),
    );
    return due.length;
  }
}
