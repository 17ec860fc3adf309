-- The advanced search's image credit and image source filters (spec 000 §2, « image credit, image
-- source ») match inside a credit, accents and case ignored. They used to unfold every article's
-- media JSON and fold each credit for every row they looked at: a scan of the brand's articles per
-- filter, which the worst query the API limits allow (30 aliased counts) ran 30 times (issue 12).
-- Each article now keeps its folded credits and sources (one line each) in generated columns, with
-- a trigram index: a filter of 3 characters or more reads the index, a shorter one a plain text
-- column instead of the JSON.
create function public.media_field_text(medias jsonb, field text) returns text
  language sql immutable parallel safe
  as $fn$
    select coalesce(string_agg(public.fold_accents(m ->> field), E'\n'), '')
    from jsonb_array_elements(case when jsonb_typeof(medias) = 'array' then medias else '[]'::jsonb end) m
    where m ->> field is not null
  $fn$;

alter table articles
  add column media_credits text generated always as (public.media_field_text(medias, 'credit')) stored,
  add column media_sources text generated always as (public.media_field_text(medias, 'source')) stored;

create index articles_media_credits on articles using gin (media_credits gin_trgm_ops);
create index articles_media_sources on articles using gin (media_sources gin_trgm_ops);

-- The planner's statistics of the new columns, so that a filter's first use is planned on them.
analyze articles;
