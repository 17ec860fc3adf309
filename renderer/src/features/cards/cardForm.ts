// The card editor's form: what the server saved becomes the form, the form becomes upsertCard's
// variables (spec 001 §5: empty optional fields sent as null; the rules are common/domain's).
import type { RichTextDoc } from '../../../../common/richtext/types';
import type { CardStatus } from '../../../../common/domain/statuses';
import { emptyToNull, validateCard } from '../../../../common/domain/validation/card';
import type { FieldErrors } from '../../../../common/domain/validation/fieldErrors';
import type { PickableItem } from '../../editorKit/RelationPicker';
import type {
  CardEditorFieldsFragment,
  UpsertCardMutationVariables,
} from '../../graphql/generated/graphql';

export interface CardImage {
  url: string;
  credit: string;
}

export interface CardFormValues {
  title: string;
  secondaryTitle: string;
  description: string;
  url: string;
  label: string;
  status: CardStatus;
  image: CardImage | null;
  body: RichTextDoc | null;
  /** Ordered (000 §3): the first is the card's main category. */
  categories: PickableItem[];
  /** Ordered (000 §3). */
  tags: PickableItem[];
}

export function emptyCardForm(status: CardStatus): CardFormValues {
  return {
    title: '',
    secondaryTitle: '',
    description: '',
    url: '',
    label: '',
    status,
    image: null,
    body: null,
    categories: [],
    tags: [],
  };
}

/** The saved relation in its order, as the pickers hold it. */
function orderedItems(
  list: readonly { order: number; id: string; title: string; type?: string }[],
): PickableItem[] {
  return [...list]
    .sort((a, b) => a.order - b.order)
    .map((item) => ({ id: item.id, title: item.title, ...(item.type ? { type: item.type } : {}) }));
}

function imageOf(media: unknown): CardImage | null {
  const first: unknown = Array.isArray(media) ? media[0] : media;
  if (typeof first !== 'object' || first === null) return null;
  const m = first as { url?: unknown; credit?: unknown };
  return typeof m.url === 'string'
    ? { url: m.url, credit: typeof m.credit === 'string' ? m.credit : '' }
    : null;
}

export function cardFormOf(card: CardEditorFieldsFragment): CardFormValues {
  return {
    title: card.title,
    secondaryTitle: card.secondaryTitle ?? '',
    description: card.description ?? '',
    url: card.url,
    label: card.label,
    status: card.status,
    image: imageOf(card.media),
    body: (card.body as RichTextDoc | null) ?? null,
    categories: orderedItems(card.categories),
    tags: orderedItems(card.tags),
  };
}

export function cardErrors(values: CardFormValues, brandKey: string): FieldErrors {
  return validateCard({ ...values, brandKey });
}

export function sameCardForm(a: CardFormValues, b: CardFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function upsertCardVariables(
  brandKey: string,
  saved: CardEditorFieldsFragment | null,
  values: CardFormValues,
): UpsertCardMutationVariables {
  const media = values.image
    ? {
        url: values.image.url.trim(),
        ...(emptyToNull(values.image.credit) ? { credit: values.image.credit.trim() } : {}),
      }
    : null;
  const fields = {
    title: values.title,
    url: values.url,
    label: values.label,
    status: values.status,
    secondaryTitle: emptyToNull(values.secondaryTitle),
    description: emptyToNull(values.description),
    media,
    body: values.body,
    // The lists replace the card's, in this order.
    categories: values.categories.map((category) => category.id),
    tags: values.tags.map((tag) => tag.id),
  };
  return saved
    ? {
        where: { id: saved.id },
        create: { brandKey, ...fields },
        update: { version: saved.version, ...fields },
      }
    : { create: { brandKey, ...fields }, update: { version: 0, ...fields } };
}
