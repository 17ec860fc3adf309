// Which print system the server talks to (issue 36): the one place that chooses. A print API
// configured (BACKOFFICE_PRINT_API_URL) is used through its adapter; without one, the server's own
// print tables (fed by `npm run print:import`).
import type { Database } from '../db/database';
import { httpPrintSystemFromEnv } from './httpPrintSystem';
import { LocalPrintSystem } from './localPrintSystem';
import type { PrintSystem } from './printSystem';

export function printSystemFromEnv(
  env: NodeJS.ProcessEnv,
  db: Database,
  now: () => Date = () => new Date(),
): PrintSystem {
  return httpPrintSystemFromEnv(env) ?? new LocalPrintSystem(db, now);
}
