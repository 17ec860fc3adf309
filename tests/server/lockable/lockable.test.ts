// The lockable content service (server/src/services/lockable) over every declared type: lock,
// retain, release, take-over, version conflict and brand refusal. A new type gets these tests by
// adding its declaration to LOCKABLE_TYPES and one fixture row below. The clock is injected (the
// context's `now`), never slept on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLContext, SessionUser } from '../../../server/src/context';
import type { Database } from '../../../server/src/db/database';
import { cards } from '../../../server/src/db/schema/cards';
import { articles, categories, lives } from '../../../server/src/db/schema/content';
import { livePosts } from '../../../server/src/db/schema/lives';
import { orphanPages } from '../../../server/src/db/schema/orphanPages';
import {
  ARTICLE,
  CARD,
  LIVE_POST,
  ORPHAN_PAGE,
  PAGE,
  type LOCKABLE_TYPES,
} from '../../../server/src/services/lockable/contentTypes';
import {
  assertWritable,
  brandGuard,
  lockMutation,
  readState,
  type LockableType,
  type LockAction,
} from '../../../server/src/services/lockable/lockable';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';

const BRAND = 'TEL';
const MINUTE = 60_000;

/** One row of each type in brand TEL; its id. */
const FIXTURES: Record<
  keyof typeof LOCKABLE_TYPES | 'slideshow',
  { decl: LockableType; create(db: Database): Promise<string> }
> = {
  article: {
    decl: ARTICLE,
    create: async (db) =>
      (
        await db
          .insert(articles)
          .values({ brandKey: BRAND, format: 'Rich', status: 'Draft', title: 'Verrou' })
          .returning({ id: articles.id })
      )[0]!.id,
  },
  slideshow: {
    decl: ARTICLE,
    create: async (db) =>
      (
        await db
          .insert(articles)
          .values({ brandKey: BRAND, format: 'Slideshow', status: 'Draft', title: 'Diapo' })
          .returning({ id: articles.id })
      )[0]!.id,
  },
  page: {
    decl: PAGE,
    create: async (db) =>
      (
        await db
          .insert(categories)
          .values({ brandKey: BRAND, format: 'Category', level: 1, title: 'Rubrique verrou' })
          .returning({ id: categories.id })
      )[0]!.id,
  },
  card: {
    decl: CARD,
    create: async (db) =>
      (
        await db
          .insert(cards)
          .values({ brandKey: BRAND, title: 'Encart', url: 'https://example.com', label: 'À lire' })
          .returning({ id: cards.id })
      )[0]!.id,
  },
  orphanPage: {
    decl: ORPHAN_PAGE,
    create: async (db) =>
      (
        await db
          .insert(orphanPages)
          .values({ brandKey: BRAND, uri: `/verrou-${Math.random()}` })
          .returning({ id: orphanPages.id })
      )[0]!.id,
  },
  livePost: {
    decl: LIVE_POST,
    create: async (db) => {
      const article = await FIXTURES.article.create(db);
      const live = (
        await db.insert(lives).values({ articleId: article }).returning({ id: lives.id })
      )[0]!.id;
      return (
        await db
          .insert(livePosts)
          .values({ liveId: live, body: { type: 'doc', content: [] } })
          .returning({ id: livePosts.id })
      )[0]!.id;
    },
  },
};

forEachBackend('lockable content service', (backend) => {
  let server: TestServer;
  let alice: SessionUser;
  let bob: SessionUser;
  let outsider: SessionUser;
  let clock = Date.parse('2026-03-02T09:00:00Z');

  const sessionUser = (id: string, name: string, brandKeys: string[]): SessionUser => ({
    id,
    name,
    email: `${name}@example.test`,
    isSuperAdmin: false,
    brandKeys,
    allBrands: false,
  });

  beforeAll(async () => {
    server = await startTestServer({ backend });
    const a = await server.createUser({ name: 'Alice', brandKeys: [BRAND] });
    const b = await server.createUser({ name: 'Bob', brandKeys: [BRAND] });
    const o = await server.createUser({ name: 'Olga', brandKeys: ['ZZZ'] });
    alice = sessionUser(a.id, 'Alice', [BRAND]);
    bob = sessionUser(b.id, 'Bob', [BRAND]);
    outsider = sessionUser(o.id, 'Olga', ['ZZZ']);
  });
  afterAll(() => server.close());

  const ctx = (user: SessionUser) =>
    ({ db: server.handle.db, user, now: new Date(clock) }) as unknown as GraphQLContext;

  const act = (
    decl: LockableType,
    user: SessionUser,
    id: string,
    action: LockAction,
    options: { changed?: boolean; takeOver?: boolean } = {},
  ) =>
    lockMutation(
      decl,
      ctx(user),
      id,
      action,
      (db, rowId) => readState(decl, db, rowId, false),
      options,
    );

  describe.each(Object.entries(FIXTURES))('%s', (_name, { decl, create }) => {
    const lock = decl.lock;
    const state = (id: string) => readState(decl, server.handle.db, id, false);

    it.runIf(lock)(
      'lock: another user is refused LOCKED, naming the holder, until it lapses',
      async () => {
        const id = await create(server.handle.db);
        const taken = await act(decl, alice, id, 'lock');
        expect(taken!.lockedBy).toBe(alice.id);
        const ms = lock!.durationMs(false, taken!);
        await expect(act(decl, bob, id, 'lock')).rejects.toMatchObject({
          message: decl.messages.lockedBy('Alice', taken!),
          extensions: { code: 'LOCKED', lockedBy: { id: alice.id, name: 'Alice' } },
        });
        clock += ms + 1;
        expect((await act(decl, bob, id, 'lock'))!.lockedBy).toBe(bob.id);
      },
    );

    it.runIf(lock)('retain: keeps when the lock was taken and extends it', async () => {
      const id = await create(server.handle.db);
      const taken = await act(decl, alice, id, 'lock');
      clock += MINUTE;
      const kept = await act(decl, alice, id, 'retain', { changed: true });
      expect(kept!.lockedAt?.getTime() ?? null).toBe(taken!.lockedAt?.getTime() ?? null);
      expect(kept!.lockExpiresAt!.getTime()).toBe(clock + lock!.durationMs(true, kept!));
    });

    it.runIf(lock)('release: the holder unlocks, anyone may lock', async () => {
      const id = await create(server.handle.db);
      await act(decl, alice, id, 'lock');
      const released = await act(decl, alice, id, 'unlock');
      expect(released!.lockedBy).toBeNull();
      expect((await act(decl, bob, id, 'lock'))!.lockedBy).toBe(bob.id);
    });

    it.runIf(lock)(
      'take-over: allowed where declared; the former holder is then refused',
      async () => {
        const id = await create(server.handle.db);
        await act(decl, alice, id, 'lock');
        if (lock!.takeOver) {
          expect((await act(decl, bob, id, 'lock', { takeOver: true }))!.lockedBy).toBe(bob.id);
          await expect(act(decl, alice, id, 'retain')).rejects.toMatchObject({
            message: (decl.messages.takenOver ?? decl.messages.lockedBy)('Bob', { format: null }),
            extensions: { code: 'LOCKED' },
          });
        } else {
          await expect(act(decl, bob, id, 'lock', { takeOver: true })).rejects.toMatchObject({
            extensions: { code: 'LOCKED' },
          });
        }
      },
    );

    it('version: a stale save gets CONFLICT with the current version', async () => {
      const id = await create(server.handle.db);
      const edit = { user: alice, now: new Date(clock) };
      const current = (await state(id))!;
      await expect(
        assertWritable(
          decl,
          server.handle.db,
          id,
          { ...edit, version: current.version },
          brandGuard(ctx(alice)),
        ),
      ).resolves.toMatchObject({ id });
      await expect(
        assertWritable(
          decl,
          server.handle.db,
          id,
          { ...edit, version: current.version + 1 },
          brandGuard(ctx(alice)),
        ),
      ).rejects.toMatchObject({
        message: decl.messages.conflict(current.version),
        extensions: { code: 'CONFLICT', currentVersion: current.version },
      });
      const missing = assertWritable(
        decl,
        server.handle.db,
        id,
        { ...edit, version: null },
        brandGuard(ctx(alice)),
      );
      if (decl.versionRequired)
        await expect(missing).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      else await expect(missing).resolves.toMatchObject({ id });
    });

    it("brand: another brand's user is refused FORBIDDEN, for locks and saves", async () => {
      const id = await create(server.handle.db);
      const forbidden = { extensions: { code: 'FORBIDDEN' } };
      if (lock) await expect(act(decl, outsider, id, 'lock')).rejects.toMatchObject(forbidden);
      await expect(
        assertWritable(
          decl,
          server.handle.db,
          id,
          { user: outsider, now: new Date(clock), version: 1 },
          brandGuard(ctx(outsider)),
        ),
      ).rejects.toMatchObject(forbidden);
      expect((await state(id))!.lockedBy).toBeNull();
    });
  });
});
