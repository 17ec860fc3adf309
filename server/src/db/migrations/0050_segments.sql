-- Push segments (spec 001 §3, §4): per-brand saved audience queries for iOS, Android and the web
-- (editorial alert). A new segment is active and Published; deleting only sets active to false.
create table segments (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  brand_key text not null,
  active boolean not null default true,
  status text not null default 'Published' check (status in ('Published', 'Draft')),
  device text,
  ios jsonb,
  android jsonb,
  editorial_alert jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index segments_brand_title on segments (brand_key, title) where active;
