// The good-deal process (issue 35) over HTTP, on PGlite and PostgreSQL: a product page of the local
// shop (JSON-LD, Open Graph, text only) read through the SSRF guard, the AI stand-in's article,
// a Draft Rich article with its lead, body, transparency clause and image in the media store;
// every page that cannot be read ends the process in ERROR with its French message. The job runs
// in a worker driven by tick() (drain), the clock is a fake one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { goodDealJobHandler } from '../../../server/src/aiProcesses/goodDeal/goodDealJob';
import { GOOD_DEAL_JOB } from '../../../server/src/aiProcesses/jobs';
import { JobQueue } from '../../../server/src/jobs/jobQueue';
import { answers } from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import type { TestAccount } from '../helpers/testServer';
import {
  GENERATE,
  PROCESSES,
  startGoodDealBench,
  type GoodDealBench,
  type GoodDealProcess,
} from './goodDealFixtures';

const CLAUSE_START = "Cet article a été rédigé avec l'aide d'une intelligence artificielle";

forEachBackend('good-deal process', (backend) => {
  let bench: GoodDealBench;
  let julien: TestAccount;

  beforeAll(async () => {
    bench = await startGoodDealBench(backend);
    julien = await bench.server.createUser({ brandKeys: ['TEL', 'CAP'] });
  });
  afterAll(() => bench.close());
  beforeEach(() => bench.standIn.reset());

  const generate = (productUrl: string, brandKey = 'TEL', token = julien.token) =>
    bench.server.gql<{ generateAIGoodDealArticle: GoodDealProcess }>(
      GENERATE,
      { productUrl, brandKey },
      token,
    );
  const processes = async (token = julien.token) => {
    const r = await bench.server.gql<{ articleGoodDealAiProcesses: GoodDealProcess[] }>(
      PROCESSES,
      {},
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.articleGoodDealAiProcesses;
  };
  /** Starts a good deal, runs its job, answers the process as the list shows it. */
  async function goodDeal(productUrl: string, timeoutMs?: number): Promise<GoodDealProcess> {
    const started = await generate(productUrl);
    expect(started.errors).toBeUndefined();
    const id = started.data!.generateAIGoodDealArticle.id;
    await bench.worker(timeoutMs).drain();
    return (await processes()).find((p) => p.id === id)!;
  }
  const paragraphsText = (p: GoodDealProcess) =>
    p.article!.body.content.map((n) => (n.content ?? []).map((t) => t.text ?? '').join(''));
  const photosOf = async (processId: string) =>
    (
      (await bench.server.handle.db.execute(
        sql`select key, credit from photos where key like ${`%/${processId}`}`,
      )) as unknown as { rows: { key: string; credit: string }[] }
    ).rows;

  it('starts a process that is listed at once as running, for its user only', async () => {
    const started = await generate(bench.shop.pageUrl('robot-cuiseur'));
    expect(started.errors).toBeUndefined();
    const process = started.data!.generateAIGoodDealArticle;
    expect(process).toMatchObject({ status: null, brandKey: 'TEL', article: null, error: null });
    expect((await processes()).map((p) => p.id)).toContain(process.id);
    const other = await bench.server.createUser({ brandKeys: ['TEL'] });
    expect(await processes(other.token)).toEqual([]);
    await bench.worker().drain();
  });

  it('refuses a missing or invalid address on its field, and a brand not hers', async () => {
    const blank = await generate('  ');
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({
      productUrl: MESSAGES.goodDealUrlRequired,
    });
    const invalid = await generate('ftp://exemple.test/produit');
    expect(invalid.errors?.[0]?.extensions?.fields?.productUrl).toBeTruthy();
    const geo = await generate(bench.shop.pageUrl('robot-cuiseur'), 'GEO');
    expect(geo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  describe.each([
    ['JSON-LD', 'robot-cuiseur', 'Robot cuiseur Multichef 5000', 'La Boutique du Chef'],
    ['Open Graph', 'aspirateur-balai', 'Aspirateur balai sans fil Tornado X', 'Électro Plus'],
    ['the text only', 'casque-audio', 'Casque audio à réduction de bruit Silence Pro', '127.0.0.1'],
  ])('a product page with %s', (_kind, slug, name, credit) => {
    it('becomes a Draft Rich article with its lead, body, clause and image', async () => {
      const process = await goodDeal(bench.shop.pageUrl(slug));
      expect(process.error).toBeNull();
      expect(process.status).toBe('SUCCESS');
      expect(process.productTitle).toBe(name);
      const article = process.article!;
      expect(article).toMatchObject({ status: 'Draft', format: 'Rich', brandKey: 'TEL' });
      expect(article.title).toContain(name);
      expect(JSON.stringify(article.lead)).toContain(name);
      expect(article.body.content.some((n) => n.type === 'title')).toBe(true);
      expect(paragraphsText(process).at(-1)).toMatch(new RegExp(`^${CLAUSE_START}`));
      expect(article.medias[0]?.credit).toBe(credit);
      const photos = await photosOf(process.id);
      expect(photos).toHaveLength(1);
      expect(article.medias[0]!.key).toContain(photos[0]!.key);
      // The AI was asked with the prompts in order, then the product sheet.
      const body = bench.standIn.requests.at(-1)!.body as {
        messages: { role: string; content: string }[];
      };
      expect(body.messages[0]!.content).toMatch(/^Tu es journaliste/);
      expect(body.messages[1]!.content).toContain(`Produit : ${name}`);
    });
  });

  it('says in French why a page gave no article, and writes none', async () => {
    bench.shop.page(
      'sans-produit',
      '<!doctype html><html><head><title>Nos magasins</title></head><body><h1>Nos magasins</h1><p>Venez nous voir.</p></body></html>',
    );
    const cases: [string, string, number?][] = [
      ['sans-produit', MESSAGES.goodDealNoProduct],
      ['inconnu', MESSAGES.goodDealPageUnreachable],
      ['muette', MESSAGES.goodDealPageTimeout, 300],
      ['enorme', MESSAGES.goodDealPageTooLarge],
      ['redirection-interne', MESSAGES.goodDealPageUnreachable],
    ];
    const before = await articleCount();
    for (const [slug, message, timeoutMs] of cases) {
      const process = await goodDeal(bench.shop.pageUrl(slug), timeoutMs);
      expect({ slug, status: process.status, error: process.error }).toEqual({
        slug,
        status: 'ERROR',
        error: message,
      });
      expect(process.article).toBeNull();
    }
    expect(await articleCount()).toBe(before);
    expect(bench.standIn.requests).toHaveLength(0);
  });

  it('ends in ERROR when the AI gives no usable answer', async () => {
    bench.standIn.script(
      answers.json('pas du JSON'),
      answers.json('toujours pas'),
      answers.json({ title: '' }),
    );
    const before = await articleCount();
    const process = await goodDeal(bench.shop.pageUrl('robot-cuiseur'));
    expect(process).toMatchObject({ status: 'ERROR', error: MESSAGES.aiInvalidAnswer });
    expect(process.productTitle).toBe('Robot cuiseur Multichef 5000');
    expect(await articleCount()).toBe(before);
  });

  it('ends in ERROR when the user lost the brand before the job ran', async () => {
    const camille = await bench.server.createUser({ brandKeys: ['CAP'] });
    const started = await bench.server.gql<{ generateAIGoodDealArticle: GoodDealProcess }>(
      GENERATE,
      { productUrl: bench.shop.pageUrl('robot-cuiseur'), brandKey: 'CAP' },
      camille.token,
    );
    await bench.server.handle.db.execute(
      sql`update users set brand_keys = array['GEO'] where id = ${camille.id}::uuid`,
    );
    await bench.worker().drain();
    const [process] = await processes(camille.token);
    expect(process).toMatchObject({
      id: started.data!.generateAIGoodDealArticle.id,
      status: 'ERROR',
      error: MESSAGES.goodDealBrandLost,
    });
  });

  it('makes one article when its job runs again, also after a crash between save and outcome', async () => {
    const started = await generate(bench.shop.pageUrl('aspirateur-balai'));
    const id = started.data!.generateAIGoodDealArticle.id;
    const job = await new JobQueue(bench.server.handle.db).find(GOOD_DEAL_JOB, id);
    const handler = goodDealJobHandler(bench.deps());
    const before = await articleCount();
    const first = (await handler(job!)) as { articleId: string };
    expect(await handler(job!)).toEqual({ skipped: true });
    // The outcome lost (the process killed after the save): the job finds the first save.
    await bench.server.handle.db.execute(
      sql`update good_deal_processes set status = null, article_id = null where id = ${id}::uuid`,
    );
    expect(await handler(job!)).toEqual(first);
    await bench.worker().drain();
    expect(await articleCount()).toBe(before + 1);
    expect(await photosOf(id)).toHaveLength(1);
    const process = (await processes()).find((p) => p.id === id)!;
    expect(process).toMatchObject({ status: 'SUCCESS', article: { id: first.articleId } });
  });

  async function articleCount(): Promise<number> {
    const r = (await bench.server.handle.db.execute(
      sql`select count(*)::int as n from articles`,
    )) as unknown as { rows: { n: number }[] };
    return r.rows[0]!.n;
  }
});

forEachBackend('good-deal process without an AI provider', (backend) => {
  let bench: GoodDealBench;
  beforeAll(async () => {
    bench = await startGoodDealBench(backend, { ai: false });
  });
  afterAll(() => bench.close());

  it('is refused at once in French, and nothing is recorded', async () => {
    const r = await bench.server.gql(
      GENERATE,
      { productUrl: bench.shop.pageUrl('robot-cuiseur'), brandKey: 'TEL' },
      bench.server.admin.token,
    );
    expect(r.errors?.[0]?.message).toBe(MESSAGES.aiNotConfigured);
    expect(r.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    const rows = (await bench.server.handle.db.execute(
      sql`select count(*)::int as n from good_deal_processes`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
