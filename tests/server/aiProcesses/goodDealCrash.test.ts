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
import { cliServerSuite, gql, waitFor } from '../helpers/cliServer';
import { GENERATE, PROCESSES, type GoodDealProcess } from './goodDealFixtures';
import { aiStandInEnv } from './aiStandInEnv';

forEachBackend('good deal cut off by a crash', (backend) => {
  let standIn: OpenAiStandIn;
  let shop: ProductPageStandIn;
  let mediaDir: string;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    shop = await startProductPageStandIn();
    mediaDir = mkdtempSync(join(tmpdir(), 'bo-good-deal-media-'));
  });
  afterAll(async () => {
    await standIn.close();
    await shop.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });
  const cli = cliServerSuite(backend, {
    prefix: 'bo-good-deal-crash-',
    admin: { email: 'admin.bonplan@example.test', password: 'un mot de passe solide' },
    env: () => ({
      BACKOFFICE_MEDIA_DIR: mediaDir,
      ...aiStandInEnv(standIn.url),
      BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK: '1',
    }),
  });

  it('is finished by the restarted server into one Draft article', async () => {
    const first = await cli.start();
    const token = await cli.login(first);
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
    const { server: second, token: token2 } = await cli.crashAndRestart(first);
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
