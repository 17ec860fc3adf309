// The page screens' pure parts: the route trail and status filter in the URL, the collapsing
// breadcrumbs, the hash selecting a section, reordering, and what a save sends.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  activeSectionKey,
  createInput,
  emptyPageForm,
  formFromSnapshot,
  moveItem,
  newSection,
  pageFormErrors,
  updateInput,
} from '../../../renderer/src/features/pages/pageForm';
import {
  editPath,
  listPath,
  readStatusFilter,
  trailOf,
  visibleCrumbs,
  writeStatusFilter,
} from '../../../renderer/src/features/pages/pageRoutes';

describe('page routes', () => {
  it('reads the trail up to the first missing level and builds paths', () => {
    expect(trailOf({ lvl1: 'a', lvl2: 'b', lvl4: 'd' })).toEqual(['a', 'b']);
    expect(listPath('TEL', 'Event', ['a', 'b'])).toBe('/TEL/page/event/list/a/b');
    expect(editPath('TEL', 'Category', [])).toBe('/TEL/page/category/edit');
  });

  it('defaults the status filter to Published, Scheduled, Draft and never keeps Deleted', () => {
    expect(readStatusFilter(new URLSearchParams(), 'Category')).toEqual([
      'Published',
      'Scheduled',
      'Draft',
    ]);
    expect(readStatusFilter(new URLSearchParams('statuts=Archived,Deleted'), 'Event')).toEqual([
      'Archived',
    ]);
    expect(writeStatusFilter(new URLSearchParams('a=1'), ['Draft', 'Published', 'Scheduled'])).toBe(
      '?a=1',
    );
    expect(writeStatusFilter(new URLSearchParams(), ['Archived'])).toBe('?statuts=Archived');
  });

  it('collapses breadcrumbs above 4 items, keeping Racine and the last ones', () => {
    expect(visibleCrumbs(['R', 'a', 'b', 'c'], 4)).toEqual(['R', 'a', 'b', 'c']);
    expect(visibleCrumbs(['R', 'a', 'b', 'c', 'd', 'e'], 4)).toEqual(['R', 'ellipsis', 'd', 'e']);
  });
});

describe('page form', () => {
  it('selects a section by the location hash, else the general configuration', () => {
    const board = newSection('Board');
    expect(activeSectionKey(`#section-${board.key}`, [board])).toBe(board.key);
    expect(activeSectionKey('#section-inconnue', [board])).toBeNull();
    expect(activeSectionKey('', [board])).toBeNull();
  });

  it('moves items for drag and keyboard reorder', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c']);
  });

  it('checks the page rules before saving', () => {
    const form = { ...emptyPageForm(null), sections: [newSection('Url')] };
    form.sections[0]!.url = 'pas une url';
    expect(pageFormErrors(form)).toEqual({
      title: MESSAGES.pageTitleRequired,
      'sections.0': MESSAGES.sectionTitleRequired,
    });
    form.title = 'Dossier';
    form.sections[0]!.title = 'Lien';
    expect(pageFormErrors(form)).toEqual({ 'sections.0': MESSAGES.sectionUrlInvalid });
  });

  it('sends sections in order with their content, and the parent only when it changed', () => {
    const board = { ...newSection('Board'), title: 'Une' };
    board.items = [{ id: 'x', type: 'article', title: 'X', pinnedAt: '2026-01-01T00:00:00.000Z' }];
    const form = {
      ...emptyPageForm({ id: 'p', title: 'Parent', level: 2 }),
      title: 'T',
      sections: [board],
    };
    expect(createInput(form, 'TEL', 'Category')).toMatchObject({
      brandKey: 'TEL',
      format: 'Category',
      parentId: 'p',
      sections: [
        {
          type: 'Board',
          title: 'Une',
          items: [{ id: 'x', type: 'article', pinnedAt: '2026-01-01T00:00:00.000Z' }],
        },
      ],
    });
    expect(updateInput(form, 3, 'p')).not.toHaveProperty('parentId');
    expect(updateInput(form, 3, 'autre')).toMatchObject({ version: 3, parentId: 'p' });
  });

  it("sends the page's tags in order and its images (none: null)", () => {
    const image = { key: 'TEL/2026/une.jpg', href: 'https://cdn.test/une.jpg', format: 'image' };
    const form = {
      ...emptyPageForm(null),
      title: 'Voyage',
      tags: [
        { id: 't2', title: 'Bretagne', type: 'Destination' },
        { id: 't1', title: 'Plages', type: 'Tag' },
      ],
      medias: [image],
    };
    expect(createInput(form, 'TEL', 'Guide')).toMatchObject({
      tagIds: ['t2', 't1'],
      medias: [image],
    });
    expect(updateInput({ ...form, medias: [], tags: [] }, 2, null)).toMatchObject({
      tagIds: [],
      medias: null,
    });
  });

  it('takes a version back from the history with its tags and images', () => {
    const current = { ...emptyPageForm(null), tags: [{ id: 't1', title: 'Plages' }] };
    const back = formFromSnapshot(
      {
        title: 'Ancien titre',
        tagIds: ['t1', 't9'],
        medias: [{ key: 'a.jpg' }, 'pas une image'],
        sections: [],
      },
      current,
    );
    expect(back.tags).toEqual([
      { id: 't1', title: 'Plages' },
      { id: 't9', title: 'Tag' },
    ]);
    expect(back.medias).toEqual([{ key: 'a.jpg' }]);
  });
});
