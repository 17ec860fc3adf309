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

/** Ids of the 50 closest articles of a brand (excluding the article itself), by rank. */
export function similarArticleIds(articleId: string, brandKey: string, orQuery: string): SQL {
  return sql`select s.id from articles s, to_tsquery('public.fr_unaccent', ${orQuery}) q
             where s.search_vector @@ q and s.brand_key = ${brandKey} and s.id <> ${articleId}::uuid
             order by ts_rank(s.search_vector, q) desc limit 50`;
}
