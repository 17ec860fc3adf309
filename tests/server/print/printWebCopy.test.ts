// createArticleFromPrintVersion (issue 36, the print-source route): a Draft Rich article of the
// brand with the print version's texts, the user's main author, suggested tags and categories and
// the assignment's machine tag; one per version and brand; the three refusals of spec 001 §8;
// signatureComplement saved and read back by the article services.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { importPrint } from '../../../server/src/print/importPrint';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { doc, insertFixtures, type ContentFixtures } from '../content/fixtures';
import { printFile } from './printFixture';

const CREATE = `mutation createArticleFromPrintVersion($w: PrintVersionWhereInput!, $b: String!) {
  createArticleFromPrintVersion(where: $w, brandKey: $b) { id title slug status format brandKey
    signatureComplement lead body authors { author { id } } tags { id } categories { id }
    machineTags { tag } } }`;

interface Created {
  createArticleFromPrintVersion: {
    id: string;
    title: string;
    slug: string | null;
    status: string;
    format: string;
    brandKey: string;
    signatureComplement: string | null;
    lead: unknown;
    body: unknown;
    authors: { author: { id: string } }[];
    tags: { id: string }[];
    categories: { id: string }[];
    machineTags: { tag: string }[];
  };
}

forEachBackend('print web copy', (backend) => {
  let server: TestServer;
  let fx: ContentFixtures;
  let geo: TestAccount;
  let authorId: string;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    await importPrint(server.handle.db, printFile('tel', 'TEL'));
    fx = await insertFixtures(server.handle);
    geo = await server.createUser({ brandKeys: ['GEO'] });
    const author = (await server.handle.db.execute(
      sql`insert into authors (name, brand_key, user_id, is_main) values ('Jeanne Admin', 'TEL', ${server.admin.id}::uuid, true) returning id`,
    )) as unknown as { rows: { id: string }[] };
    authorId = author.rows[0]!.id;
    // Close articles of the brand: their tag and category are the suggestions.
    for (const title of ['Les séries policières cartonnent', 'Polar : les séries de l’hiver']) {
      const r = await server.gql(
        `mutation a($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
        {
          c: {
            brandKey: 'TEL',
            format: 'Rich',
            title,
            lead: doc('Les enquêtes policières des séries de l’hiver.'),
            tags: { connect: [{ id: fx.tag }] },
            categories: { connect: [{ id: fx.category2 }] },
          },
        },
        server.admin.token,
      );
      expect(r.errors).toBeUndefined();
    }
  });
  afterAll(() => server.close());

  const create = (w: Record<string, string>, b = 'TEL', token = server.admin.token) =>
    server.gql<Created>(CREATE, { w, b }, token);

  it('makes a Draft Rich article from the version, with author, suggestions and machine tag', async () => {
    const r = await create({ rawArticle: 'tel-ra1', version: 'tel-v2' });
    expect(r.errors).toBeUndefined();
    const a = r.data!.createArticleFromPrintVersion;
    expect(a).toMatchObject({
      title: 'Les séries policières de l’hiver',
      slug: 'les-series-policieres-de-lhiver',
      status: 'Draft',
      format: 'Rich',
      brandKey: 'TEL',
      signatureComplement: 'Par Jeanne Print',
      authors: [{ author: { id: authorId } }],
      tags: [{ id: fx.tag }],
      categories: [{ id: fx.category2 }],
      machineTags: [{ tag: 'topicassignment:id=tel-a1' }],
    });
    expect(a.lead).toEqual(doc('Six nouvelles enquêtes.'));
    expect(a.body).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Cet hiver, le ' },
            { type: 'text', text: 'polar', marks: [{ type: 'bold' }] },
            { type: 'text', text: '.' },
          ],
        },
        { type: 'title', content: [{ type: 'text', text: 'Enquêtrices' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Une ' },
            { type: 'text', text: 'commissaire', marks: [{ type: 'italic' }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    });
    // The assignment lists it among its web articles.
    const linked = await server.gql<{ assignments: { webArticles: { id: string }[] }[] }>(
      `query a { assignments(where: { brandKey: "TEL", id_in: ["tel-a1"] }) { webArticles { id } } }`,
      {},
      server.admin.token,
    );
    expect(linked.data!.assignments[0]!.webArticles).toEqual([{ id: a.id }]);

    // Asked again (a reload, a second click, at once): the same article.
    const again = await Promise.all([
      create({ rawArticle: 'tel-ra1', version: 'tel-v2' }),
      create({ rawArticle: 'tel-ra1', version: 'tel-v2' }),
    ]);
    expect(again.map((x) => x.data?.createArticleFromPrintVersion.id)).toEqual([a.id, a.id]);
    // Another version is another article.
    const other = await create({ rawArticle: 'tel-ra1', version: 'tel-v1' });
    expect(other.data!.createArticleFromPrintVersion.id).not.toBe(a.id);
  });

  it("titles a version without a title with its subject's title", async () => {
    await server.handle.db.execute(
      sql`insert into raw_article_versions (id, raw_article_id, title, lead, status)
          values ('tel-v-untitled', 'tel-ra1', null, 'Un chapô seul.', 'Editing')`,
    );
    const r = await create({ rawArticle: 'tel-ra1', version: 'tel-v-untitled' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.createArticleFromPrintVersion.title).toBe('Les séries de l’hiver');
  });

  it('answers the three refusals of the print-source route', async () => {
    const missing = await create({ rawArticle: 'nope', version: 'x' });
    expect(missing.errors?.[0]).toMatchObject({
      message: MESSAGES.printSourceNotFound.replace('{id}', 'nope'),
      extensions: { code: 'NOT_FOUND' },
    });
    const noVersion = await create({ rawArticle: 'tel-ra1', version: 'tel-v9' });
    expect(noVersion.errors?.[0]).toMatchObject({
      message: MESSAGES.printSourceProblem,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const empty = await create({ rawArticle: 'tel-ra2', version: 'tel-v3' });
    expect(empty.errors?.[0]).toMatchObject({
      message: MESSAGES.printSourceEmpty,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses TEL print data to a GEO journalist', async () => {
    const intoTel = await create({ rawArticle: 'tel-ra1', version: 'tel-v2' }, 'TEL', geo.token);
    expect(intoTel.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const intoGeo = await create({ rawArticle: 'tel-ra1', version: 'tel-v2' }, 'GEO', geo.token);
    expect(intoGeo.errors?.[0]).toMatchObject({
      message: MESSAGES.printSourceNotFound.replace('{id}', 'tel-ra1'),
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('saves and reads signatureComplement on any article, its length checked', async () => {
    const r = await server.gql<{ upsertArticle: { id: string; signatureComplement: string } }>(
      `mutation a($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id signatureComplement } }`,
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Signé', signatureComplement: 'Avec AFP' } },
      server.admin.token,
    );
    expect(r.data!.upsertArticle.signatureComplement).toBe('Avec AFP');
    const tooLong = await server.gql(
      `mutation a($id: ID!, $d: ArticleUpdateInput!) { updateArticle(where: { id: $id }, data: $d) { id } }`,
      { id: r.data!.upsertArticle.id, d: { version: 1, signatureComplement: 'x'.repeat(301) } },
      server.admin.token,
    );
    expect(Object.keys(tooLong.errors?.[0]?.extensions?.fields ?? {})).toEqual([
      'signatureComplement',
    ]);
  });
});
