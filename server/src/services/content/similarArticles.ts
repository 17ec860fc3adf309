// "Articles like this one": the basis of tag and category suggestions. The article's title and
// lead words, OR-ed into one French full-text query, find the closest articles of the brand.
import { sql, type SQL } from 'drizzle-orm';

/** Up to 12 distinctive words (4+ letters) of a text as an OR tsquery string, or null. */
export function orQueryOf(text: string): string | null {
  const words = [
    ...new Set(
      (text.normalize('NFC').match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((w) => w.toLowerCase()),
    ),
  ].slice(0, 12);
  return words.length ? words.join(' | ') : null;
}

/**
 * How many of the brand's articles sharing a word are ranked: the most recently updated ones. A
 * title and lead OR-ed share common words with most of a brand's articles (12,000 of 16,000 on
 * the benchmark's base), and ranking them all took 230 ms a call, twice on each article opened;
 * the recent ones, read in the articles_brand_updated index's order, take under 10 ms.
 */
export const SIMILAR_CANDIDATES = 500;

/**
 * Ids of the 50 closest articles of a brand (excluding the article itself), by rank, among its
 * `candidates` most recently updated articles that share a word with the query.
 */
export function similarArticleIds(
  articleId: string,
  brandKey: string,
  orQuery: string,
  candidates = SIMILAR_CANDIDATES,
): SQL {
  return sql`select c.id from (
               select s.id, s.search_vector from articles s
               where s.brand_key = ${brandKey} and s.id <> ${articleId}::uuid
                 and s.search_vector @@ to_tsquery('public.fr_unaccent', ${orQuery})
               order by s.updated_at desc limit ${candidates}) c
             order by ts_rank(c.search_vector, to_tsquery('public.fr_unaccent', ${orQuery})) desc limit 50`;
}
