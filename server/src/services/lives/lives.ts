// Live blogs (spec 000 §3 Live, §4 Live; 001 §5, §7, §8, §9): one live per article, opened on the
// live screen, closed (endedAt = now) and reopened (endedAt cleared); up to 200 posts, newest
// first. Several journalists write at once: each post change bumps the live's updated_at, which
// colleagues' screens poll, and a post opened for editing ('Modifier/Verrouiller') names its
// editor for 10 minutes so nobody else overwrites it.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RichTextDoc } from '../../../../common/domain/article';
import { LIMITS } from '../../../../common/domain/limits';
import { validateLivePost } from '../../../../common/domain/validation/livePost';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { emitContentChange } from '../../live/contentEvents';
import { users } from '../../db/schema/accounts';
import { articles, lives } from '../../db/schema/content';
import { livePosts } from '../../db/schema/lives';
import { badUserInput, notFound, type FieldErrors } from '../../errors';
import { TEXT_LIMITS, checkDate, checkText } from '../content/fieldChecks';
import { checkRichText } from '../content/richTextCheck';
import { isUuid } from '../content/sqlRows';
import { iso, isoRequired, type UserRefRow } from '../cards/rowValues';
import { LIVE_POST } from '../lockable/contentTypes';
import {
  assertNotLockedByOther,
  changeLockIn,
  checkVersion,
  liveLock,
  readState,
  requireState,
} from '../lockable/lockable';

export const LIVE_MESSAGES = {
  articleNotFound: "L'identifiant de l'article est introuvable.",
  liveNotFound: 'Ce live est introuvable.',
  closed: 'Le live est clôturé : rouvrez-le pour le modifier.',
  tooManyPosts: `Un live ne peut pas contenir plus de ${LIMITS.livePosts} posts.`,
} as const;

const LIVE_COLUMNS = {
  id: lives.id,
  articleId: lives.articleId,
  postCount: lives.postCount,
  endedAt: lives.endedAt,
  updatedAt: lives.updatedAt,
  articleTitle: articles.title,
  brandKey: articles.brandKey,
};

type LiveRow = {
  id: string;
  articleId: string;
  postCount: number;
  endedAt: Date | null;
  updatedAt: Date;
  articleTitle: string;
  brandKey: string;
};

export interface LiveOut {
  id: string;
  postCount: number;
  endedAt: string | null;
  updatedAt: string;
  article: { id: string; title: string; brandKey: string };
}

const author = alias(users, 'author');
const editor = alias(users, 'editor');

const POST_COLUMNS = {
  id: livePosts.id,
  liveId: livePosts.liveId,
  title: livePosts.title,
  body: livePosts.body,
  publishedAt: livePosts.publishedAt,
  version: livePosts.version,
  updatedAt: livePosts.updatedAt,
  createdBy: livePosts.createdBy,
  authorName: author.name,
  authorEmail: author.email,
  authorAvatar: author.avatarUrl,
  editingBy: livePosts.editingBy,
  editingExpiresAt: livePosts.editingExpiresAt,
  editorName: editor.name,
  editorEmail: editor.email,
  editorAvatar: editor.avatarUrl,
};

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

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

function liveOut(row: LiveRow): LiveOut {
  return {
    id: row.id,
    postCount: row.postCount,
    endedAt: iso(row.endedAt),
    updatedAt: isoRequired(row.updatedAt),
    article: { id: row.articleId, title: row.articleTitle, brandKey: row.brandKey },
  };
}

function userOf(
  id: string | null,
  name: string | null,
  email: string | null,
  avatarUrl: string | null,
): UserRefRow | null {
  return id && name !== null ? { id, name, email: email ?? '', avatarUrl } : null;
}

function postOut(row: PostRow, now: Date): LivePostOut {
  const editing = liveLock({ lockedBy: row.editingBy, lockExpiresAt: row.editingExpiresAt }, now);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    publishedAt: isoRequired(row.publishedAt),
    version: row.version,
    updatedAt: isoRequired(row.updatedAt),
    author: userOf(row.createdBy, row.authorName, row.authorEmail, row.authorAvatar),
    editingBy: userOf(editing.lockedBy, row.editorName, row.editorEmail, row.editorAvatar),
  };
}

type BrandCheck = (brandKey: string) => void;

function selectLives(db: Database, where: SQL) {
  return db
    .select(LIVE_COLUMNS)
    .from(lives)
    .innerJoin(articles, eq(articles.id, lives.articleId))
    .where(where);
}

async function liveRow(db: Database, id: string, forUpdate = false): Promise<LiveRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = selectLives(db, eq(lives.id, id));
  return (await (forUpdate ? query.for('update', { of: lives }) : query))[0];
}

async function liveRowOfArticle(db: Database, articleId: string) {
  if (!isUuid(articleId)) return undefined;
  return (await selectLives(db, eq(lives.articleId, articleId)))[0];
}

async function articleBrand(db: Database, articleId: string): Promise<string> {
  const article = isUuid(articleId)
    ? (
        await db
          .select({ brandKey: articles.brandKey })
          .from(articles)
          .where(eq(articles.id, articleId))
      )[0]
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
  await db
    .insert(lives)
    .values({ articleId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: lives.articleId });
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
  await db
    .update(lives)
    .set({ endedAt: ended ? now : null, updatedAt: now })
    .where(eq(lives.id, id));
  return liveOut((await liveRow(db, id))!);
}

function selectPosts(db: Database, where: SQL) {
  return db
    .select(POST_COLUMNS)
    .from(livePosts)
    .leftJoin(author, eq(author.id, livePosts.createdBy))
    .leftJoin(editor, eq(editor.id, livePosts.editingBy))
    .where(where);
}

/** Newest first; at most LIMITS.livePosts exist. */
export async function postsOf(db: Database, liveId: string, now: Date): Promise<LivePostOut[]> {
  const rows = await selectPosts(db, eq(livePosts.liveId, liveId))
    .orderBy(desc(livePosts.publishedAt), desc(livePosts.id))
    .limit(LIMITS.livePosts);
  return rows.map((r) => postOut(r, now));
}

async function postRow(db: Database, id: string): Promise<PostRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await selectPosts(db, eq(livePosts.id, id)))[0];
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

/** A post's change: its live open and locked first, then the post, nobody else editing it. */
async function postForChange(
  t: Database,
  user: SessionUser,
  now: Date,
  postId: string,
  checkBrand: BrandCheck,
) {
  const found = await requireState(LIVE_POST, t, postId, false);
  const live = await openLiveForChange(t, found.parentId!, checkBrand);
  const state = await requireState(LIVE_POST, t, postId);
  await assertNotLockedByOther(LIVE_POST, t, state, user, now);
  return { live, state };
}

function checkPost(input: LivePostInput): PostValues {
  const errors: FieldErrors = {};
  const body = checkRichText(input.body, 'body');
  if (!body.ok) errors.body = body.message;
  else Object.assign(errors, validateLivePost({ body: body.doc as RichTextDoc | null }));
  checkText(errors, 'title', input.title, TEXT_LIMITS.title);
  const publishedAt = checkDate(errors, 'publishedAt', input.publishedAt);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return {
    title: input.title?.trim() ? input.title.trim() : null,
    body: body.ok ? body.doc : null,
    publishedAt: publishedAt ?? undefined,
  };
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
    const existing = postId ? await readState(LIVE_POST, t, postId) : undefined;
    if (postId && (!existing || existing.parentId !== live.id))
      throw notFound(LIVE_POST.messages.notFound);
    if (existing) {
      await assertNotLockedByOther(LIVE_POST, t, existing, user, now);
      checkVersion(LIVE_POST, existing, input.version);
    } else if (live.postCount >= LIMITS.livePosts) {
      throw badUserInput({ live: LIVE_MESSAGES.tooManyPosts }, LIVE_MESSAGES.tooManyPosts);
    }
    const values = checkPost(input);
    const id = existing
      ? await updatePost(t, existing.id, values, now)
      : await insertPost(t, user, live.id, values, now);
    await t.update(lives).set({ updatedAt: now }).where(eq(lives.id, live.id));
    const version = existing ? existing.version + 1 : 1;
    const row = { id, brandKey: live.brandKey, version };
    await emitContentChange(t, 'livePost', row, existing ? 'saved' : 'created', user, now);
    return id;
  });
  return postOut((await postRow(db, id))!, now);
}

type PostValues = { title: string | null; body: unknown; publishedAt: Date | undefined };

/** A saved post is nobody's to edit any more: the mark is cleared with the save. */
async function updatePost(t: Database, id: string, v: PostValues, now: Date): Promise<string> {
  await t
    .update(livePosts)
    .set({
      title: v.title,
      body: v.body,
      ...(v.publishedAt ? { publishedAt: v.publishedAt } : {}),
      version: sql`${livePosts.version} + 1`,
      updatedAt: now,
      editingBy: null,
      editingExpiresAt: null,
    })
    .where(eq(livePosts.id, id));
  return id;
}

async function insertPost(
  t: Database,
  user: SessionUser,
  liveId: string,
  v: PostValues,
  now: Date,
): Promise<string> {
  const created = await t
    .insert(livePosts)
    .values({
      liveId,
      title: v.title,
      body: v.body,
      publishedAt: v.publishedAt ?? now,
      createdBy: user.id,
      updatedAt: now,
    })
    .returning({ id: livePosts.id });
  await t
    .update(lives)
    .set({ postCount: sql`${lives.postCount} + 1` })
    .where(eq(lives.id, liveId));
  return created[0]!.id;
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
    const { live, state } = await postForChange(t, user, now, postId, checkBrand);
    const existing = (await postRow(t, postId))!;
    await t.delete(livePosts).where(eq(livePosts.id, postId));
    const gone = { id: postId, brandKey: live.brandKey, version: state.version };
    await emitContentChange(t, 'livePost', gone, 'deleted', user, now);
    await t
      .update(lives)
      .set({ postCount: sql`greatest(${lives.postCount} - 1, 0)`, updatedAt: now })
      .where(eq(lives.id, state.parentId!));
    return postOut(existing, now);
  });
}

/** « Modifier/Verrouiller »: marks the post as edited by `user` (or releases it). */
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
    const { state } = await postForChange(t, user, now, postId, checkBrand);
    await changeLockIn(
      LIVE_POST,
      t,
      postId,
      { user, now, action: editing ? 'lock' : 'unlock' },
      checkBrand,
    );
    await t.update(lives).set({ updatedAt: now }).where(eq(lives.id, state.parentId!));
    return postId;
  });
  return postOut((await postRow(db, id))!, now);
}
