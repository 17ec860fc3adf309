// Stable identities for memoised parts of a big form (an editor re-renders on every edit; the
// parts an edit does not concern should not): a handler that stays the same function from one
// render to the next but always calls the latest one, and a value kept as first seen while its
// content stays the same.
import { useCallback, useRef } from 'react';

/** `fn` as one function for the component's life, calling the `fn` of the latest render. */
export function useHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}

/** `value`, or the value kept from an earlier render while `same(kept, value)` holds. */
export function useSameWhile<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const kept = useRef<{ value: T } | null>(null);
  if (kept.current === null || !same(kept.current.value, value)) kept.current = { value };
  return kept.current.value;
}

/** Two arrays of the same items, in the same order (compared with ===, or `same`). */
export function sameItems<T>(
  a: readonly T[],
  b: readonly T[],
  same: (x: T, y: T) => boolean = Object.is,
): boolean {
  return a.length === b.length && a.every((x, i) => same(x, b[i]!));
}
