// Saves the app's outbox sends again after a lost answer (same Idempotency-Key): a page, a card, an
// orphan page or a live post is created once, an update is answered with the version it produced
// instead of a conflict with itself, and a key is never reused for another content.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_KEY_REUSED_FOR_CONTENT } from '../../../server/src/services/content/saveOnce';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { doc } from './fixtures';

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

forEachBackend('saves sent again (content receipts)', (backend) => {
  let server: TestServer;
  let alice: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    alice = await server.createUser({ name: 'Alice Martin' });
  });
  afterAll(() => server.close());

  /** One request as the outbox sends it: the mutation with its Idempotency-Key. */
  async function send<T>(
    name: string,
    query: string,
    variables: Record<string, unknown>,
    key: string,
    token = alice.token,
  ): Promise<Answer<T>> {
    const response = await server.post(`/graphql?${name}`, JSON.stringify({ query, variables }), {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    });
    return (await response.json()) as Answer<T>;
  }

  const count = async (table: string, where: ReturnType<typeof sql>) => {
    const rows = await server.handle.db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };

  describe('a creation sent twice creates one', () => {
    it('page', async () => {
      const title = `Rubrique envoyée deux fois ${backend}`;
      const query = `mutation createCategory($data: CategoryCreateInput!) { createCategory(data: $data) { id version } }`;
      const variables = { data: { brandKey: 'TEL', format: 'Category', title } };
      const key = randomUUID();
      const first = await send<{ createCategory: { id: string } }>(
        'createCategory',
        query,
        variables,
        key,
        server.admin.token,
      );
      const again = await send<{ createCategory: { id: string } }>(
        'createCategory',
        query,
        variables,
        key,
        server.admin.token,
      );
      expect(again.errors).toBeUndefined();
      expect(again.data!.createCategory).toEqual(first.data!.createCategory);
      expect(await count('categories', sql`title = ${title}`)).toBe(1);
    });

    it('card', async () => {
      const title = `Encart envoyé deux fois ${backend}`;
      const query = `mutation upsertCard($create: CardCreateInput!) { upsertCard(create: $create, update: { version: 0 }) { id version } }`;
      const variables = {
        create: { brandKey: 'TEL', title, url: 'https://example.fr/encart', label: 'Colonne' },
      };
      const key = randomUUID();
      const first = await send<{ upsertCard: { id: string } }>('upsertCard', query, variables, key);
      const again = await send<{ upsertCard: { id: string } }>('upsertCard', query, variables, key);
      expect(again.data!.upsertCard).toEqual(first.data!.upsertCard);
      expect(await count('cards', sql`title = ${title}`)).toBe(1);
    });

    it('orphan page', async () => {
      const uri = `/envoyee-deux-fois-${backend}`;
      const query = `mutation upsertOrphanPage($create: OrphanPageCreateInput!) { upsertOrphanPage(create: $create, update: { version: 0 }) { id version } }`;
      const variables = { create: { brandKey: 'TEL', uri, title: 'Deux fois' } };
      const key = randomUUID();
      const first = await send<{ upsertOrphanPage: { id: string } }>(
        'upsertOrphanPage',
        query,
        variables,
        key,
      );
      // Without its receipt the copy would be refused: the URL is taken by the first.
      const again = await send<{ upsertOrphanPage: { id: string } }>(
        'upsertOrphanPage',
        query,
        variables,
        key,
      );
      expect(again.errors).toBeUndefined();
      expect(again.data!.upsertOrphanPage).toEqual(first.data!.upsertOrphanPage);
    });

    it('live post', async () => {
      const article = await server.gql<{ upsertArticle: { id: string } }>(
        `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: { version: 0 }) { id } }`,
        { c: { brandKey: 'TEL', format: 'Rich', title: 'Le direct envoyé deux fois' } },
        alice.token,
      );
      const live = await server.gql<{ upsertLive: { id: string } }>(
        `mutation upsertLive($id: ID!) { upsertLive(article: { id: $id }) { id } }`,
        { id: article.data!.upsertArticle.id },
        alice.token,
      );
      const liveId = live.data!.upsertLive.id;
      const query = `mutation upsertLivePost($live: ID!, $data: LivePostInput!) { upsertLivePost(live: { id: $live }, data: $data) { id version } }`;
      const variables = { live: liveId, data: { body: doc('Premier but à la 12e minute.') } };
      const key = randomUUID();
      const first = await send<{ upsertLivePost: { id: string } }>(
        'upsertLivePost',
        query,
        variables,
        key,
      );
      const again = await send<{ upsertLivePost: { id: string } }>(
        'upsertLivePost',
        query,
        variables,
        key,
      );
      expect(again.data!.upsertLivePost).toEqual(first.data!.upsertLivePost);
      expect(await count('live_posts', sql`live_id = ${liveId}::uuid`)).toBe(1);
    });
  });

  it('an update sent twice is answered with the version it produced, not a conflict', async () => {
    const created = await server.gql<{ upsertCard: { id: string; version: number } }>(
      `mutation upsertCard($create: CardCreateInput!) { upsertCard(create: $create, update: { version: 0 }) { id version } }`,
      {
        create: {
          brandKey: 'TEL',
          title: 'À corriger',
          url: 'https://example.fr/a',
          label: 'Haut',
        },
      },
      alice.token,
    );
    const { id, version } = created.data!.upsertCard;
    const query = `mutation upsertCard($id: ID!, $update: CardUpdateInput!) { upsertCard(where: { id: $id }, create: { brandKey: "TEL", title: "x", url: "https://x.fr", label: "x" }, update: $update) { id version title } }`;
    const variables = { id, update: { version, title: 'Corrigé' } };
    const key = randomUUID();
    const first = await send<{ upsertCard: { version: number } }>(
      'upsertCard',
      query,
      variables,
      key,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.upsertCard).toMatchObject({ version: version + 1, title: 'Corrigé' });
    const again = await send<{ upsertCard: { version: number } }>(
      'upsertCard',
      query,
      variables,
      key,
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.upsertCard).toEqual(first.data!.upsertCard);
    // Sent without its key, the same save is the conflict it is.
    const plain = await server.gql(query, variables, alice.token);
    expect(plain.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('a key is never reused for another content', async () => {
    const key = randomUUID();
    const card = await send(
      'upsertCard',
      `mutation upsertCard($create: CardCreateInput!) { upsertCard(create: $create, update: { version: 0 }) { id } }`,
      {
        create: { brandKey: 'TEL', title: 'Clé unique', url: 'https://example.fr/c', label: 'Bas' },
      },
      key,
    );
    expect(card.errors).toBeUndefined();
    const orphan = await send(
      'upsertOrphanPage',
      `mutation upsertOrphanPage($create: OrphanPageCreateInput!) { upsertOrphanPage(create: $create, update: { version: 0 }) { id } }`,
      { create: { brandKey: 'TEL', uri: `/cle-reutilisee-${backend}`, title: 'x' } },
      key,
    );
    expect(orphan.errors?.[0]).toMatchObject({
      message: SAVE_KEY_REUSED_FOR_CONTENT,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await count('orphan_pages', sql`uri = ${`/cle-reutilisee-${backend}`}`)).toBe(0);
  });
});
