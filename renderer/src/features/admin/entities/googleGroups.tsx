// Google groups (spec 000 §3, 001 §2, §5): a title and the role its members get at sign-in.
import { LIMITS } from '../../../../../common/domain/limits';
import { MESSAGES } from '../../../../../common/domain/messages';
import { validateGoogleGroup } from '../../../../../common/domain/validation/admin';
import {
  AdminCreateGoogleGroupDocument,
  AdminGoogleGroupDocument,
  AdminGoogleGroupsDocument,
  AdminRolesDocument,
  AdminUpdateGoogleGroupDocument,
  type AdminGoogleGroupQuery,
  type AdminGoogleGroupsQuery,
} from '../../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../../adminKit/adminApi';
import type { EditConfig, ListConfig } from '../../../adminKit/crudTypes';

type GroupRow = AdminGoogleGroupsQuery['googleGroups'][number];
type Group = NonNullable<AdminGoogleGroupQuery['googleGroup']>;

export const googleGroupList: ListConfig<GroupRow> = {
  title: 'Groupes',
  tableLabel: 'Liste des groupes',
  pageSize: LIMITS.pageSize.googleGroups,
  columns: [
    { key: 'title', label: 'Titre', render: (g) => g.groupTitle },
    { key: 'role', label: 'Rôle', width: '240px', render: (g) => g.role?.slug ?? '—' },
  ],
  fetchPage: async ({ client }, { first, skip }) =>
    (await fetchData(client, AdminGoogleGroupsDocument, { first, skip, where: null })).googleGroups,
  rowHref: (g) => `/crud/googleGroup/${g.id}`,
  create: { label: 'Nouveau groupe', href: () => '/crud/googleGroup/new' },
};

interface GroupValues {
  title: string;
  role: string;
}

export const googleGroupEdit: EditConfig<Group, GroupValues> = {
  title: { create: 'Nouveau groupe', edit: (v) => v.title || 'Groupe' },
  listHref: () => '/crud/googleGroup',
  editHref: (id) => `/crud/googleGroup/${id}`,
  notFoundMessage: MESSAGES.googleGroupNotFound,
  load: async ({ client }, id) =>
    (await fetchData(client, AdminGoogleGroupDocument, { id })).googleGroup ?? null,
  toValues: (g) => ({ title: g.groupTitle, role: g.role?.id ?? '' }),
  newValues: () => ({ title: '', role: '' }),
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
    { name: 'title', label: 'Titre', kind: 'text', required: true },
    {
      name: 'role',
      label: 'Rôle attribué',
      kind: 'select',
      options: 'roles',
      hint: 'Le rôle donné aux membres de ce groupe à la connexion.',
    },
  ],
  validate: (v) => validateGoogleGroup({ title: v.title }),
  serverFields: { groupTitle: 'title', roleId: 'role' },
  sidePanel: (g) => [{ label: 'Identifiant', value: g.id }],
  afterCreate: 'edit',
  save: async ({ client }, v, { id }) => {
    const data = { groupTitle: v.title, roleId: v.role || null };
    if (!id)
      return {
        id: (await mutateData(client, AdminCreateGoogleGroupDocument, { data })).createGoogleGroup
          .id,
      };
    await mutateData(client, AdminUpdateGoogleGroupDocument, { id, data });
    return { id };
  },
};
