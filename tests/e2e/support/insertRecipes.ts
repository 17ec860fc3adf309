// Inserts recipes into a stopped server's PGlite data folder, as the external recipe editor would
// write them (this app only reads recipes): `tsx tests/e2e/support/insertRecipes.ts <server data
// folder> '<JSON list of RecipeInsert>'`. The folder's server must be stopped (one process per
// data folder); e2e specs stop the seeded host's API, run this, and start it again.
import { openDatabase } from '../../../server/src/db/database';
import { insertRecipes, type RecipeInsert } from '../../../server/src/services/recipes/recipes';

async function main(): Promise<void> {
  const [dataDir, json] = process.argv.slice(2);
  if (!dataDir || !json) throw new Error('usage: insertRecipes.ts <dataDir> <json>');
  const recipes = (JSON.parse(json) as (RecipeInsert & { publishedAt?: string | null })[]).map(
    (r) => ({ ...r, publishedAt: r.publishedAt ? new Date(r.publishedAt) : null }),
  );
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const ids = await insertRecipes(handle.db, recipes);
    process.stdout.write(JSON.stringify(ids));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
