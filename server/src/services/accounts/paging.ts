// first/skip paging and LIKE patterns shared by the admin lists (spec 001 §7 arguments).
export interface Page {
  first: number;
  skip: number;
}

/** Clamps client paging: a negative or huge `first` must not become an unbounded scan. */
export function toPage(
  first: number | null | undefined,
  skip: number | null | undefined,
  defaultFirst: number,
  maxFirst = 1000,
): Page {
  const f = first == null ? defaultFirst : Math.min(Math.max(Math.trunc(first), 0), maxFirst);
  const s = skip == null ? 0 : Math.max(Math.trunc(skip), 0);
  return { first: f, skip: s };
}

/** A case-insensitive "contains" pattern with LIKE's own metacharacters escaped. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
