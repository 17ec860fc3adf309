// Pushes over HTTP on PGlite (and PostgreSQL with TEST_DATABASE_URL), dispatched by the job queue
// to local stand-ins of FCM, APNs and Web Push: every 001 §5 rule with its message, brand flags,
// providers not configured, group cancel, cancel after send refused, a restart between scheduling
// and sending, two workers on one database, a provider failure retried then recorded; the
// newsletter flash rules. Clocks are injected: nothing here waits on real time.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../common/domain/dates';
import { formatMessage, MESSAGES } from '../../../common/domain/messages';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase } from '../../../server/src/db/database';
import {
  createPush,
  PUSH_JOB,
  pushDispatchHandler,
} from '../../../server/src/services/pushes/pushes';
import {
  FcmProvider,
  providersFromEnv,
  type FcmServiceAccount,
} from '../../../server/src/services/pushes/providers';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type GqlResult, type TestServer } from '../helpers/testServer';
import { startStandIns, type StandIns } from './standIns';

const PUSH = `id groupId title body targetDevice scheduledAt sentAt isCancelled state segments
  targeting outcome user { name } article { id title }`;
const CREATE = `mutation createPush($data: PushCreateInput!) { createPush(data: $data) { ${PUSH} } }`;
const CANCEL = `mutation updatePush($id: ID!) { updatePush(where: { id: $id }, data: { isCancelled: true }) { ${PUSH} } }`;
const LIST = `query pushes($where: PushWhereInput, $first: Int, $skip: Int) {
  pushes(where: $where, first: $first, skip: $skip) { ${PUSH} } pushCount(where: $where) }`;
const FLASH = `mutation sendNlFlash($brandKey: String!, $subject: String!, $teaser: String!, $img: String!,
  $imgAlt: String, $title: String!, $contentUrl: String!, $uuid: ID!, $resource: String!,
  $confirmDuplicate: Boolean) {
  sendNlFlash(brandKey: $brandKey, subject: $subject, teaser: $teaser, img: $img, imgAlt: $imgAlt,
    title: $title, contentUrl: $contentUrl, uuid: $uuid, resource: $resource,
    confirmDuplicate: $confirmDuplicate) {
    success message history { id createdAt subject } } }`;

interface Push {
  id: string;
  groupId: string;
  title: string;
  body: string;
  targetDevice: string;
  scheduledAt: string;
  sentAt: string | null;
  isCancelled: boolean;
  state: string;
  segments: string[];
  targeting: { segmentNames: string[]; queries: unknown[] };
  outcome: string | null;
}

const PUBLISHED = new Date('2026-11-20T08:00:00Z');

forEachBackend('pushes', (backend) => {
  let server: TestServer;
  let standIns: StandIns;
  let clock = new Date('2026-11-24T09:00:00Z');
  const now = () => clock;
  let articleId: string;
  let unpublishedId: string;
  let tgcArticleId: string;
  let segmentId: string;
  let badSegmentId: string;
  let queue: JobQueue;
  const worker = (id: string, db = server.handle.db) =>
    new JobWorker(
      new JobQueue(db, { now, retryBaseMs: 1_000 }),
      { [PUSH_JOB]: pushDispatchHandler(db, providersFromEnv(standIns.env), now) },
      { workerId: id },
    );

  const insertArticle = async (brandKey: string, publishedAt: Date | null, extra = sql``) =>
    (
      (await server.handle.db.execute(
        sql`insert into articles (brand_key, format, status, title, published_at, canonical, medias)
            values (${brandKey}, 'Rich', ${publishedAt ? 'Published' : 'Draft'}, 'Alerte météo',
                    ${publishedAt?.toISOString() ?? null}::timestamptz,
                    'https://www.tele-loisirs.fr/alerte', ${JSON.stringify([{ key: 'photo-1' }])}::jsonb)
            returning id ${extra}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows[0]!.id;

  beforeAll(async () => {
    standIns = await startStandIns();
    server = await startTestServer({ backend, now, providers: providersFromEnv(standIns.env) });
    queue = new JobQueue(server.handle.db, { now });
    articleId = await insertArticle('TEL', PUBLISHED);
    unpublishedId = await insertArticle('TEL', null);
    tgcArticleId = await insertArticle('TGC', PUBLISHED);
    const seg = async (title: string, android: unknown) =>
      (
        (await server.handle.db.execute(
          sql`insert into segments (title, brand_key, ios, android, editorial_alert)
              values (${title}, 'TEL', ${JSON.stringify({ os: 'ios' })}::jsonb,
                      ${JSON.stringify(android)}::jsonb, ${JSON.stringify({ web: true })}::jsonb)
              returning id`,
        )) as unknown as { rows: { id: string }[] }
      ).rows[0]!.id;
    segmentId = await seg('Fans de séries', { interests: ['series'] });
    // A query saved as text that is not JSON (an import from the old tool): refused at push time.
    badSegmentId = await seg('Import cassé', '{"interests": [');
    const web = standIns.webSubscription();
    await server.handle.db
      .execute(sql`insert into push_subscriptions (brand_key, platform, token, keys)
      values ('TEL', 'ios', 'a1b2c3d4e5f6', null),
             ('TEL', 'ea', ${web.endpoint}, ${JSON.stringify(web.keys)}::jsonb)`);
    await server.handle.db
      .execute(sql`insert into photos (id, brand_key, archive, key, original_name, mime, width, height, size)
      values (gen_random_uuid(), 'TEL', 'graphics', 'wide-2000', 'a.jpg', 'image/jpeg', 2000, 1000, 1),
             (gen_random_uuid(), 'TEL', 'graphics', 'narrow-800', 'b.jpg', 'image/jpeg', 800, 600, 1),
             (gen_random_uuid(), 'TEL', 'graphics', 'huge-5000', 'c.jpg', 'image/jpeg', 5000, 3000, 1)`);
  });
  afterAll(async () => {
    await server.close();
    await standIns.close();
  });

  const base = () => ({
    brandKey: 'TEL',
    title: 'Alerte orages',
    body: 'Vigilance orange sur le sud-est',
    targetDevices: ['android', 'ea'],
    articleId,
    segments: ['NEW', 'DORMANT'],
    segmentIds: [segmentId],
  });
  const create = (data: Record<string, unknown>, token = server.admin.token) =>
    server.gql<{ createPush: Push[] }>(CREATE, { data: { ...base(), ...data } }, token);
  const fields = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.fields ?? {};

  describe('rules (001 §5) with their messages', () => {
    it.each([
      ['title', { title: '  ' }, 'title', 'Le champ Titre est obligatoire'],
      ['message', { body: '' }, 'body', 'Le champ Message est obligatoire'],
      ['no smart segment', { segments: [] }, 'segments', MESSAGES.pushSegmentRequired],
      [
        'article never published',
        { articleId: unpublishedId },
        'scheduledAt',
        MESSAGES.pushArticleNotPublished,
      ],
      ['no article', { articleId: null }, 'scheduledAt', MESSAGES.pushArticleNotPublished],
      ['image too narrow', { media: { key: 'narrow-800' } }, 'media', MESSAGES.pushImageWidth],
      ['image too wide', { media: { key: 'huge-5000' } }, 'media', MESSAGES.pushImageWidth],
      ['image not in the library', { media: { key: 'nope' } }, 'media', MESSAGES.pushImageUnknown],
      [
        'send date in the past',
        { scheduledAt: '2026-11-24T08:00:00Z' },
        'scheduledAt',
        MESSAGES.pushSendDatePast,
      ],
      ['no platform', { targetDevices: [] }, 'targetDevices', MESSAGES.pushPlatformRequired],
      [
        'unknown segment',
        { segmentIds: ['00000000-0000-4000-8000-000000000000'] },
        'segmentIds',
        MESSAGES.pushSegmentUnknown,
      ],
    ])('%s', async (_label, data, field, message) => {
      const r = await create(data);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fields(r)[field]).toBe(message);
    });

    it('send date before the publication date', async () => {
      const published = new Date(clock.getTime() + 3_600_000);
      const id = await insertArticle('TEL', published);
      const r = await create({
        articleId: id,
        scheduledAt: new Date(clock.getTime() + 60_000).toISOString(),
      });
      expect(fields(r).scheduledAt).toBe(MESSAGES.pushSendDateBeforePublication);
    });

    it('a segment whose JSON query is bad at push time', async () => {
      const r = await create({ segmentIds: [segmentId, badSegmentId] });
      expect(r.errors?.[0]?.message).toBe(
        "Un des segments contient une erreur de syntaxe et n'a pas pu être enregistré.",
      );
      // Only the platforms whose query is broken: the iOS and web queries of that segment are fine.
      const ok = await create({ segmentIds: [badSegmentId], targetDevices: ['ea'] });
      expect(ok.errors).toBeUndefined();
    });

    it('title truncated at 50 and message at 150, image width within 1280–4096 accepted', async () => {
      const r = await create({
        title: 'T'.repeat(70),
        body: 'M'.repeat(200),
        media: { key: 'wide-2000' },
      });
      expect(r.errors).toBeUndefined();
      expect(r.data!.createPush.every((p) => p.title.length === 50 && p.body.length === 150)).toBe(
        true,
      );
    });

    it("brand flags: ios is not among TGC's platforms (android only); a brand the user does not work on is refused", async () => {
      const cap = await create({
        brandKey: 'TGC',
        articleId: tgcArticleId,
        targetDevices: ['ios'],
        segmentIds: [],
      });
      expect(fields(cap)).toEqual({ targetDevices: MESSAGES.pushPlatformNotAllowed });
      const tgcOnly = await server.createUser({ brandKeys: ['TGC'] });
      const forbidden = await create({}, tgcOnly.token);
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('a platform whose provider is not configured is refused, not queued', async () => {
      const jobCount = async () =>
        JSON.stringify(
          await server.handle.db
            .execute(sql`select count(*)::int as n from jobs`)
            .then((r) => (r as unknown as { rows: unknown[] }).rows),
        );
      const before = await jobCount();
      const refusal = await createPush(
        { db: server.handle.db, queue, providers: { push: {} } },
        {
          id: server.admin.id,
          name: 'Admin',
          email: '',
          isSuperAdmin: true,
          brandKeys: [],
          allBrands: true,
        },
        clock,
        { ...base(), segmentIds: [] },
      ).catch((e: { extensions: { fields: Record<string, string> } }) => e.extensions.fields);
      expect(refusal).toEqual({
        targetDevices:
          "Le service d'envoi Android (FCM) n'est pas configuré sur ce serveur : le push n'a pas été enregistré.",
      });
      const after = await jobCount();
      expect(after).toEqual(before);
    });
  });

  it('one push per platform, grouped; dispatched at once to FCM and Web Push with the segment', async () => {
    const r = await create({});
    expect(r.errors).toBeUndefined();
    const pushes = r.data!.createPush;
    expect(pushes.map((p) => p.targetDevice).sort()).toEqual(['android', 'ea']);
    expect(new Set(pushes.map((p) => p.groupId)).size).toBe(1);
    expect(pushes[0]!.targeting.segmentNames).toEqual(['Fans de séries']);
    await worker('w1').drain();
    for (const p of pushes) expect(standIns.countFor(p.id)).toBe(1);
    const fcm = standIns.calls.find(
      (c) => c.id === pushes.find((p) => p.targetDevice === 'android')!.id,
    )!;
    expect(JSON.stringify(fcm.body)).toContain("'tel_new' in topics || 'tel_dormant' in topics");
    const list = await server.gql<{ pushes: Push[]; pushCount: number }>(
      LIST,
      { where: { groupId: pushes[0]!.groupId } },
      server.admin.token,
    );
    expect(list.data!.pushes.every((p) => p.state === 'sent' && p.sentAt)).toBe(true);
    expect(list.data!.pushCount).toBe(2);
  });

  it('iOS goes through APNs over HTTP/2 to each device', async () => {
    const r = await create({ targetDevices: ['ios'] });
    await worker('w1').drain();
    const id = r.data!.createPush[0]!.id;
    expect(standIns.calls.filter((c) => c.id === id).map((c) => c.service)).toEqual(['apns']);
  });

  it('cancelling one push cancels its group; cancelling after the send is refused', async () => {
    const later = new Date(clock.getTime() + 3_600_000).toISOString();
    const group = (await create({ scheduledAt: later })).data!.createPush;
    const cancelled = await server.gql<{ updatePush: Push[] }>(
      CANCEL,
      { id: group[1]!.id },
      server.admin.token,
    );
    expect(cancelled.data!.updatePush.map((p) => [p.isCancelled, p.state])).toEqual([
      [true, 'cancelled'],
      [true, 'cancelled'],
    ]);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    await worker('w1').drain();
    for (const p of group) expect(standIns.countFor(p.id)).toBe(0);

    const sent = (await create({})).data!.createPush;
    await worker('w1').drain();
    const refused = await server.gql(CANCEL, { id: sent[0]!.id }, server.admin.token);
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.pushAlreadySent);
    const undo = await server.gql(
      `mutation updatePush($id: ID!) { updatePush(where: { id: $id }, data: { isCancelled: false }) { id } }`,
      { id: group[0]!.id },
      server.admin.token,
    );
    expect(fields(undo).isCancelled).toBe(MESSAGES.pushCancelIsOneWay);
  });

  it('a push scheduled in a minute is not sent before, and is sent once after', async () => {
    const at = new Date(clock.getTime() + 60_000);
    const [p] = (await create({ scheduledAt: at.toISOString(), targetDevices: ['android'] })).data!
      .createPush;
    await worker('w1').drain();
    expect(standIns.countFor(p!.id)).toBe(0);
    clock = new Date(at.getTime() + 1);
    await worker('w1').drain();
    await worker('w2').drain();
    expect(standIns.countFor(p!.id)).toBe(1);
  });

  it('a worker that dies holding a job: once its lease has passed another sends it, once', async () => {
    const at = new Date(clock.getTime() + 120_000);
    const [p] = (await create({ scheduledAt: at.toISOString(), targetDevices: ['android'] })).data!
      .createPush;
    clock = new Date(at.getTime() + 1);
    const claimed = await queue.claim('dies', [PUSH_JOB], 10);
    expect(claimed.map((j) => j.payload.pushId)).toContain(p!.id);
    const fresh = worker('after-crash');
    await fresh.drain();
    expect(standIns.countFor(p!.id)).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    await fresh.drain();
    await worker('third').drain();
    expect(standIns.countFor(p!.id)).toBe(1);
  });

  it('a restart between scheduling and sending still sends once (the job is in the database)', async () => {
    const handle = server.handle as typeof server.handle & { url?: string };
    const reopen = async (dir: string | null) =>
      backend.kind === 'postgres'
        ? openDatabase({ kind: 'postgres', url: handle.url! })
        : openDatabase({ kind: 'pglite', dataDir: dir! });
    const dir = backend.kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'bo-push-restart-')) : null;
    try {
      // Process 1 schedules a push in a minute, then stops before it is due.
      let db1 = await reopen(dir);
      if (backend.kind === 'pglite') await prepareDatabase(db1);
      const adminId =
        backend.kind === 'pglite'
          ? await createSuperAdmin(db1.db, {
              email: 'a@example.test',
              name: 'Admin',
              password: 'un mot de passe',
            })
          : server.admin.id;
      const user = {
        id: adminId,
        name: 'Admin',
        email: '',
        isSuperAdmin: true,
        brandKeys: [],
        allBrands: true,
      };
      let target = articleId;
      if (backend.kind === 'pglite')
        target = (
          (await db1.db
            .execute(sql`insert into articles (brand_key, format, status, title, published_at)
          values ('TEL', 'Rich', 'Published', 'x', ${PUBLISHED.toISOString()}::timestamptz) returning id`)) as unknown as {
            rows: { id: string }[];
          }
        ).rows[0]!.id;
      const providers = providersFromEnv(standIns.env);
      const at = new Date(clock.getTime() + 60_000);
      const [p] = await createPush(
        { db: db1.db, queue: new JobQueue(db1.db, { now }), providers },
        user,
        clock,
        {
          ...base(),
          segmentIds: [],
          articleId: target,
          targetDevices: ['android'],
          scheduledAt: at.toISOString(),
        },
      );
      const w1 = new JobWorker(new JobQueue(db1.db, { now }), {
        [PUSH_JOB]: pushDispatchHandler(db1.db, providers, now),
      });
      await w1.drain();
      await w1.stop();
      await db1.close();
      expect(standIns.countFor(p!.id)).toBe(0);
      // Process 2 starts on the same database after the send date and sends it once.
      clock = new Date(at.getTime() + 1);
      db1 = await reopen(dir);
      const w2 = new JobWorker(new JobQueue(db1.db, { now }), {
        [PUSH_JOB]: pushDispatchHandler(db1.db, providers, now),
      });
      await w2.drain();
      await w2.drain();
      await db1.close();
      expect(standIns.countFor(p!.id)).toBe(1);
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two workers polling the same database never send a push twice', async () => {
    const at = new Date(clock.getTime() + 60_000);
    const ids: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const r = await create({ scheduledAt: at.toISOString(), targetDevices: ['android', 'ios'] });
      ids.push(...r.data!.createPush.map((p) => p.id));
    }
    clock = new Date(at.getTime() + 1);
    // On PostgreSQL a second connection pool to the same database: a second server process.
    const url = (server.handle as typeof server.handle & { url?: string }).url;
    const other =
      backend.kind === 'postgres' && url ? await openDatabase({ kind: 'postgres', url }) : null;
    const a = worker('a');
    const b = worker('b', other?.db ?? server.handle.db);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    await other?.close();
    for (const id of ids) expect(standIns.countFor(id)).toBe(1);
  });

  it('a provider failure is retried with backoff, then recorded', async () => {
    standIns.failNext('fcm', 1);
    const [p] = (await create({ targetDevices: ['android'] })).data!.createPush;
    const w = worker('w1');
    await w.drain();
    let job = await queue.find(PUSH_JOB, p!.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toContain('HTTP 503');
    expect(job!.runAt.getTime()).toBe(clock.getTime() + 1_000);
    clock = new Date(clock.getTime() + 1_000);
    await w.drain();
    job = await queue.find(PUSH_JOB, p!.id);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(standIns.countFor(p!.id)).toBe(1);

    // Failing every time: the attempts run out and the push says why.
    standIns.failNext('fcm', 100);
    const [q] = (await create({ targetDevices: ['android'] })).data!.createPush;
    for (let i = 0; i < 5; i += 1) {
      await w.drain();
      clock = new Date(clock.getTime() + 60_000);
    }
    standIns.failNext('fcm', 0);
    job = await queue.find(PUSH_JOB, q!.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
    const list = await server.gql<{ pushes: Push[] }>(
      LIST,
      { where: { groupId: q!.groupId } },
      server.admin.token,
    );
    expect(list.data!.pushes[0]).toMatchObject({ state: 'failed', sentAt: null });
    expect(list.data!.pushes[0]!.outcome).toContain('Tentative 5 : FCM : HTTP 503');
  });

  it('a service that cannot be reached is retried (nothing left); the push is not marked unknown', async () => {
    // FCM's token from the stand-in, the message to a port where nothing listens: no connection.
    const account = JSON.parse(standIns.env.BACKOFFICE_FCM_SERVICE_ACCOUNT!) as FcmServiceAccount;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new JobWorker(
      new JobQueue(server.handle.db, { now, retryBaseMs: 1_000 }),
      {
        [PUSH_JOB]: pushDispatchHandler(
          server.handle.db,
          { push: { android: new FcmProvider(account, `http://127.0.0.1:${port}`) } },
          now,
        ),
      },
      { workerId: 'unreachable' },
    );
    const [p] = (await create({ targetDevices: ['android'] })).data!.createPush;
    await unreachable.drain();
    const job = await queue.find(PUSH_JOB, p!.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toBe('FCM : injoignable (ECONNREFUSED)');
    // Retried later by a worker that reaches FCM: sent once.
    clock = new Date(clock.getTime() + 1_000);
    await worker('w1').drain();
    expect(standIns.countFor(p!.id)).toBe(1);
    const list = await server.gql<{ pushes: Push[] }>(
      LIST,
      { where: { groupId: p!.groupId } },
      server.admin.token,
    );
    expect(list.data!.pushes[0]).toMatchObject({ state: 'sent' });
  });

  it('pushes and pushCount: lists of 25, brand filter, article history', async () => {
    const all = await server.gql<{ pushes: Push[]; pushCount: number }>(
      LIST,
      { where: { brandKey: 'TEL' }, first: 100 },
      server.admin.token,
    );
    expect(all.data!.pushes.length).toBe(25);
    expect(all.data!.pushCount).toBeGreaterThan(25);
    const cap = await server.gql<{ pushCount: number }>(
      LIST,
      { where: { brandKey: 'CAP' } },
      server.admin.token,
    );
    expect(cap.data!.pushCount).toBe(0);
    const byArticle = await server.gql<{ pushCount: number }>(
      LIST,
      { where: { articleId } },
      server.admin.token,
    );
    expect(byArticle.data!.pushCount).toBeGreaterThan(0);
  });

  describe('newsletter flash', () => {
    const flash = (extra: Record<string, unknown> = {}) =>
      server.gql<{ sendNlFlash: { success: boolean; message: string } }>(
        FLASH,
        {
          brandKey: 'TEL',
          subject: 'Alerte orages',
          teaser: 'Vigilance orange',
          img: 'https://img.example/orages.jpg',
          imgAlt: 'Un orage',
          title: 'Alerte météo',
          contentUrl: 'https://www.tele-loisirs.fr/alerte',
          uuid: articleId,
          resource: 'ARTICLE',
          ...extra,
        },
        server.admin.token,
      );
    it.each([
      [{ subject: '' }, 'subject', 'Le champ Objet est obligatoire'],
      [{ teaser: ' ' }, 'teaser', 'Le champ Pré-header est obligatoire'],
      [{ img: '' }, 'img', "Une image est requise sur l'article"],
      [{ contentUrl: '' }, 'contentUrl', 'URL missing for this article'],
    ])('%o is refused', async (extra, field, message) => {
      expect(fields(await flash(extra))[field]).toBe(message);
    });
    it('only for brands with enableNLFlash', async () => {
      const r = await flash({ brandKey: 'TGC', uuid: tgcArticleId });
      expect(r.errors?.[0]?.message).toBe(MESSAGES.nlFlashNotEnabled);
    });
    it("is sent to the newsletter tool and recorded in the article's history", async () => {
      const r = await flash();
      expect(r.data!.sendNlFlash).toMatchObject({
        success: true,
        message: 'Newsletter flash envoyé',
      });
      expect(standIns.calls.filter((c) => c.service === 'newsletter').at(-1)!.body).toMatchObject({
        subject: 'Alerte orages',
        uuid: articleId,
      });
      const h = await server.gql<{ flashSenderHistories: { subject: string }[] }>(
        `query flashSenderHistories($id: ID!) { flashSenderHistories(where: { articleId: $id }) { id createdAt subject } }`,
        { id: articleId },
        server.admin.token,
      );
      expect(h.data!.flashSenderHistories.map((x) => x.subject)).toEqual(['Alerte orages']);
    });

    it('a second flash of the article within 24 h is refused unless confirmed; two at once send one', async () => {
      const newsletterCalls = () => standIns.calls.filter((c) => c.service === 'newsletter').length;
      const histories = async () =>
        (
          await server.gql<{ flashSenderHistories: { subject: string }[] }>(
            `query flashSenderHistories($id: ID!) { flashSenderHistories(where: { articleId: $id }) { subject } }`,
            { id: articleId },
            server.admin.token,
          )
        ).data!.flashSenderHistories.length;
      const before = newsletterCalls();
      const sentBefore = await histories();
      const again = await flash({ subject: 'Deuxième envoi' });
      expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      // The first flash went out in the test above, at this clock.
      expect(again.errors?.[0]?.message).toBe(
        formatMessage('nlFlashDuplicate', { label: formatDateTime(clock) }),
      );
      expect(newsletterCalls()).toBe(before);
      expect(await histories()).toBe(sentBefore);

      const confirmed = await flash({ subject: 'Deuxième envoi', confirmDuplicate: true });
      expect(confirmed.data!.sendNlFlash.success).toBe(true);
      expect(newsletterCalls()).toBe(before + 1);

      // A day later, two clicks at once (neither confirmed): one flash goes, the other is refused.
      clock = new Date(clock.getTime() + 24 * 3_600_000 + 1_000);
      const both = await Promise.all([
        flash({ subject: 'Le lendemain' }),
        flash({ subject: 'Le lendemain' }),
      ]);
      expect(both.filter((r) => r.data?.sendNlFlash?.success).length).toBe(1);
      expect(both.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(1);
      expect(newsletterCalls()).toBe(before + 2);

      // Refused by the newsletter tool: not recorded, so it does not block the next attempt.
      clock = new Date(clock.getTime() + 24 * 3_600_000 + 1_000);
      standIns.failNext('newsletter', 1);
      const failed = await flash({ subject: 'Refusé par l’outil' });
      expect(failed.errors?.[0]).toMatchObject({
        message: MESSAGES.nlFlashProviderRefused,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      const retried = await flash({ subject: 'Refusé par l’outil' });
      expect(retried.data!.sendNlFlash.success).toBe(true);
      expect(await histories()).toBe(sentBefore + 3);
    });
  });
});
