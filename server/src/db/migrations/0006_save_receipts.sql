-- A save sent again after its answer was lost (the connection dropped, the app was killed) must
-- not be applied twice nor refused as a conflict with itself. The desktop app sends each queued
-- save with an `Idempotency-Key` header; the save's transaction records the key with the version
-- it produced, and a save arriving with a recorded key gets the article back without any write.
-- Keys are per user; receipts older than 30 days are deleted (services/content/saveReceipts.ts).
create table save_receipts (
  user_id uuid not null references users(id) on delete cascade,
  key text not null,
  article_id uuid not null references articles(id) on delete cascade,
  version integer not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index save_receipts_created on save_receipts (created_at);
