-- Pages (categories, channels, events, guides) become editable (issue 17): a version for stale
-- saves, a lock expiry like articles, the ordered sections (Board, Url, People, Text) stored with
-- the page as one JSON list (they are always read and written whole, with the page), and one
-- history snapshot per save.
alter table categories add column version int not null default 1;
alter table categories add column lock_expires_at timestamptz;
alter table categories add column sections jsonb not null default '[]'::jsonb;
alter table categories add column creator_id uuid references users(id) on delete set null;

-- The page list: children of one page in one format, by title; the top of a format's tree.
create index categories_parent_format on categories (parent_id, format, title);

create table category_histories (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references categories(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  snapshot jsonb not null
);
create index category_histories_category on category_histories (category_id, created_at desc);
