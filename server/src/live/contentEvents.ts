// What a write tells the newsroom (issue 39): the action of a save from the row before and after
// (created, published, status, saved), written in the save's own transaction (eventLog.ts).
import type { LiveAction, LiveContentType } from '../../../common/live/liveEvents';
import type { Database } from '../db/database';
import { emitLiveEvent } from './eventLog';

export interface SavedRow {
  id: string;
  brandKey: string;
  version?: number | null;
  status?: string | null;
}

/**
 * created / deleted (status moved into `Deleted`: articles, event pages) / published (status moved
 * into a published one) / status / saved.
 */
export function saveAction(
  before: { status?: string | null } | null,
  after: { status?: string | null },
  isPublished: (status: string) => boolean = () => false,
): LiveAction {
  if (!before) return 'created';
  const status = after.status ?? null;
  if (status === (before.status ?? null)) return 'saved';
  if (status === 'Deleted') return 'deleted';
  return status && isPublished(status) ? 'published' : 'status';
}

/** One content's change, in the caller's transaction. */
export function emitContentChange(
  db: Database,
  contentType: LiveContentType,
  row: SavedRow,
  action: LiveAction,
  actor: { id: string; name: string } | null,
  at: Date,
): Promise<void> {
  return emitLiveEvent(db, {
    brandKey: row.brandKey,
    contentType,
    contentId: row.id,
    action,
    version: row.version ?? null,
    status: row.status ?? null,
    actor,
    at,
  });
}
