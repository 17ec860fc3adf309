// The server's durable job queue (DESIGN.md "Jobs"): rows in the `jobs` table (migration 0090),
// claimed with `FOR UPDATE SKIP LOCKED` so that several server processes on one PostgreSQL never
// run the same job at once, and PGlite (one connection) runs the same SQL. Why not graphile-worker
// or pg-boss: both need a real PostgreSQL server (LISTEN/NOTIFY, their own schema migrations run
// through `pg`, several connections) and neither runs on PGlite, the embedded default; this file is
// the ~150 lines both backends share. Pushes use it today; AI processes and indexing will add kinds.
//
//   const queue = new JobQueue(db, { now });
//   await queue.enqueue({ kind: 'push.dispatch', key: pushId, payload: { pushId }, runAt });
//   const worker = new JobWorker(queue, { 'push.dispatch': handler }, { pollMs: 500 });
//   worker.start();   …   await worker.stop();
//
// Semantics: a job runs at or after run_at; a handler that throws is retried with exponential
// backoff (RETRY_BASE_MS × 2^(attempt-1), capped) until max_attempts, then marked 'failed' with its
// last error; a handler that returns marks it 'done' with its result. A process that dies while
// running a job leaves it 'running' with a lease: once the lease has passed, any worker claims it
// again (at-least-once across a crash in the middle of a handler; handlers record their own
// progress to stay idempotent — the push handler checks the push's state first).
//
// Recurring work (the staging sweep of media/stagingSweep.ts) is one row per (kind, key) put back
// in the queue after each run: `repeat({ kind, key, everyMs })` at start-up creates it (or revives
// one left 'done'/'failed' by an older server), and the row's payload carries its period
// (REPEAT_FIELD), so whichever process runs it schedules the next run. A recurring job that spends
// its attempts is not 'failed' for good: its next period tries again.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/jobs';

export interface JobRow {
  id: string;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  status: 'queued' | 'running' | 'done' | 'failed';
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  result: unknown;
  finishedAt: Date | null;
}

export interface EnqueueInput {
  kind: string;
  /** Enqueueing the same (kind, key) again keeps the first job. */
  key?: string | null;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  /** The clock (tests move it); jobs are due when run_at <= now(). */
  now?: () => Date;
  /** How long a claimed job is held before another worker may take it again. */
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export interface RepeatInput {
  kind: string;
  key: string;
  everyMs: number;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

/** The payload field that makes a job recurring (its period, in ms). */
export const REPEAT_FIELD = 'repeatEveryMs';

function repeatEvery(job: JobRow): number | null {
  const every = job.payload[REPEAT_FIELD];
  return typeof every === 'number' && every > 0 ? every : null;
}

export const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 10 * 60_000;
const LEASE_MS = 60_000;

type StoredJob = typeof jobs.$inferSelect;

function jobOf(r: StoredJob): JobRow {
  return {
    id: String(r.id),
    kind: r.kind,
    key: r.key,
    payload: r.payload as Record<string, unknown>,
    status: r.status as JobRow['status'],
    runAt: r.runAt,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.maxAttempts),
    lastError: r.lastError,
    result: r.result,
    finishedAt: r.finishedAt,
  };
}

/** A handler's result as stored: JSON, `null` included (a JSON null, not SQL NULL). */
function resultOf(result: unknown): unknown {
  return result === undefined || result === null ? sql`'null'::jsonb` : result;
}

/** Whether the job is done or failed (a recurring job found so is revived). */
const isOver = sql`${jobs.status} in ('done', 'failed')`;

/** Due at `now`: queued and its time came, or running with a lease that ran out. */
function isDue(now: Date): SQL | undefined {
  return or(
    and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
    and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
  );
}

export class JobQueue {
  readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;

  constructor(
    readonly db: Database,
    options: JobQueueOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS;
    this.retryMaxMs = options.retryMaxMs ?? RETRY_MAX_MS;
  }

  async enqueue(input: EnqueueInput, db: Database = this.db): Promise<void> {
    await db
      .insert(jobs)
      .values({
        kind: input.kind,
        key: input.key ?? null,
        payload: input.payload ?? {},
        runAt: input.runAt ?? this.now(),
        maxAttempts: input.maxAttempts ?? 5,
      })
      .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
  }

  /** A job run every `everyMs` (first run now); calling it again at each start-up is harmless. */
  async repeat(input: RepeatInput): Promise<void> {
    const payload = { ...input.payload, [REPEAT_FIELD]: input.everyMs };
    await this.db
      .insert(jobs)
      .values({
        kind: input.kind,
        key: input.key,
        payload,
        runAt: this.now(),
        maxAttempts: input.maxAttempts ?? 3,
      })
      .onConflictDoUpdate({
        target: [jobs.kind, jobs.key],
        set: {
          payload: sql`excluded.payload`,
          attempts: sql`case when ${isOver} then 0 else ${jobs.attempts} end`,
          runAt: sql`case when ${isOver} then excluded.run_at else ${jobs.runAt} end`,
          status: sql`case when ${isOver} then 'queued' else ${jobs.status} end`,
        },
      });
  }

  /** Takes up to `limit` due jobs of these kinds for `workerId`, atomically across processes. */
  async claim(workerId: string, kinds: readonly string[], limit: number): Promise<JobRow[]> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    // SKIP LOCKED: two processes polling at once each take other rows instead of waiting.
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, [...kinds]), isDue(now)))
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: leaseUntil,
      })
      // Checked again on the row as locked: a job another process claimed meanwhile is left alone.
      .where(and(inArray(jobs.id, due), isDue(now)))
      .returning();
    return rows.map(jobOf);
  }

  /**
   * Records success (locked_by stays: which process ran it); a worker whose lease was taken over by
   * another records nothing.
   */
  async complete(job: JobRow, workerId: string, result: unknown): Promise<void> {
    const every = repeatEvery(job);
    if (every) {
      await this.requeue(job, workerId, every, { result: result ?? null });
      return;
    }
    await this.db
      .update(jobs)
      .set({ status: 'done', result: resultOf(result), finishedAt: this.now(), lockedUntil: null })
      .where(and(this.heldBy(job, workerId), eq(jobs.status, 'running')));
  }

  /** A retry later with backoff, or 'failed' once the attempts are spent. */
  async fail(job: JobRow, workerId: string, error: string): Promise<'retry' | 'failed'> {
    const now = this.now();
    const every = repeatEvery(job);
    if (job.attempts >= job.maxAttempts && every) {
      await this.requeue(job, workerId, every, { lastError: error });
      return 'retry';
    }
    if (job.attempts >= job.maxAttempts) {
      await this.db
        .update(jobs)
        .set({
          status: 'failed',
          lastError: error,
          finishedAt: now,
          lockedBy: null,
          lockedUntil: null,
        })
        .where(this.heldBy(job, workerId));
      return 'failed';
    }
    const delay = Math.min(this.retryBaseMs * 2 ** (job.attempts - 1), this.retryMaxMs);
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: error,
        runAt: new Date(now.getTime() + delay),
        lockedBy: null,
        lockedUntil: null,
      })
      .where(this.heldBy(job, workerId));
    return 'retry';
  }

  /** A recurring job's run is over: queued again one period later, attempts afresh. */
  private async requeue(
    job: JobRow,
    workerId: string,
    everyMs: number,
    outcome: { result: unknown } | { lastError: string },
  ): Promise<void> {
    const now = this.now();
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        ...outcome,
        attempts: 0,
        finishedAt: now,
        runAt: new Date(now.getTime() + everyMs),
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(this.heldBy(job, workerId), eq(jobs.status, 'running')));
  }

  /** The job's row, while this worker holds it. */
  private heldBy(job: JobRow, workerId: string): SQL | undefined {
    return and(eq(jobs.id, Number(job.id)), eq(jobs.lockedBy, workerId));
  }

  async find(kind: string, key: string): Promise<JobRow | null> {
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
    return row ? jobOf(row) : null;
  }
}

/** What a job kind does. Throwing retries it; the returned value is recorded as its result. */
export type JobHandler = (job: JobRow) => Promise<unknown>;

export interface JobWorkerOptions {
  /** How often due jobs are looked for (tests use `tick()` instead of waiting). */
  pollMs?: number;
  /** Jobs claimed per poll and run concurrently. */
  batch?: number;
  workerId?: string;
  onError?: (error: unknown) => void;
}

export class JobWorker {
  readonly workerId: string;
  private readonly pollMs: number;
  private readonly batch: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.workerId = options.workerId ?? `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
    this.pollMs = options.pollMs ?? 500;
    this.batch = options.batch ?? 20;
  }

  /** One poll: claims due jobs, runs them, records outcomes. Resolves with how many ran. */
  tick(): Promise<number> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce(): Promise<number> {
    const jobs = await this.queue.claim(this.workerId, Object.keys(this.handlers), this.batch);
    await Promise.all(
      jobs.map(async (job) => {
        const handler = this.handlers[job.kind];
        try {
          if (!handler) throw new Error(`aucun gestionnaire pour ${job.kind}`);
          const result = await handler(job);
          await this.queue.complete(job, this.workerId, result);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await this.queue.fail(job, this.workerId, message.slice(0, 2000));
        }
      }),
    );
    return jobs.length;
  }

  /** Runs ticks until no job is due (tests). */
  async drain(): Promise<void> {
    while ((await this.tick()) > 0);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async (): Promise<void> => {
      if (this.stopped) return;
      let ran = 0;
      try {
        ran = await this.tick();
      } catch (error) {
        this.options.onError?.(error);
      }
      if (this.stopped) return;
      // A full batch means more may be due: poll again at once.
      this.timer = setTimeout(() => void loop(), ran >= this.batch ? 0 : this.pollMs);
    };
    void loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }
}
