// Recipes (001 §7 `recipes`, `recipeCount`) over the real API, on PGlite and PostgreSQL: brand
// scoping (a user without the brand sees none, naming it is FORBIDDEN), filters, order, count,
// the page-size cap and French messages on bad input; and recipes linked from a page's Board
// section: stored, resolved, refused when unknown, of another brand or not published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertRecipes,
  RECIPE_MESSAGES,
  type RecipeInsert,
} from '../../../server/src/services/recipes/recipes';
import { SECTION_MESSAGES } from '../../../server/src/services/pages/sections';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const FIELDS = `id brandKey title status medias publishedAt createdAt recipeUrls { url isCanonical }
  recipeCategories { id title } authorName cookTime prepTime totalTime waitTime yield difficulty
  calorieLevel estimatedCost cookingMethod ingredients { raw parsed { name quantity unit } unparsed }
  advice instructions source slug`;
const LIST = `query recipes($first: Int, $skip: Int, $where: RecipeWhereInput, $orderBy: RecipeOrderByInput) {
  recipes(first: $first, skip: $skip, where: $where, orderBy: $orderBy) { ${FIELDS} } }`;
const COUNT = `query recipeCount($where: RecipeWhereInput) { recipeCount(where: $where) }`;

interface Recipe {
  id: string;
  brandKey: string;
  title: string;
  status: string;
  publishedAt: string | null;
  cookTime: number | null;
  recipeUrls: { url: string; isCanonical: boolean }[];
  medias: { href: string }[];
}

const day = (n: number) => new Date(Date.UTC(2026, 3, n, 9));
const recipe = (title: string, fields: Partial<RecipeInsert> = {}): RecipeInsert => ({
  brandKey: 'FAC',
  title,
  status: 'Published',
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  medias: [{ key: `r/${title}.jpg`, href: `https://img.example/${title}.jpg`, format: 'image' }],
  recipeUrls: [
    {
      url: `https://www.femmeactuelle.fr/recettes/${encodeURIComponent(title)}`,
      isCanonical: true,
    },
  ],
  recipeCategories: [{ id: 'c1', title: 'Desserts' }],
  authorName: 'Camille Roux',
  ingredients: {
    raw: ['3 œufs'],
    parsed: [{ name: 'œuf', quantity: 3, unit: null }],
    unparsed: [],
  },
  instructions: ['Mélanger.', 'Cuire.'],
  ...fields,
});

forEachBackend('recipes', (backend) => {
  let server: TestServer;
  let facUser: TestAccount;
  let telOnly: TestAccount;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ backend });
    facUser = await server.createUser({ name: 'Fanny Fac', brandKeys: ['FAC'] });
    telOnly = await server.createUser({ name: 'Tom Tel', brandKeys: ['TEL'] });
    const list: [string, RecipeInsert][] = [
      ['tarte', recipe('Tarte aux pommes', { publishedAt: day(3), cookTime: 45 })],
      ['creme', recipe('Crème brûlée', { publishedAt: day(5), cookTime: 60 })],
      ['gratin', recipe('Gratin dauphinois', { publishedAt: day(4), cookTime: 75 })],
      ['brouillon', recipe('Tarte au citron', { status: 'Draft', publishedAt: null })],
      ['cac', recipe('Tarte Tatin', { brandKey: 'CAC', publishedAt: day(6) })],
    ];
    const inserted = await insertRecipes(
      server.handle.db,
      list.map(([, r]) => r),
    );
    list.forEach(([name], i) => (ids[name] = inserted[i]!));
  });
  afterAll(() => server.close());

  const list = (variables: Record<string, unknown>, token = server.admin.token) =>
    server.gql<{ recipes: Recipe[] }>(LIST, variables, token);
  const count = (where: Record<string, unknown>, token = server.admin.token) =>
    server.gql<{ recipeCount: number }>(COUNT, { where }, token);

  describe('authorisation', () => {
    it('needs a session', async () => {
      const r = await list({});
      const anonymous = await server.gql(LIST, {}, null);
      expect(r.errors).toBeUndefined();
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('a user without the brand sees none of its recipes, and naming it is refused', async () => {
      const all = await list({}, telOnly.token);
      expect(all.errors).toBeUndefined();
      expect(all.data!.recipes).toEqual([]);
      expect((await count({}, telOnly.token)).data!.recipeCount).toBe(0);
      const named = await list({ where: { brandKey: 'FAC' } }, telOnly.token);
      expect(named.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(named.errors?.[0]?.message).toBe("Vous n'avez pas accès à la marque FAC.");
      const inList = await count({ brandKey_in: ['FAC'] }, telOnly.token);
      expect(inList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("a user of one brand sees only that brand's recipes", async () => {
      const r = await list({}, facUser.token);
      expect(r.data!.recipes.map((x) => x.brandKey)).toEqual(['FAC', 'FAC', 'FAC', 'FAC']);
      expect((await count({ brandKey: 'CAC' }, facUser.token)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });
  });

  describe('filters and order', () => {
    it('published recipes of a brand, newest first, with every field', async () => {
      const r = await list({ first: 100, where: { brandKey: 'FAC', status: 'Published' } });
      expect(r.errors).toBeUndefined();
      expect(r.data!.recipes.map((x) => x.title)).toEqual([
        'Crème brûlée',
        'Gratin dauphinois',
        'Tarte aux pommes',
      ]);
      expect(r.data!.recipes[0]).toMatchObject({
        id: ids.creme,
        status: 'Published',
        publishedAt: day(5).toISOString(),
        cookTime: 60,
        recipeUrls: [{ isCanonical: true }],
        medias: [{ href: 'https://img.example/Crème brûlée.jpg' }],
        recipeCategories: [{ id: 'c1', title: 'Desserts' }],
        ingredients: { raw: ['3 œufs'], parsed: [{ name: 'œuf', quantity: 3, unit: null }] },
        instructions: ['Mélanger.', 'Cuire.'],
      });
    });

    it('title_contains ignores case and accents and takes % literally', async () => {
      const r = await list({ where: { brandKey: 'FAC', title_contains: 'CREME' } });
      expect(r.data!.recipes.map((x) => x.id)).toEqual([ids.creme]);
      const tartes = await list({ where: { title_contains: 'tarte' }, orderBy: 'title_ASC' });
      expect(tartes.data!.recipes.map((x) => x.title)).toEqual([
        'Tarte au citron',
        'Tarte aux pommes',
        'Tarte Tatin',
      ]);
      expect((await list({ where: { title_contains: '%' } })).data!.recipes).toEqual([]);
    });

    it('by id, ids, statuses, brands; other orders; pages', async () => {
      expect((await list({ where: { id: ids.gratin } })).data!.recipes[0]!.title).toBe(
        'Gratin dauphinois',
      );
      const some = await list({ where: { id_in: [ids.tarte, ids.cac] }, orderBy: 'title_ASC' });
      expect(some.data!.recipes.map((x) => x.title)).toEqual(['Tarte aux pommes', 'Tarte Tatin']);
      const drafts = await list({ where: { status_in: ['Draft', 'Archived'] } });
      expect(drafts.data!.recipes.map((x) => x.id)).toEqual([ids.brouillon]);
      const slowest = await list({ where: { brandKey_in: ['FAC'] }, orderBy: 'cookTime_DESC' });
      expect(slowest.data!.recipes[0]!.id).toBe(ids.gratin);
      const page2 = await list({
        first: 2,
        skip: 2,
        where: { brandKey: 'FAC', status: 'Published' },
      });
      expect(page2.data!.recipes.map((x) => x.id)).toEqual([ids.tarte]);
    });

    it('counts what the list would show', async () => {
      expect((await count({ brandKey: 'FAC' })).data!.recipeCount).toBe(4);
      expect((await count({ brandKey: 'FAC', status: 'Published' })).data!.recipeCount).toBe(3);
      expect((await count({ title_contains: 'tarte' })).data!.recipeCount).toBe(3);
      expect((await count({}, facUser.token)).data!.recipeCount).toBe(4);
    });
  });

  describe('bad input', () => {
    it('refuses a page beyond 100, negative numbers, bad ids and long searches in French', async () => {
      const big = await list({ first: 101 });
      expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(big.errors?.[0]?.extensions?.fields).toEqual({ first: RECIPE_MESSAGES.first });
      expect(RECIPE_MESSAGES.first).toBe(
        'Le nombre de recettes demandées doit être compris entre 0 et 100.',
      );
      const negative = await list({ first: -1, skip: -3 });
      expect(negative.errors?.[0]?.extensions?.fields).toEqual({
        first: RECIPE_MESSAGES.first,
        skip: RECIPE_MESSAGES.skip,
      });
      const badId = await count({ id: 'pas-un-uuid', id_in: ['x'] });
      expect(badId.errors?.[0]?.extensions?.fields).toEqual({
        id: RECIPE_MESSAGES.id,
        id_in: RECIPE_MESSAGES.id,
      });
      const long = await list({ where: { title_contains: 'x'.repeat(201) } });
      expect(long.errors?.[0]?.extensions?.fields).toEqual({
        title_contains: RECIPE_MESSAGES.titleContains,
      });
      const brand = await list({ where: { brandKey_in: ['fac; drop'] } });
      expect(brand.errors?.[0]?.extensions?.fields).toEqual({
        brandKey_in: RECIPE_MESSAGES.brandKey,
      });
      const unknownStatus = await list({ where: { status: 'Cuit' } });
      expect(unknownStatus.status).toBe(400);
    });
  });

  describe('in a page Board section', () => {
    const PAGE = `id version sections { boardItems { id type order title status } }`;
    it('stores and resolves a published recipe of the brand, refuses the others', async () => {
      const created = await server.gql<{ createCategory: { id: string; version: number } }>(
        `mutation createCategory($data: CategoryCreateInput!) { createCategory(data: $data) { ${PAGE} } }`,
        { data: { brandKey: 'FAC', format: 'Category', title: 'Recettes du moment' } },
        server.admin.token,
      );
      expect(created.errors).toBeUndefined();
      const page = created.data!.createCategory;
      let version = page.version;
      const save = async (items: { id: string; type: string }[]) => {
        const r = await server.gql<{
          updateCategory: {
            version: number;
            sections: {
              boardItems: { id: string; type: string; title: string; status: string }[];
            }[];
          };
        }>(
          `mutation updateCategory($id: ID!, $data: CategoryUpdateInput!) { updateCategory(where: { id: $id }, data: $data) { ${PAGE} } }`,
          {
            id: page.id,
            data: { version, sections: [{ type: 'Board', title: 'À cuisiner', items }] },
          },
          server.admin.token,
        );
        if (r.data) version = r.data.updateCategory.version;
        return r;
      };
      const ok = await save([
        { id: ids.gratin!, type: 'recipe' },
        { id: ids.creme!, type: 'recipe' },
      ]);
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.updateCategory.sections[0]!.boardItems).toMatchObject([
        { id: ids.gratin, type: 'recipe', title: 'Gratin dauphinois', status: 'Published' },
        { id: ids.creme, type: 'recipe', title: 'Crème brûlée', status: 'Published' },
      ]);
      const otherBrand = await save([{ id: ids.cac!, type: 'recipe' }]);
      expect(otherBrand.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': SECTION_MESSAGES.recipeUnknown,
      });
      const draft = await save([{ id: ids.brouillon!, type: 'recipe' }]);
      expect(draft.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': SECTION_MESSAGES.recipeNotPublished,
      });
      const missing = await save([{ id: '00000000-0000-4000-8000-000000000000', type: 'recipe' }]);
      expect(missing.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': SECTION_MESSAGES.recipeUnknown,
      });
      // An article id sent as a recipe is not a recipe.
      const mistyped = await save([{ id: ids.tarte!, type: 'article' }]);
      expect(mistyped.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': SECTION_MESSAGES.itemUnknown,
      });
    });
  });
});
