-- Accounts and brands (spec 000 §1 and §3, 001 §3 and §6). Mirrored by ../schema/accounts.ts.

create table brands (
  key text primary key,
  name text not null,
  language text not null default 'fr'
);

create table users (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  created_at timestamptz not null default now(),
  avatar_url text,
  google_id text,
  -- null = no password sign-in (e.g. an account that only signs in through Google).
  password_hash text,
  is_super_admin boolean not null default false,
  -- true = works for every brand (spec 000 §1); otherwise brand_keys lists them.
  all_brands boolean not null default true,
  brand_keys text[] not null default '{}'
);
create unique index users_email_lower_key on users (lower(email));

create table roles (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  created_at timestamptz not null default now()
);
create unique index roles_slug_lower_key on roles (lower(slug));

-- Ordered: position 0 is the user's first ("main") role, the one the admin form edits.
create table user_roles (
  user_id uuid not null references users(id) on delete cascade,
  role_id uuid not null references roles(id) on delete cascade,
  position integer not null default 0,
  primary key (user_id, role_id)
);
create index user_roles_role_idx on user_roles (role_id);

create table google_groups (
  id uuid primary key default gen_random_uuid(),
  group_title text not null,
  role_id uuid references roles(id) on delete set null,
  created_at timestamptz not null default now()
);

-- Only the SHA-256 of each bearer token is stored.
create table sessions (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);
