// Hostile and broken requests (issue 2 "Bad input"): each gets a GraphQL error, the server stays
// up and nothing is written.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyTooLargeMessage } from '../../server/src/http';
import { forEachBackend } from './helpers/backends';
import { accountRowCounts } from './helpers/rowCounts';
import { startTestServer, type GqlError, type TestServer } from './helpers/testServer';

const ONE_MB = 'é'.repeat(512 * 1024); // 1 MiB once UTF-8 encoded, 2 MB limit not reached
const SQL_PAYLOADS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  "x'); DELETE FROM roles; --",
  '$$; drop table sessions; $$ --',
  "\\'; select pg_sleep(5); --",
  '% _ \\ %',
];

type Op = { name: string; query: string; variables: (p: string) => Record<string, unknown> };

/** Every string argument of every account/brand operation, with `p` injected into that one only. */
function stringArguments(ids: { user: string; role: string; group: string }): {
  refused: Op[];
  stored: Op[];
} {
  const userData = (over: Record<string, unknown>) => ({
    name: 'Nom',
    email: 'nouveau@example.test',
    roleIds: [ids.role],
    ...over,
  });
  const CREATE_USER =
    'mutation createUser($data: UserCreateInput!) { createUser(data: $data) { id name } }';
  const UPDATE_USER =
    'mutation updateUser($id: ID!, $data: UserUpdateInput!) { updateUser(where: { id: $id }, data: $data) { id name } }';
  const CREATE_ROLE =
    'mutation createRole($data: RoleCreateInput!) { createRole(data: $data) { id slug } }';
  const UPDATE_ROLE =
    'mutation updateRole($id: ID!, $data: RoleUpdateInput!) { updateRole(where: { id: $id }, data: $data) { id slug } }';
  const CREATE_GROUP =
    'mutation createGoogleGroup($data: GoogleGroupCreateInput!) { createGoogleGroup(data: $data) { id groupTitle } }';
  const UPDATE_GROUP =
    'mutation updateGoogleGroup($id: ID!, $data: GoogleGroupUpdateInput!) { updateGoogleGroup(where: { id: $id }, data: $data) { id groupTitle } }';
  const LOGIN =
    'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
  const LOGIN_OIDC =
    'mutation loginWithOidc($idToken: String!, $nonce: String!) { loginWithOidc(idToken: $idToken, nonce: $nonce) { token } }';
  // Arguments that no such string can satisfy: ids, e-mails, role ids, brand keys, credentials.
  const refused: Op[] = [
    {
      name: 'login.email',
      query: LOGIN,
      variables: (p) => ({ email: p, password: 'mot-de-passe' }),
    },
    {
      name: 'login.password',
      query: LOGIN,
      variables: (p) => ({ email: 'admin@example.test', password: p }),
    },
    {
      name: 'loginWithOidc.idToken',
      query: LOGIN_OIDC,
      variables: (p) => ({ idToken: p, nonce: 'nonce' }),
    },
    {
      name: 'loginWithOidc.nonce',
      query: LOGIN_OIDC,
      variables: (p) => ({ idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln', nonce: p }),
    },
    {
      name: 'createUser.email',
      query: CREATE_USER,
      variables: (p) => ({ data: userData({ email: p }) }),
    },
    {
      name: 'createUser.roleIds',
      query: CREATE_USER,
      variables: (p) => ({ data: userData({ roleIds: [p] }) }),
    },
    {
      name: 'createUser.brandKeys',
      query: CREATE_USER,
      variables: (p) => ({ data: userData({ brandKeys: [p] }) }),
    },
    {
      name: 'updateUser.where.id',
      query: UPDATE_USER,
      variables: (p) => ({ id: p, data: { name: 'N' } }),
    },
    {
      name: 'updateUser.email',
      query: UPDATE_USER,
      variables: (p) => ({ id: ids.user, data: { email: p } }),
    },
    {
      name: 'updateUser.roleIds',
      query: UPDATE_USER,
      variables: (p) => ({ id: ids.user, data: { roleIds: [p] } }),
    },
    {
      name: 'updateUser.brandKeys',
      query: UPDATE_USER,
      variables: (p) => ({ id: ids.user, data: { brandKeys: [p] } }),
    },
    {
      name: 'updateRole.where.id',
      query: UPDATE_ROLE,
      variables: (p) => ({ id: p, data: { slug: 's' } }),
    },
    {
      name: 'createGoogleGroup.roleId',
      query: CREATE_GROUP,
      variables: (p) => ({ data: { groupTitle: 'g', roleId: p } }),
    },
    {
      name: 'updateGoogleGroup.where.id',
      query: UPDATE_GROUP,
      variables: (p) => ({ id: p, data: { groupTitle: 'g' } }),
    },
    {
      name: 'updateGoogleGroup.roleId',
      query: UPDATE_GROUP,
      variables: (p) => ({ id: ids.group, data: { roleId: p } }),
    },
    {
      name: 'user.where.id',
      query: 'query user($id: ID!) { user(where: { id: $id }) { id } }',
      variables: (p) => ({ id: p }),
    },
    {
      name: 'role.where.id',
      query: 'query role($id: ID!) { role(where: { id: $id }) { id } }',
      variables: (p) => ({ id: p }),
    },
    {
      name: 'googleGroup.where.id',
      query: 'query googleGroup($id: ID!) { googleGroup(where: { id: $id }) { id } }',
      variables: (p) => ({ id: p }),
    },
    {
      name: 'brand.key',
      query: 'query brand($k: String!) { brand(key: $k) { key } }',
      variables: (p) => ({ k: p }),
    },
  ];
  // Free text: an apostrophe or a percent sign is legitimate data ("chef d'édition"), so these are
  // stored and read back verbatim — proof that they reach the database as parameters, not SQL.
  const stored: Op[] = [
    {
      name: 'createUser.name',
      query: CREATE_USER,
      variables: (p) => ({
        data: userData({ name: p, email: `u${Math.random().toString(36).slice(2)}@example.test` }),
      }),
    },
    {
      name: 'createUser.password',
      query: CREATE_USER,
      variables: (p) => ({
        data: userData({
          password: `${p}-long-enough`,
          email: `p${Math.random().toString(36).slice(2)}@example.test`,
        }),
      }),
    },
    {
      name: 'updateUser.name',
      query: UPDATE_USER,
      variables: (p) => ({ id: ids.user, data: { name: p } }),
    },
    {
      name: 'createRole.slug',
      query: CREATE_ROLE,
      variables: (p) => ({ data: { slug: `${p} ${Math.random()}` } }),
    },
    {
      name: 'updateRole.slug',
      query: UPDATE_ROLE,
      variables: (p) => ({ id: ids.role, data: { slug: p } }),
    },
    {
      name: 'createGoogleGroup.groupTitle',
      query: CREATE_GROUP,
      variables: (p) => ({ data: { groupTitle: p } }),
    },
    {
      name: 'updateGoogleGroup.groupTitle',
      query: UPDATE_GROUP,
      variables: (p) => ({ id: ids.group, data: { groupTitle: p } }),
    },
    {
      name: 'users.where.search',
      query: 'query users($s: String) { users(where: { search: $s }) { id } }',
      variables: (p) => ({ s: p }),
    },
    {
      name: 'userCount.where.search',
      query: 'query userCount($s: String) { userCount(where: { search: $s }) }',
      variables: (p) => ({ s: p }),
    },
    {
      name: 'roles.where.search',
      query: 'query roles($s: String) { roles(where: { search: $s }) { id } }',
      variables: (p) => ({ s: p }),
    },
    {
      name: 'googleGroups.where.search',
      query: 'query googleGroups($s: String) { googleGroups(where: { search: $s }) { id } }',
      variables: (p) => ({ s: p }),
    },
  ];
  return { refused, stored };
}

forEachBackend('bad input', (backend) => {
  let server: TestServer;
  let ids = { user: '', role: '', group: '' };
  let ops: ReturnType<typeof stringArguments>;

  beforeAll(async () => {
    // An OpenID provider nobody answers for: loginWithOidc checks its input, never reaches it.
    server = await startTestServer({
      backend,
      oidc: {
        issuer: 'http://127.0.0.1:9',
        clientId: 'backoffice',
        groupsClaim: 'groups',
        clientSecret: null,
      },
    });
    const user = await server.createUser({ roleSlugs: ['journaliste'] });
    const roles = await server.gql<{ roles: { id: string }[] }>(
      'query roles { roles { id } }',
      {},
      server.admin.token,
    );
    const group = await server.gql<{ createGoogleGroup: { id: string } }>(
      'mutation createGoogleGroup { createGoogleGroup(data: { groupTitle: "groupe" }) { id } }',
      {},
      server.admin.token,
    );
    ids = {
      user: user.id,
      role: roles.data?.roles[0]?.id ?? '',
      group: group.data?.createGoogleGroup.id ?? '',
    };
    ops = stringArguments(ids);
  });
  afterAll(() => server.close());

  // The server must still answer after every hostile request.
  afterEach(async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const me = await server.gql<{ me: { id: string } }>(
      'query me { me { id } }',
      {},
      server.admin.token,
    );
    expect(me.data?.me.id).toBe(server.admin.id);
  });

  async function expectRefusedWithoutWrites(
    run: () => Promise<{ status: number; errors?: GqlError[]; data: unknown }>,
  ) {
    const before = await accountRowCounts(server.handle.db);
    const res = await run();
    expect(res.errors?.length ?? 0).toBeGreaterThan(0);
    expect(await accountRowCounts(server.handle.db)).toEqual(before);
    return res;
  }

  describe('malformed requests', () => {
    const NOT_JSON = "Le corps de la requête n'est pas du JSON valide.";
    const NOT_OBJECT =
      'Le corps de la requête doit être un objet JSON { query, variables, operationName }.';
    it.each([
      ['truncated JSON', '{"query": "query me { me { id } }"', 'application/json', 400, NOT_JSON],
      ['not JSON at all', "'; DROP TABLE users; --", 'application/json', 400, NOT_JSON],
      ['a JSON array', '[1, 2, 3]', 'application/json', 400, NOT_OBJECT],
      ['a JSON string', '"query me { me { id } }"', 'application/json', 400, NOT_OBJECT],
      ['an empty body', '', 'application/json', 400, NOT_JSON],
      [
        'no query',
        '{"variables": {}}',
        'application/json',
        400,
        "Le champ query doit contenir le texte de l'opération GraphQL.",
      ],
      [
        'a query that is not a string',
        '{"query": 42}',
        'application/json',
        400,
        "Le champ query doit contenir le texte de l'opération GraphQL.",
      ],
      [
        'variables that are not an object',
        '{"query": "query me { me { id } }", "variables": "x"}',
        'application/json',
        400,
        'Le champ variables doit être un objet JSON.',
      ],
      [
        'an operation name that is not a string',
        '{"query": "query me { me { id } }", "operationName": 3}',
        'application/json',
        400,
        'Le champ operationName doit être une chaîne.',
      ],
      [
        'an unsupported content type',
        'query me { me { id } }',
        'text/plain',
        415,
        'Le corps de la requête doit être du JSON (application/json)',
      ],
    ])('%s gets a French GraphQL error', async (_case, body, contentType, status, message) => {
      await expectRefusedWithoutWrites(async () => {
        const res = await server.post('/graphql?me', body, {
          'content-type': contentType,
          authorization: `Bearer ${server.admin.token}`,
        });
        expect(res.status).toBe(status);
        const json = (await res.json()) as { errors?: GqlError[]; data?: unknown };
        expect(json).toEqual({
          errors: [
            {
              message,
              extensions: { code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST' },
            },
          ],
        });
        return { status: res.status, errors: json.errors, data: json.data ?? null };
      });
    });

    it.each([
      ['an unknown field', 'query nope { nope }', undefined, 'GRAPHQL_VALIDATION_FAILED'],
      [
        'an unknown mutation',
        'mutation dropEverything { dropEverything }',
        undefined,
        'GRAPHQL_VALIDATION_FAILED',
      ],
      [
        'an operation name not in the document',
        'query me { me { id } }',
        'somethingElse',
        'GRAPHQL_VALIDATION_FAILED',
      ],
      ['a syntax error', 'query me { me { id }', undefined, 'GRAPHQL_PARSE_FAILED'],
      [
        'a document of more than 5,000 tokens',
        `query me { me { ${'id '.repeat(5_001)}} }`,
        undefined,
        'TOO_MANY_TOKENS',
      ],
    ])('%s is a 400 that runs nothing', async (_case, query, operationName, code) => {
      const res = await expectRefusedWithoutWrites(() =>
        server.gql(query, {}, server.admin.token, operationName),
      );
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(res.data ?? null).toBeNull();
    });

    it('variables that do not fit their types are a 400 that runs nothing', async () => {
      const res = await expectRefusedWithoutWrites(() =>
        server.gql(
          'mutation createRole($s: String!) { createRole(data: { slug: $s }) { id } }',
          { s: 42 },
          server.admin.token,
        ),
      );
      expect(res.status).toBe(400);
      expect(res.data ?? null).toBeNull();
    });

    it('answers every request with no-store and nosniff headers', async () => {
      const res = await server.post(
        '/graphql?ping',
        JSON.stringify({ query: 'query ping { ping }' }),
        { authorization: `Bearer ${server.admin.token}` },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.json()).toEqual({ data: { ping: 'pong' } });
    });

    it('a body over the 2 MB limit gets a French 413', async () => {
      const big = JSON.stringify({
        query: 'mutation createRole($s: String!) { createRole(data: { slug: $s }) { id } }',
        variables: { s: 'x'.repeat(3 * 1024 * 1024) },
      });
      await expectRefusedWithoutWrites(async () => {
        const res = await server.post('/graphql?createRole', big, {
          authorization: `Bearer ${server.admin.token}`,
        });
        expect(res.status).toBe(413);
        const json = (await res.json()) as { errors: GqlError[] };
        expect(json.errors[0]).toEqual({
          message: bodyTooLargeMessage(2 * 1024 * 1024),
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        });
        return { status: res.status, errors: json.errors, data: null };
      });
    });

    it('accepts the operation name as query string and rejects other methods and paths', async () => {
      expect(
        (await server.gql('query ping { ping }', {}, server.admin.token, 'ping')).data,
      ).toEqual({ ping: 'pong' });
      const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ ping }')}`);
      expect(get.status).toBe(405);
      const other = await server.post('/ailleurs', '{}');
      expect(other.status).toBe(404);
    });
  });

  describe('a 1 MB string in a field', () => {
    it('every string argument is refused and nothing is written', async () => {
      for (const op of [...ops.refused, ...ops.stored]) {
        const res = await expectRefusedWithoutWrites(() =>
          server.gql(op.query, op.variables(ONE_MB), server.admin.token),
        );
        expect(res.errors?.[0]?.extensions?.code, op.name).toMatch(
          /^(BAD_USER_INPUT|NOT_FOUND|UNAUTHENTICATED)$/,
        );
      }
    });
  });

  describe('empty strings', () => {
    it('an empty id or reference is refused as input, never reaches a uuid column', async () => {
      for (const op of ops.refused) {
        const res = await expectRefusedWithoutWrites(() =>
          server.gql(op.query, op.variables(''), server.admin.token),
        );
        expect(res.errors?.[0]?.extensions?.code, `${op.name} ← ''`).toMatch(
          /^(BAD_USER_INPUT|NOT_FOUND|UNAUTHENTICATED|TOO_MANY_ATTEMPTS)$/,
        );
      }
    });
  });

  describe('SQL metacharacters in every string argument', () => {
    it('arguments that must name something existing are refused, nothing is written', async () => {
      for (const payload of SQL_PAYLOADS) {
        for (const op of ops.refused) {
          const res = await expectRefusedWithoutWrites(() =>
            server.gql(op.query, op.variables(payload), server.admin.token),
          );
          // Many wrong passwords for one address end in the sign-in throttle's refusal: a refusal too.
          expect(res.errors?.[0]?.extensions?.code, `${op.name} ← ${payload}`).toMatch(
            /^(BAD_USER_INPUT|NOT_FOUND|UNAUTHENTICATED|TOO_MANY_ATTEMPTS)$/,
          );
        }
      }
    });

    it('free-text arguments are kept verbatim as data, never run as SQL', async () => {
      for (const payload of SQL_PAYLOADS) {
        for (const op of ops.stored) {
          const res = await server.gql<Record<string, unknown>>(
            op.query,
            op.variables(payload),
            server.admin.token,
          );
          expect(res.errors, `${op.name} ← ${payload}`).toBeUndefined();
          const text = JSON.stringify(res.data);
          if (
            op.name.endsWith('.name') ||
            op.name.endsWith('.groupTitle') ||
            op.name === 'updateRole.slug'
          )
            expect(text).toContain(JSON.stringify(payload).slice(1, -1));
        }
      }
      // LIKE metacharacters are escaped: '%' and '_' match themselves, not everything.
      const all = await server.gql<{ users: unknown[] }>(
        'query users($s: String) { users(where: { search: $s }) { id } }',
        { s: '%' },
        server.admin.token,
      );
      const none = await server.gql<{ users: unknown[] }>(
        'query users($s: String) { users(where: { search: $s }) { id } }',
        { s: '_%_' },
        server.admin.token,
      );
      expect(all.data?.users.length).toBeGreaterThan(0); // payload names containing '%' were stored above
      expect(none.data?.users).toEqual([]);
      // Every table is still there.
      expect(Object.keys(await accountRowCounts(server.handle.db))).toHaveLength(5);
    });
  });
});
