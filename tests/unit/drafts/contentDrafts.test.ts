// A card's (and an orphan page's) local draft read back from disk (cardFormOfDraft): what is of the form's shape comes
// back, anything else is left empty, never trusted; its key is the card's.
import { describe, expect, it } from 'vitest';
import {
  cardEditorAdapter,
  cardFormOfDraft,
} from '../../../renderer/src/features/cards/cardEditorAdapter';
import type { ApolloClient } from '@apollo/client';
import {
  EMPTY_ORPHAN_FORM,
  orphanFormOfDraft,
  orphanPageEditorAdapter,
} from '../../../renderer/src/features/orphanPages/orphanPageEditorAdapter';

const UUID = '0b8f4a52-5d0f-4c59-9d4e-3c1f0a7e2b61';

describe('card drafts', () => {
  it('reads back a draft written by the card editor', () => {
    const body = { type: 'doc', content: [] };
    expect(
      cardFormOfDraft(
        {
          title: 'Encart',
          secondaryTitle: 'Sous',
          description: 'Desc',
          url: 'https://example.fr',
          label: 'Accueil',
          status: 'Archived',
          image: { url: 'https://example.fr/i.jpg', credit: 'AFP' },
          body,
          categories: [{ id: 'c2', title: 'Cinéma' }, { id: 'c1', title: 'Séries' }, { id: 3 }],
          tags: [{ id: 't1', title: 'Festival', type: 'Tag' }],
        },
        'Published',
      ),
    ).toEqual({
      title: 'Encart',
      secondaryTitle: 'Sous',
      description: 'Desc',
      url: 'https://example.fr',
      label: 'Accueil',
      status: 'Archived',
      image: { url: 'https://example.fr/i.jpg', credit: 'AFP' },
      body,
      // In the order picked; an entry not of the shape is dropped.
      categories: [
        { id: 'c2', title: 'Cinéma' },
        { id: 'c1', title: 'Séries' },
      ],
      tags: [{ id: 't1', title: 'Festival', type: 'Tag' }],
    });
  });

  it('leaves empty what is not of the form’s shape', () => {
    expect(
      cardFormOfDraft(
        {
          title: 3,
          status: 7,
          image: { url: 1 },
          body: { type: 'paragraph' },
          url: null,
          categories: 'c1',
        },
        'Published',
      ),
    ).toEqual({
      title: '',
      secondaryTitle: '',
      description: '',
      url: '',
      label: '',
      status: 'Published',
      image: null,
      body: null,
      categories: [],
      tags: [],
    });
  });

  it('files the draft under the card’s key and saves with the version the form is based on', () => {
    const adapter = cardEditorAdapter({} as ApolloClient, 'TEL', 'Published');
    expect(adapter.draftKey(null, UUID)).toBe(`card:TEL:new:${UUID}`);
    expect(adapter.draftKey('c1', UUID)).toBe('card:TEL:c1');
    const form = { ...adapter.emptyForm, title: 'T', url: 'https://e.fr', label: 'L' };
    expect(adapter.saveVariables(null, form, null, null)).toMatchObject({
      create: { brandKey: 'TEL', title: 'T' },
      update: { version: 0 },
    });
    expect(adapter.saveVariables(null, form, null, 4)).toMatchObject({ update: { version: 4 } });
    expect(adapter.checkBeforeSave?.({ ...form, title: '' })).toHaveProperty('title');
    expect(adapter.checkBeforeSave?.(form)).toBeNull();
  });
});

describe('orphan page drafts', () => {
  it('reads back what fits the form, the rest as a new page has it', () => {
    expect(
      orphanFormOfDraft({
        uri: '/jeux',
        title: 'Jeu',
        content: '<p>x</p>',
        metas: ['robots: noindex', 3],
        isCMPEnabled: false,
        isFullScreen: 'oui',
        status: 'published',
      }),
    ).toEqual({
      ...EMPTY_ORPHAN_FORM,
      uri: '/jeux',
      title: 'Jeu',
      content: '<p>x</p>',
      metas: ['robots: noindex'],
      isCMPEnabled: false,
      status: 'published',
    });
    expect(orphanFormOfDraft({ status: 'supprimée', metas: 'x' })).toEqual(EMPTY_ORPHAN_FORM);
  });

  it('files the draft under the page’s key; a blank URL is refused before queueing', () => {
    const adapter = orphanPageEditorAdapter({} as ApolloClient, 'TEL');
    expect(adapter.draftKey(null, UUID)).toBe(`orphanpage:TEL:new:${UUID}`);
    expect(adapter.checkBeforeSave?.(EMPTY_ORPHAN_FORM)).toHaveProperty('uri');
    const form = { ...EMPTY_ORPHAN_FORM, uri: '/jeux', metas: [' a ', ''] };
    expect(adapter.checkBeforeSave?.(form)).toBeNull();
    expect(adapter.saveVariables(null, form, null, null)).toMatchObject({
      create: { brandKey: 'TEL', uri: '/jeux', metas: ['a'] },
      update: { version: 0 },
    });
    expect(adapter.saveVariables({ id: 'o1', version: 3 } as never, form, null, 5)).toMatchObject({
      where: { id: 'o1' },
      update: { version: 5 },
    });
  });
});
