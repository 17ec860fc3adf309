// Saving a page (createCategory / updateCategory) in one transaction: input checks, lock and
// version, parent and level (001 §6, §9), the status machine of its format (000 §4), the page and
// section rules of 001 §5 (common/domain/validation/page.ts), then the row and a history snapshot.
// Anything refused throws before commit.
import { and, eq, sql } from 'drizzle-orm';
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
import { categories, categoryTags, tags } from '../../db/schema/content';
import { assertNoFieldErrors, conflict, forbidden, type FieldErrors } from '../../errors';
import type { CategoryCreateInput, CategoryUpdateInput } from '../../generated/resolvers';
import { checkDate, checkMedias, checkText, TEXT_LIMITS } from '../content/fieldChecks';
import { checkRichText } from '../content/richTextCheck';
import type { CategoryRow } from '../content/rows';
import { isUuid, queryOne, queryRows, uuidArray } from '../content/sqlRows';
import {
  assertPageNotLockedByOther,
  PAGE_LOCK_MS,
  PAGE_MESSAGES,
  pageForUpdate,
} from './pageLocks';
import {
  buildSections,
  checkSectionTargets,
  sectionForRules,
  storedSections,
  type StoredSection,
} from './sections';

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
  return (
    (await queryOne<ParentInfo>(
      db,
      sql`select id, level, path, brand_key as "brandKey" from categories where id = ${id}::uuid and status <> 'Deleted'`,
    )) ?? null
  );
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
  const found = await queryRows<{ id: string }>(
    db,
    sql`select id from tags where id = any(${uuidArray(unique)}) and type in ('Tag', 'Destination')`,
  );
  if (found.length !== unique.length) errors.tags = PAGE_MESSAGES.tagUnknown;
  return unique;
}

async function childCount(db: Database, parentId: string): Promise<number> {
  const r = await queryOne<{ n: number }>(
    db,
    sql`select count(*)::int as n from categories where parent_id = ${parentId}::uuid and status <> 'Deleted'`,
  );
  return Number(r?.n ?? 0);
}

export async function savePage(
  ctx: GraphQLContext,
  user: SessionUser,
  target: { id: string; data: CategoryUpdateInput } | { id: null; data: CategoryCreateInput },
): Promise<CategoryRow> {
  const now = ctx.now;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const errors: FieldErrors = {};
    let row: CategoryRow | null = null;
    let brandKey: string;
    let format: PageFormat;
    if (target.id !== null) {
      row = await pageForUpdate(db, target.id);
      brandKey = row.brandKey;
      format = row.format as PageFormat;
      requireBrand(ctx, brandKey);
      await assertPageNotLockedByOther(db, row, user, now);
      if (target.data.version !== row.version)
        throw conflict(PAGE_MESSAGES.conflict(row.version), { currentVersion: row.version });
    } else {
      brandKey = target.data.brandKey;
      format = target.data.format;
      requireBrand(ctx, brandKey);
    }
    const input: SaveInput = target.data;
    const { publishedAt: chosenDate } = checkInput(input, errors);

    // — Parent and level
    let parentId = row?.parentId ?? null;
    let level = row?.level ?? 1;
    let parentPath = '';
    const parentChanged =
      input.parentId !== undefined && (input.parentId ?? null) !== (row?.parentId ?? null);
    if (row === null || parentChanged) {
      const wanted = input.parentId ?? null;
      let parent: ParentInfo | null = null;
      if (wanted !== null) {
        parent = await findParent(db, wanted);
        if (!parent) errors.parentId = PAGE_MESSAGES.parentUnknown;
        else if (parent.brandKey !== brandKey) errors.parentId = PAGE_MESSAGES.parentWrongBrand;
        else if (parent.level >= LIMITS.categories.maxLevel)
          errors.parentId = PAGE_MESSAGES.tooDeep;
        else if ((await childCount(db, parent.id)) >= LIMITS.categories.childrenPerLevel)
          errors.parentId = PAGE_MESSAGES.tooManyChildren(LIMITS.categories.childrenPerLevel);
      }
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
      parentId = parent?.id ?? null;
      parentPath = parent?.path ?? '';
    } else if (parentId) {
      parentPath = (await findParent(db, parentId))?.path ?? '';
    }

    // — Status
    const fromStatus = (row?.status ?? 'Draft') as PageStatus;
    const decided = decideStatus(
      format,
      fromStatus,
      input.status,
      input.transition,
      chosenDate,
      row?.publishedAt ?? null,
      now,
      errors,
    );

    // — Fields and sections
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
    assertNoFieldErrors(errors);

    const ownSlug = slug || slugify(title);
    const values = {
      title,
      subtitle: input.subtitle !== undefined ? input.subtitle || null : (row?.subtitle ?? null),
      slug,
      descriptionSeo:
        input.descriptionSEO !== undefined
          ? (input.descriptionSEO ?? '')
          : (row?.descriptionSeo ?? ''),
      description:
        input.description !== undefined
          ? (() => {
              const r = checkRichText(input.description, 'body');
              return r.ok ? r.doc : null;
            })()
          : (row?.description ?? null),
      medias:
        input.medias !== undefined
          ? Array.isArray(input.medias) && input.medias.length
            ? input.medias
            : null
          : (row?.medias ?? null),
      isHeadlined: input.isHeadlined ?? row?.isHeadlined ?? false,
      status: decided.status,
      publishedAt: decided.publishedAt,
      parentId,
      level,
      path: parentPath ? `${parentPath}/${ownSlug}` : ownSlug,
      sections,
      editedAt: now,
      updatedAt: now,
    };
    let saved: CategoryRow;
    if (row) {
      const updated = await db
        .update(categories)
        .set({ ...values, version: sql`${categories.version} + 1` })
        .where(eq(categories.id, row.id))
        .returning();
      saved = updated[0] as CategoryRow;
    } else {
      const inserted = await db
        .insert(categories)
        .values({
          ...values,
          brandKey,
          format,
          createdAt: now,
          creatorId: user.id,
          // The creator holds the edition lock from the start, as for articles.
          lockedAt: now,
          lockedBy: user.id,
          lockExpiresAt: new Date(now.getTime() + PAGE_LOCK_MS),
        })
        .returning();
      saved = inserted[0] as CategoryRow;
    }
    let finalTags: string[];
    if (tagIds !== null) {
      await db.delete(categoryTags).where(eq(categoryTags.categoryId, saved.id));
      if (tagIds.length)
        await db
          .insert(categoryTags)
          .values(tagIds.map((tagId, position) => ({ categoryId: saved.id, tagId, position })));
      finalTags = tagIds;
    } else {
      finalTags = (
        await db
          .select({ id: tags.id })
          .from(categoryTags)
          .innerJoin(tags, eq(tags.id, categoryTags.tagId))
          .where(and(eq(categoryTags.categoryId, saved.id)))
          .orderBy(categoryTags.position)
      ).map((t) => t.id);
    }
    await db.execute(
      sql`insert into category_histories (category_id, user_id, created_at, snapshot)
          values (${saved.id}::uuid, ${user.id}::uuid, ${now.toISOString()}::timestamptz, ${JSON.stringify(snapshotOf(saved, finalTags))}::jsonb)`,
    );
    return saved;
  });
}
