// Issue 12, "No single request, frame or user can bring the API down": one test per finding of
// the audit, each reproducing the attack (it passed, or crashed the server, before the limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../../server/src/db/schema/content';
import { loginThrottle } from '../../../server/src/db/schema/throttle';
import { LoginThrottle, TOO_MANY_ATTEMPTS_MESSAGE } from '../../../server/src/auth/loginThrottle';
import { DEFAULT_API_LIMITS } from '../../../server/src/limits/apiLimits';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const LOGIN =
  'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const SAVE =
  'mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }';

/** `category { children { parent { children { parent …` with `levels` relations under category. */
function cyclicCategoryQuery(levels: number): string {
  let inner = 'id';
  for (let i = levels; i >= 1; i--) inner = `${i % 2 ? 'children' : 'parent'} { ${inner} }`;
  return `query deep($id: ID!) { category(where: { id: $id }) { ${inner} } }`;
}

forEachBackend('issue 12 findings', (backend) => {
  let server: TestServer;
  let journalist: TestAccount;
  let rootCategory: string;

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      // A smaller list budget than the default, so a tree of 14 × 14 shows it with a few rows.
      limits: { ...DEFAULT_API_LIMITS, maxListItems: 1_000 },
    });
    journalist = await server.createUser({ brandKeys: ['TEL'] });
    const insert = async (title: string, parentId: string | null, level: number) =>
      (
        await server.handle.db
          .insert(categories)
          .values({
            title,
            format: 'Category',
            level,
            brandKey: 'TEL',
            status: 'Published',
            slug: title.toLowerCase().replace(/\W+/g, '-'),
            parentId,
          })
          .returning()
      )[0]!.id;
    rootCategory = await insert('Racine', null, 1);
    for (let i = 0; i < 14; i++) {
      const child = await insert(`Rubrique ${i}`, rootCategory, 2);
      for (let j = 0; j < 14; j++) await insert(`Sous-rubrique ${i}-${j}`, child, 3);
    }
  });
  afterAll(() => server.close());

  const stillAnswers = async () => {
    const res = await server.gql('query me { me { id } }', {}, journalist.token);
    expect(res.errors).toBeUndefined();
  };

  describe('1. depth', () => {
    it('refuses the depth-7 category/children/parent chain at validation, in French', async () => {
      const started = Date.now();
      const res = await server.gql(cyclicCategoryQuery(7), { id: rootCategory }, journalist.token);
      expect(res.status).toBe(400);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: 'La requête GraphQL est trop imbriquée (profondeur 9, maximum 8).',
        extensions: { code: 'QUERY_TOO_DEEP' },
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      await stillAnswers();
    });

    it('a cycle within the depth limit stops at the list budget instead of growing ×14 a level', async () => {
      const res = await server.gql(cyclicCategoryQuery(6), { id: rootCategory }, journalist.token);
      expect(res.status).toBe(200);
      expect(res.data).toBeNull();
      expect(res.errors).toEqual([
        {
          message:
            "La réponse contiendrait trop d'éléments (plus de 1\u00a0000). Demandez moins de données à la fois.",
          extensions: { code: 'RESPONSE_TOO_LARGE' },
        },
      ]);
      // The tree itself, read once, stays well within it.
      const tree = await server.gql<{ category: { children: { children: unknown[] }[] } }>(
        'query tree($id: ID!) { category(where: { id: $id }) { children { id children { id } } } }',
        { id: rootCategory },
        journalist.token,
      );
      expect(tree.data?.category.children).toHaveLength(14);
      await stillAnswers();
    });
  });

  describe('2. aliases and cost', () => {
    it('refuses 1,000 aliases of articleCount before running any, and 31 by the alias rule', async () => {
      const aliases = (n: number) =>
        Array.from(
          { length: n },
          (_, i) => `a${i}: articleCount(where: { imageCredit: "zz${i}" })`,
        ).join(' ');
      const started = Date.now();
      const bomb = await server.gql(`query bomb { ${aliases(1_000)} }`, {}, journalist.token);
      expect(bomb.status).toBe(400);
      // 11,000 tokens: the token limit answers first.
      expect(bomb.errors?.[0]?.extensions?.code).toBe('TOO_MANY_TOKENS');
      expect(Date.now() - started).toBeLessThan(2_000);
      const res = await server.gql(`query bomb { ${aliases(31)} }`, {}, journalist.token);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({
        message: "La requête GraphQL contient trop d'alias (maximum 30).",
        extensions: { code: 'TOO_MANY_ALIASES' },
      });
      expect(
        (await server.gql(`query fine { ${aliases(30)} }`, {}, journalist.token)).errors,
      ).toBeUndefined();
    });

    it('weighs first: 30 aliases of articles(first: 500) { body } are too costly, literal or variable', async () => {
      const literal = Array.from(
        { length: 30 },
        (_, i) => `a${i}: articles(first: 500) { body }`,
      ).join(' ');
      const byLiteral = await server.gql(`query big { ${literal} }`, {}, journalist.token);
      expect(byLiteral.status).toBe(400);
      expect(byLiteral.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
      expect(byLiteral.errors?.[0]?.message).toMatch(
        /^La requête GraphQL demande trop de données à la fois \(coût .+, maximum 50\u00a0000\)\./,
      );
      const variable = Array.from(
        { length: 30 },
        (_, i) => `a${i}: articles(first: $n) { body }`,
      ).join(' ');
      const query = `query big($n: Int) { ${variable} }`;
      const byVariable = await server.gql(query, { n: 500 }, journalist.token);
      expect(byVariable.status).toBe(400);
      expect(byVariable.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
      // The same document with a page of 10 is fine.
      const small = await server.gql(query, { n: 10 }, journalist.token);
      expect(small.errors).toBeUndefined();
    });
  });

  describe('3. comment padding', () => {
    it('refuses documents padded with comments by size and by tokens; the cache keeps nothing of them', async () => {
      const padding = `# ${'x'.repeat(1_900_000)}\n`;
      for (let i = 0; i < 20; i++) {
        const res = await server.gql(`${padding}query me${i} { me { id } }`, {}, journalist.token);
        expect(res.status).toBe(400);
        expect(res.errors?.[0]).toMatchObject({
          message: 'La requête GraphQL est trop longue (maximum 65\u00a0536 octets).',
          extensions: { code: 'QUERY_TOO_LARGE' },
        });
      }
      // Under the size limit, many short comments: each counts as a token.
      const comments = '#\n'.repeat(6_000);
      const res = await server.gql(`${comments}query me { me { id } }`, {}, journalist.token);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_TOKENS');
      await stillAnswers();
    });
  });

  describe('4. sign-in throttle', () => {
    it('a burst of 40 wrong passwords and the right one gets at most 5 password checks', async () => {
      const victim = await server.createUser();
      const attempts = [
        ...Array.from({ length: 40 }, (_, i) =>
          server.gql(LOGIN, { email: victim.email, password: `faux-${i}` }),
        ),
        server.gql(LOGIN, { email: victim.email, password: victim.password }),
      ];
      const results = await Promise.all(attempts);
      const checked = results.filter(
        (r) => r.errors?.[0]?.extensions?.code !== 'TOO_MANY_ATTEMPTS',
      );
      expect(checked.length).toBeLessThanOrEqual(5);
      // The right password, sent last in the burst, found the account blocked.
      expect(results[40]?.errors?.[0]).toMatchObject({
        message: TOO_MANY_ATTEMPTS_MESSAGE,
        extensions: { code: 'TOO_MANY_ATTEMPTS' },
      });
    });

    it('10,000 failures on other addresses do not unblock an account; another process sees the count', async () => {
      const victim = await server.createUser();
      for (let i = 0; i < 5; i++)
        await server.gql(LOGIN, { email: victim.email, password: `faux-${i}` });
      // 10,000 other addresses counted (the old in-memory map was cleared at 10,000 entries)…
      await server.handle.runScript(
        `insert into login_throttle (key, points, expire)
         select 'adresse:inconnu-' || g || '@exemple.fr', 1, now() + interval '15 minutes'
         from generate_series(1, 10000) g`,
      );
      // …and more through another server process on the same database: its own LoginThrottle.
      const other = new LoginThrottle(server.handle.db);
      const now = new Date();
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          other.attempt(`autre-${i}@exemple.fr`, `10.0.0.${i}`, now),
        ),
      );
      expect(await other.attempt(victim.email, '10.1.1.1', now)).toBe('address-blocked');
      const res = await server.gql(LOGIN, { email: victim.email, password: victim.password });
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      const rows = await server.handle.db.select().from(loginThrottle);
      expect(rows.length).toBeGreaterThan(10_000);
    });

    it('one source trying many addresses is stopped after 100 attempts', async () => {
      const throttle = new LoginThrottle(server.handle.db);
      const now = new Date();
      const verdicts: string[] = [];
      for (let i = 0; i < 101; i++)
        verdicts.push(await throttle.attempt(`cible-${i}@exemple.fr`, '192.0.2.7', now));
      expect(verdicts.slice(0, 100).every((v) => v === 'allowed')).toBe(true);
      expect(verdicts[100]).toBe('source-blocked');
    });
  });

  describe('6. brand scoping', () => {
    let capArticle: string;
    let telArticle: string;
    let capAuthor: string;

    beforeAll(async () => {
      const save = async (brandKey: string, title: string) =>
        (
          await server.gql<{ upsertArticle: { id: string } }>(
            SAVE,
            { c: { brandKey, format: 'Rich', title } },
            server.admin.token,
          )
        ).data!.upsertArticle.id;
      capArticle = await save('CAP', 'Le festival de cinéma de la marque CAP');
      telArticle = await save('TEL', 'Un article verrouillé');
      capAuthor = (
        await server.gql<{ createAuthor: { id: string } }>(
          'mutation createAuthor($d: AuthorCreateInput!) { createAuthor(data: $d) { id } }',
          { d: { name: 'Plume CAP', brandKey: 'CAP', email: 'plume@cap.example' } },
          server.admin.token,
        )
      ).data!.createAuthor.id;
    });

    it('suggestCategories refuses an article of another brand', async () => {
      const res = await server.gql(
        'query s($id: ID!) { suggestCategories(article: { id: $id }) { id brandKey } }',
        { id: capArticle },
        journalist.token,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("suggestTags does not read another brand's article, whatever brandKey it names", async () => {
      const res = await server.gql(
        'query s($id: ID!) { suggestTags(article: { id: $id }, brandKey: "TEL") { id } }',
        { id: capArticle },
        journalist.token,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("createMachineTag honours another user's lock", async () => {
      // The admin created it, so holds its edition lock (articleSave.ts).
      const res = await server.gql(
        'mutation createMachineTag($data: MachineTagCreateInput!) { createMachineTag(data: $data) { id } }',
        { data: { tag: 'topicassignment:id=1', article: { connect: { id: telArticle } } } },
        journalist.token,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('LOCKED');
    });

    it("authors and their e-mails stay with their brand's users", async () => {
      const list = await server.gql<{ authors: { id: string; brandKey: string }[] }>(
        'query authors { authors(first: 100) { id brandKey email } authorCount }',
        {},
        journalist.token,
      );
      expect(list.errors).toBeUndefined();
      expect(list.data!.authors.filter((a) => a.brandKey !== 'TEL')).toEqual([]);
      const one = await server.gql<{ author: unknown }>(
        'query author($id: ID!) { author(where: { id: $id }) { id email } }',
        { id: capAuthor },
        journalist.token,
      );
      expect(one.data?.author).toBeNull();
      const asAdmin = await server.gql<{ author: { email: string } }>(
        'query author($id: ID!) { author(where: { id: $id }) { id email } }',
        { id: capAuthor },
        server.admin.token,
      );
      expect(asAdmin.data?.author.email).toBe('plume@cap.example');
    });
  });

  describe('7. input that used to be an internal error', () => {
    const ARTICLES =
      'query articles($where: ArticleWhereInput) { articles(first: 5, where: $where) { id } }';

    it.each([
      ['a NUL character in a variable', { imageCredit: 'a\u0000b' }],
      ['an invalid DateTime filter', { updatedAfter: 'pas une date' }],
      ['a DateTime far out of range', { publishedBefore: '999999-01-01T00:00:00Z' }],
      ['more than 65,535 values in a list', { brandKey_in: Array(70_000).fill('a') }],
    ])('%s is a French BAD_USER_INPUT', async (_case, where) => {
      const res = await server.gql(ARTICLES, { where }, journalist.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(/^(Le texte|Une date|Une liste|Variable)/);
      expect(res.errors?.[0]?.message).toMatch(/caractère nul|date envoyée|trop d'éléments/);
      expect(res.data ?? null).toBeNull();
    });

    it('the same written in the document is refused alike', async () => {
      const nul = await server.gql(
        'query articles { articles(first: 5, where: { imageCredit: "a\\u0000b" }) { id } }',
        {},
        journalist.token,
      );
      expect(nul.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const date = await server.gql(
        'query articles { articles(first: 5, where: { updatedAfter: "2026-13-45" }) { id } }',
        {},
        journalist.token,
      );
      expect(date.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      await stillAnswers();
    });
  });
});
