// Live blogs (spec 000 §3 Live, §4 Live; 001 §5, §7, §8, §9): one live per article, opened on the
// live screen, closed (endedAt = now) and reopened (endedAt cleared); up to 200 posts, newest
// first. Several journalists write at once: each post change bumps the live's updated_at, which
// colleagues' screens poll, and a post opened for editing ('Modifier/Verrouiller') names its
// editor for 10 minutes so nobody else overwrites it.
import { sql } from 'drizzle-orm';
import type { RichTextDoc } from '../../../../common/domain/article';
import { LIMITS } from '../../../../common/domain/limits';
import { validateLivePost } from '../../../../common/domain/validation/livePost';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { badUserInput, conflict, notFound, type FieldErrors } from '../../errors';
import { TEXT_LIMITS, checkDate, checkText } from '../content/fieldChecks';
import { checkRichText } from '../content/richTextCheck';
import { isUuid, queryOne, queryRows } from '../content/sqlRows';
import {
  iso,
  isoRequired,
  lockedError,
  otherLockHolder,
  type UserRefRow,
} from '../cards/rowValues';

export const LIVE_MESSAGES = {
  articleNotFound: "L'identifiant de l'article est introuvable.",
  liveNotFound: 'Ce live est introuvable.',
  postNotFound: 'Ce post est introuvable.',
  closed: 'Le live est clôturé : rouvrez-le pour le modifier.',
  tooManyPosts: `Un live ne peut pas contenir plus de ${LIMITS.livePosts} posts.`,
  editedBy: (name: string) => `Ce post est en cours de modification par ${name}.`,
  conflict: "Le post a été modifié entre-temps par quelqu'un d'autre.",
} as const;

/** How long a post stays marked as being edited without being saved or released (ours). */
export const LIVE_POST_EDIT_MS = 10 * 60 * 1000;

interface LiveRow {
  id: string;
  articleId: string;
  postCount: number;
  endedAt: Date | string | null;
  updatedAt: Date | string;
  articleTitle: string;
  brandKey: string;
}

export interface LiveOut {
  id: string;
  postCount: number;
  endedAt: string | null;
  updatedAt: string;
  article: { id: string; title: string; brandKey: string };
}

interface PostRow {
  id: string;
  liveId: string;
  title: string | null;
  body: unknown;
  publishedAt: Date | string;
  version: number;
  updatedAt: Date | string;
  createdBy: string | null;
  authorName: string | null;
  authorEmail: string | null;
  authorAvatar: string | null;
  editingBy: string | null;
  editingExpiresAt: Date | string | null;
  editorName: string | null;
  editorEmail: string | null;
  editorAvatar: string | null;
}

export interface LivePostOut {
  id: string;
  title: string | null;
  body: unknown;
  publishedAt: string;
  version: number;
  updatedAt: string;
  author: UserRefRow | null;
  editingBy: UserRefRow | null;
}

const LIVE_SELECT = sql`select l.id, l.article_id as "articleId", l.post_count as "postCount",
  l.ended_at as "endedAt", l.updated_at as "updatedAt", a.title as "articleTitle",
  a.brand_key as "brandKey" from lives l join articles a on a.id = l.article_id`;

const POST_SELECT = sql`select p.id, p.live_id as "liveId", p.title, p.body,
  p.published_at as "publishedAt", p.version, p.updated_at as "updatedAt", p.created_by as "createdBy",
  au.name as "authorName", au.email as "authorEmail", au.avatar_url as "authorAvatar",
  p.editing_by as "editingBy", p.editing_expires_at as "editingExpiresAt",
  ed.name as "editorName", ed.email as "editorEmail", ed.avatar_url as "editorAvatar"
  from live_posts p left join users au on au.id = p.created_by
  left join users ed on ed.id = p.editing_by`;

function liveOut(row: LiveRow): LiveOut {
  return {
    id: row.id,
    postCount: row.postCount,
    endedAt: iso(row.endedAt),
    updatedAt: isoRequired(row.updatedAt),
    article: { id: row.articleId, title: row.articleTitle, brandKey: row.brandKey },
  };
}

function postOut(row: PostRow, now: Date): LivePostOut {
  const editing =
    row.editingBy &&
    row.editingExpiresAt &&
    new Date(row.editingExpiresAt).getTime() > now.getTime() &&
    row.editorName !== null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    publishedAt: isoRequired(row.publishedAt),
    version: row.version,
    updatedAt: isoRequired(row.updatedAt),
    author:
      row.createdBy && row.authorName !== null
        ? {
            id: row.createdBy,
            name: row.authorName,
            email: row.authorEmail ?? '',
            avatarUrl: row.authorAvatar,
          }
        : null,
    editingBy: editing
      ? {
          id: row.editingBy!,
          name: row.editorName!,
          email: row.editorEmail ?? '',
          avatarUrl: row.editorAvatar,
        }
      : null,
  };
}

type BrandCheck = (brandKey: string) => void;

async function liveRow(db: Database, id: string, forUpdate = false): Promise<LiveRow | undefined> {
  if (!isUuid(id)) return undefined;
  return queryOne<LiveRow>(
    db,
    sql`${LIVE_SELECT} where l.id = ${id}::uuid${forUpdate ? sql` for update of l` : sql``}`,
  );
}

async function liveRowOfArticle(db: Database, articleId: string) {
  if (!isUuid(articleId)) return undefined;
  return queryOne<LiveRow>(db, sql`${LIVE_SELECT} where l.article_id = ${articleId}::uuid`);
}

async function articleBrand(db: Database, articleId: string): Promise<string> {
  const article = isUuid(articleId)
    ? await queryOne<{ brandKey: string }>(
        db,
        sql`select brand_key as "brandKey" from articles where id = ${articleId}::uuid`,
      )
    : undefined;
  if (!article) throw notFound(LIVE_MESSAGES.articleNotFound);
  return article.brandKey;
}

export async function findLiveOfArticle(
  db: Database,
  articleId: string,
  checkBrand: BrandCheck,
): Promise<LiveOut | null> {
  checkBrand(await articleBrand(db, articleId));
  const row = await liveRowOfArticle(db, articleId);
  return row ? liveOut(row) : null;
}

export async function findLive(
  db: Database,
  id: string,
  checkBrand: BrandCheck,
): Promise<LiveOut | null> {
  const row = await liveRow(db, id);
  if (!row) return null;
  checkBrand(row.brandKey);
  return liveOut(row);
}

/** Opening the live screen: the article's live, created when absent (000 §4). */
export async function openLive(
  db: Database,
  articleId: string,
  now: Date,
  checkBrand: BrandCheck,
): Promise<LiveOut> {
  checkBrand(await articleBrand(db, articleId));
  await db.execute(sql`insert into lives (article_id, created_at, updated_at)
    values (${articleId}::uuid, ${now}, ${now}) on conflict (article_id) do nothing`);
  return liveOut((await liveRowOfArticle(db, articleId))!);
}

/** Closing sets endedAt to the server's now; reopening clears it (000 §4). */
export async function setLiveEnded(
  db: Database,
  id: string,
  ended: boolean,
  now: Date,
  checkBrand: BrandCheck,
): Promise<LiveOut> {
  const row = await liveRow(db, id);
  if (!row) throw notFound(LIVE_MESSAGES.liveNotFound);
  checkBrand(row.brandKey);
  await db.execute(sql`update lives set ended_at = ${ended ? now : null}, updated_at = ${now}
    where id = ${id}::uuid`);
  return liveOut((await liveRow(db, id))!);
}

/** Newest first; at most LIMITS.livePosts exist. */
export async function postsOf(db: Database, liveId: string, now: Date): Promise<LivePostOut[]> {
  const rows = await queryRows<PostRow>(
    db,
    sql`${POST_SELECT} where p.live_id = ${liveId}::uuid
      order by p.published_at desc, p.id desc limit ${LIMITS.livePosts}`,
  );
  return rows.map((r) => postOut(r, now));
}

async function postRow(db: Database, id: string, forUpdate = false) {
  if (!isUuid(id)) return undefined;
  return queryOne<PostRow>(
    db,
    sql`${POST_SELECT} where p.id = ${id}::uuid${forUpdate ? sql` for update of p` : sql``}`,
  );
}

/** One post as it is now (its live's brand checked), or null when it was deleted. */
export async function findPost(
  db: Database,
  id: string,
  now: Date,
  checkBrand: BrandCheck,
): Promise<LivePostOut | null> {
  const post = await postRow(db, id);
  if (!post) return null;
  const live = await liveRow(db, post.liveId);
  if (live) checkBrand(live.brandKey);
  return postOut(post, now);
}

export interface LivePostInput {
  title?: string | null;
  body: unknown;
  publishedAt?: string | null;
  version?: number | null;
}

/** The live of a post, locked for the change, brand-checked and open. */
async function openLiveForChange(
  t: Database,
  liveId: string,
  checkBrand: BrandCheck,
): Promise<LiveRow> {
  const live = await liveRow(t, liveId, true);
  if (!live) throw notFound(LIVE_MESSAGES.liveNotFound);
  checkBrand(live.brandKey);
  if (live.endedAt) throw badUserInput({ live: LIVE_MESSAGES.closed }, LIVE_MESSAGES.closed);
  return live;
}

export async function savePost(
  db: Database,
  user: SessionUser,
  now: Date,
  liveId: string,
  postId: string | null,
  input: LivePostInput,
  checkBrand: BrandCheck,
): Promise<LivePostOut> {
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // The live row is locked first, so posts of one live are written one at a time: the count
    // of 200 cannot be overshot by two journalists posting together.
    const live = await openLiveForChange(t, liveId, checkBrand);
    const existing = postId ? await postRow(t, postId, true) : undefined;
    if (postId && (!existing || existing.liveId !== live.id))
      throw notFound(LIVE_MESSAGES.postNotFound);
    if (existing) {
      const holder = otherLockHolder(existing.editingBy, existing.editingExpiresAt, user.id, now);
      if (holder) throw await lockedError(t, holder, LIVE_MESSAGES.editedBy);
      if (typeof input.version === 'number' && input.version !== existing.version)
        throw conflict(LIVE_MESSAGES.conflict, { currentVersion: existing.version });
    } else if (live.postCount >= LIMITS.livePosts) {
      throw badUserInput({ live: LIVE_MESSAGES.tooManyPosts }, LIVE_MESSAGES.tooManyPosts);
    }
    const errors: FieldErrors = {};
    const body = checkRichText(input.body, 'body');
    if (!body.ok) errors.body = body.message;
    else Object.assign(errors, validateLivePost({ body: body.doc as RichTextDoc | null }));
    checkText(errors, 'title', input.title, TEXT_LIMITS.title);
    const publishedAt = checkDate(errors, 'publishedAt', input.publishedAt);
    if (Object.keys(errors).length > 0) throw badUserInput(errors);
    const title = input.title?.trim() ? input.title.trim() : null;
    const json = body.ok ? body.json : null;
    let id: string;
    if (existing) {
      id = existing.id;
      await t.execute(sql`update live_posts set title = ${title}, body = ${json}::jsonb,
        published_at = coalesce(${publishedAt ?? null}::timestamptz, published_at),
        version = version + 1, updated_at = ${now}, editing_by = null, editing_expires_at = null
        where id = ${id}::uuid`);
    } else {
      const created = await queryOne<{ id: string }>(
        t,
        sql`insert into live_posts (live_id, title, body, published_at, created_by, updated_at)
        values (${live.id}::uuid, ${title}, ${json}::jsonb, ${publishedAt ?? now}, ${user.id}::uuid, ${now})
        returning id`,
      );
      id = created!.id;
      await t.execute(
        sql`update lives set post_count = post_count + 1 where id = ${live.id}::uuid`,
      );
    }
    await t.execute(sql`update lives set updated_at = ${now} where id = ${live.id}::uuid`);
    return id;
  });
  return postOut((await postRow(db, id))!, now);
}

export async function deletePost(
  db: Database,
  user: SessionUser,
  now: Date,
  postId: string,
  checkBrand: BrandCheck,
): Promise<LivePostOut> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const found = await postRow(t, postId);
    if (!found) throw notFound(LIVE_MESSAGES.postNotFound);
    await openLiveForChange(t, found.liveId, checkBrand);
    const existing = (await postRow(t, postId, true))!;
    const holder = otherLockHolder(existing.editingBy, existing.editingExpiresAt, user.id, now);
    if (holder) throw await lockedError(t, holder, LIVE_MESSAGES.editedBy);
    await t.execute(sql`delete from live_posts where id = ${postId}::uuid`);
    await t.execute(sql`update lives set post_count = greatest(post_count - 1, 0),
      updated_at = ${now} where id = ${existing.liveId}::uuid`);
    return postOut(existing, now);
  });
}

/** 'Modifier/Verrouiller': marks the post as edited by `user` (or releases it). */
export async function markPostEditing(
  db: Database,
  user: SessionUser,
  now: Date,
  postId: string,
  editing: boolean,
  checkBrand: BrandCheck,
): Promise<LivePostOut> {
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const found = await postRow(t, postId);
    if (!found) throw notFound(LIVE_MESSAGES.postNotFound);
    await openLiveForChange(t, found.liveId, checkBrand);
    const existing = (await postRow(t, postId, true))!;
    const holder = otherLockHolder(existing.editingBy, existing.editingExpiresAt, user.id, now);
    if (holder) throw await lockedError(t, holder, LIVE_MESSAGES.editedBy);
    await t.execute(
      editing
        ? sql`update live_posts set editing_by = ${user.id}::uuid,
            editing_expires_at = ${new Date(now.getTime() + LIVE_POST_EDIT_MS)} where id = ${postId}::uuid`
        : sql`update live_posts set editing_by = null, editing_expires_at = null
            where id = ${postId}::uuid`,
    );
    await t.execute(sql`update lives set updated_at = ${now} where id = ${existing.liveId}::uuid`);
    return postId;
  });
  return postOut((await postRow(db, id))!, now);
}
