// The lists' one virtualiser set-up (@tanstack/react-virtual): only the rows on screen (and a few
// around) are in the page, whatever was loaded, and near the end the list asks for more. Call it in
// the scrolling box's own component: the virtualiser renders its host on every scroll, and that
// should be the box alone, with its rows memoised.
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

export interface VirtualRowsOptions {
  count: number;
  /** A row's height, or the height it is assumed to have before it is measured. */
  rowHeight: number;
  /** Rows rendered beyond the screen, each way. */
  overscan: number;
  /**
   * False: a scroll renders with React's next update rather than synchronously inside each scroll
   * event, so the events of one frame make one render (the overscan covers what a frame scrolls in).
   */
  renderInScrollEvent?: boolean;
  /** The box's size before it is measured (the first render of a grid that fills the screen). */
  initialRect?: { width: number; height: number };
  /** Asks for more once the last row on screen is `within` rows of the end, while `wanted`. */
  loadMore?: { within: number; wanted: boolean; onLoadMore(): void };
}

export interface VirtualRows<E extends HTMLElement> {
  /** The scrolling box. */
  scrollerRef: RefObject<E | null>;
  items: VirtualItem[];
  totalSize: number;
  /** Room above the first rendered row and below the last (spacer rows of a table). */
  padTop: number;
  padBottom: number;
  /** Measures a rendered row (it carries data-index) for rows of varying height. */
  measure(element: Element | null): void;
}

export function useVirtualRows<E extends HTMLElement>({
  count,
  rowHeight,
  overscan,
  renderInScrollEvent = true,
  initialRect,
  loadMore,
}: VirtualRowsOptions): VirtualRows<E> {
  const scrollerRef = useRef<E>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan,
    useFlushSync: renderInScrollEvent,
    ...(initialRect ? { initialRect } : {}),
  });
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const lastShown = items.at(-1)?.index ?? 0;
  const nearEnd = loadMore !== undefined && count > 0 && lastShown >= count - loadMore.within;
  const wanted = loadMore?.wanted ?? false;
  const askMore = useEffectEvent(() => loadMore?.onLoadMore());
  useEffect(() => {
    if (nearEnd && wanted) askMore();
  }, [nearEnd, wanted, lastShown]);
  return {
    scrollerRef,
    items,
    totalSize,
    padTop: items[0]?.start ?? 0,
    padBottom: totalSize - (items.at(-1)?.end ?? 0),
    measure: virtualizer.measureElement,
  };
}
