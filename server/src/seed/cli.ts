// `npm run seed -- --demo` (users, catalogue, recipes, 2,000 articles, cards, orphan pages and
// pushes) or `npm run seed -- --articles N` (catalogue and N articles, for benchmarks).
// Idempotent: stable ids, existing rows kept.
// Database: DATABASE_URL (PostgreSQL) or the embedded PGlite in BACKOFFICE_DATA_DIR (the same
// default folder as `npm run server`). Demo password: BACKOFFICE_DEMO_PASSWORD, else printed.
import { prepareDatabase } from '../app';
import { defaultDataDir } from '../config';
import { openDatabase } from '../db/database';
import { DEMO_USERS, seedCatalogue, seedUsers } from './catalogue';
import { seedArticles } from './articles';
import { seedRecipes } from './recipes';
import { seedDemoContent } from './demoContent';
import { seedDemoPictures } from './demoImages';
import { demoMediaOrigin } from './demoMediaOrigin';
import { attachDemoPictures } from './demoPictureLinks';
import { refreshDemoPublications } from './demoPublications';
import { mediaServiceFromEnv } from '../media/mediaFromEnv';
import { seedDemoSegments } from './demoSegments';

const DEMO_ARTICLES = 2000;
const DEFAULT_DEMO_PASSWORD = 'demo-backoffice';

export interface SeedOptions {
  demo: boolean;
  articles: number;
}

export function parseSeedArgs(argv: readonly string[]): SeedOptions {
  const demo = argv.includes('--demo');
  const at = argv.indexOf('--articles');
  const raw = at >= 0 ? argv[at + 1] : undefined;
  const articles = raw !== undefined ? Number(raw) : demo ? DEMO_ARTICLES : NaN;
  if (!Number.isInteger(articles) || articles < 0 || articles > 2_000_000) {
    throw new Error('Usage : npm run seed -- --demo | --articles <nombre> (entre 0 et 2 000 000)');
  }
  return { demo, articles };
}

async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL?.trim();
  const dataDir = url ? undefined : process.env.BACKOFFICE_DATA_DIR?.trim() || defaultDataDir();
  const handle = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({
        kind: 'pglite',
        dataDir: dataDir!,
        // A new folder starts from the migrated empty database, as the app's does (no initdb).
        template: process.env.BACKOFFICE_DB_TEMPLATE?.trim() || undefined,
      });
  const started = Date.now();
  try {
    await prepareDatabase(handle);
    const now = new Date();
    const password = process.env.BACKOFFICE_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
    const userIds = await seedUsers(handle.db, password, now);
    const catalogue = await seedCatalogue(handle.db, userIds, now);
    const recipes = await seedRecipes(handle.db, now);
    // The photos go where the server that will serve them keeps its media (folder or S3).
    const media = mediaServiceFromEnv(handle.db, dataDir);
    media.setPublicUrl(await demoMediaOrigin(dataDir));
    const photos = await seedDemoPictures(
      media,
      catalogue.brands.map((b) => b.brandKey),
      userIds[0]!,
    );
    const inserted = await seedArticles(
      handle.db,
      catalogue,
      options.articles,
      now,
      (done) => {
        if (done % 10_000 === 0) console.log(`… ${done} articles`);
      },
      photos.pictures,
    );
    const fresh = await refreshDemoPublications(handle.db, catalogue, options.articles, now);
    const demo = options.demo ? await seedDemoContent(handle.db, catalogue, now) : null;
    await attachDemoPictures(handle.db, catalogue, photos.pictures);
    console.log(
      `Publications récentes : ${fresh} articles publiés aujourd'hui et les 6 jours précédents.`,
    );
    console.log(
      `Photos de démonstration : ${photos.added} ajoutées, servies par ${media.publicUrl}/media/files/.`,
    );
    const segments = options.demo ? await seedDemoSegments(handle.db, now) : 0;
    console.log(
      `Seed terminé (${handle.kind}) en ${((Date.now() - started) / 1000).toFixed(1)} s : ${inserted} articles ajoutés, ${options.articles} attendus ; ${recipes} recettes de démonstration.`,
    );
    if (demo) {
      console.log(
        `Démonstration : ${demo.cards} encarts, ${demo.orphanPages} pages orphelines et ${demo.pushes} push ajoutés.`,
      );
      console.log(
        `Push : ${segments} segments ajoutés ; au démarrage, le serveur enverra les push Android et les newsletters flash à ses services de démonstration locaux tant que BACKOFFICE_FCM_SERVICE_ACCOUNT et BACKOFFICE_NEWSLETTER_URL ne sont pas définis (aucun téléphone ni abonné ne les reçoit).`,
      );
      console.log(
        `Comptes de démonstration (mot de passe : ${process.env.BACKOFFICE_DEMO_PASSWORD ? 'BACKOFFICE_DEMO_PASSWORD' : DEFAULT_DEMO_PASSWORD}) :`,
      );
      for (const u of DEMO_USERS)
        console.log(`  ${u.email}  (${u.role}${u.isSuperAdmin ? ', super-admin' : ''})`);
    }
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
