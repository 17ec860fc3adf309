// `npm run bench -- offline` (issue 30, "offline on a real train"): the built browser host in
// Chromium, its API a separate server behind a black-hole proxy (tests/support/blackHoleProxy.ts)
// that goes silent — packets dropped, not refused — and comes back. Per round:
// - the network goes silent while the article list is on screen: until the offline banner shows
//   (target < 5 s);
// - offline, a click on the article's row: until its title is in the editor, from the local copy
//   (target < 1 s);
// - words typed and saved offline, then the network returns: until « Enregistré » (target < 3 s).
// Needs `npm run build` and a keyring session (README « Benchmarks »). Knob: BENCH_OFFLINE_RUNS (8).
import { chromium, type Browser } from '@playwright/test';
import { expect } from '@playwright/test';
import { createArticle, saveStatus, titleBox } from '../../e2e/drafts/offlineHost';
import {
  articleFromCopy,
  bannerAfterSilence,
  offlineBanner,
  replayAfterReturn,
  signIn,
  startSilentNetworkHost,
} from '../../e2e/drafts/silentNetwork';
import { CHROMIUM_LAUNCH } from '../../support/chromium';
import { loadLine } from '../support/browserApp';
import { percentile, type BenchResult } from '../run';

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 8);

function result(name: string, samples: number[], target: number): BenchResult {
  return { name, unit: 'ms', p50: percentile(samples, 50), p95: percentile(samples, 95), target };
}

export async function run(): Promise<BenchResult[]> {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS)
    throw new Error(
      'Ce banc ouvre une session dans le navigateur : lancez-le dans une session D-Bus avec un trousseau déverrouillé (README, « Benchmarks »).',
    );
  const host = await startSilentNetworkHost();
  let browser: Browser | null = null;
  const banner: number[] = [];
  const opened: number[] = [];
  const replay: number[] = [];
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const page = await browser.newPage({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await signIn(page, host);
    const article = await createArticle(host, 'Intempéries : les trains du matin supprimés');
    const list = `${host.url()}#/article/list?brand=TEL&status=Draft`;
    for (let round = 1; round <= RUNS; round += 1) {
      // Online: the list and the article opened once (their local copies are fresh).
      await page.goto(list);
      await page.getByRole('cell', { name: article.title }).click();
      await expect(titleBox(page)).toHaveValue(article.title, { timeout: 30_000 });
      await expect(saveStatus(page, 'Enregistré')).toBeVisible({ timeout: 30_000 });
      await page.goto(list);
      await expect(page.getByRole('cell', { name: article.title })).toBeVisible();

      banner.push(await bannerAfterSilence(page, host, 60_000));
      opened.push(await articleFromCopy(page, article.title, 60_000));
      replay.push(await replayAfterReturn(page, host, ` Tour ${round}.`, 60_000));
      await expect(offlineBanner(page)).toHaveCount(0, { timeout: 30_000 });
      console.log(
        `  round ${round}: banner ${banner.at(-1)!.toFixed(0)} ms, article ${opened.at(-1)!.toFixed(0)} ms, replay ${replay.at(-1)!.toFixed(0)} ms (${loadLine()})`,
      );
    }
  } finally {
    host.proxy.restore();
    await browser?.close();
    await host.close();
  }
  return [
    result('offline: silent network → banner', banner, 5_000),
    result('offline: article from the local copy (row click → title)', opened, 1_000),
    result('offline: network back → queued save acknowledged', replay, 3_000),
  ];
}
