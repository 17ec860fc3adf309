// « Correction » of a slideshow (issue 33): the spell-check dialog over its title and its slides'
// captions. A slideshow's body holds slides (atoms whose caption is an attribute), no text block,
// so its segments are the title and `body.<n>` = the caption of slide n (from 0): the protocol's
// keys, the slide's number in the labels. « Appliquer » writes the title and the captions back into
// the form (a change like any other: in the local draft at once, saved with « Enregistrer »).
import { useState } from 'react';
import { TITLE_KEY, parseSegmentKey, segmentKey } from '../../../../common/correction/segments';
import type { CorrectionSegment } from '../../../../common/correction/types';
import type { Slide } from '../../../../common/domain/slideshow';
import { CorrectionDialog } from '../../articleKit/correction';

export const SLIDESHOW_CORRECTION_LABELS = {
  captions: 'Légendes',
  caption: (n: number) => `Légende de la diapositive ${n}`,
} as const;

/** The title, then every caption that holds text, keyed by its slide's position. */
export function slideshowSegments(title: string, slides: readonly Slide[]): CorrectionSegment[] {
  return [
    { key: TITLE_KEY, text: title },
    ...slides
      .map((slide, index) => ({ key: segmentKey('body', index), text: slide.caption }))
      .filter((segment) => segment.text !== ''),
  ];
}

/** The slides with the corrected captions (the same objects where nothing changed). */
export function slidesWithCaptions(
  slides: readonly Slide[],
  segments: readonly CorrectionSegment[],
): Slide[] {
  const captions = new Map(
    segments.flatMap((s) => {
      const parsed = parseSegmentKey(s.key);
      return parsed?.field === 'body' ? [[parsed.index, s.text] as const] : [];
    }),
  );
  return slides.map((slide, index) => {
    const caption = captions.get(index);
    return caption === undefined || caption === slide.caption ? slide : { ...slide, caption };
  });
}

export function SlideshowCorrectionDialog({
  slideshowId,
  title,
  slides,
  onApply,
  onClose,
}: {
  slideshowId: string;
  title: string;
  slides: readonly Slide[];
  onApply: (change: { title: string; slides: Slide[] }) => void;
  onClose: () => void;
}) {
  // Read once at opening: the dialog is modal, nothing else edits the slideshow meanwhile.
  const [opened] = useState(() => ({ slides, segments: slideshowSegments(title, slides) }));
  return (
    <CorrectionDialog
      content={{ kind: 'article', id: slideshowId }}
      segments={opened.segments}
      fields={['title', 'body']}
      fieldNames={{ body: SLIDESHOW_CORRECTION_LABELS.captions }}
      segmentLabel={(key) => {
        const parsed = parseSegmentKey(key);
        return parsed ? SLIDESHOW_CORRECTION_LABELS.caption(parsed.index + 1) : 'Titre';
      }}
      onApply={(segments) => {
        const corrected = segments.find((s) => s.key === TITLE_KEY)?.text ?? title;
        onApply({ title: corrected, slides: slidesWithCaptions(opened.slides, segments) });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
