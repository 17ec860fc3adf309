// Prompts (spec 000 §3 "Prompts", 001 §7 prompts/prompt/updatePrompt; issue 34): the instructions
// the AI gets for each field, per brand or for every brand without its own. Super-admins only (the
// framework tells the others). A prompt has no id: field and brand name it, and the route carries
// both (« Title~TEL », « Title~ » for every brand). The brand's list shows the prompts of every
// brand it does not override; editing one there saves the brand's own (the server creates it from
// the shared one), so a change for TEL never changes the other brands' prompt.
import { MESSAGES } from '../../../../../common/domain/messages';
import {
  AdminPromptDocument,
  AdminPromptsDocument,
  AdminUpdatePromptDocument,
  type AdminPromptsQuery,
} from '../../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../../adminKit/adminApi';
import type { EditConfig, ListConfig } from '../../../adminKit/crudTypes';
import { formatDateTime } from '../../../../../common/domain/dates';

type Prompt = AdminPromptsQuery['prompts'][number];
type PromptRow = Prompt & { id: string };
/** A prompt as the form edits it: for `target` (the route's brand), read from `brandKey`'s row. */
type EditedPrompt = Prompt & { target: string | null };

const EVERY_BRAND = 'Toutes les marques';

/** The route id of a prompt: its field and its brand (empty for every brand). */
export function promptId(field: string, brandKey: string | null | undefined): string {
  return `${field}~${brandKey ?? ''}`;
}

export function promptWhere(id: string): { field: string; brandKey: string | null } {
  const cut = id.lastIndexOf('~');
  if (cut < 0) return { field: id, brandKey: null };
  return { field: id.slice(0, cut), brandKey: id.slice(cut + 1) || null };
}

export const promptList: ListConfig<PromptRow> = {
  title: 'Prompts IA',
  tableLabel: 'Liste des prompts',
  pageSize: 1000,
  brandScoped: true,
  columns: [
    { key: 'field', label: 'Champ', width: '180px', render: (p) => p.field },
    { key: 'label', label: 'Libellé', render: (p) => p.label },
    {
      key: 'brand',
      label: 'Marque',
      width: '200px',
      render: (p) => p.brandKey ?? `${EVERY_BRAND} (par défaut)`,
    },
    {
      key: 'updatedAt',
      label: 'Modifié le',
      width: '180px',
      render: (p) => (p.updatedAt ? formatDateTime(new Date(p.updatedAt)) : ''),
    },
  ],
  // One request gives them all: the framework asks again only when a page came back full.
  fetchPage: async ({ client, brand }, { skip }) =>
    skip > 0
      ? []
      : (await fetchData(client, AdminPromptsDocument, { brandKey: brand })).prompts.map((p) => ({
          ...p,
          // Edited for the listed brand: its own prompt, made from the shared one on save.
          id: promptId(p.field, brand),
        })),
  rowHref: (p, brand) =>
    `/crud/prompt/${encodeURIComponent(p.id)}?brand=${encodeURIComponent(brand)}`,
};

interface PromptValues {
  field: string;
  brandKey: string;
  label: string;
  body: string;
}

const required = (value: string) => (value.trim() === '' ? MESSAGES.requiredField : undefined);

export const promptEdit: EditConfig<EditedPrompt, PromptValues> = {
  title: { create: 'Prompt', edit: (v) => `Prompt ${v.field} — ${v.brandKey}` },
  listHref: (brand) => `/crud/prompt?brand=${encodeURIComponent(brand)}`,
  notFoundMessage: MESSAGES.genericError,
  load: async ({ client }, id) => {
    const where = promptWhere(id);
    const found = (await fetchData(client, AdminPromptDocument, { where })).prompt;
    return found ? { ...found, target: where.brandKey } : null;
  },
  toValues: (p) => ({
    field: p.field,
    brandKey: p.target ?? EVERY_BRAND,
    label: p.label,
    body: p.body,
  }),
  newValues: ({ brand }) => ({ field: '', brandKey: brand, label: '', body: '' }),
  fields: [
    { name: 'field', label: 'Champ', kind: 'readonly' },
    { name: 'brandKey', label: 'Marque', kind: 'readonly' },
    { name: 'label', label: 'Libellé', kind: 'text', required: true },
    { name: 'body', label: 'Prompt', kind: 'code', required: true },
  ],
  validate: (v) => {
    const errors: Record<string, string> = {};
    const label = required(v.label);
    const body = required(v.body);
    if (label) errors.label = label;
    if (body) errors.body = body;
    return errors;
  },
  sidePanel: (p) => [
    { label: 'Champ', value: p.field },
    {
      label: 'Origine',
      value:
        p.target !== null && p.brandKey === null
          ? `Prompt de toutes les marques : l'enregistrer crée celui de ${p.target}.`
          : p.brandKey === null
            ? 'Prompt de toutes les marques sans prompt propre.'
            : `Prompt propre à ${p.brandKey}.`,
    },
    {
      label: 'Modifié le',
      value: p.updatedAt ? formatDateTime(new Date(p.updatedAt)) : 'Jamais',
    },
  ],
  afterCreate: 'edit',
  save: async ({ client }, v, { id }) => {
    if (!id) throw new Error(MESSAGES.genericError);
    await mutateData(client, AdminUpdatePromptDocument, {
      where: promptWhere(id),
      data: { label: v.label, body: v.body },
    });
    return { id };
  },
};
