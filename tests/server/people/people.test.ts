// `people` (spec 001 §7, issue 37): the persons of the person-link dialog, the active tags of type
// Person, searched by word prefixes with accents and case ignored, paged; and the article save
// refusing a person link whose person does not exist, with a French message on the body.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, tags } from '../../../server/src/db/schema/content';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const PEOPLE = `query people($where: PersonWhereInput, $first: Int, $skip: Int) {
  people(where: $where, first: $first, skip: $skip) { id fullName } }`;
const CREATE = `mutation upsertArticle($create: ArticleCreateInput!) {
  upsertArticle(create: $create, update: {}) { id version body } }`;
const UPDATE = `mutation updateArticle($id: ID!, $data: ArticleUpdateInput!) {
  updateArticle(where: { id: $id }, data: $data) { id version body } }`;

type Person = { id: string; fullName: string };

function bodyWithPerson(personId: string, name: string) {
  return {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Un mot de ' },
          {
            type: 'text',
            text: name,
            marks: [{ type: 'person_link', attrs: { personId, name, href: '' } }],
          },
        ],
      },
    ],
  };
}

forEachBackend('people', (backend) => {
  let server: TestServer;
  let geo: TestAccount;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ backend });
    geo = await server.createUser({ name: 'Gaëlle Géo', brandKeys: ['GEO'] });
    const rows: [string, string, boolean][] = [
      ['Zinédine Zidane', 'Person', true],
      ['Isabelle Adjani', 'Person', true],
      ['Émile Zola', 'Person', true],
      ['Éric Zemmour-Ancien', 'Person', false],
      ['Zidane Transfert', 'Tag', true],
    ];
    for (const [title, type, isActive] of rows) {
      const [row] = await server.handle.db
        .insert(tags)
        .values({ title, type, isActive, slug: title.toLowerCase().replace(/\W+/g, '-') })
        .returning();
      ids[title] = row!.id;
    }
  });
  afterAll(() => server.close());

  async function people(variables: Record<string, unknown>, token = geo.token) {
    return server.gql<{ people: Person[] }>(PEOPLE, variables, token);
  }

  describe('search', () => {
    it('finds active persons by word prefixes, accents and case ignored, sorted by name', async () => {
      const z = await people({ where: { fullName_contains: 'ZI' } });
      expect(z.errors).toBeUndefined();
      expect(z.data!.people).toEqual([{ id: ids['Zinédine Zidane'], fullName: 'Zinédine Zidane' }]);
      const folded = await people({ where: { fullName_contains: 'emile zo' } });
      expect(folded.data!.people.map((p) => p.fullName)).toEqual(['Émile Zola']);
      // Prefixes of words only; the inactive person and the plain tag never come back.
      const e = await people({ where: { fullName_contains: 'e' } });
      expect(e.data!.people.map((p) => p.fullName)).toEqual(['Émile Zola']);
    });

    it('lists every active person by name without words, and pages', async () => {
      const all = await people({ where: { fullName_contains: '  ' } });
      expect(all.data!.people.map((p) => p.fullName)).toEqual([
        'Émile Zola',
        'Isabelle Adjani',
        'Zinédine Zidane',
      ]);
      const second = await people({ first: 1, skip: 1 });
      expect(second.data!.people.map((p) => p.fullName)).toEqual(['Isabelle Adjani']);
      const none = await people({ where: { fullName_contains: 'inconnu' } });
      expect(none.data!.people).toEqual([]);
    });

    it('refuses an anonymous caller', async () => {
      const r = await server.gql(PEOPLE, {});
      expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('person links in a saved body', () => {
    it('saves a link to an existing person and reads it back', async () => {
      const body = bodyWithPerson(ids['Isabelle Adjani']!, 'Isabelle Adjani');
      const r = await server.gql<{ upsertArticle: { id: string; body: unknown } }>(
        CREATE,
        { create: { brandKey: 'GEO', format: 'Rich', title: 'Portrait', body } },
        geo.token,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.upsertArticle.body).toEqual(body);
    });

    it.each([
      ['an id of no person', () => '00000000-0000-4000-8000-000000000000', 'Personne Fantôme'],
      ['a tag that is not a person', () => ids['Zidane Transfert']!, 'Zidane Transfert'],
      ['an inactive person', () => ids['Éric Zemmour-Ancien']!, 'Éric Zemmour-Ancien'],
      ['an id that is not one', () => 'pas-un-id', 'Quelqu’un'],
    ])('refuses %s with a French message on the body', async (_label, id, name) => {
      const created = await server.gql<{ upsertArticle: { id: string; version: number } }>(
        CREATE,
        { create: { brandKey: 'GEO', format: 'Rich', title: 'Brouillon' } },
        geo.token,
      );
      const article = created.data!.upsertArticle;
      const r = await server.gql(
        UPDATE,
        { id: article.id, data: { version: article.version, body: bodyWithPerson(id(), name) } },
        geo.token,
      );
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields?.body).toBe(
        `Le lien personne « ${name} » ne correspond à aucune personne connue.`,
      );
      // Nothing written: the article keeps its empty body.
      const [row] = await server.handle.db
        .select({ body: articles.body })
        .from(articles)
        .where(eq(articles.id, article.id));
      expect(row!.body).toBeNull();
    });
  });

  it('refuses a card body linking no person, and saves one linking a person', async () => {
    const CARD = `mutation upsertCard($create: CardCreateInput!) {
      upsertCard(create: $create, update: { version: 0 }) { id } }`;
    const card = {
      brandKey: 'GEO',
      title: 'Portrait',
      url: 'https://geo.example/p',
      label: 'Home',
    };
    const refused = await server.gql(
      CARD,
      { create: { ...card, body: bodyWithPerson('00000000-0000-4000-8000-000000000000', 'Nul') } },
      geo.token,
    );
    expect(refused.errors?.[0]?.extensions?.fields?.body).toBe(
      'Le lien personne « Nul » ne correspond à aucune personne connue.',
    );
    const saved = await server.gql(
      CARD,
      { create: { ...card, body: bodyWithPerson(ids['Isabelle Adjani']!, 'Isabelle Adjani') } },
      geo.token,
    );
    expect(saved.errors).toBeUndefined();
  });

  it('keeps refusing a person once its tag is deactivated', async () => {
    await server.handle.db
      .update(tags)
      .set({ isActive: false })
      .where(eq(tags.id, ids['Zinédine Zidane']!));
    const r = await people({ where: { fullName_contains: 'zidane' } });
    expect(r.data!.people).toEqual([]);
  });
});
