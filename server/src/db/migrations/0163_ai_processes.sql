-- AI processes (issue 35): long work a journalist starts and follows (spec 000 §3). Each row is
-- one process; its job in `jobs` has the row's id as key, so the work is never done twice into
-- two contents, and the row says where it stands after a restart.

-- The good-deal prompts, in order (spec 000 §3 "good-deal prompt (promptOrder, prompt)"), edited
-- by super-admins. The transparency clause every good-deal article ends with is the server
-- setting 'goodDealTransparencyClause' (server_settings, 0151).
create table good_deal_prompts (
  id serial primary key,
  prompt_order integer not null unique,
  prompt text not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references users(id) on delete set null
);

insert into good_deal_prompts (prompt_order, prompt) values
(1, 'Tu es journaliste au service « bons plans » d''un magazine français. À partir de la fiche produit ci-dessous, écris un article de bon plan en français : un titre informatif (le produit et son prix), un chapô de deux phrases, puis trois à cinq paragraphes.'),
(2, 'Reste factuel : n''invente ni caractéristique, ni prix, ni date de fin d''offre qui ne figurent pas dans la fiche. Cite le marchand. Pas d''emoji, pas de superlatifs creux.'),
(3, 'Donne des intertitres courts quand l''article dépasse trois paragraphes. Réponds en JSON : {"title": "…", "lead": "…", "sections": [{"heading": "…" ou null, "paragraphs": ["…"]}]}.');

insert into server_settings (key, value) values
('goodDealTransparencyClause',
 '"Cet article a été rédigé avec l''aide d''une intelligence artificielle puis relu par la rédaction. Les prix indiqués sont ceux constatés au moment de la rédaction et peuvent évoluer."'::jsonb)
on conflict (key) do nothing;

-- spec 000 §3 "Good-deal AI process": status null while running, then SUCCESS or ERROR.
create table good_deal_processes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  brand_key text not null,
  product_url text not null,
  product_title text,
  status text check (status in ('SUCCESS', 'ERROR')),
  error text,
  article_id uuid references articles(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index good_deal_processes_user on good_deal_processes (user_id, created_at desc);

-- spec 000 §3 "OpenAI (slideshow) process". kind: generate (a 'Création', with a subject),
-- complete and describe (an 'Edition' of an existing slideshow, article_id set from the start).
create table ai_slideshow_processes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  brand_key text not null,
  kind text not null check (kind in ('generate', 'complete', 'describe')),
  article_id uuid references articles(id) on delete set null,
  slideshow_subject text,
  search_query text,
  recipe_number integer not null,
  recipe_ids jsonb not null default '[]',
  excluded_ingredients jsonb not null default '[]',
  status text not null default 'RUNNING' check (status in ('RUNNING', 'SUCCESS', 'ERROR')),
  error_msg text,
  generated_title text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ai_slideshow_processes_user on ai_slideshow_processes (user_id, brand_key, created_at desc);
-- One running completion or rewrite per slideshow: a second one is refused while the first runs.
create unique index ai_slideshow_processes_running on ai_slideshow_processes (article_id)
  where status = 'RUNNING' and kind in ('complete', 'describe');
