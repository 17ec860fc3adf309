// Search stays correct when a long body's vector is completed after commit (migration 0004,
// services/content/searchIndexer.ts): title and lead words match as soon as the save returns, body
// words once the indexer has run, the vector equals the one computed in one go, a later save of
// the same article never leaves a stale vector, and rows left pending (a crash) are picked up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_INDEX_FROM_CHARS } from '../../../server/src/services/content/articleSave';
import { searchIndexer } from '../../../server/src/services/content/searchIndexer';
import { queryOne } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { doc } from './fixtures';

/** A body past the deferral threshold, made of one repeated sentence plus a distinctive word. */
function longBody(word: string) {
  const filler = 'La rédaction prépare le dossier de la semaine avec les correspondants régionaux.';
  const paragraphs = Array.from(
    { length: Math.ceil(DEFERRED_INDEX_FROM_CHARS / filler.length) + 5 },
    () => filler,
  );
  return doc(...paragraphs, `Le mot rare est ${word}.`);
}

forEachBackend('content: deferred search indexing of long bodies', (backend) => {
  let server: TestServer;
  let alice: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    alice = await server.createUser({ name: 'Alice Martin' });
  });
  afterAll(async () => {
    await searchIndexer(server.handle.db).idle();
    await server.close();
  });

  const search = async (q: string) =>
    (
      await server.gql<{ searchArticles: { title: string }[] }>(
        'query searchArticles($q: String) { searchArticles(query: $q, where: { brandKey: "GEO" }) { title } }',
        { q },
        alice.token,
      )
    ).data!.searchArticles.map((a) => a.title);

  const state = (id: string) =>
    queryOne<{ pending: boolean; same: boolean }>(
      server.handle.db,
      sql`select search_pending as pending,
                 search_vector = public.article_search_vector(title, lead_text, body_text) as same
            from articles where id = ${id}::uuid`,
    );

  async function createLong(title: string, word: string): Promise<{ id: string; version: number }> {
    const r = await server.gql<{ upsertArticle: { id: string; version: number } }>(
      'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id version } }',
      { create: { brandKey: 'GEO', format: 'Rich', title, body: longBody(word) } },
      alice.token,
    );
    expect(r.errors).toBeUndefined();
    return r.data!.upsertArticle;
  }

  it('finds a long article by its title at once and by its body once indexed, with the full vector', async () => {
    const { id } = await createLong('Le marathon des correspondants', 'hippopotame');
    // The save committed the title + lead vector; the body's part is the indexer's.
    expect(await search('marathon')).toEqual(['Le marathon des correspondants']);
    await searchIndexer(server.handle.db).idle();
    expect(await state(id)).toEqual({ pending: false, same: true });
    expect(await search('hippopotames')).toEqual(['Le marathon des correspondants']);
  });

  it('a later save replaces the body words: the old word no longer matches, the new one does', async () => {
    const { id, version } = await createLong('Chronique du fleuve', 'crocodile');
    await searchIndexer(server.handle.db).idle();
    expect(await search('crocodile')).toEqual(['Chronique du fleuve']);
    const saved = await server.gql<{ updateArticle: { version: number } }>(
      'mutation updateArticle($id: ID!, $data: ArticleUpdateInput!) { updateArticle(where: { id: $id }, data: $data) { version } }',
      { id, data: { version, body: longBody('ornithorynque') } },
      alice.token,
    );
    expect(saved.errors).toBeUndefined();
    await searchIndexer(server.handle.db).idle();
    expect(await search('crocodile')).toEqual([]);
    expect(await search('ornithorynque')).toEqual(['Chronique du fleuve']);
    expect(await state(id)).toEqual({ pending: false, same: true });
    // The history snapshot copies the body written by this save (taken from the row in SQL).
    const history = await server.gql<{
      article: { histories: { snapshot: { version: number; body: unknown; title: string } }[] };
    }>(
      'query article($id: ID!) { article(where: { id: $id }) { histories { snapshot } } }',
      { id },
      alice.token,
    );
    const latest = history.data!.article.histories[0]!.snapshot;
    expect([latest.version, latest.title, latest.body]).toEqual([
      version + 1,
      'Chronique du fleuve',
      longBody('ornithorynque'),
    ]);
  });

  it('a short body is indexed within the save itself', async () => {
    const r = await server.gql<{ upsertArticle: { id: string } }>(
      'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }',
      {
        create: {
          brandKey: 'GEO',
          format: 'Rich',
          title: 'Brève',
          body: doc('Un pélican sur le port.'),
        },
      },
      alice.token,
    );
    expect(await state(r.data!.upsertArticle.id)).toEqual({ pending: false, same: true });
    expect(await search('pelican')).toEqual(['Brève']);
  });

  it('rows left pending (a crash between commit and indexing) are indexed by the next pass', async () => {
    const { id } = await createLong('Rapport oublié', 'salamandre');
    await searchIndexer(server.handle.db).idle();
    // Simulate the crash: the row is back to "title and lead only, pending", as a save leaves it.
    await server.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('backoffice.defer_body_index', 'on', true)`);
      await tx.execute(
        sql`update articles set body_text = body_text || ' ' where id = ${id}::uuid`,
      );
    });
    expect(await state(id)).toEqual({ pending: true, same: false });
    expect(await search('salamandre')).toEqual([]);
    expect(await searchIndexer(server.handle.db).drain()).toBe(1);
    expect(await state(id)).toEqual({ pending: false, same: true });
    expect(await search('salamandre')).toEqual(['Rapport oublié']);
  });

  describe('writers other than the API save', () => {
    it('an insert or update without the deferral setting computes the full vector in the statement', async () => {
      const row = await queryOne<{ id: string }>(
        server.handle.db,
        sql`insert into articles (brand_key, format, status, title, body_text) values ('GEO', 'Rich', 'Draft', 'Écrit par un script', 'un tatou dans le jardin') returning id`,
      );
      expect(await state(row!.id)).toEqual({ pending: false, same: true });
      expect(await search('tatou')).toEqual(['Écrit par un script']);
    });
  });
});
