// Pushes (spec 000 §3–§4, 001 §5): the rules of common/domain enforced on create, one push per
// platform grouped, queued on the job queue for its send date; cancelling is one-way, cancels the
// unsent pushes of the group and is refused once the push went out. Dispatch (the job's handler)
// moves a push scheduled → sending → sent | failed, so a cancel and a send never both win.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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
import { assertNoFieldErrors, badUserInput, type FieldErrors } from '../../errors';
import type { JobHandler, JobQueue, JobRow } from '../../jobs/jobQueue';
import { isUuid, pageOf, queryRows } from '../content/sqlRows';
import { isSafeToRetry, ServiceNotReached } from './deliveryErrors';
import type { PushDevice, PushMessage, PushRecipient, ProviderSet } from './providers';

export const PUSH_JOB = 'push.dispatch';
export const PUSH_DEVICES: readonly PushDevice[] = ['android', 'ios', 'ea'];
const SERVICE_NAMES: Record<PushDevice, string> = {
  android: 'Android (FCM)',
  ios: 'iOS (APNs)',
  ea: 'Web Push',
};
/** A send date this far in the past is still "now" (the form's clock and the server's differ). */
const PAST_TOLERANCE_MS = 60_000;

export interface PushRowRaw {
  id: string;
  group_id: string;
  brand_key: string;
  title: string;
  body: string;
  media: Record<string, unknown> | null;
  target_device: PushDevice;
  article_id: string | null;
  article_title: string | null;
  user_id: string | null;
  user_name: string;
  scheduled_at: Date | string;
  sent_at: Date | string | null;
  is_cancelled: boolean;
  state: string;
  segments: string[];
  targeting: Record<string, unknown>;
  outcome: string | null;
  created_at: Date | string;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

export function pushOut(r: PushRowRaw) {
  return {
    id: r.id,
    groupId: r.group_id,
    brandKey: r.brand_key,
    title: r.title,
    body: r.body,
    media: r.media,
    targetDevice: r.target_device,
    article: r.article_id ? { id: r.article_id, title: r.article_title ?? '' } : null,
    userId: r.user_id,
    user: { id: r.user_id, name: r.user_name },
    scheduledAt: iso(r.scheduled_at),
    sentAt: r.sent_at === null ? null : iso(r.sent_at),
    isCancelled: r.is_cancelled,
    state: r.state,
    segments: r.segments,
    targeting: r.targeting,
    outcome: r.outcome,
    createdAt: iso(r.created_at),
  };
}

const SELECT = sql`select p.*, a.title as article_title from pushes p
  left join articles a on a.id = p.article_id`;

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
  brand_key: string;
  published_at: Date | string | null;
}

interface SegmentForPush {
  id: string;
  title: string;
  ios: unknown;
  android: unknown;
  editorial_alert: unknown;
}

/** A segment's query for a platform: parsed JSON object, null when absent, 'bad' when not JSON. */
function segmentQuery(segment: SegmentForPush, device: PushDevice): unknown {
  const raw = device === 'ea' ? segment.editorial_alert : segment[device];
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

function isMediaObject(value: unknown): value is { key: string; href?: string | null } {
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

export async function createPush(
  deps: PushDeps,
  user: SessionUser,
  now: Date,
  data: PushCreate,
): Promise<ReturnType<typeof pushOut>[]> {
  const { db } = deps;
  const profile = brandProfile(data.brandKey);
  const errors: FieldErrors = {};
  const title = truncatePushTitle(data.title ?? '').trim();
  const body = truncatePushMessage(data.body ?? '').trim();
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
  const smart = [...new Set(data.segments)];
  if (smart.some((s) => !(LIMITS.smartSegmentTypes as readonly string[]).includes(s)))
    errors.segments = MESSAGES.pushSegmentRequired;

  let article: ArticleForPush | null = null;
  if (data.articleId) {
    if (isUuid(data.articleId))
      article =
        (
          await queryRows<ArticleForPush>(
            db,
            sql`select id, brand_key, published_at from articles where id = ${data.articleId}`,
          )
        )[0] ?? null;
    if (!article || article.brand_key !== data.brandKey)
      errors.articleId = MESSAGES.pushArticleUnknown;
  }

  let scheduledAt = now;
  if (data.scheduledAt) {
    const parsed = new Date(data.scheduledAt);
    if (Number.isNaN(parsed.getTime())) errors.scheduledAt = MESSAGES.pushSendDatePast;
    else {
      if (parsed.getTime() < now.getTime() - PAST_TOLERANCE_MS)
        errors.scheduledAt = MESSAGES.pushSendDatePast;
      scheduledAt = parsed.getTime() < now.getTime() ? now : parsed;
    }
  }

  // The image's width is read from the photo library (the width measured at upload), never trusted.
  let media: { key: string; href?: string | null } | null = null;
  let imageWidth: number | null = null;
  if (data.media !== undefined && data.media !== null) {
    if (!isMediaObject(data.media)) errors.media = MESSAGES.pushImageUnknown;
    else {
      media = data.media;
      const photo = (
        await queryRows<{ width: number }>(
          db,
          sql`select width from photos where key = ${data.media.key}`,
        )
      )[0];
      if (!photo) errors.media = MESSAGES.pushImageUnknown;
      else imageWidth = Number(photo.width);
    }
  }

  const ruleErrors = validatePush({
    title,
    message: body,
    segments: smart,
    scheduledAt,
    articlePublishedAt: article?.published_at ? new Date(article.published_at) : null,
    imageWidth,
  });
  // The rule's field is 'message'; the API's is 'body'.
  if (ruleErrors.message) {
    ruleErrors.body = ruleErrors.message;
    delete ruleErrors.message;
  }
  Object.assign(errors, { ...ruleErrors, ...errors });

  const segmentIds = [...new Set(data.segmentIds ?? [])];
  let chosen: SegmentForPush[] = [];
  if (segmentIds.length > LIMITS.push.segments) errors.segmentIds = MESSAGES.pushSegmentUnknown;
  else if (segmentIds.length > 0) {
    if (!segmentIds.every(isUuid)) errors.segmentIds = MESSAGES.pushSegmentUnknown;
    else {
      chosen = await queryRows<SegmentForPush>(
        db,
        sql`select id, title, ios, android, editorial_alert from segments
            where brand_key = ${data.brandKey} and active and id in (${sql.join(
              segmentIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) order by title`,
      );
      if (chosen.length !== segmentIds.length) errors.segmentIds = MESSAGES.pushSegmentUnknown;
      else if (
        devices.some((d) =>
          chosen.some(
            (s) =>
              PUSH_DEVICES.includes(d as PushDevice) && segmentQuery(s, d as PushDevice) === 'bad',
          ),
        )
      )
        errors.segmentIds = MESSAGES.segmentSyntaxError;
    }
  }
  if (errors.segmentIds === MESSAGES.segmentSyntaxError)
    throw badUserInput(errors, MESSAGES.segmentSyntaxError);
  assertNoFieldErrors(errors);

  const groupId = randomUUID();
  const href = media ? (media.href ?? (await deps.imageUrl?.(media.key)) ?? null) : null;
  const storedMedia = media ? { ...media, href } : null;
  const ids: string[] = [];
  await db.transaction(async (tx) => {
    for (const device of devices as PushDevice[]) {
      const queries = chosen
        .map((s) => ({ name: s.title, query: segmentQuery(s, device) }))
        .filter((q) => q.query !== null);
      const targeting = {
        segmentIds: chosen.map((s) => s.id),
        segmentNames: chosen.map((s) => s.title),
        queries: queries.map((q) => q.query),
      };
      const rows = await queryRows<{ id: string }>(
        tx as unknown as Database,
        sql`insert into pushes (group_id, brand_key, title, body, media, target_device, article_id,
                                user_id, user_name, scheduled_at, segments, targeting, created_at)
            values (${groupId}, ${data.brandKey}, ${title}, ${body},
                    ${storedMedia ? JSON.stringify(storedMedia) : null}::jsonb, ${device},
                    ${article?.id ?? null}, ${user.id}, ${user.name},
                    ${scheduledAt.toISOString()}::timestamptz, ${JSON.stringify(smart)}::jsonb,
                    ${JSON.stringify(targeting)}::jsonb, ${now.toISOString()}::timestamptz)
            returning id`,
      );
      const id = rows[0]!.id;
      ids.push(id);
      await deps.queue.enqueue(
        { kind: PUSH_JOB, key: id, payload: { pushId: id }, runAt: scheduledAt },
        tx as unknown as Database,
      );
    }
    if (article)
      await tx.execute(
        sql`update articles set push_count = push_count + 1 where id = ${article.id}`,
      );
  });
  return (
    await queryRows<PushRowRaw>(
      db,
      sql`${SELECT} where p.group_id = ${groupId} order by p.target_device`,
    )
  ).map(pushOut);
}

export async function findPush(db: Database, id: string): Promise<PushRowRaw | null> {
  if (!isUuid(id)) return null;
  return (await queryRows<PushRowRaw>(db, sql`${SELECT} where p.id = ${id}`))[0] ?? null;
}

/** Cancels the push and the unsent pushes of its group; refused once this push went out. */
export async function cancelPush(
  db: Database,
  push: PushRowRaw,
  isCancelled: boolean | null | undefined,
): Promise<ReturnType<typeof pushOut>[]> {
  if (isCancelled !== true) throw badUserInput({ isCancelled: MESSAGES.pushCancelIsOneWay });
  await db.transaction(async (tx) => {
    // Row locks on the group: a worker moving one of them to 'sending' waits, or went first.
    const group = await queryRows<{ id: string; state: string }>(
      tx as unknown as Database,
      sql`select id, state from pushes where group_id = ${push.group_id} order by id for update`,
    );
    const self = group.find((p) => p.id === push.id);
    if (self && self.state !== 'scheduled' && self.state !== 'cancelled')
      throw badUserInput({ isCancelled: MESSAGES.pushAlreadySent }, MESSAGES.pushAlreadySent);
    await tx.execute(sql`update pushes set is_cancelled = true, state = 'cancelled'
                         where group_id = ${push.group_id} and state = 'scheduled'`);
  });
  return (
    await queryRows<PushRowRaw>(
      db,
      sql`${SELECT} where p.group_id = ${push.group_id} order by p.target_device`,
    )
  ).map(pushOut);
}

export interface PushFilter {
  brandKey?: string | null;
  articleId?: string | null;
  groupId?: string | null;
  /** null = every brand. */
  brandKeys: string[] | null;
}

function whereOf(f: PushFilter): SQL {
  const c: SQL[] = [sql`true`];
  if (f.brandKey) c.push(sql`p.brand_key = ${f.brandKey}`);
  if (f.brandKeys)
    c.push(
      f.brandKeys.length
        ? sql`p.brand_key in (${sql.join(
            f.brandKeys.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (f.articleId) c.push(isUuid(f.articleId) ? sql`p.article_id = ${f.articleId}` : sql`false`);
  if (f.groupId) c.push(isUuid(f.groupId) ? sql`p.group_id = ${f.groupId}` : sql`false`);
  return sql.join(c, sql` and `);
}

export async function listPushes(
  db: Database,
  filter: PushFilter,
  page: { first?: number | null; skip?: number | null },
): Promise<ReturnType<typeof pushOut>[]> {
  const { limit, offset } = pageOf(
    page.first,
    page.skip,
    LIMITS.pageSize.pushes,
    LIMITS.pageSize.pushes,
  );
  return (
    await queryRows<PushRowRaw>(
      db,
      sql`${SELECT} where ${whereOf(filter)}
          order by p.scheduled_at desc, p.created_at desc, p.group_id, p.target_device
          limit ${limit} offset ${offset}`,
    )
  ).map(pushOut);
}

export async function countPushes(db: Database, filter: PushFilter): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from pushes p where ${whereOf(filter)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The job handler: sends one push through its platform's provider and records the outcome.
 * An attempt is marked in flight (attempt_started_at) just before the provider is called and the
 * mark is cleared with its answer. A job that finds the mark still set (its process was killed while
 * the provider was answering, and the lease ran out) cannot know whether the push went out: it
 * records the push as 'unknown' and does not send it again. The same when the provider's answer
 * was lost (time-out, connection cut); only a certain non-delivery is retried.
 */
export function pushDispatchHandler(
  db: Database,
  providers: ProviderSet,
  now: () => Date,
): JobHandler {
  const unknownOutcome = (device: PushDevice, detail?: string) =>
    `${formatMessage('pushOutcomeUnknown', { label: SERVICE_NAMES[device] })}${detail ? ` (${detail})` : ''}`.slice(
      0,
      1000,
    );
  return async (job: JobRow) => {
    const pushId = String(job.payload.pushId);
    const current = (
      await queryRows<{ target_device: PushDevice; brand_key: string }>(
        db,
        sql`select target_device, brand_key from pushes where id = ${pushId}`,
      )
    )[0];
    if (!current) return { skipped: true };
    const cut = await queryRows<{ id: string }>(
      db,
      sql`update pushes set state = 'unknown', attempt_started_at = null,
                            outcome = ${unknownOutcome(current.target_device)}
          where id = ${pushId} and state = 'sending' and attempt_started_at is not null
          returning id`,
    );
    if (cut[0]) return { unknown: true };

    const recipients =
      current.target_device === 'android'
        ? []
        : await queryRows<PushRecipient>(
            db,
            sql`select token, keys from push_subscriptions
                where brand_key = ${current.brand_key} and platform = ${current.target_device}`,
          );
    // scheduled → sending, atomically: a cancel that got the row first wins, and a push already
    // sent (by a worker whose lease expired mid-send and recorded it) is not sent again.
    const taken = await queryRows<PushRowRaw>(
      db,
      sql`update pushes set state = 'sending', attempt_started_at = ${now().toISOString()}::timestamptz
          where id = ${pushId} and state in ('scheduled', 'sending') and attempt_started_at is null
            and not is_cancelled
          returning *`,
    );
    const push = taken[0];
    if (!push) return { skipped: true };
    try {
      const provider = providers.push[push.target_device];
      if (!provider)
        throw new ServiceNotReached(
          formatMessage('pushProviderMissing', { label: SERVICE_NAMES[push.target_device] }),
        );
      const message: PushMessage = {
        pushId: push.id,
        brandKey: push.brand_key,
        title: push.title,
        body: push.body,
        imageUrl: typeof push.media?.href === 'string' ? push.media.href : null,
        articleId: push.article_id,
        segments: push.segments,
        targeting: {
          segmentNames: (push.targeting.segmentNames as string[] | undefined) ?? [],
          queries: (push.targeting.queries as unknown[] | undefined) ?? [],
        },
      };
      const { delivered } = await provider.send(message, recipients);
      const outcome = `Envoyé (${delivered} destinataire${delivered > 1 ? 's' : ''})${
        provider.outcomeNote ? ` — ${provider.outcomeNote}` : ''
      }`;
      // 'unknown' too: a worker that took over this job meanwhile guessed; the answer came after.
      await db.execute(sql`update pushes set state = 'sent', sent_at = ${now().toISOString()}::timestamptz,
                           outcome = ${outcome}, attempt_started_at = null
                           where id = ${pushId} and state in ('sending', 'unknown')`);
      return { delivered };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!isSafeToRetry(error)) {
        await db.execute(sql`update pushes set state = 'unknown', attempt_started_at = null,
                             outcome = ${unknownOutcome(push.target_device, message)}
                             where id = ${pushId} and state = 'sending'`);
        return { unknown: true, error: message };
      }
      const last = job.attempts >= job.maxAttempts;
      await db.execute(sql`update pushes set outcome = ${`Tentative ${job.attempts} : ${message}`.slice(0, 1000)},
                           state = ${last ? 'failed' : 'sending'}, attempt_started_at = null
                           where id = ${pushId}`);
      throw error;
    }
  };
}
