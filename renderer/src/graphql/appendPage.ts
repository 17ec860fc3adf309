// Offset lists grow by fetchMore (`skip` = rows already shown) rather than by re-asking for
// `first: n × page`: each request stays within the API's cost cap however far the user scrolls,
// and only the new rows cross the bridge.

/** fetchMore's `updateQuery` for the list at `key`: the next page appended, rows already shown skipped. */
export function appendPage<K extends string>(key: K) {
  return <Q extends { [P in K]: ReadonlyArray<{ id: string }> }>(
    previous: Q,
    { fetchMoreResult }: { fetchMoreResult: Q },
  ): Q => {
    const known = new Set(previous[key].map((row) => row.id));
    const added = fetchMoreResult[key].filter((row) => !known.has(row.id));
    return { ...previous, [key]: [...previous[key], ...added] };
  };
}
