// Reordering a list by drag (HTML5 drag and drop) and by keyboard (Alt+↑ / Alt+↓ on a focused
// row): both end in one `onMove(from, to)`. Used by the page sections and board items and by the
// ordered relation pickers (a card's categories and tags).
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

export interface DragRowProps {
  draggable: true;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  'data-drop-target'?: boolean;
}

export function useDragReorder(count: number, onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // The handlers read the latest state and props, so a row's handlers stay the same objects from
  // one render to the next (a memoised row re-renders only when its own props change).
  const latest = useRef({ count, onMove, dragging, over });
  latest.current = { count, onMove, dragging, over };
  const handlers = useRef(new Map<number, DragRowProps>());
  const handlersOf = (index: number): DragRowProps => {
    const known = handlers.current.get(index);
    if (known) return known;
    const made: DragRowProps = {
      draggable: true,
      onDragStart: (event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        setDragging(index);
      },
      onDragOver: (event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (latest.current.over !== index) setOver(index);
      },
      onDrop: (event) => {
        event.preventDefault();
        const from = latest.current.dragging ?? Number(event.dataTransfer.getData('text/plain'));
        if (Number.isInteger(from) && from !== index) latest.current.onMove(from, index);
        setDragging(null);
        setOver(null);
      },
      onDragEnd: () => {
        setDragging(null);
        setOver(null);
      },
      onKeyDown: (event) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
        if (to < 0 || to >= latest.current.count) return;
        latest.current.onMove(index, to);
        // Keep the keyboard on the moved row.
        const row = event.currentTarget as HTMLElement;
        const list = row.parentElement;
        requestAnimationFrame(() => (list?.children[to] as HTMLElement | undefined)?.focus());
      },
    };
    handlers.current.set(index, made);
    return made;
  };
  const rowProps = (index: number): DragRowProps =>
    over === index && dragging !== null && dragging !== index
      ? { ...handlersOf(index), 'data-drop-target': true }
      : handlersOf(index);
  return { rowProps, dragging };
}

/** The list with the item at `from` moved to `to` (unchanged when either is out of range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length)
    return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
