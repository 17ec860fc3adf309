// `npm run bench -- correction` (issue 33, « Figures »): the local French engine on a fixed corpus
// of three ~2,000-word articles with planted mistakes (tests/bench/fixtures/correction).
// - session start, warm (Grammalecte running, words seen before): check() p50/p95, target < 1 s;
// - session start, first check of each article (no suggestion cached): informative;
// - spelling alone (spell(), as-you-type underlining): target < 100 ms; and of ~11,600 words;
// - checker RSS: a host doing nothing else (Node + worker + Grammalecte and its pool), < 150 MB;
// - quality: recall of the planted mistakes (%) and false alarms per 1,000 words.
// Knob: BENCH_CORRECTION_RUNS (10 warm checks per article).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { CorrectionSegment } from '../../../common/correction/types';
import { createLocalFrenchEngine, type LocalFrenchEngine } from '../../../engines/correction';
import { loadCorpus, quality, type BenchArticle, type Quality } from '../support/correctionCorpus';
import { percentile, type BenchResult } from '../run';

const RUNS = Number(process.env.BENCH_CORRECTION_RUNS ?? 10);
const ROOT = join(__dirname, '..', '..', '..');

function result(name: string, unit: string, samples: number[], target: number | null): BenchResult {
  return { name, unit, p50: percentile(samples, 50), p95: percentile(samples, 95), target };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

function report(article: BenchArticle, q: Quality): void {
  console.log(
    `  ${article.id}: ${article.words} words, ${q.found}/${q.planted} planted found, ${q.falseAlarms.length} false alarms`,
  );
  for (const missed of q.missed)
    console.log(`    missed ${missed.kind}: « ${missed.wrong} » (${missed.phrase})`);
  for (const alarm of q.falseAlarms) {
    const text = article.segments.find((s) => s.key === alarm.location.segment)?.text ?? '';
    const wrong = text.slice(alarm.location.start, alarm.location.start + alarm.location.length);
    console.log(
      `    false alarm ${alarm.type} ${alarm.rule}: « ${wrong} » → ${alarm.corrections.join(' | ')}`,
    );
  }
}

async function measureQuality(
  engine: LocalFrenchEngine,
  corpus: BenchArticle[],
): Promise<{ firstChecks: number[]; recall: number; alarmsPerThousand: number }> {
  const firstChecks: number[] = [];
  let found = 0;
  let planted = 0;
  let alarms = 0;
  for (const article of corpus) {
    const { ms, value } = await timed(() => engine.check(article.segments));
    firstChecks.push(ms);
    const q = quality(article, value);
    report(article, q);
    found += q.found;
    planted += q.planted;
    alarms += q.falseAlarms.length;
  }
  const words = corpus.reduce((sum, a) => sum + a.words, 0);
  return {
    firstChecks,
    recall: (100 * found) / planted,
    alarmsPerThousand: (1000 * alarms) / words,
  };
}

interface CheckerMemory {
  hostBeforeMb: number;
  hostMb: number;
  hostPeakMb: number;
  grammalecteRssMb: number;
  grammalectePssMb: number;
  grammalecteProcesses: number;
}

function checkerMemory(): CheckerMemory {
  const out = execFileSync('npx', ['tsx', join(ROOT, 'tests/bench/support/correctionRss.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as CheckerMemory;
}

/** The article as if edited (a mark at the end of each text): no paragraph seen before. */
function unseen(article: BenchArticle, run: number): CorrectionSegment[] {
  return article.segments.map((s) => ({ key: s.key, text: `${s.text} [${run}]` }));
}

export async function run(): Promise<BenchResult[]> {
  const corpus = loadCorpus();
  const engine = await createLocalFrenchEngine({ log: (m) => console.log(`  ${m}`) });
  const fresh: number[] = [];
  const again: number[] = [];
  const spelling: number[] = [];
  const longSpelling: number[] = [];
  const oneEdit: number[] = [];
  try {
    // Starts Grammalecte and loads the dictionary: not a session start of a running app.
    await engine.check([{ key: 'title', text: 'Le dictionnaire est chargé.' }]);
    if (!engine.grammarChecked)
      throw new Error('Grammalecte is needed for this bench (.ci/run installs it)');
    const q = await measureQuality(engine, corpus);
    for (let i = 1; i <= RUNS; i++) {
      for (const article of corpus) {
        fresh.push((await timed(() => engine.check(unseen(article, i)))).ms);
        again.push((await timed(() => engine.check(article.segments))).ms);
        // Texts the check above did not see: the worker remembers checked paragraphs.
        spelling.push((await timed(() => engine.spell(unseen(article, -i)))).ms);
      }
    }
    // As-you-type underlining of a long article: every paragraph new, then one paragraph edited
    // (the worker remembers the paragraphs it checked).
    const twice = [...corpus, ...corpus];
    const words = twice.reduce((sum, a) => sum + a.words, 0);
    for (let i = 1; i <= RUNS; i++) {
      const long = twice.flatMap((a, n) => unseen(a, i * 10 + n));
      longSpelling.push((await timed(() => engine.spell(long))).ms);
      const edited = long.map((s, n) => (n === 5 ? { ...s, text: `${s.text} Fin.` } : s));
      oneEdit.push((await timed(() => engine.spell(edited))).ms);
    }
    console.log(`  long text: ${words} words`);
    const memory = checkerMemory();
    console.log(`  checker memory: ${JSON.stringify(memory)}`);
    const checker = memory.hostMb - memory.hostBeforeMb + memory.grammalectePssMb;
    return [
      result(
        'correction: session start, 2,000-word article, warm engine (spelling + grammar)',
        'ms',
        fresh,
        1000,
      ),
      result(
        'correction: session start again on the same article (paragraphs remembered)',
        'ms',
        again,
        null,
      ),
      result(
        'correction: first check of each article (no cached suggestion)',
        'ms',
        q.firstChecks,
        null,
      ),
      result('correction: spelling alone, 2,000-word article', 'ms', spelling, 100),
      result('correction: spelling alone, ~11,600 words, all new', 'ms', longSpelling, null),
      result(
        'correction: spelling alone, ~11,600 words, one paragraph edited',
        'ms',
        oneEdit,
        null,
      ),
      result(
        'correction: checker memory (worker RSS growth + Grammalecte PSS)',
        'MB',
        [checker],
        150,
      ),
      result('correction: recall of planted mistakes', '%', [q.recall], null),
      result('correction: false alarms', 'per 1000 words', [q.alarmsPerThousand], null),
    ];
  } finally {
    await engine.close();
  }
}
