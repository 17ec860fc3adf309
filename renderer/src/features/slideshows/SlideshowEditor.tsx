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
import { Body1, tokens } from '@fluentui/react-components';
import { EditorLayout, useDrawerOpen } from '../../editorKit';
import type { SavedArticle } from '../../articleKit/articleForm';
import type { Slide } from '../../../../common/domain/slideshow';
import { ArticleHistoryDialog } from '../../articleKit/history';
import { SlideGrid } from './SlideGrid';
import { SlideshowCorrectionDialog } from './SlideshowCorrectionDialog';
import { SlideshowTagsDialog } from './SlideshowTagsDialog';
import {
  useSlideshowContent,
  type SlideshowContentEditor,
  type SlideshowStart,
} from './useSlideshowContent';
import {
  HEADING_ID,
  useMessagesAndTitle,
  useSlideHandlers,
  useSlideSelection,
  useSlideshowChrome,
  useSlideshowPanel,
  useSlideshowSearches,
  useSlideshowToolbar,
} from './useSlideshowParts';
import { useHandler } from '../../ui/useStable';
import { useScreenBrand } from '../../app/shell/screenBrand';

export { slideOfUpload } from './useSlideshowContent';

export interface SlideshowEditorProps {
  brandKey: string;
  initial: SavedArticle | null;
  newDraftId: string;
  onCreated: (id: string) => void;
  /** A new slideshow started from another (duplication): its fields. */
  startWith?: SlideshowStart;
}

export function SlideshowEditor(props: SlideshowEditorProps) {
  const { initial, startWith = null } = props;
  const brandKey = initial?.brandKey ?? props.brandKey;
  // The header's brand selector shows the slideshow's brand, not « Toutes ».
  useScreenBrand(brandKey);
  const { isRecipeBrand, searchContent, tagSearch } = useSlideshowSearches(brandKey);
  const listPath = `/slideshow/list?brand=${encodeURIComponent(brandKey)}`;
  const content = useSlideshowContent({ ...props, brandKey, listPath, startWith });
  const { editor, slides, setSlides, uploads } = content;
  const { saved, form, fieldErrors } = editor;
  const select = useSlideSelection(slides);
  const { selected } = select;
  const [drawerOpen, setDrawerOpen] = useDrawerOpen('slideshow');
  const chrome = useSlideshowChrome({ content, brandKey, listPath, drawerOpen, setDrawerOpen });
  const handlers = useSlideHandlers(content, select);
  const { openTags } = chrome;
  const panel = useSlideshowPanel({ select, slides, saved, tags: form.tags, openTags, handlers });
  const closeDrawer = useHandler(() => setDrawerOpen(false));
  const { messages, titleField } = useMessagesAndTitle(editor);
  const selectedCount = selected.size;
  const { toolbar, perRow } = useSlideshowToolbar({
    isRecipeBrand,
    handlers,
    searchContent,
    selectedCount,
  });

  return (
    <EditorLayout
      labelledBy={HEADING_ID}
      drawer={panel}
      drawerTitle="Informations"
      drawerOpen={drawerOpen}
      onDrawerClose={closeDrawer}
    >
      {editor.overlays}
      {chrome.header}
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
        onSelected={select.select}
        onOpenSelection={() => {
          select.setTab('selection');
          setDrawerOpen(true);
        }}
        uploads={uploads.items}
        onFiles={handlers.addFiles}
        onRetry={uploads.retry}
        onCancel={uploads.cancel}
        perRow={perRow}
      />
      <SlideshowDialogs
        editor={editor}
        chrome={chrome}
        tagSearch={tagSearch}
        slides={slides}
        setSlides={setSlides}
      />
    </EditorLayout>
  );
}

/** The status change's dialogs, the history, the correction and the tags dialog (on its hash, once saved). */
function SlideshowDialogs({
  editor,
  chrome,
  tagSearch,
  slides,
  setSlides,
}: {
  editor: SlideshowContentEditor;
  chrome: ReturnType<typeof useSlideshowChrome>;
  tagSearch: Parameters<typeof SlideshowTagsDialog>[0]['search'];
  slides: readonly Slide[];
  setSlides: (next: Slide[]) => void;
}) {
  const { saved, form, update, fieldErrors } = editor;
  return (
    <>
      {chrome.statusDialogs}
      {chrome.correctionOpen && saved && (
        <SlideshowCorrectionDialog
          slideshowId={saved.id}
          title={editor.currentValues().title}
          slides={slides}
          onApply={(change) => {
            if (change.title !== editor.currentValues().title) update({ title: change.title });
            if (change.slides.some((slide, i) => slide !== slides[i])) setSlides(change.slides);
          }}
          onClose={() => chrome.setCorrectionOpen(false)}
        />
      )}
      {chrome.historyOpen && saved && (
        <ArticleHistoryDialog articleId={saved.id} onClose={() => chrome.setHistoryOpen(false)} />
      )}
      {chrome.tagsOpen && (
        <SlideshowTagsDialog
          tags={form.tags}
          onChange={(tags) => update({ tags })}
          search={tagSearch}
          onClose={chrome.closeTags}
          validationMessage={fieldErrors.tags}
        />
      )}
    </>
  );
}
