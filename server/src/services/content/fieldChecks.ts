// Checks on raw input that no domain rule covers because they protect the store, not the
// newsroom: length caps, HTML in plain-text fields, date range, rich-text structure. Each returns
// French messages per field (the client shows them under the field).
import { LIMITS } from '../../../../common/domain/limits';
import type { FieldErrors } from '../../errors';

/** Caps (ours; the spec gives none besides the AI and push ones): generous for a newsroom. */
export const TEXT_LIMITS = {
  title: 500,
  shortText: 500,
  slug: 300,
  url: 2048,
  description: 20_000,
  name: 200,
  email: 254,
  /** Serialised JSON of one rich-text document (a 20,000-word article is ~250 kB). */
  richTextBytes: 1_500_000,
  mediasBytes: 200_000,
} as const;

export const FIELD_MESSAGES = {
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  html: 'Le code HTML n’est pas autorisé dans ce champ.',
  dateInvalid: 'La date de publication est incorrecte.',
  dateOutOfRange: 'La date doit être comprise entre le 01/01/1970 et le 01/01/2100.',
  richTextInvalid: "Le contenu n'est pas un document valide.",
  richTextTooLarge: 'Le contenu est trop volumineux.',
  mediasInvalid: 'La liste des médias est invalide.',
  unknownId: (label: string) => `${label} introuvable.`,
  wrongBrand: (label: string) => `${label} n'appartient pas à la marque de l'article.`,
  versionRequired: 'La version sur laquelle repose la modification est obligatoire.',
} as const;

// A tag-like sequence (<script, </b>, <img …>, <!--): the fields checked here are plain text.
const HTML =
  /<\s*\/?\s*[a-z!?][^>]*>|<\s*(script|iframe|img|svg|style|object|embed|link|meta)\b|javascript:/i;

export function checkText(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
  max: number,
): void {
  if (value === null || value === undefined) return;
  if (value.length > max) errors[field] = FIELD_MESSAGES.tooLong(max);
  else if (HTML.test(value)) errors[field] = FIELD_MESSAGES.html;
}

const MIN_DATE = Date.parse(`${LIMITS.dateInputRange.min}T00:00:00Z`);
const MAX_DATE = Date.parse(`${LIMITS.dateInputRange.max}T00:00:00Z`);

/** Parses an ISO date of the input range 1970-01-01 … 2100-01-01 (001 §5), else records why not. */
export function checkDate(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
): Date | null | undefined {
  if (value === null || value === undefined) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    errors[field] = FIELD_MESSAGES.dateInvalid;
    return undefined;
  }
  if (time < MIN_DATE || time > MAX_DATE) {
    errors[field] = FIELD_MESSAGES.dateOutOfRange;
    return undefined;
  }
  return new Date(time);
}

/** Medias are a JSON array of media objects, each with a string key. */
export function checkMedias(errors: FieldErrors, field: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (
    !Array.isArray(value) ||
    value.some(
      (m) =>
        typeof m !== 'object' || m === null || typeof (m as { key?: unknown }).key !== 'string',
    )
  ) {
    errors[field] = FIELD_MESSAGES.mediasInvalid;
    return;
  }
  if (JSON.stringify(value).length > TEXT_LIMITS.mediasBytes) {
    errors[field] = FIELD_MESSAGES.richTextTooLarge;
    return;
  }
  // Captions, credits and sources are shown as text: no markup in them either.
  for (const media of value as Record<string, unknown>[]) {
    for (const key of ['caption', 'credit', 'source'] as const) {
      const text = media[key];
      if (typeof text === 'string' && (text.length > TEXT_LIMITS.shortText || HTML.test(text)))
        errors[field] = FIELD_MESSAGES.mediasInvalid;
    }
  }
}
