// The app on a network that goes silent (issue 30, "offline on a real train"): the browser host
// talks to its API (a separate server process, as a newsroom's) through a black-hole proxy that a
// test silences and restores. Shared by tests/e2e/drafts/silentNetwork.spec.ts and the `offline`
// bench part, which time the same three steps: banner, article from the local copy, replay.
import { performance } from 'node:perf_hooks';
import { expect, type Page } from '@playwright/test';
import { startHost, type StartedHost } from '../support/hostProcess';
import { signInSeededAdmin, startSeededApi, type SeededApi } from '../support/seededApi';
import { startBlackHoleProxy, type BlackHoleProxy } from '../../support/blackHoleProxy';
import { saveStatus, titleBox, typeInBody } from './offlineHost';

export const OFFLINE_BANNER = 'Serveur injoignable : vous travaillez hors ligne.';

export interface SilentNetworkHost extends Pick<SeededApi, 'graphql' | 'dataDir'> {
  proxy: BlackHoleProxy;
  url(): string;
  close(): Promise<void>;
}

export async function startSilentNetworkHost(): Promise<SilentNetworkHost> {
  const api = await startSeededApi('backoffice-silent-e2e-');
  const proxy = await startBlackHoleProxy(api.apiUrl);
  let app: StartedHost;
  try {
    app = await startHost({
      BACKOFFICE_DATA_DIR: api.dataDir,
      BACKOFFICE_API_URL: proxy.url,
      DATABASE_URL: '',
    });
  } catch (error) {
    await proxy.close();
    await api.close();
    throw error;
  }
  return {
    proxy,
    dataDir: api.dataDir,
    graphql: (query, variables) => api.graphql(query, variables),
    url: () => app.url,
    async close() {
      await app.stop();
      await proxy.close();
      await api.close();
    },
  };
}

export function signIn(page: Page, host: SilentNetworkHost): Promise<void> {
  return signInSeededAdmin(page, host.url());
}

export const offlineBanner = (page: Page) => page.getByTestId('offline-banner');

/** Milliseconds from `start` until `done` resolves. */
async function timeUntil(start: () => unknown, done: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await start();
  await done();
  return performance.now() - started;
}

/** The network goes silent: milliseconds until the offline banner is on screen. */
export function bannerAfterSilence(
  page: Page,
  host: SilentNetworkHost,
  timeout: number,
): Promise<number> {
  return timeUntil(
    () => host.proxy.silence(),
    () => expect(offlineBanner(page)).toContainText(OFFLINE_BANNER, { timeout }),
  );
}

/**
 * Offline, from the article list on screen: milliseconds from the click on the article's row to its
 * title in the editor, read from the local copy.
 */
export function articleFromCopy(page: Page, title: string, timeout: number): Promise<number> {
  return timeUntil(
    () => page.getByRole('cell', { name: title }).click(),
    () => expect(titleBox(page)).toHaveValue(title, { timeout }),
  );
}

/**
 * Offline in the editor: words typed and saved (queued, « En attente de réseau »), then the
 * network returns: milliseconds until the save is acknowledged (« Enregistré »).
 */
export async function replayAfterReturn(
  page: Page,
  host: SilentNetworkHost,
  words: string,
  timeout: number,
): Promise<number> {
  await typeInBody(page, words);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(saveStatus(page, 'En attente de réseau')).toBeVisible();
  return timeUntil(
    () => host.proxy.restore(),
    () => expect(saveStatus(page, 'Enregistré')).toBeVisible({ timeout }),
  );
}
