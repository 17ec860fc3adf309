// How a local draft reads in « Brouillons locaux »: its type, brand, title, state in French and
// where it opens. Keys are `brand:id` or `brand:new:<uuid>` (common/ipc/draftLimits); the article
// is the first content type with drafts, so every key is an article's until others plug in.
import { MESSAGES } from '../../../../common/domain/messages';
import { brandKeyOfDraft } from '../../../../common/ipc/draftLimits';
import type { DraftSummary, DraftSyncState } from '../../../../common/ipc/channels';

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
  /** The article's id once the server knows it; null for a content never saved. */
  articleId: string | null;
}

export function localDraftRow(draft: DraftSummary): LocalDraftRow {
  const brandKey = brandKeyOfDraft(draft.key);
  const rest = draft.key.slice(brandKey.length + 1);
  const newId = rest.startsWith('new:') ? rest.slice(4) : null;
  const path =
    draft.articleId !== null
      ? `/${brandKey}/article/edit/${draft.articleId}`
      : `/${brandKey}/article/edit?draft=${newId ?? ''}`;
  return {
    key: draft.key,
    type: 'Article',
    brandKey,
    title: draft.title?.trim() ? draft.title : MESSAGES.noTitle,
    updatedAt: draft.updatedAt,
    state: draft.state,
    problem: draft.problem?.message ?? null,
    path,
    articleId: draft.articleId,
  };
}
