// Pages (issue 17) over the real API, on PGlite and PostgreSQL: the tree to 5 levels, who may
// create where, the status machine per format, every section rule of 001 §5 with its message,
// version/CONFLICT, locks and their 600000 ms expiry, history snapshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { PAGE_TAGS_LIMIT_MESSAGE } from '../../../common/domain/validation/page';
import { articles, tags } from '../../../server/src/db/schema/content';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const PAGE_FIELDS = `id level version status publishedAt title slug path parent { id }
  lockedBy { name } historyCount childCountOf(format: Category) canCreateChild
  sections { id order type title isActive boardItems { id type order pinnedAt title } url image people { id title } body }`;

interface Page {
  id: string;
  level: number;
  version: number;
  status: string;
  publishedAt: string | null;
  title: string;
  slug: string;
  path: string;
  parent: { id: string } | null;
  lockedBy: { name: string } | null;
  historyCount: number;
  childCountOf: number;
  canCreateChild: boolean;
  sections: {
    id: string;
    order: number;
    type: string;
    title: string;
    boardItems: {
      id: string;
      type: string;
      order: number;
      pinnedAt: string | null;
      title: string;
    }[];
    url: string | null;
    people: { id: string; title: string }[];
    body: unknown;
  }[];
}

const CREATE = `mutation createCategory($data: CategoryCreateInput!) { createCategory(data: $data) { ${PAGE_FIELDS} } }`;
const UPDATE = `mutation updateCategory($id: ID!, $data: CategoryUpdateInput!) { updateCategory(where: { id: $id }, data: $data) { ${PAGE_FIELDS} } }`;
const MINUTE = 60_000;

forEachBackend('pages', (backend) => {
  let server: TestServer;
  let editor: TestAccount;
  let other: TestAccount;
  let clock = Date.parse('2026-05-04T08:00:00Z');
  const articleIds: string[] = [];
  let slideshowId: string;
  let personIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ backend, now: () => new Date(clock) });
    editor = await server.createUser({ name: 'Émile Éditeur' });
    other = await server.createUser({ name: 'Odile Autre' });
    const db = server.handle.db;
    const rows = await db
      .insert(articles)
      .values(
        Array.from({ length: 42 }, (_, i) => ({
          brandKey: 'TEL',
          format: 'Rich',
          status: 'Published',
          title: `Article ${i}`,
        })),
      )
      .returning({ id: articles.id });
    articleIds.push(...rows.map((r) => r.id));
    slideshowId = (
      await db
        .insert(articles)
        .values({ brandKey: 'TEL', format: 'Slideshow', status: 'Draft', title: 'Diapo' })
        .returning({ id: articles.id })
    )[0]!.id;
    personIds = (
      await db
        .insert(tags)
        .values(
          Array.from({ length: 31 }, (_, i) => ({
            title: `Personne ${i}`,
            slug: `personne-${i}`,
            type: 'Person',
          })),
        )
        .returning({ id: tags.id })
    ).map((r) => r.id);
  });
  afterAll(() => server.close());

  const create = (data: Record<string, unknown>, token = server.admin.token) =>
    server.gql<{ createCategory: Page }>(CREATE, { data }, token);
  const update = (id: string, data: Record<string, unknown>, token = server.admin.token) =>
    server.gql<{ updateCategory: Page }>(UPDATE, { id, data }, token);
  const unlock = (id: string, token = server.admin.token) =>
    server.gql(
      'mutation unlockCategory($id: ID!) { unlockCategory(where: { id: $id }) { id } }',
      { id },
      token,
    );

  /** A chain of pages from level 1 to `depth`, each the parent of the next. */
  async function chain(depth: number, format = 'Category'): Promise<Page[]> {
    const pages: Page[] = [];
    for (let level = 1; level <= depth; level++) {
      const r = await create({
        brandKey: 'TEL',
        format,
        title: `Niveau ${level} ${Math.random().toString(36).slice(2, 6)}`,
        parentId: pages.at(-1)?.id ?? null,
      });
      expect(r.errors).toBeUndefined();
      pages.push(r.data!.createCategory);
      await unlock(r.data!.createCategory.id);
    }
    return pages;
  }

  describe('tree', () => {
    it('nests to 5 levels, children counted, and refuses a 6th', async () => {
      const pages = await chain(5);
      expect(pages.map((p) => p.level)).toEqual([1, 2, 3, 4, 5]);
      expect(pages[4]!.path.split('/')).toHaveLength(5);
      expect(pages[4]!.canCreateChild).toBe(false);
      const sixth = await create({
        brandKey: 'TEL',
        format: 'Category',
        title: 'Six',
        parentId: pages[4]!.id,
      });
      expect(sixth.errors?.[0]?.extensions?.fields).toEqual({
        parentId: 'Une page de niveau 5 ne peut pas avoir de sous-page.',
      });
      const tree = await server.gql<{
        category: {
          childCountOf: number;
          children: { children: { children: { children: { level: number }[] }[] }[] }[];
        };
      }>(
        'query category($id: ID!) { category(where: { id: $id }) { childCountOf(format: Category) children { children { children { children { level } } } } } }',
        { id: pages[0]!.id },
        server.admin.token,
      );
      expect(tree.data!.category.childCountOf).toBe(1);
      expect(tree.data!.category.children[0]!.children[0]!.children[0]!.children[0]!.level).toBe(5);
      const root = await server.gql<{ categories: { id: string }[] }>(
        'query categories($w: CategoryWhereInput) { categories(where: $w, first: 500) { id } }',
        { w: { brandKey: 'TEL', format: 'Category', root: true } },
        server.admin.token,
      );
      expect(root.data!.categories.map((c) => c.id)).toContain(pages[0]!.id);
      expect(root.data!.categories.map((c) => c.id)).not.toContain(pages[1]!.id);
    });

    it('lets only a super admin create at the root or under level 1', async () => {
      const [level1, level2] = await chain(2);
      const atRoot = await create(
        { brandKey: 'TEL', format: 'Category', title: 'Racine' },
        editor.token,
      );
      expect(atRoot.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const under1 = await create(
        { brandKey: 'TEL', format: 'Category', title: 'Sous 1', parentId: level1!.id },
        editor.token,
      );
      expect(under1.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const under2 = await create(
        { brandKey: 'TEL', format: 'Category', title: 'Sous 2', parentId: level2!.id },
        editor.token,
      );
      expect(under2.errors).toBeUndefined();
      expect(under2.data!.createCategory).toMatchObject({ level: 3, status: 'Draft', version: 1 });
    });

    it('refuses a brand the user does not work for', async () => {
      const capOnly = await server.createUser({ brandKeys: ['CAP'] });
      const [, level2] = await chain(2);
      const r = await create(
        { brandKey: 'TEL', format: 'Category', title: 'Hors marque', parentId: level2!.id },
        capOnly.token,
      );
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('statuses per format', () => {
    it.each([
      ['Category', 'Draft', 'publish', 'Published', true],
      ['Category', 'Published', 'archive', 'Archived', true],
      ['Category', 'Archived', 'publish', 'Published', true],
      ['Category', 'Archived', 'back2draft', 'Draft', true],
      ['Category', 'Draft', 'move2trash', 'Deleted', false],
      ['Guide', 'Published', 'move2trash', 'Deleted', false],
      ['Event', 'Published', 'move2trash', 'Deleted', true],
      ['Channel', 'Draft', 'archive', 'Archived', true],
    ])('%s %s --%s--> %s allowed: %s', async (format, from, transition, to, allowed) => {
      const page = (
        await create({ brandKey: 'TEL', format, title: `Statuts ${format}`, status: 'Draft' })
      ).data!.createCategory;
      let version = page.version;
      if (from !== 'Draft') {
        const name = from === 'Published' ? 'publish' : 'archive';
        const moved = await update(page.id, { version, status: from, transition: name });
        expect(moved.errors).toBeUndefined();
        version = moved.data!.updateCategory.version;
      }
      const r = await update(page.id, { version, status: to, transition });
      if (allowed) {
        expect(r.errors).toBeUndefined();
        expect(r.data!.updateCategory.status).toBe(to);
        if (to === 'Published') expect(r.data!.updateCategory.publishedAt).not.toBeNull();
      } else {
        expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(r.errors?.[0]?.extensions?.fields?.status).toBeTruthy();
      }
    });

    it('schedules only with a publication date', async () => {
      const page = (await create({ brandKey: 'TEL', format: 'Category', title: 'Programmée' }))
        .data!.createCategory;
      const without = await update(page.id, {
        version: 1,
        status: 'Scheduled',
        transition: 'schedule',
      });
      expect(without.errors?.[0]?.extensions?.fields).toEqual({
        publishedAt: 'La date de publication est incorrecte.',
      });
      const withDate = await update(page.id, {
        version: 1,
        status: 'Scheduled',
        transition: 'schedule',
        publishedAt: '2026-06-01T08:00:00.000Z',
      });
      expect(withDate.data!.updateCategory).toMatchObject({
        status: 'Scheduled',
        publishedAt: '2026-06-01T08:00:00.000Z',
      });
    });
  });

  describe('sections (001 §5)', () => {
    let pageId: string;
    let version: number;
    beforeAll(async () => {
      const page = (await create({ brandKey: 'TEL', format: 'Category', title: 'Sections' })).data!
        .createCategory;
      pageId = page.id;
      version = page.version;
    });
    const board = (ids: string[], extra: Record<string, unknown> = {}) => ({
      type: 'Board',
      title: 'À la une',
      items: ids.map((id) => ({ id, type: 'article' })),
      ...extra,
    });
    const save = async (sections: unknown[], title = 'Sections') => {
      const r = await update(pageId, { version, title, sections });
      if (r.data) version = r.data.updateCategory.version;
      return r;
    };

    it('requires a title on the page and on every section', async () => {
      const r = await save([{ type: 'Text', title: '' }], '  ');
      expect(r.errors?.[0]?.extensions?.fields).toEqual({
        title: MESSAGES.pageTitleRequired,
        'sections.0': MESSAGES.sectionTitleRequired,
      });
      expect(MESSAGES.pageTitleRequired).toBe('Le titre est requis');
    });

    it('refuses a bad slug', async () => {
      const r = await update(pageId, { version, slug: 'Pas Bon' });
      expect(r.errors?.[0]?.extensions?.fields?.slug).toBe(MESSAGES.slugInvalid);
    });

    it('keeps 40 board items in order, refuses a 41st and duplicates', async () => {
      const ok = await save([board(articleIds.slice(0, 40))]);
      expect(ok.errors).toBeUndefined();
      const items = ok.data!.updateCategory.sections[0]!.boardItems;
      expect(items).toHaveLength(40);
      expect(items[39]).toMatchObject({ id: articleIds[39], order: 39, title: 'Article 39' });
      const tooMany = await save([board(articleIds.slice(0, 41))]);
      expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': MESSAGES.boardTooMany,
      });
      const dup = await save([board([articleIds[0]!, articleIds[1]!, articleIds[0]!])]);
      expect(dup.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': MESSAGES.boardDuplicate,
      });
    });

    it('links slideshows as slideshows, pins, and refuses unknown items', async () => {
      const pinnedAt = '2026-05-04T07:00:00.000Z';
      const ok = await save([
        {
          type: 'Board',
          title: 'Mix',
          items: [
            { id: slideshowId, type: 'slideshow' },
            { id: articleIds[2], type: 'article', pinnedAt },
          ],
        },
      ]);
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.updateCategory.sections[0]!.boardItems[1]).toMatchObject({
        pinnedAt,
        title: 'Article 2',
      });
      const wrongType = await save([
        { type: 'Board', title: 'x', items: [{ id: slideshowId, type: 'article' }] },
      ]);
      expect(wrongType.errors?.[0]?.extensions?.fields?.['sections.0']).toBe(
        'Un élément de la section est introuvable.',
      );
    });

    it("keeps the page's own tags in order, refuses a 21st and tags of other types", async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const themeIds = (
        await server.handle.db
          .insert(tags)
          .values(
            Array.from({ length: 21 }, (_, i) => ({
              title: `Thème ${i}`,
              slug: `theme-${i}-${suffix}`,
              type: i % 2 ? 'Destination' : 'Tag',
            })),
          )
          .returning({ id: tags.id })
      ).map((r) => r.id);
      const chosen = themeIds.slice(0, 20).reverse();
      const ok = await update(pageId, { version, tagIds: chosen });
      expect(ok.errors).toBeUndefined();
      version = ok.data!.updateCategory.version;
      const read = await server.gql<{ category: { tags: { id: string }[] } }>(
        'query category($id: ID!) { category(where: { id: $id }) { tags { id } } }',
        { id: pageId },
        editor.token,
      );
      expect(read.data!.category.tags.map((t) => t.id)).toEqual(chosen);
      const tooMany = await update(pageId, { version, tagIds: themeIds });
      expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({ tags: PAGE_TAGS_LIMIT_MESSAGE });
      const person = await update(pageId, { version, tagIds: [personIds[0]] });
      expect(person.errors?.[0]?.extensions?.fields).toEqual({
        tags: 'Un tag de la page est introuvable.',
      });
    });

    it('allows 30 people, refuses 31 and non-person tags', async () => {
      const ok = await save([{ type: 'People', title: 'Stars', tagIds: personIds.slice(0, 30) }]);
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.updateCategory.sections[0]!.people).toHaveLength(30);
      const tooMany = await save([{ type: 'People', title: 'Stars', tagIds: personIds }]);
      expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': MESSAGES.peopleTooMany,
      });
    });

    it('accepts an empty or valid URL, refuses an invalid one', async () => {
      expect((await save([{ type: 'Url', title: 'Lien', url: '' }])).errors).toBeUndefined();
      const ok = await save([
        {
          type: 'Url',
          title: 'Lien',
          url: 'https://www.example.fr/a',
          image: { key: 'images/a.jpg' },
        },
      ]);
      expect(ok.data!.updateCategory.sections[0]).toMatchObject({
        url: 'https://www.example.fr/a',
      });
      const bad = await save([{ type: 'Url', title: 'Lien', url: 'pas une url' }]);
      expect(bad.errors?.[0]?.extensions?.fields).toEqual({
        'sections.0': MESSAGES.sectionUrlInvalid,
      });
    });

    it('keeps section ids across saves and stores text bodies', async () => {
      const body = {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bonjour' }] }],
      };
      const first = await save([{ type: 'Text', title: 'Intro', body }, board([articleIds[0]!])]);
      const [text, boardSection] = first.data!.updateCategory.sections;
      expect(text!.body).toEqual(body);
      const second = await save([
        { ...board([articleIds[0]!]), id: boardSection!.id },
        { type: 'Text', title: 'Intro', body, id: text!.id },
      ]);
      const again = second.data!.updateCategory.sections;
      expect(again.map((s) => [s.id, s.order])).toEqual([
        [boardSection!.id, 0],
        [text!.id, 1],
      ]);
    });
  });

  describe('versions, locks and history', () => {
    it('refuses a stale version with CONFLICT and writes nothing', async () => {
      const page = (await create({ brandKey: 'TEL', format: 'Category', title: 'Version' })).data!
        .createCategory;
      expect(
        (await update(page.id, { version: 1, title: 'V2' })).data!.updateCategory.version,
      ).toBe(2);
      const stale = await update(page.id, { version: 1, title: 'Écrase' });
      expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
      const read = await server.gql<{ category: { title: string } }>(
        'query category($id: ID!) { category(where: { id: $id }) { title } }',
        { id: page.id },
        server.admin.token,
      );
      expect(read.data!.category.title).toBe('V2');
    });

    it('locks for 600000 ms; another user gets LOCKED naming the holder; the holder unlocks', async () => {
      const [, level2] = await chain(2);
      const page = (
        await create(
          { brandKey: 'TEL', format: 'Category', title: 'Verrou', parentId: level2!.id },
          editor.token,
        )
      ).data!.createCategory;
      expect(page.lockedBy?.name).toBe('Émile Éditeur');
      const lock = (token: string) =>
        server.gql<{ lockCategory: Page }>(
          `mutation lockCategory($id: ID!) { lockCategory(where: { id: $id }) { ${PAGE_FIELDS} } }`,
          { id: page.id },
          token,
        );
      const start = clock;
      await server.gql(
        'mutation retainCategoryLock($id: ID!) { retainCategoryLock(where: { id: $id }) { id } }',
        { id: page.id },
        editor.token,
      );
      clock = start + 9 * MINUTE;
      const refused = await lock(other.token);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Cette page est en cours de modification par Émile Éditeur.',
        extensions: { code: 'LOCKED' },
      });
      const save = await update(page.id, { version: 1, title: 'Par Odile' }, other.token);
      expect(save.errors?.[0]?.extensions?.code).toBe('LOCKED');
      clock = start + 10 * MINUTE + 1;
      const read = await server.gql<{ category: { lockedBy: unknown } }>(
        'query category($id: ID!) { category(where: { id: $id }) { lockedBy { name } } }',
        { id: page.id },
        server.admin.token,
      );
      expect(read.data!.category.lockedBy).toBeNull();
      const taken = await lock(other.token);
      expect(taken.data!.lockCategory.lockedBy?.name).toBe('Odile Autre');
      expect((await unlock(page.id, other.token)).errors).toBeUndefined();
      expect((await lock(editor.token)).errors).toBeUndefined();
    });

    it('keeps one snapshot per save, newest first', async () => {
      const page = (await create({ brandKey: 'TEL', format: 'Category', title: 'Histoire' })).data!
        .createCategory;
      await update(page.id, {
        version: 1,
        title: 'Histoire 2',
        sections: [{ type: 'Text', title: 'Texte' }],
      });
      const r = await server.gql<{
        categoryHistories: {
          createdAt: string;
          user: { name: string } | null;
          snapshot: { title: string; version: number; sections: unknown[] };
        }[];
      }>(
        'query categoryHistories($id: ID!) { categoryHistories(where: { category: { id: $id } }) { createdAt user { name } snapshot } }',
        { id: page.id },
        server.admin.token,
      );
      const list = r.data!.categoryHistories;
      expect(list).toHaveLength(2);
      expect(list[0]!.snapshot).toMatchObject({ title: 'Histoire 2', version: 2 });
      expect(list[0]!.snapshot.sections).toHaveLength(1);
      expect(list[1]!.snapshot).toMatchObject({ title: 'Histoire', version: 1 });
      const count = await server.gql<{ category: { historyCount: number } }>(
        'query category($id: ID!) { category(where: { id: $id }) { historyCount } }',
        { id: page.id },
        server.admin.token,
      );
      expect(count.data!.category.historyCount).toBe(2);
    });
  });
});
