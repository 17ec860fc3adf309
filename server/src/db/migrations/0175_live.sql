-- Issue 39, a live newsroom. `live_events` is the catch-up log of the subscription channel: each
-- change is inserted in the transaction that makes it, with `pg_notify('live_events', id)`, so
-- every server process on the database (LISTEN) fans it out only once it is committed, and an app
-- that reconnects replays what it missed from its last cursor (the id). Rows older than
-- LIMITS.live.eventRetentionMs are swept. Ids, brand and who only: never content.
create table if not exists live_events (
  id bigserial primary key,
  brand_key text not null,
  content_type text not null,
  content_id text not null,
  action text not null,
  version integer,
  status text,
  actor_id uuid,
  actor_name text,
  lock_expires_at timestamptz,
  at timestamptz not null default now()
);
create index if not exists live_events_at on live_events (at);

-- Who has what open: one row per app window and content, kept alive by a lease that main renews
-- (LIMITS.live.presenceLeaseMs); a closed stream, a leave or a lapsed lease removes it.
create table if not exists presence (
  instance_id uuid not null,
  window_id text not null,
  brand_key text not null,
  content_type text not null,
  content_id text not null,
  user_id uuid not null references users (id) on delete cascade,
  mode text not null check (mode in ('viewing', 'editing')),
  since timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (instance_id, window_id, content_type, content_id)
);
create index if not exists presence_content on presence (brand_key, content_type, content_id);
create index if not exists presence_expires on presence (expires_at);
