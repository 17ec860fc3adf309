// Issue 30 "Input rules written once", on the server: a card's url goes through the one link rule
// (common/domain/validation/linkRule.ts) with its own French message — no more `java\tscript:`,
// `data:` or `vbscript:` accepted, nor refused as "too long" — and an orphan page's title and
// metas, written into the public page's head, refuse markup and control characters. A refusal
// is a BAD_USER_INPUT with the field's message, and nothing is stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../common/domain/messages';
import { queryRows } from '../../server/src/services/content/sqlRows';
import { forEachBackend } from './helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from './helpers/testServer';

const UPSERT_CARD = `mutation upsertCard($where: CardWhereUniqueInput, $create: CardCreateInput!, $update: CardUpdateInput!) {
  upsertCard(where: $where, create: $create, update: $update) { id url } }`;
const UPSERT_ORPHAN = `mutation upsertOrphanPage($where: OrphanPageWhereUniqueInput, $create: OrphanPageCreateInput!, $update: OrphanPageUpdateInput!) {
  upsertOrphanPage(where: $where, create: $create, update: $update) { id title metas } }`;

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'https://exemple.fr@evil.example/',
  'pas une adresse',
];

forEachBackend('one link rule, plain page heads', (backend) => {
  let server: TestServer;
  let alice: TestAccount;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    alice = await server.createUser({ name: 'Alice Martin' });
  });
  afterAll(() => server.close());

  const count = async (table: 'cards' | 'orphan_pages') =>
    Number(
      (
        await queryRows<{ n: string | number }>(
          server.handle.db,
          sql`select count(*) as n from ${sql.raw(table)}`,
        )
      )[0]?.n,
    );

  it.each(HOSTILE_LINKS)('a card whose url is %j is refused with the link message', async (url) => {
    const before = await count('cards');
    const res = await server.gql(
      UPSERT_CARD,
      {
        create: { brandKey: 'TEL', title: 'Météo', url, label: 'Home droite' },
        update: { version: 0 },
      },
      alice.token,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toMatchObject({ url: MESSAGES.urlInvalid });
    expect(await count('cards')).toBe(before);
  });

  it('a card keeps a web address, and a too long one gets the length message', async () => {
    const ok = await server.gql<{ upsertCard: { url: string } }>(
      UPSERT_CARD,
      {
        create: {
          brandKey: 'TEL',
          title: 'Météo',
          url: 'https://www.exemple.fr/meteo?j=1',
          label: 'L',
        },
        update: { version: 0 },
      },
      alice.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.upsertCard.url).toBe('https://www.exemple.fr/meteo?j=1');
    const long = await server.gql(
      UPSERT_CARD,
      {
        create: {
          brandKey: 'TEL',
          title: 'Météo',
          url: `https://exemple.fr/${'a'.repeat(2100)}`,
          label: 'L',
        },
        update: { version: 0 },
      },
      alice.token,
    );
    expect(long.errors?.[0]?.extensions?.fields).toMatchObject({
      url: 'Ce champ ne doit pas dépasser 2048 caractères.',
    });
  });

  it.each([
    ['metas', { metas: ['description: "><script>alert(1)</script>'] }],
    ['metas', { metas: ['robots: noindex', 'og:title: a > b'] }],
    ['metas', { metas: ['description: ligne\nsuivante'] }],
    ['title', { title: 'Règles "><img src=x onerror=alert(1)>' }],
    ['title', { title: 'Titre\u0007' }],
  ])(
    'an orphan page whose %s holds markup or controls is refused in French, nothing stored',
    async (field, fields) => {
      const before = await count('orphan_pages');
      const res = await server.gql(
        UPSERT_ORPHAN,
        {
          create: { brandKey: 'TEL', uri: `/page-${Math.random()}`, ...fields },
          update: { version: 0 },
        },
        alice.token,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const messages = res.errors?.[0]?.extensions?.fields as Record<string, string>;
      expect(messages[field]).toMatch(/^(Ce champ ne peut contenir|Le code HTML)/);
      if (field === 'metas') expect(messages.metas).toBe(MESSAGES.plainTextMarkup);
      expect(await count('orphan_pages')).toBe(before);
    },
  );

  it('an orphan page with plain metas and title is stored as typed', async () => {
    const res = await server.gql<{ upsertOrphanPage: { title: string; metas: string[] } }>(
      UPSERT_ORPHAN,
      {
        create: {
          brandKey: 'TEL',
          uri: '/regles',
          title: 'Règles du jeu « été » & co',
          metas: ['robots: noindex', 'description: l’été, c’est « chaud » & "sec"'],
        },
        update: { version: 0 },
      },
      alice.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.upsertOrphanPage).toEqual({
      id: expect.any(String),
      title: 'Règles du jeu « été » & co',
      metas: ['robots: noindex', 'description: l’été, c’est « chaud » & "sec"'],
    });
  });
});
