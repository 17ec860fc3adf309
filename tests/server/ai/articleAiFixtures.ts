// What the translation and internal-link tests share: the API with a gateway over the OpenAI
// stand-in, articles written straight in SQL (published ones, with a canonical URL, indexed for
// full-text search by the table's trigger), and a ContextualSearch stand-in speaking its protocol.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { RichTextDoc, RichTextNode } from '../../../common/richtext';
import { createAiGateway } from '../../../server/src/ai/aiFromEnv';
import {
  ContextualSearchClient,
  type RecipeRecommender,
} from '../../../server/src/ai/recipeRecommender';
import type { Database } from '../../../server/src/db/database';
import type { OpenAiStandIn } from '../../support/openAiStandIn';
import type { TestBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { FakeClock, standInConfig } from './aiFixtures';

export const t = (text: string, marks?: RichTextNode['marks']): RichTextNode =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };
export const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
export const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });

export interface AiServerOptions {
  /** No gateway at all: the « not configured » state. */
  withoutAi?: boolean;
  recipeRecommender?: RecipeRecommender;
}

export function startAiServer(
  backend: TestBackend,
  standIn: OpenAiStandIn,
  options: AiServerOptions = {},
): Promise<TestServer> {
  const clock = new FakeClock(new Date('2026-11-26T12:00:00Z'));
  return startTestServer({
    backend,
    ai: options.withoutAi
      ? undefined
      : (db) => createAiGateway(standInConfig(standIn), { db, now: clock.now, log: () => {} }),
    recipeRecommender: options.recipeRecommender,
  });
}

export interface ArticleRow {
  brandKey: string;
  title: string;
  format?: 'Rich' | 'Video' | 'Slideshow';
  status?: string;
  canonical?: string | null;
  slug?: string | null;
  bodyText?: string;
  lead?: RichTextDoc | null;
  body?: RichTextDoc | null;
  publishedAt?: Date | null;
}

/** One article in SQL (the trigger computes its full search vector); its id. */
export async function insertArticle(db: Database, a: ArticleRow): Promise<string> {
  const result = (await db.execute(sql`
    insert into articles (brand_key, format, status, title, slug, canonical, lead, body, body_text, published_at)
    values (${a.brandKey}, ${a.format ?? 'Rich'}, ${a.status ?? 'Published'}, ${a.title},
            ${a.slug ?? null}, ${a.canonical === undefined ? `https://www.example.fr/${encodeURIComponent(a.title)}` : a.canonical},
            ${a.lead ? JSON.stringify(a.lead) : null}::jsonb, ${a.body ? JSON.stringify(a.body) : null}::jsonb,
            ${a.bodyText ?? ''}, ${(a.publishedAt ?? new Date('2026-11-01T09:00:00Z')).toISOString()}::timestamptz)
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

export interface ContextualSearchStandIn {
  url: string;
  requests: { apiKey: string | undefined; body: Record<string, unknown> }[];
  /** The ids it answers (best first), or a status to fail with. */
  answer: string[] | number;
  client(): ContextualSearchClient;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** ContextualSearch on loopback: POST JSON in, `{ matchs: [{ id }] }` out. */
export async function startContextualSearchStandIn(): Promise<ContextualSearchStandIn> {
  const state: ContextualSearchStandIn = {
    url: '',
    requests: [],
    answer: [],
    client: () =>
      new ContextualSearchClient(
        { url: state.url, apiKey: 'cle-reco' },
        { isForbidden: () => false },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void bodyOf(request).then((text) => {
      state.requests.push({
        apiKey: request.headers['x-api-key'] as string | undefined,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      if (typeof state.answer === 'number') {
        response.writeHead(state.answer).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ matchs: state.answer.map((id, i) => ({ id, score: 1 - i / 100 })) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  return state;
}
