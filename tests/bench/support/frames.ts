// The frame figures (scroll, drag, keyboard reorder): what each frame of the page cost while an
// action ran, read from Chromium's own frame events in a trace of one category.
//
// Each `BeginMainThreadFrame` of the page's renderer main thread carries the wall clock (`ts`) and
// the thread's CPU clock (`tts`). Between two of them:
//   - `cpu`: the main thread's CPU time — everything the page did for that frame: input handlers,
//     React, style, layout, paint, commit. This is the figure held against the 16 ms budget: a page
//     that needs less than 16 ms of its main thread per frame keeps up with a 60 Hz screen.
//   - `wall`: the interval on the wall clock, at the screen's 60 Hz (16.7 ms when no frame is
//     lost). On this machine it also counts the time the thread waited for a core: two cores shared
//     by the API server, the host, the bench and Chromium's compositor and software raster (a
//     journalist's machine rasterises on its GPU). A quiet run showed 40 % of the main thread's
//     busy wall time waiting so (trace: 9.4 s of tasks, 5.5 s of CPU); recorded beside, no target.
// Chromium runs at the screen's rate (`openBrowserApp(…, { screenRate: true })`): drawing frames as
// fast as possible multiplied the per-frame work of a scroll and left the page without frames in
// the middle of one (see `wheel`).
import type { Page } from '@playwright/test';
import type { TraceEvent } from '../../support/chromeTrace';
import { percentile, type BenchResult } from '../run';
import { loadLine } from './browserApp';

const FRAME_CATEGORY = 'disabled-by-default-devtools.timeline.frame';

/** What a frame figure reads of a trace event. */
type FrameEvent = Pick<TraceEvent, 'name' | 'pid' | 'tid' | 'ts' | 'tts'>;

export interface FrameCosts {
  /** Main-thread CPU ms per frame. */
  cpu: number[];
  /** Wall-clock ms between frames. */
  wall: number[];
}

/** The page's frames while `act` runs (see above). */
export async function framesDuring(page: Page, act: () => Promise<void>): Promise<FrameCosts> {
  const browser = page.context().browser();
  if (!browser) throw new Error('framesDuring needs a launched browser');
  // '-*' first: Chromium adds its default categories to the ones named otherwise.
  await browser.startTracing(page, { categories: ['-*', FRAME_CATEGORY] });
  let trace: Buffer;
  try {
    await act();
  } finally {
    trace = await browser.stopTracing();
  }
  return frameCosts(trace.toString('utf8'));
}

/** Per-frame costs of the busiest renderer main thread of a trace (the page's). */
export function frameCosts(trace: string): FrameCosts {
  const parsed = JSON.parse(trace) as { traceEvents?: FrameEvent[] } | FrameEvent[];
  return frameCostsOf(Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []));
}

/** The same, from a trace's events already read. */
export function frameCostsOf(events: readonly FrameEvent[]): FrameCosts {
  const byThread = new Map<string, FrameEvent[]>();
  for (const event of events) {
    if (event.name !== 'BeginMainThreadFrame' || event.tts === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    const thread = byThread.get(key) ?? [];
    thread.push(event);
    byThread.set(key, thread);
  }
  const frames = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  frames.sort((a, b) => a.ts - b.ts);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 1; i < frames.length; i++) {
    cpu.push((frames[i]!.tts! - frames[i - 1]!.tts!) / 1000);
    wall.push((frames[i]!.ts - frames[i - 1]!.ts) / 1000);
  }
  return { cpu, wall };
}

/** The two lines of a frame figure: CPU per frame against `target`, the wall interval beside. */
export function frameResults(name: string, costs: FrameCosts, target = 16): BenchResult[] {
  const line = (what: string, samples: number[], goal: number | null): BenchResult => {
    const result = {
      name: `${name}, ${what}`,
      unit: 'ms',
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      target: goal,
    };
    console.log(
      `  ${result.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, worst ${Math.max(...samples).toFixed(1)} ms (${samples.length} frames; ${loadLine()})`,
    );
    return result;
  };
  return [
    line('main-thread CPU per frame', costs.cpu, target),
    line('frame interval at 60 Hz (wall clock, shared cores)', costs.wall, null),
  ];
}
