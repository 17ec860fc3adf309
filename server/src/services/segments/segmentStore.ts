// Segments (spec 001 §2–§5): rules from common/domain enforced on every write — title required,
// the status is Published or Draft, queries arrive as parsed JSON (null when empty). A new segment
// is active and Published; deleting sets active to false and keeps the row (pushes refer to it).
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { isKnownBrand } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { SEGMENT_STATUSES } from '../../../../common/domain/statuses';
import type { Database } from '../../db/database';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../errors';
import type {
  SegmentCreateInput,
  SegmentUpdateInput,
  SegmentWhereInput,
} from '../../generated/resolvers';
import { checkText, TEXT_LIMITS } from '../content/fieldChecks';
import { isUuid, pageOf } from '../content/sqlRows';
import { segments, type SegmentRow } from '../../db/schema/segments';

export const SEGMENT_MESSAGES = {
  statusInvalid: 'Statut inconnu.',
  brandUnknown: 'Marque inconnue.',
  /** ours: a query of more than 100 kB is not an audience query. */
  queryTooLarge: 'La requête est trop volumineuse.',
} as const;

const QUERY_FIELDS = ['ios', 'android', 'editorialAlert'] as const;
const QUERY_MAX_CHARS = 100_000;

function checkQueries(
  errors: FieldErrors,
  data: Partial<Record<(typeof QUERY_FIELDS)[number], unknown>>,
): void {
  for (const field of QUERY_FIELDS) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    if (JSON.stringify(value).length > QUERY_MAX_CHARS)
      errors[field] = SEGMENT_MESSAGES.queryTooLarge;
  }
}

function checkStatus(errors: FieldErrors, status: string | null | undefined): void {
  if (status === undefined || status === null) return;
  if (!(SEGMENT_STATUSES as readonly string[]).includes(status))
    errors.status = SEGMENT_MESSAGES.statusInvalid;
}

export async function listSegments(
  db: Database,
  args: { first?: number | null; skip?: number | null; where?: SegmentWhereInput | null },
): Promise<SegmentRow[]> {
  const { limit, offset } = pageOf(
    args.first,
    args.skip,
    LIMITS.pageSize.segments,
    LIMITS.pageSize.segments,
  );
  const c: SQL[] = [];
  const where = args.where;
  if (where?.brandKey) c.push(eq(segments.brandKey, where.brandKey));
  if (where?.status) c.push(eq(segments.status, where.status));
  if (where?.active !== undefined && where.active !== null)
    c.push(eq(segments.active, where.active));
  return db
    .select()
    .from(segments)
    .where(c.length ? and(...c) : undefined)
    .orderBy(asc(segments.title), asc(segments.id))
    .limit(limit)
    .offset(offset);
}

export async function findSegment(db: Database, id: string): Promise<SegmentRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(segments).where(eq(segments.id, id)))[0] ?? null;
}

export async function createSegment(
  db: Database,
  data: SegmentCreateInput,
  now: Date,
): Promise<SegmentRow> {
  const errors: FieldErrors = {};
  if (!data.title || data.title.trim() === '') errors.title = MESSAGES.requiredField;
  checkText(errors, 'title', data.title, TEXT_LIMITS.title);
  if (!isKnownBrand(data.brandKey)) errors.brandKey = SEGMENT_MESSAGES.brandUnknown;
  checkStatus(errors, data.status);
  checkQueries(errors, data);
  assertNoFieldErrors(errors);
  const rows = await db
    .insert(segments)
    .values({
      title: data.title.trim(),
      brandKey: data.brandKey,
      active: true,
      status: data.status ?? 'Published',
      device: data.device ?? null,
      ios: data.ios ?? null,
      android: data.android ?? null,
      editorialAlert: data.editorialAlert ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return rows[0] as SegmentRow;
}

export async function updateSegment(
  db: Database,
  existing: SegmentRow,
  data: SegmentUpdateInput,
  now: Date,
): Promise<SegmentRow> {
  const errors: FieldErrors = {};
  if (data.title !== undefined && (data.title === null || data.title.trim() === ''))
    errors.title = MESSAGES.requiredField;
  checkText(errors, 'title', data.title, TEXT_LIMITS.title);
  checkStatus(errors, data.status);
  checkQueries(errors, data);
  assertNoFieldErrors(errors);
  const patch: Partial<SegmentRow> = { updatedAt: now };
  if (data.title) patch.title = data.title.trim();
  if (data.status) patch.status = data.status;
  if (data.device !== undefined) patch.device = data.device;
  if (data.active !== undefined && data.active !== null) patch.active = data.active;
  for (const field of QUERY_FIELDS) if (data[field] !== undefined) patch[field] = data[field];
  const rows = await db.update(segments).set(patch).where(eq(segments.id, existing.id)).returning();
  if (!rows[0]) throw notFound(MESSAGES.segmentNotFound);
  return rows[0];
}
