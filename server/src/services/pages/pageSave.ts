// Saving a page (createCategory / updateCategory) in one transaction: input checks, lock and
// version, parent and level (001 §6, §9), the status machine of its format (000 §4), the page and
// section rules of 001 §5 (common/domain/validation/page.ts), then the row and a history snapshot.
// Anything refused throws before commit.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import {
  pageStatusesFor,
  type PageFormat,
  type PageStatus,
} from '../../../../common/domain/statuses';
import { canMove, findTransition, pageMachine } from '../../../../common/domain/transitions';
import {
  canCreatePage,
  PAGE_TAGS_LIMIT_MESSAGE,
  PAGE_TAGS_MAX,
  validatePage,
} from '../../../../common/domain/validation/page';
import { slugify } from '../../../../common/domain/validation/slug';
import { requireBrand } from '../../auth/guards';
import type { GraphQLContext, SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { emitContentChange, saveAction } from '../../live/contentEvents';
import { categories, categoryTags, tags } from '../../db/schema/content';
import { assertNoFieldErrors, forbidden, type FieldErrors } from '../../errors';
import type { CategoryCreateInput, CategoryUpdateInput } from '../../generated/resolvers';
import { checkDate, checkMedias, checkText, TEXT_LIMITS } from '../content/fieldChecks';
import { checkRichText } from '../content/richTextCheck';
import type { CategoryRow } from '../content/rows';
import { isUuid, uuidArray } from '../content/sqlRows';
import { PAGE } from '../lockable/contentTypes';
import { assertWritable, brandGuard, newLock, recordHistory } from '../lockable/lockable';
import {
  buildSections,
  checkSectionTargets,
  sectionForRules,
  storedSections,
  type StoredSection,
} from './sections';

export const PAGE_MESSAGES = {
  parentUnknown: 'Page parente introuvable.',
  parentWrongBrand: "La page parente n'appartient pas à la même marque.",
  tooDeep: 'Une page de niveau 5 ne peut pas avoir de sous-page.',
  tooManyChildren: (max: number) => `Une page ne peut pas avoir plus de ${max} sous-pages.`,
  moveLevel: 'Une page ne peut être déplacée que sous une page du même niveau que sa page parente.',
  createForbidden:
    'Seul un super administrateur peut créer une page à la racine ou sous une page de niveau 1.',
  statusRefused: (from: string, to: string) =>
    `Le passage du statut « ${from} » au statut « ${to} » n'est pas autorisé pour cette page.`,
  statusUnknown: "Ce statut n'existe pas pour ce type de page.",
  scheduleDateRequired: 'La date de publication est incorrecte.',
  tagUnknown: 'Un tag de la page est introuvable.',
} as const;

type SaveInput = Omit<CategoryUpdateInput, 'version' | 'transition'> & {
  version?: number;
  transition?: string | null;
};

interface ParentInfo {
  id: string;
  level: number;
  path: string;
  brandKey: string;
}

async function findParent(db: Database, id: string): Promise<ParentInfo | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({
      id: categories.id,
      level: categories.level,
      path: categories.path,
      brandKey: categories.brandKey,
    })
    .from(categories)
    .where(and(eq(categories.id, id), ne(categories.status, 'Deleted')));
  return rows[0] ?? null;
}

function checkInput(
  input: SaveInput,
  errors: FieldErrors,
): { publishedAt: Date | null | undefined } {
  if (input.title !== undefined && input.title !== null)
    checkText(errors, 'title', input.title, TEXT_LIMITS.title);
  checkText(errors, 'subtitle', input.subtitle, TEXT_LIMITS.shortText);
  checkText(errors, 'slug', input.slug, TEXT_LIMITS.slug);
  checkText(errors, 'descriptionSEO', input.descriptionSEO, TEXT_LIMITS.description);
  checkMedias(errors, 'medias', input.medias);
  if (input.description !== undefined) {
    const r = checkRichText(input.description, 'body');
    if (!r.ok) errors.description = r.message;
  }
  return { publishedAt: checkDate(errors, 'publishedAt', input.publishedAt) };
}

/** The status the save moves to and the publication date (000 §4, per format). */
function decideStatus(
  format: PageFormat,
  from: PageStatus,
  requested: string | null | undefined,
  transition: string | null | undefined,
  chosenDate: Date | null | undefined,
  storedPublishedAt: Date | null,
  now: Date,
  errors: FieldErrors,
): { status: PageStatus; publishedAt: Date | null } {
  const allowed = pageStatusesFor(format);
  if (!requested || (requested === from && !transition)) {
    return {
      status: from,
      // A draft's planned date may be edited freely; a published page's date stays.
      publishedAt:
        chosenDate !== undefined && from !== 'Published' ? chosenDate : storedPublishedAt,
    };
  }
  if (!allowed.includes(requested as PageStatus)) {
    errors.status = PAGE_MESSAGES.statusUnknown;
    return { status: from, publishedAt: storedPublishedAt };
  }
  const to = requested as PageStatus;
  const machine = pageMachine(format);
  const ok = transition
    ? findTransition(machine, transition, from)?.to === to
    : canMove(machine, from, to);
  if (!ok) {
    errors.status = PAGE_MESSAGES.statusRefused(from, to);
    return { status: from, publishedAt: storedPublishedAt };
  }
  switch (to) {
    case 'Published':
      return { status: to, publishedAt: storedPublishedAt ?? now };
    case 'Scheduled':
      if (!chosenDate) {
        errors.publishedAt = PAGE_MESSAGES.scheduleDateRequired;
        return { status: from, publishedAt: storedPublishedAt };
      }
      return { status: to, publishedAt: chosenDate };
    default:
      return { status: to, publishedAt: storedPublishedAt };
  }
}

function snapshotOf(row: CategoryRow, tagIds: readonly string[]): Record<string, unknown> {
  const { lockedAt: _a, lockedBy: _b, lockExpiresAt: _c, ...fields } = row;
  return { ...fields, tagIds };
}

async function checkTags(
  db: Database,
  ids: readonly string[],
  errors: FieldErrors,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length > PAGE_TAGS_MAX) {
    errors.tags = PAGE_TAGS_LIMIT_MESSAGE;
    return [];
  }
  if (unique.some((id) => !isUuid(id))) {
    errors.tags = PAGE_MESSAGES.tagUnknown;
    return [];
  }
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(sql`${tags.id} = any(${uuidArray(unique)})`, inArray(tags.type, ['Tag', 'Destination'])),
    );
  if (found.length !== unique.length) errors.tags = PAGE_MESSAGES.tagUnknown;
  return unique;
}

async function childCount(db: Database, parentId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.parentId, parentId), ne(categories.status, 'Deleted')));
  return Number(r?.n ?? 0);
}

type PageTarget =
  { id: string; data: CategoryUpdateInput } | { id: null; data: CategoryCreateInput };

export async function savePage(
  ctx: GraphQLContext,
  user: SessionUser,
  target: PageTarget,
): Promise<CategoryRow> {
  const now = ctx.now;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const errors: FieldErrors = {};
    const { row, brandKey, format } = await pageOfTarget(db, ctx, user, target);
    const input: SaveInput = target.data;
    const { publishedAt: chosenDate } = checkInput(input, errors);
    const place = await placeOf(db, user, row, brandKey, input.parentId, errors);
    const decided = decideStatus(
      format,
      (row?.status ?? 'Draft') as PageStatus,
      input.status,
      input.transition,
      chosenDate,
      row?.publishedAt ?? null,
      now,
      errors,
    );
    const fields = await checkedFields(db, row, brandKey, input, now, errors);
    assertNoFieldErrors(errors);
    const saved = await writePage(db, user, now, row, {
      ...pageValues(row, input, fields, place),
      status: decided.status,
      publishedAt: decided.publishedAt,
      editedAt: now,
      updatedAt: now,
      brandKey,
      format,
    });
    const finalTags = await writeTags(db, saved.id, fields.tagIds);
    await recordHistory(PAGE, db, {
      contentId: saved.id,
      userId: user.id,
      now,
      snapshot: snapshotOf(saved, finalTags),
    });
    // The newsroom hears of it once committed (live/eventLog.ts); an event page's Deleted is a deletion.
    const action = saveAction(row, saved, (status) => status === 'Published');
    await emitContentChange(db, 'page', saved, action, user, now);
    return saved;
  });
}

/** The stored page (checked by the lockable service) or the new page's brand and format. */
async function pageOfTarget(
  db: Database,
  ctx: GraphQLContext,
  user: SessionUser,
  target: PageTarget,
): Promise<{ row: CategoryRow | null; brandKey: string; format: PageFormat }> {
  if (target.id === null) {
    requireBrand(ctx, target.data.brandKey);
    return { row: null, brandKey: target.data.brandKey, format: target.data.format };
  }
  const state = await assertWritable(
    PAGE,
    db,
    target.id,
    { user, now: ctx.now, version: target.data.version },
    brandGuard(ctx),
  );
  const row = (await db.select().from(categories).where(eq(categories.id, state.id)))[0]!;
  return { row, brandKey: row.brandKey, format: row.format as PageFormat };
}

interface Place {
  parentId: string | null;
  level: number;
  parentPath: string;
}

/** Parent and level (001 §6): where a new page goes, or where a page moves. */
async function placeOf(
  db: Database,
  user: SessionUser,
  row: CategoryRow | null,
  brandKey: string,
  requestedParent: string | null | undefined,
  errors: FieldErrors,
): Promise<Place> {
  const parentChanged =
    requestedParent !== undefined && (requestedParent ?? null) !== (row?.parentId ?? null);
  if (row !== null && !parentChanged) {
    const parentId = row.parentId ?? null;
    const parentPath = parentId ? ((await findParent(db, parentId))?.path ?? '') : '';
    return { parentId, level: row.level, parentPath };
  }
  const wanted = requestedParent ?? null;
  const parent = wanted !== null ? await findParent(db, wanted) : null;
  if (wanted !== null) await checkParent(db, parent, brandKey, errors);
  let level = row?.level ?? 1;
  if (row === null) {
    // 001 §6: at the root and under level 1 only a super admin creates pages.
    if (!errors.parentId && !canCreatePage(parent?.level ?? null, user.isSuperAdmin))
      throw forbidden(PAGE_MESSAGES.createForbidden);
    level = parent ? parent.level + 1 : LIMITS.categories.minLevel;
  } else if (parent && parent.level + 1 !== row.level) {
    // Moving keeps every descendant's level right: only under a page of the same level.
    errors.parentId ??= PAGE_MESSAGES.moveLevel;
  } else if (!parent && row.level !== LIMITS.categories.minLevel) {
    errors.parentId ??= PAGE_MESSAGES.moveLevel;
  }
  if (parent && !errors.parentId && parent.id === row?.id)
    errors.parentId = PAGE_MESSAGES.moveLevel;
  return { parentId: parent?.id ?? null, level, parentPath: parent?.path ?? '' };
}

async function checkParent(
  db: Database,
  parent: ParentInfo | null,
  brandKey: string,
  errors: FieldErrors,
): Promise<void> {
  if (!parent) errors.parentId = PAGE_MESSAGES.parentUnknown;
  else if (parent.brandKey !== brandKey) errors.parentId = PAGE_MESSAGES.parentWrongBrand;
  else if (parent.level >= LIMITS.categories.maxLevel) errors.parentId = PAGE_MESSAGES.tooDeep;
  else if ((await childCount(db, parent.id)) >= LIMITS.categories.childrenPerLevel)
    errors.parentId = PAGE_MESSAGES.tooManyChildren(LIMITS.categories.childrenPerLevel);
}

interface CheckedFields {
  title: string;
  slug: string;
  sections: StoredSection[];
  tagIds: string[] | null;
}

/** Title, slug, sections and tags, checked against the page rules of 001 §5. */
async function checkedFields(
  db: Database,
  row: CategoryRow | null,
  brandKey: string,
  input: SaveInput,
  now: Date,
  errors: FieldErrors,
): Promise<CheckedFields> {
  const title = input.title ?? row?.title ?? '';
  const slug = input.slug !== undefined ? (input.slug ?? '') : (row?.slug ?? '');
  const previous = storedSections(row?.sections);
  const sections: StoredSection[] =
    input.sections !== undefined && input.sections !== null
      ? buildSections(input.sections, previous, now, errors)
      : previous;
  const ruleErrors = validatePage({ title, slug, sections: sections.map(sectionForRules) });
  for (const [field, message] of Object.entries(ruleErrors)) errors[field] ??= message;
  if (input.sections) await checkSectionTargets(db, sections, brandKey, errors);
  const tagIds =
    input.tagIds !== undefined && input.tagIds !== null
      ? await checkTags(db, input.tagIds, errors)
      : null;
  return { title, slug, sections, tagIds };
}

/** The row's values a save writes: the input where given, else what is stored. */
function pageValues(
  row: CategoryRow | null,
  input: SaveInput,
  fields: CheckedFields,
  place: Place,
) {
  const ownSlug = fields.slug || slugify(fields.title);
  return {
    title: fields.title,
    subtitle: input.subtitle !== undefined ? input.subtitle || null : (row?.subtitle ?? null),
    slug: fields.slug,
    descriptionSeo:
      input.descriptionSEO !== undefined
        ? (input.descriptionSEO ?? '')
        : (row?.descriptionSeo ?? ''),
    description:
      input.description !== undefined ? richDoc(input.description) : (row?.description ?? null),
    medias:
      input.medias !== undefined
        ? Array.isArray(input.medias) && input.medias.length
          ? input.medias
          : null
        : (row?.medias ?? null),
    isHeadlined: input.isHeadlined ?? row?.isHeadlined ?? false,
    parentId: place.parentId,
    level: place.level,
    path: place.parentPath ? `${place.parentPath}/${ownSlug}` : ownSlug,
    sections: fields.sections,
  };
}

function richDoc(value: unknown): unknown {
  const r = checkRichText(value, 'body');
  return r.ok ? r.doc : null;
}

type PageValues = ReturnType<typeof pageValues> & {
  status: PageStatus;
  publishedAt: Date | null;
  editedAt: Date;
  updatedAt: Date;
  brandKey: string;
  format: PageFormat;
};

async function writePage(
  db: Database,
  user: SessionUser,
  now: Date,
  row: CategoryRow | null,
  values: PageValues,
): Promise<CategoryRow> {
  if (row) {
    const { brandKey: _b, format: _f, ...changes } = values;
    const updated = await db
      .update(categories)
      .set({ ...changes, version: sql`${categories.version} + 1` })
      .where(eq(categories.id, row.id))
      .returning();
    return updated[0] as CategoryRow;
  }
  const inserted = await db
    .insert(categories)
    .values({
      ...values,
      createdAt: now,
      creatorId: user.id,
      // The creator holds the edition lock from the start, as for articles.
      ...newLock(PAGE, user, now),
    })
    .returning();
  return inserted[0] as CategoryRow;
}

/** The page's tags: replaced when the save names them, else read back for the snapshot. */
async function writeTags(db: Database, pageId: string, tagIds: string[] | null): Promise<string[]> {
  if (tagIds === null)
    return (
      await db
        .select({ id: tags.id })
        .from(categoryTags)
        .innerJoin(tags, eq(tags.id, categoryTags.tagId))
        .where(and(eq(categoryTags.categoryId, pageId)))
        .orderBy(categoryTags.position)
    ).map((t) => t.id);
  await db.delete(categoryTags).where(eq(categoryTags.categoryId, pageId));
  if (tagIds.length)
    await db
      .insert(categoryTags)
      .values(tagIds.map((tagId, position) => ({ categoryId: pageId, tagId, position })));
  return tagIds;
}
