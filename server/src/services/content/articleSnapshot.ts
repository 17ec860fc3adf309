// What a history entry of an article holds (« Historique des modifications »): the saved row
// without its lock and its plain-text search copies, its relation lists, its lead and body. One
// shape for the saves (articleSave.ts) and for the first version the demo seed writes, so the
// dialog reads a seeded version as it reads a saved one.
import type { RelationLists } from './articleRelations';

export function articleSnapshot(
  row: Record<string, unknown>,
  lists: RelationLists,
): Record<string, unknown> {
  const {
    lockedAt: _a,
    lockedBy: _b,
    lockExpiresAt: _c,
    leadText: _d,
    bodyText: _e,
    ...fields
  } = row;
  return { ...fields, relations: lists };
}
