// The article / video editor (spec 000 §2 "Article edit screen", §4 "Status change behaviour",
// "Locking"), built from the editor kit (renderer/src/editorKit): the kit keeps the form, the
// local draft, the outbox saves and their answers, the lock, the status dialogs and the header;
// this file says what an article is (its adapter, its rules) and lays out its fields.
//
// Saves name the version they were based on; the server's refusals are shown where they belong
// (field messages inline, a conflict in a dialog that keeps the text, a lock by sending the
// journalist back to the list with the holder's name). Offline: every edit goes to the local
// draft and saves wait in main's outbox (DESIGN.md "Offline drafts").
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useCallback, useContext, useMemo, type RefObject } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { isRichTextDoc } from '../../../../common/richtext';
import { showsStatusControl } from '../../../../common/domain/statusChange';
import { SessionContext } from '../../app/session/SessionContext';
import { openExternalLink } from '../../bridge/openExternal';
import {
  DrawerToggle,
  EditorHeader,
  EditorLayout,
  useDrawerOpen,
  EditorMessages,
  LockHandOff,
  LockTakenOverNotice,
  StatusMenu,
  useSaveShortcut,
  type EditorAction,
  type StatusMenuItem,
} from '../../editorKit';
import { mediasOf, type SavedArticle } from '../../articleKit/articleForm';
import { TextsCorrectionDialog } from '../../articleKit/correction';
import { ArticleDrawer } from './ArticleDrawer';
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
import type { ListKind } from '../../articleKit/listParams';
import { useShowMoreTitles } from './useShowMoreTitles';
import { SuggestedLinksButton } from '../../articleKit/ai/SuggestedLinksButton';
import { linksAddedMessage, useEditorAi } from './useEditorAi';
import { NlFlashDialog } from './NlFlashDialog';
import { AffiliateCardButton } from '../../articleKit/affiliate/AffiliateCardButton';
import { PrintAssignmentPanel } from '../../articleKit/printDuplication/PrintAssignmentPanel';
import { PrintDuplicationDialog } from '../../articleKit/printDuplication/PrintDuplicationDialog';
import {
  assignmentIdsOf,
  duplicatedMessage,
} from '../../articleKit/printDuplication/printDuplicationModel';
import { articleEditorActions } from './articleEditorActions';
import { LocalisationDialog } from './video/LocalisationDialog';
import { VideoPanel } from './video/VideoPanel';
import { useVideoOfArticle, type VideoOfArticle } from './video/useVideoOfArticle';
import {
  ArticleLeadAndBody,
  ArticleMainMedia,
  ArticleSlugRow,
  ArticleTitles,
  type ArticleFormProps,
  type ArticleRichTextProps,
} from './ArticleEditorFields';
import {
  useArticleDialogsState,
  useArticleEditorCore,
  useArticleStatusChange,
  useInternalLinks,
  useLockTakenOver,
  useNewArticleStart,
  type ArticleBase,
  type ArticleContentEditor,
  type ArticleDialogsState,
  type ArticleViews,
} from './useArticleEditorState';

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
  'signatureComplement',
  'source',
  'qualifiers',
  'channels',
] as const;
const EXTRA_TITLE_FIELDS = ['discoverTitle', 'partnerTitle', 'secondaryTitle'] as const;
const HEADING_ID = 'article-editor-title';

/** The fields on screen: their messages show inline, the others' in the bar. */
function displayedFieldsOf(showMore: boolean, hasMedia: boolean, drawerOpen: boolean) {
  return new Set<string>([
    ...DISPLAYED_FIELDS,
    ...(showMore ? EXTRA_TITLE_FIELDS : []),
    ...(hasMedia ? MEDIA_FIELDS : []),
    ...(drawerOpen ? DRAWER_FIELDS : []),
  ]);
}

/** The print assignments the article is linked to, with those sent to from this editor. */
function linkedAssignmentIds(saved: SavedArticle | null, sent: readonly string[]) {
  return [...new Set([...assignmentIdsOf(saved?.machineTags ?? []), ...sent])];
}

/** Every hook of the editor, in the order they run, and what its render reads from them. */
function useArticleEditor(props: ArticleEditorProps) {
  const { kind, initial, startWith = null } = props;
  const core = useArticleEditorCore(props);
  const { client, navigate, profile, base, editor } = core;
  const { saved } = editor;
  // Read without requiring a provider: the editor also mounts alone (component tests).
  const session = useContext(SessionContext);
  const searches = useMemo(
    () => drawerSearches(client, base.brandKey, base.format),
    [client, base],
  );
  const [drawerOpen, setDrawerOpen] = useDrawerOpen('article');
  useNewArticleStart(editor, { initial, startWith, userId: session?.user?.id ?? null, searches });
  const [showMore, toggleShowMore] = useShowMoreTitles();
  const dialogs = useArticleDialogsState();
  // « Historique » only when history exists (000 §2), asked again for each acknowledged save.
  const historyCount = useArticleHistoryCount(saved?.id ?? null, saved?.version ?? null);
  const { takenOver, lock } = useLockTakenOver(editor, core);
  const stopped = takenOver !== null;
  const links = useInternalLinks(client, props.brandKey);
  const { notify } = editor;
  const notifyError = useCallback((message: string) => notify(message), [notify]);
  const video = useVideoOfArticle({
    enabled: kind === 'video',
    brandKey: base.brandKey,
    articleId: saved?.id ?? null,
    draftId: props.newDraftId,
    saved,
    refreshArticle: () => void editor.refreshFromServer(),
  });
  const { rulesArticle, items, status } = useArticleStatusChange(
    editor,
    base,
    video.video?.hostVideoId ?? null,
  );
  useSaveShortcut(() => {
    if (!editor.saving && !stopped) void editor.save(null, MESSAGES.articleSaved);
  });

  const openUrl = (url: string) =>
    void openExternalLink(url).then((refusal) => refusal && notifyError(refusal));
  const actions = articleEditorActions({
    editor,
    base,
    kind,
    profile,
    status: rulesArticle.status,
    hasHistory: historyCount > 0,
    hasVideo: video.video !== null,
    session,
    navigate,
    dialogs,
    openUrl,
  });
  return {
    core,
    searches,
    drawerOpen,
    setDrawerOpen,
    showMore,
    toggleShowMore,
    dialogs,
    takenOver,
    lock,
    stopped,
    links,
    notifyError,
    rulesArticle,
    items,
    status,
    openUrl,
    actions,
    video,
  };
}

export function ArticleEditor(props: ArticleEditorProps) {
  const { kind, startWith = null } = props;
  const state = useArticleEditor(props);
  const { core, drawerOpen, setDrawerOpen, takenOver, lock, rulesArticle, dialogs } = state;
  const { profile, base, editor, backToList } = core;
  const { saved } = editor;
  return (
    <EditorLayout
      labelledBy={HEADING_ID}
      drawerOpen={drawerOpen}
      onDrawerClose={() => setDrawerOpen(false)}
      stopped={
        takenOver && (
          <>
            <LockTakenOverNotice
              message={takenOver.message}
              unsent={takenOver.unsent}
              onBack={backToList}
            />
            <LockHandOff
              contentType="article"
              contentId={saved?.id ?? null}
              waiting
              onTake={lock.retake}
            />
          </>
        )
      }
      drawer={
        <>
          <PrintAssignmentPanel
            brandKey={base.brandKey}
            assignmentIds={linkedAssignmentIds(saved, dialogs.sentToPrint)}
          />
          <ArticleDrawer
            form={editor.form}
            update={editor.update}
            fieldErrors={editor.fieldErrors}
            searches={state.searches}
            profile={profile}
            isVideo={kind === 'video'}
            articleId={saved?.id ?? null}
            version={saved?.version ?? null}
            status={rulesArticle.status}
            publishedAt={saved?.publishedAt ?? null}
          />
        </>
      }
    >
      {editor.overlays}
      <ArticleEditorHeader
        editor={editor}
        kind={kind}
        base={base}
        rulesArticle={rulesArticle}
        items={state.items}
        onPick={state.status.pick}
        actions={state.actions}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen(!drawerOpen)}
        onBack={() => void editor.confirmLeave().then((leave) => leave && backToList())}
        editing={lock.held && !takenOver}
      />
      <ArticleEditorBody
        editor={editor}
        kind={kind}
        startWith={startWith}
        showMore={state.showMore}
        toggleShowMore={state.toggleShowMore}
        drawerOpen={drawerOpen}
        brandKey={base.brandKey}
        profile={profile}
        links={state.links}
        notifyError={state.notifyError}
        stopped={state.stopped}
        views={core.views}
        video={state.video}
      />
      {state.status.dialogs}
      <ArticleEditorDialogs
        editor={editor}
        base={base}
        dialogs={dialogs}
        openUrl={state.openUrl}
        video={state.video}
        views={core.views}
      />
    </EditorLayout>
  );
}

/** Under the header: a duplicate's notices, the form's messages, then the fields in order. */
function ArticleEditorBody({
  editor,
  kind,
  startWith,
  showMore,
  toggleShowMore,
  drawerOpen,
  video,
  ...richText
}: Omit<ArticleRichTextProps, keyof ArticleFormProps> & {
  video: VideoOfArticle;
  editor: ArticleContentEditor;
  kind: ListKind;
  startWith: DuplicationStart | null;
  showMore: boolean;
  toggleShowMore: () => void;
  drawerOpen: boolean;
}) {
  const { saved, form, update, fieldErrors } = editor;
  const formProps = { form, update, fieldErrors };
  const ai = useEditorAi({ profile: richText.profile, brandKey: richText.brandKey });
  return (
    <>
      {saved === null &&
        startWith?.notices.map((notice) => (
          <MessageBar key={notice.text} intent={notice.intent}>
            <MessageBarBody>{notice.text}</MessageBarBody>
          </MessageBar>
        ))}
      <EditorMessages
        draftError={editor.draft.error}
        formError={editor.formError}
        fieldErrors={fieldErrors}
        displayedFields={displayedFieldsOf(showMore, form.medias.length > 0, drawerOpen)}
      />
      <ArticleTitles
        {...formProps}
        showMore={showMore}
        toggleShowMore={toggleShowMore}
        chips={ai.chips}
      />
      <ArticleSlugRow {...formProps} savedSlug={saved?.slug ?? ''} />
      {kind === 'video' && (
        <VideoPanel
          upload={video.upload}
          video={video.video}
          articleStatus={saved?.status ?? null}
        />
      )}
      {/* A hosted video is the article's media: the panel above shows it, not a URL field. */}
      {!(kind === 'video' && video.video) && (
        <ArticleMainMedia {...formProps} kind={kind} brandKey={richText.brandKey} />
      )}
      <ArticleLeadAndBody
        {...formProps}
        {...richText}
        chips={ai.chips}
        bodyTools={
          <>
            {ai.linksAvailability && (
              <SuggestedLinksButton
                availability={ai.linksAvailability}
                disabled={richText.stopped}
                source={() => ({
                  title: editor.currentValues().title,
                  body: editor.currentValues().body,
                  brandKey: richText.brandKey,
                  articleId: saved?.id ?? null,
                })}
                bodyView={() => richText.views.current.body}
                onAdded={(count) => editor.notify(linksAddedMessage(count), 'success')}
              />
            )}
            <AffiliateCardButton
              brandKey={richText.brandKey}
              profile={richText.profile}
              articleEnabled={form.affiliateCardsEnabled}
              articleId={saved?.id ?? null}
              disabled={richText.stopped}
              bodyView={() => richText.views.current.body}
            />
          </>
        }
      />
    </>
  );
}

/** The kit's header: title, dates, save, the status menu, the actions and the drawer toggle. */
function ArticleEditorHeader({
  editor,
  kind,
  base,
  rulesArticle,
  items,
  onPick,
  actions,
  drawerOpen,
  onToggleDrawer,
  onBack,
  editing,
}: {
  editor: ArticleContentEditor;
  kind: ListKind;
  base: ArticleBase;
  rulesArticle: ReturnType<typeof useArticleStatusChange>['rulesArticle'];
  items: StatusMenuItem[];
  onPick: ReturnType<typeof useArticleStatusChange>['status']['pick'];
  actions: EditorAction[];
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  onBack: () => void;
  /** This window holds the lock (not taken over): it announces « modifie ». */
  editing: boolean;
}) {
  const { saved, form } = editor;
  const isNew = saved === null;
  return (
    <EditorHeader
      headingId={HEADING_ID}
      title={form.title.trim() || (kind === 'video' ? 'Nouvelle vidéo' : 'Nouvel article')}
      subtitle={headerDates.subtitle(saved) || `${base.brandKey} · non enregistré`}
      subtitleTestId="article-dates"
      onBack={onBack}
      live={{
        brandKey: base.brandKey,
        contentType: 'article',
        contentId: saved?.id ?? null,
        editing,
      }}
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
            onPick={onPick}
            disabled={editor.saving}
          />
        )
      }
      actions={actions}
      extra={<DrawerToggle open={drawerOpen} onToggle={onToggleDrawer} />}
    />
  );
}

/** The unreachable public URL, « Historique », « NL Flash » and « Localisation » dialogs, while open. */
function ArticleEditorDialogs({
  editor,
  base,
  dialogs,
  openUrl,
  video,
  views,
}: {
  editor: ArticleContentEditor;
  base: ArticleBase;
  dialogs: ArticleDialogsState;
  openUrl: (url: string) => void;
  video: VideoOfArticle;
  views: RefObject<ArticleViews>;
}) {
  const { saved, update, notify } = editor;
  const { unreachableUrl, historyOpen, nlFlashOpen, localisationOpen } = dialogs;
  return (
    <>
      {dialogs.correctionOpen && saved && (
        <TextsCorrectionDialog
          content={{ kind: 'article', id: saved.id }}
          readTexts={() => {
            const { title, lead, body } = editor.currentValues();
            return { title, lead, body };
          }}
          views={views.current}
          update={update}
          onClose={() => dialogs.setCorrectionOpen(false)}
        />
      )}
      {localisationOpen && saved && video.video && (
        <LocalisationDialog
          articleId={saved.id}
          current={video.video.geoblocking}
          onClose={() => dialogs.setLocalisationOpen(false)}
          onSaved={() => {
            dialogs.setLocalisationOpen(false);
            video.refresh();
            notify(MESSAGES.geoblockingSaved, 'success');
          }}
        />
      )}
      {unreachableUrl && (
        <PublicUrlDialog
          url={unreachableUrl}
          onOpen={openUrl}
          onClose={() => dialogs.setUnreachableUrl(null)}
        />
      )}
      {historyOpen && saved && (
        <ArticleHistoryDialog
          articleId={saved.id}
          onClose={() => dialogs.setHistoryOpen(false)}
          editorText={comparableTextOf(editor.currentValues())}
          onRestore={(snapshot, date) => {
            const fields = restoredFields(snapshot);
            if (!fields) return;
            // An edit like any other: in the local draft at once, on the server at « Enregistrer ».
            update(fields);
            dialogs.setHistoryOpen(false);
            notify(HISTORY_LABELS.restored(date), 'info');
          }}
        />
      )}
      {dialogs.printDuplicationOpen && saved && (
        <PrintDuplicationDialog
          article={{
            id: saved.id,
            brandKey: saved.brandKey,
            title: saved.title,
            lead: isRichTextDoc(saved.lead) ? saved.lead : null,
            body: isRichTextDoc(saved.body) ? saved.body : null,
            signatureComplement: saved.signatureComplement ?? null,
          }}
          unsaved={editor.dirty}
          onClose={() => dialogs.setPrintDuplicationOpen(false)}
          onSent={(assignment) => {
            dialogs.setPrintDuplicationOpen(false);
            // The machine tag does not change the article's version: the « Print » section is
            // told here rather than by a refetch (the next opening reads the tag).
            dialogs.addSentToPrint(assignment.id);
            notify(duplicatedMessage(saved.title), 'success');
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
          onClose={() => dialogs.setNlFlashOpen(false)}
        />
      )}
    </>
  );
}
