// Authors, tags (branded contents, machine tags, suggestions), categories, sources, qualifiers and
// attributes over HTTP, with their rules and authorisation, on each backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../../server/src/db/schema/content';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { ARTICLE_FIELDS, doc, insertFixtures, type ContentFixtures } from './fixtures';

const CREATE_AUTHOR =
  'mutation createAuthor($data: AuthorCreateInput!) { createAuthor(data: $data) { id name brandKey email userId } }';
const UPDATE_AUTHOR =
  'mutation updateAuthor($id: ID!, $data: AuthorUpdateInput!) { updateAuthor(where: { id: $id }, data: $data) { id name brandKey attributes { title } histories { id } } }';

forEachBackend('content: catalogues', (backend) => {
  let server: TestServer;
  let fx: ContentFixtures;
  let editor: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    fx = await insertFixtures(server.handle);
    editor = await server.createUser({ name: 'Éditrice' });
    admin = server.admin;
  });
  afterAll(() => server.close());

  describe('authors', () => {
    it.each([
      [
        'an invalid e-mail',
        { name: 'Jean Dupont', brandKey: 'TEL', email: 'pas-un-email' },
        'email',
        'E-mail non valide',
      ],
      ['an empty name', { name: '  ', brandKey: 'TEL' }, 'name', 'Champ obligatoire'],
      [
        'HTML in the biography',
        { name: 'Jean Html', brandKey: 'TEL', description: '<img src=x onerror=alert(1)>' },
        'description',
        'Le code HTML n’est pas autorisé dans ce champ.',
      ],
    ])('refuses %s', async (_label, data, field, message) => {
      const r = await server.gql(CREATE_AUTHOR, { data }, editor.token);
      expect(r.errors?.[0]?.extensions?.fields?.[field]).toBe(message);
    });

    it("refuses a duplicate name in the brand (case ignored) with 'Un auteur au même nom a déjà été créé'", async () => {
      const first = await server.gql(
        CREATE_AUTHOR,
        { data: { name: 'Hélène Roux', brandKey: 'TEL', email: 'helene@example.test' } },
        editor.token,
      );
      expect(first.errors).toBeUndefined();
      const again = await server.gql(
        CREATE_AUTHOR,
        { data: { name: 'hélène roux', brandKey: 'TEL' } },
        editor.token,
      );
      expect(again.errors?.[0]?.extensions?.fields?.name).toBe(
        'Un auteur au même nom a déjà été créé',
      );
      const otherBrand = await server.gql(
        CREATE_AUTHOR,
        { data: { name: 'Hélène Roux', brandKey: 'CAP' } },
        editor.token,
      );
      expect(otherBrand.errors).toBeUndefined();
    });

    it('keeps the brand fixed once set and records a history entry per save', async () => {
      const created = await server.gql<{ createAuthor: { id: string } }>(
        CREATE_AUTHOR,
        { data: { name: 'Paul Faure', brandKey: 'TEL' } },
        editor.token,
      );
      const id = created.data!.createAuthor.id;
      const moved = await server.gql(
        UPDATE_AUTHOR,
        { id, data: { brandKey: 'CAP' } },
        editor.token,
      );
      expect(moved.errors?.[0]?.extensions?.fields?.brandKey).toBe(
        "La marque d'un auteur ne peut plus être modifiée.",
      );
      const renamed = await server.gql<{ updateAuthor: { name: string; histories: unknown[] } }>(
        UPDATE_AUTHOR,
        { id, data: { name: 'Paul Faure-Blanc' } },
        editor.token,
      );
      expect(renamed.data!.updateAuthor.name).toBe('Paul Faure-Blanc');
      expect(renamed.data!.updateAuthor.histories).toHaveLength(2);
    });

    it('lets only a super-admin link an author to a user', async () => {
      const refused = await server.gql(
        CREATE_AUTHOR,
        { data: { name: 'Lié', brandKey: 'TEL', userId: editor.id } },
        editor.token,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const allowed = await server.gql<{ createAuthor: { userId: string } }>(
        CREATE_AUTHOR,
        { data: { name: 'Lié', brandKey: 'TEL', userId: editor.id } },
        admin.token,
      );
      expect(allowed.data!.createAuthor.userId).toBe(editor.id);
      const mine = await server.gql<{ authors: { name: string }[] }>(
        'query authors($u: ID) { authors(where: { userId: $u }) { name } }',
        { u: editor.id },
        editor.token,
      );
      expect(mine.data!.authors.map((a) => a.name)).toEqual(['Lié']);
    });

    it('links attributes of the same brand, in order', async () => {
      const attr = await server.gql<{ createAttribute: { id: string; slug: string } }>(
        'mutation createAttribute($data: AttributeCreateInput!) { createAttribute(data: $data) { id slug } }',
        { data: { brandKey: 'TEL', title: 'Grand reporter' } },
        admin.token,
      );
      expect(attr.data!.createAttribute.slug).toBe('grand-reporter');
      const author = await server.gql<{ createAuthor: { id: string } }>(
        CREATE_AUTHOR,
        {
          data: {
            name: 'Avec attribut',
            brandKey: 'TEL',
            attributes: { set: [{ id: attr.data!.createAttribute.id }] },
          },
        },
        editor.token,
      );
      expect(author.errors).toBeUndefined();
      const read = await server.gql<{ author: { attributes: { title: string }[] } }>(
        'query author($id: ID!) { author(where: { id: $id }) { attributes { title } } }',
        { id: author.data!.createAuthor.id },
        editor.token,
      );
      expect(read.data!.author.attributes).toEqual([{ title: 'Grand reporter' }]);
    });
  });

  describe('tags', () => {
    it('upserts by title, lang and type (same tag twice = one row) and finds it by prefix without accents', async () => {
      const upsert =
        'mutation upsertTag($w: TagWhereUniqueInput!, $c: TagCreateInput!) { upsertTag(where: $w, create: $c, update: {}) { id title slug type } }';
      const a = await server.gql<{ upsertTag: { id: string; slug: string } }>(
        upsert,
        {
          w: { title: 'Élections', lang: 'fr', type: 'Tag' },
          c: { title: 'Élections', type: 'Tag' },
        },
        editor.token,
      );
      const b = await server.gql<{ upsertTag: { id: string } }>(
        upsert,
        {
          w: { title: 'élections', lang: 'fr', type: 'Tag' },
          c: { title: 'élections', type: 'Tag' },
        },
        editor.token,
      );
      expect(b.data!.upsertTag.id).toBe(a.data!.upsertTag.id);
      expect(a.data!.upsertTag.slug).toBe('elections');
      const found = await server.gql<{ searchTags: { title: string }[] }>(
        'query searchTags { searchTags(query: "elec") { title } }',
        {},
        editor.token,
      );
      expect(found.data!.searchTags.map((t) => t.title)).toContain('Élections');
      const badType = await server.gql(
        upsert,
        { w: { title: 'X', lang: 'fr', type: 'Nope' }, c: { title: 'X', type: 'Nope' } },
        editor.token,
      );
      expect(badType.errors?.[0]?.extensions?.fields?.type).toBe('Type de tag inconnu.');
    });

    it('searches TV programmes and collections for a brand allowed media programs, 25 at most', async () => {
      const rows = [
        ...Array.from({ length: 30 }, (_, i) => ({ title: `Koh-Lanta ${i}`, type: 'TvProgram' })),
        { title: 'Koh-Lanta hors antenne', type: 'TvProgram', isActive: false },
        { title: 'Koh-Lanta, le sujet', type: 'Tag' },
        { title: 'Kohlection été', type: 'TvCollection' },
      ];
      await server.handle.db
        .insert(tags)
        .values(rows.map((r, i) => ({ ...r, slug: `tv-${i}-${backend}` })));
      const journalist = await server.createUser({ brandKeys: ['TEL', 'CAP'] });
      const search = (name: string, context: string, first?: number) =>
        server.gql<Record<string, { title: string; type: string }[]>>(
          `query q($q: String!, $c: String!, $f: Int) { ${name}(query: $q, context: $c, first: $f) { title type } }`,
          { q: 'koh', c: context, f: first },
          journalist.token,
        );
      const programs = await search('searchTvPrograms', 'TEL', 100);
      expect(programs.errors).toBeUndefined();
      const found = programs.data!.searchTvPrograms ?? [];
      expect(found).toHaveLength(25);
      expect(new Set(found.map((t) => t.type))).toEqual(new Set(['TvProgram']));
      expect(found.map((t) => t.title)).not.toContain('Koh-Lanta hors antenne');
      const collections = await search('searchTvCollections', 'TEL');
      expect(collections.data!.searchTvCollections).toEqual([
        { title: 'Kohlection été', type: 'TvCollection' },
      ]);
      const notAllowed = await search('searchTvPrograms', 'CAP');
      expect(notAllowed.errors?.[0]?.message).toBe(
        'Les programmes et collections TV ne sont pas proposés pour cette marque.',
      );
      const notMine = await search('searchTvPrograms', 'TGC');
      expect(notMine.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('keeps branded content per brand and refuses an intro of 300 characters or more', async () => {
      const update =
        'mutation updateTagBrandedContent($id: ID!, $data: TagBrandedContentInput!) { updateTagBrandedContent(where: { id: $id }, data: $data) { brandedContents { brandKey isActive body } } }';
      const ok = await server.gql<{
        updateTagBrandedContent: { brandedContents: { brandKey: string; isActive: boolean }[] };
      }>(
        update,
        {
          id: fx.tag,
          data: { brandKey: 'TEL', isActive: false, body: doc('Une courte introduction.') },
        },
        editor.token,
      );
      expect(ok.data!.updateTagBrandedContent.brandedContents).toMatchObject([
        { brandKey: 'TEL', isActive: false },
      ]);
      const long = await server.gql(
        update,
        { id: fx.tag, data: { brandKey: 'TEL', body: doc('x'.repeat(300)) } },
        editor.token,
      );
      expect(long.errors?.[0]?.extensions?.fields?.body).toBe(
        "Le texte d'introduction doit faire moins de 300 caractères.",
      );
      const missing = await server.gql(
        update,
        { id: '00000000-0000-4000-8000-000000000009', data: { brandKey: 'TEL' } },
        editor.token,
      );
      expect(missing.errors?.[0]?.message).toBe("Ce tag n'existe pas");
    });

    it('creates machine tags of the form topicassignment:id=… and links them in order', async () => {
      const article = await server.gql<{ upsertArticle: { id: string } }>(
        `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { ${ARTICLE_FIELDS} } }`,
        { c: { brandKey: 'TEL', format: 'Rich', title: 'Print' } },
        editor.token,
      );
      const create =
        'mutation createMachineTag($data: MachineTagCreateInput!) { createMachineTag(data: $data) { id tag } }';
      const id = article.data!.upsertArticle.id;
      expect(
        (
          await server.gql(
            create,
            { data: { tag: 'topicassignment:id=42', article: { connect: { id } } } },
            editor.token,
          )
        ).errors,
      ).toBeUndefined();
      expect(
        (
          await server.gql(
            create,
            { data: { tag: 'topicassignment:id=7', article: { connect: { id }, order: 0 } } },
            editor.token,
          )
        ).errors,
      ).toBeUndefined();
      const bad = await server.gql(
        create,
        { data: { tag: 'autre:chose', article: { connect: { id } } } },
        editor.token,
      );
      expect(bad.errors?.[0]?.extensions?.fields?.tag).toBe(
        'Un machine tag est de la forme topicassignment:id={identifiant}.',
      );
      const read = await server.gql<{ article: { machineTags: { tag: string }[] } }>(
        'query article($id: ID!) { article(where: { id: $id }) { machineTags { tag } } }',
        { id },
        editor.token,
      );
      expect(read.data!.article.machineTags.map((m) => m.tag)).toEqual([
        'topicassignment:id=7',
        'topicassignment:id=42',
      ]);
    });

    it('suggests the tags and categories of the closest articles that the article lacks', async () => {
      const save = `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`;
      for (const title of [
        'Le festival de cinéma ouvre ses portes',
        'Cinéma : le festival affiche complet',
      ]) {
        await server.gql(
          save,
          {
            c: {
              brandKey: 'TEL',
              format: 'Rich',
              title,
              tags: { set: [{ id: fx.tags25[0] }, { id: fx.personTag }] },
              categories: { set: [{ id: fx.category2 }] },
            },
          },
          editor.token,
        );
      }
      const target = await server.gql<{ upsertArticle: { id: string } }>(
        save,
        { c: { brandKey: 'TEL', format: 'Rich', title: 'Un festival de cinéma en plein air' } },
        editor.token,
      );
      const id = target.data!.upsertArticle.id;
      const r = await server.gql<{
        suggestTags: { id: string; type: string }[];
        suggestCategories: { id: string }[];
      }>(
        'query suggest($id: ID!) { suggestTags(article: { id: $id }, brandKey: "TEL") { id type } suggestCategories(article: { id: $id }) { id } }',
        { id },
        editor.token,
      );
      expect(r.data!.suggestTags.map((t) => t.id).sort()).toEqual(
        [fx.tags25[0], fx.personTag].sort(),
      );
      expect(r.data!.suggestCategories.map((c) => c.id)).toEqual([fx.category2]);
    });
  });

  describe('categories, sources, qualifiers', () => {
    it('nests children and counts published articles', async () => {
      const { categories } = await import('../../../server/src/db/schema/content');
      const [parent] = await server.handle.db
        .insert(categories)
        .values({ brandKey: 'GEO', title: 'Voyage', format: 'Category', level: 1 })
        .returning();
      await server.handle.db.insert(categories).values({
        brandKey: 'GEO',
        title: 'Asie',
        format: 'Category',
        level: 2,
        parentId: parent!.id,
      });
      const r = await server.gql<{
        categories: {
          title: string;
          childCount: number;
          children: { title: string; parent: { title: string } }[];
        }[];
      }>(
        'query categories { categories(where: { brandKey: "GEO", level: 1 }) { title childCount children { title parent { title } } } }',
        {},
        editor.token,
      );
      expect(r.data!.categories).toEqual([
        {
          title: 'Voyage',
          childCount: 1,
          children: [{ title: 'Asie', parent: { title: 'Voyage' } }],
        },
      ]);
    });

    it('lists sources by brand with a count, and answers unknown ids with the French message', async () => {
      const r = await server.gql<{ sources: { title: string }[]; sourceCount: number }>(
        'query sources { sources(where: { brandKey: "TEL" }) { title } sourceCount(where: { brandKey: "TEL" }) }',
        {},
        editor.token,
      );
      expect(r.data).toEqual({ sources: [{ title: 'AFP' }], sourceCount: 1 });
      const q = await server.gql(
        'query qualifier { qualifier(where: { id: "nope" }) { id } }',
        {},
        editor.token,
      );
      expect(q.errors?.[0]?.message).toBe("Ce qualifier n'existe pas");
    });

    it('qualifiers: super-admin only, Draft and Rich by default, title fixed after creation', async () => {
      const create =
        'mutation createQualifier($data: QualifierCreateInput!) { createQualifier(data: $data) { id status format title } }';
      const refused = await server.gql(
        create,
        { data: { title: 'Enquête', brandKey: 'TEL' } },
        editor.token,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const created = await server.gql<{
        createQualifier: { id: string; status: string; format: string };
      }>(create, { data: { title: 'Enquête', brandKey: 'TEL' } }, admin.token);
      expect(created.data!.createQualifier).toMatchObject({ status: 'Draft', format: 'Rich' });
      const update =
        'mutation updateQualifier($id: ID!, $data: QualifierUpdateInput!) { updateQualifier(where: { id: $id }, data: $data) { status title } }';
      const retitle = await server.gql(
        update,
        { id: created.data!.createQualifier.id, data: { title: 'Autre' } },
        admin.token,
      );
      expect(retitle.errors?.[0]?.extensions?.fields?.title).toBe(
        'Le titre ne peut être modifié qu’à la création.',
      );
      const publish = await server.gql<{ updateQualifier: { status: string } }>(
        update,
        { id: created.data!.createQualifier.id, data: { status: 'Published' } },
        admin.token,
      );
      expect(publish.data!.updateQualifier.status).toBe('Published');
      const empty = await server.gql(
        create,
        { data: { title: ' ', brandKey: 'TEL' } },
        admin.token,
      );
      expect(empty.errors?.[0]?.extensions?.fields?.title).toBe('Le champ "Titre" est requis');
    });
  });
});
