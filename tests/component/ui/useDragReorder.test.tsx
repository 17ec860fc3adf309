// Reordering by drag and keyboard (useDragReorder, used by the page board, the page's sections and
// the ordered relation pickers): a row's handlers stay the same objects from one render to the
// next, so a memoised row is not rendered again by a drag over another row or a move elsewhere
// (a board of 40 re-rendered whole on each drop cost ~190 ms p95 in Chromium), and they act on
// the latest list and callback.
import { act, renderHook } from '@testing-library/react';
import type { DragEvent, KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDragReorder } from '../../../renderer/src/ui/useDragReorder';

const dragEvent = () =>
  ({
    preventDefault: () => {},
    dataTransfer: { effectAllowed: '', dropEffect: '', setData: () => {}, getData: () => '' },
  }) as unknown as DragEvent;

describe('useDragReorder', () => {
  it('gives each row the same handlers across renders, but for the drop target', () => {
    const { result, rerender } = renderHook(({ count }) => useDragReorder(count, () => {}), {
      initialProps: { count: 40 },
    });
    const first = result.current.rowProps(3);
    rerender({ count: 40 });
    expect(result.current.rowProps(3)).toBe(first);
    act(() => result.current.rowProps(1).onDragStart(dragEvent()));
    act(() => result.current.rowProps(3).onDragOver(dragEvent()));
    expect(result.current.rowProps(3)['data-drop-target']).toBe(true);
    expect(result.current.rowProps(3).onDrop).toBe(first.onDrop);
    expect(result.current.rowProps(5)).toBe(result.current.rowProps(5));
    expect(result.current.rowProps(5)['data-drop-target']).toBeUndefined();
  });

  it('moves with the latest callback and count', () => {
    const before = vi.fn();
    const after = vi.fn();
    const { result, rerender } = renderHook(({ onMove, count }) => useDragReorder(count, onMove), {
      initialProps: { onMove: before, count: 2 },
    });
    const row = result.current.rowProps(1);
    rerender({ onMove: after, count: 3 });
    act(() => result.current.rowProps(0).onDragStart(dragEvent()));
    act(() => row.onDrop(dragEvent()));
    expect(after).toHaveBeenCalledWith(0, 1);
    const li = document.createElement('li');
    document.createElement('ul').append(li);
    const key = (k: string) =>
      ({
        altKey: true,
        key: k,
        target: li,
        currentTarget: li,
        preventDefault: () => {},
      }) as unknown as KeyboardEvent;
    act(() => row.onKeyDown(key('ArrowDown')));
    expect(after).toHaveBeenLastCalledWith(1, 2);
    expect(before).not.toHaveBeenCalled();
  });
});
