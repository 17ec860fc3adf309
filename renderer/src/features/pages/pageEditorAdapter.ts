// What the editor kit needs to know of a page (editorKit/useContentEditor's adapter): its local
// draft (`page:brand:id`, `page:brand:new:<uuid>` until created), saves through main's outbox
// (main's registry replays them as createCategory, then updateCategory naming the version),
// « Sauvegarde effectuée » once acknowledged, conflicts compared field by field.
import { MESSAGES } from '../../../../common/domain/messages';
import { COPY_WORDINGS } from '../../draftsKit/ConflictComparisonDialog';
import type { ApolloClient } from '@apollo/client';
import type { PageFormat, PageStatus } from '../../../../common/domain/statuses';
import type { SectionType } from '../../../../common/domain/validation/page';
import { draftKeyOf } from '../../../../common/ipc/draftLimits';
import { docToPlainText } from '../../../../common/richtext';
import type { RichTextDoc } from '../../../../common/richtext/types';
import type { ContentEditorAdapter } from '../../editorKit';
import { PageEditorDocument, type PageEditorFieldsFragment } from '../../graphql/generated/graphql';
import {
  createInput,
  emptyPageForm,
  formFromServer,
  mediasOf,
  pageFormErrors,
  updateInput,
  type BoardItemDraft,
  type PageForm,
  type PageTagDraft,
  type PersonDraft,
  type SectionDraft,
} from './pageForm';
import { createPath } from './pageRoutes';

/** A status change saved with the form (the 'Statut' menu, « Programmer la page »). */
export interface PageStatusChange {
  status: PageStatus;
  transition: string;
  publishedAt?: string | null;
}

export type PageEditorAdapter = ContentEditorAdapter<
  PageEditorFieldsFragment,
  PageForm,
  PageStatusChange
>;

const SECTION_TYPES: readonly SectionType[] = ['Board', 'Url', 'People', 'Text'];
const BOARD_ITEM_TYPES: readonly BoardItemDraft['type'][] = ['article', 'recipe', 'slideshow'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const docOf = (value: unknown): RichTextDoc | null =>
  isRecord(value) && value.type === 'doc' ? (value as unknown as RichTextDoc) : null;

function boardItemsOfDraft(value: unknown): BoardItemDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item.id !== 'string') return [];
    const type = BOARD_ITEM_TYPES.find((t) => t === item.type);
    if (!type) return [];
    return [
      {
        id: item.id,
        type,
        title: text(item.title),
        pinnedAt: typeof item.pinnedAt === 'string' ? item.pinnedAt : null,
      },
    ];
  });
}

function peopleOfDraft(value: unknown): PersonDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((person) =>
    isRecord(person) && typeof person.id === 'string'
      ? [{ id: person.id, title: text(person.title) }]
      : [],
  );
}

function tagsOfDraft(value: unknown): PageTagDraft[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((tag) =>
    isRecord(tag) && typeof tag.id === 'string'
      ? [
          {
            id: tag.id,
            title: text(tag.title),
            ...(typeof tag.type === 'string' ? { type: tag.type } : {}),
          },
        ]
      : [],
  );
}

function sectionsOfDraft(value: unknown): SectionDraft[] {
  if (!Array.isArray(value)) return [];
  const keys = new Set<string>();
  return value.flatMap((section, index) => {
    if (!isRecord(section)) return [];
    const type = SECTION_TYPES.find((t) => t === section.type);
    if (!type) return [];
    const id = typeof section.id === 'string' && section.id !== '' ? section.id : null;
    // A key names one panel (the location hash): kept when it is one, else made from the place.
    const stored = text(section.key);
    const key = stored !== '' && !keys.has(stored) ? stored : (id ?? `brouillon-${index}`);
    keys.add(key);
    return [
      {
        key,
        id,
        type,
        title: text(section.title),
        description: text(section.description),
        metas: text(section.metas),
        isActive: section.isActive === true,
        slug: text(section.slug),
        items: boardItemsOfDraft(section.items),
        url: text(section.url),
        imageUrl: text(section.imageUrl),
        people: peopleOfDraft(section.people),
        body: docOf(section.body),
      },
    ];
  });
}

function parentOfDraft(value: unknown, fallback: PageForm['parent']): PageForm['parent'] {
  if (value === null) return null;
  if (isRecord(value) && typeof value.id === 'string' && typeof value.level === 'number')
    return { id: value.id, title: text(value.title), level: value.level };
  return fallback;
}

/**
 * A draft read back from disk: anything not of the form's shape is left empty, never trusted.
 * `parent` is the page's parent as the route or the server gives it, kept when the draft has none.
 */
export function pageFormOfDraft(
  value: Record<string, unknown>,
  parent: PageForm['parent'],
): PageForm {
  return {
    ...emptyPageForm(parent),
    title: text(value.title),
    subtitle: text(value.subtitle),
    slug: text(value.slug),
    descriptionSEO: text(value.descriptionSEO),
    description: docOf(value.description),
    isHeadlined: value.isHeadlined === true,
    parent: parentOfDraft(value.parent, parent),
    medias: mediasOf(value.medias),
    tags: tagsOfDraft(value.tags),
    sections: sectionsOfDraft(value.sections),
  };
}

/**
 * The draft as stored: the form, plus the page's format and parent id, which « Brouillons
 * locaux » reads (main's draft summary) to open it in the right editor.
 */
export function pageDraftValueOf(form: PageForm, format: PageFormat): Record<string, unknown> {
  return { ...form, format, ...(form.parent ? { parentId: form.parent.id } : {}) };
}

/** createCategory's variables for a page never saved, else updateCategory's naming its version. */
export function pageSaveVariables(
  brandKey: string,
  format: PageFormat,
  saved: PageEditorFieldsFragment | null,
  form: PageForm,
  change: PageStatusChange | null,
  version: number | null,
): Record<string, unknown> {
  if (!saved) return { data: createInput(form, brandKey, format) };
  return {
    where: { id: saved.id },
    data: updateInput(
      form,
      version ?? saved.version,
      saved.parent?.id ?? null,
      change ?? undefined,
    ),
  };
}

export function pageEditorAdapter(
  client: ApolloClient,
  brandKey: string,
  format: PageFormat,
  parent: PageForm['parent'],
): PageEditorAdapter {
  return {
    emptyForm: emptyPageForm(parent),
    savedMessage: MESSAGES.saveDone,
    // Spec 001 §8's save failure message.
    saveErrorMessage: MESSAGES.articleSaveError,
    formOf: formFromServer,
    formOfDraft: (value) => pageFormOfDraft(value, parent),
    draftValueOf: (form) => pageDraftValueOf(form, format),
    draftKey: (id, newDraftId) => draftKeyOf('page', brandKey, id, newDraftId),
    idOf: (page) => page.id,
    versionOf: (page) => page.version,
    saveVariables: (saved, form, change, basedOnVersion) =>
      pageSaveVariables(brandKey, format, saved, form, change, basedOnVersion),
    refetch: async (id) => {
      const { data } = await client.query({
        query: PageEditorDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.category ?? null;
    },
    compareFields: (form) => [
      { label: 'Titre', text: form.title },
      { label: 'Sous-titre', text: form.subtitle },
      { label: 'Description SEO', text: form.descriptionSEO },
      { label: 'Description', text: docToPlainText(form.description) },
      {
        label: 'Sections',
        text: form.sections
          .map((s) => [s.title, s.url, docToPlainText(s.body)].filter(Boolean).join(' — '))
          .join('\n'),
      },
    ],
    copyWording: COPY_WORDINGS.page,
    newContentPath: (newDraftId) =>
      `${createPath(brandKey, format, parent ? [parent.id] : [])}?draft=${newDraftId}`,
    checkBeforeSave: (form) => {
      const errors = pageFormErrors(form);
      return Object.keys(errors).length > 0 ? errors : null;
    },
  };
}
