// What the « Historique des modifications » dialog shows, without React: the saves grouped as
// spec 001 §9 says (common/domain/dates groupHistory, 'dd/MM/yyyy à HH:mm' in Paris time) and a
// saved version read from its snapshot as plain text. A snapshot is the API's JSON, read field by
// field: nothing in it is ever treated as markup.
import { formatDateTime, groupHistory } from '../../../../common/domain/dates';
import { ARTICLE_STATUS_LABELS, isArticleStatus } from '../../../../common/domain/statuses';
import { docToPlainText, isRichTextDoc, pluralize } from '../../../../common/richtext';
import type { ComparedField } from '../../draftsKit/wordDiff';
import { mediasOf, type ArticleFormValues } from '../articleForm';

/** One history entry as listed by the API (most recent first). */
export interface HistoryEntryInput {
  id: string;
  createdAt: string;
  user: { name: string } | null;
}

export interface HistoryGroupView {
  /** The group's most recent save: its snapshot is the version the group shows. */
  entryId: string;
  /** 'dd/MM/yyyy à HH:mm' of that save, Paris time. */
  date: string;
  /** Who saved, each name once, in order of their latest save in the group. */
  users: string;
  /** How many saves the group holds. */
  count: number;
  /** « 3 enregistrements » when the group holds more than one save, else null. */
  countLabel: string | null;
}

export const HISTORY_LABELS = {
  unknownUser: 'Utilisateur inconnu',
  loading: "Chargement de l'historique…",
  loadError: "Impossible de charger l'historique.",
  empty: "Aucune modification n'a été enregistrée.",
  list: 'Enregistrements',
  choose: 'Choisissez un enregistrement pour afficher la version enregistrée.',
  versionLoading: 'Chargement de la version…',
  versionError: 'Impossible de charger cette version.',
  versionMissing: "Cette version n'est plus disponible.",
  version: 'Version enregistrée',
  title: 'Titre',
  status: 'Statut',
  lead: 'Chapô',
  body: 'Corps',
  none: '(vide)',
  close: 'Fermer',
  compareWith: 'Comparer avec',
  noComparison: 'Aucune comparaison (cette version seule)',
  editorText: "Le texte dans l'éditeur",
  editorTextColumn: "Texte dans l'éditeur (non enregistré)",
  versionOf: (date: string) => `Version du ${date}`,
  restore: 'Reprendre cette version',
  restoreHint:
    "« Reprendre cette version » remet son titre, ses titres secondaires, son slug, son image principale, son chapô et son corps dans l'éditeur ; rien n'est enregistré avant « Enregistrer ». Le statut, les catégories, les tags et les auteurs restent ceux de l'éditeur.",
  restored: (date: string) =>
    `La version du ${date} est reprise dans l'éditeur. Enregistrez pour la garder.`,
} as const;

/** The entries grouped (less than 60 s apart: one group), most recent first. */
export function historyGroups(entries: readonly HistoryEntryInput[]): HistoryGroupView[] {
  const dated = entries
    .map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) }))
    .filter((entry) => !Number.isNaN(entry.createdAt.getTime()))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return groupHistory(dated).map((group) => {
    const latest = group[0]!;
    const names: string[] = [];
    for (const entry of group) {
      const name = entry.user?.name.trim() || HISTORY_LABELS.unknownUser;
      if (!names.includes(name)) names.push(name);
    }
    return {
      entryId: latest.id,
      date: formatDateTime(latest.createdAt),
      users: names.join(', '),
      count: group.length,
      countLabel:
        group.length > 1 ? pluralize(group.length, 'enregistrement', 'enregistrements') : null,
    };
  });
}

export interface SnapshotView {
  title: string;
  status: string;
  lead: string;
  body: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function richText(value: unknown): string {
  return isRichTextDoc(value) ? docToPlainText(value) : '';
}

/** A saved version as text: title, status (French label), lead and body as plain text. */
export function snapshotView(snapshot: unknown): SnapshotView | null {
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) return null;
  const fields = snapshot as Record<string, unknown>;
  const status = text(fields.status);
  return {
    title: text(fields.title),
    status: isArticleStatus(status) ? ARTICLE_STATUS_LABELS[status] : status,
    lead: richText(fields.lead),
    body: richText(fields.body),
  };
}

/** What a comparison reads of a version: its title, lead and body as plain text. */
export interface ComparableText {
  title: string;
  lead: string;
  body: string;
}

/** The editor's text as a comparison reads it (the lead and body as plain text). */
export function comparableTextOf(values: Pick<ArticleFormValues, 'title' | 'lead' | 'body'>) {
  return {
    title: values.title,
    lead: docToPlainText(values.lead),
    body: docToPlainText(values.body),
  } satisfies ComparableText;
}

/**
 * The fields the history compares, the conflict dialog's three (wordDiff.compareField): `newer`'s
 * words show as added, `older`'s as removed.
 */
export function historyComparison(older: ComparableText, newer: ComparableText): ComparedField[] {
  return [
    { label: HISTORY_LABELS.title, mine: newer.title, theirs: older.title },
    { label: HISTORY_LABELS.lead, mine: newer.lead, theirs: older.lead },
    { label: HISTORY_LABELS.body, mine: newer.body, theirs: older.body },
  ];
}

/** The editor's fields « Reprendre cette version » puts back. */
export type RestoredFields = Partial<
  Pick<
    ArticleFormValues,
    | 'title'
    | 'discoverTitle'
    | 'partnerTitle'
    | 'secondaryTitle'
    | 'slug'
    | 'signatureComplement'
    | 'lead'
    | 'body'
    | 'medias'
  >
>;

const RESTORED_TEXTS = [
  'title',
  'discoverTitle',
  'partnerTitle',
  'secondaryTitle',
  'slug',
  'signatureComplement',
] as const;

/**
 * A saved version back into the editor's fields (saved only when the journalist saves). Only the
 * fields the snapshot holds: an older snapshot without a lead or body (the demo's first version)
 * leaves the editor's as they are rather than emptying them. The status is not one of them (it
 * changes through its transitions), nor the relations (the snapshot holds their ids only).
 */
export function restoredFields(snapshot: unknown): RestoredFields | null {
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) return null;
  const fields = snapshot as Record<string, unknown>;
  const restored: RestoredFields = {};
  for (const key of RESTORED_TEXTS) {
    if (Object.hasOwn(fields, key)) restored[key] = text(fields[key]);
  }
  if (Object.hasOwn(fields, 'lead'))
    restored.lead = isRichTextDoc(fields.lead) ? fields.lead : null;
  if (Object.hasOwn(fields, 'body'))
    restored.body = isRichTextDoc(fields.body) ? fields.body : null;
  if (Object.hasOwn(fields, 'medias')) restored.medias = mediasOf(fields.medias);
  return restored;
}
