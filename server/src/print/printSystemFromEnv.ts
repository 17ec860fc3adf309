// Which print system the server talks to (issue 36): the one place that chooses. Without a print
// API configured, the server's own print tables (fed by `npm run print:import`).
import type { Database } from '../db/database';
import { LocalPrintSystem } from './localPrintSystem';
import type { PrintSystem } from './printSystem';

export function printSystemFromEnv(
  _env: NodeJS.ProcessEnv,
  db: Database,
  now: () => Date = () => new Date(),
): PrintSystem {
  return new LocalPrintSystem(db, now);
}
