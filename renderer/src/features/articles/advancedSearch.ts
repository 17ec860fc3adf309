// The advanced search of the lists (spec 000 §2): text, type, status — Published always on,
// optionally 'Programmé' (Scheduled and ScheduledForRepublication) — tags, categories, author,
// creator, source, qualifier, image credit, image source, updatedAfter, updatedBefore, and the
// contains push/live/video/diapo/podcast flags. Every filter lives in the query string, so a search
// can be linked to and survives a reload; picked items keep their title beside their id.
import { fromParisInput } from '../../../../common/domain/dates';
import type { ArticleFormat } from '../../../../common/domain/statuses';
import type { ArticleWhereInput } from '../../graphql/generated/graphql';

export interface NamedRef {
  id: string;
  title: string;
}

export const CONTAINS_FLAGS = ['push', 'live', 'video', 'diapo', 'podcast'] as const;
export type ContainsFlag = (typeof CONTAINS_FLAGS)[number];

export interface AdvancedSearch {
  format: ArticleFormat | null;
  scheduled: boolean;
  tags: NamedRef[];
  categories: NamedRef[];
  authors: NamedRef[];
  sources: NamedRef[];
  qualifiers: NamedRef[];
  /** The signed-in user's id when « Créés par moi » is ticked. */
  creatorId: string | null;
  imageCredit: string;
  imageSource: string;
  /** 'dd/MM/yyyy' as typed (Paris day). */
  updatedAfter: string;
  updatedBefore: string;
  contains: ContainsFlag[];
}

export const EMPTY_ADVANCED: AdvancedSearch = {
  format: null,
  scheduled: false,
  tags: [],
  categories: [],
  authors: [],
  sources: [],
  qualifiers: [],
  creatorId: null,
  imageCredit: '',
  imageSource: '',
  updatedAfter: '',
  updatedBefore: '',
  contains: [],
};

/** The query-string parameter of each list filter (`adv=1` marks an advanced search). */
const REFS = {
  tags: 'tag',
  categories: 'category',
  authors: 'author',
  sources: 'source',
  qualifiers: 'qualifier',
} as const;
const FORMATS: readonly ArticleFormat[] = ['Rich', 'Video', 'Slideshow'];
const OWNED = [
  'adv',
  'format',
  'scheduled',
  'creator',
  'credit',
  'imagesource',
  'after',
  'before',
  'contains',
  ...Object.values(REFS),
];

const encodeRef = (ref: NamedRef) => `${ref.id}:${ref.title}`;
function decodeRef(value: string): NamedRef | null {
  const at = value.indexOf(':');
  if (at <= 0) return null;
  return { id: value.slice(0, at), title: value.slice(at + 1) };
}

export function isAdvanced(params: URLSearchParams): boolean {
  return params.get('adv') === '1';
}

export function readAdvanced(params: URLSearchParams): AdvancedSearch {
  const refs = (name: string) =>
    params
      .getAll(name)
      .map(decodeRef)
      .filter((ref): ref is NamedRef => ref !== null);
  const format = params.get('format');
  return {
    format: FORMATS.find((f) => f === format) ?? null,
    scheduled: params.get('scheduled') === '1',
    tags: refs(REFS.tags),
    categories: refs(REFS.categories),
    authors: refs(REFS.authors),
    sources: refs(REFS.sources),
    qualifiers: refs(REFS.qualifiers),
    creatorId: params.get('creator'),
    imageCredit: params.get('credit') ?? '',
    imageSource: params.get('imagesource') ?? '',
    updatedAfter: params.get('after') ?? '',
    updatedBefore: params.get('before') ?? '',
    contains: (params.get('contains') ?? '')
      .split(',')
      .filter((flag): flag is ContainsFlag => (CONTAINS_FLAGS as readonly string[]).includes(flag)),
  };
}

/** The query string with this advanced search (null: back to the tabs), other parameters kept. */
export function writeAdvanced(current: URLSearchParams, search: AdvancedSearch | null): string {
  const params = new URLSearchParams(current);
  for (const name of OWNED) params.delete(name);
  if (search) {
    params.set('adv', '1');
    if (search.format) params.set('format', search.format);
    if (search.scheduled) params.set('scheduled', '1');
    for (const [key, name] of Object.entries(REFS) as [keyof typeof REFS, string][])
      for (const ref of search[key]) params.append(name, encodeRef(ref));
    if (search.creatorId) params.set('creator', search.creatorId);
    if (search.imageCredit.trim()) params.set('credit', search.imageCredit.trim());
    if (search.imageSource.trim()) params.set('imagesource', search.imageSource.trim());
    if (search.updatedAfter.trim()) params.set('after', search.updatedAfter.trim());
    if (search.updatedBefore.trim()) params.set('before', search.updatedBefore.trim());
    if (search.contains.length) params.set('contains', search.contains.join(','));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A 'dd/MM/yyyy' day typed in the panel, as the Paris instant it starts (or ends) at. */
export function dayBound(text: string, end: boolean): string | null {
  if (!text.trim()) return null;
  const date = fromParisInput(`${text.trim()} ${end ? '23:59' : '00:00'}`);
  return date ? date.toISOString() : null;
}

/** The API filter of an advanced search (the list adds the brand and the text). */
export function advancedWhere(search: AdvancedSearch): ArticleWhereInput {
  const ids = (refs: NamedRef[]) => (refs.length ? refs.map((ref) => ref.id) : undefined);
  const after = dayBound(search.updatedAfter, false);
  const before = dayBound(search.updatedBefore, true);
  const where: ArticleWhereInput = {
    status_in: search.scheduled
      ? ['Published', 'Scheduled', 'ScheduledForRepublication']
      : ['Published'],
    ...(search.format ? { format: search.format } : {}),
    ...(ids(search.tags) ? { tagIds: ids(search.tags) } : {}),
    ...(ids(search.categories) ? { categoryIds: ids(search.categories) } : {}),
    ...(ids(search.authors) ? { authorIds: ids(search.authors) } : {}),
    ...(ids(search.sources) ? { sourceIds: ids(search.sources) } : {}),
    ...(ids(search.qualifiers) ? { qualifierIds: ids(search.qualifiers) } : {}),
    ...(search.creatorId ? { creatorId: search.creatorId } : {}),
    ...(search.imageCredit.trim() ? { imageCredit: search.imageCredit.trim() } : {}),
    ...(search.imageSource.trim() ? { imageSource: search.imageSource.trim() } : {}),
    ...(after ? { updatedAfter: after } : {}),
    ...(before ? { updatedBefore: before } : {}),
  };
  for (const flag of search.contains) {
    if (flag === 'push') where.hasPush = true;
    if (flag === 'live') where.hasLive = true;
    if (flag === 'video') where.hasVideo = true;
    if (flag === 'diapo') where.hasDiapo = true;
    if (flag === 'podcast') where.hasPodcast = true;
  }
  return where;
}
