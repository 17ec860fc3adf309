-- Sign-in attempts per e-mail address and per source (auth/loginThrottle.ts, rate-limiter-flexible's
-- store interface): one row per key, counted by one atomic upsert, so concurrent attempts and
-- several server processes on one PostgreSQL share the same count. Expired rows are deleted a few
-- at a time; nothing clears the table as a whole.
create table login_throttle (
  key text primary key,
  points integer not null,
  expire timestamptz
);
create index login_throttle_expire on login_throttle (expire);
