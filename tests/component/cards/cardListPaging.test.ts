// The cards list's paging (issue 19): the first request fills the screen and no more (1,000 cards
// written to Apollo's cache before the first tiles cost ~360 ms, see CardListPage), the rest
// follows 1,000 at a time up to the brand's 10,000.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import {
  CARD_COLUMNS,
  FIRST_CARDS,
  cardsMayHaveMore,
} from '../../../renderer/src/features/cards/CardListPage';

describe('cards list paging', () => {
  it('asks first for a screenful of tiles, far fewer than a full request', () => {
    expect(FIRST_CARDS).toBeGreaterThanOrEqual(CARD_COLUMNS * 7);
    expect(FIRST_CARDS).toBeLessThanOrEqual(LIMITS.pageSize.cardsPerRequest / 5);
  });

  it('goes on after a full first request and after each full request of 1,000', () => {
    expect(cardsMayHaveMore(FIRST_CARDS)).toBe(true);
    expect(cardsMayHaveMore(FIRST_CARDS + 1000)).toBe(true);
    expect(cardsMayHaveMore(FIRST_CARDS + 5000)).toBe(true);
  });

  it('stops on a short request, on nothing, and at the 10,000 a brand holds', () => {
    expect(cardsMayHaveMore(0)).toBe(false);
    expect(cardsMayHaveMore(FIRST_CARDS - 1)).toBe(false);
    expect(cardsMayHaveMore(FIRST_CARDS + 999)).toBe(false);
    expect(cardsMayHaveMore(LIMITS.pageSize.cards)).toBe(false);
  });
});
