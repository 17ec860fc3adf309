// Admin area for users, roles and Google groups (spec 001 §5 validation, §7 calls, §8 messages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../server/src/services/accounts/accountValidation';
import { forEachBackend } from './helpers/backends';
import { accountRowCounts } from './helpers/rowCounts';
import { startTestServer, type TestServer } from './helpers/testServer';

const USER_FIELDS = 'id name email createdAt isSuperAdmin allBrands brandKeys roles { id slug }';
const CREATE_USER = `mutation createUser($data: UserCreateInput!) { createUser(data: $data) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation updateUser($id: ID!, $data: UserUpdateInput!) { updateUser(where: { id: $id }, data: $data) { ${USER_FIELDS} } }`;
const CREATE_ROLE =
  'mutation createRole($data: RoleCreateInput!) { createRole(data: $data) { id slug userCount } }';
const UPDATE_ROLE =
  'mutation updateRole($id: ID!, $data: RoleUpdateInput!) { updateRole(where: { id: $id }, data: $data) { id slug userCount } }';
const CREATE_GROUP =
  'mutation createGoogleGroup($data: GoogleGroupCreateInput!) { createGoogleGroup(data: $data) { id groupTitle role { id slug } } }';
const UPDATE_GROUP =
  'mutation updateGoogleGroup($id: ID!, $data: GoogleGroupUpdateInput!) { updateGoogleGroup(where: { id: $id }, data: $data) { id groupTitle role { id slug } } }';
const UNKNOWN_ID = '6f1c1d0e-0000-4000-8000-000000000000';

forEachBackend('admin: users, roles, Google groups', (backend) => {
  let server: TestServer;
  let roleId = '';
  let otherRoleId = '';
  const admin = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ) => server.gql<T>(query, variables, server.admin.token);

  beforeAll(async () => {
    server = await startTestServer({ backend });
    const a = await admin<{ createRole: { id: string } }>(CREATE_ROLE, {
      data: { slug: 'journaliste' },
    });
    const b = await admin<{ createRole: { id: string } }>(CREATE_ROLE, {
      data: { slug: 'chef-d-edition' },
    });
    roleId = a.data?.createRole.id ?? '';
    otherRoleId = b.data?.createRole.id ?? '';
  });
  afterAll(() => server.close());

  describe('users', () => {
    it('creates, reads, lists, searches and updates a user', async () => {
      const created = await admin<{ createUser: Record<string, unknown> & { id: string } }>(
        CREATE_USER,
        {
          data: {
            name: '  Léa Martin ',
            email: 'lea.martin@example.test',
            roleIds: [roleId, otherRoleId],
            brandKeys: ['TEL'],
          },
        },
      );
      expect(created.errors).toBeUndefined();
      const user = created.data!.createUser;
      expect(user).toMatchObject({
        name: 'Léa Martin',
        email: 'lea.martin@example.test',
        isSuperAdmin: false,
        allBrands: false,
        brandKeys: ['TEL'],
        roles: [
          { id: roleId, slug: 'journaliste' },
          { id: otherRoleId, slug: 'chef-d-edition' },
        ],
      });
      expect(new Date(String(user.createdAt)).toISOString()).toBe(user.createdAt);

      const one = await admin<{ user: { email: string } }>(
        `query user($id: ID!) { user(where: { id: $id }) { email } }`,
        { id: user.id },
      );
      expect(one.data?.user.email).toBe('lea.martin@example.test');

      const found = await admin<{ users: { id: string }[]; userCount: number }>(
        'query users($s: String) { users(where: { search: $s }) { id } userCount(where: { search: $s }) }',
        { s: 'MARTIN' },
      );
      expect(found.data?.users.map((u) => u.id)).toEqual([user.id]);
      expect(found.data?.userCount).toBe(1);

      // The admin form sends only the name on update (001 §5).
      const renamed = await admin<{ updateUser: { name: string; roles: { slug: string }[] } }>(
        UPDATE_USER,
        {
          id: user.id,
          data: { name: 'Léa Martin-Dupont' },
        },
      );
      expect(renamed.data?.updateUser.name).toBe('Léa Martin-Dupont');
      expect(renamed.data?.updateUser.roles.map((r) => r.slug)).toEqual([
        'journaliste',
        'chef-d-edition',
      ]);

      const roles = await admin<{ roles: { slug: string; userCount: number }[] }>(
        'query roles { roles { slug userCount } }',
      );
      expect(roles.data?.roles).toContainEqual({ slug: 'journaliste', userCount: 1 });
    });

    it('pages with first and skip, newest first', async () => {
      const all = await admin<{ users: { id: string }[] }>('query users { users { id } }');
      const paged = await admin<{ users: { id: string }[] }>(
        'query users { users(first: 1, skip: 1) { id } }',
      );
      expect(paged.data?.users).toEqual(all.data?.users.slice(1, 2));
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      [
        'name required',
        { name: '', email: 'a@example.test', roleIds: ['ROLE'] },
        { name: ACCOUNT_MESSAGES.nameRequired },
      ],
      [
        'name of spaces is empty',
        { name: '   ', email: 'a@example.test', roleIds: ['ROLE'] },
        { name: ACCOUNT_MESSAGES.nameRequired },
      ],
      [
        'email required',
        { name: 'A', email: ' ', roleIds: ['ROLE'] },
        { email: ACCOUNT_MESSAGES.emailRequired },
      ],
      [
        'email must be valid',
        { name: 'A', email: 'pas-un-email', roleIds: ['ROLE'] },
        { email: ACCOUNT_MESSAGES.emailInvalid },
      ],
      [
        'first role required',
        { name: 'A', email: 'a@example.test', roleIds: [] },
        { roleIds: ACCOUNT_MESSAGES.roleRequired },
      ],
      [
        'role must exist',
        { name: 'A', email: 'a@example.test', roleIds: [UNKNOWN_ID] },
        { roleIds: "Ce role utilisateur n'existe pas" },
      ],
      [
        'role id must be an id',
        { name: 'A', email: 'a@example.test', roleIds: ['nope'] },
        { roleIds: "Ce role utilisateur n'existe pas" },
      ],
      [
        'password at least 8 characters',
        { name: 'A', email: 'a@example.test', roleIds: ['ROLE'], password: 'court' },
        { password: ACCOUNT_MESSAGES.passwordTooShort },
      ],
      [
        'brand must exist',
        { name: 'A', email: 'a@example.test', roleIds: ['ROLE'], brandKeys: ['ZZZ'] },
        { brandKeys: `${ACCOUNT_MESSAGES.brandUnknown} : ZZZ` },
      ],
      [
        'name at most 200 characters',
        { name: 'x'.repeat(201), email: 'a@example.test', roleIds: ['ROLE'] },
        { name: ACCOUNT_MESSAGES.tooLong(200) },
      ],
      [
        'e-mail unique (any case)',
        { name: 'A', email: 'LEA.MARTIN@example.test', roleIds: ['ROLE'] },
        { email: ACCOUNT_MESSAGES.emailTaken },
      ],
      [
        'every rule at once',
        { name: '', email: '', roleIds: [] },
        {
          name: ACCOUNT_MESSAGES.nameRequired,
          email: ACCOUNT_MESSAGES.emailRequired,
          roleIds: ACCOUNT_MESSAGES.roleRequired,
        },
      ],
    ])('createUser: %s', async (_rule, data, fields) => {
      const before = await accountRowCounts(server.handle.db);
      const withRole = {
        ...data,
        roleIds: (data.roleIds as string[]).map((r) => (r === 'ROLE' ? roleId : r)),
      };
      const res = await admin(CREATE_USER, { data: withRole });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
      expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual(
        Object.keys(fields).sort(),
      );
      expect(await accountRowCounts(server.handle.db)).toEqual(before);
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['name emptied', { name: '' }, { name: ACCOUNT_MESSAGES.nameRequired }],
      ['email emptied', { email: '' }, { email: ACCOUNT_MESSAGES.emailRequired }],
      ['email invalid', { email: 'a@b' }, { email: ACCOUNT_MESSAGES.emailInvalid }],
      ['roles emptied', { roleIds: [] }, { roleIds: ACCOUNT_MESSAGES.roleRequired }],
      [
        'last super-admin keeps the flag',
        { isSuperAdmin: false },
        { isSuperAdmin: ACCOUNT_MESSAGES.lastSuperAdmin },
      ],
    ])('updateUser: %s', async (_rule, data, fields) => {
      const res = await admin(UPDATE_USER, { id: server.admin.id, data });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
      const me = await admin<{ me: { name: string; email: string; isSuperAdmin: boolean } }>(
        'query me { me { name email isSuperAdmin } }',
      );
      expect(me.data?.me).toEqual({
        name: 'Admin Test',
        email: server.admin.email,
        isSuperAdmin: true,
      });
    });
  });

  describe('roles', () => {
    it('creates and renames a role', async () => {
      const created = await admin<{ createRole: { id: string; slug: string; userCount: number } }>(
        CREATE_ROLE,
        { data: { slug: 'pigiste' } },
      );
      expect(created.data?.createRole).toMatchObject({ slug: 'pigiste', userCount: 0 });
      const renamed = await admin<{ updateRole: { slug: string } }>(UPDATE_ROLE, {
        id: created.data?.createRole.id,
        data: { slug: 'pigiste-senior' },
      });
      expect(renamed.data?.updateRole.slug).toBe('pigiste-senior');
      const searched = await admin<{ roles: { slug: string }[] }>(
        'query roles { roles(where: { search: "SENIOR" }) { slug } }',
      );
      expect(searched.data?.roles).toEqual([{ slug: 'pigiste-senior' }]);
    });

    it.each<[string, string, Record<string, unknown>, Record<string, string>]>([
      [
        'slug required',
        CREATE_ROLE,
        { data: { slug: '' } },
        { slug: ACCOUNT_MESSAGES.slugRequired },
      ],
      [
        'slug of spaces is empty',
        CREATE_ROLE,
        { data: { slug: '  ' } },
        { slug: ACCOUNT_MESSAGES.slugRequired },
      ],
      [
        'slug unique (any case)',
        CREATE_ROLE,
        { data: { slug: 'JOURNALISTE' } },
        { slug: ACCOUNT_MESSAGES.slugTaken },
      ],
      [
        'slug at most 100 characters',
        CREATE_ROLE,
        { data: { slug: 'r'.repeat(101) } },
        { slug: ACCOUNT_MESSAGES.tooLong(100) },
      ],
      [
        'slug emptied on update',
        UPDATE_ROLE,
        { id: 'ROLE', data: { slug: '' } },
        { slug: ACCOUNT_MESSAGES.slugRequired },
      ],
      [
        'slug taken on update',
        UPDATE_ROLE,
        { id: 'ROLE', data: { slug: 'chef-d-edition' } },
        { slug: ACCOUNT_MESSAGES.slugTaken },
      ],
    ])('%s', async (_rule, query, variables, fields) => {
      const before = await accountRowCounts(server.handle.db);
      const res = await admin(query, { ...variables, ...(variables.id ? { id: roleId } : {}) });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
      expect(await accountRowCounts(server.handle.db)).toEqual(before);
      const role = await admin<{ role: { slug: string } }>(
        'query role($id: ID!) { role(where: { id: $id }) { slug } }',
        { id: roleId },
      );
      expect(role.data?.role.slug).toBe('journaliste');
    });
  });

  describe('Google groups', () => {
    it('creates a group mapped to a role, remaps and unlinks it', async () => {
      const created = await admin<{
        createGoogleGroup: { id: string; groupTitle: string; role: { slug: string } | null };
      }>(CREATE_GROUP, {
        data: { groupTitle: 'redaction@example.test', roleId },
      });
      expect(created.data?.createGoogleGroup).toMatchObject({
        groupTitle: 'redaction@example.test',
        role: { slug: 'journaliste' },
      });
      const id = created.data?.createGoogleGroup.id;
      const remapped = await admin<{ updateGoogleGroup: { role: { slug: string } | null } }>(
        UPDATE_GROUP,
        { id, data: { roleId: otherRoleId } },
      );
      expect(remapped.data?.updateGoogleGroup.role?.slug).toBe('chef-d-edition');
      const unlinked = await admin<{ updateGoogleGroup: { groupTitle: string; role: null } }>(
        UPDATE_GROUP,
        { id, data: { roleId: null } },
      );
      expect(unlinked.data?.updateGoogleGroup).toMatchObject({
        groupTitle: 'redaction@example.test',
        role: null,
      });
      const list = await admin<{ googleGroups: { id: string }[] }>(
        'query googleGroups { googleGroups(first: 10, skip: 0, where: { search: "redaction" }) { id } }',
      );
      expect(list.data?.googleGroups).toEqual([{ id }]);
    });

    it.each<[string, string, Record<string, unknown>, Record<string, string>]>([
      [
        'title required',
        CREATE_GROUP,
        { data: { groupTitle: '' } },
        { groupTitle: ACCOUNT_MESSAGES.groupTitleRequired },
      ],
      [
        'title of spaces is empty',
        CREATE_GROUP,
        { data: { groupTitle: ' \t ' } },
        { groupTitle: ACCOUNT_MESSAGES.groupTitleRequired },
      ],
      [
        'title at most 200 characters',
        CREATE_GROUP,
        { data: { groupTitle: 'g'.repeat(201) } },
        { groupTitle: ACCOUNT_MESSAGES.tooLong(200) },
      ],
      [
        'role must exist',
        CREATE_GROUP,
        { data: { groupTitle: 'g', roleId: UNKNOWN_ID } },
        { roleId: "Ce role utilisateur n'existe pas" },
      ],
    ])('%s', async (_rule, query, variables, fields) => {
      const before = await accountRowCounts(server.handle.db);
      const res = await admin(query, variables);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
      expect(await accountRowCounts(server.handle.db)).toEqual(before);
    });

    it('title emptied on update is refused', async () => {
      const created = await admin<{ createGoogleGroup: { id: string } }>(CREATE_GROUP, {
        data: { groupTitle: 'pigistes@example.test' },
      });
      const res = await admin(UPDATE_GROUP, {
        id: created.data?.createGoogleGroup.id,
        data: { groupTitle: '' },
      });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { groupTitle: ACCOUNT_MESSAGES.groupTitleRequired },
      });
    });
  });

  describe('not found (001 §8)', () => {
    const USER = "Cet utilisateur n'existe pas";
    const GROUP = "Ce groupe utilisateur n'existe pas";
    const ROLE = "Ce role utilisateur n'existe pas";
    it.each<[string, string, Record<string, unknown>, string]>([
      ['user', 'query user($id: ID!) { user(where: { id: $id }) { id } }', {}, USER],
      ['updateUser', UPDATE_USER, { data: { name: 'X' } }, USER],
      ['role', 'query role($id: ID!) { role(where: { id: $id }) { id } }', {}, ROLE],
      ['updateRole', UPDATE_ROLE, { data: { slug: 'x' } }, ROLE],
      [
        'googleGroup',
        'query googleGroup($id: ID!) { googleGroup(where: { id: $id }) { id } }',
        {},
        GROUP,
      ],
      ['updateGoogleGroup', UPDATE_GROUP, { data: { groupTitle: 'x' } }, GROUP],
    ])('%s with an unknown id or a non-id', async (_op, query, variables, message) => {
      for (const id of [UNKNOWN_ID, 'pas-un-identifiant', '42']) {
        const res = await admin(query, { ...variables, id });
        expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
      }
    });
  });
});
