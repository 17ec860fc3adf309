// `npm run bench -- ai-processes` (issue 35): the slideshow AI processes' figures
// (tests/bench/support/slideshowAiBench.ts says what is measured and the targets).
import type { BenchResult } from '../run';
import { runSlideshowAiBench } from '../support/slideshowAiBench';

export async function run(): Promise<BenchResult[]> {
  return runSlideshowAiBench();
}
