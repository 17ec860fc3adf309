// The slides' grid (000 §2 "Slideshow editor"): 3 to 10 per row (the zoom), a drop zone taking
// many files at once (each becomes a placeholder with its progress, then a slide), slides moved by
// drag and by keyboard (Alt+arrows; the move is announced), selected by click, Ctrl+click, Shift+
// click or Space. Slides are identified by their key, so a selection survives a move.
import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import type { Slide } from '../../../../common/domain/slideshow';
import type { UploadItem } from '../../mediaKit/useUploads';
import { SlidePlaceholder } from './SlidePlaceholder';
import { SlideTile } from './SlideTile';
import { useFileDrop, useReactKeys, useSlideDrag, useSlideKeyboard } from './useSlideGrid';

const useStyles = makeStyles({
  zone: {
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalM,
    minHeight: '220px',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  zoneActive: {
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  grid: { display: 'grid', gap: tokens.spacingHorizontalM },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    minHeight: '200px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase400,
  },
  icon: { fontSize: '40px' },
  live: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
});

export interface SlideGridProps {
  slides: readonly Slide[];
  onSlides: (slides: Slide[]) => void;
  selected: ReadonlySet<string>;
  onSelected: (keys: Set<string>) => void;
  onOpenSelection: () => void;
  uploads: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onRetry: (item: UploadItem) => void;
  onCancel: (item: UploadItem) => void;
  perRow: number;
  disabled?: boolean;
}

export function SlideGrid({
  slides,
  onSlides,
  selected,
  onSelected,
  onOpenSelection,
  uploads,
  onFiles,
  onRetry,
  onCancel,
  perRow,
  disabled = false,
}: SlideGridProps) {
  const styles = useStyles();
  const [announce, setAnnounce] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  // The handlers read the latest props without being recreated for every slide on each render.
  const latest = useRef({ slides, selected, onSlides, onSelected, perRow, onOpenSelection });
  latest.current = { slides, selected, onSlides, onSelected, perRow, onOpenSelection };
  const { move, onSelect, onKeyDown } = useSlideKeyboard(latest, grid, setAnnounce);
  const drag = useSlideDrag(move);
  const fileDrop = useFileDrop({ disabled, drag, onFiles });
  const reactKeys = useReactKeys(slides);

  return (
    <div
      data-testid="slideshow-drop-zone"
      className={mergeClasses(styles.zone, fileDrop.filesOver && styles.zoneActive)}
      {...fileDrop.zoneHandlers}
    >
      {slides.length === 0 && uploads.length === 0 ? (
        <EmptyGrid />
      ) : (
        <div
          ref={grid}
          role="listbox"
          aria-label="Diapositives"
          aria-multiselectable
          aria-describedby="slide-grid-help"
          className={styles.grid}
          style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}
          data-per-row={perRow}
        >
          {slides.map((slide, index) => (
            <SlideTile
              key={reactKeys[index]}
              slide={slide}
              index={index}
              selected={selected.has(slide.key)}
              dropTarget={drag.overIndex === index}
              onSelect={onSelect}
              onKeyDown={onKeyDown}
              onDragStart={drag.onDragStart}
              onDragOver={drag.onDragOver}
              onDrop={drag.onDrop}
            />
          ))}
          {uploads.map((item) => (
            <SlidePlaceholder
              key={item.localId}
              item={item}
              onRetry={() => onRetry(item)}
              onCancel={() => onCancel(item)}
            />
          ))}
        </div>
      )}
      <span id="slide-grid-help" className={styles.live}>
        Alt + flèches pour déplacer une diapositive, Espace pour la sélectionner, Entrée pour
        modifier ses champs.
      </span>
      <span role="status" aria-live="polite" className={styles.live}>
        {announce}
      </span>
    </div>
  );
}

/** The zone before any slide: where to drop the photos. */
function EmptyGrid() {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <ImageAddRegular className={styles.icon} />
      <Body1>Déposez ici les photos du diaporama (plusieurs à la fois)</Body1>
    </div>
  );
}
