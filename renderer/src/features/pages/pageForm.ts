// The page editor's state: the page's general configuration and its ordered sections, read from
// the server, checked with the rules of common/domain/validation/page.ts, sent back as
// CategoryCreateInput / CategoryUpdateInput. Pure functions, tested without a screen.
import type { MediaObject } from '../../../../common/domain/article';
import type { RichTextDoc } from '../../../../common/richtext/types';
import type { PageFormat, PageStatus } from '../../../../common/domain/statuses';
import {
  validatePage,
  type BoardItem,
  type SectionForRules,
  type SectionType,
} from '../../../../common/domain/validation/page';
import type {
  CategoryCreateInput,
  CategoryUpdateInput,
  PageEditorFieldsFragment,
  SectionInput,
} from '../../graphql/generated/graphql';

export interface BoardItemDraft extends BoardItem {
  title: string;
  pinnedAt: string | null;
}

export interface PersonDraft {
  id: string;
  title: string;
}

export interface SectionDraft {
  /** Stable key for React and the location hash: the server id, or a local one until saved. */
  key: string;
  id: string | null;
  type: SectionType;
  title: string;
  description: string;
  metas: string;
  isActive: boolean;
  slug: string;
  items: BoardItemDraft[];
  url: string;
  /** The Url section's optional image, by address (a plain field until the media field lands). */
  imageUrl: string;
  people: PersonDraft[];
  body: RichTextDoc | null;
}

export interface PageForm {
  title: string;
  subtitle: string;
  slug: string;
  descriptionSEO: string;
  description: RichTextDoc | null;
  isHeadlined: boolean;
  parent: { id: string; title: string; level: number } | null;
  /** The page's images (000 §3 medias, images only). */
  medias: MediaObject[];
  /** The page's own tags (types Tag and Destination), in order. */
  tags: PageTagDraft[];
  sections: SectionDraft[];
}

export interface PageTagDraft {
  id: string;
  title: string;
  type?: string;
}

export function emptyPageForm(parent: PageForm['parent']): PageForm {
  // 000 §3 defaults for a new page: empty title, slug and SEO text, no description, not headlined,
  // no sections.
  return {
    title: '',
    subtitle: '',
    slug: '',
    descriptionSEO: '',
    description: null,
    isHeadlined: false,
    parent,
    medias: [],
    tags: [],
    sections: [],
  };
}

let localKeys = 0;
export function newSection(type: SectionType): SectionDraft {
  localKeys += 1;
  // 000 §3 section defaults: empty content, description, title and metas; inactive; order 0.
  return {
    key: `nouvelle-${Date.now().toString(36)}-${localKeys}`,
    id: null,
    type,
    title: '',
    description: '',
    metas: '',
    isActive: false,
    slug: '',
    items: [],
    url: '',
    imageUrl: '',
    people: [],
    body: null,
  };
}

function imageUrlOf(image: unknown): string {
  if (image && typeof image === 'object') {
    const m = image as { url?: unknown; key?: unknown };
    if (typeof m.url === 'string') return m.url;
    if (typeof m.key === 'string') return m.key;
  }
  return '';
}

export function formFromServer(page: PageEditorFieldsFragment): PageForm {
  return {
    title: page.title,
    subtitle: page.subtitle ?? '',
    slug: page.slug,
    descriptionSEO: page.descriptionSEO,
    description: (page.description as RichTextDoc | null) ?? null,
    isHeadlined: page.isHeadlined,
    parent: page.parent
      ? { id: page.parent.id, title: page.parent.title, level: page.parent.level }
      : null,
    medias: mediasOf(page.medias),
    tags: page.tags.map((t) => ({ id: t.id, title: t.title, type: t.type })),
    sections: page.sections.map((s) => ({
      key: s.id,
      id: s.id,
      type: s.type,
      title: s.title,
      description: s.description,
      metas: s.metas,
      isActive: s.isActive,
      slug: s.slug,
      items: s.boardItems.map((i) => ({
        id: i.id,
        type: i.type,
        title: i.title ?? 'Contenu introuvable',
        pinnedAt: i.pinnedAt ?? null,
      })),
      url: s.url ?? '',
      imageUrl: imageUrlOf(s.image),
      people: s.people.map((p) => ({ id: p.id, title: p.title })),
      body: (s.body as RichTextDoc | null) ?? null,
    })),
  };
}

function sectionInput(s: SectionDraft): SectionInput {
  const base: SectionInput = {
    ...(s.id ? { id: s.id } : {}),
    type: s.type,
    title: s.title,
    description: s.description,
    metas: s.metas,
    isActive: s.isActive,
    slug: s.slug,
  };
  switch (s.type) {
    case 'Board':
      return {
        ...base,
        items: s.items.map((i) => ({ id: i.id, type: i.type, pinnedAt: i.pinnedAt })),
      };
    case 'Url':
      return {
        ...base,
        url: s.url.trim(),
        image: s.imageUrl.trim()
          ? { key: s.imageUrl.trim(), url: s.imageUrl.trim(), type: 'image' }
          : null,
      };
    case 'People':
      return { ...base, tagIds: s.people.map((p) => p.id) };
    case 'Text':
      return { ...base, body: s.body };
  }
}

function commonInput(form: PageForm) {
  return {
    title: form.title,
    subtitle: form.subtitle,
    slug: form.slug,
    descriptionSEO: form.descriptionSEO,
    description: form.description,
    isHeadlined: form.isHeadlined,
    medias: form.medias.length ? form.medias : null,
    tagIds: form.tags.map((t) => t.id),
    sections: form.sections.map(sectionInput),
  };
}

/** Stored medias (a JSON array, or null) as the media field's value: image objects with a key. */
export function mediasOf(value: unknown): MediaObject[] {
  return Array.isArray(value)
    ? value.filter(
        (m): m is MediaObject =>
          typeof m === 'object' && m !== null && typeof (m as { key?: unknown }).key === 'string',
      )
    : [];
}

export function createInput(
  form: PageForm,
  brandKey: string,
  format: PageFormat,
): CategoryCreateInput {
  return { ...commonInput(form), brandKey, format, parentId: form.parent?.id ?? null };
}

export function updateInput(
  form: PageForm,
  version: number,
  parentId: string | null,
  status?: { status: PageStatus; transition: string; publishedAt?: string | null },
): CategoryUpdateInput {
  return {
    ...commonInput(form),
    version,
    ...(form.parent?.id !== parentId ? { parentId: form.parent?.id ?? null } : {}),
    ...(status ?? {}),
  };
}

/**
 * The form's sections saved for the first time, given the ids the server answered (in the form's
 * order): the next save then names them instead of creating them again. Null when none is new.
 */
export function withServerSectionIds(
  sections: readonly SectionDraft[],
  saved: ReadonlyArray<{ id: string; type: SectionType }>,
): SectionDraft[] | null {
  const adopt = (s: SectionDraft, i: number) => s.id === null && saved[i]?.type === s.type;
  if (!sections.some(adopt)) return null;
  return sections.map((s, i) => (adopt(s, i) ? { ...s, id: saved[i]!.id } : s));
}

export function sectionForRules(s: SectionDraft): SectionForRules {
  switch (s.type) {
    case 'Board':
      return { type: 'Board', title: s.title, items: s.items };
    case 'Url':
      return { type: 'Url', title: s.title, url: s.url };
    case 'People':
      return { type: 'People', title: s.title, tagIds: s.people.map((p) => p.id) };
    case 'Text':
      return { type: 'Text', title: s.title };
  }
}

/** Errors keyed 'title', 'slug' and 'sections.N', as the server answers them. */
export function pageFormErrors(form: PageForm): Record<string, string> {
  return validatePage({
    title: form.title,
    slug: form.slug,
    sections: form.sections.map(sectionForRules),
  });
}

// The pages' section and board reorder uses the shared list move.
export { moveItem } from '../../ui/useDragReorder';

export const SECTION_HASH_PREFIX = 'section-';
export const GENERAL_HASH = 'configuration';

/** The active panel named by the location hash: the general configuration unless a section matches. */
export function activeSectionKey(hash: string, sections: readonly SectionDraft[]): string | null {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  if (!value.startsWith(SECTION_HASH_PREFIX)) return null;
  const key = value.slice(SECTION_HASH_PREFIX.length);
  return sections.some((s) => s.key === key) ? key : null;
}

interface StoredSectionSnapshot {
  id: string;
  type: SectionType;
  title?: string;
  description?: string;
  metas?: string;
  isActive?: boolean;
  slug?: string;
  content?: {
    items?: { id: string; type: BoardItem['type']; pinnedAt: string | null }[];
    url?: string | null;
    image?: unknown;
    tags?: { id: string }[];
    body?: unknown;
  };
}

/**
 * A history snapshot back into the form (the history dialog's 'Reprendre cette version'). Titles
 * of linked items come from what the editor already shows; others read as their kind.
 */
export function formFromSnapshot(snapshot: Record<string, unknown>, current: PageForm): PageForm {
  const titles = new Map<string, string>();
  for (const t of current.tags) titles.set(t.id, t.title);
  for (const s of current.sections) {
    for (const i of s.items) titles.set(i.id, i.title);
    for (const p of s.people) titles.set(p.id, p.title);
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const sections = Array.isArray(snapshot.sections)
    ? (snapshot.sections as StoredSectionSnapshot[])
    : [];
  return {
    ...current,
    title: text(snapshot.title),
    subtitle: text(snapshot.subtitle),
    slug: text(snapshot.slug),
    descriptionSEO: text(snapshot.descriptionSeo),
    description: (snapshot.description as RichTextDoc | null) ?? null,
    isHeadlined: snapshot.isHeadlined === true,
    medias: mediasOf(snapshot.medias),
    tags: (Array.isArray(snapshot.tagIds) ? (snapshot.tagIds as string[]) : []).map((id) => ({
      id,
      title: titles.get(id) ?? 'Tag',
    })),
    sections: sections.map((s) => ({
      key: s.id,
      id: s.id,
      type: s.type,
      title: s.title ?? '',
      description: s.description ?? '',
      metas: s.metas ?? '',
      isActive: s.isActive ?? false,
      slug: s.slug ?? '',
      items: (s.content?.items ?? []).map((i) => ({
        id: i.id,
        type: i.type,
        pinnedAt: i.pinnedAt,
        title: titles.get(i.id) ?? 'Contenu',
      })),
      url: s.content?.url ?? '',
      imageUrl: imageUrlOf(s.content?.image),
      people: (s.content?.tags ?? []).map((t) => ({
        id: t.id,
        title: titles.get(t.id) ?? 'Personnalité',
      })),
      body: (s.content?.body as RichTextDoc | null) ?? null,
    })),
  };
}
