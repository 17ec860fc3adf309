-- Content: articles (Rich, Slideshow, Video) and everything they link to (spec 000 §3, 001 §3),
-- with French full-text search (accents folded) and the indexes behind every list's filter/order.
-- Mirrored by server/src/db/schema/content.ts. Statuses and formats are text + check constraints
-- so the domain lists (common/domain/statuses.ts) stay the one place that names them.

create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- French search: stemmed, accents folded ('eleve' finds 'élève').
create text search configuration public.fr_unaccent (copy = pg_catalog.french);
alter text search configuration public.fr_unaccent
  alter mapping for hword, hword_part, word with public.unaccent, pg_catalog.french_stem;
-- Autocomplete: accents folded but not stemmed, so a typed prefix matches the words as written.
create text search configuration public.fr_prefix (copy = pg_catalog.simple);
alter text search configuration public.fr_prefix
  alter mapping for hword, hword_part, word with public.unaccent, pg_catalog.simple;

-- unaccent() is only STABLE (its dictionary could change); indexes need an IMMUTABLE wrapper
-- that names the dictionary explicitly.
create function public.fold_accents(value text) returns text
  language sql immutable parallel safe strict
  as $fn$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $fn$;

-- Indexing folds the accents of the whole text in one pass and then stems with the French
-- configuration: the same lexemes as fr_unaccent (which unaccents token by token) at about three
-- quarters of the cost, which matters for a 20,000-word article saved every few minutes.
create function public.fold_for_search(value text) returns text
  language sql immutable parallel safe strict
  as $fn$ select public.unaccent('public.unaccent'::regdictionary, value) $fn$;

create table sources (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  brand_key text not null,
  status text not null default 'Published',
  created_at timestamptz not null default now()
);
create index sources_brand_title on sources (brand_key, title);

create table qualifiers (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  status text not null default 'Draft'
    check (status in ('Archived', 'Deleted', 'Draft', 'Published', 'Scheduled')),
  brand_key text not null,
  format text not null default 'Rich' check (format in ('Rich', 'Slideshow', 'Video')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index qualifiers_brand_title on qualifiers (brand_key, title);

create table attributes (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  brand_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (brand_key, slug)
);

create table authors (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  avatar_url text,
  brand_key text not null,
  description text,
  resume text,
  email text,
  media jsonb,
  facebook_id text,
  google_id text,
  instagram_id text,
  linkedin_id text,
  pinterest_id text,
  snapchat_id text,
  twitter_id text,
  user_id uuid references users(id) on delete set null,
  is_main boolean not null default false,
  has_public_profile boolean not null default false,
  is_external boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- 'Un auteur au même nom a déjà été créé': one name per brand, case ignored (the domain rule of
-- common/domain/validation/author.ts; the index only backs it up against concurrent creations).
create unique index authors_brand_name on authors (brand_key, lower(name));
create index authors_user on authors (user_id);
create index authors_name on authors (name);

create table author_attributes (
  author_id uuid not null references authors(id) on delete cascade,
  attribute_id uuid not null references attributes(id) on delete cascade,
  position int not null,
  primary key (author_id, attribute_id)
);
create index author_attributes_attribute on author_attributes (attribute_id);

create table author_histories (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references authors(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  snapshot jsonb not null
);
create index author_histories_author on author_histories (author_id, created_at desc);

create table tags (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  type text not null check (type in ('Company', 'Destination', 'Isin', 'Medecine', 'Person', 'Tag',
    'TvCollection', 'TvProgram', 'Video', 'Event', 'Guide')),
  lang text not null default 'fr',
  relation_id text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  title_prefix tsvector generated always as (to_tsvector('public.fr_prefix', title)) stored
);
-- upsertTag's "where title, lang, type" is the natural key.
create unique index tags_title_lang_type on tags (lower(title), lang, type);
create index tags_title on tags (title);
create index tags_title_prefix on tags using gin (title_prefix);

create table tag_branded_contents (
  id uuid primary key default gen_random_uuid(),
  tag_id uuid not null references tags(id) on delete cascade,
  brand_key text not null,
  is_active boolean not null default true,
  body jsonb,
  media jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tag_id, brand_key)
);

create table machine_tags (
  id uuid primary key default gen_random_uuid(),
  tag text not null unique check (tag ~ '^topicassignment:id=[A-Za-z0-9_-]+$'),
  created_at timestamptz not null default now()
);

-- Categories and pages: one tree per brand; channels, events and guides are category formats.
create table categories (
  id uuid primary key default gen_random_uuid(),
  brand_key text not null,
  format text not null check (format in ('Category', 'Channel', 'Event', 'Guide')),
  level int not null check (level between 1 and 5),
  title text not null,
  subtitle text,
  slug text not null default '',
  description_seo text not null default '',
  description jsonb,
  body jsonb,
  medias jsonb,
  is_headlined boolean not null default false,
  status text not null default 'Draft'
    check (status in ('Draft', 'Scheduled', 'Published', 'Archived', 'Deleted')),
  parent_id uuid references categories(id) on delete restrict,
  path text not null default '',
  locked_at timestamptz,
  locked_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  title_prefix tsvector generated always as (to_tsvector('public.fr_prefix', title)) stored
);
create index categories_parent on categories (parent_id, title);
create index categories_brand_level on categories (brand_key, format, level, title);
create index categories_title_prefix on categories using gin (title_prefix);

create table category_tags (
  category_id uuid not null references categories(id) on delete cascade,
  tag_id uuid not null references tags(id) on delete cascade,
  position int not null,
  primary key (category_id, tag_id)
);

create table articles (
  id uuid primary key default gen_random_uuid(),
  brand_key text not null,
  format text not null check (format in ('Rich', 'Slideshow', 'Video')),
  status text not null check (status in ('Deleted', 'Draft', 'Frozen', 'Pending', 'Private',
    'Proposal', 'Published', 'Ready', 'Scheduled', 'ScheduledForRepublication', 'Todo')),
  title text not null,
  secondary_title text,
  partner_title text,
  discover_title text,
  slug text,
  lead jsonb,
  body jsonb,
  -- Plain text of lead and body (common/richtext docToPlainText), written with every save: the
  -- search vector is generated from it so the JSON never has to be parsed by SQL.
  lead_text text not null default '',
  body_text text not null default '',
  medias jsonb,
  push_count int not null default 0,
  referer_count int not null default 0,
  canonical text,
  public_id text,
  platform_id text,
  source_id uuid references sources(id) on delete set null,
  creator_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  published_at timestamptz,
  edited_at timestamptz,
  updated_at timestamptz not null default now(),
  locked_at timestamptz,
  locked_by uuid references users(id) on delete set null,
  -- When the lock lapses: 30 min after a retain with changes, else 10 min (spec 000 §4).
  lock_expires_at timestamptz,
  version int not null default 1,
  search_vector tsvector generated always as (
    setweight(to_tsvector('pg_catalog.french', public.fold_for_search(title)), 'A') ||
    setweight(to_tsvector('pg_catalog.french', public.fold_for_search(lead_text)), 'B') ||
    setweight(to_tsvector('pg_catalog.french', public.fold_for_search(body_text)), 'C')
  ) stored,
  title_prefix tsvector generated always as (to_tsvector('public.fr_prefix', title)) stored
);
-- Lists: brand + status (+ format) newest first; the same without brand ('Toutes').
create index articles_brand_status_published on articles (brand_key, status, published_at desc nulls last, id);
create index articles_status_published on articles (status, published_at desc nulls last, id);
create index articles_brand_format_status_published on articles (brand_key, format, status, published_at desc nulls last);
create index articles_brand_status_updated on articles (brand_key, status, updated_at desc);
create index articles_updated on articles (updated_at desc);
create index articles_source on articles (source_id);
create index articles_creator on articles (creator_id);
create index articles_search on articles using gin (search_vector);
-- Autocomplete only ever looks at published-type articles: a partial index keeps it small.
create index articles_title_prefix on articles using gin (title_prefix)
  where status in ('Published', 'Scheduled', 'ScheduledForRepublication');
-- Image credit / source filters of the advanced search (medias is a JSON array of media objects).
create index articles_medias on articles using gin (medias jsonb_path_ops);

create table article_categories (
  article_id uuid not null references articles(id) on delete cascade,
  category_id uuid not null references categories(id) on delete cascade,
  position int not null,
  primary key (article_id, category_id)
);
create index article_categories_category on article_categories (category_id, article_id);

create table article_tags (
  article_id uuid not null references articles(id) on delete cascade,
  tag_id uuid not null references tags(id) on delete cascade,
  position int not null,
  primary key (article_id, tag_id)
);
create index article_tags_tag on article_tags (tag_id, article_id);

create table article_authors (
  article_id uuid not null references articles(id) on delete cascade,
  author_id uuid not null references authors(id) on delete cascade,
  position int not null,
  primary key (article_id, author_id)
);
create index article_authors_author on article_authors (author_id, article_id);

create table article_qualifiers (
  article_id uuid not null references articles(id) on delete cascade,
  qualifier_id uuid not null references qualifiers(id) on delete cascade,
  position int not null,
  primary key (article_id, qualifier_id)
);
create index article_qualifiers_qualifier on article_qualifiers (qualifier_id, article_id);

create table article_machine_tags (
  article_id uuid not null references articles(id) on delete cascade,
  machine_tag_id uuid not null references machine_tags(id) on delete cascade,
  position int not null,
  primary key (article_id, machine_tag_id)
);
create index article_machine_tags_tag on article_machine_tags (machine_tag_id);

create table lives (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null unique references articles(id) on delete cascade,
  post_count int not null default 0,
  ended_at timestamptz,
  created_at timestamptz not null default now()
);

create table article_urls (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references articles(id) on delete cascade,
  origin text not null,
  path text not null,
  status_ok boolean not null default true
);
create index article_urls_article on article_urls (article_id);

create table article_histories (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references articles(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  snapshot jsonb not null
);
create index article_histories_article on article_histories (article_id, created_at desc);

create table newsletter_flash_sender_histories (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references articles(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index nl_flash_histories_article on newsletter_flash_sender_histories (article_id);
