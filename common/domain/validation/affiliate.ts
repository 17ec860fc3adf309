// Affiliate product cards (001 §5, §9): rating empty or one integer 0–10 (sent as 'N / 10') for
// ordinary products only; the points keep at least one input, add a line only when the last is
// not blank and drop blanks; search from 3 characters; a product needs a localized id and a
// non-blank name; the card title defaults to the product name.
import { NODE } from '../../richtext/names';
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

/** A point line typed (the wizard's step 2 and the body element's dialog). */
export function withPointEdited(points: readonly string[], index: number, value: string): string[] {
  return points.map((p, i) => (i === index ? value : p));
}

/** « Ajouter une ligne »: an empty line only when the last is filled; otherwise unchanged. */
export function withPointLine(points: readonly string[]): string[] {
  return canAddPointLine(points) ? [...points, ''] : [...points];
}

/** « Retirer »: the line goes, at least one (possibly empty) input stays. */
export function withoutPointLine(points: readonly string[], index: number): string[] {
  return pointsForEditing(points.filter((_, i) => i !== index));
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

/** 000 §2: the card wizard is offered on affiliate brands with the Affilizz plug-in enabled. */
export function offersAffiliateCards(profile: {
  affiliate: boolean;
  enableAffilizPlugin: boolean;
}): boolean {
  return profile.affiliate && profile.enableAffilizPlugin;
}

/**
 * 000 §2 (« only when enabled for the brand and the article »): the card wizard and `affilizz`
 * blocks need the brand's flags AND the article's own switch (`affiliateCardsEnabled`, on by
 * default: migration 0174). The editor offers the wizard by it; the server refuses
 * `createAffiliationCard` and a saved body holding a card by it.
 */
export function allowsAffiliateCards(
  profile: { affiliate: boolean; enableAffilizPlugin: boolean },
  article: { affiliateCardsEnabled: boolean },
): boolean {
  return offersAffiliateCards(profile) && article.affiliateCardsEnabled;
}

/** A document or node as far as finding a card goes (the editor's and the rules' documents). */
type NodeTree = { type?: string; content?: readonly NodeTree[] | null };

/** Whether a document holds an `affilizz` block, at any depth. */
export function hasAffiliateCard(doc: NodeTree | null | undefined): boolean {
  const visit = (nodes: readonly NodeTree[]): boolean =>
    nodes.some(
      (node) => node.type === NODE.affilizz || (node.content ? visit(node.content) : false),
    );
  return doc?.content ? visit(doc.content) : false;
}

/** Why a body may not be saved as it is (a card where cards are not allowed), or null. */
export function affiliateCardsBodyProblem(
  profile: { affiliate: boolean; enableAffilizPlugin: boolean },
  article: { affiliateCardsEnabled: boolean },
  body: NodeTree | null | undefined,
): string | null {
  return hasAffiliateCard(body) && !allowsAffiliateCards(profile, article)
    ? MESSAGES.affiliateBodyDisabled
    : null;
}

/** 000 §4: step 1's footer shows only once a keyword exists. */
export function showsSearchFooter(keyword: string): boolean {
  return !isBlank(keyword);
}

/** 000 §4: step 1 continues only once a product is selected. */
export function canLeaveProductSearch(selected: unknown): boolean {
  return selected !== null && selected !== undefined;
}

/** A price band as the filter shows it: « 0 - 50 € », the last « 2001 € et plus ». */
export function priceBandLabel(band: { min: number; max: number | null }): string {
  return band.max === null ? `${band.min} € et plus` : `${band.min} - ${band.max} €`;
}

/** The `affilizz` body block (000 §3 "inserted block") from the created card; no rating → ''. */
export function affilizzBlockAttrs(card: {
  html: string;
  title: string;
  publicationInfos: string;
  productName: string;
  description: string;
  positivePoints: readonly string[];
  negativePoints: readonly string[];
  rating?: string | null;
}): Record<string, unknown> {
  return {
    html: card.html,
    title: card.title,
    publicationInfos: card.publicationInfos,
    productName: card.productName,
    description: card.description,
    positivePoints: [...card.positivePoints],
    negativePoints: [...card.negativePoints],
    rating: card.rating ?? '',
  };
}
