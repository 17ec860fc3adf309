// `npx tsx tests/bench/scrollTrace.ts lists|dashboard` (in a keyring session, after the bench part
// seeded its database): the scroll of the lists or dashboard bench, traced. Writes the Chromium
// trace (open it in DevTools' Performance panel) and a CPU profile to SCROLL_TRACE_DIR (/tmp), and
// prints where each thread's time went while the wheel turned: self time by event on the page's
// main thread, the compositor and the raster workers, and the JS functions that cost the most.
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createApp } from '../../server/src/app';
import { createSuperAdmin } from '../../server/src/auth/adminAccount';
import { openDatabase } from '../../server/src/db/database';
import { listen } from '../../server/src/http';
import { DEMO_USERS } from '../../server/src/seed/catalogue';
import { emailTaken } from '../../server/src/services/accounts/userStore';
import { benchDatabase } from './parts/load';
import { dayToFrench } from '../../common/domain/dates';
import { percentile } from './run';
import { loadLine, openBrowserApp, wheel, wheelStalls } from './support/browserApp';
import { frameCostsOf } from './support/frames';
import type { TraceEvent } from '../support/chromeTrace';

const OUT = process.env.SCROLL_TRACE_DIR ?? '/tmp';
const which = process.argv[2] === 'dashboard' ? 'dashboard' : 'lists';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'cc',
  'benchmark',
  'input',
];

/** Self time (ms) by event name on each named thread, between `from` and `to` (µs). */
function selfTimes(events: TraceEvent[], from: number, to: number) {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args!.name!);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || e.ts < from || e.ts > to) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key)!.push(e);
  }
  const result = new Map<string, Map<string, number>>();
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const self = new Map<string, number>();
    const stack: { e: TraceEvent; child: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= until) {
        const top = stack.pop()!;
        self.set(top.e.name, (self.get(top.e.name) ?? 0) + (top.e.dur! - top.child) / 1000);
        if (stack.length) stack.at(-1)!.child += top.e.dur!;
      }
    };
    for (const e of list) {
      close(e.ts);
      stack.push({ e, child: 0 });
    }
    close(Infinity);
    const thread = `${(names.get(key) ?? key).replace(/\d+$/, '')} (${key})`;
    const merged = result.get(thread) ?? new Map<string, number>();
    for (const [name, ms] of self) merged.set(name, (merged.get(name) ?? 0) + ms);
    result.set(thread, merged);
  }
  return result;
}

/** The trace's events, one a line (Chromium writes them so; a whole trace can exceed a string). */
async function readTrace(path: string): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  for await (const raw of createInterface({ input: createReadStream(path) })) {
    const line = raw.trim().replace(/,$/, '');
    if (!line.startsWith('{"')) continue;
    try {
      const event = JSON.parse(line) as TraceEvent;
      if (
        event.ph === 'X' ||
        event.ph === 'M' ||
        event.name === 'EventDispatch' ||
        event.name === 'BeginMainThreadFrame'
      )
        events.push(event);
    } catch {
      // The array's opening line.
    }
  }
  return events;
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

function hotFunctions(profile: CpuProfile, top = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const where = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([where, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${where}`);
}

async function listsScroll(page: Page): Promise<() => Promise<void>> {
  const row = '[data-testid="article-list-scroller"] tbody tr[data-index]';
  await page.evaluate(() => (window.location.hash = '#/article/list'));
  await page.locator(row).first().waitFor();
  await page.waitForTimeout(2_000);
  const box = (await page.getByTestId('article-list-scroller').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const rows = Number(process.env.BENCH_LISTS_SCROLL_ROWS ?? 1000);
  const lastRow = page.locator(`${row}[data-index="${rows - 1}"]`);
  return async () => {
    const until = Date.now() + 120_000;
    while ((await lastRow.count()) === 0) {
      if (Date.now() > until) throw new Error(`row ${rows} never reached`);
      for (let i = 0; i < 10; i++) await wheel(page, 0, 160);
    }
  };
}

async function dashboardScroll(page: Page, url: string): Promise<() => Promise<void>> {
  const row = '[data-testid="dashboard-scroller"] [role="row"]';
  await page.goto(`${url}#/dashboard`);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const from = page.getByLabel('Du', { exact: true });
  await from.fill(dayToFrench(yearAgo));
  await from.press('Tab');
  await page.locator(row).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(3_000);
  const list = (await page.getByTestId('dashboard-scroller').boundingBox())!;
  await page.mouse.move(list.x + list.width / 2, list.y + Math.min(list.height / 2, 200));
  const wheels = Number(process.env.BENCH_DASHBOARD_WHEELS ?? 300);
  return async () => {
    for (let i = 0; i < wheels; i++) {
      await wheel(page, 0, 120);
      await page.waitForTimeout(8);
    }
  };
}

async function main(): Promise<void> {
  let handle;
  let who;
  if (which === 'lists') {
    handle = await benchDatabase();
    who = { email: 'bench-lists@example.test', password: 'bench-password-lists' };
    if (!(await emailTaken(handle.db, who.email)))
      await createSuperAdmin(handle.db, { ...who, name: 'Banc des listes' });
  } else {
    const url = new URL(
      process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test',
    );
    url.pathname = '/dashboard_bench';
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    who = { email: DEMO_USERS[1]!.email, password: 'bench-password-dashboard' };
  }
  const server = await listen(createApp({ handle }), { port: 0 });
  const app = await openBrowserApp(server.url, who, { screenRate: true });
  try {
    const { page } = app;
    const scroll =
      which === 'lists' ? await listsScroll(page) : await dashboardScroll(page, app.url);
    const browser = page.context().browser()!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await scroll();
    const seconds = (Date.now() - started) / 1000;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = await browser.stopTracing();
    mkdirSync(OUT, { recursive: true });
    const tracePath = join(OUT, `scroll-${which}.trace.json`);
    writeFileSync(tracePath, trace);
    writeFileSync(join(OUT, `scroll-${which}.cpuprofile`), JSON.stringify(profile));
    const events = await readTrace(tracePath);
    const frames = frameCostsOf(events);
    const wheelTimes = events
      .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'wheel')
      .map((e) => e.ts);
    const from = Math.min(...wheelTimes);
    const to = Math.max(...wheelTimes) + 200_000;
    console.log(
      `${which}: ${frames.cpu.length} frames in ${seconds.toFixed(1)} s, main-thread CPU per frame p50 ${percentile(frames.cpu, 50).toFixed(1)} ms, p95 ${percentile(frames.cpu, 95).toFixed(1)} ms, interval p95 ${percentile(frames.wall, 95).toFixed(1)} ms; ${wheelStalls.count} wheels stalled (${wheelStalls.recovered} answered after a view resize); ${loadLine()}`,
    );
    console.log(
      `trace: ${tracePath}; ${frames.cpu.length + 1} main-thread frames over ${((to - from) / 1e6).toFixed(1)} s`,
    );
    for (const [thread, self] of selfTimes(events, from, to)) {
      const total = [...self.values()].reduce((a, b) => a + b, 0);
      if (total < 50) continue;
      console.log(`\n${thread}: ${total.toFixed(0)} ms busy`);
      for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 14))
        console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
    }
    console.log('\nJS self time (sampled):');
    for (const line of hotFunctions(profile)) console.log(line);
  } finally {
    await app.close();
    await server.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
