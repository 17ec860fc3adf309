// Qualifiers (spec 001 §2, §4, §5): by brand; columns title, brand, status, format; the title is
// editable only on creation; a new one is Draft and Rich; creation replaces the route with edit.
import { LIMITS } from '../../../../../common/domain/limits';
import { MESSAGES } from '../../../../../common/domain/messages';
import {
  ARTICLE_FORMATS,
  DEFAULT_QUALIFIER,
  QUALIFIER_STATUS_LABELS,
  QUALIFIER_STATUSES,
  type QualifierStatus,
} from '../../../../../common/domain/statuses';
import { validateQualifier } from '../../../../../common/domain/validation/admin';
import {
  AdminCreateQualifierDocument,
  AdminQualifierDocument,
  AdminQualifiersDocument,
  AdminUpdateQualifierDocument,
  type AdminQualifierFieldsFragment,
  type ArticleFormat,
} from '../../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../../adminKit/adminApi';
import type { EditConfig, ListConfig } from '../../../adminKit/crudTypes';

type Qualifier = AdminQualifierFieldsFragment;

const statusLabel = (status: string): string =>
  QUALIFIER_STATUS_LABELS[status as QualifierStatus] ?? status;

export const qualifierList: ListConfig<Qualifier> = {
  title: 'Qualifiers',
  tableLabel: 'Liste des qualifiers',
  pageSize: LIMITS.pageSize.qualifiers,
  brandScoped: true,
  columns: [
    { key: 'title', label: 'Titre', render: (q) => q.title },
    { key: 'brand', label: 'Marque', width: '120px', render: (q) => q.brandKey },
    { key: 'status', label: 'Statut', width: '160px', render: (q) => statusLabel(q.status) },
    { key: 'format', label: 'Format', width: '160px', render: (q) => q.format },
  ],
  fetchPage: async ({ client, brand }, { first, skip }) =>
    (await fetchData(client, AdminQualifiersDocument, { first, skip, where: { brandKey: brand } }))
      .qualifiers,
  rowHref: (q, brand) => `/crud/qualifier/${q.id}?brand=${brand}`,
  create: { label: 'Nouveau qualifier', href: (brand) => `/crud/qualifier/new?brand=${brand}` },
};

interface QualifierValues {
  title: string;
  status: string;
  format: string;
  brandKey: string;
}

export const qualifierEdit: EditConfig<Qualifier, QualifierValues> = {
  title: { create: 'Nouveau qualifier', edit: (v) => v.title || 'Qualifier' },
  listHref: (brand) => `/crud/qualifier?brand=${brand}`,
  editHref: (id, brand) => `/crud/qualifier/${id}?brand=${brand}`,
  notFoundMessage: MESSAGES.qualifierNotFound,
  load: async ({ client }, id) =>
    (await fetchData(client, AdminQualifierDocument, { id })).qualifier ?? null,
  toValues: (q) => ({ title: q.title, status: q.status, format: q.format, brandKey: q.brandKey }),
  newValues: ({ brand }) => ({
    title: '',
    status: DEFAULT_QUALIFIER.status,
    format: DEFAULT_QUALIFIER.format,
    brandKey: brand,
  }),
  fields: [
    {
      name: 'title',
      label: 'Titre',
      kind: 'text',
      required: true,
      readOnly: ({ isNew }) => !isNew,
    },
    {
      name: 'status',
      label: 'Statut',
      kind: 'select',
      required: true,
      options: QUALIFIER_STATUSES.map((s) => ({ value: s, label: QUALIFIER_STATUS_LABELS[s] })),
    },
    {
      name: 'format',
      label: 'Format',
      kind: 'select',
      options: ARTICLE_FORMATS.map((f) => ({ value: f, label: f })),
    },
    { name: 'brandKey', label: 'Marque', kind: 'readonly' },
  ],
  validate: (v) => validateQualifier(v),
  sidePanel: (q) => [
    { label: 'Identifiant', value: q.id },
    { label: 'Marque', value: q.brandKey },
  ],
  afterCreate: 'edit',
  save: async ({ client }, v, { id }) => {
    const format = v.format as ArticleFormat;
    if (!id) {
      const created = await mutateData(client, AdminCreateQualifierDocument, {
        data: { title: v.title, brandKey: v.brandKey, status: v.status, format },
      });
      return { id: created.createQualifier.id };
    }
    await mutateData(client, AdminUpdateQualifierDocument, {
      id,
      data: { status: v.status, format },
    });
    return { id };
  },
};
