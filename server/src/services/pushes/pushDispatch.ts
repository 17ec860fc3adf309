// The push job's handler: sends one push through its platform's provider and records the outcome.
import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { formatMessage } from '../../../../common/domain/messages';
import type { Database } from '../../db/database';
import { emitContentChange } from '../../live/contentEvents';
import { pushes, pushSubscriptions } from '../../db/schema/pushes';
import type { JobHandler, JobRow } from '../../jobs/jobQueue';
import { isSafeToRetry, ServiceNotReached } from './deliveryErrors';
import type { PushRow } from './pushRows';
import { SERVICE_NAMES } from './pushServices';
import type {
  PushDevice,
  PushMessage,
  PushProvider,
  PushRecipient,
  ProviderSet,
} from './providers';

type StoredPush = Omit<PushRow, 'articleTitle'>;

function unknownOutcome(device: PushDevice, detail?: string): string {
  const label = SERVICE_NAMES[device];
  return `${formatMessage('pushOutcomeUnknown', { label })}${detail ? ` (${detail})` : ''}`.slice(
    0,
    1000,
  );
}

type PushChange = Partial<typeof pushes.$inferInsert>;

/**
 * A push's outcome recorded, and told to the newsroom in the same transaction (live/eventLog.ts):
 * sent, failed, unknown. A retry's return to 'sending' tells nothing. Answers how many rows moved.
 */
async function recordState(db: Database, where: SQL, set: PushChange, at: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .update(pushes)
      .set(set)
      .where(where)
      .returning({ id: pushes.id, brandKey: pushes.brandKey, status: pushes.state });
    for (const row of rows)
      if (row.status !== 'sending') await emitContentChange(tx, 'push', row, 'status', null, at);
    return rows.length;
  });
}

/**
 * A push whose last attempt is still marked in flight: its process died while the provider was
 * answering. Recorded as 'unknown' (true) rather than sent a second time.
 */
async function recordCutAttempt(
  db: Database,
  pushId: string,
  device: PushDevice,
  at: Date,
): Promise<boolean> {
  const cut = await recordState(
    db,
    and(eq(pushes.id, pushId), eq(pushes.state, 'sending'), isNotNull(pushes.attemptStartedAt))!,
    { state: 'unknown', attemptStartedAt: null, outcome: unknownOutcome(device) },
    at,
  );
  return cut > 0;
}

function recipientsOf(
  db: Database,
  brandKey: string,
  device: PushDevice,
): Promise<PushRecipient[]> {
  if (device === 'android') return Promise.resolve([]);
  return db
    .select({ token: pushSubscriptions.token, keys: pushSubscriptions.keys })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.brandKey, brandKey), eq(pushSubscriptions.platform, device)))
    .then((rows) => rows as PushRecipient[]);
}

/**
 * scheduled → sending, atomically: a cancel that got the row first wins, and a push already sent
 * (by a worker whose lease expired mid-send and recorded it) is not sent again.
 */
async function takePush(db: Database, pushId: string, now: Date): Promise<StoredPush | null> {
  const [taken] = await db
    .update(pushes)
    .set({ state: 'sending', attemptStartedAt: now })
    .where(
      and(
        eq(pushes.id, pushId),
        inArray(pushes.state, ['scheduled', 'sending']),
        isNull(pushes.attemptStartedAt),
        eq(pushes.isCancelled, false),
      ),
    )
    .returning();
  return (taken as StoredPush | undefined) ?? null;
}

function messageOf(push: StoredPush): PushMessage {
  const media = push.media as { href?: unknown } | null;
  const targeting = push.targeting as { segmentNames?: string[]; queries?: unknown[] };
  return {
    pushId: push.id,
    brandKey: push.brandKey,
    title: push.title,
    body: push.body,
    imageUrl: typeof media?.href === 'string' ? media.href : null,
    articleId: push.articleId,
    segments: push.segments as string[],
    targeting: {
      segmentNames: targeting.segmentNames ?? [],
      queries: targeting.queries ?? [],
    },
  };
}

async function send(
  db: Database,
  provider: PushProvider | undefined,
  push: StoredPush,
  recipients: PushRecipient[],
  now: () => Date,
): Promise<{ delivered: number }> {
  if (!provider)
    throw new ServiceNotReached(
      formatMessage('pushProviderMissing', { label: SERVICE_NAMES[push.targetDevice] }),
    );
  const { delivered } = await provider.send(messageOf(push), recipients);
  const outcome = `Envoyé (${delivered} destinataire${delivered > 1 ? 's' : ''})${
    provider.outcomeNote ? ` — ${provider.outcomeNote}` : ''
  }`;
  // 'unknown' too: a worker that took over this job meanwhile guessed; the answer came after.
  const at = now();
  await recordState(
    db,
    and(eq(pushes.id, push.id), inArray(pushes.state, ['sending', 'unknown']))!,
    { state: 'sent', sentAt: at, outcome, attemptStartedAt: null },
    at,
  );
  return { delivered };
}

/** A failed send: 'unknown' when the push may have gone out, otherwise retried until the last attempt. */
async function recordFailure(
  db: Database,
  job: JobRow,
  push: StoredPush,
  error: unknown,
  at: Date,
): Promise<{ unknown: true; error: string }> {
  const message = error instanceof Error ? error.message : String(error);
  if (!isSafeToRetry(error)) {
    await recordState(
      db,
      and(eq(pushes.id, push.id), eq(pushes.state, 'sending'))!,
      {
        state: 'unknown',
        attemptStartedAt: null,
        outcome: unknownOutcome(push.targetDevice, message),
      },
      at,
    );
    return { unknown: true, error: message };
  }
  const last = job.attempts >= job.maxAttempts;
  await recordState(
    db,
    eq(pushes.id, push.id),
    {
      outcome: `Tentative ${job.attempts} : ${message}`.slice(0, 1000),
      state: last ? 'failed' : 'sending',
      attemptStartedAt: null,
    },
    at,
  );
  throw error;
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
  return async (job: JobRow) => {
    const pushId = String(job.payload.pushId);
    const [current] = await db
      .select({ targetDevice: pushes.targetDevice, brandKey: pushes.brandKey })
      .from(pushes)
      .where(eq(pushes.id, pushId));
    if (!current) return { skipped: true };
    const device = current.targetDevice as PushDevice;
    if (await recordCutAttempt(db, pushId, device, now())) return { unknown: true };
    const recipients = await recipientsOf(db, current.brandKey, device);
    const push = await takePush(db, pushId, now());
    if (!push) return { skipped: true };
    try {
      return await send(db, providers.push[push.targetDevice], push, recipients, now);
    } catch (error) {
      return recordFailure(db, job, push, error, now());
    }
  };
}
