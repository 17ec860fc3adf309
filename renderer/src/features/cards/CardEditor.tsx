// The card editor (spec 000 §2 "Card edit", §4 Card status and Locking; 001 §5, §8): a back link
// to the list filtered by status, the title (default 'Nouvel encart'), « Sauvegarder », the status
// control ('Publié' / 'Archivé', saved at once, then the edit route with the saved status in the
// query), the fields with their rule messages, 'Encart enregistré' once the server acknowledged.
// The card is locked while open; someone else's lock sends the journalist back to the list.
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  Title2,
  Toast,
  ToastTitle,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ChevronDownRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { brandProfile } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import type { CardStatus } from '../../../../common/domain/statuses';
import { transitionsFrom, type Transition } from '../../../../common/domain/transitions';
import { CARD_INVALID_MESSAGE } from '../../../../common/domain/validation/card';
import type { FieldErrors } from '../../../../common/domain/validation/fieldErrors';
import { RichTextEditor } from '../../editor';
import { UpsertCardDocument, type CardEditorFieldsFragment } from '../../graphql/generated/graphql';
import { apiErrorOf } from '../../editorKit/apiError';
import { createInternalArticleResolver, createInternalLinkSearch } from '../articles/internalLinks';
import { useUnsavedChangesGuard } from '../../editorKit/useUnsavedChangesGuard';
import {
  cardErrors,
  cardFormOf,
  emptyCardForm,
  sameCardForm,
  upsertCardVariables,
  type CardFormValues,
} from './cardForm';
import { CardImageField } from './CardImageField';
import { CardRelationsField } from './CardRelationsField';
import { categorySearch, tagSearch } from '../../editorKit/relationSearches';
import { cardEditPath, cardListPath } from './cardRoutes';
import { useCardLockCalls } from './useCardLockCalls';
import { useContentLock } from '../../editorKit/useContentLock';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { flexGrow: 1, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
  body: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '200px',
  },
});

/** The label of the status control: the status the card has ('Publié' or 'Archivé'). */
export function cardStatusControlLabel(status: CardStatus): string {
  return status === 'Published' ? MESSAGES.cardPublishedLabel : MESSAGES.cardArchivedLabel;
}

export function CardEditor({
  brandKey,
  initial,
  initialStatus,
  toasterId,
}: {
  brandKey: string;
  initial: CardEditorFieldsFragment | null;
  initialStatus: CardStatus;
  /** The page's toaster: it outlives this editor when a new card's route gains its id. */
  toasterId: string;
}) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { dispatchToast } = useToastController(toasterId);
  const [saved, setSaved] = useState(initial);
  const savedForm = useMemo(
    () => (saved ? cardFormOf(saved) : emptyCardForm(initialStatus)),
    [saved, initialStatus],
  );
  const [form, setForm] = useState<CardFormValues>(savedForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = !sameCardForm(form, savedForm);
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  });
  const searchInternalLinks = useMemo(() => createInternalLinkSearch(client), [client]);
  const resolveInternalArticle = useMemo(() => createInternalArticleResolver(client), [client]);
  const relationSearches = useMemo(
    () => ({
      categories: categorySearch(client, brandKey, 'Category'),
      tags: tagSearch(client, null),
    }),
    [client, brandKey],
  );

  const toast = (message: string, intent: 'success' | 'error') =>
    dispatchToast(
      <Toast>
        <ToastTitle>{message}</ToastTitle>
      </Toast>,
      { intent },
    );

  const listStatus = saved?.status ?? initialStatus;
  const goToList = (notice?: string) =>
    navigate(cardListPath(brandKey, listStatus), notice ? { state: { notice } } : undefined);

  const lockCalls = useCardLockCalls();
  useContentLock(saved?.id ?? null, lockCalls, {
    changed,
    onLost: (error) => {
      if (error.code === 'LOCKED') goToList(error.message);
      else setProblem(error.message);
    },
  });
  const { confirmLeave } = useUnsavedChangesGuard({
    hasUnwrittenEdits: () => changedRef.current,
    flush: async () => {},
  });

  const update = (change: Partial<CardFormValues>) => {
    setForm((f) => ({ ...f, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key === 'image' ? 'media' : key];
      return next;
    });
  };

  async function save(values: CardFormValues, successMessage: string): Promise<void> {
    const refused = cardErrors(values, brandKey);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      toast(CARD_INVALID_MESSAGE, 'error');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const result = await client.mutate({
        mutation: UpsertCardDocument,
        variables: upsertCardVariables(brandKey, saved, values),
      });
      if (result.error || !result.data) {
        const error = apiErrorOf(result.error);
        if (error.code === 'LOCKED') return goToList(error.message);
        setErrors(error.fields);
        if (Object.keys(error.fields).length === 0) setProblem(error.message);
        toast(error.code === 'BAD_USER_INPUT' ? CARD_INVALID_MESSAGE : error.message, 'error');
        return;
      }
      const card = result.data.upsertCard;
      setSaved(card);
      setForm(cardFormOf(card));
      setErrors({});
      toast(successMessage, 'success');
      // After a save the edit route carries the saved status (000 §4 "Card status").
      navigate(cardEditPath(brandKey, card.id, card.status), { replace: true });
    } catch (error) {
      toast(apiErrorOf(error).message, 'error');
    } finally {
      setSaving(false);
    }
  }

  const pick = (transition: Transition<CardStatus>) => {
    const next = { ...form, status: transition.to };
    setForm(next);
    void save(next, transition.successMessage);
  };

  const profile = brandProfile(brandKey);
  return (
    <section className={styles.root} aria-labelledby="card-editor-title">
      <div className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          aria-label="Retour à la liste"
          onClick={() => void confirmLeave().then((leave) => leave && goToList())}
        />
        <Title2 as="h1" id="card-editor-title" className={styles.heading}>
          {form.title.trim() || MESSAGES.cardNew}
        </Title2>
        <Button
          appearance="primary"
          icon={saving ? <Spinner size="tiny" /> : <SaveRegular />}
          disabled={saving}
          onClick={() => void save(form, MESSAGES.cardSaved)}
        >
          {MESSAGES.save}
        </Button>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              icon={<ChevronDownRegular />}
              iconPosition="after"
              disabled={saving}
              aria-label={`Statut : ${cardStatusControlLabel(form.status)}`}
            >
              {cardStatusControlLabel(form.status)}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {transitionsFrom('card', form.status).map((t) => (
                <MenuItem key={t.name} onClick={() => pick(t)}>
                  {t.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
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
        onChange={(image) => update({ image })}
      />
      <Field label="Contenu" validationMessage={errors.body}>
        <div className={styles.body}>
          <RichTextEditor
            kind="body"
            ariaLabel="Contenu de l'encart"
            value={form.body}
            onChange={(body) => update({ body })}
            brandProfile={profile}
            searchInternalLinks={searchInternalLinks}
            resolveInternalArticle={resolveInternalArticle}
            onError={(message) => toast(message, 'error')}
          />
        </div>
      </Field>
    </section>
  );
}
