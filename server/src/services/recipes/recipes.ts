// Recipes (spec 000 §3 "Recipe", 001 §7 `recipes`, `recipeCount`): read-only here — the external
// recipe editor writes them (the demo seed and tests insert them with `insertRecipes`). Lists are
// scoped by the caller to the brands the user works on; input is checked with French messages.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import { RECIPE_STATUSES, type RecipeStatus } from '../../../../common/domain/statuses';
import type { Database } from '../../db/database';
import { recipes } from '../../db/schema/recipes';
import { badUserInput, type FieldErrors } from '../../errors';
import { iso, isoRequired } from '../cards/rowValues';
import { isUuid } from '../content/sqlRows';

export const RECIPE_MESSAGES = {
  first: `Le nombre de recettes demandées doit être compris entre 0 et ${LIMITS.pageSize.recipes}.`,
  skip: 'Le décalage doit être un nombre positif ou nul.',
  id: "L'identifiant de recette n'est pas valide.",
  titleContains: 'La recherche de titre ne doit pas dépasser 200 caractères.',
  brandKey: "Le code de marque n'est pas valide.",
} as const;

const TITLE_SEARCH_MAX = 200;
const BRAND_KEY = /^[A-Z0-9_]{2,20}$/;

export interface RecipeUrl {
  url: string;
  isCanonical: boolean;
}
export interface RecipeCategory {
  id: string;
  title: string;
}
export interface RecipeIngredients {
  raw: string[];
  parsed: { name: string; quantity: number | null; unit: string | null }[];
  unparsed: string[];
}

export interface RecipeOut {
  id: string;
  brandKey: string;
  title: string;
  status: RecipeStatus;
  medias: unknown[];
  publishedAt: string | null;
  createdAt: string;
  recipeUrls: RecipeUrl[];
  recipeCategories: RecipeCategory[];
  authorName: string | null;
  cookTime: number | null;
  prepTime: number | null;
  totalTime: number | null;
  waitTime: number | null;
  yield: number | null;
  difficulty: string | null;
  calorieLevel: string | null;
  estimatedCost: string | null;
  cookingMethod: string | null;
  ingredients: RecipeIngredients;
  advice: string | null;
  instructions: string[];
  source: string | null;
  slug: string;
}

export interface RecipeFilter {
  id?: string | null;
  id_in?: readonly string[] | null;
  brandKey?: string | null;
  brandKey_in?: readonly string[] | null;
  status?: RecipeStatus | null;
  status_in?: readonly RecipeStatus[] | null;
  title_contains?: string | null;
}

const COLUMNS = {
  id: recipes.id,
  brandKey: recipes.brandKey,
  title: recipes.title,
  status: recipes.status,
  medias: recipes.medias,
  publishedAt: recipes.publishedAt,
  createdAt: recipes.createdAt,
  recipeUrls: recipes.urls,
  recipeCategories: recipes.categories,
  authorName: recipes.authorName,
  cookTime: recipes.cookTime,
  prepTime: recipes.prepTime,
  totalTime: recipes.totalTime,
  waitTime: recipes.waitTime,
  yield: recipes.yield,
  difficulty: recipes.difficulty,
  calorieLevel: recipes.calorieLevel,
  estimatedCost: recipes.estimatedCost,
  cookingMethod: recipes.cookingMethod,
  ingredients: recipes.ingredients,
  advice: recipes.advice,
  instructions: recipes.instructions,
  source: recipes.source,
  slug: recipes.slug,
};

/** Sortable fields (000 §3), columns of COLUMNS; every order ends on the id so pages are stable. */
const ORDER_FIELDS = [
  'publishedAt',
  'createdAt',
  'title',
  'cookTime',
  'prepTime',
  'totalTime',
  'waitTime',
  'yield',
  'difficulty',
  'calorieLevel',
  'estimatedCost',
  'cookingMethod',
  'source',
  'slug',
] as const;
type OrderField = (typeof ORDER_FIELDS)[number];
export type RecipeOrderBy = `${OrderField}_${'ASC' | 'DESC'}`;

type RecipeRow = Omit<RecipeOut, 'publishedAt' | 'createdAt'> & {
  publishedAt: Date | string | null;
  createdAt: Date | string;
};

function outOf(row: RecipeRow): RecipeOut {
  return { ...row, publishedAt: iso(row.publishedAt), createdAt: isoRequired(row.createdAt) };
}

/** Case and accents ignored (fold_accents, migration 0002; the title search index is on it). */
const foldedTitle = sql`public.fold_accents(${recipes.title})`;

/** The conditions of a filter, or a BAD_USER_INPUT naming each wrong field. */
function whereOf(filter: RecipeFilter, brandKeys: readonly string[] | null): SQL | undefined {
  const errors: FieldErrors = {};
  const parts: (SQL | undefined)[] = [];
  if (filter.id !== undefined && filter.id !== null) {
    if (!isUuid(filter.id)) errors.id = RECIPE_MESSAGES.id;
    else parts.push(eq(recipes.id, filter.id));
  }
  if (filter.id_in) {
    if (!filter.id_in.every(isUuid)) errors.id_in = RECIPE_MESSAGES.id;
    else parts.push(inArray(recipes.id, [...filter.id_in]));
  }
  if (filter.brandKey !== undefined && filter.brandKey !== null) {
    if (!BRAND_KEY.test(filter.brandKey)) errors.brandKey = RECIPE_MESSAGES.brandKey;
    else parts.push(eq(recipes.brandKey, filter.brandKey));
  }
  if (filter.brandKey_in) {
    if (!filter.brandKey_in.every((k) => BRAND_KEY.test(k)))
      errors.brandKey_in = RECIPE_MESSAGES.brandKey;
    else parts.push(inArray(recipes.brandKey, [...filter.brandKey_in]));
  }
  if (brandKeys) parts.push(inArray(recipes.brandKey, [...brandKeys]));
  if (filter.status) parts.push(eq(recipes.status, filter.status));
  if (filter.status_in) {
    const known = filter.status_in.filter((s) => RECIPE_STATUSES.includes(s));
    parts.push(inArray(recipes.status, known));
  }
  const title = filter.title_contains?.trim();
  if (title) {
    if (title.length > TITLE_SEARCH_MAX) errors.title_contains = RECIPE_MESSAGES.titleContains;
    // Case and accents ignored; % and _ typed by the user are taken literally.
    const pattern = `%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`${foldedTitle} like public.fold_accents(${pattern})`);
  }
  if (Object.keys(errors).length) throw badUserInput(errors);
  return and(...parts);
}

function orderOf(orderBy: RecipeOrderBy | null | undefined): SQL[] {
  const [field, direction] = (orderBy ?? 'publishedAt_DESC').split('_') as [
    OrderField,
    'ASC' | 'DESC',
  ];
  // Titles sort as a reader expects: case and accents ignored (« Tarte au… » before « Tarte Tatin »).
  const column =
    field === 'title'
      ? foldedTitle
      : ORDER_FIELDS.includes(field)
        ? COLUMNS[field]
        : recipes.publishedAt;
  // Drizzle's asc()/desc() say nothing of nulls: the order the index is built in is spelt out.
  const ordered =
    direction === 'ASC' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  return [ordered, asc(recipes.id)];
}

export interface RecipePage {
  first?: number | null;
  skip?: number | null;
  orderBy?: RecipeOrderBy | null;
}

/**
 * A page of recipes. `brandKeys` is null when the user sees every brand, else the brands they work
 * on (an empty list: none).
 */
export async function listRecipes(
  db: Database,
  filter: RecipeFilter,
  brandKeys: readonly string[] | null,
  page: RecipePage = {},
): Promise<RecipeOut[]> {
  const errors: FieldErrors = {};
  const max = LIMITS.pageSize.recipes;
  const first = page.first ?? max;
  if (!Number.isInteger(first) || first < 0 || first > max) errors.first = RECIPE_MESSAGES.first;
  const skip = page.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) errors.skip = RECIPE_MESSAGES.skip;
  if (Object.keys(errors).length) throw badUserInput(errors);
  const where = whereOf(filter, brandKeys);
  if (brandKeys?.length === 0 || first === 0) return [];
  const rows = await db
    .select(COLUMNS)
    .from(recipes)
    .where(where)
    .orderBy(...orderOf(page.orderBy))
    .limit(first)
    .offset(skip);
  return (rows as RecipeRow[]).map(outOf);
}

export async function countRecipes(
  db: Database,
  filter: RecipeFilter,
  brandKeys: readonly string[] | null,
): Promise<number> {
  const where = whereOf(filter, brandKeys);
  if (brandKeys?.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(recipes).where(where);
  return Number(row?.n ?? 0);
}

/** What a page's Board section shows of a linked recipe (services/pages). */
export interface LinkedRecipe {
  id: string;
  brandKey: string;
  title: string;
  status: string;
}

export async function linkedRecipes(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, LinkedRecipe>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Map();
  const rows = await db
    .select({
      id: recipes.id,
      brandKey: recipes.brandKey,
      title: recipes.title,
      status: recipes.status,
    })
    .from(recipes)
    .where(inArray(recipes.id, valid));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A recipe as the external editor (or the seed) writes it. */
export interface RecipeInsert {
  id?: string;
  brandKey: string;
  title: string;
  status: RecipeStatus;
  slug?: string;
  medias?: unknown[];
  recipeUrls?: RecipeUrl[];
  recipeCategories?: RecipeCategory[];
  authorName?: string | null;
  cookTime?: number | null;
  prepTime?: number | null;
  totalTime?: number | null;
  waitTime?: number | null;
  yield?: number | null;
  difficulty?: string | null;
  calorieLevel?: string | null;
  estimatedCost?: string | null;
  cookingMethod?: string | null;
  ingredients?: RecipeIngredients;
  advice?: string | null;
  instructions?: string[];
  source?: string | null;
  publishedAt?: Date | null;
  createdAt?: Date;
}

/** Inserts recipes, keeping existing ids (idempotent for the seed); returns the ids. */
export async function insertRecipes(
  db: Database,
  rows: readonly RecipeInsert[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rows) {
    const createdAt = r.createdAt ?? new Date();
    const [row] = await db
      .insert(recipes)
      .values({
        id: r.id,
        brandKey: r.brandKey,
        title: r.title,
        status: r.status,
        slug: r.slug ?? '',
        medias: r.medias ?? [],
        urls: r.recipeUrls ?? [],
        categories: r.recipeCategories ?? [],
        authorName: r.authorName ?? null,
        cookTime: r.cookTime ?? null,
        prepTime: r.prepTime ?? null,
        totalTime: r.totalTime ?? null,
        waitTime: r.waitTime ?? null,
        yield: r.yield ?? null,
        difficulty: r.difficulty ?? null,
        calorieLevel: r.calorieLevel ?? null,
        estimatedCost: r.estimatedCost ?? null,
        cookingMethod: r.cookingMethod ?? null,
        ingredients: r.ingredients ?? { raw: [], parsed: [], unparsed: [] },
        advice: r.advice ?? null,
        instructions: r.instructions ?? [],
        source: r.source ?? null,
        publishedAt: r.publishedAt ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: recipes.id })
      .returning({ id: recipes.id });
    ids.push(row?.id ?? r.id!);
  }
  return ids;
}
