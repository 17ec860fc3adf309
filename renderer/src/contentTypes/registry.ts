// The renderer's content-type registry (DESIGN.md "One content kit"): what the app knows of each
// content type, declared once — its label, icon, editor routes, and how its local draft becomes an
// outbox save (« Envoyer maintenant »). The drafts screen, the editor pages (their `?draft=`
// redirect) and the outbox events read it instead of switching on the type. It is the composition
// point: it may import features; the kits (editorKit, draftsKit, mediaKit) never import it back.
//
// A draft key names its type (`card:`, `page:`…, common/ipc/draftLimits); an article's key has no
// type, and the format its editor stored with the draft picks article, video or slideshow.
import {
  DocumentOnePageRegular,
  DocumentRegular,
  ImageMultipleRegular,
  LiveRegular,
  NotepadRegular,
  TextDescriptionRegular,
  VideoClipRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { OutboxSaveVariables } from '../../../common/ipc/channels';
import type { DraftContentType } from '../../../common/ipc/draftLimits';
import { formOfDraft, upsertVariables } from '../articleKit/articleForm';
import { cardFormOfDraft } from '../features/cards/cardEditorAdapter';
import { upsertCardVariables } from '../features/cards/cardForm';
import {
  orphanFormOfDraft,
  upsertOrphanVariables,
} from '../features/orphanPages/orphanPageEditorAdapter';
import { pageFormOfDraft } from '../features/pages/pageEditorAdapter';
import { createInput, updateInput } from '../features/pages/pageForm';
import { formatOfParam } from '../features/pages/pageRoutes';

const enc = encodeURIComponent;

/** Where a content opens: what the draft knows of it. */
export interface ContentRef {
  brandKey: string;
  /** The server's id; null for a content never saved. */
  id: string | null;
  /** A never-saved content's draft uuid (its route's `?draft=`). */
  newDraftId: string;
  /** The content the draft belongs to (a live post's article, a new page's parent), or ''. */
  parentId: string;
  /** The format its editor stored with the draft (a page's), or ''. */
  format: string;
}

/** A local draft as « Envoyer maintenant » queues it. */
export interface DraftToSend {
  brandKey: string;
  /** The server's id; null for a content never saved. */
  id: string | null;
  value: Record<string, unknown>;
  /** The version the draft was started from (null when unknown). */
  baseVersion: number | null;
}

export interface ContentTypeEntry {
  /** The draft key's type ('article' for the three article formats). */
  draftType: DraftContentType;
  /** The type as the drafts screen and the outbox name it, in French. */
  label: string;
  icon: FluentIcon;
  /** The editor route that opens a content (its local draft is offered back there). */
  editorPath: (ref: ContentRef) => string;
  /**
   * The outbox save its editor would queue for a draft; null when the draft's save is queued as it
   * is written (a live post), so sending it now is only replaying the outbox.
   */
  draftSave: ((draft: DraftToSend) => OutboxSaveVariables) | null;
}

function articleSave(draft: DraftToSend): OutboxSaveVariables {
  const where = draft.id ? { id: draft.id } : null;
  const variables = upsertVariables(
    null,
    formOfDraft(draft.value),
    { brandKey: draft.brandKey, format: 'Rich' },
    null,
    draft.baseVersion,
  );
  return { ...variables, where };
}

/** The article formats, which share the article's draft type and save. */
const ARTICLE_FORMATS = {
  Rich: {
    draftType: 'article',
    label: 'Article',
    icon: TextDescriptionRegular,
    editorPath: ({ brandKey: b, id, newDraftId }) =>
      id ? `/${b}/article/edit/${id}` : `/${b}/article/edit?draft=${newDraftId}`,
    draftSave: articleSave,
  },
  Video: {
    draftType: 'article',
    label: 'Vidéo',
    icon: VideoClipRegular,
    editorPath: ({ brandKey: b, id, newDraftId }) =>
      id ? `/${b}/video/edit/${id}` : `/${b}/video/edit?draft=${newDraftId}`,
    draftSave: articleSave,
  },
  Slideshow: {
    draftType: 'article',
    label: 'Diaporama',
    icon: ImageMultipleRegular,
    editorPath: ({ brandKey: b, id, newDraftId }) =>
      id ? `/slideshow/edit/${enc(id)}` : `/slideshow/new/${enc(b)}?draft=${newDraftId}`,
    draftSave: articleSave,
  },
} as const satisfies Record<string, ContentTypeEntry>;

export type ArticleFormatName = keyof typeof ARTICLE_FORMATS;

/** The other content types, by their draft key's type. */
const TYPED: Record<Exclude<DraftContentType, 'article'>, ContentTypeEntry> = {
  card: {
    draftType: 'card',
    label: 'Encart',
    icon: NotepadRegular,
    editorPath: ({ brandKey: b, id, newDraftId }) =>
      id ? `/${enc(b)}/card/edit/${enc(id)}` : `/${enc(b)}/card/edit?draft=${newDraftId}`,
    draftSave: ({ brandKey, id, value, baseVersion }) => {
      const card = upsertCardVariables(brandKey, null, cardFormOfDraft(value, 'Published'));
      const update = { ...card.update, version: baseVersion ?? 0 };
      return { ...card, where: id ? { id } : null, update };
    },
  },
  orphanpage: {
    draftType: 'orphanpage',
    label: 'Page orpheline',
    icon: DocumentOnePageRegular,
    editorPath: ({ brandKey: b, id, newDraftId }) =>
      id
        ? `/orphanpage/edit/${enc(b)}/${enc(id)}`
        : `/orphanpage/new/${enc(b)}?draft=${newDraftId}`,
    draftSave: ({ brandKey, id, value, baseVersion }) =>
      upsertOrphanVariables(
        brandKey,
        orphanFormOfDraft(value),
        id ? { id } : null,
        baseVersion ?? 0,
      ),
  },
  // A post waiting to be published: its live's screen, where it appears once it is.
  livepost: {
    draftType: 'livepost',
    label: 'Post de live',
    icon: LiveRegular,
    editorPath: ({ brandKey: b, parentId }) => `/${enc(b)}/article/live/${enc(parentId)}`,
    draftSave: null,
  },
  // A page (category, channel, event, guide): its editor, or a new page's under its parent.
  page: {
    draftType: 'page',
    label: 'Page',
    icon: DocumentRegular,
    editorPath: ({ brandKey: b, id, newDraftId, parentId, format }) => {
      const f = enc((format || 'Category').toLowerCase());
      if (id) return `/${enc(b)}/page/${f}/edit/${enc(id)}`;
      return `/${enc(b)}/page/${f}/create${parentId ? `/${enc(parentId)}` : ''}?draft=${newDraftId}`;
    },
    draftSave: ({ brandKey, id, value, baseVersion }) => {
      const form = pageFormOfDraft(value, null);
      const format = formatOfParam(typeof value.format === 'string' ? value.format : undefined);
      // A page the server has: its update on the draft's version (its parent as the draft has it).
      if (id)
        return {
          where: { id },
          data: updateInput(form, baseVersion ?? 0, form.parent?.id ?? null),
        };
      return { data: createInput(form, brandKey, format) };
    },
  },
};

/**
 * The registry entry of a draft: its key's type, or for an article's key the format its editor
 * stored with the draft (drafts written before the format was kept: articles).
 */
export function contentTypeOf(type: DraftContentType, format?: string | null): ContentTypeEntry {
  if (type !== 'article') return TYPED[type];
  return ARTICLE_FORMATS[(format ?? 'Rich') as ArticleFormatName] ?? ARTICLE_FORMATS.Rich;
}

/** Every declared content type (article formats first), for screens that list them. */
export const CONTENT_TYPES: readonly ContentTypeEntry[] = [
  ...Object.values(ARTICLE_FORMATS),
  ...Object.values(TYPED),
];

/** The French name of a draft type, as an outbox event names what it saved. */
export function contentTypeLabel(type: DraftContentType, format?: string | null): string {
  return contentTypeOf(type, format).label;
}
