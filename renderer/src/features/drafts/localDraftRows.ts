// How a local draft reads in « Brouillons locaux »: its type, brand, title, state in French and
// where it opens. Keys are `brand:id` or `brand:new:<uuid>` (common/ipc/draftLimits); articles,
// videos and slideshows (articles of another format) keep drafts, and the format each editor stores
// with its draft picks the type shown and the editor that opens it (older drafts: an article's).
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

const enc = encodeURIComponent;
const KINDS: Record<
  string,
  { type: string; path: (brandKey: string, id: string | null, newId: string) => string }
> = {
  Rich: {
    type: 'Article',
    path: (b, id, newId) => (id ? `/${b}/article/edit/${id}` : `/${b}/article/edit?draft=${newId}`),
  },
  Video: {
    type: 'Vidéo',
    path: (b, id, newId) => (id ? `/${b}/video/edit/${id}` : `/${b}/video/edit?draft=${newId}`),
  },
  Slideshow: {
    type: 'Diaporama',
    path: (b, id, newId) =>
      id ? `/slideshow/edit/${enc(id)}` : `/slideshow/new/${enc(b)}?draft=${newId}`,
  },
};

export function localDraftRow(draft: DraftSummary): LocalDraftRow {
  const brandKey = brandKeyOfDraft(draft.key);
  const rest = draft.key.slice(brandKey.length + 1);
  const newId = rest.startsWith('new:') ? rest.slice(4) : null;
  const kind = KINDS[draft.format ?? 'Rich'] ?? KINDS.Rich!;
  return {
    key: draft.key,
    type: kind.type,
    brandKey,
    title: draft.title?.trim() ? draft.title : MESSAGES.noTitle,
    updatedAt: draft.updatedAt,
    state: draft.state,
    problem: draft.problem?.message ?? null,
    path: kind.path(brandKey, draft.articleId, newId ?? ''),
    articleId: draft.articleId,
  };
}
