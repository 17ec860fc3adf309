-- Videos (issue 32): the video of a Video article on its host (Dailymotion or the server's own),
-- and the own host's uploads. One row per article: attaching another video replaces it.
create table videos (
  article_id uuid primary key references articles(id) on delete cascade,
  brand_key text not null,
  host text not null,
  host_video_id text not null,
  state text not null default 'Processing',
  error text,
  duration double precision,
  width integer,
  height integer,
  video_codec text,
  audio_codec text,
  poster_url text,
  player_url text,
  geoblocking jsonb not null default '{"mode":"Everywhere","countries":[]}'::jsonb,
  updated_at timestamptz not null default now()
);
create index videos_host_video on videos (host, host_video_id);

-- The own host's uploads (server/src/video/OwnVideoHost.ts): one signed, single-use URL each. The
-- progress answer reads this row, so it survives a restart and any server process answers it.
create table video_uploads (
  id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  brand_key text not null,
  state text not null default 'pending',
  received bigint not null default 0,
  size bigint not null default 0,
  error text,
  object_key text,
  poster_key text,
  probe jsonb,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index video_uploads_user_created on video_uploads (user_id, created_at);
