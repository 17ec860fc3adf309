-- A durable job queue (server/src/jobs/jobQueue.ts), mobile pushes and web alerts (spec 000 §3–§4,
-- 001 §5), the subscriptions they are delivered to, and newsletter flash history.

-- One row per job. A worker claims due rows with FOR UPDATE SKIP LOCKED (so two processes on one
-- PostgreSQL never claim the same row), holds them for a lease, and records the outcome. A row
-- whose lease ran out while 'running' (its process died) is claimed again.
create table jobs (
  id bigserial primary key,
  kind text not null,
  -- A caller's own key: enqueueing the same (kind, key) twice keeps one job.
  key text,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  run_at timestamptz not null default now(),
  attempts int not null default 0,
  max_attempts int not null default 5,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  result jsonb,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (kind, key)
);
create index jobs_due on jobs (run_at) where status in ('queued', 'running');

-- One row per platform; the platforms chosen together share group_id (cancelling one cancels all).
create table pushes (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null,
  brand_key text not null,
  title text not null,
  body text not null,
  media jsonb,
  target_device text not null check (target_device in ('android', 'ios', 'ea')),
  article_id uuid references articles(id) on delete set null,
  user_id uuid references users(id) on delete set null,
  user_name text not null default '',
  scheduled_at timestamptz not null,
  sent_at timestamptz,
  is_cancelled boolean not null default false,
  -- scheduled → sending → sent | failed; scheduled → cancelled.
  state text not null default 'scheduled'
    check (state in ('scheduled', 'sending', 'sent', 'failed', 'cancelled')),
  -- Smart segment types (NEW, ONE_TIME, ENGAGED, DORMANT, IMPORTED).
  segments jsonb not null default '[]'::jsonb,
  -- The brand segments chosen: { segmentIds, segmentNames, query } for this platform.
  targeting jsonb not null default '{}'::jsonb,
  outcome text,
  created_at timestamptz not null default now()
);
create index pushes_brand_scheduled on pushes (brand_key, scheduled_at desc);
create index pushes_scheduled on pushes (scheduled_at desc);
create index pushes_article on pushes (article_id, created_at desc);
create index pushes_group on pushes (group_id);

-- Devices and browsers that receive pushes: an APNs device token (ios) or a Web Push subscription
-- (ea: endpoint + p256dh/auth keys). Android goes to FCM topics and needs none.
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  brand_key text not null,
  platform text not null check (platform in ('ios', 'ea')),
  token text not null,
  keys jsonb,
  created_at timestamptz not null default now(),
  unique (platform, token)
);
create index push_subscriptions_brand on push_subscriptions (brand_key, platform);

-- The article's flash history (0002) also says who sent which subject.
alter table newsletter_flash_sender_histories
  add column user_id uuid references users(id) on delete set null,
  add column subject text;
