// Users (spec 001 §2, §5): search 'Rechercher un utilisateur', name / e-mail / creation date,
// 100 per page loading the next when 50 remain; form with name, e-mail, 'Rôle de l'utilisateur',
// brands, the super-admin flag and a password for e-mail sign-in; right panel with id and date.
import { selectableBrands } from '../../../../../common/domain/brands';
import { formatDateTime } from '../../../../../common/domain/dates';
import { LIMITS } from '../../../../../common/domain/limits';
import { MESSAGES } from '../../../../../common/domain/messages';
import { validateUser } from '../../../../../common/domain/validation/admin';
import {
  AdminCreateUserDocument,
  AdminRolesDocument,
  AdminUpdateUserDocument,
  AdminUserDocument,
  AdminUsersDocument,
  type AdminUserFieldsFragment,
  type AdminUsersQuery,
} from '../../../graphql/generated/graphql';
import { changedOnly, fetchData, fetchRows, mutateData } from '../../../adminKit/adminApi';
import type { EditConfig, ListConfig } from '../../../adminKit/crudTypes';

type UserRow = AdminUsersQuery['users'][number];

export const userList: ListConfig<UserRow> = {
  title: 'Utilisateurs',
  tableLabel: 'Liste des utilisateurs',
  pageSize: LIMITS.pageSize.users,
  loadMoreThreshold: LIMITS.pageSize.usersLoadMoreThreshold,
  searchLabel: MESSAGES.userSearch,
  columns: [
    { key: 'name', label: 'Nom', render: (u) => u.name },
    { key: 'email', label: 'E-mail', render: (u) => u.email },
    {
      key: 'createdAt',
      label: 'Date de création',
      width: '200px',
      render: (u) => formatDateTime(new Date(u.createdAt)),
    },
  ],
  fetchPage: async ({ client }, { first, skip, search }) =>
    (
      await fetchRows(client, AdminUsersDocument, {
        first,
        skip,
        where: search ? { search } : null,
      })
    ).users,
  rowHref: (u) => `/crud/user/${u.id}`,
  create: { label: 'Nouvel utilisateur', href: () => '/crud/user/new' },
};

export interface UserValues {
  name: string;
  email: string;
  password: string;
  roles: string[];
  brandKeys: string[];
  isSuperAdmin: boolean;
}

const BRAND_OPTIONS = selectableBrands().map((b) => ({ value: b.key, label: b.key }));

export const userEdit: EditConfig<AdminUserFieldsFragment, UserValues> = {
  title: { create: 'Nouvel utilisateur', edit: (v) => v.name || 'Utilisateur' },
  listHref: () => '/crud/user',
  editHref: (id) => `/crud/user/${id}`,
  notFoundMessage: MESSAGES.userNotFound,
  load: async ({ client }, id) => (await fetchData(client, AdminUserDocument, { id })).user ?? null,
  toValues: (u) => ({
    name: u.name,
    email: u.email,
    password: '',
    roles: u.roles.map((r) => r.id),
    brandKeys: [...u.brandKeys],
    isSuperAdmin: u.isSuperAdmin,
  }),
  newValues: () => ({
    name: '',
    email: '',
    password: '',
    roles: [],
    brandKeys: [],
    isSuperAdmin: false,
  }),
  loadOptions: async ({ client }) => ({
    roles: (
      await fetchData(client, AdminRolesDocument, {
        first: LIMITS.pageSize.roles,
        skip: 0,
        where: null,
      })
    ).roles.map((r) => ({ value: r.id, label: r.slug })),
  }),
  fields: [
    { name: 'name', label: 'Nom', kind: 'text', required: true },
    {
      name: 'email',
      label: 'E-mail',
      kind: 'text',
      required: true,
      readOnly: ({ isNew }) => !isNew,
    },
    {
      name: 'roles',
      label: MESSAGES.userRoleLabel,
      kind: 'multiselect',
      options: 'roles',
      required: true,
    },
    {
      name: 'brandKeys',
      label: 'Marques',
      kind: 'multiselect',
      options: BRAND_OPTIONS,
      hint: 'Aucune marque choisie : toutes les marques.',
    },
    {
      name: 'isSuperAdmin',
      label: 'Super-administrateur',
      kind: 'switch',
      switchLabels: { on: 'Oui', off: 'Non' },
    },
    {
      name: 'password',
      label: 'Mot de passe',
      kind: 'password',
      hint: 'Pour la connexion par e-mail ; laissez vide pour ne pas le changer.',
    },
  ],
  validate: (v) => validateUser({ name: v.name, email: v.email, roles: v.roles }),
  serverFields: { roleIds: 'roles' },
  sidePanel: (u) => [
    { label: 'Identifiant', value: u.id },
    { label: 'Date de création', value: formatDateTime(new Date(u.createdAt)) },
  ],
  afterCreate: 'edit',
  save: async ({ client }, v, { isNew, id, initial }) => {
    if (isNew || !id) {
      const created = await mutateData(client, AdminCreateUserDocument, {
        data: {
          name: v.name,
          email: v.email,
          roleIds: v.roles,
          brandKeys: v.brandKeys,
          isSuperAdmin: v.isSuperAdmin,
          password: v.password || null,
        },
      });
      return { id: created.createUser.id };
    }
    const changed = changedOnly(initial, v);
    await mutateData(client, AdminUpdateUserDocument, {
      id,
      data: {
        name: v.name,
        ...(changed.roles ? { roleIds: v.roles } : {}),
        ...(changed.brandKeys ? { brandKeys: v.brandKeys } : {}),
        ...(changed.isSuperAdmin !== undefined ? { isSuperAdmin: v.isSuperAdmin } : {}),
        ...(v.password ? { password: v.password } : {}),
      },
    });
    return { id };
  },
};
