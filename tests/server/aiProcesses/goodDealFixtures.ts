// What the good-deal server tests share: a test server with the AI gateway over the OpenAI
// stand-in and an image service in a temporary folder, the local shop, and a job worker over the
// same database run with tick() — nothing waits on a timer of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOOD_DEAL_JOB } from '../../../server/src/aiProcesses/jobs';
import type { AiProcessDeps } from '../../../server/src/aiProcesses/deps';
import { goodDealJobHandler } from '../../../server/src/aiProcesses/goodDeal/goodDealJob';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { MediaService } from '../../../server/src/media/MediaService';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { startProductPageStandIn, type ProductPageStandIn } from '../../support/productPageStandIn';
import { FakeClock, testGateway } from '../ai/aiFixtures';
import type { TestBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';

export const PROCESS = `id status createdAt updatedAt brandKey productUrl productTitle error
  article { id title status format brandKey lead body medias }`;
export const GENERATE = `mutation generateAIGoodDealArticle($productUrl: String!, $brandKey: String!) {
  generateAIGoodDealArticle(productUrl: $productUrl, brandKey: $brandKey) { ${PROCESS} } }`;
export const PROCESSES = `query articleGoodDealAiProcesses($first: Int) {
  articleGoodDealAiProcesses(first: $first) { ${PROCESS} } }`;

export interface GoodDealProcess {
  id: string;
  status: 'SUCCESS' | 'ERROR' | null;
  brandKey: string;
  productUrl: string;
  productTitle: string | null;
  error: string | null;
  article: {
    id: string;
    title: string;
    status: string;
    format: string;
    brandKey: string;
    lead: unknown;
    body: { content: { type: string; content?: { text?: string }[] }[] };
    medias: { key: string; credit: string | null }[];
  } | null;
}

export interface GoodDealBench {
  server: TestServer;
  standIn: OpenAiStandIn;
  shop: ProductPageStandIn;
  clock: FakeClock;
  media: () => MediaService;
  logs: string[];
  deps: () => AiProcessDeps;
  /** A worker over the test database; `timeoutMs`: the page fetch's time cap. */
  worker(timeoutMs?: number, deps?: AiProcessDeps): JobWorker;
  close(): Promise<void>;
}

export async function startGoodDealBench(
  backend: TestBackend,
  options: { ai?: boolean } = {},
): Promise<GoodDealBench> {
  const folder = await mkdtemp(join(tmpdir(), 'good-deal-'));
  const standIn = await startOpenAiStandIn();
  const shop = await startProductPageStandIn();
  const clock = new FakeClock(new Date('2026-11-26T09:00:00Z'));
  const logs: string[] = [];
  let media: MediaService | null = null;
  const server = await startTestServer({
    backend,
    now: clock.now,
    media: (db) =>
      (media = new MediaService({
        db,
        store: new FolderMediaStore(join(folder, 'store')),
        stagingDir: join(folder, 'staging'),
        limits: { maxBytes: 8 * 1024 * 1024, maxPixels: 50_000_000 },
      })),
    ai: options.ai === false ? undefined : (db) => testGateway(db, standIn, clock).gateway,
  });
  const deps = (): AiProcessDeps => ({
    db: server.handle.db,
    ai: testGateway(server.handle.db, standIn, clock).gateway,
    media: media!,
    providers: { push: {} },
    productFetchAllowLoopback: true,
    now: clock.now,
    log: (line) => logs.push(line),
  });
  return {
    server,
    standIn,
    shop,
    clock,
    media: () => media!,
    logs,
    deps,
    worker: (timeoutMs = 5_000, d = deps()) =>
      new JobWorker(new JobQueue(server.handle.db, { now: clock.now }), {
        [GOOD_DEAL_JOB]: goodDealJobHandler(d, { timeoutMs }),
      }),
    async close() {
      await server.close();
      await standIn.close();
      await shop.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
