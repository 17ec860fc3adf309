// Segments (spec 001 §2, §4, §5): the active segments of a brand (title, brand, status); hovering
// a row offers delete, which deactivates it and says 'Le segment a été supprimé !'. The form has
// the title, 'Query iOS', 'Query Android', 'Query Web' (multiline JSON, each checked as typed, the
// message under the field) and the 'Activé' / 'Désactivé' switch (Published / Draft).
import { DeleteRegular } from '@fluentui/react-icons';
import { formatDateTime } from '../../../../../common/domain/dates';
import { LIMITS } from '../../../../../common/domain/limits';
import { MESSAGES } from '../../../../../common/domain/messages';
import {
  SEGMENT_STATUS_LABELS,
  segmentStatusFor,
  type SegmentStatus,
} from '../../../../../common/domain/statuses';
import {
  segmentQueriesForSave,
  validateSegment,
} from '../../../../../common/domain/validation/segment';
import {
  AdminCreateSegmentDocument,
  AdminSegmentDocument,
  AdminSegmentsDocument,
  AdminUpdateSegmentDocument,
  type AdminSegmentFieldsFragment,
} from '../../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../../adminKit/adminApi';
import type { EditConfig, ListConfig } from '../../../adminKit/crudTypes';

type Segment = AdminSegmentFieldsFragment;

export const segmentList: ListConfig<Segment> = {
  title: 'Segments',
  tableLabel: 'Liste des segments',
  pageSize: LIMITS.pageSize.segments,
  brandScoped: true,
  columns: [
    { key: 'title', label: 'Titre', render: (s) => s.title },
    { key: 'brand', label: 'Marque', width: '120px', render: (s) => s.brandKey },
    {
      key: 'status',
      label: 'Statut',
      width: '160px',
      render: (s) => SEGMENT_STATUS_LABELS[s.status as SegmentStatus] ?? s.status,
    },
  ],
  fetchPage: async ({ client, brand }, { first, skip }) =>
    (
      await fetchData(client, AdminSegmentsDocument, {
        first,
        skip,
        where: { brandKey: brand, active: true },
      })
    ).segments,
  rowHref: (s, brand) => `/crud/segment/${s.id}?brand=${brand}`,
  create: { label: 'Nouveau segment', href: (brand) => `/crud/segment/new?brand=${brand}` },
  rowAction: {
    label: (s) => `Supprimer le segment ${s.title}`,
    icon: <DeleteRegular />,
    notice: MESSAGES.segmentDeleted,
    run: async ({ client }, s) => {
      await mutateData(client, AdminUpdateSegmentDocument, { id: s.id, data: { active: false } });
    },
  },
};

export interface SegmentValues {
  title: string;
  ios: string;
  android: string;
  editorialAlert: string;
  published: boolean;
  brandKey: string;
}

const queryText = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 2);

export const segmentEdit: EditConfig<Segment, SegmentValues> = {
  title: { create: 'Nouveau segment', edit: (v) => v.title || 'Segment' },
  listHref: (brand) => `/crud/segment?brand=${brand}`,
  editHref: (id, brand) => `/crud/segment/${id}?brand=${brand}`,
  notFoundMessage: MESSAGES.segmentNotFound,
  load: async ({ client }, id) =>
    (await fetchData(client, AdminSegmentDocument, { id })).segment ?? null,
  toValues: (s) => ({
    title: s.title,
    ios: queryText(s.ios),
    android: queryText(s.android),
    editorialAlert: queryText(s.editorialAlert),
    published: s.status === 'Published',
    brandKey: s.brandKey,
  }),
  // A new segment is active and Published (001 §4).
  newValues: ({ brand }) => ({
    title: '',
    ios: '',
    android: '',
    editorialAlert: '',
    published: true,
    brandKey: brand,
  }),
  fields: [
    { name: 'title', label: 'Titre', kind: 'text', required: true },
    { name: 'ios', label: MESSAGES.segmentQueryIos, kind: 'code' },
    { name: 'android', label: MESSAGES.segmentQueryAndroid, kind: 'code' },
    { name: 'editorialAlert', label: MESSAGES.segmentQueryWeb, kind: 'code' },
    {
      name: 'published',
      label: 'Statut',
      kind: 'switch',
      switchLabels: { on: MESSAGES.segmentActive, off: MESSAGES.segmentInactive },
    },
    { name: 'brandKey', label: 'Marque', kind: 'readonly' },
  ],
  validate: (v) => validateSegment(v),
  sidePanel: (s) => [
    { label: 'Identifiant', value: s.id },
    { label: 'Création', value: formatDateTime(new Date(s.createdAt)) },
    { label: 'Modification', value: formatDateTime(new Date(s.updatedAt)) },
  ],
  afterCreate: 'edit',
  save: async ({ client }, v, { id }) => {
    // Sent as parsed objects (001 §5); the form cannot save while one does not parse.
    const queries = segmentQueriesForSave(v);
    const status = segmentStatusFor(v.published);
    if (!id) {
      const created = await mutateData(client, AdminCreateSegmentDocument, {
        data: { title: v.title, brandKey: v.brandKey, status, ...queries },
      });
      return { id: created.createSegment.id };
    }
    await mutateData(client, AdminUpdateSegmentDocument, {
      id,
      data: { title: v.title, status, ...queries },
    });
    return { id };
  },
};
