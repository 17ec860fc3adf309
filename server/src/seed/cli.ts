// `npm run seed -- --demo` (users, catalogue, recipes, 2,000 articles, cards, orphan pages and
// pushes) or `npm run seed -- --articles N` (catalogue and N articles, for benchmarks).
// Idempotent: stable ids, existing rows kept.
// Database: DATABASE_URL (PostgreSQL) or the embedded PGlite in BACKOFFICE_DATA_DIR (the same
// default folder as `npm run server`). Demo password: BACKOFFICE_DEMO_PASSWORD, else printed.
import { prepareDatabase } from '../app';
import { defaultDataDir } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { mediaServiceFromEnv } from '../media/mediaFromEnv';
import { DEMO_USERS } from './catalogue';
import { demoMediaOrigin } from './demoMediaOrigin';
import {
  DEFAULT_DEMO_PASSWORD,
  DEMO_ARTICLES,
  demoPassword,
  runSeed,
  type SeedOptions,
} from './runSeed';

export type { SeedOptions } from './runSeed';

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

/** The database the server's tools write (seed, print import): DATABASE_URL or the PGlite folder. */
export async function openToolDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ handle: DatabaseHandle; dataDir: string | undefined }> {
  const url = env.DATABASE_URL?.trim();
  const dataDir = url ? undefined : env.BACKOFFICE_DATA_DIR?.trim() || defaultDataDir(env);
  const handle = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({
        kind: 'pglite',
        dataDir: dataDir!,
        // A new folder starts from the migrated empty database, as the app's does (no initdb).
        template: env.BACKOFFICE_DB_TEMPLATE?.trim() || undefined,
      });
  return { handle, dataDir };
}

async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2));
  const { handle, dataDir } = await openToolDatabase();
  const started = Date.now();
  try {
    await prepareDatabase(handle);
    // The photos go where the server that will serve them keeps its media (folder or S3).
    const media = mediaServiceFromEnv(handle.db, dataDir);
    media.setPublicUrl(await demoMediaOrigin(dataDir));
    const summary = await runSeed(handle.db, options, {
      media,
      password: demoPassword(),
      progress: (done) => {
        if (done % 10_000 === 0) console.log(`… ${done} articles`);
      },
    });
    const { demo } = summary;
    console.log(
      `Publications récentes : ${summary.freshPublications} articles publiés aujourd'hui et les 6 jours précédents.`,
    );
    console.log(
      `Photos de démonstration : ${summary.picturesAdded} ajoutées, servies par ${media.publicUrl}/media/files/.`,
    );
    console.log(
      `Seed terminé (${handle.kind}) en ${((Date.now() - started) / 1000).toFixed(1)} s : ${summary.articlesAdded} articles ajoutés, ${options.articles} attendus ; ${summary.recipes} recettes de démonstration.`,
    );
    if (demo) {
      console.log(
        `Démonstration : ${demo.cards} encarts, ${demo.orphanPages} pages orphelines et ${demo.pushes} push ajoutés.`,
      );
      console.log(
        `Push : ${summary.segments} segments ajoutés ; au démarrage, le serveur enverra les push Android et les newsletters flash à ses services de démonstration locaux tant que BACKOFFICE_FCM_SERVICE_ACCOUNT et BACKOFFICE_NEWSLETTER_URL ne sont pas définis (aucun téléphone ni abonné ne les reçoit).`,
      );
      if (summary.print)
        console.log(
          `Print : ${summary.print.publications} magazines, ${summary.print.subjects} sujets et ${summary.print.boardCards} cartes du chemin de fer importés (resources/demo/print-magazine.json).`,
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
