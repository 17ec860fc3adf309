// What `npm run seed` does to a database, shared by its CLI and by the desktop app's first launch
// (« Charger les données de démonstration » over the embedded server's channel: the seed must run
// inside the server process, PGlite serving one process per data folder). Idempotent.
import type { DemoAccount } from '../../../common/embedded/firstLaunchProtocol';
import type { Database } from '../db/database';
import type { MediaService } from '../media/MediaService';
import { importDemoMagazine } from '../print/demoMagazine';
import type { PrintImportSummary } from '../print/importPrint';
import { seedArticles } from './articles';
import { DEMO_USERS, seedCatalogue, seedUsers } from './catalogue';
import { seedDemoContent } from './demoContent';
import { seedDemoPictures } from './demoImages';
import { attachDemoPictures } from './demoPictureLinks';
import { refreshDemoPublications } from './demoPublications';
import { seedDemoSegments } from './demoSegments';
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
  /** Push segments added (demo only). */
  segments: number;
  /** The demo print magazines imported (demo only; print/demoMagazine.ts). */
  print: PrintImportSummary | null;
  /** Published articles moved to today and the 6 days before. */
  freshPublications: number;
  /** Demo photos drawn into the media store this time. */
  picturesAdded: number;
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
    media,
    now = new Date(),
    password = demoPassword(),
    progress = () => {},
  }: {
    /** The media service of the server that will serve the demo photos (its public URL set); without one, photos point at a placeholder host. */
    media?: MediaService;
    now?: Date;
    password?: string;
    progress?: (articlesDone: number) => void;
  },
): Promise<SeedSummary> {
  const userIds = await seedUsers(db, password, now);
  const catalogue = await seedCatalogue(db, userIds, now);
  const recipes = await seedRecipes(db, now);
  const photos = media
    ? await seedDemoPictures(
        media,
        catalogue.brands.map((b) => b.brandKey),
        userIds[0]!,
      )
    : { pictures: undefined, added: 0 };
  const articlesAdded = await seedArticles(
    db,
    catalogue,
    options.articles,
    now,
    progress,
    photos.pictures,
  );
  const freshPublications = await refreshDemoPublications(db, catalogue, options.articles, now);
  const demo = options.demo ? await seedDemoContent(db, catalogue, now) : null;
  if (photos.pictures) await attachDemoPictures(db, catalogue, photos.pictures);
  const segments = options.demo ? await seedDemoSegments(db, now) : 0;
  // The print magazines reference the demo authors, users and categories seeded above.
  const print = options.demo ? await importDemoMagazine(db) : null;
  return {
    articlesAdded,
    recipes,
    demo,
    segments,
    print,
    freshPublications,
    picturesAdded: photos.added,
    password,
    accounts: DEMO_USERS.map(({ email, name, role, isSuperAdmin }) => ({
      email,
      name,
      role,
      isSuperAdmin,
    })),
  };
}
