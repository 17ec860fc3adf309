-- AI (issue 34). Prompts are data (spec 000 §3): one per field for every brand (brand_key null),
-- a brand's own overriding it; edited by super-admins. The defaults below are French, one per
-- suggestion kind (common/domain/aiSuggestions.ts), translation and internal links; the answer's
-- shape (a « titles » array) is asked by the JSON schema, not by the prompt alone.
create table ai_prompts (
  id serial primary key,
  field text not null,
  brand_key text,
  label text not null,
  body text not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references users(id) on delete set null
);
create unique index ai_prompts_default on ai_prompts (field) where brand_key is null;
create unique index ai_prompts_brand on ai_prompts (field, brand_key) where brand_key is not null;

-- Tokens each brand spent per day (Europe/Paris), from the provider's `usage`: the daily budget
-- every server process shares.
create table ai_token_usage (
  brand_key text not null,
  day date not null,
  tokens bigint not null default 0,
  calls integer not null default 0,
  primary key (brand_key, day)
);

insert into ai_prompts (field, label, body) values
('Title', 'Titre',
 'Tu es secrétaire de rédaction d''un magazine français. Propose {count} titres accrocheurs, exacts et différents pour l''article ci-dessous, en français, sans guillemets ni emoji. En mode reformulation, reformule le titre donné sans en changer le sens. Réponds en JSON : {"titles": [...]}.'),
('DiscoverTitle', 'Titre Discover',
 'Tu rédiges des titres pour Google Discover. Propose {count} titres en français de 50 à 90 caractères, sans emoji, qui donnent envie de lire sans tromper le lecteur, pour l''article ci-dessous. Réponds en JSON : {"titles": [...]}.'),
('Head', 'Titre partenaire',
 'Propose {count} titres courts (60 caractères au plus) en français pour présenter l''article ci-dessous chez nos partenaires, sans emoji. Réponds en JSON : {"titles": [...]}.'),
('Clickbait', 'Titre secondaire',
 'Propose {count} titres secondaires en français, plus incitatifs que le titre principal mais fidèles à l''article ci-dessous, sans emoji. Réponds en JSON : {"titles": [...]}.'),
('Body', 'Chapô',
 'Propose {count} chapôs en français (deux ou trois phrases) qui résument l''article ci-dessous et donnent envie de le lire. Réponds en JSON : {"titles": [...]}, un chapô par élément.'),
('translate', 'Traduction',
 'Traduis en {lang} les textes JSON ci-dessous, article de magazine, en gardant le ton, les noms propres et la structure : ne traduis que les valeurs « text », garde les clés et l''ordre. Réponds avec le même JSON.'),
('internalLinks', 'Liens internes',
 'Parmi les contenus de la marque listés ci-dessous, choisis ceux qui méritent un lien depuis l''article, et pour chacun les mots exacts de l''article où poser le lien. Réponds en JSON.');
