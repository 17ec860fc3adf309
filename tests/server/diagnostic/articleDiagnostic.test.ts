// articleDiagnostic (issue 37): a published article of the user's brand, its public page read on a
// local site (tests/support/articlePageStandIn.ts) — every check passing on `bon`, failing on
// `mauvais`; pages that cannot be read answer a French error; loopback only with
// BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK=1; other brands and unpublished articles refused.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { startArticlePageStandIn, type ArticlePageStandIn } from '../../support/articlePageStandIn';

const QUERY = `query articleDiagnostic($id: ID!) {
  articleDiagnostic(where: { id: $id }) { url checks { key label ok detail } }
}`;

interface Answer {
  articleDiagnostic: {
    url: string;
    checks: { key: string; label: string; ok: boolean; detail: string }[];
  };
}

forEachBackend('articleDiagnostic', (backend) => {
  let server: TestServer;
  let site: ArticlePageStandIn;
  let geoJournalist: TestAccount;

  async function article(
    brandKey: string,
    fields: { status?: string; canonical?: string | null; slug?: string; url?: string } = {},
  ): Promise<string> {
    const result = await server.gql<{ upsertArticle: { id: string } }>(
      `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
      { c: { brandKey, format: 'Rich', title: 'Les vendanges précoces' } },
      server.admin.token,
    );
    const id = result.data!.upsertArticle.id;
    const medias = [{ key: 'cle-creditee-123', credit: 'Jeanne Martin' }];
    await server.handle.db.execute(
      sql`update articles set status = ${fields.status ?? 'Published'}, canonical = ${fields.canonical ?? null},
          slug = ${fields.slug ?? null}, medias = ${JSON.stringify(medias)}::jsonb where id = ${id}::uuid`,
    );
    if (fields.url) {
      const url = new URL(fields.url);
      await server.handle.db.execute(
        sql`insert into article_urls (article_id, origin, path) values (${id}::uuid, ${url.origin}, ${url.pathname})`,
      );
    }
    return id;
  }

  const diagnose = (id: string, token = server.admin.token) =>
    server.gql<Answer>(QUERY, { id }, token);

  beforeAll(async () => {
    server = await startTestServer({ backend });
    site = await startArticlePageStandIn();
    geoJournalist = await server.createUser({ brandKeys: ['GEO'] });
  });
  afterAll(async () => {
    await site.close();
    await server.close();
  });
  beforeEach(() => vi.stubEnv('BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK', '1'));
  afterEach(() => vi.unstubAllEnvs());

  it('passes every check on a good page (canonical URL as the public URL)', async () => {
    const id = await article('GEO', { canonical: site.pageUrl('bon') });
    const result = await diagnose(id, geoJournalist.token);
    expect(result.errors).toBeUndefined();
    const { url, checks } = result.data!.articleDiagnostic;
    expect(url).toBe(site.pageUrl('bon'));
    expect(checks.map((c) => c.key)).toEqual([
      'status',
      'responseTime',
      'canonical',
      'titleLength',
      'descriptionLength',
      'ogImage',
      'structuredData',
      'imageCredits',
      'internalLinks',
    ]);
    for (const check of checks) expect(check, check.key).toMatchObject({ ok: true });
    const by = Object.fromEntries(checks.map((c) => [c.key, c]));
    expect(by.status!.detail).toMatch(/^HTTP 200 en \d+ ms\.$/);
    expect(by.ogImage!.detail).toBe('1200 × 630 px (au moins 1200 px de large).');
    expect(by.imageCredits!.detail).toBe('2 image(s) sur 2 créditée(s).');
    expect(by.internalLinks!.detail).toContain('1 lien(s) interne(s) sur 1 répondent');
  });

  it('fails every check of a bad page, each saying why (the first recorded address as public URL)', async () => {
    const id = await article('GEO', { url: site.pageUrl('mauvais') });
    const { data } = await diagnose(id);
    const by = Object.fromEntries(data!.articleDiagnostic.checks.map((c) => [c.key, c]));
    expect(data!.articleDiagnostic.url).toBe(site.pageUrl('mauvais'));
    expect(by.status!.ok).toBe(true);
    for (const key of [
      'canonical',
      'titleLength',
      'descriptionLength',
      'ogImage',
      'structuredData',
      'imageCredits',
      'internalLinks',
    ])
      expect(by[key], key).toMatchObject({ ok: false });
    expect(by.canonical!.detail).toBe(
      `La page annonce https://ailleurs.example/vendanges au lieu de ${site.pageUrl('mauvais')}.`,
    );
    expect(by.titleLength!.detail).toContain('9 caractères (attendu entre 20 et 65).');
    expect(by.descriptionLength!.detail).toContain('Absent de la page.');
    expect(by.ogImage!.detail).toContain('400 × 300 px');
    expect(by.imageCredits!.detail).toContain(`Sans crédit : ${site.url}/images/vignes.jpg`);
    expect(by.internalLinks!.detail).toContain(`Sans réponse : ${site.url}/articles/disparu`);
    expect(by.internalLinks!.detail).toContain('1 lien(s) interne(s) sur 2 répondent');
  });

  it('a page answering 404: the status check fails, nothing else is read', async () => {
    const id = await article('GEO', { canonical: site.pageUrl('absent') });
    const { data } = await diagnose(id);
    const checks = data!.articleDiagnostic.checks;
    expect(checks.map((c) => c.key)).toEqual(['status', 'responseTime']);
    expect(checks[0]).toMatchObject({ ok: false });
    expect(checks[0]!.detail).toMatch(/^HTTP 404 en \d+ ms\. Une page publiée doit répondre 200/);
  });

  it.each([
    ['redirection-privee', MESSAGES.diagnosticPageForbidden],
    ['enorme', MESSAGES.diagnosticPageTooLarge],
    ['image.jpg', MESSAGES.diagnosticPageNotHtml],
  ])('the page %s cannot be read: a French error', async (slug, message) => {
    const id = await article('GEO', { canonical: site.pageUrl(slug) });
    const result = await diagnose(id);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('refuses the local site unless BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK=1', async () => {
    vi.stubEnv('BACKOFFICE_DIAGNOSTIC_ALLOW_LOOPBACK', '');
    const id = await article('GEO', { canonical: site.pageUrl('bon') });
    const result = await diagnose(id);
    expect(result.errors?.[0]?.message).toBe(MESSAGES.diagnosticPageForbidden);
  });

  it('refuses an article that is not published, or has no public URL', async () => {
    const draft = await article('GEO', { status: 'Draft', canonical: site.pageUrl('bon') });
    const refused = await diagnose(draft);
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.diagnosticNotPublished,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const nowhere = await article('GEO');
    expect((await diagnose(nowhere)).errors?.[0]?.message).toBe(MESSAGES.diagnosticNoPublicUrl);
  });

  it("refuses another brand's article, an unknown id and a signed-out caller", async () => {
    const tel = await article('TEL', { canonical: site.pageUrl('bon') });
    const other = await diagnose(tel, geoJournalist.token);
    expect(other.data).toBeNull();
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await diagnose('00000000-0000-4000-8000-000000000000');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await server.gql(QUERY, { id: tel }, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
