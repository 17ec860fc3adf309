-- Correction sessions (issue 33): the spell-check session of one user on one piece of content
-- (an article or a live post), in the database so every server process serves it. One per
-- (content, user): starting again replaces it. `state` is the session of
-- common/correction/types.ts (texts, hashes, errors; duplicate links are recomputed, not stored);
-- `version` grows with every change.
create table correction_sessions (
  id uuid primary key,
  content_kind text not null,
  content_id uuid not null,
  user_id uuid not null references users(id) on delete cascade,
  brand_key text not null,
  state jsonb not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index correction_sessions_content_user
  on correction_sessions (content_kind, content_id, user_id);
create index correction_sessions_updated on correction_sessions (updated_at);
