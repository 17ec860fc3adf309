// Cards (encarts) over HTTP on PGlite (and PostgreSQL with TEST_DATABASE_URL): the 001 §5 rules and
// their messages, statuses, one image, empty optional fields as null, ordered relations, locks
// between two users, versions and brand scoping.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { doc, insertFixtures, type ContentFixtures } from '../content/fixtures';

const CARD = `id title secondaryTitle description url label status media body version brandKey
  lockedBy { name } categories { id order } tags { id order }`;
const UPSERT = `mutation upsertCard($where: CardWhereUniqueInput, $create: CardCreateInput!, $update: CardUpdateInput!) {
  upsertCard(where: $where, create: $create, update: $update) { ${CARD} } }`;

interface Card {
  id: string;
  title: string;
  secondaryTitle: string | null;
  description: string | null;
  url: string;
  label: string;
  status: string;
  media: unknown;
  body: unknown;
  version: number;
  lockedBy: { name: string } | null;
  categories: { id: string; order: number }[];
  tags: { id: string; order: number }[];
}

forEachBackend('cards', (backend) => {
  let server: TestServer;
  let fx: ContentFixtures;
  let alice: TestAccount;
  let bob: TestAccount;
  let capOnly: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    fx = await insertFixtures(server.handle);
    alice = await server.createUser({ name: 'Alice Martin' });
    bob = await server.createUser({ name: 'Bob Durand' });
    capOnly = await server.createUser({ name: 'Claire Cap', brandKeys: ['CAP'] });
  });
  afterAll(() => server.close());

  const base = {
    brandKey: 'TEL',
    title: 'Météo du jour',
    url: 'https://tel.example/meteo',
    label: 'Home droite',
  };
  const create = (token: string, fields: Record<string, unknown> = {}) =>
    server.gql<{ upsertCard: Card }>(
      UPSERT,
      { create: { ...base, ...fields }, update: { version: 0 } },
      token,
    );
  const update = (token: string, id: string, fields: Record<string, unknown>) =>
    server.gql<{ upsertCard: Card }>(
      UPSERT,
      { where: { id }, create: base, update: fields },
      token,
    );

  it('creates a Published card, optional blanks stored as null, with one image and ordered relations', async () => {
    const r = await create(alice.token, {
      secondaryTitle: '   ',
      description: '',
      media: { url: 'https://img.example/1.jpg', credit: 'AFP' },
      body: doc('Un encart.'),
      categories: [fx.category2, fx.category],
      tags: [fx.personTag, fx.tag],
    });
    expect(r.errors).toBeUndefined();
    const c = r.data!.upsertCard;
    expect(c).toMatchObject({
      status: 'Published',
      version: 1,
      secondaryTitle: null,
      description: null,
      media: { url: 'https://img.example/1.jpg', credit: 'AFP' },
      lockedBy: { name: 'Alice Martin' },
    });
    expect(c.categories.map((x) => x.id)).toEqual([fx.category2, fx.category]);
    expect(c.tags.map((x) => x.id)).toEqual([fx.personTag, fx.tag]);
  });

  it.each([
    ['title', 'Titre'],
    ['url', 'Url'],
    ['label', 'Emplacement'],
  ])('refuses a blank %s with « Le champ %s est obligatoire »', async (field, label) => {
    const r = await create(alice.token, { [field]: '  ' });
    expect(r.errors?.[0]?.message).toBe("Le contenu saisi n'est pas valide");
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      [field]: `Le champ ${label} est obligatoire`,
    });
  });

  it('refuses two images and a javascript: image', async () => {
    const two = await create(alice.token, {
      media: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg' }],
    });
    expect(two.errors?.[0]?.extensions?.fields).toEqual({
      media: "Supprimez l'image avant d'en importer une nouvelle",
    });
    const js = await create(alice.token, { media: { url: 'javascript:alert(1)' } });
    expect(js.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('archives and republishes, lists by status, and refuses a stale version', async () => {
    const c = (await create(alice.token, { title: 'Archivable' })).data!.upsertCard;
    const archived = await update(alice.token, c.id, { version: c.version, status: 'Archived' });
    expect(archived.data!.upsertCard).toMatchObject({
      status: 'Archived',
      version: 2,
      title: 'Archivable',
    });
    const list = async (status: string) =>
      (
        await server.gql<{ cards: { id: string }[] }>(
          `query cards($s: CardStatus) { cards(where: { brandKey: "TEL", status: $s }) { id } }`,
          { s: status },
          alice.token,
        )
      ).data!.cards.map((x) => x.id);
    expect(await list('Archived')).toContain(c.id);
    expect(await list('Published')).not.toContain(c.id);
    const stale = await update(alice.token, c.id, { version: 1, status: 'Published' });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const republished = await update(alice.token, c.id, { version: 2, status: 'Published' });
    expect(republished.data!.upsertCard.status).toBe('Published');
  });

  it('locks: another user gets LOCKED naming the holder until the holder unlocks', async () => {
    const c = (await create(alice.token, { title: 'Verrouillé' })).data!.upsertCard;
    const lockedOut = await update(bob.token, c.id, { version: 1, title: 'Autre' });
    expect(lockedOut.errors?.[0]?.extensions?.code).toBe('LOCKED');
    expect(lockedOut.errors?.[0]?.message).toBe(
      'Cet encart est en cours de modification par Alice Martin.',
    );
    const lock = await server.gql(
      `mutation lockCard($id: ID!) { lockCard(where: { id: $id }) { id } }`,
      { id: c.id },
      bob.token,
    );
    expect(lock.errors?.[0]?.extensions?.code).toBe('LOCKED');
    await server.gql(
      `mutation unlockCard($id: ID!) { unlockCard(where: { id: $id }) { id } }`,
      { id: c.id },
      alice.token,
    );
    const relock = await server.gql<{ lockCard: { lockedBy: { name: string } } }>(
      `mutation lockCard($id: ID!) { lockCard(where: { id: $id }) { lockedBy { name } } }`,
      { id: c.id },
      bob.token,
    );
    expect(relock.data!.lockCard.lockedBy.name).toBe('Bob Durand');
  });

  it('keeps other brands out', async () => {
    const c = (await create(alice.token, { title: 'TEL seulement' })).data!.upsertCard;
    const read = await server.gql(
      `query card($id: ID!) { card(where: { id: $id }) { id } }`,
      { id: c.id },
      capOnly.token,
    );
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const made = await create(capOnly.token);
    expect(made.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await server.gql<{ cards: { id: string }[] }>(
      `{ cards { id } }`,
      {},
      capOnly.token,
    );
    expect(listed.data!.cards).toEqual([]);
    const anonymous = await server.gql(`{ cards { id } }`, {}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
