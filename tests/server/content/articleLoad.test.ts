// Loading one article for the editor: every relation comes back with its data and order, and the
// whole request costs a fixed, small number of SQL statements (the article, one statement
// for all its relations, one for the users of its history if not already loaded) instead of one per relation.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lives, machineTags, qualifiers } from '../../../server/src/db/schema/content';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { doc, insertFixtures, type ContentFixtures } from './fixtures';

const LOAD = `query article($id: ID!) { article(where: { id: $id }) { id title lead body version
  live { postCount } categories { id order } channels { id } qualifiers { id title } tags { id title order }
  authors { order author { id name } } source { id title } machineTags { id tag } urls { path }
  histories { user { name } } creator { name } lockedBy { name } } }`;

interface Loaded {
  article: {
    id: string;
    title: string;
    lead: unknown;
    body: unknown;
    version: number;
    live: { postCount: number } | null;
    categories: { id: string; order: number }[];
    channels: { id: string }[];
    qualifiers: { id: string; title: string }[];
    tags: { id: string; title: string; order: number }[];
    authors: { order: number; author: { id: string; name: string } }[];
    source: { id: string; title: string } | null;
    machineTags: { id: string; tag: string }[];
    urls: { path: string }[];
    histories: { user: { name: string } | null }[];
    creator: { name: string } | null;
    lockedBy: { name: string } | null;
  };
}

forEachBackend('content: loading one article', (backend) => {
  let server: TestServer;
  let fx: ContentFixtures;
  let alice: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    fx = await insertFixtures(server.handle);
    alice = await server.createUser({ name: 'Alice Martin' });
  });
  afterAll(() => server.close());

  it('returns every relation with its data in 2 SQL statements', async () => {
    const db = server.handle.db;
    const qualifier = (
      await db.insert(qualifiers).values({ title: 'Exclusif', brandKey: 'TEL' }).returning()
    )[0]!.id;
    const machineTag = (
      await db.insert(machineTags).values({ tag: 'topicassignment:id=abc-1' }).returning()
    )[0]!.id;
    const author = await server.gql<{ createAuthor: { id: string } }>(
      'mutation createAuthor($data: AuthorCreateInput!) { createAuthor(data: $data) { id } }',
      { data: { name: 'Jeanne Auteur', brandKey: 'TEL' } },
      alice.token,
    );
    const created = await server.gql<{ upsertArticle: { id: string } }>(
      'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }',
      {
        create: {
          brandKey: 'TEL',
          format: 'Rich',
          title: 'Tout charger',
          lead: doc('Le chapô.'),
          body: doc('Le corps.'),
          categories: { set: [{ id: fx.category2 }, { id: fx.category }] },
          channels: { set: [{ id: fx.channel }] },
          tags: { set: [{ id: fx.tags25[1] }, { id: fx.tag }] },
          authors: { set: [{ id: author.data!.createAuthor.id }] },
          qualifiers: { set: [{ id: qualifier }] },
          machineTags: { set: [{ id: machineTag }] },
          source: { connect: fx.source },
          urls: [{ origin: 'https://www.example.test', path: '/tout-charger' }],
        },
      },
      alice.token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.upsertArticle.id;
    await db.insert(lives).values({ articleId: id, postCount: 7 });

    const client = (
      db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }
    ).session.client;
    const original = client.query;
    let count = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
    let r;
    try {
      r = await server.gql<Loaded>(LOAD, { id }, alice.token);
    } finally {
      client.query = original;
    }
    expect(r.errors).toBeUndefined();
    expect(r.data!.article).toEqual({
      id,
      title: 'Tout charger',
      lead: doc('Le chapô.'),
      body: doc('Le corps.'),
      version: 1,
      live: { postCount: 7 },
      categories: [
        { id: fx.category2, order: 0 },
        { id: fx.category, order: 1 },
      ],
      channels: [{ id: fx.channel }],
      qualifiers: [{ id: qualifier, title: 'Exclusif' }],
      tags: [
        { id: fx.tags25[1], title: 'Sujet 1', order: 0 },
        { id: fx.tag, title: 'Politique', order: 1 },
      ],
      authors: [{ order: 0, author: { id: author.data!.createAuthor.id, name: 'Jeanne Auteur' } }],
      source: { id: fx.source, title: 'AFP' },
      machineTags: [{ id: machineTag, tag: 'topicassignment:id=abc-1' }],
      urls: [{ path: '/tout-charger' }],
      histories: [{ user: { name: 'Alice Martin' } }],
      creator: { name: 'Alice Martin' },
      lockedBy: { name: 'Alice Martin' },
    });
    // The article + all its relations (+ the history entries' users when not already loaded: here
    // the history's user is the creator, answered from the request's loader cache). The session
    // was looked up by the previous request and is remembered (auth/session.ts).
    expect(count).toBe(2);
  });

  it('a list reads only the columns its fields ask for, and each field still answers as for one article', async () => {
    const created = await server.gql<{ upsertArticle: { id: string } }>(
      'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }',
      {
        create: {
          brandKey: 'TEL',
          format: 'Rich',
          title: 'Colonnes choisies',
          body: doc('Corps.'),
          source: { connect: fx.source },
        },
      },
      alice.token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.upsertArticle.id;
    // Fields through a named fragment, an inline fragment and directly; the lock fields need three
    // columns, creator and source their foreign keys, body is loaded on demand.
    const fields = `id title status version createdAt lockExpiresAt creator { name } source { title } body lockedBy { name }`;
    const list = await server.gql<{ searchArticles: Record<string, unknown>[] }>(
      `query searchArticles { searchArticles(first: 5, like: "Colonnes choisies", where: { brandKey: "TEL" }) { ...Card ... on Article { lockedBy { name } } } }
       fragment Card on Article { id title status version createdAt lockExpiresAt creator { name } source { title } body }`,
      {},
      alice.token,
    );
    const one = await server.gql<{ article: Record<string, unknown> }>(
      `query article($id: ID!) { article(where: { id: $id }) { ${fields} } }`,
      { id },
      alice.token,
    );
    expect(list.errors).toBeUndefined();
    expect(one.errors).toBeUndefined();
    expect(list.data!.searchArticles).toEqual([one.data!.article]);
    expect(one.data!.article).toMatchObject({
      title: 'Colonnes choisies',
      lockedBy: { name: 'Alice Martin' },
      creator: { name: 'Alice Martin' },
      source: { title: 'AFP' },
    });
  });
});
