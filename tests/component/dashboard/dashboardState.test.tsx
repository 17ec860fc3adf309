// The dashboard screen's rules without a server: what « Reset » returns to (spec 000 §2), what
// session storage keeps and refuses, the API input built from the state, how a row reads and which
// editor it opens, the chart's labels on the night DST ends, and the filter drawer's controls.
import { fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_STORAGE_KEY,
  filterInput,
  loadState,
  resetState,
  saveState,
  withPicked,
} from '../../../renderer/src/features/dashboard/dashboardState';
import {
  dashboardRowCells,
  rowPath,
  uniqueLabels,
} from '../../../renderer/src/features/dashboard/dashboardRows';
import { FilterDrawer } from '../../../renderer/src/features/dashboard/FilterDrawer';
import type { DashboardRowFragment } from '../../../renderer/src/graphql/generated/graphql';

// 22/11/2026 00:30 in Paris is still 21/11 in UTC: « today » is the Paris day.
const NOW = new Date('2026-11-21T23:30:00Z');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('dashboard state', () => {
  it('resets to published + scheduled, today (Paris) for both dates, the three formats', () => {
    const state = resetState(NOW, { brand: 'TEL', search: 'budget' });
    expect(state.filter).toEqual({
      status: ['Published', 'Scheduled'],
      startDate: '2026-11-22',
      endDate: '2026-11-22',
      format: ['Rich', 'Slideshow', 'Video'],
      categoryIds: [],
      tagIds: [],
      qualifierIds: [],
      sourceIds: [],
      authorIds: [],
    });
    expect(state.brand).toBe('TEL');
    expect(state.search).toBe('budget');
  });

  it('keeps filters, brand, search and picked labels in session storage', () => {
    const storage = memoryStorage();
    const state = withPicked(
      { ...resetState(NOW), brand: 'CAP', search: ' élection ' },
      'authorIds',
      [{ id: 'a1', label: 'Alice Émond' }],
    );
    saveState(storage, state);
    const back = loadState(storage, NOW);
    expect(back).toEqual(state);
    expect(filterInput(back)).toMatchObject({
      authorIds: ['a1'],
      brandKey: 'CAP',
      search: 'élection',
      status: ['Published', 'Scheduled'],
    });
  });

  it('refuses what is not a state: bad JSON, unknown statuses, bad days', () => {
    const storage = memoryStorage();
    storage.setItem(DASHBOARD_STORAGE_KEY, '{nope');
    expect(loadState(storage, NOW)).toEqual(resetState(NOW));
    storage.setItem(
      DASHBOARD_STORAGE_KEY,
      JSON.stringify({
        filter: { status: ['Published', 'Hacked'], format: ['Video'], startDate: '2026-13-01' },
        picked: { tagIds: [{ id: 1 }] },
        brand: 42,
      }),
    );
    const state = loadState(storage, NOW);
    expect(state.filter.status).toEqual(['Published']);
    expect(state.filter.format).toEqual(['Video']);
    expect(state.filter.startDate).toBeNull();
    expect(state.filter.tagIds).toEqual([]);
    expect(state.brand).toBeNull();
  });
});

const row: DashboardRowFragment = {
  id: '0b7a5a4e-7f3c-4e55-9a55-6f0e1b5c2d11',
  title: 'Budget : le vote',
  brandKey: 'TEL',
  format: 'Rich',
  status: 'Scheduled',
  publishedAt: '2026-07-01T10:05:00Z',
  medias: [
    { href: 'https://img.test/a.jpg', format: 'image' },
    { key: 'v', format: 'video' },
  ],
  pushCount: 1,
  live: { id: 'l1' },
  categories: [
    { id: 'c1', title: 'Actualités' },
    { id: 'c2', title: 'Politique' },
  ],
  authors: [],
  creator: { id: 'u1', name: 'Camille Martin' },
};

describe('dashboard rows', () => {
  it('reads the columns of spec 000 §2', () => {
    expect(dashboardRowCells(row)).toEqual({
      published: '01/07/2026 à 12:05',
      image: 'https://img.test/a.jpg',
      title: 'Budget : le vote',
      kind: 'Article · TEL',
      categories: 'Actualités, Politique',
      contributors: 'Camille Martin',
      media: '1 image · 1 vidéo',
      diffusion: 'TEL · 1 push · Live',
      status: 'Programmé le 01/07/2026 à 12:05',
    });
  });

  it('opens the article, video or slideshow editor', () => {
    expect(rowPath(row)).toBe(`/TEL/article/edit/${row.id}`);
    expect(rowPath({ ...row, format: 'Video' })).toBe(`/TEL/video/edit/${row.id}`);
    expect(rowPath({ ...row, format: 'Slideshow' })).toBe(`/slideshow/edit/${row.id}`);
  });

  it('tells the two 02:00 of the night DST ends apart', () => {
    expect(uniqueLabels(['01:00', '02:00', '02:00', '03:00'])).toEqual([
      '01:00',
      '02:00',
      '02:00 (2)',
      '03:00',
    ]);
  });
});

describe('filter drawer', () => {
  it('toggles statuses and formats and sets the dates', () => {
    const onChange = vi.fn();
    const state = resetState(NOW);
    const none = async () => [];
    render(
      <FluentProvider theme={webLightTheme}>
        <FilterDrawer
          state={state}
          onChange={onChange}
          searches={{
            categoryIds: none,
            tagIds: none,
            qualifierIds: none,
            sourceIds: none,
            authorIds: none,
          }}
        />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prêt' }));
    expect(onChange.mock.lastCall?.[0].filter.status).toEqual(['Published', 'Scheduled', 'Ready']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vidéo' }));
    expect(onChange.mock.lastCall?.[0].filter.format).toEqual(['Rich', 'Slideshow']);
    // Typed in French order (jj/mm/aaaa), kept as the calendar day.
    const from = screen.getByLabelText('Du');
    fireEvent.change(from, { target: { value: '01/11/2026' } });
    fireEvent.blur(from);
    expect(onChange.mock.lastCall?.[0].filter.startDate).toBe('2026-11-01');
    for (const name of ['Catégories', 'Tags', 'Qualifiers', 'Sources', 'Auteurs'])
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    // Fluent's first render in happy-dom is slow on a loaded machine.
  }, 30_000);
});
