// How a local draft reads in « Brouillons locaux »: its type, brand, title, state in French and
// where it opens. Keys are `[type:]brand:id` or `[type:]brand:new:<uuid>` (common/ipc/draftLimits):
// the key's content type picks the kind (cards…); an article's key has no type, and the format its
// editor stores with the draft picks article, video or slideshow (older drafts: an article's).
import { MESSAGES } from '../../../../common/domain/messages';
import { parseDraftKey } from '../../../../common/ipc/draftLimits';
import type { DraftSummary, DraftSyncState } from '../../../../common/ipc/channels';
import { contentTypeOf } from '../../contentTypes/registry';

export const DRAFT_STATE_LABELS: Record<DraftSyncState, string> = {
  draft: 'Local uniquement',
  queued: 'En attente de réseau',
  conflict: 'Conflit',
  error: 'Refusé par le serveur',
  saved: 'Enregistré',
};

export interface LocalDraftRow {
  key: string;
  type: string;
  brandKey: string;
  title: string;
  updatedAt: string;
  state: DraftSyncState;
  /** The server's reason when it refused or found a conflict. */
  problem: string | null;
  /** The editor route that opens it (its text is offered back there). */
  path: string;
  /** The content's id once the server knows it; null for a content never saved. */
  articleId: string | null;
}

export function localDraftRow(draft: DraftSummary): LocalDraftRow {
  const parts = parseDraftKey(draft.key);
  // Main lists valid keys only; anything else reads as an article's `brand:rest`, as it always did.
  const brandKey = parts?.brandKey ?? draft.key.slice(0, draft.key.indexOf(':'));
  const rest = draft.key.slice(draft.key.indexOf(':') + 1);
  const newId = parts ? parts.newId : rest.startsWith('new:') ? rest.slice(4) : null;
  const kind = contentTypeOf(parts?.type ?? 'article', draft.format);
  return {
    key: draft.key,
    type: kind.label,
    brandKey,
    title: draft.title?.trim() ? draft.title : MESSAGES.noTitle,
    updatedAt: draft.updatedAt,
    state: draft.state,
    problem: draft.problem?.message ?? null,
    path: kind.editorPath({
      brandKey,
      id: draft.articleId,
      newDraftId: newId ?? '',
      parentId: draft.parentId ?? '',
      format: draft.format ?? '',
    }),
    articleId: draft.articleId,
  };
}
