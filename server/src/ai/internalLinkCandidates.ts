// What an internal-link suggestion may point to (spec 001 §7 "Internal-link search"): the brand's
// Published articles and videos matching the body's key terms (first page of 100, newest first,
// the article itself left out) through the article search's French full text, and recipes — the
// recommendation service's when configured, else the brand's catalogue (first page of 100,
// Published, newest first). A content without a public URL cannot be linked to: it is left out.
import { LIMITS } from '../../../common/domain/limits';
import { brandProfile } from '../../../common/domain/brands';
import type { InternalLinkType } from '../../../common/richtext/names';
import type { Database } from '../db/database';
import { searchArticles } from '../services/content/articleQueries';
import { isUuid } from '../services/content/sqlRows';
import { listRecipes, type RecipeOut } from '../services/recipes/recipes';
import type { RecipeRecommender } from './recipeRecommender';

export interface LinkCandidate {
  id: string;
  type: InternalLinkType;
  title: string;
  url: string;
}

const PAGE = LIMITS.pageSize.internalLinkSearch;
const KEY_TERMS = 12;
/** Frequent French words long enough to pass the length filter but saying nothing of a subject. */
const COMMON_WORDS = new Set(
  'alors aussi autre autres avait avant avoir cette celle celui comme comment depuis donc elles encore entre était étaient faire fait leurs même moins notre nous obtenir parce pendant peut plus pour pourquoi quand quelque sans selon sera sont sous tous tout toute toutes très vers votre vous'.split(
    ' ',
  ),
);

/**
 * The body's key terms: the title's words first, then the body's most frequent words (5+ letters,
 * common words aside), at most 12 — the OR query of the article search.
 */
export function keyTerms(title: string, bodyText: string, max = KEY_TERMS): string[] {
  const words = (text: string) =>
    (
      text
        .normalize('NFC')
        .toLowerCase()
        .match(/[\p{L}\p{N}]{5,}/gu) ?? []
    ).filter((w) => !COMMON_WORDS.has(w));
  const counts = new Map<string, number>();
  for (const word of words(bodyText)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const byFrequency = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  return [...new Set([...words(title), ...byFrequency])].slice(0, max);
}

/** An article's public URL: its canonical URL, else the brand's site origin and slug (001 §9). */
export function articleUrlOf(a: {
  canonical: string | null;
  slug: string | null;
  brandKey: string;
}): string | null {
  if (a.canonical) return a.canonical;
  const origin = brandProfile(a.brandKey).siteOrigin;
  return origin && a.slug ? `${origin}/${a.slug}` : null;
}

/** A recipe's public URL: its canonical URL (else its first), else origin + /recettes/ + slug. */
export function recipeUrlOf(r: Pick<RecipeOut, 'recipeUrls' | 'slug' | 'brandKey'>): string | null {
  const url = r.recipeUrls.find((u) => u.isCanonical) ?? r.recipeUrls[0];
  if (url) return url.url;
  const origin = brandProfile(r.brandKey).siteOrigin;
  return origin && r.slug ? `${origin}/recettes/${r.slug}` : null;
}

const ARTICLE_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'title',
  'format',
  'slug',
  'canonical',
  'brandKey',
]);

export async function articleCandidates(
  db: Database,
  brandKey: string,
  terms: readonly string[],
  excludedId: string | null,
): Promise<LinkCandidate[]> {
  if (terms.length === 0) return [];
  const rows = await searchArticles(
    db,
    {
      // One more than a page, so that the page is still 100 once the article itself is left out.
      first: PAGE + 1,
      where: { brandKey, status: 'Published', format_in: ['Rich', 'Video'] },
      query: terms.join(' or '),
      orderBy: 'publishedAt_DESC',
    },
    ARTICLE_FIELDS,
  );
  const out: LinkCandidate[] = [];
  for (const row of rows.filter((r) => r.id !== excludedId).slice(0, PAGE)) {
    const url = articleUrlOf(row);
    if (url)
      out.push({
        id: row.id,
        type: row.format === 'Video' ? 'VIDEO' : 'ARTICLE',
        title: row.title,
        url,
      });
  }
  return out;
}

async function recommendedRecipes(
  db: Database,
  brandKey: string,
  text: string,
  recommender: RecipeRecommender,
): Promise<RecipeOut[]> {
  // An id that is not one of ours matches nothing (and would make the look-up refuse them all).
  const ids = (
    await recommender.recommend({
      brands: [brandKey],
      text,
      nmatchs: LIMITS.ai.recipeRecommendationMatches,
    })
  ).filter(isUuid);
  if (ids.length === 0) return [];
  const found = await listRecipes(
    db,
    { id_in: ids.slice(0, PAGE), brandKey, status: 'Published' },
    null,
    { first: PAGE },
  );
  // The service's order: best first.
  const rank = new Map(ids.map((id, index) => [id, index]));
  return found.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

export async function recipeCandidates(
  db: Database,
  brandKey: string,
  text: string,
  recommender: RecipeRecommender | undefined,
  log: (line: string) => void,
): Promise<LinkCandidate[]> {
  let recipes: RecipeOut[] | null = null;
  if (recommender) {
    try {
      recipes = await recommendedRecipes(db, brandKey, text, recommender);
    } catch (error) {
      // The suggestions still come, from the local catalogue; the operator sees why in the log.
      log(`ContextualSearch indisponible, catalogue local utilisé : ${String(error)}`);
    }
  }
  recipes ??= await listRecipes(db, { brandKey, status: 'Published' }, null, {
    first: PAGE,
    orderBy: 'publishedAt_DESC',
  });
  const out: LinkCandidate[] = [];
  for (const recipe of recipes) {
    const url = recipeUrlOf(recipe);
    if (url) out.push({ id: recipe.id, type: 'RECIPE', title: recipe.title, url });
  }
  return out;
}
