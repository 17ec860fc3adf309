// Issue 30: the orphan list's footer said « Page 1 sur 1 · 3 pages », a count of pages read as
// pagination; it now counts orphan pages.
import { describe, expect, it } from 'vitest';
import { orphanPagerLabel } from '../../../renderer/src/features/orphanPages/orphanPager';

describe('orphan list footer', () => {
  it.each([
    [1, 1, 3, 'Page 1 sur 1 · 3 pages orphelines'],
    [2, 3, 250, 'Page 2 sur 3 · 250 pages orphelines'],
    [1, 1, 1, 'Page 1 sur 1 · 1 page orpheline'],
    [1, 1, 0, 'Page 1 sur 1 · 0 page orpheline'],
  ])('page %i of %i with %i found: %s', (page, pages, found, label) => {
    expect(orphanPagerLabel(page, pages, found)).toBe(label);
  });
});
