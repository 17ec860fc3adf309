// The list's URL handling (spec 000 §2, §4): status, search and brand in the query string, the
// default tab Published, the Scheduled tab covering both scheduled statuses, the editor routes.
import { describe, expect, it } from 'vitest';
import {
  editPath,
  readListParams,
  statusesForTab,
  statusTabs,
  writeListParams,
} from '../../../renderer/src/articleKit/listParams';
import { rowStatus, rowTitle } from '../../../renderer/src/features/articles/articleListRows';

describe('list query string', () => {
  it.each([
    ['', 'article', { status: 'Published', search: '', brand: null }],
    [
      '?status=Ready&search=budget&brand=TEL',
      'article',
      { status: 'Ready', search: 'budget', brand: 'TEL' },
    ],
    ['?status=Private', 'article', { status: 'Published', search: '', brand: null }],
    ['?status=Private', 'video', { status: 'Private', search: '', brand: null }],
    ['?status=Frozen', 'video', { status: 'Published', search: '', brand: null }],
    [
      '?status=nimportequoi&search=%20%20',
      'article',
      { status: 'Published', search: '', brand: null },
    ],
  ] as const)('reads %s on the %s list', (search, kind, expected) => {
    expect(readListParams(search, kind)).toEqual(expected);
  });

  it.each([
    ['?brand=TEL', { status: 'Ready' as const }, '?brand=TEL&status=Ready'],
    ['?brand=TEL&status=Ready', { status: 'Published' as const }, '?brand=TEL'],
    ['?status=Draft', { search: '  réforme ' }, '?status=Draft&search=r%C3%A9forme'],
    ['?search=x', { search: '' }, ''],
    ['?brand=TEL&other=1', { brand: null }, '?other=1'],
  ])('writes %o into %s', (current, change, expected) => {
    expect(writeListParams(current, change)).toBe(expected);
  });

  it('offers the spec tabs per list, in order', () => {
    expect(statusTabs('article')).toEqual([
      'Published',
      'Scheduled',
      'Ready',
      'Frozen',
      'Draft',
      'Deleted',
    ]);
    expect(statusTabs('video')).toEqual(['Published', 'Private', 'Ready', 'Pending', 'Deleted']);
  });

  it('selects both scheduled statuses from the Scheduled tab', () => {
    expect(statusesForTab('Scheduled')).toEqual(['Scheduled', 'ScheduledForRepublication']);
    expect(statusesForTab('Draft')).toEqual(['Draft']);
  });

  it('builds the edit and creation routes', () => {
    expect(editPath('TEL', 'article', 'abc')).toBe('/TEL/article/edit/abc');
    expect(editPath('CAP', 'video')).toBe('/CAP/video/edit');
  });

  it('shows NO_TITLE and Programmé le with the Paris date', () => {
    expect(rowTitle({ title: '  ' })).toBe('NO_TITLE');
    expect(
      rowStatus({ status: 'ScheduledForRepublication', publishedAt: '2026-07-14T20:30:00.000Z' }),
    ).toBe('Programmé le 14/07/2026 à 22:30');
    expect(rowStatus({ status: 'Frozen', publishedAt: null })).toBe('Gelé');
  });
});
