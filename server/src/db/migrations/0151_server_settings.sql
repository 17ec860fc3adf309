-- Settings a server reads from its database rather than its environment: what a seed decided for
-- the data it wrote. Today one key, 'demoPushService' (server/src/services/pushes/demoFcm.ts): the
-- demo data turns on the server's local stand-in of FCM, so a push can be seen going out.
create table server_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
