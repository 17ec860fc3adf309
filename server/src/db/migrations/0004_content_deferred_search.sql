-- Saving a long article no longer computes its full-text vector inside the request. French
-- stemming of a 20,000-word body costs 40–80 ms of PostgreSQL time on this machine, more than the
-- whole save budget (spec: save < 60 ms), so the body's part of the vector moves after commit:
--   · search_vector stops being a generated column (same values, same GIN index) and is written by
--     the trigger below instead;
--   · by default (seeds, scripts, any writer) the trigger computes the full vector, as before;
--   · a transaction that sets `backoffice.defer_body_index = on` (the API's save) gets only the
--     cheap title + lead part and the row is marked search_pending; the server's search indexer
--     (services/content/searchIndexer.ts) completes it right after commit, and any row left
--     pending by a crash is picked up by the next pass (partial index below).
-- Until the indexer has run (milliseconds), a saved article is found by its title and lead words;
-- words that only appear in its body are found once indexed.
alter table articles alter column search_vector drop expression;
alter table articles add column search_pending boolean not null default false;

create function public.article_search_vector(title text, lead_text text, body_text text) returns tsvector
  language sql immutable parallel safe
  as $fn$ select
    setweight(to_tsvector('pg_catalog.french', public.fold_for_search(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('pg_catalog.french', public.fold_for_search(coalesce(lead_text, ''))), 'B') ||
    setweight(to_tsvector('pg_catalog.french', public.fold_for_search(coalesce(body_text, ''))), 'C') $fn$;

create function public.articles_search_vector_trigger() returns trigger
  language plpgsql
  as $fn$
begin
  if tg_op = 'UPDATE'
     and new.title is not distinct from old.title
     and new.lead_text is not distinct from old.lead_text
     and new.body_text is not distinct from old.body_text then
    -- Text unchanged (a lock, a status change, or the indexer writing the vector): keep what the
    -- statement set.
    return new;
  end if;
  if current_setting('backoffice.defer_body_index', true) = 'on' then
    new.search_vector := public.article_search_vector(new.title, new.lead_text, '');
    new.search_pending := true;
  else
    new.search_vector := public.article_search_vector(new.title, new.lead_text, new.body_text);
    new.search_pending := false;
  end if;
  return new;
end
$fn$;

create trigger articles_search_vector before insert or update on articles
  for each row execute function public.articles_search_vector_trigger();

create index articles_search_pending on articles (id) where search_pending;
