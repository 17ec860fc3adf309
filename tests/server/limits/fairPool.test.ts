// The PostgreSQL pool shared fairly between users (server/src/db/fairPool.ts): one user's queries
// hold at most their lane's share of connections, another user's query does not queue behind
// them, and a failed query or a released transaction gives its slot back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/database';
import { AbandonedQueryError, FairPool, inLane } from '../../../server/src/db/fairPool';

const url = process.env.TEST_DATABASE_URL?.trim();

describe.skipIf(!url)('FairPool (PostgreSQL)', () => {
  let pool: FairPool;
  beforeAll(() => {
    // Three connections: a lane of two leaves one for the others.
    pool = new FairPool({ connectionString: url, max: 3 }, 2);
  });
  afterAll(() => pool.end());

  /** Runs `count` sleeps in `lane` at once; resolves with the most that ran together and their ends. */
  async function sleeps(lane: string, count: number, seconds = 0.2) {
    let running = 0;
    let most = 0;
    const ends: number[] = [];
    await inLane(lane, () =>
      Promise.all(
        Array.from({ length: count }, async () => {
          const client = await pool.connect();
          running++;
          most = Math.max(most, running);
          try {
            await client.query('select pg_sleep($1)', [seconds]);
          } finally {
            running--;
            client.release();
            ends.push(performance.now());
          }
        }),
      ),
    );
    return { most, ends };
  }

  it('holds at most two connections for one user, whatever they ask at once', async () => {
    const { most, ends } = await sleeps('user:a', 6, 0.3);
    expect(most).toBe(2);
    expect(ends).toHaveLength(6);
  });

  it("answers another user's query before the first user's queries free a connection", async () => {
    const busy = sleeps('user:a', 3, 1);
    // Let the first user's queries reach the pool first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = await inLane('user:b', () => pool.query('select 1 as one'));
    const otherEnd = performance.now();
    const { ends } = await busy;
    expect(other.rows[0]).toEqual({ one: 1 });
    // Without lanes the three held every connection and user b waited a second for one.
    expect(otherEnd).toBeLessThan(Math.min(...ends));
  });

  it('gives the slot back after a failed query and for the callback form', async () => {
    await inLane('user:c', async () => {
      for (let i = 0; i < 3; i++)
        await expect(pool.query('select * from no_such_table')).rejects.toThrow();
      const viaCallback = await new Promise<number>((resolve, reject) =>
        pool.query('select 2 as two', (error: Error | undefined, result) =>
          error ? reject(error) : resolve(result.rows[0].two as number),
        ),
      );
      expect(viaCallback).toBe(2);
      const rows = await Promise.all(
        [1, 2, 3, 4].map((n) => pool.query('select $1::int as n', [n])),
      );
      expect(rows.map((r) => r.rows[0].n)).toEqual([1, 2, 3, 4]);
    });
  });

  it('leaves work outside a request unlimited', async () => {
    // Three checkouts held at once: a lane's limit would leave the third waiting for a release
    // that never comes (a count of the overlap instead depended on how fast each connection opened).
    const clients = await Promise.race([
      Promise.all([pool.connect(), pool.connect(), pool.connect()]),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the third checkout waited')), 5_000),
      ),
    ]);
    expect(clients).toHaveLength(3);
    for (const client of clients) client.release();
  });

  it('lets a query sent through the pool inside a transaction run when the lane is full', async () => {
    // One connection per user: the transaction holds it, the inner query through the pool (not
    // the transaction) would wait for it forever.
    const handle = await openDatabase({ kind: 'postgres', url: url!, connectionsPerUser: 1 });
    try {
      const value = await inLane('user:d', () =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          const inner = (await handle.db.execute(sql`select 42 as answer`)) as unknown as {
            rows: { answer: number }[];
          };
          return inner.rows[0]!.answer;
        }),
      );
      expect(value).toBe(42);
    } finally {
      await handle.close();
    }
  }, 10_000);

  it("drops a given-up request's queries still waiting for the lane, not the one running", async () => {
    const oneLane = new FairPool({ connectionString: url, max: 3 }, 1);
    try {
      const giveUp = new AbortController();
      const ran: number[] = [];
      const queries = inLane(
        'user:g',
        () =>
          Promise.allSettled(
            [1, 2, 3].map(async (n) => {
              await oneLane.query('select pg_sleep(0.2)');
              ran.push(n);
            }),
          ),
        giveUp.signal,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      giveUp.abort();
      const settled = await queries;
      // The first held the lane's connection and finished; the two waiting never ran.
      expect(ran).toEqual([1]);
      expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(2);
      expect((settled[1] as PromiseRejectedResult).reason).toBeInstanceOf(AbandonedQueryError);
      // Given up before asking: refused at once; the lane serves its next request.
      await expect(
        inLane('user:g', () => oneLane.query('select 1'), giveUp.signal),
      ).rejects.toBeInstanceOf(AbandonedQueryError);
      const next = await inLane('user:g', () => oneLane.query('select 3 as n'));
      expect(next.rows[0]).toEqual({ n: 3 });
    } finally {
      await oneLane.end();
    }
  }, 10_000);
});
