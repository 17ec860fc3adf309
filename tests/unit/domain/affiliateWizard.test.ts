// The affiliate card wizard's rules (issue 37; spec 000 §2, §4; 001 §5, §9), beyond the field
// rules of formRules.test.ts: where it is offered, step 1's footer and continue, price band
// labels, the inserted block.
import { describe, expect, it } from 'vitest';
import { brandProfile } from '../../../common/domain/brands';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import {
  affiliateCardsBodyProblem,
  affilizzBlockAttrs,
  allowsAffiliateCards,
  canLeaveProductSearch,
  hasAffiliateCard,
  offersAffiliateCards,
  withPointEdited,
  withPointLine,
  withoutPointLine,
  priceBandLabel,
  showsSearchFooter,
} from '../../../common/domain/validation/affiliate';

describe('the affiliate card wizard', () => {
  it('is offered only on affiliate brands with the plug-in enabled', () => {
    expect(offersAffiliateCards(brandProfile('TEL'))).toBe(true);
    expect(offersAffiliateCards(brandProfile('BEA'))).toBe(false);
    expect(offersAffiliateCards(brandProfile('INCONNUE'))).toBe(false);
    expect(offersAffiliateCards({ affiliate: true, enableAffilizPlugin: false })).toBe(false);
  });

  it('shows step 1’s footer once a keyword exists, continues once a product is selected', () => {
    expect(showsSearchFooter('')).toBe(false);
    expect(showsSearchFooter('  ')).toBe(false);
    expect(showsSearchFooter('ca')).toBe(true);
    expect(canLeaveProductSearch(null)).toBe(false);
    expect(canLeaveProductSearch(undefined)).toBe(false);
    expect(canLeaveProductSearch({ id: 'p' })).toBe(true);
  });

  it('labels the seven price bands, the last open-ended', () => {
    expect(LIMITS.affiliate.priceBands.map(priceBandLabel)).toEqual([
      '0 - 50 €',
      '51 - 100 €',
      '101 - 250 €',
      '251 - 500 €',
      '501 - 1000 €',
      '1001 - 2000 €',
      '2001 € et plus',
    ]);
  });

  it('makes the affilizz block from the created card, no rating as empty', () => {
    const card = {
      html: '<div></div>',
      title: 'T',
      publicationInfos: 'TEL/1',
      productName: 'P',
      description: 'D',
      positivePoints: ['a'],
      negativePoints: [],
    };
    expect(affilizzBlockAttrs({ ...card, rating: null })).toEqual({ ...card, rating: '' });
    expect(affilizzBlockAttrs({ ...card, rating: '8 / 10' }).rating).toBe('8 / 10');
    expect(affilizzBlockAttrs(card).rating).toBe('');
  });

  it('needs the brand’s flags and the article’s own switch (000 §2)', () => {
    const on = { affiliateCardsEnabled: true };
    const off = { affiliateCardsEnabled: false };
    expect(allowsAffiliateCards(brandProfile('TEL'), on)).toBe(true);
    expect(allowsAffiliateCards(brandProfile('TEL'), off)).toBe(false);
    expect(allowsAffiliateCards(brandProfile('BEA'), on)).toBe(false);
    expect(allowsAffiliateCards({ affiliate: true, enableAffilizPlugin: false }, on)).toBe(false);
  });

  it('finds a card at any depth and refuses a body holding one where cards are not allowed', () => {
    const card = { type: 'affilizz', attrs: {} };
    const nested = { type: 'doc', content: [{ type: 'blockquote', content: [card] }] };
    const plain = { type: 'doc', content: [{ type: 'paragraph' }] };
    expect(hasAffiliateCard(nested)).toBe(true);
    expect(hasAffiliateCard(plain)).toBe(false);
    expect(hasAffiliateCard(null)).toBe(false);
    const tel = brandProfile('TEL');
    expect(affiliateCardsBodyProblem(tel, { affiliateCardsEnabled: true }, nested)).toBeNull();
    expect(affiliateCardsBodyProblem(tel, { affiliateCardsEnabled: false }, plain)).toBeNull();
    expect(affiliateCardsBodyProblem(tel, { affiliateCardsEnabled: false }, nested)).toBe(
      MESSAGES.affiliateBodyDisabled,
    );
    expect(
      affiliateCardsBodyProblem(brandProfile('BEA'), { affiliateCardsEnabled: true }, nested),
    ).toBe(MESSAGES.affiliateBodyDisabled);
  });

  it('edits point lines: a new one only after a filled one, at least one stays', () => {
    expect(withPointLine(['Robuste'])).toEqual(['Robuste', '']);
    expect(withPointLine(['Robuste', ' '])).toEqual(['Robuste', ' ']);
    expect(withPointEdited(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
    expect(withoutPointLine(['a', 'b'], 0)).toEqual(['b']);
    expect(withoutPointLine(['a'], 0)).toEqual(['']);
  });
});
