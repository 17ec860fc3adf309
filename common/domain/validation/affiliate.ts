// Affiliate product cards (001 §5, §9): rating empty or one integer 0–10 (sent as 'N / 10') for
// ordinary products only; the points keep at least one input, add a line only when the last is
// not blank and drop blanks; search from 3 characters; a product needs a localized id and a
// non-blank name; the card title defaults to the product name.
import { isBlank } from '../article';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

export type ParsedRating = { ok: true; value: number | null } | { ok: false; message: string };

export function parseAffiliateRating(input: string): ParsedRating {
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  const value = Number(text);
  if (
    !/^\d+$/.test(text) ||
    value < LIMITS.affiliate.ratingMin ||
    value > LIMITS.affiliate.ratingMax
  ) {
    return { ok: false, message: MESSAGES.affiliateRatingInvalid };
  }
  return { ok: true, value };
}

/** The rating tag sent with the card: 'N / 10'. */
export function ratingTag(value: number): string {
  return `${value} / ${LIMITS.affiliate.ratingMax}`;
}

/** Only ordinary products (not catalogue products) carry a rating. */
export function canRateProduct(productType: 'CatalogProduct' | 'Product'): boolean {
  return productType === 'Product';
}

/** A new point line is offered only when the last one is filled. */
export function canAddPointLine(points: readonly string[]): boolean {
  const last = points[points.length - 1];
  return last !== undefined && !isBlank(last);
}

/** The points as sent: blanks dropped. */
export function pointsForSave(points: readonly string[]): string[] {
  return points.map((p) => p.trim()).filter((p) => p !== '');
}

/** The points as edited: at least one (possibly empty) input stays. */
export function pointsForEditing(points: readonly string[]): string[] {
  return points.length === 0 ? [''] : [...points];
}

export function canSearchAffiliateProducts(keyword: string): boolean {
  return keyword.trim().length >= LIMITS.affiliate.searchMinChars;
}

export function isValidAffiliateProduct(product: {
  productLocalizedId: string | null;
  name: string | null;
}): boolean {
  return !isBlank(product.productLocalizedId) && !isBlank(product.name);
}

export function defaultCardTitle(product: { name: string }): string {
  return product.name;
}

/** The price band (001 §9) a price falls in; above 2000 the band is open-ended. */
export function priceBandFor(price: number): { min: number; max: number | null } {
  return LIMITS.affiliate.priceBands.find((band) => band.max === null || price <= band.max) as {
    min: number;
    max: number | null;
  };
}
