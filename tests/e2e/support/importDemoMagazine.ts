// Imports the demo print magazines (resources/demo/print-magazine.json) into a stopped server's
// PGlite data folder: `tsx tests/e2e/support/importDemoMagazine.ts <server data folder>`. A host
// seeded with `--demo` has them already; one seeded with `--articles N` gets them this way (its
// catalogue holds the demo authors and categories the board cards name). Prints the summary.
import { openDatabase } from '../../../server/src/db/database';
import { importDemoMagazine } from '../../../server/src/print/demoMagazine';

async function main(): Promise<void> {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: importDemoMagazine.ts <dataDir>');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    process.stdout.write(JSON.stringify(await importDemoMagazine(handle.db)));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
