-- Settings a server reads from its database rather than its environment: what a seed decided for
-- the data it wrote. Today one key, 'demoPushService' (server/src/services/pushes/demoServices.ts):
-- the demo data turns on the server's local stand-ins of FCM and of the newsletter tool, so that a
-- push and a newsletter flash can be seen going out.
create table server_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
