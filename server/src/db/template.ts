// Builds the embedded database template: an empty PGlite database with every migration applied,
// dumped as a gzip tarball that openDatabase loads into a new data folder instead of running
// initdb there. `npm run build` writes it to out/main/embedded-db.tar.gz; the app passes its path
// to the embedded server as BACKOFFICE_DB_TEMPLATE. Migrations added later still run on top.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './database';
import { migrate } from './migrate';

export async function buildDatabaseTemplate(outFile: string): Promise<number> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate({
      runScript: async (sql) => {
        await client.exec(sql);
      },
    });
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(outFile, bytes);
    return bytes.length;
  } finally {
    await client.close();
  }
}

if (require.main === module) {
  const out = process.argv[2];
  if (!out) {
    console.error('Usage : tsx server/src/db/template.ts <fichier.tar.gz>');
    process.exit(2);
  }
  buildDatabaseTemplate(out).then(
    (size) => console.error(`Base intégrée modèle : ${out} (${Math.round(size / 1024)} ko)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
