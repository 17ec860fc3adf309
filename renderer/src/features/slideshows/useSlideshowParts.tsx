// The slideshow editor's parts, each memoised on what it shows (an edit re-renders the grid, not
// the header, the toolbar nor the panel): the status menu's model, the header's actions, the tags
// dialog's route, the slides' handlers, and the header, panel, toolbar, messages and title field.
import { Field, Input } from '@fluentui/react-components';
import { CopyRegular, HistoryRegular, TextProofingToolsRegular } from '@fluentui/react-icons';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { decideStatusChange } from '../../../../common/domain/statusChange';
import {
  SLIDESHOW_ZOOM,
  applyToSlides,
  perRowOfZoom,
  type Slide,
} from '../../../../common/domain/slideshow';
import {
  DrawerToggle,
  EditorHeader,
  EditorMessages,
  StatusMenu,
  statusMenuItems,
  useSaveShortcut,
  useStatusChange,
  type EditorAction,
} from '../../editorKit';
import { articleForRules, mediasOf, type SavedArticle } from '../../articleKit/articleForm';
import { drawerSearches } from '../../articleKit/drawerSearch';
import { useArticleHistoryCount } from '../../articleKit/history';
import { useArticleLock } from '../../articleKit/useArticleLock';
import { useSlideshowAiAction } from '../../articleKit/slideshowAiAction';
import { headerDates } from '../../articleKit/headerDates';
import { openInNewWindow } from '../../bridge/openWindow';
import { relatedArticlesBeforeTrash } from '../../articleKit/relatedArticles/RelatedArticlesDialog';
import { sameItems, useHandler, useSameWhile } from '../../ui/useStable';
import { brandProfile } from '../../../../common/domain/brands';
import { createSlideContentSearch, type SlideContentSearch } from './slideContent';
import { SlideshowInfoPanel, SlideshowToolbar, type PanelTab } from './SlideshowPanels';
import { TAGS_HASH } from './SlideshowTagsDialog';
import type { SlideshowContentEditor, useSlideshowContent } from './useSlideshowContent';

export const HEADING_ID = 'slideshow-editor-title';
/** Sessions are per content: a slideshow never saved has none yet. */
export const SLIDESHOW_NOT_SAVED_FOR_CORRECTION = 'Enregistrez le diaporama avant de le corriger';
const DISPLAYED_FIELDS = ['title', 'slides', 'body'] as const;

/** The brand's searches: contents for the add menu, tags for the tags dialog. */
export function useSlideshowSearches(brandKey: string) {
  const client = useApolloClient();
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  const searchContent = useMemo(
    () => createSlideContentSearch(client, brandKey),
    [client, brandKey],
  );
  const searches = useMemo(() => drawerSearches(client, brandKey, 'Slideshow'), [client, brandKey]);
  const tagSearch = useMemo(() => searches.tags(null), [searches]);
  return { isRecipeBrand: profile.isRecipe, searchContent, tagSearch };
}

interface ChromeOptions {
  content: ReturnType<typeof useSlideshowContent>;
  brandKey: string;
  listPath: string;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

/** What surrounds the slides: the lock, the header (status, actions), its shortcut and dialogs. */
export function useSlideshowChrome(options: ChromeOptions) {
  const { content, brandKey, listPath, drawerOpen, setDrawerOpen } = options;
  const { editor, leaveLocked } = content;
  const { saved } = editor;
  const navigate = useNavigate();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [correctionOpen, setCorrectionOpen] = useState(false);
  const historyCount = useArticleHistoryCount(saved?.id ?? null, saved?.version ?? null);
  const lock = useArticleLock(saved?.id ?? null, { changed: editor.dirty, onLost: leaveLocked });
  const status = useSlideshowStatus(editor, brandKey);
  useSaveShortcut(() => {
    if (!editor.saving) void editor.save(null, MESSAGES.slideshowSaved);
  });
  const tags = useTagsRoute(saved !== null);
  const actions = useSlideshowActions(saved, brandKey, historyCount, setHistoryOpen, () =>
    setCorrectionOpen(true),
  );
  const header = useSlideshowHeader({
    editor,
    brandKey,
    status,
    actions,
    drawerOpen,
    setDrawerOpen,
    onLeave: () => navigate(listPath),
    editing: lock.held,
  });
  return {
    header,
    statusDialogs: status.status.dialogs,
    historyOpen,
    setHistoryOpen,
    correctionOpen,
    setCorrectionOpen,
    ...tags,
  };
}

/** The status the rules see, the status menu's items and the status change (with its dialogs). */
export function useSlideshowStatus(editor: SlideshowContentEditor, brandKey: string) {
  const { saved, form } = editor;
  const rulesArticle = articleForRules(saved, form, { brandKey, format: 'Slideshow' });
  // The same array while the menu would say the same (a move rarely changes what blocks a status).
  const items = useSameWhile(statusMenuItems(rulesArticle, new Date()), (kept, next) =>
    sameItems(
      kept,
      next,
      (a, b) =>
        a.transition === b.transition &&
        a.disabled === b.disabled &&
        a.trash === b.trash &&
        sameItems(a.blockers, b.blockers),
    ),
  );
  const publishedAt = saved?.publishedAt ? new Date(saved.publishedAt) : null;
  const status = useStatusChange({
    // Before the trash: 'Les articles reliés à ce diaporama' (spec 000 §2 editor tools).
    trashDialog: relatedArticlesBeforeTrash(saved?.id, 'slideshow'),
    publishedAt,
    decide: (transition, now) =>
      decideStatusChange({
        article: {
          status: rulesArticle.status,
          format: 'Slideshow',
          publishedAt,
          medias: mediasOf(saved?.medias),
        },
        requestedStatus: transition.to,
        transitionType: transition.name,
        now,
      }),
    save: (change, successMessage) => void editor.save(change, successMessage),
    refuse: editor.setFormError,
  });
  return { ruleStatus: rulesArticle.status, items, status };
}

/** The tags dialog, open on the hash 'tags-enhancement' once the slideshow is saved. */
export function useTagsRoute(isSaved: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const tagsOpen = location.hash === `#${TAGS_HASH}` && isSaved;
  const openTags = useHandler(() =>
    navigate({ pathname: location.pathname, search: location.search, hash: TAGS_HASH }),
  );
  const closeTags = () =>
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  return { tagsOpen, openTags, closeTags };
}

/**
 * The header's actions: the history, the duplicate (in a new window: this editor stays) and the
 * correction of the title and captions (issue 33).
 */
export function useSlideshowActions(
  saved: SavedArticle | null,
  brandKey: string,
  historyCount: number,
  setHistoryOpen: (open: boolean) => void,
  openCorrection: () => void,
): EditorAction[] {
  const correct = useHandler(openCorrection);
  const duplicate = useHandler(
    () =>
      void (saved && openInNewWindow(`/slideshow/dup/${encodeURIComponent(brandKey)}/${saved.id}`)),
  );
  const hasHistory = historyCount > 0;
  const isSaved = saved !== null;
  const aiActions = useSlideshowAiAction(saved, brandKey);
  return useMemo(
    () => [
      {
        key: 'history',
        label: 'Historique',
        icon: <HistoryRegular />,
        unavailable: hasHistory ? undefined : 'Aucun historique pour le moment',
        onSelect: () => setHistoryOpen(true),
      },
      {
        key: 'duplicate',
        label: 'Dupliquer',
        icon: <CopyRegular />,
        unavailable: isSaved ? undefined : 'Enregistrez le diaporama avant de le dupliquer',
        onSelect: duplicate,
      },
      {
        key: 'correction',
        label: MESSAGES.actionCorrection,
        icon: <TextProofingToolsRegular />,
        unavailable: isSaved ? undefined : SLIDESHOW_NOT_SAVED_FOR_CORRECTION,
        onSelect: correct,
      },
      ...aiActions,
    ],
    [hasHistory, isSaved, duplicate, setHistoryOpen, correct, aiActions],
  );
}

/** The grid's selection (slide keys) and the panel's tab, which follows a new selection. */
export function useSlideSelection(slides: readonly Slide[]) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tab, setTab] = useState<PanelTab>('slideshow');
  // The selected slides and their numbers, the same array while they stay what they were (a move
  // elsewhere in the grid leaves the panel alone).
  const selection = useSameWhile(
    slides.map((slide, i) => ({ slide, n: i + 1 })).filter(({ slide }) => selected.has(slide.key)),
    (kept, next) => sameItems(kept, next, (a, b) => a.slide === b.slide && a.n === b.n),
  );
  const select = (keys: Set<string>) => {
    setSelected(keys);
    if (keys.size > 0) setTab('selection');
  };
  return { selected, setSelected, tab, setTab, selection, select };
}

// The same functions every render (the parts they are given are memoised: a move re-renders the
// grid, not the header, the toolbar nor the panel).
export function useSlideHandlers(
  content: ReturnType<typeof useSlideshowContent>,
  select: ReturnType<typeof useSlideSelection>,
) {
  const { slides, setSlides, uploads, editor } = content;
  const { selected, setSelected } = select;
  const addFiles = useHandler((files: File[]) => {
    if (files.length > 0) uploads.add(files);
  });
  const addSlide = useHandler((slide: Slide) => setSlides([...slides, slide]));
  const changeSlide = useHandler((key: string, change: Partial<Slide>) =>
    setSlides(slides.map((s) => (s.key === key ? { ...s, ...change } : s))),
  );
  const applyAll = useHandler((change: { credit: string; source: string }) => {
    const indexes = new Set(slides.flatMap((s, i) => (selected.has(s.key) ? [i] : [])));
    setSlides(applyToSlides(slides, indexes, change));
    editor.notify(`${indexes.size} diapositives modifiées`, 'success');
  });
  const removeSelected = useHandler(() => {
    setSlides(slides.filter((s) => !selected.has(s.key)));
    setSelected(new Set());
  });
  const selectAll = useHandler(() => setSelected(new Set(slides.map((s) => s.key))));
  return { addFiles, addSlide, changeSlide, applyAll, removeSelected, selectAll };
}

interface PanelOptions {
  select: ReturnType<typeof useSlideSelection>;
  slides: readonly Slide[];
  saved: SavedArticle | null;
  tags: readonly { id: string; title: string }[];
  openTags: () => void;
  handlers: ReturnType<typeof useSlideHandlers>;
}

/** The right panel « Informations », memoised on what it shows. */
export function useSlideshowPanel(options: PanelOptions) {
  const { slides, saved, tags, openTags } = options;
  const { tab, setTab, selection } = options.select;
  const selectedCount = options.select.selected.size;
  const isSaved = saved !== null;
  const { selectAll, changeSlide, applyAll, removeSelected } = options.handlers;
  const credited = slides.filter((s) => s.credit.trim() !== '').length;
  const slideCount = slides.length;
  return useMemo(
    () => (
      <SlideshowInfoPanel
        tab={tab}
        onTab={setTab}
        selectedCount={selectedCount}
        info={{ slideCount, credited, isSaved, tags, onOpenTags: openTags, onSelectAll: selectAll }}
        fields={{
          selection,
          onChange: changeSlide,
          onApplyAll: applyAll,
          onRemove: removeSelected,
        }}
      />
    ),
    [
      tab,
      setTab,
      selectedCount,
      slideCount,
      credited,
      isSaved,
      tags,
      selection,
      openTags,
      selectAll,
      changeSlide,
      applyAll,
      removeSelected,
    ],
  );
}

interface ToolbarOptions {
  isRecipeBrand: boolean;
  handlers: ReturnType<typeof useSlideHandlers>;
  searchContent: SlideContentSearch;
  selectedCount: number;
}

/** The toolbar above the grid, memoised on what it shows, and its zoom (slides per row). */
export function useSlideshowToolbar(options: ToolbarOptions) {
  const { isRecipeBrand, searchContent, selectedCount } = options;
  const { addFiles, addSlide } = options.handlers;
  const [zoom, setZoom] = useState<number>(SLIDESHOW_ZOOM.initial);
  const perRow = perRowOfZoom(zoom);
  const toolbar = useMemo(
    () => (
      <SlideshowToolbar
        isRecipeBrand={isRecipeBrand}
        onFiles={addFiles}
        onAdd={addSlide}
        searchContent={searchContent}
        selectedCount={selectedCount}
        zoom={zoom}
        onZoom={setZoom}
        perRow={perRow}
      />
    ),
    [isRecipeBrand, addFiles, addSlide, searchContent, selectedCount, zoom, setZoom, perRow],
  );
  return { toolbar, perRow };
}

interface HeaderOptions {
  editor: SlideshowContentEditor;
  brandKey: string;
  status: ReturnType<typeof useSlideshowStatus>;
  actions: EditorAction[];
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  onLeave: () => void;
  /** The server granted the lock: « modifie » (issue 39); « regarde » until then. */
  editing: boolean;
}

/** The kit's header: title, dates, draft state, save, status menu, actions, the drawer's toggle. */
export function useSlideshowHeader(options: HeaderOptions) {
  const { editor, brandKey, status, actions, drawerOpen, setDrawerOpen, onLeave, editing } =
    options;
  const { saved, form, saving } = editor;
  const back = useHandler(() => void editor.confirmLeave().then((leave) => leave && onLeave()));
  const saveNow = useHandler(() => void editor.save(null, MESSAGES.slideshowSaved));
  const pickStatus = useHandler(status.status.pick);
  const toggleDrawer = useHandler(() => setDrawerOpen(!drawerOpen));
  const headerTitle = form.title.trim() || MESSAGES.slideshowNew;
  const subtitle = headerDates.subtitle(saved) || `${brandKey} · non enregistré`;
  const { syncState, lastSync, problem } = editor.draft;
  const draft = useMemo(() => ({ syncState, lastSync, problem }), [syncState, lastSync, problem]);
  const isSaved = saved !== null;
  const { ruleStatus, items } = status;
  const savedId = saved?.id ?? null;
  const live = useMemo(
    () => ({ brandKey, contentType: 'article' as const, contentId: savedId, editing }),
    [brandKey, savedId, editing],
  );
  return useMemo(
    () => (
      <EditorHeader
        headingId={HEADING_ID}
        title={headerTitle}
        subtitle={subtitle}
        subtitleTestId="article-dates"
        onBack={back}
        live={live}
        draft={draft}
        isNew={!isSaved}
        saveLabel="Enregistrer"
        saving={saving}
        onSave={saveNow}
        statusControl={
          <StatusMenu
            status={ruleStatus}
            items={isSaved ? items : []}
            onPick={pickStatus}
            disabled={saving}
          />
        }
        actions={actions}
        extra={<DrawerToggle open={drawerOpen} onToggle={toggleDrawer} />}
      />
    ),
    [
      headerTitle,
      subtitle,
      back,
      draft,
      isSaved,
      saving,
      saveNow,
      ruleStatus,
      items,
      pickStatus,
      actions,
      drawerOpen,
      toggleDrawer,
      live,
    ],
  );
}

/** The form's messages and the title field, each memoised on what it shows. */
export function useMessagesAndTitle(editor: SlideshowContentEditor) {
  const { fieldErrors, update } = editor;
  const draftError = editor.draft.error;
  const formError = editor.formError;
  const messages = useMemo(
    () => (
      <EditorMessages
        draftError={draftError}
        formError={formError}
        fieldErrors={fieldErrors}
        displayedFields={new Set<string>(DISPLAYED_FIELDS)}
      />
    ),
    [draftError, formError, fieldErrors],
  );
  const title = editor.form.title;
  const titleField = useMemo(
    () => (
      <Field label="Titre" validationMessage={fieldErrors.title}>
        <Input value={title} onChange={(_, d) => update({ title: d.value })} />
      </Field>
    ),
    [title, fieldErrors.title, update],
  );
  return { messages, titleField };
}
