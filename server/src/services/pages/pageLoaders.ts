// Per-request batch loaders of the pages area: what a page's sections link (articles by id, person
// tags by id, recipes by id), a page's tags, its history count, and its children counted per format.
import { sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { batchLoader } from '../content/batchLoader';
import { isUuid, queryRows, uuidArray } from '../content/sqlRows';
import { linkedRecipes, type LinkedRecipe } from '../recipes/recipes';

export interface LinkedArticle {
  id: string;
  title: string;
  status: string;
  format: string;
}
export interface PersonTag {
  id: string;
  relationId: string | null;
  title: string;
  type: string;
  isActive: boolean;
}
export interface PageTag {
  id: string;
  title: string;
  type: string;
  isActive: boolean;
}

const ids = (keys: readonly string[]) => keys.filter(isUuid);

function createPageLoaders(db: Database) {
  return {
    article: batchLoader<string, LinkedArticle | null>(
      async (keys) => {
        const valid = ids(keys);
        if (!valid.length) return new Map();
        const rows = await queryRows<LinkedArticle>(
          db,
          sql`select id, title, status, format from articles where id = any(${uuidArray(valid)})`,
        );
        return new Map(rows.map((r) => [r.id, r]));
      },
      () => null,
    ),
    recipe: batchLoader<string, LinkedRecipe | null>(
      (keys) => linkedRecipes(db, keys),
      () => null,
    ),
    person: batchLoader<string, PersonTag | null>(
      async (keys) => {
        const valid = ids(keys);
        if (!valid.length) return new Map();
        const rows = await queryRows<PersonTag>(
          db,
          sql`select id, relation_id as "relationId", title, type, is_active as "isActive" from tags where id = any(${uuidArray(valid)})`,
        );
        return new Map(rows.map((r) => [r.id, r]));
      },
      () => null,
    ),
    tags: batchLoader<string, PageTag[]>(
      async (keys) => {
        const rows = await queryRows<PageTag & { owner: string }>(
          db,
          sql`select ct.category_id as owner, t.id, t.title, t.type, t.is_active as "isActive"
              from category_tags ct join tags t on t.id = ct.tag_id
             where ct.category_id = any(${uuidArray(keys)}) order by ct.position`,
        );
        const out = new Map<string, PageTag[]>();
        for (const { owner, ...tag } of rows) out.set(owner, [...(out.get(owner) ?? []), tag]);
        return out;
      },
      () => [],
    ),
    historyCount: batchLoader<string, number>(
      async (keys) => {
        const rows = await queryRows<{ id: string; n: number }>(
          db,
          sql`select category_id as id, count(*)::int as n from category_histories
             where category_id = any(${uuidArray(keys)}) group by category_id`,
        );
        return new Map(rows.map((r) => [r.id, Number(r.n)]));
      },
      () => 0,
    ),
    /** Key: `${parentId}|${format or ''}`. */
    childCount: batchLoader<string, number>(
      async (keys) => {
        const parents = [...new Set(keys.map((k) => k.split('|')[0] as string))];
        const rows = await queryRows<{ id: string; format: string; n: number }>(
          db,
          sql`select parent_id as id, format, count(*)::int as n from categories
             where parent_id = any(${uuidArray(parents)}) and status <> 'Deleted'
             group by parent_id, format`,
        );
        const out = new Map<string, number>();
        for (const r of rows) {
          out.set(`${r.id}|${r.format}`, Number(r.n));
          out.set(`${r.id}|`, (out.get(`${r.id}|`) ?? 0) + Number(r.n));
        }
        return out;
      },
      () => 0,
    ),
  };
}

export type PageLoaders = ReturnType<typeof createPageLoaders>;
const perContext = new WeakMap<object, PageLoaders>();

export function pageLoaders(ctx: GraphQLContext): PageLoaders {
  let found = perContext.get(ctx);
  if (!found) {
    found = createPageLoaders(ctx.db);
    perContext.set(ctx, found);
  }
  return found;
}
