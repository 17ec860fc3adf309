// The article / video editor (spec 000 §2 "Article edit screen", §4 "Status change behaviour",
// "Locking"), built from the editor kit (renderer/src/editorKit): the kit keeps the form, the
// local draft, the outbox saves and their answers, the lock, the status dialogs and the header;
// this file says what an article is (its adapter, its rules) and lays out its fields.
//
// Saves name the version they were based on; the server's refusals are shown where they belong
// (field messages inline, a conflict in a dialog that keeps the text, a lock by sending the
// journalist back to the list with the holder's name). Offline: every edit goes to the local
// draft and saves wait in main's outbox (DESIGN.md "Offline drafts").
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  CopyRegular,
  EyeRegular,
  HistoryRegular,
} from '@fluentui/react-icons';
import type { EditorView } from 'prosemirror-view';
import {
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandProfile, getBrand, selectableBrands } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  decideStatusChange,
  shouldPollVideo,
  showsStatusControl,
} from '../../../../common/domain/statusChange';
import {
  canRegenerateSlug,
  isValidSlug,
  normalizeSlugInput,
  slugify,
  slugOnSave,
} from '../../../../common/domain/validation/slug';
import { countCharactersInText, pluralize } from '../../../../common/richtext';
import { RichTextEditor } from '../../editor';
import { SessionContext } from '../../app/session/SessionContext';
import { SCREENS } from '../../app/screens';
import { openExternalLink } from '../../bridge/openExternal';
import {
  DrawerToggle,
  EditorHeader,
  EditorLayout,
  useDrawerOpen,
  EditorMessages,
  LockTakenOverNotice,
  StatusMenu,
  statusMenuItems,
  useContentEditor,
  useSaveShortcut,
  useStatusChange,
  type ApiError,
  type EditorAction,
  type LockLostWhen,
} from '../../editorKit';
import { ArticleFormat } from '../../graphql/generated/graphql';
import {
  articleForRules,
  mediasOf,
  type ArticleFormValues,
  type SavedArticle,
  type TextField,
} from '../../articleKit/articleForm';
import { articleActions, type ArticleActionKey } from './articleActionsModel';
import { ArticleDrawer } from './ArticleDrawer';
import { articleEditorAdapter } from '../../articleKit/articleEditorAdapter';
import { ArticleMediaSlot } from './ArticleMediaSlot';
import { BodyImageDrop, MediaField, multimediaPickerOf } from '../../mediaKit';
import { PublicUrlDialog } from './PublicUrlDialog';
import { drawerSearches } from '../../articleKit/drawerSearch';
import type { DuplicationStart } from './duplication';
import { headerDates } from '../../articleKit/headerDates';
import {
  ArticleHistoryDialog,
  HISTORY_LABELS,
  comparableTextOf,
  restoredFields,
  useArticleHistoryCount,
} from '../../articleKit/history';
import {
  createInternalArticleResolver,
  createInternalLinkSearch,
  publicUrlOf,
} from '../../articleKit/internalLinks';
import type { ListKind } from '../../articleKit/listParams';
import { editPath } from '../../articleKit/listParams';
import { useArticleLock } from '../../articleKit/useArticleLock';
import { useShowMoreTitles } from './useShowMoreTitles';
import { NlFlashDialog } from './NlFlashDialog';

const useStyles = makeStyles({
  slugRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  slugField: { flexGrow: 1 },
  toggle: { alignSelf: 'flex-start' },
});

export interface ArticleEditorProps {
  brandKey: string;
  kind: ListKind;
  initial: SavedArticle | null;
  /** A new article's local draft id (kept in the route, so a reload finds the draft again). */
  newDraftId: string;
  /** A new article's first save: the route becomes its edit route. */
  onCreated: (id: string) => void;
  /** A new article started from another (« Duplication web »): its fields and notices. */
  startWith?: DuplicationStart | null;
}

/** Fields the editor always shows (each with its message), and the titles under « Voir plus ». */
const DISPLAYED_FIELDS = ['title', 'slug', 'lead', 'body', 'medias'] as const;
/** Shown with the main media's credit and source inputs, once there is a main media. */
const MEDIA_FIELDS = ['imageCredit', 'imageSource'] as const;
/** Shown in the drawer, while it is open. */
const DRAWER_FIELDS = [
  'categories',
  'tags',
  'events',
  'guides',
  'authors',
  'source',
  'qualifiers',
  'channels',
] as const;
const EXTRA_TITLE_FIELDS = ['discoverTitle', 'partnerTitle', 'secondaryTitle'] as const;
const HEADING_ID = 'article-editor-title';

export function ArticleEditor({
  brandKey,
  kind,
  initial,
  newDraftId,
  onCreated,
  startWith = null,
}: ArticleEditorProps) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  const format: ArticleFormat = kind === 'video' ? 'Video' : 'Rich';
  const base = useMemo(
    () => ({ brandKey: initial?.brandKey ?? brandKey, format: initial?.format ?? format }),
    [initial, brandKey, format],
  );
  const listPath = `/${kind}/list`;
  const adapter = useMemo(() => articleEditorAdapter(client, base), [client, base]);
  const views = useRef<{ lead: EditorView | null; body: EditorView | null }>({
    lead: null,
    body: null,
  });

  const location = useLocation();
  // Set by the list's « Prendre la main » once the user confirmed.
  const takeOver = (location.state as { takeOver?: boolean } | null)?.takeOver === true;
  // Read when the lock is lost: unsent words stay in the local draft, and the notice says so.
  const unsent = useRef(false);
  const leaveLocked = useCallback(
    (error: ApiError) => {
      if (error.code !== 'LOCKED') return;
      const id = savedId.current;
      navigate(`${listPath}?brand=${encodeURIComponent(brandKey)}`, {
        state: {
          // LockedState (LockedNotice.tsx): the list offers « Prendre la main ».
          notice: unsent.current
            ? `${error.message} ${MESSAGES.unsentKeptInDrafts}`
            : error.message,
          ...(id ? { locked: { id, brandKey, holder: error.lockedByName } } : {}),
        },
      });
    },
    [navigate, listPath, brandKey],
  );
  const savedId = useRef<string | null>(null);

  const editor = useContentEditor({
    adapter,
    initial,
    newDraftId,
    // The lead and body straight from the editors: a pending debounced change is not missed.
    readLive: (values: ArticleFormValues) => adapter.readLive(values, views.current),
    onCreated: (article: SavedArticle) => {
      onCreated(article.id);
      navigate(editPath(article.brandKey, kind, article.id), { replace: true });
    },
    onLocked: leaveLocked,
  });
  const { saved, form, update, fieldErrors } = editor;

  // A video being processed (Pending) is looked at again every 5 s (001 §9) until it is ready.
  const pollPending = useEffectEvent(() => void editor.refreshFromServer());
  const pending = saved !== null && shouldPollVideo(saved);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(pollPending, LIMITS.polling.videoPendingMs);
    return () => window.clearInterval(timer);
  }, [pending]);
  const offeringDraft = editor.draft.restored !== null;
  // Read without requiring a provider: the editor also mounts alone (component tests).
  const session = useContext(SessionContext);
  const searches = useMemo(
    () => drawerSearches(client, base.brandKey, base.format),
    [client, base],
  );
  const [drawerOpen, setDrawerOpen] = useDrawerOpen('article');

  // A duplicated article starts with its source's fields, as typed (they go to the local draft).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || initial || !startWith || offeringDraft) return;
    started.current = true;
    update(startWith.values);
  }, [initial, startWith, offeringDraft, update]);

  // A new article starts with the journalist's main author for the brand (000 §2 creation page),
  // unless a draft is being offered back or an author was chosen already.
  const userId = session?.user?.id ?? null;
  const { prefill } = editor;
  const prefillAuthor = useEffectEvent((author: { id: string; title: string }) => {
    if (form.authors.length === 0) prefill({ authors: [author] });
  });
  useEffect(() => {
    if (initial || !userId || offeringDraft) return;
    let current = true;
    void searches
      .mainAuthorOf(userId)
      .then((author) => {
        if (current && author) prefillAuthor(author);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
    // Once per new editor (and again if a restored draft was declined).
  }, [initial, userId, offeringDraft, searches]);

  const [showMore, toggleShowMore] = useShowMoreTitles();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [nlFlashOpen, setNlFlashOpen] = useState(false);
  const [unreachableUrl, setUnreachableUrl] = useState<string | null>(null);
  // « Historique » only when history exists (000 §2), asked again for each acknowledged save.
  const historyCount = useArticleHistoryCount(saved?.id ?? null, saved?.version ?? null);
  savedId.current = saved?.id ?? null;
  unsent.current = editor.dirty;
  // Taken over by a colleague while open: told at the next retain, the editor stops where it is
  // (read-only), the words typed already in the local draft (issue 30). Refused on opening: back
  // to the list, which offers « Prendre la main ».
  const [takenOver, setTakenOver] = useState<{ message: string; unsent: boolean } | null>(null);
  const { flush: flushDraft } = editor.draft;
  const lockLost = useCallback(
    (error: ApiError, when: LockLostWhen) => {
      if (when === 'opening' || error.code !== 'LOCKED') return leaveLocked(error);
      void flushDraft();
      setTakenOver({ message: error.message, unsent: unsent.current });
    },
    [leaveLocked, flushDraft],
  );
  const stopped = takenOver !== null;
  useArticleLock(saved?.id ?? null, { changed: editor.dirty, takeOver, onLost: lockLost });

  const searchInternalLinks = useMemo(
    () => createInternalLinkSearch(client, brandKey),
    [client, brandKey],
  );
  const resolveInternalArticle = useMemo(() => createInternalArticleResolver(client), [client]);
  const { notify } = editor;
  const notifyError = useCallback((message: string) => notify(message), [notify]);

  const rulesArticle = articleForRules(saved, form, base);
  const items = statusMenuItems(rulesArticle, new Date());
  const publishedAt = saved?.publishedAt ? new Date(saved.publishedAt) : null;
  const status = useStatusChange({
    publishedAt,
    decide: (transition, now) =>
      decideStatusChange({
        article: {
          status: rulesArticle.status,
          format: rulesArticle.format,
          publishedAt,
          medias: mediasOf(saved?.medias),
        },
        requestedStatus: transition.to,
        transitionType: transition.name,
        now,
      }),
    save: (change, successMessage) => {
      // Going public with no slug: the slug helper's one from the title, shown in its field and
      // saved with the change (001 §5; the server does the same for any other client).
      const current = editor.currentValues();
      const slug = slugOnSave(current.slug, current.title, change.status);
      if (slug !== null && slug !== current.slug) update({ slug });
      void editor.save(change, successMessage);
    },
    refuse: editor.setFormError,
  });
  useSaveShortcut(() => {
    if (!editor.saving && !stopped) void editor.save(null, MESSAGES.articleSaved);
  });

  const textField = (
    field: TextField,
    label: string,
    extra?: { hint?: string; autoFocus?: boolean },
  ) => (
    <Field label={label} validationMessage={fieldErrors[field]} hint={extra?.hint}>
      <Input
        autoFocus={extra?.autoFocus}
        value={form[field]}
        onChange={(_, data) =>
          update({ [field]: field === 'slug' ? normalizeSlugInput(data.value) : data.value })
        }
      />
    </Field>
  );

  const isNew = saved === null;
  const firstUrl = saved?.urls[0] ?? null;
  // The canonical URL, else the recorded address, else the brand's site and the slug (001 §9).
  const publicUrl =
    saved?.canonical ??
    (firstUrl ? `${firstUrl.origin}${firstUrl.path}` : saved ? publicUrlOf(saved) : null);
  const openUrl = (url: string) =>
    void openExternalLink(url).then((refusal) => refusal && notifyError(refusal));
  const openPublicUrl = () => {
    if (!publicUrl) return;
    if (firstUrl && !firstUrl.statusOk) setUnreachableUrl(publicUrl);
    else openUrl(publicUrl);
  };
  const duplicationBrands = (
    session?.user && !session.user.allBrands
      ? session.user.brandKeys.map((key) => getBrand(key))
      : selectableBrands()
  ).filter((brand) => brand.key !== base.brandKey);
  const runAction: Record<ArticleActionKey, () => void> = {
    preview: openPublicUrl,
    history: () => setHistoryOpen(true),
    push: () =>
      navigate(`/${encodeURIComponent(base.brandKey)}/mobilepush/add?article=${saved?.id ?? ''}`),
    live: () => navigate(`/${encodeURIComponent(base.brandKey)}/${kind}/live/${saved?.id ?? ''}`),
    nlFlash: () => setNlFlashOpen(true),
    correction: () => {},
    webDuplication: () => {},
    printDuplication: () => {},
    diagnostic: () => {},
    localisation: () => {},
  };
  const ICONS: Partial<Record<ArticleActionKey, EditorAction['icon']>> = {
    preview: <EyeRegular />,
    history: <HistoryRegular />,
    webDuplication: <CopyRegular />,
  };
  const actions: EditorAction[] = articleActions({
    format: base.format,
    status: rulesArticle.status,
    profile,
    saved: saved !== null,
    hasHistory: historyCount > 0,
    publicUrl,
    screenExists: (path) => path in SCREENS,
  }).map((entry) => ({
    key: entry.key,
    label:
      entry.key === 'live' && saved?.live
        ? `${entry.label} (${saved.live.postCount})`
        : entry.label,
    icon: ICONS[entry.key],
    unavailable: entry.unavailable,
    onSelect: runAction[entry.key],
    ...(entry.key === 'webDuplication'
      ? {
          children: duplicationBrands.map((brand) => ({
            key: brand.key,
            label: brand.name === brand.key ? brand.key : `${brand.name} (${brand.key})`,
            onSelect: () =>
              void editor
                .confirmLeave()
                .then(
                  (leave) =>
                    leave &&
                    saved &&
                    navigate(`/article/dup/${encodeURIComponent(brand.key)}/${saved.id}`),
                ),
          })),
        }
      : {}),
  }));
  const displayedFields = new Set<string>([
    ...DISPLAYED_FIELDS,
    ...(showMore ? EXTRA_TITLE_FIELDS : []),
    ...(form.medias.length > 0 ? MEDIA_FIELDS : []),
    ...(drawerOpen ? DRAWER_FIELDS : []),
  ]);
  const slugHint =
    form.slug !== '' && !isValidSlug(form.slug) && form.slug !== (saved?.slug ?? '')
      ? MESSAGES.slugInvalid
      : undefined;

  return (
    <EditorLayout
      labelledBy={HEADING_ID}
      drawerOpen={drawerOpen}
      onDrawerClose={() => setDrawerOpen(false)}
      stopped={
        takenOver && (
          <LockTakenOverNotice
            message={takenOver.message}
            unsent={takenOver.unsent}
            onBack={() => navigate(`${listPath}?brand=${encodeURIComponent(brandKey)}`)}
          />
        )
      }
      drawer={
        <ArticleDrawer
          form={form}
          update={update}
          fieldErrors={fieldErrors}
          searches={searches}
          profile={profile}
          isVideo={kind === 'video'}
          articleId={saved?.id ?? null}
          version={saved?.version ?? null}
          status={rulesArticle.status}
          publishedAt={saved?.publishedAt ?? null}
        />
      }
    >
      {editor.overlays}
      <EditorHeader
        headingId={HEADING_ID}
        title={form.title.trim() || (kind === 'video' ? 'Nouvelle vidéo' : 'Nouvel article')}
        subtitle={headerDates.subtitle(saved) || `${base.brandKey} · non enregistré`}
        subtitleTestId="article-dates"
        onBack={() =>
          void editor
            .confirmLeave()
            .then((leave) => leave && navigate(`${listPath}?brand=${encodeURIComponent(brandKey)}`))
        }
        draft={editor.draft}
        isNew={isNew}
        saveLabel={showsStatusControl(rulesArticle) ? 'Enregistrer' : MESSAGES.createVideo}
        saving={editor.saving}
        onSave={() => void editor.save(null, MESSAGES.articleSaved)}
        statusControl={
          showsStatusControl(rulesArticle) && (
            <StatusMenu
              status={rulesArticle.status}
              items={isNew ? [] : items}
              onPick={status.pick}
              disabled={editor.saving}
            />
          )
        }
        actions={actions}
        extra={<DrawerToggle open={drawerOpen} onToggle={() => setDrawerOpen(!drawerOpen)} />}
      />
      {isNew &&
        startWith?.notices.map((notice) => (
          <MessageBar key={notice.text} intent={notice.intent}>
            <MessageBarBody>{notice.text}</MessageBarBody>
          </MessageBar>
        ))}
      <EditorMessages
        draftError={editor.draft.error}
        formError={editor.formError}
        fieldErrors={fieldErrors}
        displayedFields={displayedFields}
      />
      {/* Opening an article puts the keyboard in the editor, on its title. */}
      {textField('title', 'Titre', {
        hint: pluralize(countCharactersInText(form.title), 'caractère', 'caractères'),
        autoFocus: true,
      })}
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
        <Field
          label="Slug"
          className={styles.slugField}
          validationMessage={fieldErrors.slug ?? slugHint}
        >
          <Input
            value={form.slug}
            onChange={(_, data) => update({ slug: normalizeSlugInput(data.value) })}
          />
        </Field>
        <Button
          icon={<ArrowClockwiseRegular />}
          disabled={!canRegenerateSlug(form.title)}
          onClick={() => update({ slug: slugify(form.title) })}
        >
          Régénérer le slug
        </Button>
      </div>
      {/* The main media: uploads, the picker and URLs (the media area's field). */}
      {kind === 'video' ? (
        <ArticleMediaSlot
          brandKey={base.brandKey}
          medias={form.medias}
          onChange={(medias) => update({ medias })}
          fieldErrors={fieldErrors}
          isVideo
        />
      ) : (
        // « Image principale » is the article's image (« Une image est obligatoire pour publier »):
        // its picker offers the image tabs only; a content is linked from the body (« Multimédia »).
        <MediaField
          value={form.medias}
          onChange={(medias) => update({ medias })}
          brandKey={base.brandKey}
          errors={fieldErrors}
          imageOnly
        />
      )}
      <Field label="Chapô" validationMessage={fieldErrors.lead}>
        <RichTextEditor
          kind="lead"
          value={form.lead}
          onChange={(lead) => update({ lead })}
          brandProfile={profile}
          searchInternalLinks={searchInternalLinks}
          resolveInternalArticle={resolveInternalArticle}
          onError={notifyError}
          readOnly={stopped}
          onViewReady={(view) => (views.current.lead = view)}
        />
      </Field>
      <Subtitle2 as="h2">Corps</Subtitle2>
      {fieldErrors.body && (
        <MessageBar intent="error">
          <MessageBarBody>{fieldErrors.body}</MessageBarBody>
        </MessageBar>
      )}
      <BodyImageDrop view={() => views.current.body} brandKey={base.brandKey}>
        <RichTextEditor
          kind="body"
          value={form.body}
          onChange={(body) => update({ body })}
          brandProfile={profile}
          searchInternalLinks={searchInternalLinks}
          resolveInternalArticle={resolveInternalArticle}
          renderMultimediaPicker={multimediaPickerOf(base.brandKey)}
          onError={notifyError}
          readOnly={stopped}
          onViewReady={(view) => (views.current.body = view)}
        />
      </BodyImageDrop>
      {status.dialogs}
      {unreachableUrl && (
        <PublicUrlDialog
          url={unreachableUrl}
          onOpen={openUrl}
          onClose={() => setUnreachableUrl(null)}
        />
      )}
      {historyOpen && saved && (
        <ArticleHistoryDialog
          articleId={saved.id}
          onClose={() => setHistoryOpen(false)}
          editorText={comparableTextOf(editor.currentValues())}
          onRestore={(snapshot, date) => {
            const fields = restoredFields(snapshot);
            if (!fields) return;
            // An edit like any other: in the local draft at once, on the server at « Enregistrer ».
            update(fields);
            setHistoryOpen(false);
            notify(HISTORY_LABELS.restored(date), 'info');
          }}
        />
      )}
      {nlFlashOpen && saved && (
        <NlFlashDialog
          open
          article={{
            id: saved.id,
            brandKey: base.brandKey,
            title: saved.title,
            imageUrl: mediasOf(saved.medias)[0]?.href ?? null,
            imageAlt: mediasOf(saved.medias)[0]?.caption ?? null,
            contentUrl: saved.canonical ?? null,
          }}
          onClose={() => setNlFlashOpen(false)}
        />
      )}
    </EditorLayout>
  );
}
