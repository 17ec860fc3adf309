// Which GraphQL reads main keeps in its read cache (main/drafts/ReadCache), so that offline the
// app shows what the user last opened or listed. Keyed by content type (+ id for one document):
// a new content type (slideshow, page, card, live…) plugs in by naming its editor's query (whose
// variables carry `id`) and its list query here. Pure, zod-free: main and the renderer import it.

export type OfflineReadKind = 'document' | 'list';

export interface OfflineRead {
  contentType: string;
  kind: OfflineReadKind;
}

export const OFFLINE_READS: Readonly<Record<string, OfflineRead>> = {
  ArticleEditor: { contentType: 'article', kind: 'document' },
  ArticleList: { contentType: 'article', kind: 'list' },
  CardEditor: { contentType: 'card', kind: 'document' },
  OrphanPageEditor: { contentType: 'orphanpage', kind: 'document' },
  PageEditor: { contentType: 'page', kind: 'document' },
};

/** How many of each kind the cache keeps (issue 13: at least the last 200 articles opened). */
export const READ_CACHE_LIMITS: Readonly<Record<OfflineReadKind, number>> = {
  document: 300,
  list: 150,
};

/** Object keys sorted at every level, so equal variables give one cache key whatever their order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The words the app shows over anything read from the local copy (« JJ/MM/AAAA à HH:mm »). */
export const OFFLINE_COPY_PREFIX = 'hors ligne — copie locale du';

/** Said by the session restore (main) and by the shell's banner while the API is unreachable. */
export const OFFLINE_NOTICE = 'Serveur injoignable : vous travaillez hors ligne.';
