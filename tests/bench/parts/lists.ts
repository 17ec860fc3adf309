// `npm run bench -- lists` (issue 15): the article list as a journalist uses it, in Chromium (the
// built browser host, tests/bench/support/browserApp.ts) on 100,000 articles in PostgreSQL (the
// `content_bench` database the load part seeds, reused as is), signed in as a super admin:
//   - navigation to the list, first rows painted: from setting the route (coming from the admin
//     hub, the app already loaded) to the frame showing the list's first rows, both when the
//     list's query is in Apollo's cache (back to a tab already seen) and when it is not (a brand
//     and tab not seen yet: the query goes to the server);
//   - scrolling through 1,000 rows (virtualised, 50 more loaded as the end nears): each frame's
//     main-thread CPU, and its interval on the wall clock, in a second window drawing at a screen's
//     60 Hz (support/frames.ts);
//   - the top-bar search « Rechercher… (Ctrl+K) »: from the input event that fills in a prefix to
//     the frame showing its suggestions (10 published articles), the debounce included;
//   - opening an article: from the click on a row to the frame showing the editor's body editable.
// Needs a keyring session (README « Benchmarks »). Knobs: BENCH_DATABASE_URL, BENCH_LISTS_RUNS
// (samples per figure, default 30), BENCH_LISTS_SCROLL_ROWS (1000), BENCH_LOAD_ARTICLES (100000).
import type { Page } from '@playwright/test';
import { createApp } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { listen } from '../../../server/src/http';
import { emailTaken } from '../../../server/src/services/accounts/userStore';
import {
  loadLine,
  openBrowserApp,
  paintedAfter,
  signOut,
  wheel,
  wheelStalls,
} from '../support/browserApp';
import { frameResults, framesDuring } from '../support/frames';
import { percentile, type BenchResult } from '../run';
import { benchDatabase } from './load';

const RUNS = Number(process.env.BENCH_LISTS_RUNS ?? 30);
const SCROLL_ROWS = Number(process.env.BENCH_LISTS_SCROLL_ROWS ?? 1000);
const ADMIN = { email: 'bench-lists@example.test', password: 'bench-password-lists' };
const BRANDS = ['TEL', 'CAP', 'GEO', 'FAC', 'CAC', 'BEA'];
const TABS = ['Published', 'Scheduled', 'Ready', 'Frozen', 'Draft'];
const PREFIXES = ['fest', 'gouv', 'les el', 'musée', 'le tour', 'infirm', 'retrai', 'logem'];

const ROW = '[data-testid="article-list-scroller"] tbody tr[data-index]';
const BODY_EDITABLE = '[aria-label="Corps"][contenteditable="true"]';
const TOP_BAR = 'Rechercher un article publié';

function summary(name: string, samples: number[], target: number | null): BenchResult {
  const result = {
    name,
    unit: 'ms',
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    target,
  };
  console.log(
    `  ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${samples.length} samples; ${loadLine()})`,
  );
  return result;
}

/** Sets the route as a link would (the app is already loaded). */
async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => (window.location.hash = target), hash);
  await page.waitForFunction((target) => window.location.hash === target, hash);
}

/** Leaves the list for the admin hub (no list row on it), waiting for the hub to show. */
async function leaveList(page: Page): Promise<void> {
  await go(page, '#/crud');
  await page.getByRole('heading', { name: 'Administration' }).first().waitFor();
  await page.locator(ROW).first().waitFor({ state: 'detached' });
}

async function navigation(page: Page): Promise<BenchResult[]> {
  // Every route once, unmeasured: the code of both screens is loaded (warm).
  await leaveList(page);
  await go(page, '#/article/list');
  await page.locator(ROW).first().waitFor();
  const cached: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await leaveList(page);
    cached.push(await paintedAfter(page, () => go(page, '#/article/list'), ROW));
  }
  // A brand and tab never shown: the list's query goes to the server.
  const fresh: number[] = [];
  const combos = BRANDS.flatMap((brand) => TABS.map((status) => ({ brand, status })));
  for (const { brand, status } of combos.slice(0, RUNS)) {
    await leaveList(page);
    fresh.push(
      await paintedAfter(
        page,
        () => go(page, `#/article/list?status=${status}&brand=${brand}`),
        ROW,
      ),
    );
  }
  return [
    summary('lists navigation to first rows painted (warm, query cached)', cached, 500),
    summary('lists navigation to first rows painted (warm, query to the server)', fresh, 500),
  ];
}

async function scrolling(page: Page): Promise<BenchResult[]> {
  await leaveList(page);
  await go(page, '#/article/list');
  await page.locator(ROW).first().waitFor();
  const scroller = page.getByTestId('article-list-scroller');
  const box = (await scroller.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const lastRow = page.locator(`${ROW}[data-index="${SCROLL_ROWS - 1}"]`);
  const frames = await framesDuring(page, async () => {
    const until = Date.now() + 120_000;
    while ((await lastRow.count()) === 0) {
      if (Date.now() > until) throw new Error(`row ${SCROLL_ROWS} never reached`);
      for (let i = 0; i < 10; i++) await wheel(page, 0, 160);
    }
  });
  if (wheelStalls.count)
    console.log(
      `  ${wheelStalls.count} wheel events stalled (${wheelStalls.recovered} answered after a view resize)`,
    );
  return frameResults(`lists scroll through ${SCROLL_ROWS} rows`, frames);
}

async function autocomplete(page: Page): Promise<BenchResult> {
  await leaveList(page);
  const box = page.getByRole('combobox', { name: TOP_BAR });
  const options = page.getByRole('listbox').getByRole('option');
  const samples: number[] = [];
  // One unmeasured round: the combobox's popup code and the query's path are warm.
  for (let i = -1; i < RUNS; i++) {
    const prefix = PREFIXES[(i + PREFIXES.length) % PREFIXES.length]!;
    await box.fill('');
    await options.first().waitFor({ state: 'detached' });
    await box.focus();
    const ms = await paintedAfter(
      page,
      () => page.keyboard.insertText(prefix),
      '[role="listbox"] [role="option"]',
    );
    if (i >= 0) samples.push(ms);
  }
  const shown = await options.count();
  if (shown === 0) throw new Error('the top-bar search suggested nothing');
  await box.fill('');
  await page.keyboard.press('Escape');
  return summary(
    'lists top-bar autocomplete keystroke to suggestions (debounce included)',
    samples,
    150,
  );
}

async function opening(page: Page): Promise<BenchResult> {
  const samples: number[] = [];
  for (let i = -1; i < RUNS; i++) {
    await leaveList(page);
    await go(page, '#/article/list');
    const row = page.locator(`${ROW}[data-index="${(i + 1) % 10}"]`);
    await row.waitFor();
    const ms = await paintedAfter(page, () => row.click(), BODY_EDITABLE);
    if (i >= 0) samples.push(ms);
  }
  return summary('lists open an article, row click to body editable', samples, 400);
}

export async function run(): Promise<BenchResult[]> {
  const handle = await benchDatabase();
  if (!(await emailTaken(handle.db, ADMIN.email)))
    await createSuperAdmin(handle.db, { ...ADMIN, name: 'Banc des listes' });
  const server = await listen(createApp({ handle }), { port: 0 });
  const app = await openBrowserApp(server.url, ADMIN).catch(async (error: unknown) => {
    await server.close();
    await handle.close();
    throw error;
  });
  let current = app;
  try {
    const { page } = app;
    console.log(`  ${loadLine()}`);
    const results = [...(await navigation(page))];
    results.push(await autocomplete(page));
    results.push(await opening(page));
    // Leave the editor (its lock and drawer queries), then scroll in a window drawing at a
    // screen's rate (a frame figure, like the other parts' drags and scrolls).
    await leaveList(page);
    await signOut(page);
    await app.close();
    current = await openBrowserApp(server.url, ADMIN, { screenRate: true });
    results.push(...(await scrolling(current.page)));
    return results;
  } finally {
    await current.close();
    await server.close();
    await handle.close();
  }
}
