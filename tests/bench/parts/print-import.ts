// `npm run bench -- print-import` (issue 36): the print system's server side, called in process (no
// HTTP), on a fresh PostgreSQL database (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test
// when it answers; else PGlite in memory, said in the names):
// - import of an exchange file of BENCH_PRINT_SUBJECTS (default 5,000) subjects with a raw
//   article each, over 50 issues (informative: one transaction, every reference checked);
// - the duplication dialog's subject search (`assignments` with `subjectTitle_contains`, first 20,
//   trigram index over the title keys): p95 < 100 ms;
// - createSubject (title unique per issue): p95 < 100 ms.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { prepareDatabase } from '../../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { importPrint } from '../../../server/src/print/importPrint';
import { LocalPrintSystem } from '../../../server/src/print/localPrintSystem';
import { percentile, type BenchResult } from '../run';

const SUBJECTS = Number(process.env.BENCH_PRINT_SUBJECTS ?? 5_000);
const RUNS = Number(process.env.BENCH_PRINT_RUNS ?? 40);
const ISSUES = 50;
const WORDS = ['séries', 'hiver', 'polar', 'cinéma', 'volcan', 'noël', 'enquête', 'glacier'];
const TARGETS = { search: 100, createSubject: 100 } as const;

async function open(): Promise<{
  handle: DatabaseHandle;
  backend: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return {
      handle: await openDatabase({ kind: 'pglite' }),
      backend: 'pglite',
      drop: async () => {},
    };
  }
  const name = `print_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    backend: 'postgres',
    drop: async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name}`);
      await a.end();
    },
  };
}

function benchFile() {
  const issues = Array.from({ length: ISSUES }, (_, i) => ({
    id: `b-i${i}`,
    title: `Numéro ${i}`,
    publishedOn: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
    headings: [{ id: `b-h${i}`, title: 'Rubrique' }],
  }));
  const subjects = Array.from({ length: SUBJECTS }, (_, i) => ({
    id: `b-s${i}`,
    title: `Sujet ${i} : ${WORDS[i % WORDS.length]} et ${WORDS[(i * 7) % WORDS.length]}`,
    heading: `b-h${i % ISSUES}`,
    assignment: `b-a${i}`,
    rawArticle: {
      id: `b-r${i}`,
      versions: [
        {
          id: `b-v${i}`,
          title: `Sujet ${i}`,
          body: '<p>Un texte.</p>',
          status: 'Editing' as const,
          createdAt: '2026-11-01T08:00:00.000Z',
        },
      ],
    },
  }));
  return {
    publications: [{ id: 'b-mag', brandKey: 'TEL', title: 'Magazine', issues }],
    units: [],
    subjects,
    boardCards: [],
  };
}

async function timed(runs: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function run(): Promise<BenchResult[]> {
  const { handle, backend, drop } = await open();
  try {
    await prepareDatabase(handle);
    const started = performance.now();
    await importPrint(handle.db, benchFile());
    const importSeconds = (performance.now() - started) / 1000;
    const print = new LocalPrintSystem(handle.db);
    // One warm-up of each, not counted.
    await print.assignments({ brandKey: 'TEL', subjectTitleContains: 'x', first: 20, skip: 0 });
    const search = await timed(RUNS, (i) =>
      print.assignments({
        brandKey: 'TEL',
        subjectTitleContains: WORDS[i % WORDS.length]!.toUpperCase(),
        first: 20,
        skip: 0,
      }),
    );
    const create = await timed(RUNS, (i) =>
      print.createSubject({
        title: `Nouveau sujet ${i}`,
        headingId: `b-h${i % ISSUES}`,
        unitId: null,
      }),
    );
    const of = (name: string, unit: string, s: number[], target: number | null): BenchResult => ({
      name: `print-import: ${name} (${backend})`,
      unit,
      p50: percentile(s, 50),
      p95: percentile(s, 95),
      target,
    });
    return [
      of(`import of ${SUBJECTS} subjects`, 's', [importSeconds], null),
      of(`subject search among ${SUBJECTS}`, 'ms', search, TARGETS.search),
      of('createSubject', 'ms', create, TARGETS.createSubject),
    ];
  } finally {
    await handle.close();
    await drop();
  }
}
