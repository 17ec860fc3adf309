-- The receipts of 0006 for every other content the app's outbox saves (pages, cards, orphan pages,
-- live posts): a save sent again after its answer was lost must neither create a second page or
-- post nor be refused as a conflict with itself. One row per (user, key), written in the save's
-- own transaction (services/content/saveOnce.ts); older than 30 days, deleted.
create table content_save_receipts (
  user_id uuid not null references users(id) on delete cascade,
  key text not null,
  kind text not null,
  content_id uuid not null,
  version integer not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index content_save_receipts_created on content_save_receipts (created_at);
