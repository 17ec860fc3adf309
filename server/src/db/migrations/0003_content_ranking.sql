-- Ranking reads a small vector (title and lead only) instead of the whole-body search vector:
-- matching still uses search_vector (title, lead and body), but ordering the matches by relevance
-- no longer has to read each matching article's large body vector. Measured on 100,000 articles:
-- a common word matching ~1,500 articles of a brand ranks several times faster.
alter table articles add column rank_vector tsvector generated always as (
  setweight(to_tsvector('pg_catalog.french', public.fold_for_search(title)), 'A') ||
  setweight(to_tsvector('pg_catalog.french', public.fold_for_search(lead_text)), 'B')
) stored;
