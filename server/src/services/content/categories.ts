// Categories and pages (categories, channels, events, guides): the tree read by the article form's
// pickers and the page list. Writing pages belongs to the pages area; here only reads and
// suggestions from the closest articles.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import type { Database } from '../../db/database';
import { categories } from '../../db/schema/content';
import { notFound } from '../../errors';
import type { CategoryWhereInput } from '../../generated/resolvers';
import { prefixQuery } from './articleQueries';
import type { CategoryRow } from './rows';
import { orQueryOf, similarArticleIds } from './similarArticles';
import { isUuid, pageOf, queryOne, queryRows, uuidList } from './sqlRows';

const PAGE = { default: LIMITS.categories.childrenPerLevel, max: 1000 } as const;

export async function listCategories(
  db: Database,
  args: { first?: number | null; skip?: number | null; where?: CategoryWhereInput | null },
  /** The brands the user works on (auth/guards listBrandScope); null = every brand. */
  brandKeys: readonly string[] | null,
): Promise<CategoryRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, PAGE.default, PAGE.max);
  const w = args.where ?? {};
  const c: SQL[] = [sql`${categories.status} <> 'Deleted'`];
  if (w.brandKey) c.push(eq(categories.brandKey, w.brandKey));
  if (brandKeys) c.push(inArray(categories.brandKey, [...brandKeys]));
  if (w.format) c.push(eq(categories.format, w.format));
  if (w.format_in?.length) c.push(inArray(categories.format, [...w.format_in]));
  if (typeof w.level === 'number') c.push(eq(categories.level, w.level));
  if (w.parentId) c.push(isUuid(w.parentId) ? eq(categories.parentId, w.parentId) : sql`false`);
  // The top of a format's tree (the page list's 'Racine'): no parent, or a parent of another format.
  if (w.root)
    c.push(
      sql`(${categories.parentId} is null or exists (select 1 from categories p where p.id = ${categories.parentId} and p.format <> ${categories.format}))`,
    );
  if (w.status_in?.length) c.push(inArray(categories.status, [...w.status_in]));
  if (w.search) {
    const prefix = prefixQuery(w.search);
    c.push(
      prefix
        ? sql`"categories"."title_prefix" @@ to_tsquery('public.fr_prefix', ${prefix})`
        : sql`false`,
    );
  }
  return db
    .select()
    .from(categories)
    .where(and(...c))
    .orderBy(asc(categories.level), asc(categories.title))
    .limit(limit)
    .offset(offset);
}

export async function findCategory(db: Database, id: string): Promise<CategoryRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(categories).where(eq(categories.id, id)))[0] ?? null;
}

/** Categories (format Category) most used by the closest articles, not yet on the article. */
export async function suggestCategories(
  db: Database,
  articleId: string,
  first: number | null | undefined,
  /** Throws unless the user works on the article's brand. */
  checkBrand: (brandKey: string) => void,
): Promise<CategoryRow[]> {
  const notFoundMessage = "L'identifiant de l'article est introuvable.";
  if (!isUuid(articleId)) throw notFound(notFoundMessage);
  const article = await queryOne<{ title: string; leadText: string; brandKey: string }>(
    db,
    sql`select title, lead_text as "leadText", brand_key as "brandKey" from articles where id = ${articleId}::uuid`,
  );
  if (!article) throw notFound(notFoundMessage);
  checkBrand(article.brandKey);
  const orQuery = orQueryOf(`${article.title} ${article.leadText}`);
  if (!orQuery) return [];
  const limit = Math.min(Math.max(first ?? 5, 0), 50);
  const ranked = await queryRows<{ id: string }>(
    db,
    sql`select c.id, count(*) as uses from article_categories ac join categories c on c.id = ac.category_id
        where ac.article_id in (${similarArticleIds(articleId, article.brandKey, orQuery)}) and c.format = 'Category'
          and c.brand_key = ${article.brandKey}
          and c.id not in (select category_id from article_categories where article_id = ${articleId}::uuid)
        group by c.id, c.title order by uses desc, c.title limit ${limit}`,
  );
  if (ranked.length === 0) return [];
  const rows = await db
    .select()
    .from(categories)
    .where(sql`${categories.id} in ${uuidList(ranked.map((r) => r.id))}`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.map((r) => byId.get(r.id)).filter((c): c is CategoryRow => c !== undefined);
}
