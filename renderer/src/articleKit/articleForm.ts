// The editor's form: the fields the journalist types, the article as the server last saved it,
// and the conversions between them (the rules' view of the article, the upsertArticle input).
import type { ArticleForRules, MediaObject } from '../../../common/domain/article';
import { EDITED_ARTICLE_RELATIONS } from '../../../common/domain/articleRelations';
import type { TagType } from '../../../common/domain/statuses';
import { TAG_TYPES } from '../../../common/domain/statuses';
import { slugOnSave } from '../../../common/domain/validation/slug';
import { isRichTextDoc, type RichTextDoc } from '../../../common/richtext';
import type { StatusChange } from '../editorKit/useStatusChange';
import type {
  ArticleCreateInput,
  ArticleEditorFieldsFragment,
  ArticleFormat,
  ArticleUpdateInput,
} from '../graphql/generated/graphql';

export type SavedArticle = ArticleEditorFieldsFragment;

/** A related item as the drawer shows it (a category, a tag, an author, a source…). */
export interface RelationItem {
  id: string;
  title: string;
  /** A tag's type (Tag, Person, Event, TvProgram…), used by the rules and the panels. */
  type?: string;
}

/** The article's relations the drawer edits, each limited by 001 §9 (ARTICLE_RELATION_LIMITS). */
export const LIST_RELATIONS = EDITED_ARTICLE_RELATIONS;
export type ListRelation = (typeof LIST_RELATIONS)[number];

export interface ArticleFormValues {
  title: string;
  discoverTitle: string;
  partnerTitle: string;
  secondaryTitle: string;
  slug: string;
  /** spec 000 §2: the byline's complement, printed after the authors (a print signature lands here). */
  signatureComplement: string;
  /** 000 §2: affiliate product cards enabled for this article (with the brand's flags). */
  affiliateCardsEnabled: boolean;
  lead: RichTextDoc | null;
  body: RichTextDoc | null;
  /** The main media (the first is the article's image; a video's media for videos). */
  medias: MediaObject[];
  categories: RelationItem[];
  channels: RelationItem[];
  events: RelationItem[];
  guides: RelationItem[];
  tags: RelationItem[];
  authors: RelationItem[];
  qualifiers: RelationItem[];
  source: RelationItem | null;
}

export type TextField =
  'title' | 'discoverTitle' | 'partnerTitle' | 'secondaryTitle' | 'slug' | 'signatureComplement';

export const EMPTY_FORM: ArticleFormValues = {
  title: '',
  discoverTitle: '',
  partnerTitle: '',
  secondaryTitle: '',
  slug: '',
  signatureComplement: '',
  affiliateCardsEnabled: true,
  lead: null,
  body: null,
  medias: [],
  categories: [],
  channels: [],
  events: [],
  guides: [],
  tags: [],
  authors: [],
  qualifiers: [],
  source: null,
};

const item = (ref: { id: string; title: string }): RelationItem => ({
  id: ref.id,
  title: ref.title,
});

export function formOf(article: SavedArticle): ArticleFormValues {
  return {
    title: article.title,
    discoverTitle: article.discoverTitle ?? '',
    partnerTitle: article.partnerTitle ?? '',
    secondaryTitle: article.secondaryTitle ?? '',
    slug: article.slug ?? '',
    signatureComplement: article.signatureComplement ?? '',
    affiliateCardsEnabled: article.affiliateCardsEnabled,
    lead: isRichTextDoc(article.lead) ? article.lead : null,
    body: isRichTextDoc(article.body) ? article.body : null,
    medias: mediasOf(article.medias),
    categories: article.categories.map(item),
    channels: article.channels.map(item),
    events: article.events.map(item),
    guides: article.guides.map(item),
    tags: article.tags.map((tag) => ({ id: tag.id, title: tag.title, type: tag.type })),
    authors: article.authors.map(({ author }) => ({ id: author.id, title: author.name })),
    qualifiers: article.qualifiers.map(item),
    source: article.source ? item(article.source) : null,
  };
}

function isMediaObject(value: unknown): value is MediaObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  );
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
    medias: form.medias,
    body: form.body,
    tags: form.tags.map((tag) => ({
      id: tag.id,
      title: tag.title,
      type: tagType(tag.type ?? 'Tag'),
    })),
    categories: form.categories,
    channels: form.channels,
    authors: form.authors.map((author) => ({ author: { id: author.id, name: author.title } })),
    source: form.source,
    events: form.events,
    qualifiers: form.qualifiers,
    machineTags: saved?.machineTags ?? [],
    guides: form.guides,
  };
}

/** A status change carried by a save: the target, the transition's name, a chosen date. */
export type StatusChangeInput = StatusChange;

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** Each list relation as the ordered `set` of the save (001 §7 nested relations). */
function relationSets(
  form: ArticleFormValues,
): Record<ListRelation, { set: { id: string; order: number }[] }> {
  const sets = {} as Record<ListRelation, { set: { id: string; order: number }[] }>;
  for (const relation of LIST_RELATIONS)
    sets[relation] = { set: form[relation].map((entry, order) => ({ id: entry.id, order })) };
  return sets;
}

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
    // Going public with no slug: the slug helper's one from the title, as the server would make.
    slug: slugOnSave(orNull(form.slug), form.title, change?.status ?? saved?.status ?? 'Draft'),
    signatureComplement: orNull(form.signatureComplement),
    affiliateCardsEnabled: form.affiliateCardsEnabled,
    lead: form.lead,
    body: form.body,
    medias: form.medias,
    ...relationSets(form),
    source: form.source ? { connect: form.source.id } : saved?.source ? { disconnect: true } : null,
  };
  const status = change ? { status: change.status, transition: change.transition } : {};
  const date = change?.publishedAt ? { publishedAt: change.publishedAt.toISOString() } : {};
  return {
    where: saved ? { id: saved.id } : null,
    create: {
      brandKey: base.brandKey,
      format: base.format,
      ...fields,
      ...(change ? { status: change.status } : {}),
      ...date,
    },
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
    signatureComplement: textOf(value.signatureComplement),
    // An older draft (before 0174) has no switch: on, as a new article.
    affiliateCardsEnabled: value.affiliateCardsEnabled !== false,
    lead: isRichTextDoc(value.lead) ? value.lead : null,
    body: isRichTextDoc(value.body) ? value.body : null,
    medias: mediasOf(value.medias),
    categories: relationItemsOfDraft(value.categories),
    channels: relationItemsOfDraft(value.channels),
    events: relationItemsOfDraft(value.events),
    guides: relationItemsOfDraft(value.guides),
    tags: relationItemsOfDraft(value.tags),
    authors: relationItemsOfDraft(value.authors),
    qualifiers: relationItemsOfDraft(value.qualifiers),
    source: relationItemsOfDraft([value.source])[0] ?? null,
  };
}

function isRelationItem(value: unknown): value is RelationItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, type } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof title === 'string' &&
    (type === undefined || typeof type === 'string')
  );
}

/** Relation items of a draft read back from disk: anything else is dropped. */
export function relationItemsOfDraft(value: unknown): RelationItem[] {
  return Array.isArray(value)
    ? value.filter(isRelationItem).map((entry) => ({
        id: entry.id,
        title: entry.title,
        ...(entry.type ? { type: entry.type } : {}),
      }))
    : [];
}
