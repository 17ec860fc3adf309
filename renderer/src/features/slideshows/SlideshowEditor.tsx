// The slideshow editor (000 §2 "Slideshow editor", issue 18), built from the editor kit like the
// article editor: the kit keeps the form, local draft, outbox saves, conflicts, lock, status
// dialogs and header; this file lays out the slides. A slideshow is an article of format
// Slideshow whose body's blocks are slides (common/domain/slideshow.ts): the grid edits them as an
// array and writes them back into the body, so drafts, conflicts and saves are the article's.
//
// - Files dropped on the grid (many at once) or picked with « Importer » each show a placeholder
//   with its progress (main's native upload, features/media/useUploads), then become a slide.
// - The right panel « Informations » has two tabs: Diaporama (the slideshow) and Sélection (the
//   selected slides' fields; several at once for credit and source).
// - The tags dialog opens on the hash 'tags-enhancement', once the slideshow is saved.
import { useApolloClient } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  Input,
  Slider,
  Tab,
  TabList,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  CopyRegular,
  HistoryRegular,
  TagMultipleRegular,
  ZoomInRegular,
  ZoomOutRegular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandProfile } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { decideStatusChange } from '../../../../common/domain/statusChange';
import {
  SLIDESHOW_ZOOM,
  applyToSlides,
  coverOf,
  newSlide,
  perRowOfZoom,
  slidesOf,
  type Slide,
} from '../../../../common/domain/slideshow';
import type { UploadedImage } from '../../../../common/ipc/channels';
import {
  DrawerToggle,
  EditorHeader,
  EditorLayout,
  EditorMessages,
  StatusMenu,
  statusMenuItems,
  useContentEditor,
  useDrawerOpen,
  useSaveShortcut,
  useStatusChange,
  type ApiError,
  type EditorAction,
} from '../../editorKit';
import {
  articleForRules,
  mediasOf,
  type ArticleFormValues,
  type SavedArticle,
} from '../../articleKit/articleForm';
import { drawerSearches } from '../../articleKit/drawerSearch';
import { headerDates } from '../../articleKit/headerDates';
import { ArticleHistoryDialog, useArticleHistoryCount } from '../../articleKit/history';
import { useArticleLock } from '../../articleKit/useArticleLock';
import { useUploads, type UploadItem } from '../../mediaKit/useUploads';
import { AddSlideMenu } from './AddSlideMenu';
import { createSlideContentSearch } from './slideContent';
import { SlideFields } from './SlideFields';
import { SlideGrid } from './SlideGrid';
import { slideshowEditorAdapter } from './slideshowAdapter';
import { SlideshowTagsDialog, TAGS_HASH } from './SlideshowTagsDialog';
import { useBodySlides } from './useBodySlides';
import { openInNewWindow } from '../../bridge/openWindow';
import { sameItems, useHandler, useSameWhile } from '../../ui/useStable';
import { useScreenBrand } from '../../app/shell/screenBrand';

const HEADING_ID = 'slideshow-editor-title';
const DISPLAYED_FIELDS = ['title', 'slides', 'body'] as const;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  spacer: { flexGrow: 1 },
  zoom: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A slide made of an uploaded image: its EXIF credit and source are both the slide's and its metadata. */
export function slideOfUpload(image: UploadedImage, fileName: string): Slide {
  const base = fileName.replace(/\.[^.]+$/, '');
  return newSlide({
    key: image.key,
    href: image.url,
    caption: image.caption ?? '',
    credit: image.credit ?? '',
    source: image.source ?? '',
    media: {
      source: image.source ?? '',
      credit: image.credit ?? '',
      originalName: fileName,
      extension: extensionOf(fileName),
      defaultTitle: base,
      defaultDescription: image.caption ?? '',
    },
  });
}

export interface SlideshowEditorProps {
  brandKey: string;
  initial: SavedArticle | null;
  newDraftId: string;
  onCreated: (id: string) => void;
  /** A new slideshow started from another (duplication): its fields. */
  startWith?: {
    title: string;
    body: SavedArticle['body'];
    tags: { id: string; title: string; type?: string }[];
  } | null;
}

export function SlideshowEditor({
  brandKey: routeBrand,
  initial,
  newDraftId,
  onCreated,
  startWith = null,
}: SlideshowEditorProps) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const brandKey = initial?.brandKey ?? routeBrand;
  // The header's brand selector shows the slideshow's brand, not « Toutes ».
  useScreenBrand(brandKey);
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  const adapter = useMemo(() => slideshowEditorAdapter(client, brandKey), [client, brandKey]);
  const searchContent = useMemo(
    () => createSlideContentSearch(client, brandKey),
    [client, brandKey],
  );
  const listPath = `/slideshow/list?brand=${encodeURIComponent(brandKey)}`;

  const leaveLocked = useCallback(
    (error: ApiError) => {
      if (error.code === 'LOCKED') navigate(listPath, { state: { notice: error.message } });
    },
    [navigate, listPath],
  );
  const editor = useContentEditor({
    adapter,
    initial,
    newDraftId,
    onCreated: (saved: SavedArticle) => {
      onCreated(saved.id);
      navigate(`/slideshow/edit/${saved.id}`, { replace: true });
    },
    onLocked: leaveLocked,
  });
  const { saved, form, update, fieldErrors } = editor;
  // The same slide objects from one edit to the next: a move re-renders two tiles, not 200.
  const { slides, bodyOf } = useBodySlides(form.body);
  const setSlides = useCallback(
    (next: Slide[]) => {
      const cover = coverOf(next);
      update({
        body: bodyOf(next) as ArticleFormValues['body'],
        medias: cover ? [cover] : [],
      });
    },
    [update, bodyOf],
  );
  // A duplicated slideshow starts with its source's fields, as typed (they go to the local draft).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || initial || !startWith || editor.draft.restored !== null) return;
    setStarted(true);
    update({ title: startWith.title, body: startWith.body as never, tags: startWith.tags });
  }, [started, initial, startWith, editor.draft.restored, update]);

  // Uploaded images arrive one by one, in any order: each becomes a slide at once, placed by the
  // order its file was dropped in (its upload's sequence), after the slides already there. The
  // slides are read from the form as it is now (not as of the last render): two uploads landing
  // in one tick both stay.
  const dropOrder = useRef(new Map<string, number>());
  const uploads = useUploads(brandKey, (image: UploadedImage, item: UploadItem) => {
    const current = slidesOf(editor.currentValues().body);
    if (current.some((s) => s.key === image.key)) return;
    const seq = Number(item.localId.replace(/\D/g, '')) || 0;
    dropOrder.current.set(image.key, seq);
    const at = current.findIndex((s) => (dropOrder.current.get(s.key) ?? -1) > seq);
    const next = [...current];
    next.splice(at === -1 ? next.length : at, 0, slideOfUpload(image, item.name));
    setSlides(next);
  });

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tab, setTab] = useState<'slideshow' | 'selection'>('slideshow');
  const [zoom, setZoom] = useState<number>(SLIDESHOW_ZOOM.initial);
  const perRow = perRowOfZoom(zoom);
  const [drawerOpen, setDrawerOpen] = useDrawerOpen('slideshow');
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyCount = useArticleHistoryCount(saved?.id ?? null, saved?.version ?? null);
  useArticleLock(saved?.id ?? null, { changed: editor.dirty, onLost: leaveLocked });
  const searches = useMemo(() => drawerSearches(client, brandKey, 'Slideshow'), [client, brandKey]);
  const tagSearch = useMemo(() => searches.tags(null), [searches]);

  // The selected slides and their numbers, the same array while they stay what they were (a move
  // elsewhere in the grid leaves the panel alone).
  const selection = useSameWhile(
    slides.map((slide, i) => ({ slide, n: i + 1 })).filter(({ slide }) => selected.has(slide.key)),
    (kept, next) => sameItems(kept, next, (a, b) => a.slide === b.slide && a.n === b.n),
  );

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
  useSaveShortcut(() => {
    if (!editor.saving) void editor.save(null, MESSAGES.slideshowSaved);
  });

  const tagsOpen = location.hash === `#${TAGS_HASH}` && saved !== null;
  const openTags = useHandler(() =>
    navigate({ pathname: location.pathname, search: location.search, hash: TAGS_HASH }),
  );
  const closeTags = () =>
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });

  // The duplicate opens in a new window (000 §2): this editor stays as it is.
  const duplicate = useHandler(
    () =>
      void (saved && openInNewWindow(`/slideshow/dup/${encodeURIComponent(brandKey)}/${saved.id}`)),
  );
  const hasHistory = historyCount > 0;
  const isSaved = saved !== null;
  const actions: EditorAction[] = useMemo(
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
    ],
    [hasHistory, isSaved, duplicate],
  );

  // The handlers below are the same functions every render (the parts they are given are
  // memoised: a move re-renders the grid, not the header, the toolbar nor the panel).
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

  const credited = slides.filter((s) => s.credit.trim() !== '').length;
  const slideCount = slides.length;
  const selectedCount = selected.size;
  const tags = form.tags;
  const panel = useMemo(
    () => (
      <div className={styles.panel}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_, d) => setTab(d.value as 'slideshow' | 'selection')}
          aria-label="Informations"
        >
          <Tab value="slideshow">{MESSAGES.slideshowInfoTab}</Tab>
          <Tab value="selection">
            {MESSAGES.slideshowSelectionTab}
            {selectedCount > 0 ? ` (${selectedCount})` : ''}
          </Tab>
        </TabList>
        {tab === 'slideshow' ? (
          <div className={styles.panel} role="tabpanel" aria-label={MESSAGES.slideshowInfoTab}>
            <Body1>
              {slideCount} diapositive{slideCount > 1 ? 's' : ''} · {credited} créditée
              {credited > 1 ? 's' : ''}
            </Body1>
            <div className={styles.tags}>
              <Button
                icon={<TagMultipleRegular />}
                onClick={openTags}
                disabled={!isSaved}
                title={isSaved ? undefined : 'Enregistrez le diaporama pour choisir ses tags'}
              >
                Tags
              </Button>
              {!isSaved && (
                <Body1 className={styles.muted}>
                  Les tags se choisissent une fois le diaporama enregistré.
                </Body1>
              )}
              {tags.length > 0 && (
                <TagGroup aria-label="Tags du diaporama">
                  {tags.map((t) => (
                    <Tag key={t.id} size="small">
                      {t.title}
                    </Tag>
                  ))}
                </TagGroup>
              )}
            </div>
            <Button onClick={selectAll} disabled={slideCount === 0}>
              Tout sélectionner
            </Button>
          </div>
        ) : (
          <div role="tabpanel" aria-label={MESSAGES.slideshowSelectionTab}>
            <SlideFields
              selection={selection}
              onChange={changeSlide}
              onApplyAll={applyAll}
              onRemove={removeSelected}
            />
          </div>
        )}
      </div>
    ),
    [
      styles,
      tab,
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

  const closeDrawer = useHandler(() => setDrawerOpen(false));
  const back = useHandler(
    () => void editor.confirmLeave().then((leave) => leave && navigate(listPath)),
  );
  const saveNow = useHandler(() => void editor.save(null, MESSAGES.slideshowSaved));
  const pickStatus = useHandler(status.pick);
  const toggleDrawer = useHandler(() => setDrawerOpen(!drawerOpen));
  const headerTitle = form.title.trim() || MESSAGES.slideshowNew;
  const subtitle = headerDates.subtitle(saved) || `${brandKey} · non enregistré`;
  const { syncState, lastSync, problem } = editor.draft;
  const draftState = useMemo(
    () => ({ syncState, lastSync, problem }),
    [syncState, lastSync, problem],
  );
  const saving = editor.saving;
  const ruleStatus = rulesArticle.status;
  const header = useMemo(
    () => (
      <EditorHeader
        headingId={HEADING_ID}
        title={headerTitle}
        subtitle={subtitle}
        subtitleTestId="article-dates"
        onBack={back}
        draft={draftState}
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
      draftState,
      isSaved,
      saving,
      saveNow,
      ruleStatus,
      items,
      pickStatus,
      actions,
      drawerOpen,
      toggleDrawer,
    ],
  );
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
  const title = form.title;
  const titleField = useMemo(
    () => (
      <Field label="Titre" validationMessage={fieldErrors.title}>
        <Input value={title} onChange={(_, d) => update({ title: d.value })} />
      </Field>
    ),
    [title, fieldErrors.title, update],
  );
  const isRecipe = profile.isRecipe;
  const toolbar = useMemo(
    () => (
      <div className={styles.toolbar}>
        <AddSlideMenu
          isRecipeBrand={isRecipe}
          onFiles={addFiles}
          onAdd={addSlide}
          searchContent={searchContent}
        />
        <Body1 className={styles.muted}>
          {selectedCount > 0 ? `${selectedCount} sélectionnée${selectedCount > 1 ? 's' : ''}` : ''}
        </Body1>
        <span className={styles.spacer} />
        <div className={styles.zoom}>
          <Button
            appearance="subtle"
            icon={<ZoomOutRegular />}
            aria-label="Zoom arrière"
            disabled={zoom <= SLIDESHOW_ZOOM.min}
            onClick={() => setZoom((z) => Math.max(SLIDESHOW_ZOOM.min, z - 1))}
          />
          <Slider
            aria-label="Zoom"
            min={SLIDESHOW_ZOOM.min}
            max={SLIDESHOW_ZOOM.max}
            value={zoom}
            onChange={(_, d) => setZoom(d.value)}
          />
          <Button
            appearance="subtle"
            icon={<ZoomInRegular />}
            aria-label="Zoom avant"
            disabled={zoom >= SLIDESHOW_ZOOM.max}
            onClick={() => setZoom((z) => Math.min(SLIDESHOW_ZOOM.max, z + 1))}
          />
          <Body1 className={styles.muted}>{perRow} par ligne</Body1>
        </div>
      </div>
    ),
    [styles, isRecipe, addFiles, addSlide, searchContent, selectedCount, zoom, perRow],
  );

  return (
    <EditorLayout
      labelledBy={HEADING_ID}
      drawer={panel}
      drawerTitle="Informations"
      drawerOpen={drawerOpen}
      onDrawerClose={closeDrawer}
    >
      {editor.overlays}
      {header}
      {messages}
      {titleField}
      {(fieldErrors.slides || fieldErrors.body) && (
        <Body1 role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {fieldErrors.slides ?? fieldErrors.body}
        </Body1>
      )}
      {toolbar}
      <SlideGrid
        slides={slides}
        onSlides={setSlides}
        selected={selected}
        onSelected={(keys) => {
          setSelected(keys);
          if (keys.size > 0) setTab('selection');
        }}
        onOpenSelection={() => {
          setTab('selection');
          setDrawerOpen(true);
        }}
        uploads={uploads.items}
        onFiles={addFiles}
        onRetry={uploads.retry}
        onCancel={uploads.cancel}
        perRow={perRow}
      />
      {status.dialogs}
      {historyOpen && saved && (
        <ArticleHistoryDialog articleId={saved.id} onClose={() => setHistoryOpen(false)} />
      )}
      {tagsOpen && (
        <SlideshowTagsDialog
          tags={form.tags}
          onChange={(tags) => update({ tags })}
          search={tagSearch}
          onClose={closeTags}
          validationMessage={fieldErrors.tags}
        />
      )}
    </EditorLayout>
  );
}
