// searchPhotos / searchPhotoCount over the brands' archives (scoped to the user's brands), and the
// external image banks' search.
import { and, count, desc, eq, gte, inArray, like, lte, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../common/domain/limits';
import { canUseBrand, visibleBrandKeys } from '../auth/guards';
import type { SessionUser } from '../context';
import { photos } from '../db/schema/media';
import { searchExternalImages, type ExternalSearchResult } from './externalImages';
import type { MediaContext } from './mediaContext';
import { MediaRefusal } from './mediaMessages';
import { toRecord, type PhotoRecord } from './photoRecords';

export interface PhotoWhere {
  brandKey?: string | null;
  archive?: string | null;
  createdAfter?: string | null;
  createdBefore?: string | null;
}

function photoFilter(user: SessionUser, where: PhotoWhere, query: string | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (where.brandKey) {
    if (!canUseBrand(user, where.brandKey))
      throw new MediaRefusal(
        `Vous n'avez pas accès à la marque ${where.brandKey}.`,
        403,
        'FORBIDDEN',
      );
    conditions.push(eq(photos.brandKey, where.brandKey));
  } else {
    const brandKeys = visibleBrandKeys(user);
    if (brandKeys) conditions.push(inArray(photos.brandKey, [...brandKeys]));
  }
  if (where.archive) conditions.push(eq(photos.archive, where.archive));
  if (where.createdAfter) conditions.push(gte(photos.createdAt, new Date(where.createdAfter)));
  if (where.createdBefore) conditions.push(lte(photos.createdAt, new Date(where.createdBefore)));
  for (const word of (query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8))
    conditions.push(like(photos.searchText, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...conditions);
}

export async function searchPhotos(
  ctx: MediaContext,
  user: SessionUser,
  query: string | null,
  where: PhotoWhere,
  first: number | null,
  skip: number | null,
): Promise<PhotoRecord[]> {
  const limit = Math.min(
    Math.max(first ?? LIMITS.pageSize.photoSearch, 0),
    LIMITS.pageSize.photoSearch,
  );
  const rows = await ctx.db
    .select()
    .from(photos)
    .where(photoFilter(user, where, query))
    .orderBy(desc(photos.createdAt), photos.id)
    .limit(limit)
    .offset(Math.max(skip ?? 0, 0));
  return rows.map(toRecord);
}

export async function countPhotos(
  ctx: MediaContext,
  user: SessionUser,
  query: string | null,
  where: PhotoWhere,
): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(photos)
    .where(photoFilter(user, where, query));
  return Number(row?.n ?? 0);
}

export function searchExternal(
  ctx: MediaContext,
  query: string,
  perPage: number,
  currentPage: number,
  providers: readonly string[],
): Promise<ExternalSearchResult> {
  return searchExternalImages(
    ctx.providers,
    query,
    Math.min(Math.max(perPage, 1), LIMITS.pageSize.externalImageSearch),
    Math.max(currentPage, 1),
    providers,
  );
}
