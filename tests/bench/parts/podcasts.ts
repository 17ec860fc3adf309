// `npm run bench -- podcasts` (issue 37): the picker's feeds.
//   - a 500-episode feed parsed by the renderer's parser (podcastFeed.ts, feedsmith): p95 < 100 ms,
//     after a few warm-up parses (the first one pays the JIT);
//   - a 12 MB feed asked through main's client from the local stand-in: refused (informative: the
//     time until it is refused, the cap met while reading, the answer being streamed unsized).
// Knob: BENCH_PODCAST_RUNS (samples per figure, default 30).
import { MESSAGES } from '../../../common/domain/messages';
import { PodcastClient } from '../../../main/podcasts/PodcastClient';
import { parsePodcastFeed } from '../../../renderer/src/mediaKit/podcastFeed';
import { podcastFeedXml, startPodcastStandIn } from '../../support/podcastStandIn';
import { percentile, type BenchResult } from '../run';

const RUNS = Number(process.env.BENCH_PODCAST_RUNS ?? 30);
const WARM_UP = 15;

export async function run(): Promise<BenchResult[]> {
  const xml = podcastFeedXml('La télé du grenier', 500);
  const parses: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const start = performance.now();
    const feed = parsePodcastFeed(xml);
    const took = performance.now() - start;
    if ('error' in feed || feed.episodes.length !== 500)
      throw new Error('the 500-episode feed was not read whole');
    if (i >= WARM_UP) parses.push(took);
  }

  const standIn = await startPodcastStandIn();
  const refusals: number[] = [];
  try {
    const client = new PodcastClient(() => ({ url: standIn.url, key: null, allowLoopback: true }));
    for (let i = 0; i < Math.min(RUNS, 10); i++) {
      const start = performance.now();
      const answer = await client.feed(`${standIn.url}/feeds/huge.xml`);
      refusals.push(performance.now() - start);
      if (answer.ok || answer.message !== MESSAGES.podcastFeedTooLarge)
        throw new Error('the 12 MB feed was not refused');
    }
  } finally {
    await standIn.close();
  }
  return [
    {
      name: 'podcasts: 500-episode feed parsed',
      unit: 'ms',
      p50: percentile(parses, 50),
      p95: percentile(parses, 95),
      target: 100,
    },
    {
      name: 'podcasts: 12 MB feed refused (time to refusal)',
      unit: 'ms',
      p50: percentile(refusals, 50),
      p95: percentile(refusals, 95),
      target: null,
    },
  ];
}
