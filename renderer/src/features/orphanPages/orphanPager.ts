// The orphan list's footer: where the user is in the pages of the table, then how many orphan pages
// the filter found — « Page 1 sur 1 · 3 pages » read as a count of table pages (issue 30).

export function orphanPagerLabel(page: number, pages: number, found: number): string {
  const count = found <= 1 ? `${found} page orpheline` : `${found} pages orphelines`;
  return `Page ${page} sur ${pages} · ${count}`;
}
