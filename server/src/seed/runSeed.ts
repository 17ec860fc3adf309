// What `npm run seed` does to a database, shared by its CLI and by the desktop app's first launch
// (« Charger les données de démonstration » over the embedded server's channel: the seed must run
// inside the server process, PGlite serving one process per data folder). Idempotent.
import type { DemoAccount } from '../../../common/embedded/firstLaunchProtocol';
import type { Database } from '../db/database';
import { seedArticles } from './articles';
import { DEMO_USERS, seedCatalogue, seedUsers } from './catalogue';
import { seedDemoContent } from './demoContent';
import { seedRecipes } from './recipes';

export const DEMO_ARTICLES = 2000;
export const DEFAULT_DEMO_PASSWORD = 'demo-backoffice';

export interface SeedOptions {
  demo: boolean;
  articles: number;
}

export interface SeedSummary {
  articlesAdded: number;
  recipes: number;
  demo: Awaited<ReturnType<typeof seedDemoContent>> | null;
  password: string;
  accounts: DemoAccount[];
}

/** The demo password: BACKOFFICE_DEMO_PASSWORD, else the documented default. */
export function demoPassword(env: NodeJS.ProcessEnv = process.env): string {
  return env.BACKOFFICE_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
}

export async function runSeed(
  db: Database,
  options: SeedOptions,
  {
    now = new Date(),
    password = demoPassword(),
    progress = () => {},
  }: { now?: Date; password?: string; progress?: (articlesDone: number) => void } = {},
): Promise<SeedSummary> {
  const userIds = await seedUsers(db, password, now);
  const catalogue = await seedCatalogue(db, userIds, now);
  const recipes = await seedRecipes(db, now);
  const articlesAdded = await seedArticles(db, catalogue, options.articles, now, progress);
  const demo = options.demo ? await seedDemoContent(db, catalogue, now) : null;
  return {
    articlesAdded,
    recipes,
    demo,
    password,
    accounts: DEMO_USERS.map(({ email, name, role, isSuperAdmin }) => ({
      email,
      name,
      role,
      isSuperAdmin,
    })),
  };
}
