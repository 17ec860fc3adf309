// How a local draft reads in « Brouillons locaux »: its type, brand, title, state in French and
// where it opens. Keys are `[type:]brand:id` or `[type:]brand:new:<uuid>` (common/ipc/draftLimits):
// the key's content type picks the kind (cards…); an article's key has no type, and the format its
// editor stores with the draft picks article, video or slideshow (older drafts: an article's).
import { MESSAGES } from '../../../../common/domain/messages';
import { parseDraftKey, type DraftContentType } from '../../../../common/ipc/draftLimits';
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
  /** The content's id once the server knows it; null for a content never saved. */
  articleId: string | null;
}

const enc = encodeURIComponent;
interface DraftKind {
  type: string;
  /**
   * `parentId`: the content the draft belongs to (a live post's article, a new page's parent), if
   * stored; `format`: the format its editor stored with the draft (a page's), if any.
   */
  path: (
    brandKey: string,
    id: string | null,
    newId: string,
    parentId: string,
    format: string,
  ) => string;
}

/** The article formats (the key has no type); the other content types follow. */
const KINDS: Record<string, DraftKind> = {
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

const TYPE_KINDS: Record<Exclude<DraftContentType, 'article'>, DraftKind> = {
  card: {
    type: 'Encart',
    path: (b, id, newId) =>
      id ? `/${enc(b)}/card/edit/${enc(id)}` : `/${enc(b)}/card/edit?draft=${newId}`,
  },
  orphanpage: {
    type: 'Page orpheline',
    path: (b, id, newId) =>
      id ? `/orphanpage/edit/${enc(b)}/${enc(id)}` : `/orphanpage/new/${enc(b)}?draft=${newId}`,
  },
  // A post waiting to be published: its live's screen, where it appears once it is.
  livepost: {
    type: 'Post de live',
    path: (b, _id, _newId, articleId) => `/${enc(b)}/article/live/${enc(articleId)}`,
  },
  // A page (category, channel, event, guide): its editor, or a new page's under its parent.
  page: {
    type: 'Page',
    path: (b, id, newId, parentId, format) => {
      const f = enc((format || 'Category').toLowerCase());
      if (id) return `/${enc(b)}/page/${f}/edit/${enc(id)}`;
      return `/${enc(b)}/page/${f}/create${parentId ? `/${enc(parentId)}` : ''}?draft=${newId}`;
    },
  },
};

export function localDraftRow(draft: DraftSummary): LocalDraftRow {
  const parts = parseDraftKey(draft.key);
  // Main lists valid keys only; anything else reads as an article's `brand:rest`, as it always did.
  const brandKey = parts?.brandKey ?? draft.key.slice(0, draft.key.indexOf(':'));
  const rest = draft.key.slice(draft.key.indexOf(':') + 1);
  const newId = parts ? parts.newId : rest.startsWith('new:') ? rest.slice(4) : null;
  const kind =
    parts && parts.type !== 'article'
      ? TYPE_KINDS[parts.type]
      : (KINDS[draft.format ?? 'Rich'] ?? KINDS.Rich!);
  return {
    key: draft.key,
    type: kind.type,
    brandKey,
    title: draft.title?.trim() ? draft.title : MESSAGES.noTitle,
    updatedAt: draft.updatedAt,
    state: draft.state,
    problem: draft.problem?.message ?? null,
    path: kind.path(
      brandKey,
      draft.articleId,
      newId ?? '',
      draft.parentId ?? '',
      draft.format ?? '',
    ),
    articleId: draft.articleId,
  };
}
