// What the editor kit needs to know of a card (editorKit/useContentEditor's adapter), so a card
// has what an article has: its local draft (`card:brand:id`), saves through main's outbox (main's
// registry replays them as upsertCard), 'Encart enregistré' once acknowledged, conflicts.
import { COPY_WORDINGS } from '../../draftsKit/ConflictComparisonDialog';
import type { ApolloClient } from '@apollo/client';
import { MESSAGES } from '../../../../common/domain/messages';
import type { CardStatus } from '../../../../common/domain/statuses';
import { draftKeyOf } from '../../../../common/ipc/draftLimits';
import { docToPlainText } from '../../../../common/richtext';
import type { RichTextDoc } from '../../../../common/richtext/types';
import type { ContentEditorAdapter } from '../../editorKit';
import { CardEditorDocument, type CardEditorFieldsFragment } from '../../graphql/generated/graphql';
import {
  cardErrors,
  cardFormOf,
  emptyCardForm,
  upsertCardVariables,
  type CardFormValues,
} from './cardForm';
import { relationItemsOfDraft } from '../../articleKit/articleForm';
import { cardEditPath, cardStatusOf } from './cardRoutes';

export type CardEditorAdapter = ContentEditorAdapter<
  CardEditorFieldsFragment,
  CardFormValues,
  null
>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A draft read back from disk: anything not of the form's shape is left empty, never trusted. */
export function cardFormOfDraft(
  value: Record<string, unknown>,
  status: CardStatus,
): CardFormValues {
  const image = value.image as { url?: unknown; credit?: unknown } | null | undefined;
  const body = value.body as { type?: unknown } | null | undefined;
  return {
    ...emptyCardForm(status),
    title: text(value.title),
    secondaryTitle: text(value.secondaryTitle),
    description: text(value.description),
    url: text(value.url),
    label: text(value.label),
    status: typeof value.status === 'string' ? cardStatusOf(value.status) : status,
    image:
      image && typeof image === 'object' && typeof image.url === 'string'
        ? { url: image.url, credit: text(image.credit) }
        : null,
    body: body && typeof body === 'object' && body.type === 'doc' ? (body as RichTextDoc) : null,
    categories: relationItemsOfDraft(value.categories),
    tags: relationItemsOfDraft(value.tags),
  };
}

export function cardEditorAdapter(
  client: ApolloClient,
  brandKey: string,
  initialStatus: CardStatus,
): CardEditorAdapter {
  return {
    emptyForm: emptyCardForm(initialStatus),
    savedMessage: MESSAGES.cardSaved,
    // Spec 001 §8's save failure message, as the card's save state says it.
    saveErrorMessage: MESSAGES.articleSaveError,
    formOf: cardFormOf,
    formOfDraft: (value) => cardFormOfDraft(value, initialStatus),
    draftValueOf: (values) => ({ ...values }),
    draftKey: (id, newDraftId) => draftKeyOf('card', brandKey, id, newDraftId),
    idOf: (card) => card.id,
    versionOf: (card) => card.version,
    saveVariables: (saved, values, _change, basedOnVersion) => {
      const variables = upsertCardVariables(brandKey, saved, values);
      // The version the form is based on (a restored draft's, or the server's after a conflict).
      return basedOnVersion === null
        ? variables
        : { ...variables, update: { ...variables.update, version: basedOnVersion } };
    },
    refetch: async (id) => {
      const { data } = await client.query({
        query: CardEditorDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.card ?? null;
    },
    compareFields: (values) => [
      { label: 'Titre', text: values.title },
      { label: 'Description', text: values.description },
      { label: 'Contenu', text: docToPlainText(values.body) },
    ],
    copyWording: COPY_WORDINGS.card,
    newContentPath: (newDraftId) =>
      `${cardEditPath(brandKey, null, initialStatus)}&draft=${newDraftId}`,
    checkBeforeSave: (values) => {
      const errors = cardErrors(values, brandKey);
      return Object.keys(errors).length > 0 ? errors : null;
    },
  };
}
