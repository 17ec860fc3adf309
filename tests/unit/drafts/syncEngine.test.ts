// The outbox and sync engine against the real API (startTestServer: the server's own HTTP layer over PGlite) via
// main's real GraphqlBridge. Offline is a closed loopback port; back online is the server's URL.
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DraftSyncEvent } from '../../../common/ipc/channels';
import { GraphqlBridge } from '../../../main/api/GraphqlBridge';
import { openDraftSync, type SyncEngine } from '../../../main/drafts/SyncEngine';
import { startTestServer, type TestServer } from '../../server/helpers/testServer';

const CLOSED_PORT = 'http://127.0.0.1:1';
let server: TestServer;
let dataDir: string;
let apiUrl: string;
let token: string;
let events: DraftSyncEvent[];
/** What each replay reported (issue 38: the « Brouillons envoyés » notification counts them). */
let replays: { sent: number; drained: boolean }[];
const engines: SyncEngine[] = [];

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  apiUrl = server.url;
  token = server.admin.token;
  events = [];
  replays = [];
});
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

async function engine(retryDelaysMs: number[] = [50]): Promise<SyncEngine> {
  const bridge = new GraphqlBridge({ apiUrl: () => apiUrl, clientVersion: 'test' });
  const sync = await openDraftSync({
    dataDir,
    send: (request, saveId) => bridge.request(request, token, saveId),
    emit: (event) => events.push(event),
    replayed: (report) => replays.push(report),
    retryDelaysMs,
  });
  engines.push(sync);
  return sync;
}

async function article(id: string): Promise<{ title: string; version: number } | null> {
  const result = await server.gql<{ article: { title: string; version: number } | null }>(
    'query article($id: ID!) { article(where: { id: $id }) { title version } }',
    { id },
    server.admin.token,
  );
  return result.data?.article ?? null;
}

async function createOnServer(title: string, authToken = server.admin.token): Promise<string> {
  const result = await server.gql<{ upsertArticle: { id: string } }>(
    'mutation upsertArticle($create: ArticleCreateInput!, $update: ArticleUpdateInput!) { upsertArticle(create: $create, update: $update) { id } }',
    { create: { brandKey: 'TEL', format: 'Rich', title }, update: {} },
    authToken,
  );
  return result.data!.upsertArticle.id;
}

const newKey = () => `TEL:new:${randomUUID()}`;
const createVars = (title: string) => ({
  create: { brandKey: 'TEL', format: 'Rich', title },
  update: { title },
});
const updateVars = (id: string, version: number, title: string) => ({
  where: { id },
  create: { brandKey: 'TEL', format: 'Rich', title },
  update: { version, title },
});

describe('outbox and sync engine against the real API', () => {
  it('queues a save while offline, keeps it across a restart, lands it when back online, then deletes the draft', async () => {
    apiUrl = CLOSED_PORT;
    const key = newKey();
    const first = await engine();
    await first.putDraft(key, { title: 'Écrit dans le train' }, null);
    await first.enqueue(key, createVars('Écrit dans le train'));
    await first.idle();
    expect(first.stateOf(key)).toBe('queued');
    expect(first.outbox.all()).toMatchObject([{ key, state: 'queued', attempts: 1 }]);
    // Offline: every replay (the retry timer may have run one more) sent nothing, left it waiting.
    expect(replays.length).toBeGreaterThan(0);
    expect(replays.every((r) => r.sent === 0 && !r.drained)).toBe(true);
    await first.stop();

    // The app is restarted, still offline at first, then the network comes back.
    const second = await engine();
    expect(second.stateOf(key)).toBe('queued');
    expect(second.store.get(key)?.value.title).toBe('Écrit dans le train');
    apiUrl = server.url;
    second.kick();
    await second.idle();

    expect(second.stateOf(key)).toBe('saved');
    expect(second.store.get(key)).toBeNull();
    expect(second.outbox.all()).toEqual([]);
    expect(replays.at(-1)).toEqual({ sent: 1, drained: true });
    const saved = events.at(-1)!;
    expect(saved).toMatchObject({ key, state: 'saved', serverVersion: 1 });
    expect(await article(saved.contentId!)).toEqual({ title: 'Écrit dans le train', version: 1 });
  }, 30_000);

  it('retries on its own while offline: the save lands without being asked again', async () => {
    apiUrl = CLOSED_PORT;
    const key = newKey();
    const sync = await engine();
    await sync.putDraft(key, { title: 'Relance' }, null);
    await sync.enqueue(key, createVars('Relance'));
    await sync.idle();
    apiUrl = server.url;
    await expect.poll(() => sync.stateOf(key), { timeout: 5_000 }).toBe('saved');
  }, 30_000);

  it('two saves queued offline for one draft coalesce into one create', async () => {
    apiUrl = CLOSED_PORT;
    const key = newKey();
    const sync = await engine();
    await sync.putDraft(key, { title: 'v1' }, null);
    await sync.enqueue(key, createVars('Brouillon v1'));
    await sync.idle();
    await sync.putDraft(key, { title: 'v2' }, null);
    await sync.enqueue(key, createVars('Brouillon v2'));
    await sync.idle();
    expect(sync.outbox.all()).toHaveLength(1);
    apiUrl = server.url;
    sync.kick();
    await sync.idle();
    const { contentId: articleId } = events.at(-1)!;
    expect(await article(articleId!)).toEqual({ title: 'Brouillon v2', version: 1 });
  }, 30_000);

  it('keeps the draft when it was edited after the save left, rebased on the acknowledged version', async () => {
    const key = newKey();
    const sync = await engine();
    await sync.putDraft(key, { title: 'Premier jet' }, null);
    await sync.enqueue(key, createVars('Premier jet'));
    await sync.putDraft(key, { title: 'Premier jet, corrigé' }, null); // typed while the save was on its way
    await sync.idle();
    const draft = sync.store.get(key)!;
    expect(draft).toMatchObject({
      revision: 2,
      baseVersion: 1,
      value: { title: 'Premier jet, corrigé' },
    });
    expect(draft.articleId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sync.stateOf(key)).toBe('draft');

    // Its next save is an update of the article the server created, not a second article.
    await sync.enqueue(
      key,
      updateVars(draft.articleId!, draft.baseVersion!, 'Premier jet, corrigé'),
    );
    await sync.idle();
    expect(sync.store.get(key)).toBeNull();
    expect(await article(draft.articleId!)).toEqual({ title: 'Premier jet, corrigé', version: 2 });
  }, 30_000);

  it('a card written offline waits, survives a restart and lands as upsertCard; the save queued behind it updates it', async () => {
    apiUrl = CLOSED_PORT;
    const key = `card:TEL:new:${randomUUID()}`;
    const fields = { title: 'Encart du train', url: 'https://example.fr/a', label: 'Accueil' };
    const first = await engine([60_000]);
    await first.putDraft(key, fields, null);
    await first.enqueue(key, { create: { brandKey: 'TEL', ...fields }, update: { version: 0 } });
    await first.idle();
    await first.putDraft(key, { ...fields, title: 'Encart du train, v2' }, null);
    const v2 = { ...fields, title: 'Encart du train, v2' };
    // Sent after the first save: queued behind it, it must become an update of the new card.
    first.outbox.markSending(first.outbox.all()[0]!.seq, true);
    await first.enqueue(key, { create: { brandKey: 'TEL', ...v2 }, update: { version: 0, ...v2 } });
    first.outbox.markSending(first.outbox.all()[0]!.seq, false);
    await first.stop();
    expect(first.outbox.all()).toHaveLength(2);

    apiUrl = server.url;
    const second = await engine();
    second.kick();
    await expect.poll(() => second.stateOf(key), { timeout: 10_000 }).toBe('saved');
    const { contentId: articleId } = events.at(-1)!;
    const card = await server.gql<{ card: { title: string; version: number } | null }>(
      'query card($id: ID!) { card(where: { id: $id }) { title version } }',
      { id: articleId },
      server.admin.token,
    );
    expect(card.data?.card).toEqual({ title: 'Encart du train, v2', version: 2 });
  }, 30_000);

  it('a stale version gets CONFLICT: both kept, the renderer told, nothing retried or overwritten', async () => {
    const id = await createOnServer('Version du serveur 1');
    await server.gql(
      'mutation u($id: ID!) { updateArticle(where: { id: $id }, data: { version: 1, title: "Version du serveur 2" }) { version } }',
      { id },
      server.admin.token,
    );
    const key = `TEL:${id}`;
    const sync = await engine();
    await sync.putDraft(key, { title: 'Ma version locale' }, 1);
    await sync.enqueue(key, updateVars(id, 1, 'Ma version locale'));
    await sync.idle();

    expect(sync.stateOf(key)).toBe('conflict');
    expect(events.at(-1)).toMatchObject({ key, state: 'conflict', serverVersion: 2 });
    expect(events.at(-1)!.message).toBeTruthy();
    expect(sync.store.get(key)).toMatchObject({
      value: { title: 'Ma version locale' },
      problem: { code: 'CONFLICT', serverVersion: 2 },
    });
    expect(sync.outbox.all()).toMatchObject([
      { key, state: 'failed', attempts: 0, error: { code: 'CONFLICT' } },
    ]);
    sync.kick();
    await sync.idle();
    expect(sync.outbox.all()).toMatchObject([{ state: 'failed', attempts: 0 }]);
    expect(await article(id)).toEqual({ title: 'Version du serveur 2', version: 2 });

    // The user chose to keep theirs, knowingly, over version 2.
    await sync.enqueue(key, updateVars(id, 2, 'Ma version locale'));
    await sync.idle();
    expect(sync.stateOf(key)).toBe('saved');
    expect(sync.store.get(key)).toBeNull();
    expect(await article(id)).toEqual({ title: 'Ma version locale', version: 3 });
  }, 30_000);

  it('a save whose answer was lost is sent again with its key: recognised, not a conflict with itself', async () => {
    const id = await createOnServer('Avant la coupure');
    // A relay that lets the first save reach the server, then cuts the connection instead of
    // bringing the answer back (the network dropped, or the app was killed at that moment).
    let cutNextAnswer = true;
    const relay = createServer((req, res) => {
      const upstream = httpRequest(
        `${server.url}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          if (cutNextAnswer) {
            cutNextAnswer = false;
            answer.resume();
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
    try {
      const key = `TEL:${id}`;
      const sync = await engine();
      await sync.putDraft(key, { title: 'Après la coupure' }, 1);
      await sync.enqueue(key, updateVars(id, 1, 'Après la coupure'));
      await sync.idle();
      await expect.poll(() => sync.stateOf(key), { timeout: 5_000 }).toBe('saved');
      expect(sync.store.get(key)).toBeNull();
      expect(sync.outbox.all()).toEqual([]);
      expect(events.some((e) => e.state === 'conflict')).toBe(false);
      expect(await article(id)).toEqual({ title: 'Après la coupure', version: 2 });
    } finally {
      relay.closeAllConnections();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  }, 30_000);

  it.each([
    ['an article locked by another user', 'LOCKED'],
    ['an invalid article (empty title)', 'BAD_USER_INPUT'],
  ])(
    '%s: kept and reported as an error, not retried',
    async (_case, code) => {
      const sync = await engine();
      let key: string;
      let variables: ReturnType<typeof updateVars> | ReturnType<typeof createVars>;
      if (code === 'LOCKED') {
        const alice = await server.createUser({ name: 'Alice Verrou' });
        const id = await createOnServer('Tenu par Alice', alice.token);
        token = (await server.createUser({ name: 'Bob Second' })).token;
        key = `TEL:${id}`;
        variables = updateVars(id, 1, 'Bob écrit par-dessus');
      } else {
        key = newKey();
        variables = createVars('');
      }
      await sync.putDraft(key, { title: 'mes mots' }, null);
      await sync.enqueue(key, variables);
      await sync.idle();
      expect(sync.stateOf(key)).toBe('error');
      expect(events.at(-1)).toMatchObject({ key, state: 'error' });
      if (code === 'BAD_USER_INPUT')
        expect(events.at(-1)!.message).toContain(
          'Un article doit comporter un titre pour pouvoir être enregistré.',
        );
      expect(sync.store.get(key)?.problem?.code).toBe(code);
      if (code === 'BAD_USER_INPUT') {
        // Each field's message is kept apart for the editor to show under its field.
        expect(sync.store.get(key)?.problem?.fields?.title).toBe(
          'Un article doit comporter un titre pour pouvoir être enregistré.',
        );
        expect(events.at(-1)!.fields?.title).toBe(
          'Un article doit comporter un titre pour pouvoir être enregistré.',
        );
      } else {
        expect(sync.store.get(key)?.problem).not.toHaveProperty('fields');
      }
      sync.kick();
      await sync.idle();
      expect(sync.outbox.all()).toMatchObject([
        { key, state: 'failed', attempts: 0, error: { code } },
      ]);
    },
    30_000,
  );
});
