// Recipes (spec 000 §3 "Recipe", 001 §7 `recipes`, `recipeCount`): read-only here — the external
// recipe editor writes them (the demo seed and tests insert them with `insertRecipes`). Lists are
// scoped by the caller to the brands the user works on; input is checked with French messages.
import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import { RECIPE_STATUSES, type RecipeStatus } from '../../../../common/domain/statuses';
import type { Database } from '../../db/database';
import { badUserInput, type FieldErrors } from '../../errors';
import { iso, isoRequired } from '../cards/rowValues';
import { isUuid, queryOne, queryRows, uuidArray } from '../content/sqlRows';

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

/** Sortable fields (000 §3) and their columns; every order ends on the id so pages are stable. */
const ORDER_COLUMNS = {
  publishedAt: 'published_at',
  createdAt: 'created_at',
  title: 'title',
  cookTime: 'cook_time',
  prepTime: 'prep_time',
  totalTime: 'total_time',
  waitTime: 'wait_time',
  yield: 'yield',
  difficulty: 'difficulty',
  calorieLevel: 'calorie_level',
  estimatedCost: 'estimated_cost',
  cookingMethod: 'cooking_method',
  source: 'source',
  slug: 'slug',
} as const;
export type RecipeOrderBy = `${keyof typeof ORDER_COLUMNS}_${'ASC' | 'DESC'}`;

const COLUMNS = sql`id, brand_key as "brandKey", title, status, medias, published_at as "publishedAt",
  created_at as "createdAt", urls as "recipeUrls", categories as "recipeCategories",
  author_name as "authorName", cook_time as "cookTime", prep_time as "prepTime",
  total_time as "totalTime", wait_time as "waitTime", yield, difficulty,
  calorie_level as "calorieLevel", estimated_cost as "estimatedCost",
  cooking_method as "cookingMethod", ingredients, advice, instructions, source, slug`;

type RecipeRow = Omit<RecipeOut, 'publishedAt' | 'createdAt'> & {
  publishedAt: Date | string | null;
  createdAt: Date | string;
};

function outOf(row: RecipeRow): RecipeOut {
  return { ...row, publishedAt: iso(row.publishedAt), createdAt: isoRequired(row.createdAt) };
}

/** The WHERE clause of a filter, or a BAD_USER_INPUT naming each wrong field. */
function whereOf(filter: RecipeFilter, brandKeys: readonly string[] | null): SQL {
  const errors: FieldErrors = {};
  const parts: SQL[] = [];
  if (filter.id !== undefined && filter.id !== null) {
    if (!isUuid(filter.id)) errors.id = RECIPE_MESSAGES.id;
    else parts.push(sql`id = ${filter.id}::uuid`);
  }
  if (filter.id_in) {
    if (!filter.id_in.every(isUuid)) errors.id_in = RECIPE_MESSAGES.id;
    else parts.push(sql`id = any(${uuidArray([...filter.id_in])})`);
  }
  if (filter.brandKey !== undefined && filter.brandKey !== null) {
    if (!BRAND_KEY.test(filter.brandKey)) errors.brandKey = RECIPE_MESSAGES.brandKey;
    else parts.push(sql`brand_key = ${filter.brandKey}`);
  }
  if (filter.brandKey_in) {
    if (!filter.brandKey_in.every((k) => BRAND_KEY.test(k)))
      errors.brandKey_in = RECIPE_MESSAGES.brandKey;
    else parts.push(sql`brand_key = any(${sql.param([...filter.brandKey_in])}::text[])`);
  }
  if (brandKeys) parts.push(sql`brand_key = any(${sql.param([...brandKeys])}::text[])`);
  if (filter.status) parts.push(sql`status = ${filter.status}`);
  if (filter.status_in) {
    const known = filter.status_in.filter((s) => RECIPE_STATUSES.includes(s));
    parts.push(sql`status = any(${sql.param(known)}::text[])`);
  }
  const title = filter.title_contains?.trim();
  if (title) {
    if (title.length > TITLE_SEARCH_MAX) errors.title_contains = RECIPE_MESSAGES.titleContains;
    // Case and accents ignored; % and _ typed by the user are taken literally.
    const pattern = `%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`public.fold_accents(title) like public.fold_accents(${pattern})`);
  }
  if (Object.keys(errors).length) throw badUserInput(errors);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

function orderOf(orderBy: RecipeOrderBy | null | undefined): SQL {
  const [field, direction] = (orderBy ?? 'publishedAt_DESC').split('_') as [
    keyof typeof ORDER_COLUMNS,
    'ASC' | 'DESC',
  ];
  // Titles sort as a reader expects: case and accents ignored (« Tarte au… » before « Tarte Tatin »).
  const column =
    field === 'title'
      ? sql`public.fold_accents(title)`
      : sql.raw(ORDER_COLUMNS[field] ?? 'published_at');
  const dir = direction === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
  return sql`order by ${column} ${dir}, id`;
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
  const rows = await queryRows<RecipeRow>(
    db,
    sql`select ${COLUMNS} from recipes ${where} ${orderOf(page.orderBy)}
      limit ${first} offset ${skip}`,
  );
  return rows.map(outOf);
}

export async function countRecipes(
  db: Database,
  filter: RecipeFilter,
  brandKeys: readonly string[] | null,
): Promise<number> {
  const where = whereOf(filter, brandKeys);
  if (brandKeys?.length === 0) return 0;
  const row = await queryOne<{ n: number }>(
    db,
    sql`select count(*)::int as n from recipes ${where}`,
  );
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
  const rows = await queryRows<LinkedRecipe>(
    db,
    sql`select id, brand_key as "brandKey", title, status from recipes
      where id = any(${uuidArray(valid)})`,
  );
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
  recipes: readonly RecipeInsert[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const r of recipes) {
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    const row = await queryOne<{ id: string }>(
      db,
      sql`insert into recipes (id, brand_key, title, status, slug, medias, urls, categories,
          author_name, cook_time, prep_time, total_time, wait_time, yield, difficulty,
          calorie_level, estimated_cost, cooking_method, ingredients, advice, instructions, source,
          published_at, created_at, updated_at)
        values (coalesce(${r.id ?? null}::uuid, gen_random_uuid()), ${r.brandKey}, ${r.title},
          ${r.status}, ${r.slug ?? ''}, ${json(r.medias ?? [])}, ${json(r.recipeUrls ?? [])},
          ${json(r.recipeCategories ?? [])}, ${r.authorName ?? null}, ${r.cookTime ?? null},
          ${r.prepTime ?? null}, ${r.totalTime ?? null}, ${r.waitTime ?? null},
          ${r.yield ?? null}, ${r.difficulty ?? null}, ${r.calorieLevel ?? null},
          ${r.estimatedCost ?? null}, ${r.cookingMethod ?? null},
          ${json(r.ingredients ?? { raw: [], parsed: [], unparsed: [] })}, ${r.advice ?? null},
          ${json(r.instructions ?? [])}, ${r.source ?? null},
          ${r.publishedAt?.toISOString() ?? null}::timestamptz,
          ${(r.createdAt ?? new Date()).toISOString()}::timestamptz,
          ${(r.createdAt ?? new Date()).toISOString()}::timestamptz)
        on conflict (id) do nothing
        returning id`,
    );
    ids.push(row?.id ?? r.id!);
  }
  return ids;
}
