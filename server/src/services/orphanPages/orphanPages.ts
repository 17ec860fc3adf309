// Orphan pages (spec 000 §3, §4 "Orphan page"; 001 §5, §8, §9): read, search and save. The rules
// of common/domain (brand required on creation, duplicate URL refused, publishedAt set, kept or
// cleared) are enforced here; the unique index (brand_key, uri) settles two saves racing.
import { and, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { orphanPublishedAt } from '../../../../common/domain/statusChange';
import { ORPHAN_STATUSES, type OrphanStatus } from '../../../../common/domain/statuses';
import {
  orphanHeadErrors,
  validateOrphanPage,
} from '../../../../common/domain/validation/orphanPage';
import type { Database } from '../../db/database';
import { emitContentChange, saveAction } from '../../live/contentEvents';
import { orphanPages } from '../../db/schema/orphanPages';
import { badUserInput, isUniqueViolation, type FieldErrors } from '../../errors';
import { FIELD_MESSAGES, TEXT_LIMITS, checkText } from '../content/fieldChecks';
import { isUuid } from '../content/sqlRows';
import { iso, isoRequired } from '../cards/rowValues';
import { ORPHAN_PAGE } from '../lockable/contentTypes';
import { assertWritable } from '../lockable/lockable';
import { sanitizeOrphanHtml } from './sanitizeOrphanHtml';

export const ORPHAN_MESSAGES = {
  uriRequired: "L'URL est obligatoire.",
  /** 200 KB pages are the benchmark's; 2 MB leaves room for any hand-made page. */
  contentTooLarge: 'Le contenu HTML est trop volumineux.',
  metasInvalid: 'Les indications techniques sont invalides.',
} as const;

export const ORPHAN_CONTENT_MAX = 2_000_000;
const METAS_MAX = 100;

const COLUMNS = {
  id: orphanPages.id,
  brandKey: orphanPages.brandKey,
  uri: orphanPages.uri,
  title: orphanPages.title,
  content: orphanPages.content,
  metas: orphanPages.metas,
  isCMPEnabled: orphanPages.isCMPEnabled,
  isAdsEnabled: orphanPages.isAdsEnabled,
  isFullScreen: orphanPages.isFullScreen,
  status: orphanPages.status,
  publishedAt: orphanPages.publishedAt,
  editedAt: orphanPages.editedAt,
  updatedAt: orphanPages.updatedAt,
  version: orphanPages.version,
};
/** The list never reads the HTML (up to 1000 pages of it). */
const LIST_COLUMNS = { ...COLUMNS, content: sql<string>`''`.as('content') };

type OrphanRow = Omit<typeof orphanPages.$inferSelect, 'createdAt' | 'status'> & {
  status: OrphanStatus;
};

export interface OrphanPageOut extends Omit<OrphanRow, 'publishedAt' | 'editedAt' | 'updatedAt'> {
  publishedAt: string | null;
  editedAt: string | null;
  updatedAt: string;
}

function outOf(row: OrphanRow): OrphanPageOut {
  return {
    ...row,
    metas: row.metas ?? [],
    publishedAt: iso(row.publishedAt),
    editedAt: iso(row.editedAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

async function rowById(db: Database, id: string): Promise<OrphanRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await db.select(COLUMNS).from(orphanPages).where(eq(orphanPages.id, id)))[0] as
    OrphanRow | undefined;
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

/** Case and accents ignored; the input is a value, its % and _ are taken literally. */
function titleContains(search: string | undefined) {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`unaccent(lower(${orphanPages.title})) like unaccent(lower(${pattern}))`;
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
  const max = LIMITS.pageSize.orphanPagesFetched;
  const limit = Math.min(Math.max(page.first ?? max, 0), max);
  const rows = await db
    .select(LIST_COLUMNS)
    .from(orphanPages)
    .where(
      and(
        args.brandKey ? eq(orphanPages.brandKey, args.brandKey) : undefined,
        args.brandKeys
          ? sql`${orphanPages.brandKey} = any(${sql.param(args.brandKeys)}::text[])`
          : undefined,
        args.status ? eq(orphanPages.status, args.status) : undefined,
        titleContains(args.titleContains?.trim()),
      ),
    )
    .orderBy(desc(orphanPages.updatedAt), orphanPages.id)
    .limit(limit)
    .offset(Math.max(page.skip ?? 0, 0));
  return (rows as OrphanRow[]).map(outOf);
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
  actor: { id: string; name: string } | null = null,
): Promise<OrphanPageOut> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      let existing: OrphanRow | undefined;
      if (id) {
        // No lock: the version and the brand (001 §9).
        await assertWritable(
          ORPHAN_PAGE,
          t,
          id,
          { user: null, now, version: input.version },
          checkBrand,
        );
        existing = await rowById(t, id);
      }
      const brandKey = existing ? existing.brandKey : (input.brandKey?.trim() ?? null);
      if (brandKey && !existing) checkBrand(brandKey);
      const fields = await checkOrphanPage(t, existing, brandKey, input);
      const values = orphanValues(existing, input, fields, now);
      const row = existing
        ? await t
            .update(orphanPages)
            .set({ ...values, version: sql`${orphanPages.version} + 1` })
            .where(eq(orphanPages.id, existing.id))
            .returning(COLUMNS)
        : await t
            .insert(orphanPages)
            .values({ ...values, brandKey: brandKey!, createdAt: now })
            .returning(COLUMNS);
      const saved = row[0] as OrphanRow;
      // The newsroom hears of it once committed (live/eventLog.ts).
      const action = saveAction(existing ?? null, saved, (st) => st === 'published');
      await emitContentChange(t, 'orphanPage', saved, action, actor, now);
      return outOf(saved);
    });
  } catch (error) {
    // Two saves racing for one URL: the index refuses the second with the domain's message.
    if (isUniqueViolation(error)) throw badUserInput({ uri: MESSAGES.orphanDuplicateUrl });
    throw error;
  }
}

interface CheckedOrphan {
  uri: string;
  status: OrphanStatus;
  metas: readonly string[];
  content: string;
}

/** The page rules of common/domain (001 §5) and the columns' limits. */
async function checkOrphanPage(
  db: Database,
  existing: OrphanRow | undefined,
  brandKey: string | null,
  input: OrphanPageInput,
): Promise<CheckedOrphan> {
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
    ? await db
        .select({ id: orphanPages.id, uri: orphanPages.uri })
        .from(orphanPages)
        .where(and(eq(orphanPages.brandKey, brandKey), eq(orphanPages.uri, uri)))
    : [];
  Object.assign(errors, validateOrphanPage({ id: existing?.id ?? null, brandKey, uri }, sameUri));
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return { uri, status, metas, content };
}

/** The columns a save writes: the input where given, else what is stored, else the defaults. */
function orphanValues(
  existing: OrphanRow | undefined,
  input: OrphanPageInput,
  fields: CheckedOrphan,
  now: Date,
) {
  const publishedAt = orphanPublishedAt(
    { status: existing?.status ?? 'draft', publishedAt: existing?.publishedAt ?? null },
    fields.status,
    now,
  );
  const content =
    input.content === undefined || input.content === null
      ? fields.content
      : sanitizeOrphanHtml(fields.content);
  return {
    uri: fields.uri,
    title: (input.title ?? existing?.title ?? '').trim(),
    content,
    metas: [...fields.metas],
    isCMPEnabled: input.isCMPEnabled ?? existing?.isCMPEnabled ?? true,
    isAdsEnabled: input.isAdsEnabled ?? existing?.isAdsEnabled ?? true,
    isFullScreen: input.isFullScreen ?? existing?.isFullScreen ?? false,
    status: fields.status,
    publishedAt,
    editedAt: now,
    updatedAt: now,
  };
}
