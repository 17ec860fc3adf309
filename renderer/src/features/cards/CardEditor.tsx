// The card editor (spec 000 §2 "Card edit", §4 Card status and Locking; 001 §5, §8): a back link
// to the list filtered by status, the title (default 'Nouvel encart'), « Sauvegarder », the status
// control ('Publié' / 'Archivé', saved at once, then the edit route with the saved status in the
// query), the fields with their rule messages, 'Encart enregistré' once the server acknowledged.
// The card is locked while open; someone else's lock sends the journalist back to the list.
// Its local draft, outbox saves and conflicts are the editor kit's, as for articles.
import { useApolloClient } from '@apollo/client/react';
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandProfile } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import type { CardStatus } from '../../../../common/domain/statuses';
import { transitionsFrom, type Transition } from '../../../../common/domain/transitions';
import { CARD_INVALID_MESSAGE } from '../../../../common/domain/validation/card';
import { RichTextEditor } from '../../editor';
import type { CardEditorFieldsFragment } from '../../graphql/generated/graphql';
import type { CardEditorAdapter } from './cardEditorAdapter';
import {
  ContentEditorHeader,
  TransitionMenu,
  useContentEditor,
  type ContentEditor,
  type FieldErrors,
} from '../../editorKit';
import {
  createInternalArticleResolver,
  createInternalLinkSearch,
} from '../../articleKit/internalLinks';
import { cardEditorAdapter } from './cardEditorAdapter';
import { cardErrors, type CardFormValues } from './cardForm';
import { CardImageField } from './CardImageField';
import { CardRelationsField } from './CardRelationsField';
import { categorySearch, tagSearch } from '../../editorKit/relationSearches';
import { cardEditPath, cardListPath } from './cardRoutes';
import { useCardLockCalls } from './useCardLockCalls';
import { useContentLock } from '../../editorKit/useContentLock';
import { multimediaPickerOf } from '../../mediaKit/multimediaPicker';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
  // The rich-text editor draws its own frame: the wrapper only gives the text room.
  body: { '& .ProseMirror': { minHeight: '160px' } },
});

/** The label of the status control: the status the card has ('Publié' or 'Archivé'). */
export function cardStatusControlLabel(status: CardStatus): string {
  return status === 'Published' ? MESSAGES.cardPublishedLabel : MESSAGES.cardArchivedLabel;
}

interface CardEditorProps {
  brandKey: string;
  initial: CardEditorFieldsFragment | null;
  initialStatus: CardStatus;
  /** A new card's local draft id (in the route, so a reload finds the draft again). */
  newDraftId: string;
  /** The page's toaster: it outlives this editor when a new card's route gains its id. */
  toasterId: string;
}

type CardContentEditor = ContentEditor<CardEditorFieldsFragment, CardFormValues, null>;

/** The card's editor-kit state, its route following its saves, its lock. */
function useCardEditor({
  brandKey,
  initial,
  initialStatus,
  newDraftId,
  toasterId,
}: CardEditorProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [lockProblem, setLockProblem] = useState<string | null>(null);
  // The status a new card starts with, as opened (the route's query changes after each save).
  const [startStatus] = useState(initialStatus);
  const adapter: CardEditorAdapter = useMemo(
    () => cardEditorAdapter(client, brandKey, startStatus),
    [client, brandKey, startStatus],
  );

  // Local draft, outbox saves, conflicts and LOCKED as for articles (editorKit/useContentEditor).
  const editor = useContentEditor({
    adapter,
    initial,
    newDraftId,
    toasterId,
    onCreated: () => {},
    onLocked: (error) => goToList(error.message),
  });
  const saved = editor.saved;

  function goToList(notice?: string) {
    const listStatus = saved?.status ?? initialStatus;
    navigate(cardListPath(brandKey, listStatus), notice ? { state: { notice } } : undefined);
  }

  // After a save the edit route carries the saved status (000 §4 "Card status"); a new card's
  // route gains its id.
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    const path = saved && cardEditPath(brandKey, saved.id, saved.status);
    if (path && path !== here) navigate(path, { replace: true });
    // Once per acknowledged save, not on every change of the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const lockCalls = useCardLockCalls();
  const lock = useContentLock(saved?.id ?? null, lockCalls, {
    changed: editor.dirty,
    onLost: (error) => {
      if (error.code === 'LOCKED') goToList(error.message);
      else setLockProblem(error.message);
    },
  });

  const save = (values: CardFormValues, successMessage: string) => {
    // The kit shows each rule's message under its field; the card also says so in a toast.
    if (Object.keys(cardErrors(values, brandKey)).length > 0)
      editor.notify(CARD_INVALID_MESSAGE, 'error');
    void editor.save(null, successMessage);
  };
  return { editor, lock, goToList, save, problem: editor.formError ?? lockProblem };
}

export function CardEditor(props: CardEditorProps) {
  const styles = useStyles();
  const { editor, lock, goToList, save, problem } = useCardEditor(props);
  const { form, update } = editor;

  const pick = (transition: Transition<CardStatus>) => {
    update({ status: transition.to });
    save(editor.currentValues(), transition.successMessage);
  };

  return (
    <section className={styles.root} aria-labelledby="card-editor-title">
      {editor.overlays}
      <ContentEditorHeader
        editor={editor}
        headingId="card-editor-title"
        live={{
          brandKey: props.brandKey,
          contentType: 'card',
          contentId: editor.saved?.id ?? null,
          editing: lock.held,
        }}
        title={form.title.trim() || MESSAGES.cardNew}
        onBack={() => void editor.confirmLeave().then((leave) => leave && goToList())}
        saveLabel={MESSAGES.save}
        onSave={() => save(editor.currentValues(), MESSAGES.cardSaved)}
        statusControl={
          <TransitionMenu
            label={cardStatusControlLabel(form.status)}
            ariaLabel={`Statut : ${cardStatusControlLabel(form.status)}`}
            chevron
            transitions={transitionsFrom('card', form.status)}
            disabled={editor.saving}
            onPick={pick}
          />
        }
      />
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <CardFields brandKey={props.brandKey} editor={editor} />
    </section>
  );
}

/** The card's own fields, each with its rule's message. */
function CardFields({ brandKey, editor }: { brandKey: string; editor: CardContentEditor }) {
  const styles = useStyles();
  const { form, update } = editor;
  const errors: FieldErrors = editor.fieldErrors;
  return (
    <>
      <Field label="Titre" required validationMessage={errors.title}>
        <Input value={form.title} onChange={(_, d) => update({ title: d.value })} />
      </Field>
      <Field label="Sous-titre" validationMessage={errors.secondaryTitle}>
        <Input
          value={form.secondaryTitle}
          onChange={(_, d) => update({ secondaryTitle: d.value })}
        />
      </Field>
      <div className={styles.pair}>
        <Field label="Url" required validationMessage={errors.url}>
          <Input type="url" value={form.url} onChange={(_, d) => update({ url: d.value })} />
        </Field>
        <Field label={MESSAGES.cardLocation} required validationMessage={errors.label}>
          <Input value={form.label} onChange={(_, d) => update({ label: d.value })} />
        </Field>
      </div>
      <Field label="Description" validationMessage={errors.description}>
        <Textarea
          value={form.description}
          resize="vertical"
          onChange={(_, d) => update({ description: d.value })}
        />
      </Field>
      <CardMediaFields brandKey={brandKey} editor={editor} />
    </>
  );
}

/** The card's relations, image and rich-text content. */
function CardMediaFields({ brandKey, editor }: { brandKey: string; editor: CardContentEditor }) {
  const styles = useStyles();
  const client = useApolloClient();
  const { form, update } = editor;
  const errors: FieldErrors = editor.fieldErrors;
  const searchInternalLinks = useMemo(
    () => createInternalLinkSearch(client, brandKey),
    [client, brandKey],
  );
  const resolveInternalArticle = useMemo(() => createInternalArticleResolver(client), [client]);
  const relationSearches = useMemo(
    () => ({
      categories: categorySearch(client, brandKey, 'Category'),
      tags: tagSearch(client, null),
    }),
    [client, brandKey],
  );
  return (
    <>
      <CardRelationsField
        categories={form.categories}
        tags={form.tags}
        errors={errors}
        searches={relationSearches}
        onChange={update}
      />
      <CardImageField
        image={form.image}
        error={errors.media}
        brandKey={brandKey}
        onChange={(image) => update({ image })}
      />
      <Field label="Contenu" validationMessage={errors.body}>
        <div className={styles.body}>
          <RichTextEditor
            kind="body"
            ariaLabel="Contenu de l'encart"
            value={form.body}
            onChange={(body) => update({ body })}
            brandProfile={brandProfile(brandKey)}
            searchInternalLinks={searchInternalLinks}
            resolveInternalArticle={resolveInternalArticle}
            renderMultimediaPicker={multimediaPickerOf(brandKey)}
            onError={(message) => editor.notify(message, 'error')}
          />
        </div>
      </Field>
    </>
  );
}
