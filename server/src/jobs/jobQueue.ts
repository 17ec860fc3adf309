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
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../services/content/sqlRows';

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

interface RawJob {
  id: string | number;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  status: JobRow['status'];
  run_at: Date | string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  result: unknown;
  finished_at: Date | string | null;
}

const toDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
function jobOf(r: RawJob): JobRow {
  return {
    id: String(r.id),
    kind: r.kind,
    key: r.key,
    payload: r.payload,
    status: r.status,
    runAt: toDate(r.run_at),
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    lastError: r.last_error,
    result: r.result,
    finishedAt: r.finished_at === null ? null : toDate(r.finished_at),
  };
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
    await db.execute(sql`
      insert into jobs (kind, key, payload, run_at, max_attempts)
      values (${input.kind}, ${input.key ?? null}, ${JSON.stringify(input.payload ?? {})}::jsonb,
              ${(input.runAt ?? this.now()).toISOString()}::timestamptz, ${input.maxAttempts ?? 5})
      on conflict (kind, key) do nothing`);
  }

  /** A job run every `everyMs` (first run now); calling it again at each start-up is harmless. */
  async repeat(input: RepeatInput): Promise<void> {
    const payload = { ...input.payload, [REPEAT_FIELD]: input.everyMs };
    await this.db.execute(sql`
      insert into jobs (kind, key, payload, run_at, max_attempts)
      values (${input.kind}, ${input.key}, ${JSON.stringify(payload)}::jsonb,
              ${this.now().toISOString()}::timestamptz, ${input.maxAttempts ?? 3})
      on conflict (kind, key) do update set
        payload = excluded.payload,
        attempts = case when jobs.status in ('done', 'failed') then 0 else jobs.attempts end,
        run_at = case when jobs.status in ('done', 'failed') then excluded.run_at else jobs.run_at end,
        status = case when jobs.status in ('done', 'failed') then 'queued' else jobs.status end`);
  }

  /** Takes up to `limit` due jobs of these kinds for `workerId`, atomically across processes. */
  async claim(workerId: string, kinds: readonly string[], limit: number): Promise<JobRow[]> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const rows = await queryRows<RawJob>(
      this.db,
      sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
                      locked_until = ${leaseUntil.toISOString()}::timestamptz
      where id in (
        select id from jobs
        where kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
            or (status = 'running' and locked_until < ${now.toISOString()}::timestamptz))
        order by run_at, id
        limit ${limit}
        for update skip locked)
        -- Checked again on the row as locked: a job another process claimed meanwhile is left alone.
        and ((status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
          or (status = 'running' and locked_until < ${now.toISOString()}::timestamptz))
      returning *`,
    );
    return rows.map(jobOf);
  }

  /**
   * Records success (locked_by stays: which process ran it); a worker whose lease was taken over by
   * another records nothing.
   */
  async complete(job: JobRow, workerId: string, result: unknown): Promise<void> {
    const every = repeatEvery(job);
    if (every) {
      await this.requeue(
        job,
        workerId,
        every,
        sql`result = ${JSON.stringify(result ?? null)}::jsonb`,
      );
      return;
    }
    await this.db.execute(sql`
      update jobs set status = 'done', result = ${JSON.stringify(result ?? null)}::jsonb,
                      finished_at = ${this.now().toISOString()}::timestamptz, locked_until = null
      where id = ${job.id} and locked_by = ${workerId} and status = 'running'`);
  }

  /** A retry later with backoff, or 'failed' once the attempts are spent. */
  async fail(job: JobRow, workerId: string, error: string): Promise<'retry' | 'failed'> {
    const now = this.now();
    const every = repeatEvery(job);
    if (job.attempts >= job.maxAttempts && every) {
      await this.requeue(job, workerId, every, sql`last_error = ${error}`);
      return 'retry';
    }
    if (job.attempts >= job.maxAttempts) {
      await this.db.execute(sql`
        update jobs set status = 'failed', last_error = ${error},
                        finished_at = ${now.toISOString()}::timestamptz, locked_by = null,
                        locked_until = null
        where id = ${job.id} and locked_by = ${workerId}`);
      return 'failed';
    }
    const delay = Math.min(this.retryBaseMs * 2 ** (job.attempts - 1), this.retryMaxMs);
    await this.db.execute(sql`
      update jobs set status = 'queued', last_error = ${error},
                      run_at = ${new Date(now.getTime() + delay).toISOString()}::timestamptz,
                      locked_by = null, locked_until = null
      where id = ${job.id} and locked_by = ${workerId}`);
    return 'retry';
  }

  /** A recurring job's run is over: queued again one period later, attempts afresh. */
  private async requeue(
    job: JobRow,
    workerId: string,
    everyMs: number,
    outcome: SQL,
  ): Promise<void> {
    const now = this.now();
    await this.db.execute(sql`
      update jobs set status = 'queued', ${outcome}, attempts = 0,
                      finished_at = ${now.toISOString()}::timestamptz,
                      run_at = ${new Date(now.getTime() + everyMs).toISOString()}::timestamptz,
                      locked_by = null, locked_until = null
      where id = ${job.id} and locked_by = ${workerId} and status = 'running'`);
  }

  async find(kind: string, key: string): Promise<JobRow | null> {
    const rows = await queryRows<RawJob>(
      this.db,
      sql`select * from jobs where kind = ${kind} and key = ${key}`,
    );
    return rows[0] ? jobOf(rows[0]) : null;
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
