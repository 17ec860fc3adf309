// `npm run bench [-- <part>...]`: runs benchmark parts (tests/bench/parts/<part>.ts, each exporting
// `run(): Promise<BenchResult[]>`), prints a table and merges results into tests/bench/results.json.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
// The server part runs the API in this process: load graphql-js as a server run does (parts are
// imported below, after this line).
import '../../server/src/productionMode';
import { join } from 'node:path';

export interface BenchResult {
  name: string;
  unit: string;
  p50: number;
  p95: number;
  /** Upper bound the p95 must stay under (same unit), or null when informative only. */
  target: number | null;
}

const partsDir = join(__dirname, 'parts');
const resultsFile = join(__dirname, 'results.json');

async function main(): Promise<void> {
  const available = existsSync(partsDir)
    ? readdirSync(partsDir)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => f.replace(/\.ts$/, ''))
    : [];
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !available.includes(w));
  if (unknown.length) {
    console.error(
      `Unknown bench part(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`,
    );
    process.exit(2);
  }
  const parts = wanted.length ? wanted : available;
  const previous: BenchResult[] = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResult[])
    : [];
  const fresh: BenchResult[] = [];
  for (const part of parts) {
    const mod = (await import(join(partsDir, `${part}.ts`))) as {
      run: () => Promise<BenchResult[]>;
    };
    console.log(`\n▶ ${part}`);
    fresh.push(...(await mod.run()));
  }
  const names = new Set(fresh.map((r) => r.name));
  const merged = [...previous.filter((r) => !names.has(r.name)), ...fresh];
  writeFileSync(resultsFile, JSON.stringify(merged, null, 2) + '\n');
  console.table(
    fresh.map((r) => ({
      name: r.name,
      unit: r.unit,
      p50: round(r.p50),
      p95: round(r.p95),
      target: r.target ?? '—',
      ok: r.target === null ? '' : r.p95 <= r.target ? 'yes' : 'NO',
    })),
  );
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Percentile of a sample (nearest rank). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
