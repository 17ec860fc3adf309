// Issue 30: « Tags — TEL » (the tag list filtered to one brand) showed every brand's chips and
// totals. A row of the list shows that brand's chip and counts only; unfiltered, every brand's.
import { FluentProvider, Table, TableBody, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { TagListRowFragment } from '../../../renderer/src/graphql/generated/graphql';
import { TagRow } from '../../../renderer/src/features/tags/TagRow';

afterEach(cleanup);

const TAG: TagListRowFragment = {
  id: 'tag-1',
  title: 'Agriculture',
  slug: 'agriculture',
  type: 'Tag',
  isActive: true,
  articleCount: 12,
  publishedArticleCount: 7,
  articleUsages: [
    { brandKey: 'CAP', total: 5, published: 2 },
    { brandKey: 'GEO', total: 3, published: 3 },
    { brandKey: 'TEL', total: 4, published: 2 },
  ],
  brandedContents: [{ id: 'b1', brandKey: 'CAP', isActive: true, media: null }],
};

function renderRow(brand: string | null) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <Table>
          <TableBody>
            <TagRow tag={TAG} brand={brand} onLoadMore={null} />
          </TableBody>
        </Table>
      </MemoryRouter>
    </FluentProvider>,
  );
  return within(screen.getByRole('row')).getAllByRole('cell');
}

describe('a row of the tag list', () => {
  it('filtered to TEL: the TEL chip and TEL counts only', () => {
    const [, , chips, articles, published] = renderRow('TEL');
    const links = within(chips!).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['TEL · 4']);
    expect(links[0]!.getAttribute('aria-label')).toBe('Modifier Agriculture pour TEL · 4 articles');
    expect(articles!.textContent).toBe('4');
    expect(published!.textContent).toBe('2');
  });

  it('filtered to a brand that does not use the tag: its empty chip and zero counts', () => {
    const [, , chips, articles, published] = renderRow('BEA');
    expect(
      within(chips!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['BEA · 0']);
    expect(articles!.textContent).toBe('0');
    expect(published!.textContent).toBe('0');
  });

  it('unfiltered: every brand it is used or sponsored in, and the totals', () => {
    const [, , chips, articles, published] = renderRow(null);
    expect(
      within(chips!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['CAP · 5', 'GEO · 3', 'TEL · 4']);
    expect(articles!.textContent).toBe('12');
    expect(published!.textContent).toBe('7');
  });
});
