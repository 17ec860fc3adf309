// What the photo search (« Rechercher (texte, crédit…) ») reads, and how a photo learns the credit
// and source it was published with. A photo dropped from disk usually has no credit in its file:
// the journalist types it in the article's media field. Saving the article gives it to the photo
// when the photo has none, so the library finds it by that credit or source afterwards; a credit
// read from the file (an agency's) is never replaced.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { MediaObject } from '../../../common/domain/article';
import type { Database } from '../db/database';
import { photos } from '../db/schema/media';

/** The words searched: file name, credit, source and the file's other credit fields, lower case. */
export function photoSearchText(
  originalName: string,
  credit: string | null,
  source: string | null,
  metadata: Record<string, unknown>,
): string {
  return [originalName, credit, source, ...Object.values(metadata)]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .toLowerCase();
}

const given = (text: unknown): string | null =>
  typeof text === 'string' && text.trim() !== '' ? text.trim() : null;

/**
 * The credits and sources typed for the brand's photos in `medias`, written to those photos that
 * have none (in the save's transaction). Photos of other brands are left alone.
 */
export async function learnPhotoCredits(
  db: Database,
  brandKey: string,
  medias: readonly MediaObject[],
): Promise<void> {
  const typed = new Map<string, { credit: string | null; source: string | null }>();
  for (const media of medias) {
    const credit = given(media.credit);
    const source = given(media.source);
    if (typeof media.key === 'string' && (credit || source) && !typed.has(media.key))
      typed.set(media.key, { credit, source });
  }
  if (typed.size === 0) return;
  const missing = (column: typeof photos.credit | typeof photos.source) =>
    or(isNull(column), eq(column, ''));
  const rows = await db
    .select({
      id: photos.id,
      key: photos.key,
      originalName: photos.originalName,
      credit: photos.credit,
      source: photos.source,
      metadata: photos.metadata,
    })
    .from(photos)
    .where(
      and(
        eq(photos.brandKey, brandKey),
        inArray(photos.key, [...typed.keys()]),
        or(missing(photos.credit), missing(photos.source)),
      ),
    );
  for (const row of rows) {
    const learnt = typed.get(row.key)!;
    const credit = given(row.credit) ?? learnt.credit;
    const source = given(row.source) ?? learnt.source;
    if (credit === given(row.credit) && source === given(row.source)) continue;
    const metadata = (row.metadata ?? {}) as Record<string, unknown>;
    await db
      .update(photos)
      .set({
        credit,
        source,
        searchText: photoSearchText(row.originalName, credit, source, metadata),
      })
      .where(eq(photos.id, row.id));
  }
}
