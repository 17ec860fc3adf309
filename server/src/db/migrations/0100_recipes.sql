-- Recipes (spec 000 §3 "Recipe", 001 §7 `recipes`, `recipeCount`). Read-only in this app: recipes
-- are written by the external recipe editor (or the demo seed); the back-office searches them to
-- link them from slideshows, page boards, internal links and the media picker.
-- Services query this table with parameterised SQL (server/src/services/recipes).

create table recipes (
  id uuid primary key default gen_random_uuid(),
  brand_key text not null,
  status text not null default 'Draft'
    check (status in ('Archived', 'Deleted', 'Draft', 'Published', 'Scheduled', 'Frozen', 'Ready')),
  title text not null,
  slug text not null default '',
  -- Media objects (000 §3 "Media object"): [{ key, href, credit, source, format, caption }].
  medias jsonb not null default '[]'::jsonb,
  -- Public addresses: [{ url, isCanonical }]; the canonical one is the recipe's public URL.
  urls jsonb not null default '[]'::jsonb,
  -- [{ id, title }]
  categories jsonb not null default '[]'::jsonb,
  author_name text,
  cook_time int check (cook_time is null or cook_time >= 0),
  prep_time int check (prep_time is null or prep_time >= 0),
  total_time int check (total_time is null or total_time >= 0),
  wait_time int check (wait_time is null or wait_time >= 0),
  yield int check (yield is null or yield >= 0),
  difficulty text,
  calorie_level text,
  estimated_cost text,
  cooking_method text,
  -- { raw: [text], parsed: [{ name, quantity, unit }], unparsed: [text] }
  ingredients jsonb not null default '{"raw": [], "parsed": [], "unparsed": []}'::jsonb,
  advice text,
  instructions jsonb not null default '[]'::jsonb,
  source text,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Every picker reads one brand's published recipes, newest first (internal links: 100 of them).
create index recipes_brand_status_published on recipes (brand_key, status, published_at desc nulls last, id);
-- Title search ignores case and accents (fold_accents, migration 0002) and matches inside words.
create index recipes_title_search on recipes using gin (public.fold_accents(title) gin_trgm_ops);
