// The slideshow editor's document: the kit's editor over the article, its body's blocks as an
// array of slides, the duplicated slideshow's first fields, and the uploads that become slides.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { coverOf, newSlide, slidesOf, type Slide } from '../../../../common/domain/slideshow';
import type { UploadedImage } from '../../../../common/ipc/channels';
import { useContentEditor, type ApiError } from '../../editorKit';
import type { ArticleFormValues, SavedArticle } from '../../articleKit/articleForm';
import { useUploads, type UploadItem } from '../../mediaKit/useUploads';
import { slideshowEditorAdapter } from './slideshowAdapter';
import { useBodySlides } from './useBodySlides';

/** A new slideshow started from another (duplication): its fields. */
export type SlideshowStart = {
  title: string;
  body: SavedArticle['body'];
  tags: { id: string; title: string; type?: string }[];
} | null;

export interface SlideshowContentOptions {
  brandKey: string;
  listPath: string;
  initial: SavedArticle | null;
  newDraftId: string;
  onCreated: (id: string) => void;
  startWith: SlideshowStart;
}

export type SlideshowContentEditor = ReturnType<typeof useSlideshowContent>['editor'];

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

/** The editor, its slides (set back into the body, the cover as the media) and the uploads. */
export function useSlideshowContent(options: SlideshowContentOptions) {
  const { brandKey, listPath, initial, newDraftId, onCreated, startWith } = options;
  const client = useApolloClient();
  const navigate = useNavigate();
  const adapter = useMemo(() => slideshowEditorAdapter(client, brandKey), [client, brandKey]);
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
  const { update } = editor;
  // The same slide objects from one edit to the next: a move re-renders two tiles, not 200.
  const { slides, bodyOf } = useBodySlides(editor.form.body);
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
  useStartWith(initial, startWith, editor.draft.restored, update);
  const uploads = useSlideUploads(brandKey, () => slidesOf(editor.currentValues().body), setSlides);
  return { editor, leaveLocked, slides, setSlides, uploads };
}

// A duplicated slideshow starts with its source's fields, as typed (they go to the local draft).
function useStartWith(
  initial: SavedArticle | null,
  startWith: SlideshowStart,
  restored: unknown,
  update: (change: Partial<ArticleFormValues>) => void,
) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || initial || !startWith || restored !== null) return;
    setStarted(true);
    update({ title: startWith.title, body: startWith.body as never, tags: startWith.tags });
  }, [started, initial, startWith, restored, update]);
}

// Uploaded images arrive one by one, in any order: each becomes a slide at once, placed by the
// order its file was dropped in (its upload's sequence), after the slides already there. The
// slides are read from the form as it is now (not as of the last render): two uploads landing
// in one tick both stay.
function useSlideUploads(
  brandKey: string,
  currentSlides: () => Slide[],
  setSlides: (next: Slide[]) => void,
) {
  const dropOrder = useRef(new Map<string, number>());
  return useUploads(brandKey, (image: UploadedImage, item: UploadItem) => {
    const current = currentSlides();
    if (current.some((s) => s.key === image.key)) return;
    const seq = Number(item.localId.replace(/\D/g, '')) || 0;
    dropOrder.current.set(image.key, seq);
    const at = current.findIndex((s) => (dropOrder.current.get(s.key) ?? -1) > seq);
    const next = [...current];
    next.splice(at === -1 ? next.length : at, 0, slideOfUpload(image, item.name));
    setSlides(next);
  });
}
