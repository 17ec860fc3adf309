// The article list's row (ArticleRows): a plain <tr> with Fluent's TableRow and TableCell
// classes instead of the components (a virtualised list mounts rows at every few wheel steps, and
// each TableRow set up two focus polyfills). It must stay what a TableRow was: a row of the table
// with its cells, focusable, opened by click or Enter, looking like Fluent's rows.
import {
  FluentProvider,
  Table,
  TableBody,
  tableCellClassNames,
  tableRowClassNames,
  webLightTheme,
} from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleListRowFragment } from '../../../renderer/src/graphql/generated/graphql';
import { ArticleRow } from '../../../renderer/src/features/articles/ArticleRows';
import { useTableBodyClasses } from '../../../renderer/src/ui/useTableBodyClasses';

const article: ArticleListRowFragment = {
  id: 'a1',
  title: 'Le tramway de Nantes prolongé',
  brandKey: 'TEL',
  format: 'Rich',
  status: 'Published',
  publishedAt: '2026-05-04T10:00:00.000Z',
  updatedAt: '2026-05-04T11:00:00.000Z',
  createdAt: '2026-05-04T09:00:00.000Z',
  medias: [],
  lockedAt: null,
  lockedBy: null,
  authors: [{ author: { id: 'u1', name: 'Camille Martin' } }],
};

function OneRow({ onOpen }: { onOpen: (row: ArticleListRowFragment) => void }) {
  const classes = useTableBodyClasses();
  return (
    <Table aria-label="Liste des articles">
      <TableBody>
        <ArticleRow
          row={article}
          index={0}
          rowClass={classes.row}
          cellClass={classes.cell}
          measure={() => {}}
          onOpen={onOpen}
        />
      </TableBody>
    </Table>
  );
}

afterEach(cleanup);

describe('ArticleRow', () => {
  it('is a focusable row of 7 cells with Fluent’s classes, opened by click and by Enter', () => {
    const onOpen = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <OneRow onOpen={onOpen} />
      </FluentProvider>,
    );
    const row = screen.getByRole('row');
    expect(row.tabIndex).toBe(0);
    expect(row.className).toContain(tableRowClassNames.root);
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(7);
    for (const cell of cells) expect(cell.className).toContain(tableCellClassNames.root);
    expect(within(row).getByText('Le tramway de Nantes prolongé')).toBeTruthy();
    expect(within(row).getByText('Camille Martin')).toBeTruthy();

    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: 'a' });
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(article);
  });
});
