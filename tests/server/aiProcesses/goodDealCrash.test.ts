// A good deal whose server is killed (SIGKILL) while the AI is writing (issue 35): the real server
// CLI in a child process, the AI stand-in holding its first answer, kill -9, a restart on the same
// database; once the job's lease (BACKOFFICE_JOBS_LEASE_MS, shortened here) has passed, the
// restarted server takes the job up again and finishes the same process into ONE Draft article.
// The waits poll for what the server records; nothing waits a fixed time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { startProductPageStandIn, type ProductPageStandIn } from '../../support/productPageStandIn';
import { forEachBackend } from '../helpers/backends';
import {
  FAST_JOBS_ENV,
  cliServers,
  gql,
  login,
  prepareCliDatabase,
  waitFor,
  type CliDatabase,
} from '../helpers/cliServer';
import { GENERATE, PROCESSES, type GoodDealProcess } from './goodDealFixtures';
import { aiStandInEnv } from './aiStandInEnv';

const ADMIN = { email: 'admin.bonplan@example.test', password: 'un mot de passe solide' };

forEachBackend('good deal cut off by a crash', (backend) => {
  let standIn: OpenAiStandIn;
  let shop: ProductPageStandIn;
  let database: CliDatabase;
  let mediaDir: string;
  let env: Record<string, string>;
  const servers = cliServers();
  const startServer = () => servers.start(env);

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    shop = await startProductPageStandIn();
    mediaDir = mkdtempSync(join(tmpdir(), 'bo-good-deal-media-'));
    database = await prepareCliDatabase(backend, { prefix: 'bo-good-deal-crash-', admin: ADMIN });
    env = {
      ...database.env,
      BACKOFFICE_MEDIA_DIR: mediaDir,
      ...FAST_JOBS_ENV,
      ...aiStandInEnv(standIn.url),
      BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK: '1',
    };
  });

  afterAll(async () => {
    servers.killAll();
    await standIn.close();
    await shop.close();
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('is finished by the restarted server into one Draft article', async () => {
    const first = await startServer();
    const token = await login(first, ADMIN);
    // The AI receives the request and does not answer: the server is killed there.
    standIn.script(answers.timeout());
    const started = await gql<{ generateAIGoodDealArticle: GoodDealProcess }>(
      first,
      GENERATE,
      { productUrl: shop.pageUrl('robot-cuiseur'), brandKey: 'TEL' },
      token,
    );
    expect(started.errors).toBeUndefined();
    const id = started.data!.generateAIGoodDealArticle.id;
    await waitFor(
      async () => (standIn.requests.length > 0 ? true : null),
      "l'IA reçoit la demande",
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer();
    const token2 = await login(second, ADMIN);
    const process = await waitFor(async () => {
      const r = await gql<{ articleGoodDealAiProcesses: GoodDealProcess[] }>(
        second,
        PROCESSES,
        {},
        token2,
      );
      const p = r.data?.articleGoodDealAiProcesses.find((row) => row.id === id);
      return p && p.status !== null ? p : null;
    }, 'le serveur redémarré reprend la tâche');
    expect(process).toMatchObject({ status: 'SUCCESS', error: null });
    expect(process.article).toMatchObject({ status: 'Draft', format: 'Rich' });
    const articles = await gql<{ articles: { id: string }[] }>(
      second,
      'query articles { articles(first: 10, where: { brandKey: "TEL" }) { id } }',
      {},
      token2,
    );
    expect(articles.data!.articles.map((a) => a.id)).toEqual([process.article!.id]);
    expect(standIn.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(2);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
