// `npm run bench -- drafts` (issue 13 "Figures"): what main pays for offline drafts.
// - autosave of a 1 MB draft while 10, 100 and 500 other drafts are stored (DraftStore.put: JSON,
//   temp file, fsync, rename) — p95 < 15 ms and flat in the number of drafts;
// - reading the drafts at start with 500 stored (DraftStore.open) — < 100 ms;
// - opening an article from the read cache offline (ReadCache.read of a 100 KB answer among 300)
//   — < 200 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DraftStore } from '../../../main/drafts/DraftStore';
import { ReadCache } from '../../../main/drafts/ReadCache';
import type { BenchResult } from '../run';
import { percentile } from '../run';

const MB_BODY = 'Le conseil municipal a voté le budget. '.repeat(26_000); // ≈ 1 MB
const SMALL_BODY = 'Brouillon. '.repeat(1_800); // ≈ 20 KB

async function timed(times: number, run: () => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

function result(name: string, samples: number[], target: number | null): BenchResult {
  return { name, unit: 'ms', p50: percentile(samples, 50), p95: percentile(samples, 95), target };
}

export async function run(): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'bench-drafts-'));
  const results: BenchResult[] = [];
  try {
    const folder = join(root, 'drafts');
    const store = await DraftStore.open(folder);
    let stored = 0;
    for (const others of [10, 100, 500]) {
      for (; stored < others; stored += 1)
        await store.put(`TEL:other${stored}`, { title: `Autre ${stored}`, body: SMALL_BODY }, 1);
      let revision = 0;
      const samples = await timed(40, async () => {
        revision += 1;
        await store.put('TEL:big', { title: `Révision ${revision}`, body: MB_BODY }, 1);
      });
      results.push(result(`drafts: autosave 1 MB draft, ${others} others stored`, samples, 15));
    }
    const opening = await timed(10, async () => {
      await DraftStore.open(folder);
    });
    results.push(result('drafts: read drafts at start (501 stored)', opening, 100));

    const cache = await ReadCache.open(join(root, 'cache'));
    const scope = 'http://127.0.0.1:4000\nuser-1';
    const article = (id: string) => ({
      operationName: 'ArticleEditor',
      query: 'query ArticleEditor($id: ID!) { article(where: { id: $id }) { id } }',
      variables: { id },
    });
    for (let i = 0; i < 300; i += 1)
      await cache.store(scope, article(String(i)), {
        data: { article: { id: String(i), title: `Article ${i}`, body: SMALL_BODY.repeat(5) } },
      });
    const reads = await timed(50, async () => {
      const copy = await cache.read(scope, article(String(Math.floor(Math.random() * 300))));
      if (!copy) throw new Error('read cache miss');
    });
    results.push(result('drafts: open an article from the read cache offline', reads, 200));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return results;
}
