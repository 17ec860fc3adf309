// Orphan pages (spec 000 §3, §4 "Orphan page"; 001 §5, §8, §9): read, search and save. The rules
// of common/domain (brand required on creation, duplicate URL refused, publishedAt set, kept or
// cleared) are enforced here; the unique index (brand_key, uri) settles two saves racing.
import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { orphanPublishedAt } from '../../../../common/domain/statusChange';
import { ORPHAN_STATUSES, type OrphanStatus } from '../../../../common/domain/statuses';
import {
  orphanHeadErrors,
  validateOrphanPage,
} from '../../../../common/domain/validation/orphanPage';
import type { Database } from '../../db/database';
import {
  badUserInput,
  conflict,
  isUniqueViolation,
  notFound,
  type FieldErrors,
} from '../../errors';
import { FIELD_MESSAGES, TEXT_LIMITS, checkText } from '../content/fieldChecks';
import { isUuid, queryOne, queryRows } from '../content/sqlRows';
import { iso, isoRequired } from '../cards/rowValues';
import { sanitizeOrphanHtml } from './sanitizeOrphanHtml';

export const ORPHAN_MESSAGES = {
  notFound: "L'identifiant de la page orpheline est introuvable.",
  conflict: "La page a été modifiée entre-temps par quelqu'un d'autre.",
  uriRequired: "L'URL est obligatoire.",
  /** 200 KB pages are the benchmark's; 2 MB leaves room for any hand-made page. */
  contentTooLarge: 'Le contenu HTML est trop volumineux.',
  metasInvalid: 'Les indications techniques sont invalides.',
} as const;

export const ORPHAN_CONTENT_MAX = 2_000_000;
const METAS_MAX = 100;

interface OrphanRow {
  id: string;
  brandKey: string;
  uri: string;
  title: string;
  content: string;
  metas: string[];
  isCMPEnabled: boolean;
  isAdsEnabled: boolean;
  isFullScreen: boolean;
  status: OrphanStatus;
  publishedAt: Date | string | null;
  editedAt: Date | string | null;
  updatedAt: Date | string;
  version: number;
}

export interface OrphanPageOut extends Omit<OrphanRow, 'publishedAt' | 'editedAt' | 'updatedAt'> {
  publishedAt: string | null;
  editedAt: string | null;
  updatedAt: string;
}

const COLUMNS = sql`id, brand_key as "brandKey", uri, title, content, metas,
  is_cmp_enabled as "isCMPEnabled", is_ads_enabled as "isAdsEnabled",
  is_full_screen as "isFullScreen", status, published_at as "publishedAt",
  edited_at as "editedAt", updated_at as "updatedAt", version`;
/** The list never reads the HTML (up to 1000 pages of it). */
const LIST_COLUMNS = sql`id, brand_key as "brandKey", uri, title, '' as content, metas,
  is_cmp_enabled as "isCMPEnabled", is_ads_enabled as "isAdsEnabled",
  is_full_screen as "isFullScreen", status, published_at as "publishedAt",
  edited_at as "editedAt", updated_at as "updatedAt", version`;

function outOf(row: OrphanRow): OrphanPageOut {
  return {
    ...row,
    metas: row.metas ?? [],
    publishedAt: iso(row.publishedAt),
    editedAt: iso(row.editedAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

async function rowById(db: Database, id: string, forUpdate = false) {
  if (!isUuid(id)) return undefined;
  return queryOne<OrphanRow>(
    db,
    sql`select ${COLUMNS} from orphan_pages where id = ${id}::uuid${forUpdate ? sql` for update` : sql``}`,
  );
}

export async function findOrphanPage(
  db: Database,
  id: string,
  checkBrand: (brandKey: string) => void,
): Promise<OrphanPageOut | null> {
  const row = await rowById(db, id);
  if (!row) return null;
  checkBrand(row.brandKey);
  return outOf(row);
}

export async function listOrphanPages(
  db: Database,
  args: {
    brandKey?: string | null;
    brandKeys: string[] | null;
    status?: OrphanStatus | null;
    titleContains?: string | null;
  },
  page: { first?: number | null; skip?: number | null },
): Promise<OrphanPageOut[]> {
  const where: SQL[] = [];
  if (args.brandKey) where.push(sql`brand_key = ${args.brandKey}`);
  if (args.brandKeys) where.push(sql`brand_key = any(${sql.param(args.brandKeys)}::text[])`);
  if (args.status) where.push(sql`status = ${args.status}`);
  const search = args.titleContains?.trim();
  if (search) {
    // Case and accents ignored; the input is a value, its % and _ are taken literally.
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`unaccent(lower(title)) like unaccent(lower(${pattern}))`);
  }
  const max = LIMITS.pageSize.orphanPagesFetched;
  const limit = Math.min(Math.max(page.first ?? max, 0), max);
  const rows = await queryRows<OrphanRow>(
    db,
    sql`select ${LIST_COLUMNS} from orphan_pages
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by updated_at desc, id limit ${limit} offset ${Math.max(page.skip ?? 0, 0)}`,
  );
  return rows.map(outOf);
}

export interface OrphanPageInput {
  brandKey?: string | null;
  uri?: string | null;
  title?: string | null;
  content?: string | null;
  metas?: readonly string[] | null;
  isCMPEnabled?: boolean | null;
  isAdsEnabled?: boolean | null;
  isFullScreen?: boolean | null;
  status?: string | null;
  version?: number | null;
}

export async function saveOrphanPage(
  db: Database,
  now: Date,
  id: string | null,
  input: OrphanPageInput,
  checkBrand: (brandKey: string) => void,
): Promise<OrphanPageOut> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const existing = id ? await rowById(t, id, true) : undefined;
      if (id && !existing) throw notFound(ORPHAN_MESSAGES.notFound);
      const brandKey = existing ? existing.brandKey : (input.brandKey?.trim() ?? null);
      if (brandKey) checkBrand(brandKey);
      if (existing) {
        if (input.version === null || input.version === undefined)
          throw badUserInput({ version: FIELD_MESSAGES.versionRequired });
        if (input.version !== existing.version)
          throw conflict(ORPHAN_MESSAGES.conflict, { currentVersion: existing.version });
      }
      const uri = (input.uri ?? existing?.uri ?? '').trim();
      const status = (input.status ?? existing?.status ?? 'draft') as OrphanStatus;
      const errors: FieldErrors = {};
      if (!uri) errors.uri = ORPHAN_MESSAGES.uriRequired;
      else if (uri.length > TEXT_LIMITS.url) errors.uri = FIELD_MESSAGES.tooLong(TEXT_LIMITS.url);
      if (!(ORPHAN_STATUSES as readonly string[]).includes(status))
        errors.status = MESSAGES.orphanSaveError;
      checkText(errors, 'title', input.title, TEXT_LIMITS.title);
      const metas = input.metas ?? existing?.metas ?? [];
      if (metas.length > METAS_MAX || metas.some((m) => m.length > TEXT_LIMITS.description))
        errors.metas = ORPHAN_MESSAGES.metasInvalid;
      const content = input.content ?? existing?.content ?? '';
      if (content.length > ORPHAN_CONTENT_MAX) errors.content = ORPHAN_MESSAGES.contentTooLarge;
      // Title and metas go into the public page's head: plain text (issue 30).
      for (const [field, message] of Object.entries(
        orphanHeadErrors({ title: input.title, metas: input.metas }),
      ))
        errors[field] ??= message;
      // The domain rule, against the brand's pages on the same URL (001 §5).
      const sameUri = brandKey
        ? await queryRows<{ id: string; uri: string }>(
            t,
            sql`select id, uri from orphan_pages where brand_key = ${brandKey} and uri = ${uri}`,
          )
        : [];
      Object.assign(
        errors,
        validateOrphanPage({ id: existing?.id ?? null, brandKey, uri }, sameUri),
      );
      if (Object.keys(errors).length > 0) throw badUserInput(errors);

      const publishedAt = orphanPublishedAt(
        {
          status: existing?.status ?? 'draft',
          publishedAt: existing?.publishedAt ? new Date(existing.publishedAt) : null,
        },
        status,
        now,
      );
      const clean =
        input.content === undefined || input.content === null
          ? content
          : sanitizeOrphanHtml(content);
      const title = (input.title ?? existing?.title ?? '').trim();
      const flag = (v: boolean | null | undefined, current: boolean | undefined, def: boolean) =>
        v ?? current ?? def;
      const cmp = flag(input.isCMPEnabled, existing?.isCMPEnabled, true);
      const ads = flag(input.isAdsEnabled, existing?.isAdsEnabled, true);
      const full = flag(input.isFullScreen, existing?.isFullScreen, false);
      const metasParam = sql`${sql.param([...metas])}::text[]`;
      const row = existing
        ? await queryOne<OrphanRow>(
            t,
            sql`update orphan_pages set uri = ${uri}, title = ${title}, content = ${clean},
              metas = ${metasParam}, is_cmp_enabled = ${cmp}, is_ads_enabled = ${ads},
              is_full_screen = ${full}, status = ${status}, published_at = ${publishedAt},
              edited_at = ${now}, updated_at = ${now}, version = version + 1
              where id = ${existing.id}::uuid returning ${COLUMNS}`,
          )
        : await queryOne<OrphanRow>(
            t,
            sql`insert into orphan_pages (brand_key, uri, title, content, metas, is_cmp_enabled,
              is_ads_enabled, is_full_screen, status, published_at, edited_at, created_at, updated_at)
            values (${brandKey}, ${uri}, ${title}, ${clean}, ${metasParam}, ${cmp}, ${ads}, ${full},
              ${status}, ${publishedAt}, ${now}, ${now}, ${now}) returning ${COLUMNS}`,
          );
      return outOf(row!);
    });
  } catch (error) {
    // Two saves racing for one URL: the index refuses the second with the domain's message.
    if (isUniqueViolation(error)) throw badUserInput({ uri: MESSAGES.orphanDuplicateUrl });
    throw error;
  }
}
