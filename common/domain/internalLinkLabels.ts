// The labels of suggested internal links (spec 001 §8: « Recipe, People, Diapo, Doublon or Lien
// from patterns (recipe patterns for FAC and CAC) »). A label tells the journalist what a
// suggestion points to before adding it: a recipe, a people page, a slideshow, something the body
// already links to (Doublon), or any other content (Lien). The URL patterns are ours: the spec
// names the labels, not the patterns.
import { AI_SLIDESHOW_BRANDS } from './brands';

export const INTERNAL_LINK_LABELS = ['Recipe', 'People', 'Diapo', 'Doublon', 'Lien'] as const;
export type InternalLinkLabel = (typeof INTERNAL_LINK_LABELS)[number];

export interface LinkPatterns {
  recipe: readonly RegExp[];
  people: readonly RegExp[];
  diapo: readonly RegExp[];
}

const PEOPLE_PATTERNS = [/\/people\//i, /\/stars?\//i, /\/celebrites?\//i];
const DIAPO_PATTERNS = [/\/diaporamas?[/-]/i, /\/photos?\//i, /\/galeries?[/-]/i];
/** The recipe sites' recipe pages (FAC and CAC: the brands with recipe patterns, brands.ts). */
const RECIPE_PATTERNS = [/\/recettes?[/-]/i];

/** The patterns a brand's links are labelled by. */
export function linkPatterns(brandKey: string): LinkPatterns {
  return {
    recipe: AI_SLIDESHOW_BRANDS.includes(brandKey) ? RECIPE_PATTERNS : [],
    people: PEOPLE_PATTERNS,
    diapo: DIAPO_PATTERNS,
  };
}

export interface LabelledLink {
  type: string;
  url: string;
  /** The body already links to this content (same id or same URL). */
  alreadyLinked: boolean;
}

/** A suggestion's label: Doublon first (adding it would link twice), then by type and URL. */
export function internalLinkLabel(brandKey: string, link: LabelledLink): InternalLinkLabel {
  if (link.alreadyLinked) return 'Doublon';
  const patterns = linkPatterns(brandKey);
  const matches = (list: readonly RegExp[]) => list.some((pattern) => pattern.test(link.url));
  if (link.type === 'RECIPE' || matches(patterns.recipe)) return 'Recipe';
  if (matches(patterns.people)) return 'People';
  if (matches(patterns.diapo)) return 'Diapo';
  return 'Lien';
}
