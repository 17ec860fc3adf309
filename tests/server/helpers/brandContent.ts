// seedBrandContent(server, 'TEL', marker): one item of every kind of content of a brand, made by
// the super-admin through the API where the API makes it (SQL where only a job or a provider
// would: pushes, recipes, newsletter history), every text carrying `marker` so that a test can
// tell whether any of it reached a user who does not work on that brand.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { importPrint } from '../../../server/src/print/importPrint';
import type { TestServer } from './testServer';

export interface BrandContent {
  brandKey: string;
  marker: string;
  /** Every id made, by kind (article, slideshow, page, card, orphanPage, live, livePost, …). */
  ids: Record<string, string>;
  /** The photo's key, when the server has an image service. */
  photoKey: string | null;
}

async function admin<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const result = await server.gql<T>(query, variables, server.admin.token);
  if (result.errors || !result.data)
    throw new Error(`seed failed: ${query.slice(0, 60)} ${JSON.stringify(result.errors)}`);
  return result.data;
}

async function insertId(server: TestServer, query: ReturnType<typeof sql>): Promise<string> {
  const result = (await server.handle.db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

const richText = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

export async function seedBrandContent(
  server: TestServer,
  brandKey: string,
  marker: string,
  options: { photo?: Buffer } = {},
): Promise<BrandContent> {
  const ids: Record<string, string> = {};
  const secret = (what: string) => `${what} ${marker}`;

  ids.article = (
    await admin<{ upsertArticle: { id: string } }>(
      server,
      `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
      {
        c: {
          brandKey,
          format: 'Rich',
          title: secret('Article'),
          lead: richText(secret('Chapô')),
          body: richText(secret('Corps')),
        },
      },
    )
  ).upsertArticle.id;
  // A second save gives the article a history version.
  await admin(
    server,
    `mutation updateArticle($id: ID!, $d: ArticleUpdateInput!) { updateArticle(where: { id: $id }, data: $d) { id } }`,
    { id: ids.article, d: { title: secret('Article revu') } },
  ).catch(() => undefined);
  const history = (await server.handle.db.execute(
    sql`select id from article_histories where article_id = ${ids.article}::uuid limit 1`,
  )) as unknown as { rows: { id: string }[] };
  if (history.rows[0]) ids.articleHistory = history.rows[0].id;

  ids.slideshow = (
    await admin<{ upsertArticle: { id: string } }>(
      server,
      `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
      { c: { brandKey, format: 'Slideshow', title: secret('Diaporama') } },
    )
  ).upsertArticle.id;

  const page = (
    await admin<{ createCategory: { id: string; version: number } }>(
      server,
      `mutation createCategory($d: CategoryCreateInput!) { createCategory(data: $d) { id version } }`,
      {
        d: {
          brandKey,
          format: 'Category',
          title: secret('Rubrique'),
          sections: [
            {
              type: 'Text',
              title: secret('Section'),
              description: secret('Description de section'),
              body: richText(secret('Texte de section')),
            },
          ],
        },
      },
    )
  ).createCategory;
  ids.page = page.id;
  await admin(
    server,
    `mutation updateCategory($id: ID!, $d: CategoryUpdateInput!) { updateCategory(where: { id: $id }, data: $d) { id } }`,
    { id: page.id, d: { version: page.version, subtitle: secret('Sous-titre') } },
  );
  ids.childPage = (
    await admin<{ createCategory: { id: string } }>(
      server,
      `mutation createCategory($d: CategoryCreateInput!) { createCategory(data: $d) { id } }`,
      { d: { brandKey, format: 'Category', title: secret('Sous-rubrique'), parentId: page.id } },
    )
  ).createCategory.id;

  ids.card = (
    await admin<{ upsertCard: { id: string } }>(
      server,
      `mutation upsertCard($c: CardCreateInput!) { upsertCard(create: $c, update: { version: 1 }) { id } }`,
      {
        c: {
          brandKey,
          title: secret('Encart'),
          url: 'https://www.example.test/encart',
          label: secret('Libellé'),
        },
      },
    )
  ).upsertCard.id;

  ids.orphanPage = (
    await admin<{ upsertOrphanPage: { id: string } }>(
      server,
      `mutation upsertOrphanPage($c: OrphanPageCreateInput!) { upsertOrphanPage(create: $c, update: { version: 1 }) { id } }`,
      {
        c: {
          brandKey,
          uri: `/secret-${marker.toLowerCase()}`,
          title: secret('Orpheline'),
          content: `<p>${secret('Contenu orphelin')}</p>`,
        },
      },
    )
  ).upsertOrphanPage.id;

  ids.live = (
    await admin<{ upsertLive: { id: string } }>(
      server,
      `mutation upsertLive($id: ID!) { upsertLive(article: { id: $id }) { id } }`,
      { id: ids.article },
    )
  ).upsertLive.id;
  ids.livePost = (
    await admin<{ upsertLivePost: { id: string } }>(
      server,
      `mutation upsertLivePost($live: ID!, $d: LivePostInput!) { upsertLivePost(live: { id: $live }, data: $d) { id } }`,
      {
        live: ids.live,
        d: { title: secret('Billet'), body: richText(secret('Billet du direct')) },
      },
    )
  ).upsertLivePost.id;

  ids.author = (
    await admin<{ createAuthor: { id: string } }>(
      server,
      `mutation createAuthor($d: AuthorCreateInput!) { createAuthor(data: $d) { id } }`,
      {
        d: {
          brandKey,
          name: secret('Auteur'),
          email: `auteur-${marker.toLowerCase()}@example.test`,
        },
      },
    )
  ).createAuthor.id;

  ids.segment = (
    await admin<{ createSegment: { id: string } }>(
      server,
      `mutation createSegment($d: SegmentCreateInput!) { createSegment(data: $d) { id } }`,
      { d: { brandKey, title: secret('Segment'), android: { interests: [marker] } } },
    )
  ).createSegment.id;

  // A shared tag (tags belong to every brand: its title carries no marker), with this brand's
  // sponsored text on it and this brand's article using it.
  const tagTitle = `Sujet partagé ${randomUUID().slice(0, 8)}`;
  ids.tag = (
    await admin<{ upsertTag: { id: string } }>(
      server,
      `mutation upsertTag($w: TagWhereUniqueInput!, $c: TagCreateInput!) { upsertTag(where: $w, create: $c) { id } }`,
      {
        w: { title: tagTitle, lang: 'fr', type: 'Tag' },
        c: { title: tagTitle, type: 'Tag', lang: 'fr' },
      },
    )
  ).upsertTag.id;
  ids.tagBrandedContent = (
    await admin<{
      updateTagBrandedContent: { brandedContents: { id: string; brandKey: string }[] };
    }>(
      server,
      `mutation updateTagBrandedContent($id: ID!, $d: TagBrandedContentInput!) {
        updateTagBrandedContent(where: { id: $id }, data: $d) { brandedContents { id brandKey } } }`,
      {
        id: ids.tag,
        d: { brandKey, isActive: true, body: richText(secret('Contenu sponsorisé')) },
      },
    )
  ).updateTagBrandedContent.brandedContents.find((b) => b.brandKey === brandKey)!.id;
  await server.handle.db.execute(
    sql`insert into article_tags (article_id, tag_id, position) values (${ids.article}::uuid, ${ids.tag}::uuid, 0)`,
  );

  const group = randomUUID();
  ids.pushGroup = group;
  ids.push = await insertId(
    server,
    sql`insert into pushes (group_id, brand_key, title, body, target_device, article_id, scheduled_at, state)
        values (${group}::uuid, ${brandKey}, ${secret('Push')}, ${secret('Texte du push')}, 'android',
                ${ids.article}::uuid, now() + interval '1 day', 'scheduled') returning id`,
  );
  ids.recipe = await insertId(
    server,
    sql`insert into recipes (brand_key, title, slug) values (${brandKey}, ${secret('Recette')}, ${`recette-${marker.toLowerCase()}`}) returning id`,
  );
  ids.flashHistory = await insertId(
    server,
    sql`insert into newsletter_flash_sender_histories (article_id) values (${ids.article}::uuid) returning id`,
  );

  ids.source = await insertId(
    server,
    sql`insert into sources (title, brand_key) values (${secret('Source')}, ${brandKey}) returning id`,
  );
  ids.qualifier = await insertId(
    server,
    sql`insert into qualifiers (title, brand_key, status) values (${secret('Qualificatif')}, ${brandKey}, 'Published') returning id`,
  );
  ids.attribute = await insertId(
    server,
    sql`insert into attributes (title, slug, brand_key) values (${secret('Attribut')}, ${`attribut-${marker.toLowerCase()}`}, ${brandKey}) returning id`,
  );

  // Print (issue 36): a magazine, issue, heading, unit, subject with its raw article, a board
  // card; the brand's article linked to the assignment, and a web article made from the version.
  const p = marker.toLowerCase();
  Object.assign(ids, {
    printPublication: `${p}-mag`,
    printIssue: `${p}-issue`,
    printHeading: `${p}-heading`,
    printUnit: `${p}-unit`,
    assignment: `${p}-assignment`,
    rawArticle: `${p}-raw`,
    rawVersion: `${p}-version`,
    boardCard: `${p}-board`,
  });
  await importPrint(server.handle.db, {
    publications: [
      {
        id: ids.printPublication,
        brandKey,
        title: secret('Magazine'),
        issues: [
          {
            id: ids.printIssue,
            title: secret('Numéro'),
            publishedOn: '2026-11-25',
            headings: [{ id: ids.printHeading, title: secret('Rubrique print') }],
          },
        ],
      },
    ],
    units: [{ id: ids.printUnit, brandKey, title: secret('Service') }],
    subjects: [
      {
        id: `${p}-subject`,
        title: secret('Sujet'),
        unit: ids.printUnit,
        heading: ids.printHeading,
        assignment: ids.assignment,
        rawArticle: {
          id: ids.rawArticle,
          versions: [
            {
              id: ids.rawVersion,
              title: secret('Version'),
              lead: secret('Chapô print'),
              body: `<p>${secret('Texte print')}</p>`,
              signature: secret('Signature'),
              status: 'Validation',
              createdAt: '2026-11-25T08:00:00.000Z',
              editor: { id: `${p}-editor`, name: secret('Éditeur') },
            },
          ],
        },
      },
    ],
    boardCards: [
      {
        id: ids.boardCard,
        brandKey,
        title: secret('Carte'),
        publicationDate: '2026-12-01T07:00:00.000Z',
      },
    ],
  });
  await admin(
    server,
    `mutation updateAssignment($id: ID!, $a: ID!) { updateAssignment(where: { id: $id }, data: { webArticle: $a }) { id } }`,
    { id: ids.assignment, a: ids.article },
  );
  ids.printWebCopy = (
    await admin<{ createArticleFromPrintVersion: { id: string } }>(
      server,
      `mutation createArticleFromPrintVersion($r: ID!, $v: ID!, $b: String!) {
        createArticleFromPrintVersion(where: { rawArticle: $r, version: $v }, brandKey: $b) { id } }`,
      { r: ids.rawArticle, v: ids.rawVersion, b: brandKey },
    )
  ).createArticleFromPrintVersion.id;

  let photoKey: string | null = null;
  if (options.photo) {
    const upload = await admin<{ getUploadUrl: { uploadURL: string; key: string } }>(
      server,
      `query getUploadUrl($n: String!, $o: String!) { getUploadUrl(namespace: $n, originalName: $o) { uploadURL key } }`,
      { n: brandKey, o: `photo-${marker}.jpg` },
    );
    const put = await fetch(upload.getUploadUrl.uploadURL, {
      method: 'PUT',
      body: new Uint8Array(options.photo),
    });
    if (put.status !== 201) throw new Error(`photo upload failed: ${put.status}`);
    photoKey = upload.getUploadUrl.key;
    await server.handle.db.execute(
      sql`update photos set credit = ${secret('Crédit')} where key = ${photoKey}`,
    );
    ids.photo = (
      (await server.handle.db.execute(
        sql`select id from photos where key = ${photoKey}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id;
  }
  if (options.photo) {
    // An upload begun and not finished: getUploadUrl(resumeId) must not sign it for anyone else.
    ids.upload = (
      await admin<{ getUploadUrl: { id: string } }>(
        server,
        `query getUploadUrl($n: String!, $o: String!) { getUploadUrl(namespace: $n, originalName: $o) { id } }`,
        { n: brandKey, o: `en-cours-${marker}.jpg` },
      )
    ).getUploadUrl.id;
  }
  return { brandKey, marker, ids, photoKey };
}
