// The editor's form: the fields the journalist types, the article as the server last saved it,
// and the conversions between them (the rules' view of the article, the upsertArticle input).
import type { ArticleForRules, MediaObject } from '../../../../common/domain/article';
import type { TagType } from '../../../../common/domain/statuses';
import { TAG_TYPES } from '../../../../common/domain/statuses';
import { isRichTextDoc, type RichTextDoc } from '../../../../common/richtext';
import type {
  ArticleCreateInput,
  ArticleEditorFieldsFragment,
  ArticleFormat,
  ArticleStatus,
  ArticleUpdateInput,
} from '../../graphql/generated/graphql';

export type SavedArticle = ArticleEditorFieldsFragment;

export interface ArticleFormValues {
  title: string;
  discoverTitle: string;
  partnerTitle: string;
  secondaryTitle: string;
  slug: string;
  lead: RichTextDoc | null;
  body: RichTextDoc | null;
}

export type TextField = 'title' | 'discoverTitle' | 'partnerTitle' | 'secondaryTitle' | 'slug';

export const EMPTY_FORM: ArticleFormValues = {
  title: '',
  discoverTitle: '',
  partnerTitle: '',
  secondaryTitle: '',
  slug: '',
  lead: null,
  body: null,
};

export function formOf(article: SavedArticle): ArticleFormValues {
  return {
    title: article.title,
    discoverTitle: article.discoverTitle ?? '',
    partnerTitle: article.partnerTitle ?? '',
    secondaryTitle: article.secondaryTitle ?? '',
    slug: article.slug ?? '',
    lead: isRichTextDoc(article.lead) ? article.lead : null,
    body: isRichTextDoc(article.body) ? article.body : null,
  };
}

function isMediaObject(value: unknown): value is MediaObject {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

export function mediasOf(raw: unknown): MediaObject[] {
  return Array.isArray(raw) ? raw.filter(isMediaObject) : [];
}

function tagType(value: string): TagType {
  return TAG_TYPES.find((type) => type === value) ?? 'Tag';
}

/** What the status and publish rules read: the saved relations with the fields being typed. */
export function articleForRules(
  saved: SavedArticle | null,
  form: ArticleFormValues,
  base: { brandKey: string; format: ArticleFormat },
): ArticleForRules {
  return {
    title: form.title,
    status: saved?.status ?? 'Draft',
    format: saved?.format ?? base.format,
    brandKey: saved?.brandKey ?? base.brandKey,
    slug: form.slug || null,
    publishedAt: saved?.publishedAt ? new Date(saved.publishedAt) : null,
    medias: mediasOf(saved?.medias),
    body: form.body,
    tags: (saved?.tags ?? []).map((tag) => ({ id: tag.id, title: tag.title, type: tagType(tag.type) })),
    categories: saved?.categories ?? [],
    channels: saved?.channels ?? [],
    authors: saved?.authors ?? [],
    source: saved?.source ?? null,
    events: saved?.events ?? [],
    qualifiers: saved?.qualifiers ?? [],
    machineTags: saved?.machineTags ?? [],
    guides: saved?.guides ?? [],
  };
}

/** A status change carried by a save: the target, the transition's name, a chosen date. */
export interface StatusChangeInput {
  status: ArticleStatus;
  transition: string;
  publishedAt?: Date;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The upsertArticle variables: create for a new article, update naming the version it was based on. */
export function upsertVariables(
  saved: SavedArticle | null,
  form: ArticleFormValues,
  base: { brandKey: string; format: ArticleFormat },
  change: StatusChangeInput | null,
  basedOnVersion: number | null,
): { where: { id: string } | null; create: ArticleCreateInput; update: ArticleUpdateInput } {
  const fields = {
    title: form.title,
    discoverTitle: orNull(form.discoverTitle),
    partnerTitle: orNull(form.partnerTitle),
    secondaryTitle: orNull(form.secondaryTitle),
    slug: orNull(form.slug),
    lead: form.lead,
    body: form.body,
  };
  const status = change ? { status: change.status, transition: change.transition } : {};
  const date = change?.publishedAt ? { publishedAt: change.publishedAt.toISOString() } : {};
  return {
    where: saved ? { id: saved.id } : null,
    create: { brandKey: base.brandKey, format: base.format, ...fields, ...(change ? { status: change.status } : {}), ...date },
    update: { version: basedOnVersion ?? saved?.version ?? null, ...fields, ...status, ...date },
  };
}

/** The form as a local draft holds it (DESIGN.md "Offline drafts": every edit, on disk). */
export function draftValueOf(form: ArticleFormValues): Record<string, unknown> {
  return { ...form };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A draft read back from disk: anything not of the form's shape is left empty, never trusted. */
export function formOfDraft(value: Record<string, unknown>): ArticleFormValues {
  return {
    title: textOf(value.title),
    discoverTitle: textOf(value.discoverTitle),
    partnerTitle: textOf(value.partnerTitle),
    secondaryTitle: textOf(value.secondaryTitle),
    slug: textOf(value.slug),
    lead: isRichTextDoc(value.lead) ? value.lead : null,
    body: isRichTextDoc(value.body) ? value.body : null,
  };
}

/** The local draft's key (common/ipc/draftLimits): the article's id, or a new article's uuid. */
export function articleDraftKey(brandKey: string, articleId: string | null, newDraftId: string): string {
  return articleId ? `${brandKey}:${articleId}` : `${brandKey}:new:${newDraftId}`;
}
