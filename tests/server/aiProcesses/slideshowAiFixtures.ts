// What the slideshow AI process tests share: a server whose gateway speaks to the OpenAI stand-in,
// the job worker the server processes run (driven here with tick()/drain(), never by time), a
// brand's recipe catalogue, and the GraphQL documents of the screen.
import { eq, sql } from 'drizzle-orm';
import type { AiConfig } from '../../../server/src/ai/aiConfig';
import type { AiGateway } from '../../../server/src/ai/AiGateway';
import { createAiGateway } from '../../../server/src/ai/aiFromEnv';
import type { RecipeRecommender } from '../../../server/src/ai/recipeRecommender';
import type { AiProcessDeps } from '../../../server/src/aiProcesses/deps';
import { aiProcessJobHandlers } from '../../../server/src/aiProcesses/jobs';
import type { Database } from '../../../server/src/db/database';
import { articles } from '../../../server/src/db/schema/content';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { insertRecipes, type RecipeInsert } from '../../../server/src/services/recipes/recipes';
import { recipe } from './slideshowAiDocuments';
import type { OpenAiStandIn } from '../../support/openAiStandIn';
import { standInConfig } from '../ai/aiFixtures';
import type { TestBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';

export * from './slideshowAiDocuments';

export interface SlideshowAiServer {
  server: TestServer;
  deps: AiProcessDeps;
  /** The job worker of a server process (tick()/drain()). */
  worker: JobWorker;
  queue: JobQueue;
  close(): Promise<void>;
}

export interface SlideshowAiOptions {
  withoutAi?: boolean;
  recipeRecommender?: RecipeRecommender;
  config?: Partial<AiConfig>;
}

export async function startSlideshowAiServer(
  backend: TestBackend,
  standIn: OpenAiStandIn,
  options: SlideshowAiOptions = {},
): Promise<SlideshowAiServer> {
  let gateway: AiGateway | undefined;
  const server = await startTestServer({
    backend,
    ai: options.withoutAi
      ? undefined
      : (db) => {
          // No waiting between the gateway's retries: the tests never sleep.
          gateway = createAiGateway(standInConfig(standIn, options.config), {
            db,
            log: () => {},
            sleep: () => Promise.resolve(),
          });
          return gateway;
        },
    recipeRecommender: options.recipeRecommender,
  });
  const db = server.handle.db;
  const deps: AiProcessDeps = {
    db,
    ai: gateway ?? createAiGateway(null, { db }),
    recipeRecommender: options.recipeRecommender,
    providers: { push: {} },
    log: () => {},
  };
  const queue = new JobQueue(db);
  const worker = new JobWorker(queue, aiProcessJobHandlers(deps));
  return { server, deps, worker, queue, close: () => server.close() };
}

/** The catalogue the tests search: five CAC gratins and soups, a draft, another brand's. */
export type RecipeIds = Record<
  'dauphinois' | 'courgettes' | 'savoyard' | 'chouFleur' | 'potiron' | 'draft' | 'other',
  string
>;

export async function seedRecipes(db: Database): Promise<RecipeIds> {
  const rows: [string, RecipeInsert][] = [
    ['dauphinois', recipe('CAC', 'Gratin dauphinois', ['pommes de terre', 'crème', 'ail'])],
    [
      'courgettes',
      recipe('CAC', 'Gratin de courgettes', ['courgettes', 'Crème fraîche', 'gruyère']),
    ],
    ['savoyard', recipe('CAC', 'Gratin savoyard', ['pommes de terre', 'reblochon', 'lardons'])],
    ['chouFleur', recipe('CAC', 'Gratin de chou-fleur', ['chou-fleur', 'creme', 'gruyère'])],
    ['potiron', recipe('CAC', 'Soupe de potiron', ['potiron', 'oignon'])],
    ['draft', recipe('CAC', 'Gratin en brouillon', ['ail'], { status: 'Draft' })],
    ['other', recipe('FAC', 'Gratin de FAC', ['ail'])],
  ];
  const ids = await insertRecipes(
    db,
    rows.map(([, r]) => r),
  );
  return Object.fromEntries(rows.map(([name], i) => [name, ids[i]!])) as RecipeIds;
}

export async function slideshowRow(db: Database, id: string) {
  const [row] = await db
    .select({
      status: articles.status,
      format: articles.format,
      title: articles.title,
      version: articles.version,
      body: articles.body,
      lead: articles.lead,
      lockedBy: articles.lockedBy,
    })
    .from(articles)
    .where(eq(articles.id, id));
  return row!;
}

export async function slideshowCount(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from articles where format = 'Slideshow'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}
