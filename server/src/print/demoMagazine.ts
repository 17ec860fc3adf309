// The demo magazines (resources/demo/print-magazine.json): TEL's « Télé-Loisirs » and GEO's
// « GEO », imported by the demo seed and by the end-to-end tests. Bundled with the server, so the
// packaged app's demo loader finds it without a path. Idempotent: an import upserts by id.
import demoMagazine from '../../../resources/demo/print-magazine.json';
import type { Database } from '../db/database';
import { importPrint, type PrintImportSummary } from './importPrint';

export function importDemoMagazine(db: Database): Promise<PrintImportSummary> {
  return importPrint(db, demoMagazine);
}
