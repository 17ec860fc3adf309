// A worker-scoped host of a spec's own whose API has the server's AI: the API reads the AI
// variables of this process when it starts, so they are set around its start — the gateway on the
// local OpenAI stand-in (tests/support/openAiStandIn.ts), loopback allowed (the gateway refuses it
// by default) and, for good deals, product pages read from the local shop (loopback allowed too).
import {
  startOpenAiStandIn,
  type OpenAiStandIn,
  type OpenAiStandInOptions,
} from '../../support/openAiStandIn';
import { startProductPageStandIn, type ProductPageStandIn } from '../../support/productPageStandIn';
import { startSeededHost, type SeededHost } from '../articles/seededHost';

export interface AiHost {
  host: SeededHost;
  standIn: OpenAiStandIn;
}

export interface GoodDealHost extends AiHost {
  shop: ProductPageStandIn;
}

type WorkerFixture<T> = [
  (fixtures: object, use: (value: T) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
];

const AI_ENV = {
  BACKOFFICE_AI_API_KEY: 'cle-de-test',
  BACKOFFICE_AI_MODEL: 'stand-in',
  BACKOFFICE_AI_ALLOW_LOOPBACK: '1',
};
const SHOP_ENV = { BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK: '1' };

/** The AI variables (and the shop's, with `shop`) in this process, for the API started next. */
export function setAiEnv(standInUrl: string, { shop = false } = {}): void {
  Object.assign(process.env, {
    BACKOFFICE_AI_BASE_URL: standInUrl,
    ...AI_ENV,
    ...(shop ? SHOP_ENV : {}),
  });
}

/** No AI provider for the API started next. */
export function clearAiEnv(): void {
  for (const name of ['BACKOFFICE_AI_BASE_URL', ...Object.keys(AI_ENV), ...Object.keys(SHOP_ENV)])
    delete process.env[name];
}

async function runHost(
  standIn: OpenAiStandIn,
  shop: boolean,
  use: (host: SeededHost) => Promise<void>,
): Promise<void> {
  setAiEnv(standIn.url, { shop });
  const host = await startSeededHost();
  await use(host);
  clearAiEnv();
  await host.close();
}

/** `test.extend({ ai: aiHostFixture() })`: a seeded host with the OpenAI stand-in. */
export function aiHostFixture(options: OpenAiStandInOptions = {}): WorkerFixture<AiHost> {
  return [
    // Playwright reads fixture dependencies from the destructuring pattern: it must be there, empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const standIn = await startOpenAiStandIn(options);
      await runHost(standIn, false, (host) => use({ host, standIn }));
      await standIn.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ];
}

/** The same with the product shop, whose loopback pages the server may read. */
export function goodDealHostFixture(): WorkerFixture<GoodDealHost> {
  return [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const standIn = await startOpenAiStandIn();
      const shop = await startProductPageStandIn();
      await runHost(standIn, true, (host) => use({ host, standIn, shop }));
      await shop.close();
      await standIn.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ];
}
