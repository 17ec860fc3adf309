// `npm run print:import -- <file.json>`: imports a print exchange file (importFormat.ts) into the
// database `npm run seed` writes (DATABASE_URL, else the PGlite folder of BACKOFFICE_DATA_DIR or
// of the app's BACKOFFICE_APP_DATA_DIR). A bad file is refused whole, every problem listed.
import { readFileSync } from 'node:fs';
import { prepareDatabase } from '../app';
import { openToolDatabase } from '../seed/cli';
import { importPrint } from './importPrint';

async function main(): Promise<void> {
  const path = process.argv[2];
  if (!path) throw new Error('Usage : npm run print:import -- <fichier.json>');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(
      `Lecture impossible de ${path} : ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const { handle } = await openToolDatabase();
  try {
    await prepareDatabase(handle);
    const s = await importPrint(handle.db, json);
    console.log(
      `Import print terminé (${handle.kind}) : ${s.publications} magazines, ${s.issues} numéros, ${s.headings} rubriques, ${s.units} services, ${s.subjects} sujets, ${s.versions} versions, ${s.boardCards} cartes du chemin de fer.`,
    );
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
