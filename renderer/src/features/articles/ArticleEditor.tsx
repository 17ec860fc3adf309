// The article / video editor (spec 000 §2 "Article edit screen", §4 "Status change behaviour",
// "Locking"): header with title, dates, save and status control; the title fields, slug, lead
// and body. Saves name the version they were based on; the server's refusals are shown where they
// belong (field messages inline, a conflict in a dialog that keeps the text, a lock by sending
// the journalist back to the list with the holder's name).
//
// Offline drafts (DESIGN.md): every edit goes to the local draft (`brand:id`, or `brand:new:<uuid>`
// until the first save is acknowledged), saves go through main's outbox so a save made while the
// API is unreachable waits and lands later, and the header's <SaveStatus> says 'Enregistré' only
// once the server acknowledged. A draft found on opening is offered back before anything is typed.
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Title2,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowLeftRegular, HistoryRegular, SaveRegular } from '@fluentui/react-icons';
import type { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isBlank } from '../../../../common/domain/article';
import { brandProfile } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { decideStatusChange, showsStatusControl } from '../../../../common/domain/statusChange';
import type { ArticleStatus } from '../../../../common/domain/statuses';
import type { Transition } from '../../../../common/domain/transitions';
import { canRegenerateSlug, isValidSlug, normalizeSlugInput, slugify } from '../../../../common/domain/validation/slug';
import { countCharactersInText, pluralize } from '../../../../common/richtext';
import { RichTextEditor } from '../../editor';
import { docToJson } from '../../editor/editorState';
import { ArticleEditorDocument, type ArticleFormat } from '../../graphql/generated/graphql';
import { backoffice } from '../../bridge/backoffice';
import { RestoreDraftDialog, SaveStatus, useLocalDraft } from '../drafts';
import type { ApiError } from './apiError';
import { ArticleActionsMenu, type ArticleAction } from './ArticleActionsMenu';
import {
  EMPTY_FORM,
  articleDraftKey,
  articleForRules,
  draftValueOf,
  formOf,
  formOfDraft,
  mediasOf,
  upsertVariables,
  type ArticleFormValues,
  type SavedArticle,
  type StatusChangeInput,
  type TextField,
} from './articleForm';
import { ArticleStatusMenu } from './ArticleStatusMenu';
import { headerDates } from './headerDates';
import { ConfirmDialog } from './ConfirmDialog';
import { ConflictDialog } from './ConflictDialog';
import { ArticleHistoryDialog, useArticleHistoryCount } from './history';
import { messagesOutside, refusedSaveErrors, withoutEdited } from './fieldErrors';
import { createInternalArticleResolver, createInternalLinkSearch } from './internalLinks';
import type { ListKind } from './listParams';
import { editPath } from './listParams';
import { StatusDateDialog } from './StatusDateDialog';
import { statusMenuItems } from './statusMenuModel';
import { useArticleLock } from './useArticleLock';
import { useShowMoreTitles } from './useShowMoreTitles';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const useStyles = makeStyles({
  root: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  headings: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  heading: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  slugRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  slugField: { flexGrow: 1 },
  toggle: { alignSelf: 'flex-start' },
});

type Pending =
  | { kind: 'date'; transition: Transition<ArticleStatus>; fixedTitle: string | null; initialDate: Date; pastOnly: boolean }
  | { kind: 'confirm'; transition: Transition<ArticleStatus>; title: string; message: string; confirmLabel: string };

export interface ArticleEditorProps {
  brandKey: string;
  kind: ListKind;
  initial: SavedArticle | null;
  /** A new article's local draft id (kept in the route, so a reload finds the draft again). */
  newDraftId: string;
  /** A new article's first save: the route becomes its edit route. */
  onCreated: (id: string) => void;
}

/** Fields the editor always shows (each with its message), and the titles under « Voir plus ». */
const DISPLAYED_FIELDS = ['title', 'slug', 'lead', 'body'] as const;
const EXTRA_TITLE_FIELDS = ['discoverTitle', 'partnerTitle', 'secondaryTitle'] as const;

/** A save of this editor waiting for the server's answer: what to say and mark once it lands. */
interface SaveInFlight {
  revision: number;
  change: StatusChangeInput | null;
  successMessage: string;
}

export function ArticleEditor({ brandKey, kind, initial, newDraftId, onCreated }: ArticleEditorProps) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const toasterId = useId('article-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  const format: ArticleFormat = kind === 'video' ? 'Video' : 'Rich';
  const base = useMemo(() => ({ brandKey: initial?.brandKey ?? brandKey, format: initial?.format ?? format }), [initial, brandKey, format]);
  const listPath = `/${kind}/list`;

  const [saved, setSaved] = useState<SavedArticle | null>(initial);
  const [form, setFormState] = useState<ArticleFormValues>(() => (initial ? formOf(initial) : EMPTY_FORM));
  // The form as of the last keystroke, read by save() whatever render it was called from.
  const formRef = useRef(form);
  const revision = useRef(0);
  const [savedRevision, setSavedRevision] = useState(0);
  const [currentRevision, setCurrentRevision] = useState(0);
  const dirty = currentRevision !== savedRevision;
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [conflict, setConflict] = useState<{ message: string; serverVersion: number | null; change: StatusChangeInput | null; successMessage: string } | null>(null);
  const [showMore, toggleShowMore] = useShowMoreTitles();
  const views = useRef<{ lead: EditorView | null; body: EditorView | null }>({ lead: null, body: null });
  const [historyOpen, setHistoryOpen] = useState(false);
  // « Historique » only when history exists (000 §2), asked again for each acknowledged save.
  const historyCount = useArticleHistoryCount(saved?.id ?? null, saved?.version ?? null);

  // The server version the form is based on (what the next save names), and the id the local
  // draft is filed under: a new article's draft moves to its id once nothing is left queued.
  const [baseVersion, setBaseVersion] = useState<number | null>(initial?.version ?? null);
  const [draftArticleId, setDraftArticleId] = useState<string | null>(initial?.id ?? null);
  const draftKey = articleDraftKey(base.brandKey, draftArticleId, newDraftId);
  const serverValue = useMemo(() => draftValueOf(initial ? formOf(initial) : EMPTY_FORM), [initial]);
  const draft = useLocalDraft(draftKey, serverValue, baseVersion);
  const inFlight = useRef<SaveInFlight | null>(null);
  const movedFrom = useRef<string | null>(null);
  const { confirmLeave } = useUnsavedChangesGuard({ hasUnwrittenEdits: draft.hasUnwrittenEdits, flush: draft.flush });

  const update = useCallback(
    (change: Partial<ArticleFormValues>) => {
      formRef.current = { ...formRef.current, ...change };
      revision.current += 1;
      setFormState(formRef.current);
      // A field's message from the last refused save goes once the user edits that field.
      setFieldErrors((errors) => withoutEdited(errors, Object.keys(change)));
      setCurrentRevision(revision.current);
      draft.saveLocal(draftValueOf(formRef.current));
    },
    [draft.saveLocal],
  );

  /** Replaces the whole form; `asSaved` when it is the server's copy, not a restored draft. */
  const replaceForm = useCallback((values: ArticleFormValues, asSaved = true) => {
    formRef.current = values;
    revision.current += 1;
    setFormState(values);
    setCurrentRevision(revision.current);
    if (asSaved) setSavedRevision(revision.current);
  }, []);

  const leaveLocked = useCallback(
    (error: ApiError) => {
      if (error.code !== 'LOCKED') return;
      navigate(`${listPath}?brand=${encodeURIComponent(brandKey)}`, { state: { notice: error.message } });
    },
    [navigate, listPath, brandKey],
  );
  useArticleLock(saved?.id ?? null, { changed: dirty, onLost: leaveLocked });

  const searchInternalLinks = useMemo(() => createInternalLinkSearch(client), [client]);
  const resolveInternalArticle = useMemo(() => createInternalArticleResolver(client), [client]);
  const notifyError = useCallback(
    (message: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent: 'error' },
      ),
    [dispatchToast],
  );

  const rulesArticle = articleForRules(saved, form, base);
  const items = statusMenuItems(rulesArticle, new Date());

  /** The lead and body straight from the editors: a pending debounced change is not missed. */
  const currentValues = (): ArticleFormValues => {
    const { lead, body } = views.current;
    return { ...formRef.current, lead: lead ? docToJson(lead.state.doc) : formRef.current.lead, body: body ? docToJson(body.state.doc) : formRef.current.body };
  };

  /**
   * Queues the save in main's outbox: it reaches the server now, or when the API is reachable
   * again. Its answer comes back as a `drafts.sync` event (handled below), so success, a
   * conflict or a refusal are shown when the server has actually answered.
   */
  const save = async (change: StatusChangeInput | null, successMessage: string, basedOnVersion: number | null = null): Promise<void> => {
    const values = currentValues();
    if (isBlank(values.title)) {
      setFieldErrors({ title: MESSAGES.articleTitleRequired });
      return;
    }
    setSaving(true);
    setFormError(null);
    setFieldErrors({});
    inFlight.current = { revision: revision.current, change, successMessage };
    draft.saveLocal(draftValueOf(values));
    const queued = await draft.saveToServer(upsertVariables(saved, values, base, change, basedOnVersion ?? baseVersion));
    if (!queued) inFlight.current = null;
    setSaving(false);
  };

  const refetchArticle = useCallback(
    async (id: string): Promise<SavedArticle | null> => {
      const { data } = await client.query({ query: ArticleEditorDocument, variables: { id }, fetchPolicy: 'network-only' });
      return data?.article ?? null;
    },
    [client],
  );

  // The server's answers to the outbox's saves of this draft.
  const lastSync = draft.lastSync;
  useEffect(() => {
    if (!lastSync) return;
    if (lastSync.state === 'conflict') {
      // Nothing was overwritten: the server keeps its version, the draft keeps ours; ask.
      const pendingSave = inFlight.current;
      inFlight.current = null;
      setConflict({
        message: lastSync.message ?? MESSAGES.articleSaveError,
        serverVersion: lastSync.serverVersion,
        change: pendingSave?.change ?? null,
        successMessage: pendingSave?.successMessage ?? MESSAGES.articleSaved,
      });
      return;
    }
    const { serverVersion, articleId } = lastSync;
    // Events without a version announce a queued save or a discard, not an acknowledgement.
    if (lastSync.state === 'error' || serverVersion === null || articleId === null) return;
    setBaseVersion(serverVersion);
    if (lastSync.state === 'queued') return; // a later save is still waiting behind this one
    const done = inFlight.current;
    inFlight.current = null;
    if (done) {
      setSavedRevision(done.revision);
      dispatchToast(
        <Toast>
          <ToastTitle>{done.successMessage}</ToastTitle>
        </Toast>,
        { intent: 'success' },
      );
    } else if (lastSync.state === 'saved' && !draft.hasUnwrittenEdits()) {
      // A save queued in an earlier session (a restored draft) landed with everything typed.
      setSavedRevision(revision.current);
    }
    if (draftArticleId === null) {
      // The new article's draft moves under its id; words typed since the save go with it.
      if (lastSync.state === 'draft') movedFrom.current = draftKey;
      setDraftArticleId(articleId);
    }
    void refetchArticle(articleId).then((article) => {
      if (!article) return;
      setSaved(article);
      if (!saved) {
        onCreated(article.id);
        navigate(editPath(article.brandKey, kind, article.id), { replace: true });
      }
    });
    // Runs once per event from main; the rest is read as of that event.
  }, [lastSync]);

  // After a new article's draft key became its id: write the current form there, then drop the
  // draft left under the temporary key (written first, so the words are always on disk).
  useEffect(() => {
    const previous = movedFrom.current;
    if (!previous || previous === draftKey) return;
    movedFrom.current = null;
    draft.saveLocal(draftValueOf(currentValues()));
    void draft.flush().then(() => backoffice().drafts.discard(previous).catch(() => {}));
  }, [draftKey]);

  // A save the server refused for good (LOCKED, invalid, rights): said once per refusal.
  const problem = draft.problem;
  useEffect(() => {
    if (!problem || lastSync?.state !== 'error') return;
    inFlight.current = null;
    if (problem.code === 'LOCKED') {
      leaveLocked({ code: 'LOCKED', message: problem.message, fields: {}, currentVersion: null, lockedByName: null });
      return;
    }
    // BAD_USER_INPUT with `fields`: each message under its field, as for a direct save.
    const refused = refusedSaveErrors(problem);
    setFieldErrors(refused.fieldErrors);
    setFormError(refused.formError);
  }, [problem]);

  const pick = (transition: Transition<ArticleStatus>) => {
    const now = new Date();
    const publishedAt = saved?.publishedAt ? new Date(saved.publishedAt) : null;
    const decision = decideStatusChange({
      article: { status: rulesArticle.status, format: rulesArticle.format, publishedAt, medias: mediasOf(saved?.medias) },
      requestedStatus: transition.to,
      transitionType: transition.name,
      now,
    });
    const change: StatusChangeInput = { status: transition.to, transition: transition.name };
    switch (decision.kind) {
      case 'refused':
        setFormError(decision.message);
        return;
      case 'publishNow':
      case 'directSave':
        void save(change, transition.successMessage);
        return;
      case 'antidateDialog':
        setPending({ kind: 'date', transition, fixedTitle: decision.title, initialDate: publishedAt ?? now, pastOnly: true });
        return;
      case 'dateDialog':
        // Scheduling: the title follows the date chosen ('Antidater' for a past one).
        setPending({ kind: 'date', transition, fixedTitle: decision.status === 'Scheduled' ? null : decision.title, initialDate: decision.initialDate, pastOnly: false });
        return;
      case 'republishDialog':
        setPending({ kind: 'confirm', transition, title: 'Republier l\u2019article', message: 'Les dates de publication et de modification deviendront la date du jour.', confirmLabel: transition.label });
        return;
      case 'confirmPublishNow':
        setPending({ kind: 'confirm', transition, title: 'Publier maintenant', message: `Cet article est programmé le ${headerDates.format(decision.scheduledAt)}. Le publier immédiatement ?`, confirmLabel: transition.label });
        return;
      case 'unpublishWarning':
        setPending({ kind: 'confirm', transition, title: transition.label, message: decision.message, confirmLabel: transition.label });
        return;
      case 'mediaDeletionDialog':
        setPending({ kind: 'confirm', transition, title: MESSAGES.moveToTrash, message: `Le média ${decision.mediaKey} de cette vidéo sera supprimé.`, confirmLabel: MESSAGES.moveToTrash });
        return;
    }
  };

  /** The user chose the server's copy: the local draft and its unsent saves go. */
  const loadServerVersion = async () => {
    await draft.discard();
    if (!saved) return;
    const article = await refetchArticle(saved.id);
    if (article) {
      setSaved(article);
      setBaseVersion(article.version);
      replaceForm(formOf(article));
    }
  };

  const restoreDraft = () => {
    const offer = draft.restored;
    if (!offer) return;
    draft.dismissRestored();
    // The draft keeps the version it was started from: if the server moved on, saving it meets
    // the CONFLICT dialog, which keeps both versions and asks.
    if (offer.baseVersion !== null) setBaseVersion(offer.baseVersion);
    replaceForm(formOfDraft(offer.value), false);
  };

  const keepServerVersion = async () => {
    const typedMeanwhile = currentRevision !== savedRevision;
    await draft.discard();
    if (typedMeanwhile) draft.saveLocal(draftValueOf(currentValues()));
  };

  const textField = (field: TextField, label: string, extra?: { hint?: string }) => (
    <Field label={label} validationMessage={fieldErrors[field]} hint={extra?.hint}>
      <Input value={form[field]} onChange={(_, data) => update({ [field]: field === 'slug' ? normalizeSlugInput(data.value) : data.value })} />
    </Field>
  );

  const isNew = saved === null;
  const status = rulesArticle.status;
  const subtitle = headerDates.subtitle(saved);
  const actions: ArticleAction[] =
    saved && historyCount > 0 ? [{ key: 'history', label: MESSAGES.actionHistory, icon: <HistoryRegular />, onSelect: () => setHistoryOpen(true) }] : [];
  // Field messages the form has no place for right now (a hidden or absent field) go on top.
  const displayedFields = new Set<string>(showMore ? [...DISPLAYED_FIELDS, ...EXTRA_TITLE_FIELDS] : DISPLAYED_FIELDS);
  const otherFieldMessages = messagesOutside(fieldErrors, displayedFields);
  const slugHint = form.slug !== '' && !isValidSlug(form.slug) && form.slug !== (saved?.slug ?? '') ? MESSAGES.slugInvalid : undefined;

  return (
    <section className={styles.root} aria-labelledby="article-editor-title">
      <Toaster toasterId={toasterId} position="top-end" />
      <div className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          aria-label="Retour à la liste"
          onClick={() => void confirmLeave().then((leave) => leave && navigate(`${listPath}?brand=${encodeURIComponent(brandKey)}`))}
        />
        <div className={styles.headings}>
          <Title2 as="h1" id="article-editor-title" className={styles.heading}>
            {form.title.trim() || (kind === 'video' ? 'Nouvelle vidéo' : 'Nouvel article')}
          </Title2>
          <Caption1 className={styles.muted} data-testid="article-dates">
            {subtitle || `${base.brandKey} · non enregistré`}
          </Caption1>
        </div>
        {(!isNew || draft.syncState !== 'saved') && <SaveStatus state={draft.syncState} detail={draft.lastSync?.message ?? draft.problem?.message} />}
        <Button appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={saving} onClick={() => void save(null, MESSAGES.articleSaved)}>
          {showsStatusControl(rulesArticle) ? 'Enregistrer' : MESSAGES.createVideo}
        </Button>
        {showsStatusControl(rulesArticle) && <ArticleStatusMenu status={status} items={isNew ? [] : items} onPick={pick} disabled={saving} />}
        <ArticleActionsMenu actions={actions} />
      </div>
      {draft.error && (
        <MessageBar intent="error">
          <MessageBarBody>{draft.error}</MessageBarBody>
        </MessageBar>
      )}
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      {otherFieldMessages.length > 0 && (
        <MessageBar intent="error" data-testid="article-other-field-errors">
          <MessageBarBody>{otherFieldMessages.join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      {textField('title', 'Titre', { hint: pluralize(countCharactersInText(form.title), 'caractère', 'caractères') })}
      <Link as="button" className={styles.toggle} onClick={toggleShowMore} aria-expanded={showMore}>
        {showMore ? MESSAGES.toggleLess : MESSAGES.toggleMore}
      </Link>
      {showMore && (
        <>
          {textField('discoverTitle', 'Titre Discover')}
          {textField('partnerTitle', 'Titre accroche')}
          {textField('secondaryTitle', 'Titre secondaire')}
        </>
      )}
      <div className={styles.slugRow}>
        <Field label="Slug" className={styles.slugField} validationMessage={fieldErrors.slug ?? slugHint}>
          <Input value={form.slug} onChange={(_, data) => update({ slug: normalizeSlugInput(data.value) })} />
        </Field>
        <Button icon={<ArrowClockwiseRegular />} disabled={!canRegenerateSlug(form.title)} onClick={() => update({ slug: slugify(form.title) })}>
          Régénérer le slug
        </Button>
      </div>
      <Field label="Chapô" validationMessage={fieldErrors.lead}>
        <RichTextEditor
          kind="lead"
          value={form.lead}
          onChange={(lead) => update({ lead })}
          brandProfile={profile}
          searchInternalLinks={searchInternalLinks}
          resolveInternalArticle={resolveInternalArticle}
          onError={notifyError}
          onViewReady={(view) => (views.current.lead = view)}
        />
      </Field>
      <Subtitle2 as="h2">Corps</Subtitle2>
      {fieldErrors.body && (
        <MessageBar intent="error">
          <MessageBarBody>{fieldErrors.body}</MessageBarBody>
        </MessageBar>
      )}
      <RichTextEditor
        kind="body"
        value={form.body}
        onChange={(body) => update({ body })}
        brandProfile={profile}
        searchInternalLinks={searchInternalLinks}
        resolveInternalArticle={resolveInternalArticle}
        onError={notifyError}
        onViewReady={(view) => (views.current.body = view)}
      />
      {pending?.kind === 'date' && (
        <StatusDateDialog
          fixedTitle={pending.fixedTitle}
          initialDate={pending.initialDate}
          pastOnly={pending.pastOnly}
          onCancel={() => setPending(null)}
          onConfirm={(date) => {
            const transition = pending.transition;
            setPending(null);
            void save({ status: transition.to, transition: transition.name, publishedAt: date }, transition.successMessage);
          }}
        />
      )}
      {pending?.kind === 'confirm' && (
        <ConfirmDialog
          title={pending.title}
          message={pending.message}
          confirmLabel={pending.confirmLabel}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const transition = pending.transition;
            setPending(null);
            void save({ status: transition.to, transition: transition.name }, transition.successMessage);
          }}
        />
      )}
      {historyOpen && saved && <ArticleHistoryDialog articleId={saved.id} onClose={() => setHistoryOpen(false)} />}
      {draft.restored && (
        <RestoreDraftDialog draft={draft.restored} hasServerVersion={!isNew} onRestore={restoreDraft} onKeepServer={() => void keepServerVersion()} />
      )}
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          onClose={() => setConflict(null)}
          onLoadTheirs={() => {
            setConflict(null);
            void loadServerVersion();
          }}
          onKeepMine={() => {
            const { change, successMessage, serverVersion } = conflict;
            setConflict(null);
            void save(change, successMessage, serverVersion);
          }}
        />
      )}
    </section>
  );
}
