// Sources, qualifiers and attributes: small per-brand lists picked in the article and author
// forms (spec 001 §2–§5). Validation: attribute title required; qualifier title and status
// required, title fixed after creation; qualifiers default to Draft and Rich.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, formatMessage } from '../../../../common/domain/messages';
import { slugify } from '../../../../common/domain/validation/slug';
import type { Database } from '../../db/database';
import { attributes, qualifiers, sources } from '../../db/schema/content';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../errors';
import type {
  AttributeCreateInput,
  AttributeWhereInput,
  QualifierCreateInput,
  QualifierUpdateInput,
  QualifierWhereInput,
  SourceWhereInput,
} from '../../generated/resolvers';
import { checkText, TEXT_LIMITS } from './fieldChecks';
import type { AttributeRow, QualifierRow, SourceRow } from './rows';
import { isUuid, pageOf } from './sqlRows';

export const CATALOGUE_MESSAGES = {
  titleRequired: formatMessage('fieldRequiredQuoted', { label: 'Titre' }),
  statusRequired: formatMessage('fieldRequiredQuoted', { label: 'Statut' }),
  statusInvalid: 'Statut inconnu.',
  titleFixed: 'Le titre ne peut être modifié qu’à la création.',
  sourceNotFound: "Cette source n'existe pas",
  attributeDuplicate: 'Un attribut de ce nom existe déjà pour cette marque.',
} as const;

const QUALIFIER_STATUSES = ['Archived', 'Deleted', 'Draft', 'Published', 'Scheduled'] as const;
const LIST_MAX = 1000;

function fold(column: SQL | unknown, search: string): SQL {
  return sql`public.fold_accents(${column}) like '%' || public.fold_accents(${search}) || '%'`;
}

// — Sources

/** `brandKeys`: the brands the user works on (auth/guards listBrandScope), null = every brand. */
type BrandKeys = readonly string[] | null;

function sourceConditions(
  where: SourceWhereInput | null | undefined,
  brandKeys: BrandKeys,
): SQL | undefined {
  const c: SQL[] = [];
  if (where?.brandKey) c.push(eq(sources.brandKey, where.brandKey));
  if (brandKeys) c.push(inArray(sources.brandKey, [...brandKeys]));
  if (where?.search) c.push(fold(sources.title, where.search));
  return c.length ? and(...c) : undefined;
}

export async function listSources(
  db: Database,
  args: { first?: number | null; skip?: number | null; where?: SourceWhereInput | null },
  brandKeys: BrandKeys,
): Promise<SourceRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, LIST_MAX, LIST_MAX);
  return db
    .select()
    .from(sources)
    .where(sourceConditions(args.where, brandKeys))
    .orderBy(asc(sources.title))
    .limit(limit)
    .offset(offset);
}

export async function countSources(
  db: Database,
  where: SourceWhereInput | null | undefined,
  brandKeys: BrandKeys,
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(sources)
    .where(sourceConditions(where, brandKeys));
  return Number(rows[0]?.n ?? 0);
}

export async function findSource(db: Database, id: string): Promise<SourceRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(sources).where(eq(sources.id, id)))[0] ?? null;
}

// — Qualifiers

export async function listQualifiers(
  db: Database,
  args: { first?: number | null; skip?: number | null; where?: QualifierWhereInput | null },
  brandKeys: BrandKeys,
): Promise<QualifierRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, LIST_MAX, LIST_MAX);
  const c: SQL[] = [];
  if (args.where?.brandKey) c.push(eq(qualifiers.brandKey, args.where.brandKey));
  if (brandKeys) c.push(inArray(qualifiers.brandKey, [...brandKeys]));
  if (args.where?.status_in?.length) c.push(inArray(qualifiers.status, [...args.where.status_in]));
  if (args.where?.format) c.push(eq(qualifiers.format, args.where.format));
  return db
    .select()
    .from(qualifiers)
    .where(c.length ? and(...c) : undefined)
    .orderBy(asc(qualifiers.title))
    .limit(limit)
    .offset(offset);
}

export async function findQualifier(db: Database, id: string): Promise<QualifierRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(qualifiers).where(eq(qualifiers.id, id)))[0] ?? null;
}

function checkQualifierStatus(
  errors: FieldErrors,
  status: string | null | undefined,
  required: boolean,
): void {
  if (status === undefined || status === null || status.trim() === '') {
    if (required) errors.status = CATALOGUE_MESSAGES.statusRequired;
    return;
  }
  if (!(QUALIFIER_STATUSES as readonly string[]).includes(status))
    errors.status = CATALOGUE_MESSAGES.statusInvalid;
}

export async function createQualifier(
  db: Database,
  data: QualifierCreateInput,
  now: Date,
): Promise<QualifierRow> {
  const errors: FieldErrors = {};
  if (!data.title || data.title.trim() === '') errors.title = CATALOGUE_MESSAGES.titleRequired;
  checkText(errors, 'title', data.title, TEXT_LIMITS.title);
  checkQualifierStatus(errors, data.status ?? 'Draft', true);
  assertNoFieldErrors(errors);
  const rows = await db
    .insert(qualifiers)
    .values({
      title: data.title.trim(),
      brandKey: data.brandKey,
      status: data.status ?? 'Draft',
      format: data.format ?? 'Rich',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return rows[0] as QualifierRow;
}

export async function updateQualifier(
  db: Database,
  existing: QualifierRow,
  data: QualifierUpdateInput,
  now: Date,
): Promise<QualifierRow> {
  const errors: FieldErrors = {};
  if (data.title !== undefined && data.title !== null && data.title !== existing.title)
    errors.title = CATALOGUE_MESSAGES.titleFixed;
  if (data.status !== undefined) checkQualifierStatus(errors, data.status, true);
  assertNoFieldErrors(errors);
  const rows = await db
    .update(qualifiers)
    .set({
      status: data.status ?? existing.status,
      format: data.format ?? existing.format,
      updatedAt: now,
    })
    .where(eq(qualifiers.id, existing.id))
    .returning();
  if (!rows[0]) throw notFound(MESSAGES.qualifierNotFound);
  return rows[0];
}

// — Attributes

export async function listAttributes(
  db: Database,
  args: { first?: number | null; skip?: number | null; where?: AttributeWhereInput | null },
  brandKeys: BrandKeys,
): Promise<AttributeRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, LIST_MAX, LIST_MAX);
  const c: SQL[] = [];
  if (args.where?.brandKey) c.push(eq(attributes.brandKey, args.where.brandKey));
  if (brandKeys) c.push(inArray(attributes.brandKey, [...brandKeys]));
  return db
    .select()
    .from(attributes)
    .where(c.length ? and(...c) : undefined)
    .orderBy(asc(attributes.title))
    .limit(limit)
    .offset(offset);
}

export async function createAttribute(
  db: Database,
  data: AttributeCreateInput,
  now: Date,
): Promise<AttributeRow> {
  const errors: FieldErrors = {};
  if (!data.title || data.title.trim() === '') errors.title = CATALOGUE_MESSAGES.titleRequired;
  checkText(errors, 'title', data.title, TEXT_LIMITS.title);
  assertNoFieldErrors(errors);
  const slug = slugify(data.title);
  const clash = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(and(eq(attributes.brandKey, data.brandKey), eq(attributes.slug, slug)));
  if (clash.length) assertNoFieldErrors({ title: CATALOGUE_MESSAGES.attributeDuplicate });
  const rows = await db
    .insert(attributes)
    .values({
      title: data.title.trim(),
      slug,
      brandKey: data.brandKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return rows[0] as AttributeRow;
}
