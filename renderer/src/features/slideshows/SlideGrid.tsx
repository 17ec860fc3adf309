// The slides' grid (000 §2 "Slideshow editor"): 3 to 10 per row (the zoom), a drop zone taking
// many files at once (each becomes a placeholder with its progress, then a slide), slides moved by
// drag and by keyboard (Alt+arrows; the move is announced), selected by click, Ctrl+click, Shift+
// click or Space. Slides are identified by their key, so a selection survives a move.
import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { moveSlide, type Slide } from '../../../../common/domain/slideshow';
import type { UploadItem } from '../../mediaKit/useUploads';
import { SlidePlaceholder } from './SlidePlaceholder';
import { SlideTile } from './SlideTile';

const SLIDE_TYPE = 'application/x-backoffice-slide';

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
  const [filesOver, setFilesOver] = useState(false);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const dragFrom = useRef<number | null>(null);
  const anchor = useRef<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  // The handlers read the latest props without being recreated for every slide on each render.
  const latest = useRef({ slides, selected, onSlides, onSelected, perRow, onOpenSelection });
  latest.current = { slides, selected, onSlides, onSelected, perRow, onOpenSelection };

  const move = useCallback((from: number, to: number, focus: boolean) => {
    const { slides: current, onSlides: set } = latest.current;
    if (to < 0 || to >= current.length || from === to) return;
    set(moveSlide(current, from, to));
    setAnnounce(`Diapositive ${from + 1} déplacée en position ${to + 1}`);
    if (focus)
      requestAnimationFrame(() =>
        grid.current?.querySelectorAll<HTMLElement>('[data-testid="slide"]')[to]?.focus(),
      );
  }, []);

  const onSelect = useCallback(
    (index: number, event: MouseEvent | KeyboardEvent, toggle: boolean) => {
      const { slides: current, selected: chosen, onSelected: set } = latest.current;
      const key = current[index]?.key;
      if (!key) return;
      if (event.shiftKey && anchor.current !== null) {
        const [a, b] = [Math.min(anchor.current, index), Math.max(anchor.current, index)];
        set(new Set(current.slice(a, b + 1).map((s) => s.key)));
        return;
      }
      anchor.current = index;
      if (toggle) {
        const next = new Set(chosen);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        set(next);
      } else set(new Set([key]));
    },
    [],
  );

  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLDivElement>) => {
      const { perRow: row, onOpenSelection: open } = latest.current;
      const step: Record<string, number> = {
        ArrowLeft: -1,
        ArrowRight: 1,
        ArrowUp: -row,
        ArrowDown: row,
      };
      if (event.key in step) {
        event.preventDefault();
        const to = index + step[event.key]!;
        if (event.altKey) move(index, to, true);
        else grid.current?.querySelectorAll<HTMLElement>('[data-testid="slide"]')[to]?.focus();
      } else if (event.key === ' ') {
        event.preventDefault();
        onSelect(index, event, true);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        onSelect(index, event, false);
        open();
      }
    },
    [move, onSelect],
  );

  const onDragStart = useCallback((index: number, event: DragEvent<HTMLDivElement>) => {
    dragFrom.current = index;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(SLIDE_TYPE, String(index));
  }, []);
  const onDragOver = useCallback((index: number, event: DragEvent<HTMLDivElement>) => {
    if (dragFrom.current === null) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    setOverIndex(index);
  }, []);
  const onDrop = useCallback(
    (index: number, event: DragEvent<HTMLDivElement>) => {
      const from = dragFrom.current;
      if (from === null) return;
      event.preventDefault();
      event.stopPropagation();
      dragFrom.current = null;
      setOverIndex(null);
      move(from, index, false);
    },
    [move],
  );

  // Keyed by the slide, not its place, so a move re-renders two tiles, not every one after it
  // (a key met twice — the same image added again — gets its occurrence number).
  const reactKeys = useMemo(() => {
    const seen = new Map<string, number>();
    return slides.map((slide) => {
      const n = (seen.get(slide.key) ?? 0) + 1;
      seen.set(slide.key, n);
      return n === 1 ? slide.key : `${slide.key}#${n}`;
    });
  }, [slides]);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    <div
      data-testid="slideshow-drop-zone"
      className={mergeClasses(styles.zone, filesOver && styles.zoneActive)}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        setFilesOver(true);
      }}
      onDragLeave={() => setFilesOver(false)}
      onDrop={(event) => {
        setFilesOver(false);
        if (disabled || dragFrom.current !== null) return;
        const files = Array.from(event.dataTransfer.files);
        if (files.length === 0) return;
        event.preventDefault();
        onFiles(files);
      }}
      onDragEnd={() => {
        dragFrom.current = null;
        setOverIndex(null);
      }}
    >
      {slides.length === 0 && uploads.length === 0 ? (
        <div className={styles.empty}>
          <ImageAddRegular className={styles.icon} />
          <Body1>Déposez ici les photos du diaporama (plusieurs à la fois)</Body1>
        </div>
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
              dropTarget={overIndex === index}
              onSelect={onSelect}
              onKeyDown={onKeyDown}
              onDragStart={onDragStart}
              onDragOver={onDragOver}
              onDrop={onDrop}
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
