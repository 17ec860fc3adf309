// Card (encart) rules (001 §5): title, url, label, status and brand must be non-empty, whitespace
// counting as empty; one image only; empty optional fields are sent as null.
import { isBlank } from '../article';
import { formatMessage, MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';
import { urlError } from './linkRule';

export interface CardForRules {
  title: string | null;
  url: string | null;
  label: string | null;
  status: string | null;
  brandKey: string | null;
}

/** Field → the label named in 'Le champ {label} est obligatoire' (Statut and Marque are ours). */
export const CARD_FIELD_LABELS: Readonly<Record<keyof CardForRules, string>> = {
  title: 'Titre',
  url: 'Url',
  label: 'Emplacement',
  status: 'Statut',
  brandKey: 'Marque',
};

export function validateCard(card: CardForRules): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(CARD_FIELD_LABELS) as (keyof CardForRules)[]) {
    if (isBlank(card[field]))
      errors[field] = formatMessage('cardFieldRequired', { label: CARD_FIELD_LABELS[field] });
  }
  const badUrl = errors.url ? null : urlError(card.url, 'web');
  if (badUrl) errors.url = badUrl;
  return errors;
}

/** The notification of an invalid save, shown with the per-field messages. */
export const CARD_INVALID_MESSAGE = MESSAGES.cardInvalid;

/** Empty optional fields are sent as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return isBlank(value) ? null : (value as string);
}
