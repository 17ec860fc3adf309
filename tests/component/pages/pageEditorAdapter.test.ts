// A page's local draft (pageEditorAdapter): the form goes to the draft and comes back whole —
// general fields, parent, and every section kind with its content (board items, url and image,
// people, rich text) — while anything on disk not of the form's shape is dropped, never trusted;
// its saves are createCategory's variables until the server knows the page, then
// updateCategory's naming the version, and main's registry accepts exactly those.
import { describe, expect, it } from 'vitest';
import { saveRequest } from '../../../main/drafts/contentSaves';
import {
  pageDraftValueOf,
  pageEditorAdapter,
  pageFormOfDraft,
  pageSaveVariables,
} from '../../../renderer/src/features/pages/pageEditorAdapter';
import {
  emptyPageForm,
  newSection,
  withServerSectionIds,
  type PageForm,
} from '../../../renderer/src/features/pages/pageForm';
import type { PageEditorFieldsFragment } from '../../../renderer/src/graphql/generated/graphql';
import type { ApolloClient } from '@apollo/client';

const UUID = '0b8f4a52-5d0f-4c59-9d4e-3c1f0a7e2b61';
const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

function fullForm(): PageForm {
  const board = {
    ...newSection('Board'),
    id: 's-board',
    title: 'À la une',
    isActive: true,
    items: [
      {
        id: 'a1',
        type: 'article' as const,
        title: 'Élections',
        pinnedAt: '2026-11-24T08:00:00.000Z',
      },
      { id: 'd1', type: 'slideshow' as const, title: 'En images', pinnedAt: null },
    ],
  };
  const url = {
    ...newSection('Url'),
    title: 'Météo',
    url: 'https://meteo.fr',
    imageUrl: 'https://i/x.jpg',
  };
  const people = {
    ...newSection('People'),
    title: 'Personnalités',
    people: [{ id: 't1', title: 'Marie Curie' }],
  };
  const text = {
    ...newSection('Text'),
    title: 'Intro',
    metas: 'tech',
    body: doc('Écrit hors ligne'),
  };
  return {
    ...emptyPageForm({ id: 'parent-1', title: 'Politique', level: 2 }),
    title: 'Élections 2026',
    subtitle: 'Le direct',
    slug: 'elections-2026',
    descriptionSEO: 'Tout sur les élections',
    description: doc('Une page'),
    isHeadlined: true,
    tags: [
      { id: 'tag-1', title: 'Bretagne', type: 'Destination' },
      { id: 'tag-2', title: 'Plages', type: 'Tag' },
    ],
    medias: [{ key: 'TEL/une.jpg', href: 'https://cdn.test/une.jpg', format: 'image' }],
    sections: [board, url, people, text],
  };
}

describe('a page’s local draft', () => {
  it('comes back from disk as the form it was, sections, parent, tags and images included', () => {
    const form = fullForm();
    // Through JSON, as main stores it.
    const onDisk = JSON.parse(JSON.stringify(pageDraftValueOf(form, 'Event'))) as Record<
      string,
      unknown
    >;
    expect(onDisk.format).toBe('Event');
    expect(onDisk.parentId).toBe('parent-1');
    expect(pageFormOfDraft(onDisk, null)).toEqual(form);
  });

  it('keeps a root page at the root, and takes the route’s parent when the draft has none', () => {
    const root = { ...fullForm(), parent: null };
    const fallback = { id: 'route-parent', title: 'Sport', level: 1 };
    expect(pageFormOfDraft(pageDraftValueOf(root, 'Category'), fallback).parent).toBeNull();
    expect(pageFormOfDraft({ title: 'x' }, fallback).parent).toEqual(fallback);
  });

  it('drops what is not of the form’s shape', () => {
    const form = pageFormOfDraft(
      {
        title: 42,
        description: { type: 'script' },
        isHeadlined: 'oui',
        parent: { id: 7 },
        sections: [
          { type: 'Widget', title: 'x' },
          'section',
          {
            type: 'Board',
            key: 'k',
            title: 'Ok',
            items: [{ id: 'a', type: 'video' }, { id: 'b', type: 'article' }, null],
          },
          { type: 'People', key: 'k', people: [{ id: 3 }, { id: 'p', title: 'P' }] },
        ],
      },
      null,
    );
    expect(form.title).toBe('');
    expect(form.description).toBeNull();
    expect(form.isHeadlined).toBe(false);
    expect(form.parent).toBeNull();
    expect(form.sections.map((s) => [s.type, s.key])).toEqual([
      ['Board', 'k'],
      // A key already taken names another panel: this one gets its own.
      ['People', 'brouillon-3'],
    ]);
    expect(form.sections[0]!.items).toEqual([
      { id: 'b', type: 'article', title: '', pinnedAt: null },
    ]);
    expect(form.sections[1]!.people).toEqual([{ id: 'p', title: 'P' }]);
  });

  it('writes and reads through the adapter under `page:BRAND:…`', () => {
    const adapter = pageEditorAdapter({} as ApolloClient, 'TEL', 'Category', null);
    expect(adapter.draftKey(null, UUID)).toBe(`page:TEL:new:${UUID}`);
    expect(adapter.draftKey('p1', UUID)).toBe('page:TEL:p1');
    const form = fullForm();
    expect(adapter.formOfDraft(adapter.draftValueOf(form))).toEqual(form);
    expect(adapter.checkBeforeSave?.({ ...form, title: '' })).toHaveProperty('title');
    expect(adapter.checkBeforeSave?.(form)).toBeNull();
  });
});

describe('a page’s saves', () => {
  const saved = {
    id: 'p1',
    version: 4,
    parent: { id: 'parent-1', title: 'Politique', level: 2 },
  } as PageEditorFieldsFragment;

  it('creates a new page, its sections in order, under its parent; main queues createCategory', () => {
    const variables = pageSaveVariables('TEL', 'Category', null, fullForm(), null, null);
    const data = variables.data as Record<string, unknown>;
    expect(data).toMatchObject({ brandKey: 'TEL', format: 'Category', parentId: 'parent-1' });
    expect((data.sections as Array<{ type: string }>).map((s) => s.type)).toEqual([
      'Board',
      'Url',
      'People',
      'Text',
    ]);
    expect(saveRequest(`page:TEL:new:${UUID}`, variables).operationName).toBe('createCategory');
  });

  it('updates a saved page on the version it is based on, with a status change', () => {
    const change = { status: 'Published' as const, transition: 'publish' };
    const variables = pageSaveVariables('TEL', 'Category', saved, fullForm(), change, 3);
    expect(variables.where).toEqual({ id: 'p1' });
    expect(variables.data).toMatchObject({
      version: 3,
      status: 'Published',
      transition: 'publish',
    });
    expect(variables.data).not.toHaveProperty('parentId');
    expect(pageSaveVariables('TEL', 'Category', saved, fullForm(), null, null).data).toMatchObject({
      version: 4,
    });
    const moved = { ...fullForm(), parent: { id: 'parent-2', title: 'Sport', level: 2 } };
    expect(pageSaveVariables('TEL', 'Category', saved, moved, null, null).data).toMatchObject({
      parentId: 'parent-2',
    });
    expect(saveRequest('page:TEL:p1', variables).operationName).toBe('updateCategory');
  });
});

describe('sections saved for the first time', () => {
  it('take the ids the server answered, in order, so the next save names them', () => {
    const kept = { ...newSection('Text'), id: 's-1' };
    const fresh = newSection('Board');
    const sections = withServerSectionIds(
      [kept, fresh],
      [
        { id: 's-1', type: 'Text' },
        { id: 's-2', type: 'Board' },
      ],
    );
    expect(sections?.map((s) => [s.key, s.id])).toEqual([
      [kept.key, 's-1'],
      // The panel's key stays (the location hash keeps naming it).
      [fresh.key, 's-2'],
    ]);
    expect(withServerSectionIds(sections!, [])).toBeNull();
    // Not the same kind at that place (the server's list moved on): left new.
    expect(withServerSectionIds([fresh], [{ id: 'x', type: 'Url' }])).toBeNull();
  });
});
