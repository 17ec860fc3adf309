// Roles (spec 001 §2, §5): list of slugs with 'Nbr d'utilisateurs'; the form has the slug.
import { LIMITS } from '../../../../../common/domain/limits';
import { MESSAGES } from '../../../../../common/domain/messages';
import { validateRole } from '../../../../../common/domain/validation/admin';
import {
  AdminCreateRoleDocument,
  AdminRoleDocument,
  AdminRolesDocument,
  AdminUpdateRoleDocument,
  type AdminRoleQuery,
  type AdminRolesQuery,
} from '../../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../../adminKit/adminApi';
import type { EditConfig, ListConfig } from '../../../adminKit/crudTypes';

type RoleRow = AdminRolesQuery['roles'][number];
type Role = NonNullable<AdminRoleQuery['role']>;

export const roleList: ListConfig<RoleRow> = {
  title: 'Rôles',
  tableLabel: 'Liste des rôles',
  pageSize: LIMITS.pageSize.roles,
  columns: [
    { key: 'slug', label: 'Slug', render: (r) => r.slug },
    { key: 'userCount', label: MESSAGES.roleUserCount, width: '200px', render: (r) => r.userCount },
  ],
  fetchPage: async ({ client }, { first, skip }) =>
    (await fetchData(client, AdminRolesDocument, { first, skip, where: null })).roles,
  rowHref: (r) => `/crud/role/${r.id}`,
  create: { label: 'Nouveau rôle', href: () => '/crud/role/new' },
};

export const roleEdit: EditConfig<Role, { slug: string }> = {
  title: { create: 'Nouveau rôle', edit: (v) => v.slug || 'Rôle' },
  listHref: () => '/crud/role',
  editHref: (id) => `/crud/role/${id}`,
  notFoundMessage: MESSAGES.roleNotFound,
  load: async ({ client }, id) => (await fetchData(client, AdminRoleDocument, { id })).role ?? null,
  toValues: (r) => ({ slug: r.slug }),
  newValues: () => ({ slug: '' }),
  fields: [{ name: 'slug', label: 'Slug', kind: 'text', required: true }],
  validate: (v) => validateRole(v),
  sidePanel: (r) => [
    { label: 'Identifiant', value: r.id },
    { label: MESSAGES.roleUserCount, value: String(r.userCount) },
  ],
  afterCreate: 'edit',
  save: async ({ client }, v, { id }) => {
    if (!id)
      return {
        id: (await mutateData(client, AdminCreateRoleDocument, { data: { slug: v.slug } }))
          .createRole.id,
      };
    await mutateData(client, AdminUpdateRoleDocument, { id, data: { slug: v.slug } });
    return { id };
  },
};
