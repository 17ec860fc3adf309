// The slide grid's behaviour (SlideGrid): moves and selection by keyboard and click, slides moved
// by drag, files dropped on the zone, and the tiles' React keys.
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { moveSlide, type Slide } from '../../../../common/domain/slideshow';

const SLIDE_TYPE = 'application/x-backoffice-slide';

/** The grid's props as of the latest render. */
export type LatestGridProps = MutableRefObject<{
  slides: readonly Slide[];
  selected: ReadonlySet<string>;
  onSlides: (slides: Slide[]) => void;
  onSelected: (keys: Set<string>) => void;
  perRow: number;
  onOpenSelection: () => void;
}>;

const tilesOf = (grid: RefObject<HTMLDivElement | null>) =>
  grid.current?.querySelectorAll<HTMLElement>('[data-testid="slide"]');

/** Moves (announced), selection (click, Ctrl, Shift, Space) and the keys of a focused tile. */
export function useSlideKeyboard(
  latest: LatestGridProps,
  grid: RefObject<HTMLDivElement | null>,
  setAnnounce: (text: string) => void,
) {
  const move = useCallback(
    (from: number, to: number, focus: boolean) => {
      const { slides: current, onSlides: set } = latest.current;
      if (to < 0 || to >= current.length || from === to) return;
      set(moveSlide(current, from, to));
      setAnnounce(`Diapositive ${from + 1} déplacée en position ${to + 1}`);
      if (focus) requestAnimationFrame(() => tilesOf(grid)?.[to]?.focus());
    },
    [latest, grid, setAnnounce],
  );
  const onSelect = useSlideSelect(latest);
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
        else tilesOf(grid)?.[to]?.focus();
      } else if (event.key === ' ') {
        event.preventDefault();
        onSelect(index, event, true);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        onSelect(index, event, false);
        open();
      }
    },
    [latest, grid, move, onSelect],
  );
  return { move, onSelect, onKeyDown };
}

/** Click selects one slide, Ctrl (toggle) adds or removes one, Shift selects from the anchor. */
function useSlideSelect(latest: LatestGridProps) {
  const anchor = useRef<number | null>(null);
  return useCallback(
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
    [latest],
  );
}

/** A slide dragged onto another's place: the one dragged, the one under it, the tiles' handlers. */
export function useSlideDrag(move: (from: number, to: number, focus: boolean) => void) {
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
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
  return { dragFrom, overIndex, setOverIndex, onDragStart, onDragOver, onDrop };
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** Files dropped on the zone (not a slide being moved), and whether files are over it. */
export function useFileDrop({
  disabled,
  drag,
  onFiles,
}: {
  disabled: boolean;
  drag: ReturnType<typeof useSlideDrag>;
  onFiles: (files: File[]) => void;
}) {
  const [filesOver, setFilesOver] = useState(false);
  const zoneHandlers = {
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      setFilesOver(true);
    },
    onDragLeave: () => setFilesOver(false),
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      setFilesOver(false);
      if (disabled || drag.dragFrom.current !== null) return;
      const files = Array.from(event.dataTransfer.files);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    },
    onDragEnd: () => {
      drag.dragFrom.current = null;
      drag.setOverIndex(null);
    },
  };
  return { filesOver, zoneHandlers };
}

// Keyed by the slide, not its place, so a move re-renders two tiles, not every one after it
// (a key met twice — the same image added again — gets its occurrence number).
export function useReactKeys(slides: readonly Slide[]) {
  return useMemo(() => {
    const seen = new Map<string, number>();
    return slides.map((slide) => {
      const n = (seen.get(slide.key) ?? 0) + 1;
      seen.set(slide.key, n);
      return n === 1 ? slide.key : `${slide.key}#${n}`;
    });
  }, [slides]);
}
