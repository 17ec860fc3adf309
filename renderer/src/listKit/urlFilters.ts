// A list's filters live in the URL's query string (spec 000 §2: a list can be linked to, reloaded
// and navigated back to exactly as it was). Changing some keeps the parameters the list does not own.

/** Parameters to change: a string sets, null or '' removes, undefined leaves as it is. */
export type FilterChange = Readonly<Record<string, string | null | undefined>>;

/** `current` with `change` applied (a new object; `current` is left alone). */
export function withFilters(
  current: string | URLSearchParams,
  change: FilterChange,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  return params;
}
