-- Print and web together (issue 36; spec 000 §3 "Print workflow", "Board card"). The print system
-- is another product: these tables are the server's own copy of it, fed by `npm run print:import`
-- (server/src/print/importFormat.ts documents the exchange format) and written by createSubject
-- and updateAssignment, used when no print system API is configured (server/src/print/). Ids are
-- the print system's (text, as a machine tag topicassignment:id={assignmentId} carries them).
-- Brand scope: a publication belongs to a brand; everything below it is that brand's.

create table print_publications (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  brand_key text not null,
  title text not null
);
create index print_publications_brand on print_publications (brand_key, title);

create table print_issues (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  publication_id text not null references print_publications(id) on delete cascade,
  title text not null,
  -- the newsstand date: issues are offered newest first
  published_on date
);
create index print_issues_publication on print_issues (publication_id, published_on desc nulls last);

create table print_headings (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  issue_id text not null references print_issues(id) on delete cascade,
  title text not null,
  position integer not null default 0
);
create index print_headings_issue on print_headings (issue_id, position);

-- The editorial units (services) a subject belongs to, per brand.
create table print_units (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  brand_key text not null,
  title text not null
);
create index print_units_brand on print_units (brand_key, title);

create table print_subjects (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  title text not null,
  unit_id text references print_units(id) on delete set null,
  created_at timestamptz not null default now()
);

-- One assignment per subject: the subject placed in a heading of an issue.
create table print_assignments (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  subject_id text not null unique references print_subjects(id) on delete cascade,
  heading_id text not null references print_headings(id) on delete cascade,
  -- denormalised from heading → issue → publication: the brand and issue every read is scoped by
  brand_key text not null,
  issue_id text not null references print_issues(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index print_assignments_brand on print_assignments (brand_key, created_at desc);
-- « Duplication impossible, un sujet intitulé "{title}" existe déjà sur le print »: a subject
-- title is unique within an issue (case and surrounding spaces ignored); see print_subject_titles.
create table print_subject_titles (
  issue_id text not null references print_issues(id) on delete cascade,
  title_key text not null,
  subject_id text not null references print_subjects(id) on delete cascade,
  primary key (issue_id, title_key)
);
-- title_key is common/domain/printWorkflow.ts printSubjectTitleKey (the dialog's search reads it too)
create index print_subject_titles_search on print_subject_titles using gin (title_key gin_trgm_ops);

create table raw_articles (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  assignment_id text unique references print_assignments(id) on delete set null,
  brand_key text not null
);

create table raw_article_versions (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  raw_article_id text not null references raw_articles(id) on delete cascade,
  title text,
  lead text,
  -- print markup: common/richtext/printBody.ts
  body text,
  signature text,
  status text not null check (status in
    ('Correcting', 'Correction', 'Editing', 'Mockup', 'Validating', 'Validation')),
  created_at timestamptz not null default now(),
  -- the print system's editor: a user of the back-office when the version was made here
  editor_id text,
  editor_name text,
  editor_avatar_url text,
  user_id uuid references users(id) on delete set null
);
create index raw_article_versions_article on raw_article_versions (raw_article_id, created_at desc);

-- The web article made from a print version for a brand (createArticleFromPrintVersion): asked
-- again, the route opens it instead of making a second one.
create table print_web_copies (
  version_id text not null references raw_article_versions(id) on delete cascade,
  brand_key text not null,
  article_id uuid not null references articles(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (version_id, brand_key)
);

-- spec 000 §3 "Board card": the newsroom's planning board; `/:brandKey/article/:cardId` opens a
-- new article prefilled from one. Imported with the print data.
create table board_cards (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  brand_key text not null,
  title text not null,
  author_ids jsonb not null default '[]',
  user_id uuid references users(id) on delete set null,
  category_id uuid references categories(id) on delete set null,
  publication_date timestamptz
);

-- spec 000 §2 "signature complement": the byline's complement of a web article (a print
-- signature lands here).
alter table articles add column signature_complement text;
