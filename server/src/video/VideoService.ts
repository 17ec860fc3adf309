// The video operations of the API (issue 32): upload URLs, attaching a video to a Video article,
// the processing job (Pending → Ready or back to Draft), host-side updates (« Localisation »:
// geoblocking), deletion, and the articles that embed a video or slideshow. The host is the one
// configured (videoFromEnv.ts); every operation checks the caller's brand first.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import { isPublishedType, type ArticleStatus } from '../../../common/domain/statuses';
import {
  checkGeoblocking,
  NO_GEOBLOCKING,
  parseExistingVideo,
  type Geoblocking,
} from '../../../common/domain/video';
import { requireBrand, requireUser } from '../auth/guards';
import type { GraphQLContext, SessionUser } from '../context';
import type { Database } from '../db/database';
import { emitContentChange, saveAction } from '../live/contentEvents';
import { articles } from '../db/schema/content';
import { videos, videoUploads } from '../db/schema/videos';
import { GraphQLError } from 'graphql';
import { badUserInput, notFound, serviceUnavailable } from '../errors';
import { JobQueue, type JobHandler, type JobRow } from '../jobs/jobQueue';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../media/uploadLimits';
import { MEDIA_MESSAGES, MediaRefusal } from '../media/mediaMessages';
import { findArticle, type ArticleListRow } from '../services/content/articleQueries';
import { readLists } from '../services/content/articleRelations';
import { articleSnapshot } from '../services/content/articleSnapshot';
import { batchLoader, type BatchLoader } from '../services/content/batchLoader';
import { isUuid } from '../services/content/sqlRows';
import { ARTICLE } from '../services/lockable/contentTypes';
import { assertNotLockedByOther, recordHistory, requireState } from '../services/lockable/lockable';
import { checkVideoUploadAllowance } from './OwnVideoHost';
import {
  VideoHostError,
  type HostVideoStatus,
  type VideoHost,
  type VideoMetadata,
  type VideoUploadUrl,
} from './VideoHost';

export const VIDEO_JOB = 'video.process';
const UNPUBLISHED = new Set(['Draft', 'Pending', 'Ready']);
export type VideoRow = typeof videos.$inferSelect;

/** How many status reads a video may take before it is given up (the queue's back-off: ~6 h). */
const MAX_STATUS_READS = 45;

export interface VideoServiceOptions {
  host: VideoHost;
  uploadLimits?: UploadLimits;
}

/** The refusals of hosts and the media layer, as GraphQL errors (French, never a 500). */
function asApiError(error: unknown): unknown {
  if (error instanceof VideoHostError) {
    if (error.code === 'BAD_USER_INPUT')
      return badUserInput({ video: error.message }, error.message);
    if (error.code === 'NOT_FOUND') return notFound(error.message);
    return serviceUnavailable(error.message);
  }
  if (error instanceof MediaRefusal)
    return new GraphQLError(error.message, {
      extensions: { code: error.status === 429 ? 'TOO_MANY_REQUESTS' : error.code },
    });
  return error;
}

async function hostCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asApiError(error);
  }
}

interface VideoMediaEntry {
  type: 'video';
  format: 'video';
  key: string;
  url: string | null;
  source: string;
  poster?: string | null;
  duration?: number | null;
  width?: number | null;
  height?: number | null;
}

export class VideoService {
  readonly host: VideoHost;
  private readonly limits: UploadLimits;

  constructor(options: VideoServiceOptions) {
    this.host = options.host;
    this.limits = options.uploadLimits ?? { ...DEFAULT_UPLOAD_LIMITS };
  }

  // — dailymotionUploadURL

  async uploadUrl(ctx: GraphQLContext, brandKey: string): Promise<VideoUploadUrl> {
    const user = requireBrand(ctx, brandKey);
    await hostCall(() => checkVideoUploadAllowance(ctx.db, user.id, ctx.now, this.limits));
    if (this.host.kind === 'Own')
      return hostCall(() => this.host.uploadUrl({ userId: user.id, brandKey }));
    const url = await hostCall(() => this.host.uploadUrl({ userId: user.id, brandKey }));
    // Counted like the own host's URLs (the row is the rate limit's record, nothing is awaited).
    await ctx.db.insert(videoUploads).values({
      id: crypto.randomUUID(),
      userId: user.id,
      brandKey,
      state: 'remote',
      expiresAt: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return url;
  }

  // — importDailymotionVideo

  /** The Video article the user may write (brand, lock), or the French refusal. */
  private async writableVideoArticle(
    ctx: GraphQLContext,
    user: SessionUser,
    id: string,
  ): Promise<ArticleListRow> {
    const state = await requireState(ARTICLE, ctx.db, id, false);
    requireBrand(ctx, state.brandKey);
    await assertNotLockedByOther(ARTICLE, ctx.db, state, user, ctx.now);
    if (state.format !== 'Video')
      throw badUserInput({ video: MESSAGES.videoArticleOnly }, MESSAGES.videoArticleOnly);
    const row = await findArticle(ctx.db, id);
    if (!row) throw notFound(ARTICLE.messages.notFound);
    return row;
  }

  async importVideo(
    ctx: GraphQLContext,
    articleId: string,
    input: { uploadedUrl?: string | null; existingVideo?: string | null },
  ): Promise<ArticleListRow> {
    const user = requireUser(ctx);
    const article = await this.writableVideoArticle(ctx, user, articleId);
    const uploaded = input.uploadedUrl?.trim() || null;
    const existing = input.existingVideo?.trim() || null;
    if (!uploaded === !existing)
      throw badUserInput({ video: MESSAGES.videoImportOneOf }, MESSAGES.videoImportOneOf);
    let hostVideoId: string;
    if (uploaded) {
      if (!(await this.host.isUploadedUrl(uploaded, article.brandKey)))
        throw badUserInput(
          { uploadedUrl: MESSAGES.videoUploadedUrlUnknown },
          MESSAGES.videoUploadedUrlUnknown,
        );
      hostVideoId = await hostCall(() =>
        this.host.create(uploaded, { title: article.title, published: false }),
      );
      // One uploaded file, one article: deleting one article's video would take the other's.
      const [taken] = await ctx.db
        .select({ articleId: videos.articleId })
        .from(videos)
        .where(and(eq(videos.host, this.host.kind), eq(videos.hostVideoId, hostVideoId)));
      if (taken && taken.articleId !== articleId)
        throw badUserInput(
          { uploadedUrl: MEDIA_MESSAGES.uploadUrlUsed },
          MEDIA_MESSAGES.uploadUrlUsed,
        );
    } else {
      const id = parseExistingVideo(existing ?? '');
      if (!id)
        throw badUserInput(
          { existingVideo: MESSAGES.videoExistingInvalid },
          MESSAGES.videoExistingInvalid,
        );
      hostVideoId = await hostCall(() => this.host.importExisting(id));
    }
    const media: VideoMediaEntry = {
      type: 'video',
      format: 'video',
      key: hostVideoId,
      url: null,
      source: this.host.kind,
    };
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await db
        .insert(videos)
        .values({
          articleId,
          brandKey: article.brandKey,
          host: this.host.kind,
          hostVideoId,
          state: 'Processing',
          geoblocking: NO_GEOBLOCKING,
          updatedAt: ctx.now,
        })
        .onConflictDoUpdate({
          target: videos.articleId,
          set: {
            host: this.host.kind,
            hostVideoId,
            state: 'Processing',
            error: null,
            duration: null,
            width: null,
            height: null,
            videoCodec: null,
            audioCodec: null,
            posterUrl: null,
            playerUrl: null,
            geoblocking: NO_GEOBLOCKING,
            updatedAt: ctx.now,
          },
        });
      // A video not yet out waits for its host (Pending); a published one keeps its status while
      // its new file is processed.
      await writeArticle(db, articleId, user.id, ctx.now, (medias, current) => ({
        medias: [media, ...medias.slice(1)],
        status: UNPUBLISHED.has(current) ? 'Pending' : current,
      }));
      await new JobQueue(db, { now: () => ctx.now }).enqueue({
        kind: VIDEO_JOB,
        // One job per attachment: attaching the same video again after a failure reads it again.
        key: `${articleId}:${hostVideoId}:${ctx.now.getTime()}`,
        payload: { articleId, hostVideoId, userId: user.id },
        maxAttempts: MAX_STATUS_READS,
      });
    });
    return (await findArticle(ctx.db, articleId)) as ArticleListRow;
  }

  // — the job: Pending → Ready (or Draft when the host gives up)

  /** The job queue's handler; throwing while the host encodes re-reads later (its back-off). */
  jobHandler(db: Database, now: () => Date = () => new Date()): JobHandler {
    return (job) => this.processJob(db, now, job);
  }

  private async processJob(db: Database, now: () => Date, job: JobRow): Promise<string> {
    const { articleId, hostVideoId, userId } = job.payload as Record<string, string>;
    const [row] = await db
      .select()
      .from(videos)
      .where(eq(videos.articleId, articleId ?? ''));
    // Another video was attached meanwhile, or it was deleted: nothing to do.
    if (!row || row.hostVideoId !== hostVideoId || row.state !== 'Processing') return 'stale';
    let status: HostVideoStatus;
    try {
      status = await this.host.status(hostVideoId);
    } catch (error) {
      if (error instanceof VideoHostError && error.code === 'NOT_FOUND') {
        await this.failVideo(db, now(), row, userId ?? null, error.message);
        return 'failed';
      }
      throw error;
    }
    if (status.state === 'Processing') {
      if (job.attempts < job.maxAttempts)
        throw new Error(`encodage en cours (${status.progress ?? 0} %)`);
      await this.failVideo(db, now(), row, userId ?? null, MESSAGES.videoEncodingTooLong);
      return 'failed';
    }
    if (status.state === 'Failed') {
      await this.failVideo(
        db,
        now(),
        row,
        userId ?? null,
        status.error ?? MESSAGES.videoEncodingFailed,
      );
      return 'failed';
    }
    await this.readyVideo(db, now(), row, userId ?? null, status);
    return 'ready';
  }

  private async readyVideo(
    db: Database,
    at: Date,
    row: VideoRow,
    userId: string | null,
    status: HostVideoStatus,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t
        .update(videos)
        .set({
          state: 'Ready',
          error: null,
          duration: status.duration,
          width: status.width,
          height: status.height,
          videoCodec: status.videoCodec,
          audioCodec: status.audioCodec,
          posterUrl: status.posterUrl,
          playerUrl: status.playerUrl,
          ...(status.geoblocking ? { geoblocking: status.geoblocking } : {}),
          updatedAt: at,
        })
        .where(eq(videos.articleId, row.articleId));
      await writeArticle(t, row.articleId, userId, at, (medias, current) => ({
        medias: medias.map((m, i) =>
          i === 0 && isEntryOf(m, row.hostVideoId)
            ? {
                ...(m as object),
                url: status.playerUrl,
                poster: status.posterUrl,
                duration: status.duration,
                width: status.width,
                height: status.height,
              }
            : m,
        ),
        status: current === 'Pending' ? 'Ready' : current,
      }));
    });
  }

  private async failVideo(
    db: Database,
    at: Date,
    row: VideoRow,
    userId: string | null,
    reason: string,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t
        .update(videos)
        .set({ state: 'Failed', error: reason, updatedAt: at })
        .where(eq(videos.articleId, row.articleId));
      await writeArticle(t, row.articleId, userId, at, (medias, current) => ({
        medias,
        status: current === 'Pending' ? 'Draft' : current,
      }));
    });
  }

  // — dailymotionUpdate

  async update(
    ctx: GraphQLContext,
    articleId: string,
    data: VideoMetadata & { geoblocking?: Geoblocking | null },
  ): Promise<ArticleListRow> {
    const user = requireUser(ctx);
    const article = await this.writableVideoArticle(ctx, user, articleId);
    const row = await videoOf(ctx.db, articleId);
    if (!row) throw notFound(MESSAGES.mediaIdNotFound);
    let geoblocking: Geoblocking | undefined;
    if (data.geoblocking) {
      const checked = checkGeoblocking(data.geoblocking);
      if (!checked.ok) {
        const message =
          checked.error === 'videoCountryInvalid'
            ? MESSAGES.videoCountryInvalid.replace('{label}', checked.country)
            : MESSAGES.videoCountriesRequired;
        throw badUserInput({ geoblocking: message }, message);
      }
      geoblocking = checked.rule;
    }
    const metadata: VideoMetadata = {
      title: data.title ?? undefined,
      description: data.description ?? undefined,
      tags: data.tags ?? undefined,
      channel: data.channel ?? undefined,
      published: data.published ?? undefined,
      geoblocking,
    };
    await hostCall(() => this.host.update(row.hostVideoId, metadata));
    if (geoblocking)
      await ctx.db
        .update(videos)
        .set({ geoblocking, updatedAt: ctx.now })
        .where(eq(videos.articleId, articleId));
    return article;
  }

  // — deleteVideo

  async delete(ctx: GraphQLContext, articleId: string): Promise<ArticleListRow> {
    const user = requireUser(ctx);
    const article = await this.writableVideoArticle(ctx, user, articleId);
    const row = await videoOf(ctx.db, articleId);
    if (!row) throw notFound(MESSAGES.mediaIdNotFound);
    await hostCall(() => this.host.delete(row.hostVideoId));
    // The article keeps its main media entry: the status save to Deleted that follows checks its
    // key (common/domain/statusChange.ts), as the spec's dialog does.
    await ctx.db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.delete(videos).where(eq(videos.articleId, articleId));
      // The video is gone from the article's row (lists show its state): the newsroom hears of it.
      await emitContentChange(t, 'article', article, 'saved', user, ctx.now);
    });
    return article;
  }
}

/**
 * The article's existence (NOT_FOUND) and brand (FORBIDDEN), checked before anything else: on a
 * server without a video host too, another brand's article is refused as such.
 */
export async function requireArticleBrand(ctx: GraphQLContext, articleId: string): Promise<void> {
  requireUser(ctx);
  const state = await requireState(ARTICLE, ctx.db, articleId, false);
  requireBrand(ctx, state.brandKey);
}

function isEntryOf(media: unknown, key: string): boolean {
  return typeof media === 'object' && media !== null && (media as { key?: unknown }).key === key;
}

export async function videoOf(db: Database, articleId: string): Promise<VideoRow | null> {
  if (!isUuid(articleId)) return null;
  const [row] = await db.select().from(videos).where(eq(videos.articleId, articleId));
  return row ?? null;
}

/**
 * One save of the article by the video path: its medias and status as `change` says, version + 1,
 * and a history snapshot like other saves (« Historique des modifications »).
 */
async function writeArticle(
  db: Database,
  articleId: string,
  userId: string | null,
  at: Date,
  change: (medias: unknown[], status: string) => { medias: unknown[]; status: string },
): Promise<void> {
  const [current] = await db
    .select({ medias: articles.medias, status: articles.status })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for('update');
  if (!current) return;
  const next = change(Array.isArray(current.medias) ? current.medias : [], current.status);
  await db
    .update(articles)
    .set({
      medias: next.medias,
      status: next.status,
      version: sql`${articles.version} + 1`,
      updatedAt: at,
    })
    .where(eq(articles.id, articleId));
  const saved = await findArticle(db, articleId);
  if (!saved) return;
  // The newsroom hears of it with the change (the job moving Pending → Ready / Draft included).
  const action = saveAction(current, next, (st) => isPublishedType(st as ArticleStatus));
  await emitContentChange(db, 'article', saved, action, null, at);
  if (!userId) return;
  const { lists } = await readLists(db, articleId);
  await recordHistory(ARTICLE, db, {
    contentId: articleId,
    userId,
    now: at,
    snapshot: articleSnapshot(saved as unknown as Record<string, unknown>, lists),
  });
}

/** Article.video, batched per request: one query for a page of articles. */
const loadersByContext = new WeakMap<GraphQLContext, BatchLoader<string, VideoRow | null>>();

export function videoLoader(ctx: GraphQLContext): BatchLoader<string, VideoRow | null> {
  let loader = loadersByContext.get(ctx);
  if (!loader) {
    loader = batchLoader<string, VideoRow | null>(
      async (ids) => {
        const valid = ids.filter(isUuid);
        const rows = valid.length
          ? await ctx.db.select().from(videos).where(inArray(videos.articleId, valid))
          : [];
        return new Map(rows.map((r) => [r.articleId, r]));
      },
      () => null,
    );
    loadersByContext.set(ctx, loader);
  }
  return loader;
}

/**
 * The same brand's articles (not Deleted) that embed the given article: a body node whose
 * `attrs.id` is its id (multimedia elements, slides) or a main media entry pointing at it.
 */
export async function relatedArticles(
  ctx: GraphQLContext,
  articleId: string,
): Promise<ArticleListRow[]> {
  requireUser(ctx);
  const target = await findArticle(ctx.db, articleId);
  if (!target) throw notFound(ARTICLE.messages.notFound);
  requireBrand(ctx, target.brandKey);
  const vars = JSON.stringify({ id: articleId });
  const ids = await ctx.db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.brandKey, target.brandKey),
        sql`${articles.status} <> 'Deleted'`,
        sql`${articles.id} <> ${articleId}::uuid`,
        sql`(jsonb_path_exists(coalesce(${articles.body}, '{}'::jsonb), '$.** ? (@.attrs.id == $id)', ${vars}::jsonb)
          or jsonb_path_exists(coalesce(${articles.medias}, '[]'::jsonb), '$[*] ? (@.id == $id || @.key == $id)', ${vars}::jsonb))`,
      ),
    )
    .orderBy(articles.updatedAt)
    .limit(LIMITS.pageSize.articleDialog * 5);
  const rows = await Promise.all(ids.map((r) => findArticle(ctx.db, r.id)));
  return rows.filter((r): r is ArticleListRow => r !== null);
}

/** The GraphQL Video of a row. */
export function videoObject(row: VideoRow) {
  return {
    hostVideoId: row.hostVideoId,
    host: row.host as 'Own' | 'Dailymotion',
    state: row.state as 'Processing' | 'Ready' | 'Failed',
    error: row.error,
    duration: row.duration,
    width: row.width,
    height: row.height,
    videoCodec: row.videoCodec,
    audioCodec: row.audioCodec,
    posterUrl: row.posterUrl,
    playerUrl: row.playerUrl,
    geoblocking: row.geoblocking ?? NO_GEOBLOCKING,
    updatedAt: row.updatedAt.toISOString(),
  };
}
