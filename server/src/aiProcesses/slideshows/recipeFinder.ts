// The recipes of a slideshow subject (spec 001 §7 getVertexAIRecipes): the recommendation service
// ContextualSearch when configured, else the brand's Published recipes ranked by French full text
// over their title and ingredients. Recipes using an excluded ingredient are left out; the
// ingredients of what remains are counted, most used first (the screen offers them to exclude).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import type { RecipeRecommender } from '../../ai/recipeRecommender';
import type { Database } from '../../db/database';
import { recipes } from '../../db/schema/recipes';
import { isUuid } from '../../services/content/sqlRows';
import { listRecipes, type RecipeOut } from '../../services/recipes/recipes';

const PAGE = LIMITS.ai.recipeRecommendationMatches;

export interface RecipeSearch {
  brandKey: string;
  query: string;
  excludedIngredients: readonly string[];
}

export interface FoundRecipes {
  /** Best first, none using an excluded ingredient. */
  recipes: RecipeOut[];
  ingredients: { name: string; count: number }[];
}

/** Case and accents ignored, as the screen's user types them. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The words of the query, OR-ed: a recipe matching any of them is a candidate, best first. */
function orQuery(query: string): string {
  return (query.match(/[\p{L}\p{N}]{2,}/gu) ?? []).join(' or ');
}

/** The brand's Published recipes ranked by the query's words (title and ingredients). */
async function catalogueIds(db: Database, brandKey: string, query: string): Promise<string[]> {
  const terms = orQuery(query);
  const where = and(eq(recipes.brandKey, brandKey), eq(recipes.status, 'Published'));
  const newest = sql`${recipes.publishedAt} desc nulls last, ${recipes.id} asc`;
  if (terms === '') {
    const rows = await db.select({ id: recipes.id }).from(recipes).where(where).orderBy(newest);
    return rows.slice(0, PAGE).map((r) => r.id);
  }
  const document = sql`to_tsvector('public.fr_unaccent', ${recipes.title} || ' ' || coalesce(${recipes.ingredients}->'raw', '[]'::jsonb)::text)`;
  const tsQuery = sql`websearch_to_tsquery('public.fr_unaccent', ${terms})`;
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(where, sql`${document} @@ ${tsQuery}`))
    .orderBy(sql`ts_rank(${document}, ${tsQuery}) desc`, newest)
    .limit(PAGE);
  return rows.map((r) => r.id);
}

async function recommendedIds(
  recommender: RecipeRecommender,
  brandKey: string,
  query: string,
): Promise<string[]> {
  const ids = await recommender.recommend({ brands: [brandKey], text: query, nmatchs: PAGE });
  // An id that is not one of ours matches nothing (and would make the look-up refuse them all).
  return ids.filter(isUuid);
}

/** The recipes of these ids that are the brand's and Published, in the ids' order. */
export async function publishedRecipes(
  db: Database,
  brandKey: string,
  ids: readonly string[],
): Promise<RecipeOut[]> {
  const valid = [...new Set(ids.filter(isUuid))].slice(0, PAGE);
  if (valid.length === 0) return [];
  const found = await listRecipes(db, { id_in: valid, brandKey, status: 'Published' }, null, {
    first: PAGE,
  });
  const rank = new Map(valid.map((id, index) => [id, index]));
  return found.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

export function usesExcluded(recipe: RecipeOut, excluded: readonly string[]): boolean {
  const banned = excluded.map(folded).filter((name) => name !== '');
  if (banned.length === 0) return false;
  const parsed = Array.isArray(recipe.ingredients?.parsed) ? recipe.ingredients.parsed : [];
  return parsed.some((ingredient) => {
    const name = folded(String(ingredient?.name ?? ''));
    return banned.some((word) => name.includes(word));
  });
}

/** Each parsed ingredient name once per recipe, counted over the recipes, most used first. */
export function ingredientCounts(found: readonly RecipeOut[]): { name: string; count: number }[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const recipe of found) {
    const parsed = Array.isArray(recipe.ingredients?.parsed) ? recipe.ingredients.parsed : [];
    const seen = new Set<string>();
    for (const ingredient of parsed) {
      const name = String(ingredient?.name ?? '').trim();
      const key = folded(name);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { name, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export interface RecipeSources {
  db: Database;
  recipeRecommender?: RecipeRecommender | null;
  log?: (line: string) => void;
}

/** The recipes for a subject, best first, the excluded ones left out, and their ingredients. */
export async function findRecipes(
  sources: RecipeSources,
  search: RecipeSearch,
): Promise<FoundRecipes> {
  let ids: string[] | null = null;
  if (sources.recipeRecommender) {
    try {
      ids = await recommendedIds(sources.recipeRecommender, search.brandKey, search.query);
    } catch (error) {
      // The local catalogue answers instead; the operator sees why in the log.
      sources.log?.(`ContextualSearch indisponible, catalogue local utilisé : ${String(error)}`);
    }
  }
  ids ??= await catalogueIds(sources.db, search.brandKey, search.query);
  const found = (await publishedRecipes(sources.db, search.brandKey, ids)).filter(
    (recipe) => !usesExcluded(recipe, search.excludedIngredients),
  );
  return { recipes: found, ingredients: ingredientCounts(found) };
}

/** The brand's recipes that slides point to (by id, or by one of the recipe's addresses). */
export async function recipesOfTargets(
  db: Database,
  brandKey: string,
  targets: readonly string[],
): Promise<RecipeOut[]> {
  const ids = targets.filter(isUuid);
  const urls = targets.filter((t) => !isUuid(t) && t !== '').slice(0, PAGE);
  const matches = [
    ...(ids.length ? [inArray(recipes.id, ids)] : []),
    ...urls.map((url) => sql`${recipes.urls} @> ${JSON.stringify([{ url }])}::jsonb`),
  ];
  if (matches.length === 0) return [];
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.brandKey, brandKey), or(...matches)))
    .limit(PAGE);
  if (rows.length === 0) return [];
  return listRecipes(db, { id_in: rows.map((r) => r.id), brandKey }, null, { first: PAGE });
}
