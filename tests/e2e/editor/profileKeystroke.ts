// `npx tsx tests/e2e/editor/profileKeystroke.ts [words] [keys]`: traces keystrokes typed into the
// middle of a long body (production harness, Chromium) and prints, per keystroke, the main-thread
// milliseconds by kind (script, style, layout, pre-paint, paint, other) with the element counts of
// style recalcs and the dirty objects of layouts: tells what a keystroke costs, independent of load.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, startHarness } from './harnessServer';
import type { TraceEvent } from '../../support/chromeTrace';

const KIND: Record<string, string> = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  FireAnimationFrame: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  ScheduleStyleRecalculation: 'other',
  Layout: 'layout',
  PrePaint: 'prepaint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'commit',
  HitTest: 'hittest',
};

// devtools.timeline for the task breakdown; blink for the native editing steps (TypingCommand,
// selection sync) that run inside the textInput event.
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'blink',
];
const NATIVE = [
  'TypingCommand::InsertText',
  'GetSelectionOffsets',
  'Editor::SyncSelection',
  'Layout',
  'Commit',
];

async function main(): Promise<void> {
  const words = Number(process.argv[2] ?? 100_000);
  const keys = Number(process.argv[3] ?? 30);
  const elements = Number(process.env.ELEMENTS ?? 200);
  // Optional experiment: extra CSS injected into the page before typing.
  const extraCss = process.env.EXTRA_CSS ?? '';
  const harness = await startHarness({ production: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(harness.url);
    await page.waitForSelector('.ProseMirror');
    await page.evaluate((w) => window.harness.mount('body', window.harness.bigDoc(w[0], w[1])), [
      words,
      elements,
    ] as const);
    await page.waitForFunction(
      (w) => (window.harness.view?.state.doc.childCount ?? 0) > w / 100,
      words,
    );
    if (extraCss) await page.addStyleTag({ content: extraCss });
    await page.evaluate(() => window.harness.cursorToMiddle());
    await page.waitForTimeout(1000);
    await browser.startTracing(page, { categories: CATEGORIES });
    for (let i = 0; i < keys; i++) {
      await page.evaluate((n) => performance.mark(`key-${n}`), i);
      await page.keyboard.type('abcdefghijk'[i % 11]!);
      await page.waitForTimeout(120);
    }
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, buffer);
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const mainThread = events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((x) => x.pid === e.pid && x.name === 'UpdateLayoutTree'),
    );
    const main = events
      .filter((e) => mainThread && e.pid === mainThread.pid && e.tid === mainThread.tid)
      .sort((a, b) => a.ts - b.ts);
    const marks = main.filter((e) => e.name.startsWith('key-')).map((e) => e.ts);
    const totals: Record<string, number[]> = {};
    const styleCounts: number[] = [];
    const layoutDirty: string[] = [];
    for (let k = 0; k < marks.length; k++) {
      const from = marks[k]!;
      const to = marks[k + 1] ?? Infinity;
      const sums: Record<string, number> = {};
      // Only complete events nested in a task are counted once: skip an event inside another counted one.
      let coveredUntil = -1;
      for (const e of main) {
        if (e.ts < from || e.ts >= to || e.ph !== 'X' || !e.dur) continue;
        const kind = KIND[e.name];
        if (!kind) continue;
        if (e.ts < coveredUntil && kind === 'script') continue;
        if (kind === 'script') coveredUntil = e.ts + e.dur;
        sums[kind] = (sums[kind] ?? 0) + e.dur / 1000;
        if (e.name === 'UpdateLayoutTree')
          styleCounts.push(Number(e.args?.elementCount ?? e.args?.data?.elementCount ?? -1));
        if (e.name === 'Layout')
          layoutDirty.push(
            `${String(e.args?.beginData?.dirtyObjects)}/${String(e.args?.beginData?.totalObjects)}`,
          );
      }
      for (const e of main) {
        if (e.ts < from || e.ts >= to || e.ph !== 'X' || !e.dur || !NATIVE.includes(e.name))
          continue;
        sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
      }
      for (const e of main) {
        if (
          e.ts >= from &&
          e.ts < to &&
          e.name === 'EventDispatch' &&
          e.args?.data?.type === 'input' &&
          e.dur
        )
          sums['input handler'] = (sums['input handler'] ?? 0) + e.dur / 1000;
      }
      for (const [kind, ms] of Object.entries(sums)) (totals[kind] ??= []).push(ms);
    }
    const median = (xs: number[]): number =>
      [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const max = (xs: number[]): number => Math.max(0, ...xs);
    console.log(`${words} words, ${marks.length} keystrokes traced`);
    for (const [kind, xs] of Object.entries(totals))
      console.log(
        `  ${kind.padEnd(9)} median ${median(xs).toFixed(2)} ms  max ${max(xs).toFixed(2)} ms  (${xs.length} keys)`,
      );
    console.log(`  style recalc element counts: ${styleCounts.slice(0, 20).join(' ')}`);
    console.log(`  layout dirty/total objects: ${layoutDirty.slice(0, 12).join(' ')}`);
  } finally {
    await browser.close();
    await harness.close();
  }
}

void main();
