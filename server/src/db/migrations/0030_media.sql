-- The image service (spec 001 §7, issue 14): photos uploaded to a brand's archive, the signed
-- single-use upload URLs handed out by getUploadUrl, the key those URLs are signed with, and the
-- image sources offered for credit and source.
create table media_signing_keys (
  id integer primary key,
  secret text not null,
  created_at timestamptz not null default now()
);

-- One row per getUploadUrl. `received` is how many bytes the server holds (ranged PUTs resume
-- from there); `completed_at` makes the URL single-use; `expires_at` bounds it in time.
create table media_uploads (
  id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  namespace text not null,
  original_name text not null,
  key text not null unique,
  expires_at timestamptz not null,
  total_bytes bigint,
  received bigint not null default 0,
  completed_at timestamptz,
  created_at timestamptz not null default now()
);
create index media_uploads_expires on media_uploads (expires_at);

create table photos (
  id uuid primary key,
  brand_key text not null,
  archive text not null,
  key text not null unique,
  original_name text not null,
  mime text not null,
  width integer not null,
  height integer not null,
  size bigint not null,
  credit text,
  source text,
  previews jsonb not null default '[]'::jsonb,
  metadata jsonb not null default '{}'::jsonb,
  search_text text not null default '',
  is_legacy boolean not null default false,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index photos_brand_created on photos (brand_key, archive, created_at desc);
create index photos_search on photos using gin (search_text gin_trgm_ops);

create table image_source_categories (
  id text primary key,
  title text not null
);
create table image_sources (
  id text primary key,
  title text not null,
  category_id text not null references image_source_categories(id)
);
insert into image_source_categories (id, title) values
  ('agences', 'Agences de presse'),
  ('banques', 'Banques d''images'),
  ('interne', 'Production interne');
insert into image_sources (id, title, category_id) values
  ('afp', 'AFP', 'agences'),
  ('reuters', 'Reuters', 'agences'),
  ('ap', 'Associated Press', 'agences'),
  ('abaca', 'Abacapress', 'agences'),
  ('getty', 'Getty Images', 'banques'),
  ('istock', 'iStock', 'banques'),
  ('unsplash', 'Unsplash', 'banques'),
  ('pixabay', 'Pixabay', 'banques'),
  ('redaction', 'Rédaction', 'interne'),
  ('dr', 'DR', 'interne');
