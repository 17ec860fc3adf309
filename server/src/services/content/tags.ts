// Tags (spec 000 §3, 001 §2–§5): search and lists, usage counts, branded contents per brand,
// upsert by natural key (title, lang, type), machine tags linking a web article to a print
// assignment, and suggestions from the tags of the closest articles.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { brandProfile } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { TAG_TYPES } from '../../../../common/domain/statuses';
import { slugify } from '../../../../common/domain/validation/slug';
import { docToPlainText } from '../../../../common/richtext/plainText';
import type { Database } from '../../db/database';
import {
  articleMachineTags,
  articles,
  machineTags,
  tagBrandedContents,
  tags,
} from '../../db/schema/content';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../errors';
import type {
  MachineTagCreateInput,
  TagBrandedContentInput,
  TagCreateInput,
  TagUpdateInput,
  TagWhereInput,
  TagWhereUniqueInput,
} from '../../generated/resolvers';
import type { SessionUser } from '../../context';
import { ARTICLE } from '../lockable/contentTypes';
import { assertNotLockedByOther } from '../lockable/lockable';
import { prefixQuery } from './articleQueries';
import { checkText, FIELD_MESSAGES, TEXT_LIMITS } from './fieldChecks';
import { tagIntroError } from './articleRules';
import { checkRichText } from './richTextCheck';
import type { TagRow } from './rows';
import { orQueryOf, similarArticleIds } from './similarArticles';
import { isUuid, pageOf, queryOne, queryRows } from './sqlRows';

export const TAG_MESSAGES = {
  titleRequired: 'Le titre du tag est obligatoire.',
  typeInvalid: 'Type de tag inconnu.',
  naturalKeyRequired: 'Le titre, la langue et le type identifient un tag.',
  machineTagInvalid: 'Un machine tag est de la forme topicassignment:id={identifiant}.',
  articleNotFound: "L'identifiant de l'article est introuvable.",
  tooManyMachineTags: `Un article ne peut pas comporter plus de ${LIMITS.articleRelations.machineTags} machine tags.`,
} as const;

const TAG_PAGE = { default: 100, max: 1000 } as const;

function tagConditions(where: TagWhereInput | null | undefined): SQL[] {
  const c: SQL[] = [];
  if (where?.type_in?.length)
    c.push(
      sql`${tags.type} in ${sql`(${sql.join(
        where.type_in.map((t) => sql`${t}`),
        sql`, `,
      )})`}`,
    );
  if (typeof where?.isActive === 'boolean') c.push(eq(tags.isActive, where.isActive));
  if (where?.lang) c.push(eq(tags.lang, where.lang));
  if (where?.brandKey) {
    // A tag belongs to a brand's list when the brand gave it content or used it on an article.
    c.push(sql`(exists (select 1 from tag_branded_contents b where b.tag_id = ${tags.id} and b.brand_key = ${where.brandKey})
      or exists (select 1 from article_tags at join articles a on a.id = at.article_id where at.tag_id = ${tags.id} and a.brand_key = ${where.brandKey}))`);
  }
  return c;
}

export async function listTags(
  db: Database,
  args: { first?: number | null; skip?: number | null; where?: TagWhereInput | null },
): Promise<TagRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, TAG_PAGE.default, TAG_PAGE.max);
  const c = tagConditions(args.where);
  return db
    .select()
    .from(tags)
    .where(c.length ? and(...c) : undefined)
    .orderBy(asc(tags.title), asc(tags.id))
    .limit(limit)
    .offset(offset);
}

/** 'Rechercher un tag': title words by prefix, accents folded; sorted by title. */
export async function searchTags(
  db: Database,
  args: {
    query: string;
    first?: number | null;
    skip?: number | null;
    where?: TagWhereInput | null;
  },
): Promise<TagRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, TAG_PAGE.default, TAG_PAGE.max);
  const prefix = prefixQuery(args.query);
  if (!prefix) return listTags(db, args);
  const c = [
    ...tagConditions(args.where),
    sql`"tags"."title_prefix" @@ to_tsquery('public.fr_prefix', ${prefix})`,
  ];
  return db
    .select()
    .from(tags)
    .where(and(...c))
    .orderBy(asc(tags.title), asc(tags.id))
    .limit(limit)
    .offset(offset);
}

/** The TV panels' searches (searchTvPrograms / searchTvCollections): active tags of one type, 25 at most. */
export function searchTvTags(
  db: Database,
  type: 'TvProgram' | 'TvCollection',
  args: { query: string; first?: number | null },
): Promise<TagRow[]> {
  const max = LIMITS.pageSize.tvProgramSearch;
  const { limit } = pageOf(args.first, 0, max, max);
  return searchTags(db, {
    query: args.query,
    first: limit,
    where: { type_in: [type], isActive: true },
  });
}

export async function findTag(db: Database, id: string): Promise<TagRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(tags).where(eq(tags.id, id)))[0] ?? null;
}

export async function upsertTag(
  db: Database,
  where: TagWhereUniqueInput,
  create: TagCreateInput,
  update: TagUpdateInput | null | undefined,
  now: Date,
): Promise<TagRow> {
  let existing: TagRow | null = null;
  if (where.id) {
    existing = await findTag(db, where.id);
    if (!existing) throw notFound(MESSAGES.tagNotFound);
  } else {
    if (!where.title || !where.type)
      assertNoFieldErrors({ title: TAG_MESSAGES.naturalKeyRequired });
    existing =
      (
        await db
          .select()
          .from(tags)
          .where(
            and(
              sql`lower(${tags.title}) = lower(${where.title})`,
              eq(tags.lang, where.lang ?? 'fr'),
              eq(tags.type, where.type as string),
            ),
          )
      )[0] ?? null;
  }
  if (existing) {
    if (!update || (update.relationId === undefined && update.isActive === undefined))
      return existing;
    const rows = await db
      .update(tags)
      .set({
        relationId: update.relationId === undefined ? existing.relationId : update.relationId,
        isActive: update.isActive ?? existing.isActive,
        updatedAt: now,
      })
      .where(eq(tags.id, existing.id))
      .returning();
    return rows[0] as TagRow;
  }
  const errors: FieldErrors = {};
  const title = create.title?.trim() ?? '';
  if (!title) errors.title = TAG_MESSAGES.titleRequired;
  checkText(errors, 'title', title, TEXT_LIMITS.title);
  if (!(TAG_TYPES as readonly string[]).includes(create.type))
    errors.type = TAG_MESSAGES.typeInvalid;
  checkText(errors, 'relationId', create.relationId, TEXT_LIMITS.shortText);
  assertNoFieldErrors(errors);
  const rows = await db
    .insert(tags)
    .values({
      title,
      type: create.type,
      lang: create.lang ?? 'fr',
      relationId: create.relationId ?? null,
      slug: create.slug ? slugify(create.slug) : slugify(title),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (rows[0]) return rows[0];
  // Lost a race with an identical upsert: the natural key now exists.
  const again = (
    await db
      .select()
      .from(tags)
      .where(
        and(
          sql`lower(${tags.title}) = lower(${title})`,
          eq(tags.lang, create.lang ?? 'fr'),
          eq(tags.type, create.type),
        ),
      )
  )[0];
  if (!again) throw notFound(MESSAGES.tagNotFound);
  return again;
}

/** Branded content of a tag for one brand: activity, image and intro text under 300 characters. */
export async function updateTagBrandedContent(
  db: Database,
  tag: TagRow,
  data: TagBrandedContentInput,
  now: Date,
): Promise<TagRow> {
  const errors: FieldErrors = {};
  let body: unknown = null;
  if (data.body !== undefined) {
    const checked = checkRichText(data.body, 'lead');
    if (!checked.ok) errors.body = checked.message;
    else {
      body = checked.doc;
      const introError = tagIntroError(docToPlainText(checked.doc));
      if (introError) errors.body = introError;
    }
  }
  if (
    data.media !== undefined &&
    data.media !== null &&
    (typeof data.media !== 'object' || Array.isArray(data.media))
  )
    errors.media = FIELD_MESSAGES.mediasInvalid;
  assertNoFieldErrors(errors);
  const values = {
    ...(data.isActive !== undefined && data.isActive !== null ? { isActive: data.isActive } : {}),
    ...(data.body !== undefined ? { body } : {}),
    ...(data.media !== undefined ? { media: data.media } : {}),
    updatedAt: now,
  };
  await db
    .insert(tagBrandedContents)
    .values({ tagId: tag.id, brandKey: data.brandKey, createdAt: now, ...values })
    .onConflictDoUpdate({
      target: [tagBrandedContents.tagId, tagBrandedContents.brandKey],
      set: values,
    });
  await db.update(tags).set({ updatedAt: now }).where(eq(tags.id, tag.id));
  return { ...tag, updatedAt: now };
}

const MACHINE_TAG = /^topicassignment:id=[A-Za-z0-9_-]{1,100}$/;

/** Finds or creates the machine tag and links it to the article at `order` (or last). */
export async function createMachineTag(
  db: Database,
  data: MachineTagCreateInput,
  checkBrand: (brandKey: string) => void,
  /** Adding a machine tag edits the article: another user's live lock refuses it. */
  editor: { user: SessionUser; now: Date },
): Promise<{ id: string; tag: string }> {
  const articleId = data.article.connect.id;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const article = isUuid(articleId)
      ? (
          await t
            .select({
              id: articles.id,
              brandKey: articles.brandKey,
              lockedBy: articles.lockedBy,
              lockExpiresAt: articles.lockExpiresAt,
            })
            .from(articles)
            .where(eq(articles.id, articleId))
            .for('update')
        )[0]
      : undefined;
    if (!article) throw notFound(TAG_MESSAGES.articleNotFound);
    // The article's brand first: another brand's article is refused whatever the tag says.
    checkBrand(article.brandKey);
    if (!MACHINE_TAG.test(data.tag)) assertNoFieldErrors({ tag: TAG_MESSAGES.machineTagInvalid });
    await assertNotLockedByOther(ARTICLE, t, { ...article, format: null }, editor.user, editor.now);
    await t.insert(machineTags).values({ tag: data.tag }).onConflictDoNothing();
    const machineTag = (
      await t
        .select({ id: machineTags.id, tag: machineTags.tag })
        .from(machineTags)
        .where(eq(machineTags.tag, data.tag))
    )[0] as { id: string; tag: string };
    const current = await queryRows<{ id: string }>(
      t,
      sql`select machine_tag_id as id from article_machine_tags where article_id = ${article.id}::uuid order by position`,
    );
    const list = current.map((r) => r.id).filter((id) => id !== machineTag.id);
    if (list.length + 1 > LIMITS.articleRelations.machineTags)
      assertNoFieldErrors({ tag: TAG_MESSAGES.tooManyMachineTags });
    const at =
      data.article.order === null || data.article.order === undefined
        ? list.length
        : Math.max(0, Math.min(data.article.order, list.length));
    list.splice(at, 0, machineTag.id);
    await t.delete(articleMachineTags).where(eq(articleMachineTags.articleId, article.id));
    await t
      .insert(articleMachineTags)
      .values(list.map((otherId, position) => ({ articleId: article.id, otherId, position })));
    return machineTag;
  });
}

/**
 * Suggestions (001 §9): the most used tags of the closest articles of the brand that the article
 * does not carry yet: top 3 tags, 1 person (only where the brand allows person tags), 1 event.
 */
export async function suggestTags(
  db: Database,
  articleId: string,
  brandKey: string,
  where: TagWhereInput | null | undefined,
  /** Throws unless the user works on the article's brand (its text is read). */
  checkBrand: (brandKey: string) => void,
): Promise<TagRow[]> {
  if (!isUuid(articleId)) throw notFound(TAG_MESSAGES.articleNotFound);
  const article = await queryOne<{ title: string; leadText: string; brandKey: string }>(
    db,
    sql`select title, lead_text as "leadText", brand_key as "brandKey" from articles where id = ${articleId}::uuid`,
  );
  if (!article) throw notFound(TAG_MESSAGES.articleNotFound);
  checkBrand(article.brandKey);
  // Suggestions come from the article's own brand, whichever brand the call names.
  if (article.brandKey !== brandKey) throw notFound(TAG_MESSAGES.articleNotFound);
  const orQuery = orQueryOf(`${article.title} ${article.leadText}`);
  if (!orQuery) return [];
  const ranked = await queryRows<{ id: string; type: string }>(
    db,
    sql`select t.id, t.type, count(*) as uses from article_tags at join tags t on t.id = at.tag_id
        where at.article_id in (${similarArticleIds(articleId, brandKey, orQuery)}) and t.is_active
          and t.id not in (select tag_id from article_tags where article_id = ${articleId}::uuid)
        group by t.id, t.type order by uses desc, t.title limit 100`,
  );
  const wanted = where?.type_in?.length ? new Set(where.type_in) : null;
  const personAllowed = brandProfile(brandKey).personTagsAllowed;
  const quota: Record<'Person' | 'Event' | 'other', number> = {
    Person: personAllowed ? LIMITS.tagSuggestions.persons : 0,
    Event: LIMITS.tagSuggestions.events,
    other: LIMITS.tagSuggestions.tags,
  };
  const picked: string[] = [];
  for (const r of ranked) {
    if (wanted && !wanted.has(r.type)) continue;
    const bucket = r.type === 'Person' ? 'Person' : r.type === 'Event' ? 'Event' : 'other';
    if (quota[bucket] > 0) {
      quota[bucket] -= 1;
      picked.push(r.id);
    }
  }
  if (picked.length === 0) return [];
  const rows = await db
    .select()
    .from(tags)
    .where(
      sql`${tags.id} in ${sql`(${sql.join(
        picked.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`}`,
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return picked.map((id) => byId.get(id)).filter((t): t is TagRow => t !== undefined);
}
