// `npm run bench -- aiLinks` (issue 34 "Figures"): internal-link suggestions for a 2,000-word
// article over 100,000 published articles of its brand on PostgreSQL (TEST_DATABASE_URL's server,
// a fresh database; PGlite in memory when it does not answer, said in the name), p95 < 300 ms
// excluding the provider: the OpenAI stand-in answers with zero latency (its loopback round trip,
// about a millisecond, stays in the figure). The request is the editor's: suggestInternalLinks over
// HTTP — key terms, full-text search of the brand's articles (first page of 100, newest first),
// the local recipe catalogue (1,000 recipes), the gateway's structured call, placing the anchors.
// Kept apart from ai.ts (the gateway and stream rows, another branch's).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAiGateway } from '../../../server/src/ai/aiFromEnv';
import { createApp, prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import { answers, startOpenAiStandIn } from '../../support/openAiStandIn';
import { percentile, type BenchResult } from '../run';

const ARTICLES = 100_000;
const RECIPES = 1_000;
const ROUNDS = Number(process.env.BENCH_AI_LINKS_ROUNDS ?? 40);
const WARMUP = 5;

const WORDS = (
  'gratin dauphinois tarte pommes raclette fromage soupe fraises salade poulet rôti légumes ' +
  'chocolat gâteau crème brûlée quiche lorraine lasagnes saumon fumé risotto champignons ' +
  'cuisine recette dessert entrée apéritif vacances voyage plage montagne jardin santé sommeil ' +
  'sport course marche yoga beauté cheveux maquillage mode printemps automne hiver été famille ' +
  'enfants école rentrée budget économies logement maison déco cuisine bricolage animaux chien ' +
  'chat cinéma série musique concert livre roman actrice chanteur people mariage naissance ' +
  'divorce interview portrait témoignage astuce conseil méthode secret tendance'
).split(' ');

async function postgresUrl(): Promise<string | null> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `ai_links_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** 100,000 published articles (and videos) of CAC, titles and ~40-word bodies from WORDS. */
async function seed(handle: DatabaseHandle): Promise<void> {
  const words = sql`${`{${WORDS.join(',')}}`}::text[]`;
  const n = WORDS.length;
  await handle.db.execute(sql`
    insert into articles (brand_key, format, status, title, slug, canonical, body_text, published_at)
    select 'CAC', case when i % 10 = 0 then 'Video' else 'Rich' end, 'Published',
      initcap(w[1 + i % ${n}]) || ' ' || w[1 + (i / 7) % ${n}] || ' et ' || w[1 + (i / 13) % ${n}],
      'article-' || i, 'https://www.cuisineactuelle.fr/article-' || i,
      (select string_agg(w[1 + ((i * 31 + k * k * 17) % ${n})], ' ') from generate_series(1, 40) k),
      timestamptz '2026-11-01' - i * interval '1 minute'
    from generate_series(1, ${ARTICLES}) i, (select ${words} as w) v`);
  await handle.db.execute(sql`
    insert into recipes (brand_key, status, title, slug, published_at)
    select 'CAC', 'Published', initcap(w[1 + i % ${n}]) || ' ' || w[1 + (i / 5) % ${n}], 'recette-' || i,
      timestamptz '2026-11-01' - i * interval '1 hour'
    from generate_series(1, ${RECIPES}) i, (select ${words} as w) v`);
  await handle.db.execute(sql`analyze articles`);
  await handle.db.execute(sql`analyze recipes`);
}

/** A 2,000-word body of 40 paragraphs of 50 words. */
function longBody(): { type: 'doc'; content: unknown[] } {
  const paragraphs = Array.from({ length: 40 }, (_, p) => ({
    type: 'paragraph',
    content: [
      {
        type: 'text',
        text:
          Array.from({ length: 50 }, (_, k) => WORDS[(p * 53 + k * 7) % WORDS.length]).join(' ') +
          '.',
      },
    ],
  }));
  return { type: 'doc', content: paragraphs };
}

export async function run(): Promise<BenchResult[]> {
  const url = await postgresUrl();
  const handle = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite' });
  const backend = url ? 'PostgreSQL' : 'PGlite';
  const standIn = await startOpenAiStandIn({ latencyMs: 0 });
  try {
    await prepareDatabase(handle);
    const seedStart = performance.now();
    await seed(handle);
    console.log(`  seeded ${ARTICLES} articles in ${Math.round(performance.now() - seedStart)} ms`);
    const ai = createAiGateway(
      {
        baseUrl: standIn.url,
        apiKey: 'bench',
        model: 'bench',
        imageModel: null,
        tokenField: 'max_completion_tokens',
        timeoutMs: 10_000,
        userPerMinute: 100_000,
        brandDailyTokens: 1_000_000_000,
        allowLoopback: true,
      },
      { db: handle.db, log: () => {} },
    );
    const app = createApp({ handle, ai, recipeRecommender: null });
    const server = await listen(app, { port: 0 });
    const password = `bench-${randomBytes(6).toString('hex')}`;
    await createSuperAdmin(handle.db, { email: 'bench@example.test', password, name: 'Banc' });
    const post = async (
      name: string,
      query: string,
      variables: Record<string, unknown>,
      token?: string,
    ) => {
      const response = await fetch(`${server.url}/graphql?${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables, operationName: name }),
      });
      const body = (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: unknown[];
      };
      if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const login = (await post(
      'login',
      'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: 'bench@example.test', p: password },
    )) as { login: { token: string } };
    const token = login.login.token;
    const query = `query suggestInternalLinks($title: String!, $body: JSON!, $brandKey: String!) {
      suggestInternalLinks(title: $title, body: $body, brandKey: $brandKey) { id anchorText block start label } }`;
    const body = longBody();
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      // The model picks three of the candidates, on words of the body.
      standIn.script(
        answers.json({
          links: [
            { id: '1', anchorText: WORDS[7] },
            { id: '50', anchorText: WORDS[14] },
            { id: '101', anchorText: WORDS[21] },
          ],
        }),
      );
      const start = performance.now();
      const data = (await post(
        'suggestInternalLinks',
        query,
        {
          title: `Menu de fête : ${WORDS[(i * 3) % WORDS.length]} et ${WORDS[(i * 5 + 1) % WORDS.length]}`,
          body,
          brandKey: 'CAC',
        },
        token,
      )) as { suggestInternalLinks: unknown[] };
      if (i >= WARMUP) times.push(performance.now() - start);
      found = data.suggestInternalLinks.length;
    }
    console.log(`  ${found} links placed per answer`);
    await server.close();
    return [
      {
        name: `ai: internal-link suggestions, 2,000 words over ${ARTICLES.toLocaleString('en')} articles (${backend}, provider excluded)`,
        unit: 'ms',
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        target: 300,
      },
    ];
  } finally {
    await standIn.close();
    await handle.close();
    if (url) await dropDatabase(url);
  }
}
