// The dashboard's list (issue 21): a row on screen is rendered once, not again when the page
// re-renders (the next page of 50 arriving, a new `onOpen`) or the list scrolls — rendering every
// visible row again on each of those made a wheel event wait 865 ms at p95 in Chromium.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardRowFragment } from '../../../renderer/src/graphql/generated/graphql';

vi.mock('../../../renderer/src/features/dashboard/dashboardRows', async (original) => {
  const actual =
    await original<typeof import('../../../renderer/src/features/dashboard/dashboardRows')>();
  return { ...actual, dashboardRowCells: vi.fn(actual.dashboardRowCells) };
});
const { dashboardRowCells } =
  await import('../../../renderer/src/features/dashboard/dashboardRows');
const { DashboardList } = await import('../../../renderer/src/features/dashboard/DashboardList');

const row = (i: number): DashboardRowFragment => ({
  id: `a${i}`,
  title: `Article ${i}`,
  brandKey: 'TEL',
  format: 'Rich',
  status: 'Published',
  publishedAt: '2026-05-04T10:00:00.000Z',
  medias: [],
  pushCount: 0,
  live: null,
  categories: [],
  authors: [],
  creator: null,
});

const sizes = ['clientWidth', 'clientHeight'] as const;
const laidOut = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
beforeAll(() => {
  // The scroller's size, which happy-dom does not lay out: 10 rows of 64 px in view.
  for (const [key, value] of [
    ['clientWidth', 1000],
    ['clientHeight', 640],
  ] as const)
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  sizes.forEach((key, i) => {
    if (laidOut[i]) Object.defineProperty(HTMLElement.prototype, key, laidOut[i]);
  });
});
afterEach(cleanup);

function list(rows: DashboardRowFragment[], onOpen = vi.fn()) {
  return (
    <FluentProvider theme={webLightTheme}>
      <DashboardList rows={rows} hasMore={false} onLoadMore={() => {}} onOpen={onOpen} />
    </FluentProvider>
  );
}

describe('DashboardList rows', () => {
  it('renders a row once while the page re-renders, then only the rows that arrive', () => {
    const first = Array.from({ length: 5 }, (_, i) => row(i));
    const view = render(list(first));
    expect(screen.getAllByRole('row')).toHaveLength(6); // the header and 5 rows
    const calls = vi.mocked(dashboardRowCells).mock.calls.length;
    // The page again (a new handler, the same rows): no row computed again.
    view.rerender(list(first));
    expect(vi.mocked(dashboardRowCells).mock.calls.length).toBe(calls);
    // The next page: only its rows.
    view.rerender(list([...first, row(5), row(6)]));
    expect(vi.mocked(dashboardRowCells).mock.calls.length).toBe(calls + 2);
  });

  it('opens the row clicked with the latest handler', () => {
    const rows = [row(1), row(2)];
    const view = render(list(rows));
    const onOpen = vi.fn();
    view.rerender(list(rows, onOpen));
    fireEvent.click(screen.getByText('Article 2'));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });
});
