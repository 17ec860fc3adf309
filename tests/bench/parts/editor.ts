// `npm run bench -- editor`: the body editor in Chromium (the e2e harness, real RichTextEditor) on
// 10,000- and 100,000-word bodies with 200 elements. Per keystroke, measured in the page:
// - keystroke-to-paint: from the key event's timestamp to a task posted from the next animation
//   frame (which runs after that frame is painted);
// - transaction: EditorState.applyTransaction + EditorView.updateState;
// - plugin time: EditorState.applyTransaction alone (every plugin's state apply, filter and append).
// The keystroke-to-paint task runs once the main thread has produced the frame showing the character
// (style, layout, paint, commit); raster and display happen after it on other threads. As a
// cross-check, the browser's own Event Timing (keydown to presentation, 8 ms resolution, reported
// only from 16 ms) is printed: how many keystrokes took 16 ms or more, and their p95 when over 5 %.
// The load average is printed with each size: on a shared machine, figures mean little without it.
//
// Frames: at 60 Hz a keystroke waits for the next frame, 0 to 16.7 ms, whatever the page does: a
// bare contenteditable (one line, no script) measured the same way has a p95 of ~19 ms here, above
// the 16 ms target by itself. So the target applies to Chromium run with
// --disable-frame-rate-limit, where a frame is produced as soon as the page needs one: the figure
// is then what the editor and the browser's rendering cost. The 60 Hz figures and the bare
// contenteditable's (the floor no editor can go under at 60 Hz) are reported next to it.
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH, startHarness } from '../../e2e/editor/harnessServer';
import { percentile, type BenchResult } from '../run';

const KEYSTROKES = 150;

interface Samples {
  paint: number[];
  /** Event Timing durations of keydown interactions reported (only those of 16 ms or more). */
  presented: number[];
  transaction: number[];
  plugins: number[];
}

/** Records keystroke-to-paint and Event Timing samples of keystrokes on `target` (see above); also used by the media part. */
export function instrument(target: HTMLElement) {
  const samples = {
    paint: [] as number[],
    presented: [] as number[],
    transaction: [] as number[],
    plugins: [] as number[],
  };
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      if (entry.name === 'keydown' && entry.interactionId) samples.presented.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  target.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => samples.paint.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  return samples;
}

export async function typeKeystrokes(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.type(i % 12 === 11 ? ' ' : 'abcdefghijk'[i % 11]!);
    await page.waitForTimeout(25);
  }
  await page.waitForTimeout(300);
}

/** The floor: the same keystrokes in a one-line contenteditable with no script of its own. */
async function measureBare(page: Page): Promise<number[]> {
  await page.setContent('<div contenteditable style="font: 16px sans-serif; width: 600px">x</div>');
  await page.evaluate((source) => {
    const target = document.querySelector<HTMLElement>('[contenteditable]')!;
    (window as unknown as { samples: Samples }).samples = (0, eval)(source)(target) as Samples;
    target.focus();
  }, `(${instrument.toString()})`);
  await typeKeystrokes(page);
  return page.evaluate(() => (window as unknown as { samples: Samples }).samples.paint);
}

async function measure(page: Page, words: number, spelling = false): Promise<Samples> {
  await page.evaluate(
    ({ w, spelling }) => window.harness.mount('body', window.harness.bigDoc(w, 200), { spelling }),
    { w: words, spelling },
  );
  await page.waitForFunction(
    (w) => (window.harness.view?.state.doc.childCount ?? 0) > w / 100,
    words,
  );
  // With spelling on, the first check (the whole body, once) is drawn before typing starts.
  if (spelling) await page.waitForSelector('.pm-misspelled');
  await page.evaluate((source) => {
    const view = window.harness.view!;
    const samples = (0, eval)(source)(view.dom) as Samples;
    (window as unknown as { samples: typeof samples }).samples = samples;
    const proto = Object.getPrototypeOf(view.state) as {
      applyTransaction: (...a: unknown[]) => unknown;
    };
    const apply = proto.applyTransaction;
    let pluginTime = 0;
    proto.applyTransaction = function (this: unknown, ...args: unknown[]) {
      const t = performance.now();
      try {
        return apply.apply(this, args);
      } finally {
        pluginTime += performance.now() - t;
      }
    };
    const update = view.updateState.bind(view);
    view.updateState = (state) => {
      const t = performance.now();
      update(state);
      samples.transaction.push(pluginTime + performance.now() - t);
      samples.plugins.push(pluginTime);
      pluginTime = 0;
    };
    window.harness.cursorToMiddle();
    samples.paint.length = 0;
    samples.presented.length = 0;
    samples.transaction.length = 0;
    samples.plugins.length = 0;
  }, `(${instrument.toString()})`);
  await typeKeystrokes(page);
  return page.evaluate(() => (window as unknown as { samples: Samples }).samples);
}

/** Event Timing only reports interactions of 16 ms or more: the rest count as under 16 ms. */
function eventTimingSummary(reported: number[], keystrokes: number): string {
  const over = `${reported.length} of ${keystrokes} keystrokes ≥ 16 ms to presentation`;
  if (reported.length <= keystrokes * 0.05) return `${over}, so p95 < 16 ms`;
  const all = [...reported, ...new Array<number>(keystrokes - reported.length).fill(0)];
  return `${over}, p50 ${percentile(all, 50) || '< 16'} ms, p95 ${percentile(all, 95)} ms`;
}

function result(name: string, samples: number[], target: number | null): BenchResult {
  return { name, unit: 'ms', p50: percentile(samples, 50), p95: percentile(samples, 95), target };
}

const SIZES = [
  { words: 10_000, label: '10k', paintTarget: 16, pluginTarget: null },
  { words: 100_000, label: '100k', paintTarget: 50, pluginTarget: 1 },
] as const;

export async function run(): Promise<BenchResult[]> {
  const harness = await startHarness({ production: true });
  const unthrottled = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--disable-frame-rate-limit'],
  });
  const at60Hz = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const out: BenchResult[] = [];
    for (const [browser, frames] of [
      [unthrottled, 'unthrottled'],
      [at60Hz, '60 Hz'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(harness.url);
      await page.waitForSelector('.ProseMirror');
      for (const { words, label, paintTarget, pluginTarget } of SIZES) {
        const before = loadavg()[0]!.toFixed(2);
        const s = await measure(page, words);
        console.log(
          `  ${label} words, frames ${frames}: ${s.paint.length} keystrokes painted, ${s.transaction.length} transactions; load average ${before} → ${loadavg()[0]!.toFixed(2)}`,
        );
        console.log(
          `  ${label} words, frames ${frames}, Event Timing: ${eventTimingSummary(s.presented, s.paint.length)}`,
        );
        if (frames === 'unthrottled') {
          out.push(result(`editor keystroke-to-paint ${label} words`, s.paint, paintTarget));
          out.push(result(`editor transaction ${label} words`, s.transaction, null));
          out.push(
            result(`editor plugin time per keystroke ${label} words`, s.plugins, pluginTarget),
          );
        } else {
          out.push(
            result(
              `editor keystroke-to-paint ${label} words at 60 Hz (incl. wait for the frame)`,
              s.paint,
              null,
            ),
          );
        }
      }
      if (frames === 'unthrottled') {
        // Issue 33: the same 10k words with as-you-type spelling on (harness stand-in engine).
        const s = await measure(page, 10_000, true);
        const underlines = await page.evaluate(
          () => document.querySelectorAll('.pm-misspelled').length,
        );
        console.log(
          `  10k words with spelling, frames ${frames}: ${underlines} underlines; Event Timing: ${eventTimingSummary(s.presented, s.paint.length)}`,
        );
        out.push(
          result('editor keystroke-to-paint 10k words, spelling underlining on', s.paint, 16),
        );
        out.push(
          result(
            'editor plugin time per keystroke 10k words, spelling underlining on',
            s.plugins,
            null,
          ),
        );
      }
      if (frames === '60 Hz')
        out.push(
          result(
            'bare contenteditable keystroke-to-paint at 60 Hz (floor)',
            await measureBare(page),
            null,
          ),
        );
      await page.close();
    }
    return out;
  } finally {
    await unthrottled.close();
    await at60Hz.close();
    await harness.close();
  }
}
