-- Cards (encarts), orphan pages and live posts (spec 000 §3, §4; 001 §5, §9). Issue 19.
-- Services query these tables with parameterised SQL (server/src/services/{cards,orphanPages,lives}).

create table cards (
  id uuid primary key default gen_random_uuid(),
  brand_key text not null,
  title text not null,
  secondary_title text,
  description text,
  url text not null,
  label text not null,
  status text not null default 'Published' check (status in ('Published', 'Archived')),
  media jsonb,
  body jsonb,
  version int not null default 1,
  locked_by uuid references users(id) on delete set null,
  locked_at timestamptz,
  lock_expires_at timestamptz,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The list reads one brand's cards of one status, newest first (up to 10,000).
create index cards_brand_status on cards (brand_key, status, updated_at desc);

create table card_categories (
  card_id uuid not null references cards(id) on delete cascade,
  category_id uuid not null references categories(id) on delete cascade,
  position int not null,
  primary key (card_id, category_id)
);
create index card_categories_category on card_categories (category_id);

create table card_tags (
  card_id uuid not null references cards(id) on delete cascade,
  tag_id uuid not null references tags(id) on delete cascade,
  position int not null,
  primary key (card_id, tag_id)
);
create index card_tags_tag on card_tags (tag_id);

create table orphan_pages (
  id uuid primary key default gen_random_uuid(),
  brand_key text not null,
  uri text not null,
  title text not null default '',
  content text not null default '',
  metas text[] not null default '{}',
  is_cmp_enabled boolean not null default true,
  is_ads_enabled boolean not null default true,
  is_full_screen boolean not null default false,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  edited_at timestamptz,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One URL per brand: a second page on the same URL is refused (001 §5).
create unique index orphan_pages_brand_uri on orphan_pages (brand_key, uri);
create index orphan_pages_brand_status on orphan_pages (brand_key, status, updated_at desc);

create table live_posts (
  id uuid primary key default gen_random_uuid(),
  live_id uuid not null references lives(id) on delete cascade,
  title text,
  body jsonb not null,
  published_at timestamptz not null default now(),
  version int not null default 1,
  created_by uuid references users(id) on delete set null,
  updated_at timestamptz not null default now(),
  -- The journalist editing the post (menu 'Modifier/Verrouiller'), until the lapse.
  editing_by uuid references users(id) on delete set null,
  editing_expires_at timestamptz
);
create index live_posts_live on live_posts (live_id, published_at desc);
-- Colleagues poll the live for changes: the newest change of a live is read from here.
alter table lives add column updated_at timestamptz not null default now();
