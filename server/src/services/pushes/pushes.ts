// Pushes (spec 000 §3–§4, 001 §5): the rules of common/domain enforced on create, one push per
// platform grouped, queued on the job queue for its send date; cancelling is one-way, cancels the
// unsent pushes of the group and is refused once the push went out. Dispatch (the job's handler,
// pushDispatch.ts) moves a push scheduled → sending → sent | failed, so a cancel and a send never
// both win. Reads: pushRows.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { brandProfile } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import {
  truncatePushMessage,
  truncatePushTitle,
  validatePush,
} from '../../../../common/domain/validation/push';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { emitContentChange } from '../../live/contentEvents';
import { articles } from '../../db/schema/content';
import { photos } from '../../db/schema/media';
import { pushes } from '../../db/schema/pushes';
import { segments } from '../../db/schema/segments';
import { assertNoFieldErrors, badUserInput, type FieldErrors } from '../../errors';
import type { JobQueue } from '../../jobs/jobQueue';
import { isUuid } from '../content/sqlRows';
import type { PushDevice, ProviderSet } from './providers';
import { pushGroup, type pushOut, type PushRow } from './pushRows';
import { PUSH_DEVICES, PUSH_JOB, SERVICE_NAMES } from './pushServices';

export { pushDispatchHandler } from './pushDispatch';
export {
  countPushes,
  findPush,
  listPushes,
  pushOut,
  type PushFilter,
  type PushRow,
} from './pushRows';
export { PUSH_DEVICES, PUSH_JOB } from './pushServices';

/** A send date this far in the past is still "now" (the form's clock and the server's differ). */
const PAST_TOLERANCE_MS = 60_000;

export interface PushCreate {
  brandKey: string;
  title: string;
  body: string;
  media?: unknown;
  targetDevices: readonly string[];
  articleId?: string | null;
  scheduledAt?: string | null;
  segments: readonly string[];
  segmentIds?: readonly string[] | null;
}

interface ArticleForPush {
  id: string;
  brandKey: string;
  publishedAt: Date | null;
}

interface SegmentForPush {
  id: string;
  title: string;
  ios: unknown;
  android: unknown;
  editorialAlert: unknown;
}

type MediaObject = { key: string; href?: string | null };

/** A segment's query for a platform: parsed JSON object, null when absent, 'bad' when not JSON. */
function segmentQuery(segment: SegmentForPush, device: PushDevice): unknown {
  const raw = device === 'ea' ? segment.editorialAlert : segment[device];
  if (raw === null || raw === undefined) return null;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return 'bad';
    }
  }
  return typeof value === 'object' && value !== null ? value : 'bad';
}

function isMediaObject(value: unknown): value is MediaObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}

export interface PushDeps {
  db: Database;
  queue: JobQueue;
  providers: ProviderSet;
  /** The public URL of a photo key's main rendition, when the server has a media service. */
  imageUrl?: (key: string) => Promise<string | null>;
}

/** The platforms asked for: known, allowed for the brand, and with a configured provider. */
function checkDevices(deps: PushDeps, data: PushCreate, errors: FieldErrors): string[] {
  const profile = brandProfile(data.brandKey);
  const devices = [...new Set(data.targetDevices)];
  if (devices.length === 0) errors.targetDevices = MESSAGES.pushPlatformRequired;
  for (const device of devices) {
    const allowed =
      device === 'ea'
        ? profile.editorialAlertAllowed
        : (profile.pushPlatforms as readonly string[]).includes(device);
    if (!PUSH_DEVICES.includes(device as PushDevice) || !allowed) {
      errors.targetDevices = MESSAGES.pushPlatformNotAllowed;
    } else if (!deps.providers.push[device as PushDevice] && !errors.targetDevices) {
      errors.targetDevices = formatMessage('pushProviderMissing', {
        label: SERVICE_NAMES[device as PushDevice],
      });
    }
  }
  return devices;
}

async function checkArticle(
  db: Database,
  data: PushCreate,
  errors: FieldErrors,
): Promise<ArticleForPush | null> {
  if (!data.articleId) return null;
  let article: ArticleForPush | null = null;
  if (isUuid(data.articleId))
    [article = null] = await db
      .select({ id: articles.id, brandKey: articles.brandKey, publishedAt: articles.publishedAt })
      .from(articles)
      .where(eq(articles.id, data.articleId));
  if (!article || article.brandKey !== data.brandKey)
    errors.articleId = MESSAGES.pushArticleUnknown;
  return article;
}

function checkSendDate(data: PushCreate, now: Date, errors: FieldErrors): Date {
  if (!data.scheduledAt) return now;
  const parsed = new Date(data.scheduledAt);
  if (Number.isNaN(parsed.getTime())) {
    errors.scheduledAt = MESSAGES.pushSendDatePast;
    return now;
  }
  if (parsed.getTime() < now.getTime() - PAST_TOLERANCE_MS)
    errors.scheduledAt = MESSAGES.pushSendDatePast;
  return parsed.getTime() < now.getTime() ? now : parsed;
}

/** The image's width is read from the photo library (the width measured at upload), never trusted. */
async function checkMedia(
  db: Database,
  data: PushCreate,
  errors: FieldErrors,
): Promise<{ media: MediaObject | null; imageWidth: number | null }> {
  if (data.media === undefined || data.media === null) return { media: null, imageWidth: null };
  if (!isMediaObject(data.media)) {
    errors.media = MESSAGES.pushImageUnknown;
    return { media: null, imageWidth: null };
  }
  const [photo] = await db
    .select({ width: photos.width })
    .from(photos)
    .where(eq(photos.key, data.media.key));
  if (!photo) errors.media = MESSAGES.pushImageUnknown;
  return { media: data.media, imageWidth: photo ? Number(photo.width) : null };
}

/** The brand's active segments chosen, each with a query every chosen platform can read. */
async function checkSegments(
  db: Database,
  data: PushCreate,
  devices: string[],
  errors: FieldErrors,
): Promise<SegmentForPush[]> {
  const segmentIds = [...new Set(data.segmentIds ?? [])];
  if (segmentIds.length > LIMITS.push.segments) errors.segmentIds = MESSAGES.pushSegmentUnknown;
  if (segmentIds.length === 0 || segmentIds.length > LIMITS.push.segments) return [];
  if (!segmentIds.every(isUuid)) {
    errors.segmentIds = MESSAGES.pushSegmentUnknown;
    return [];
  }
  const chosen = await db
    .select({
      id: segments.id,
      title: segments.title,
      ios: segments.ios,
      android: segments.android,
      editorialAlert: segments.editorialAlert,
    })
    .from(segments)
    .where(
      and(
        eq(segments.brandKey, data.brandKey),
        eq(segments.active, true),
        inArray(segments.id, segmentIds),
      ),
    )
    .orderBy(segments.title);
  const badQuery = (d: string) =>
    PUSH_DEVICES.includes(d as PushDevice) &&
    chosen.some((s) => segmentQuery(s, d as PushDevice) === 'bad');
  if (chosen.length !== segmentIds.length) errors.segmentIds = MESSAGES.pushSegmentUnknown;
  else if (devices.some(badQuery)) errors.segmentIds = MESSAGES.segmentSyntaxError;
  return chosen;
}

interface CheckedPush {
  title: string;
  body: string;
  devices: PushDevice[];
  smart: string[];
  article: ArticleForPush | null;
  scheduledAt: Date;
  media: MediaObject | null;
  chosen: SegmentForPush[];
}

/** Every rule of a push, all fields' messages at once (BAD_USER_INPUT). */
async function checkPush(deps: PushDeps, now: Date, data: PushCreate): Promise<CheckedPush> {
  const errors: FieldErrors = {};
  const title = truncatePushTitle(data.title ?? '').trim();
  const body = truncatePushMessage(data.body ?? '').trim();
  const devices = checkDevices(deps, data, errors);
  const smart = [...new Set(data.segments)];
  if (smart.some((s) => !(LIMITS.smartSegmentTypes as readonly string[]).includes(s)))
    errors.segments = MESSAGES.pushSegmentRequired;
  const article = await checkArticle(deps.db, data, errors);
  const scheduledAt = checkSendDate(data, now, errors);
  const { media, imageWidth } = await checkMedia(deps.db, data, errors);
  const ruleErrors = validatePush({
    title,
    message: body,
    segments: smart,
    scheduledAt,
    articlePublishedAt: article?.publishedAt ? new Date(article.publishedAt) : null,
    imageWidth,
  });
  // The rule's field is 'message'; the API's is 'body'.
  if (ruleErrors.message) {
    ruleErrors.body = ruleErrors.message;
    delete ruleErrors.message;
  }
  Object.assign(errors, { ...ruleErrors, ...errors });
  const chosen = await checkSegments(deps.db, data, devices, errors);
  if (errors.segmentIds === MESSAGES.segmentSyntaxError)
    throw badUserInput(errors, MESSAGES.segmentSyntaxError);
  assertNoFieldErrors(errors);
  return {
    title,
    body,
    devices: devices as PushDevice[],
    smart,
    article,
    scheduledAt,
    media,
    chosen,
  };
}

export async function createPush(
  deps: PushDeps,
  user: SessionUser,
  now: Date,
  data: PushCreate,
): Promise<ReturnType<typeof pushOut>[]> {
  const push = await checkPush(deps, now, data);
  const { media, chosen, article } = push;
  const groupId = randomUUID();
  const href = media ? (media.href ?? (await deps.imageUrl?.(media.key)) ?? null) : null;
  const storedMedia = media ? { ...media, href } : null;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    for (const device of push.devices) {
      const queries = chosen
        .map((s) => ({ name: s.title, query: segmentQuery(s, device) }))
        .filter((q) => q.query !== null);
      const [row] = await tx
        .insert(pushes)
        .values({
          groupId,
          brandKey: data.brandKey,
          title: push.title,
          body: push.body,
          media: storedMedia,
          targetDevice: device,
          articleId: article?.id ?? null,
          userId: user.id,
          userName: user.name,
          scheduledAt: push.scheduledAt,
          segments: push.smart,
          targeting: {
            segmentIds: chosen.map((s) => s.id),
            segmentNames: chosen.map((s) => s.title),
            queries: queries.map((q) => q.query),
          },
          createdAt: now,
        })
        .returning({ id: pushes.id });
      const id = row!.id;
      const told = { id, brandKey: data.brandKey, status: 'scheduled' };
      await emitContentChange(tx, 'push', told, 'created', user, now);
      await deps.queue.enqueue(
        { kind: PUSH_JOB, key: id, payload: { pushId: id }, runAt: push.scheduledAt },
        tx,
      );
    }
    if (article)
      await tx
        .update(articles)
        .set({ pushCount: sql`${articles.pushCount} + 1` })
        .where(eq(articles.id, article.id));
  });
  return pushGroup(deps.db, groupId);
}

/** Cancels the push and the unsent pushes of its group; refused once this push went out. */
export async function cancelPush(
  db: Database,
  push: PushRow,
  isCancelled: boolean | null | undefined,
  actor: { id: string; name: string } | null = null,
  now = new Date(),
): Promise<ReturnType<typeof pushOut>[]> {
  if (isCancelled !== true) throw badUserInput({ isCancelled: MESSAGES.pushCancelIsOneWay });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Row locks on the group: a worker moving one of them to 'sending' waits, or went first.
    const group = await tx
      .select({ id: pushes.id, state: pushes.state })
      .from(pushes)
      .where(eq(pushes.groupId, push.groupId))
      .orderBy(pushes.id)
      .for('update');
    const self = group.find((p) => p.id === push.id);
    if (self && self.state !== 'scheduled' && self.state !== 'cancelled')
      throw badUserInput({ isCancelled: MESSAGES.pushAlreadySent }, MESSAGES.pushAlreadySent);
    const cancelled = await tx
      .update(pushes)
      .set({ isCancelled: true, state: 'cancelled' })
      .where(and(eq(pushes.groupId, push.groupId), eq(pushes.state, 'scheduled')))
      .returning({ id: pushes.id, brandKey: pushes.brandKey, status: pushes.state });
    for (const row of cancelled) await emitContentChange(tx, 'push', row, 'status', actor, now);
  });
  return pushGroup(db, push.groupId);
}
