// Attributes (spec 001 §2, §5): the list of a brand with a brand switcher and a floating create
// button; rows are not clickable; the new form has the title and the read-only brand, then goes
// back to the list.
import { formatDateTime } from '../../../../../common/domain/dates';
import { LIMITS } from '../../../../../common/domain/limits';
import { validateAttribute } from '../../../../../common/domain/validation/admin';
import {
  AdminAttributesDocument,
  AdminCreateAttributeDocument,
  type AdminAttributesQuery,
} from '../../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../../adminKit/adminApi';
import type { EditConfig, ListConfig } from '../../../adminKit/crudTypes';

type AttributeRow = AdminAttributesQuery['attributes'][number];
const when = (iso: string) => formatDateTime(new Date(iso));

export const attributeList: ListConfig<AttributeRow> = {
  title: 'Attributs',
  tableLabel: 'Liste des attributs',
  pageSize: LIMITS.pageSize.attributes,
  brandScoped: true,
  columns: [
    { key: 'title', label: 'Titre', render: (a) => a.title },
    { key: 'createdAt', label: 'Créé le', width: '180px', render: (a) => when(a.createdAt) },
    { key: 'updatedAt', label: 'Modifié le', width: '180px', render: (a) => when(a.updatedAt) },
    { key: 'brand', label: 'Marque', width: '100px', render: (a) => a.brandKey },
    { key: 'slug', label: 'Slug', render: (a) => a.slug },
  ],
  fetchPage: async ({ client, brand }, { first, skip }) =>
    (await fetchData(client, AdminAttributesDocument, { first, skip, where: { brandKey: brand } }))
      .attributes,
  create: {
    label: 'Nouvel attribut',
    href: (brand) => `/crud/attribute/new/${brand}`,
    floating: true,
  },
};

interface AttributeValues {
  title: string;
  brandKey: string;
}

/** Creation only: attributes have no edit screen in the spec. */
export const attributeEdit: EditConfig<never, AttributeValues> = {
  title: { create: 'Nouvel attribut', edit: (v) => v.title },
  listHref: (brand) => `/crud/attributes/list?brand=${brand}`,
  notFoundMessage: '',
  load: () => Promise.resolve(null),
  toValues: (never) => never,
  newValues: ({ brand }) => ({ title: '', brandKey: brand }),
  fields: [
    { name: 'title', label: 'Titre', kind: 'text', required: true },
    { name: 'brandKey', label: 'Marque', kind: 'readonly' },
  ],
  validate: (v) => validateAttribute(v),
  afterCreate: 'list',
  save: async ({ client }, v) => {
    const created = await mutateData(client, AdminCreateAttributeDocument, {
      data: { title: v.title, brandKey: v.brandKey },
    });
    return { id: created.createAttribute.id };
  },
};
