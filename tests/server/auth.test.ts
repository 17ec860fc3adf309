// Sign-in, tokens and authorisation (issue 2; spec 001 §6 "missing token gives 'user token not
// found'").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../server/src/auth/loginThrottle';
import { LOGIN_FAILED_MESSAGE } from '../../server/src/schema/accounts/resolvers';
import { forEachBackend } from './helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from './helpers/testServer';

const ME = 'query me { me { id email name isSuperAdmin allBrands brandKeys roles { slug } } }';
const LOGIN =
  'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token user { email } } }';
const LOGOUT = 'mutation logout { logout }';
const DAY = 24 * 60 * 60 * 1000;

/** Every operation except login, with valid arguments: each must refuse a request without token. */
const NEEDS_TOKEN: [string, string, Record<string, unknown>][] = [
  ['ping', 'query ping { ping }', {}],
  ['me', ME, {}],
  ['logout', LOGOUT, {}],
  ['brands', 'query brands { brands { key } }', {}],
  ['brand', 'query brand { brand(key: "TEL") { key } }', {}],
  ['users', 'query users { users { id } }', {}],
  ['userCount', 'query userCount { userCount }', {}],
  [
    'user',
    'query user($id: ID!) { user(where: { id: $id }) { id } }',
    { id: '00000000-0000-0000-0000-000000000000' },
  ],
  ['roles', 'query roles { roles { id } }', {}],
  [
    'role',
    'query role($id: ID!) { role(where: { id: $id }) { id } }',
    { id: '00000000-0000-0000-0000-000000000000' },
  ],
  ['googleGroups', 'query googleGroups { googleGroups { id } }', {}],
  [
    'googleGroup',
    'query googleGroup($id: ID!) { googleGroup(where: { id: $id }) { id } }',
    { id: '00000000-0000-0000-0000-000000000000' },
  ],
  [
    'createUser',
    'mutation createUser { createUser(data: { name: "A", email: "a@x.fr", roleIds: [] }) { id } }',
    {},
  ],
  [
    'updateUser',
    'mutation updateUser($id: ID!) { updateUser(where: { id: $id }, data: { name: "B" }) { id } }',
    { id: '00000000-0000-0000-0000-000000000000' },
  ],
  ['createRole', 'mutation createRole { createRole(data: { slug: "x" }) { id } }', {}],
  [
    'updateRole',
    'mutation updateRole($id: ID!) { updateRole(where: { id: $id }, data: { slug: "y" }) { id } }',
    { id: '00000000-0000-0000-0000-000000000000' },
  ],
  [
    'createGoogleGroup',
    'mutation createGoogleGroup { createGoogleGroup(data: { groupTitle: "g" }) { id } }',
    {},
  ],
  [
    'updateGoogleGroup',
    'mutation updateGoogleGroup($id: ID!) { updateGoogleGroup(where: { id: $id }, data: { groupTitle: "h" }) { id } }',
    { id: '00000000-0000-0000-0000-000000000000' },
  ],
];

/** Admin operations: a signed-in user without the super-admin flag gets FORBIDDEN. */
const ADMIN_ONLY = NEEDS_TOKEN.filter(
  ([name]) => !['ping', 'me', 'logout', 'brands', 'brand'].includes(name),
);

forEachBackend('authentication', (backend) => {
  let clock = Date.now();
  let server: TestServer;
  let editor: TestAccount;
  beforeAll(async () => {
    server = await startTestServer({ backend, now: () => new Date(clock), tokenTtlDays: 30 });
    editor = await server.createUser({
      name: 'Éditrice',
      brandKeys: ['TEL', 'FAC'],
      roleSlugs: ['editeur'],
    });
  });
  afterAll(() => server.close());

  it('login returns a token and the user; me returns roles, flag and brands', async () => {
    const login = await server.gql<{ login: { token: string; user: { email: string } } }>(LOGIN, {
      email: editor.email.toUpperCase(),
      password: editor.password,
    });
    expect(login.errors).toBeUndefined();
    expect(login.data?.login.user.email).toBe(editor.email);
    expect(login.data?.login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await server.gql<{ me: Record<string, unknown> }>(ME, {}, login.data?.login.token);
    expect(me.data?.me).toMatchObject({
      id: editor.id,
      name: 'Éditrice',
      isSuperAdmin: false,
      allBrands: false,
      brandKeys: ['TEL', 'FAC'],
      roles: [{ slug: 'editeur' }],
    });
  });

  it('stores only the hash of the token', async () => {
    const { sessions } = await import('../../server/src/db/schema');
    const stored = await server.handle.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    for (const { tokenHash } of stored) {
      expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(tokenHash).not.toBe(editor.token);
    }
  });

  it.each([
    ['wrong password', () => ({ email: editor.email, password: 'pas-le-bon-mot-de-passe' })],
    ['unknown e-mail', () => ({ email: 'personne@example.test', password: editor.password })],
    ['empty password', () => ({ email: editor.email, password: '' })],
  ])('refuses a %s with a French message', async (_case, variables) => {
    const res = await server.gql(LOGIN, variables());
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.message).toBe(LOGIN_FAILED_MESSAGE);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(NEEDS_TOKEN)(
    '%s without a token: "user token not found"',
    async (_name, query, variables) => {
      const res = await server.gql(query, variables);
      expect(res.errors?.[0]?.message).toBe('user token not found');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    },
  );

  it.each([
    ['an unknown token', 'Bearer dGhpcyBpcyBub3QgYSB0b2tlbg'],
    ['a malformed header', 'Basic YWRtaW46YWRtaW4='],
    ['an empty bearer', 'Bearer '],
  ])('me with %s: "user token not found"', async (_case, authorization) => {
    const res = await server.post('/graphql?me', JSON.stringify({ query: ME }), { authorization });
    const body = (await res.json()) as {
      errors?: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors?.[0]).toMatchObject({
      message: 'user token not found',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it.each(ADMIN_ONLY)('%s as a non-admin: FORBIDDEN', async (_name, query, variables) => {
    const res = await server.gql(query, variables, editor.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toBe(
      "Vous n'avez pas les droits nécessaires pour cette action.",
    );
  });

  it('logout revokes the token and only that one', async () => {
    const first = await server.login(editor.email, editor.password);
    const second = await server.login(editor.email, editor.password);
    const out = await server.gql<{ logout: boolean }>(LOGOUT, {}, first);
    expect(out.data?.logout).toBe(true);
    expect((await server.gql(ME, {}, first)).errors?.[0]?.message).toBe('user token not found');
    expect((await server.gql(ME, {}, second)).errors).toBeUndefined();
  });

  describe('expiry', () => {
    it('a token works until its 30th day and not after', async () => {
      const start = clock;
      const token = await server.login(editor.email, editor.password);
      try {
        clock = start + 30 * DAY - 1000;
        expect((await server.gql(ME, {}, token)).errors).toBeUndefined();
        clock = start + 30 * DAY + 1000;
        const expired = await server.gql(ME, {}, token);
        expect(expired.errors?.[0]).toMatchObject({
          message: 'user token not found',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      } finally {
        clock = start;
      }
    });
  });

  it('changing a password ends the other sessions of that user', async () => {
    const user = await server.createUser();
    const other = await server.login(user.email, user.password);
    const res = await server.gql(
      'mutation updateUser($id: ID!, $pw: String!) { updateUser(where: { id: $id }, data: { password: $pw }) { id } }',
      { id: user.id, pw: 'un-nouveau-mot-de-passe' },
      server.admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect((await server.gql(ME, {}, other)).errors?.[0]?.message).toBe('user token not found');
    expect(
      (await server.gql(LOGIN, { email: user.email, password: user.password })).errors?.[0]
        ?.message,
    ).toBe(LOGIN_FAILED_MESSAGE);
    expect((await server.login(user.email, 'un-nouveau-mot-de-passe')).length).toBeGreaterThan(20);
  });

  describe('sign-in throttling (auth/loginThrottle)', () => {
    it('after 5 wrong passwords the account refuses even the right one for 15 minutes, in French', async () => {
      const start = clock;
      const user = await server.createUser();
      try {
        for (let i = 0; i < 5; i++) {
          expect(
            (await server.gql(LOGIN, { email: user.email, password: `faux-${i}` })).errors?.[0]
              ?.message,
          ).toBe(LOGIN_FAILED_MESSAGE);
        }
        const blocked = await server.gql(LOGIN, {
          email: ` ${user.email.toUpperCase()} `,
          password: user.password,
        });
        expect(blocked.errors?.[0]).toMatchObject({
          message: TOO_MANY_ATTEMPTS_MESSAGE,
          extensions: { code: 'TOO_MANY_ATTEMPTS' },
        });
        // Other accounts are not affected.
        expect((await server.login(editor.email, editor.password)).length).toBeGreaterThan(20);
        clock = start + 15 * 60 * 1000 + 1000;
        expect(
          (await server.gql(LOGIN, { email: user.email, password: user.password })).errors,
        ).toBeUndefined();
      } finally {
        clock = start;
      }
    });

    it('a successful sign-in clears the count; unknown addresses are counted alike', async () => {
      const user = await server.createUser();
      for (let i = 0; i < 4; i++) await server.gql(LOGIN, { email: user.email, password: 'faux' });
      expect(
        (await server.gql(LOGIN, { email: user.email, password: user.password })).errors,
      ).toBeUndefined();
      for (let i = 0; i < 4; i++) await server.gql(LOGIN, { email: user.email, password: 'faux' });
      expect(
        (await server.gql(LOGIN, { email: user.email, password: user.password })).errors,
      ).toBeUndefined();
      for (let i = 0; i < 5; i++)
        await server.gql(LOGIN, { email: 'personne@exemple.fr', password: 'faux' });
      expect(
        (await server.gql(LOGIN, { email: 'personne@exemple.fr', password: 'faux' })).errors?.[0]
          ?.extensions?.code,
      ).toBe('TOO_MANY_ATTEMPTS');
    });
  });

  describe('sessions remembered between requests (auth/session)', () => {
    it('a change of brands takes effect on the next request', async () => {
      const user = await server.createUser({ brandKeys: ['TEL'] });
      const token = await server.login(user.email, user.password);
      expect(
        (await server.gql<{ me: { brandKeys: string[] } }>(ME, {}, token)).data?.me.brandKeys,
      ).toEqual(['TEL']);
      const res = await server.gql(
        'mutation updateUser($id: ID!) { updateUser(where: { id: $id }, data: { brandKeys: ["FAC"] }) { id } }',
        { id: user.id },
        server.admin.token,
      );
      expect(res.errors).toBeUndefined();
      expect(
        (await server.gql<{ me: { brandKeys: string[] } }>(ME, {}, token)).data?.me.brandKeys,
      ).toEqual(['FAC']);
    });

    it('a session revoked by another server process stops working within 5 seconds', async () => {
      const start = clock;
      const token = await server.login(editor.email, editor.password);
      try {
        expect((await server.gql(ME, {}, token)).errors).toBeUndefined();
        // Another process sharing the database ends every session of this user.
        await server.handle.runScript(
          `update sessions set revoked_at = now() where user_id = '${editor.id}'`,
        );
        clock = start + 5_001;
        expect((await server.gql(ME, {}, token)).errors?.[0]?.message).toBe('user token not found');
      } finally {
        clock = start;
      }
    });
  });
});

describe('token lifetime is configurable', () => {
  let clock = Date.now();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock), tokenTtlDays: 1 });
  });
  afterAll(() => server.close());

  it('expires after BACKOFFICE_TOKEN_TTL_DAYS days', async () => {
    const token = await server.login(server.admin.email, server.admin.password);
    clock += DAY + 1000;
    expect((await server.gql(ME, {}, token)).errors?.[0]?.message).toBe('user token not found');
  });
});
