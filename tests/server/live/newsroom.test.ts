// The newsroom subscription (server/src/live/): POST /graphql/stream over HTTP and over the
// embedded channel, refused without a token (French), events only after commit, brand scope of
// events and presence, catch-up from a cursor without gap or duplicate, `resync`, presence
// leases (an injected clock) and presence ended by the stream's close. Both backends.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import { LIVE_STREAM_PATH, NEWSROOM_SUBSCRIPTION } from '../../../common/live/liveEvents';
import type { Database } from '../../../server/src/db/database';
import { emitLiveEvent } from '../../../server/src/live/eventLog';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { channelFetch } from './channelFetch';
import { subscribe } from './liveClient';

const ANNOUNCE = `mutation announcePresence($i: ID!, $w: ID!, $items: [PresenceInput!]!) {
  announcePresence(instanceId: $i, windowId: $w, items: $items) }`;
const PRESENCE = `query presence($b: String!, $t: LiveContentType, $ids: [ID!]) {
  presence(brandKey: $b, contentType: $t, contentIds: $ids) { userId userName mode contentId brandKey } }`;

/** An event written as a change would write it, in a transaction of its own. */
const emit = (
  db: Database,
  brandKey: string,
  contentId: string,
  action: 'saved' | 'created' = 'saved',
) =>
  db.transaction((tx) =>
    emitLiveEvent(tx as unknown as Database, {
      brandKey,
      contentType: 'article',
      contentId,
      action,
    }),
  );

forEachBackend('live newsroom', (backend) => {
  let server: TestServer;
  let clock: Date;
  let geo: TestAccount;
  let tel: TestAccount;

  beforeAll(async () => {
    clock = new Date();
    server = await startTestServer({ backend, now: () => clock });
    geo = await server.createUser({ brandKeys: ['GEO'], name: 'Sophie Géo' });
    tel = await server.createUser({ brandKeys: ['TEL'], name: 'Julien Tél' });
  });
  afterAll(() => server?.close());

  it('serves events over HTTP, in the subscriber brands only', async () => {
    const all = subscribe(server.url, server.admin.token);
    const onlyGeo = subscribe(server.url, geo.token);
    await Promise.all([all.connected, onlyGeo.connected]);
    const id = randomUUID();
    await emit(server.handle.db, 'TEL', id);
    await emit(server.handle.db, 'GEO', id);
    const telSeen = await all.next((e) => e.contentId === id && e.brandKey === 'TEL');
    await all.next((e) => e.contentId === id && e.brandKey === 'GEO');
    const geoSeen = await onlyGeo.next((e) => e.contentId === id);
    expect(geoSeen.brandKey).toBe('GEO');
    expect(telSeen).toMatchObject({ action: 'saved', contentType: 'article', presence: null });
    // The TEL event came first; the GEO-only user never got it.
    expect(onlyGeo.events.filter((e) => e.brandKey !== 'GEO')).toEqual([]);
    all.close();
    onlyGeo.close();
  });

  it('refuses a stream without a valid token (401, French), and a brand the user lacks', async () => {
    const response = await fetch(`${server.url}${LIVE_STREAM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: NEWSROOM_SUBSCRIPTION }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [{ message: MESSAGES.userTokenNotFound, extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const forbidden = subscribe(server.url, geo.token, { brandKeys: ['TEL'] });
    await forbidden.ended;
    expect(JSON.stringify(forbidden.errors)).toContain("Vous n'avez pas accès à la marque TEL.");
  });

  it('tells nothing of a rolled-back change', async () => {
    const sub = subscribe(server.url, server.admin.token);
    await sub.connected;
    const rolledBack = randomUUID();
    await server.handle.db
      .transaction(async (tx) => {
        await emitLiveEvent(tx as unknown as Database, {
          brandKey: 'TEL',
          contentType: 'article',
          contentId: rolledBack,
          action: 'saved',
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    const after = randomUUID();
    await emit(server.handle.db, 'TEL', after);
    await sub.next((e) => e.contentId === after);
    expect(sub.events.some((e) => e.contentId === rolledBack)).toBe(false);
    sub.close();
  });

  it('catches up from a cursor after a reconnect: no gap, no duplicate', async () => {
    const first = subscribe(server.url, geo.token);
    await first.connected;
    const a = randomUUID();
    await emit(server.handle.db, 'GEO', a);
    const seen = await first.next((e) => e.contentId === a);
    first.close();
    const missed = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of missed) await emit(server.handle.db, 'GEO', id);
    await emit(server.handle.db, 'TEL', randomUUID());
    const again = subscribe(server.url, geo.token, { since: seen.cursor });
    await again.connected;
    const live = randomUUID();
    await emit(server.handle.db, 'GEO', live);
    await again.next((e) => e.contentId === live);
    // The catch-up, then `ready` (the stream is live from its cursor), then live events.
    expect(again.events.map((e) => e.contentId)).toEqual([...missed, '', live]);
    const ready = again.events[missed.length]!;
    expect(ready.action).toBe('ready');
    // Where the stream stands: at least the last event caught up (the TEL one after it, which
    // this user does not read, once this process's hub has read it).
    expect(Number(ready.cursor)).toBeGreaterThanOrEqual(
      Number(again.events[missed.length - 1]!.cursor),
    );
    const cursors = again.events.map((e) => Number(e.cursor));
    expect([...cursors].sort((x, y) => x - y)).toEqual(cursors);
    again.close();
  });

  it('opens every stream with `ready` at the log end: a drop before any event loses nothing', async () => {
    // An event this process's hub has read (the log's end as the stream will know it).
    const witness = subscribe(server.url, geo.token);
    await witness.connected;
    const last = randomUUID();
    await emit(server.handle.db, 'GEO', last);
    await witness.next((e) => e.contentId === last);
    witness.close();
    const fresh = subscribe(server.url, geo.token);
    const ready = await fresh.next(() => true);
    const end = (await server.handle.db.execute(
      sql`select max(id)::text as id from live_events`,
    )) as unknown as { rows: { id: string }[] };
    expect(ready).toMatchObject({ action: 'ready', cursor: end.rows[0]!.id, contentId: '' });
    fresh.close();
    // Written while the app had no stream: the reconnection from `ready`'s cursor replays it.
    const missed = randomUUID();
    await emit(server.handle.db, 'GEO', missed);
    const again = subscribe(server.url, geo.token, { since: ready.cursor });
    await again.next((e) => e.action === 'ready');
    expect(again.events.map((e) => [e.contentId, e.action])).toEqual([
      [missed, 'saved'],
      ['', 'ready'],
    ]);
    again.close();
  });

  it('sends one resync for a cursor the log no longer holds or too far behind', async () => {
    const old = randomUUID();
    await emit(server.handle.db, 'GEO', old);
    const rows = (await server.handle.db.execute(
      sql`select max(id)::text as id from live_events`,
    )) as unknown as { rows: { id: string }[] };
    const cursor = rows.rows[0]!.id;
    // Past the retention: swept by the hub.
    await server.app.live!.sweep(new Date(Date.now() + LIMITS.live.eventRetentionMs + 1000));
    const stale = subscribe(server.url, geo.token, { since: cursor });
    const resync = await Promise.race([
      stale.next(() => true),
      stale.ended.then(() => {
        throw new Error(JSON.stringify(stale.errors));
      }),
    ]);
    expect(resync.action).toBe('resync');
    stale.close();
    // Too far behind: more than catchUpMax events after the cursor.
    const mark = randomUUID();
    await emit(server.handle.db, 'GEO', mark);
    await server.handle.db.execute(
      sql`insert into live_events (brand_key, content_type, content_id, action)
          select 'GEO', 'article', 'x', 'saved' from generate_series(1, ${LIMITS.live.catchUpMax + 1})`,
    );
    const markRow = (await server.handle.db.execute(
      sql`select id::text as id from live_events where content_id = ${mark}`,
    )) as unknown as { rows: { id: string }[] };
    const behind = subscribe(server.url, geo.token, { since: markRow.rows[0]!.id });
    const first = await behind.next(() => true);
    expect(first.action).toBe('resync');
    const next = randomUUID();
    await emit(server.handle.db, 'GEO', next);
    await behind.next((e) => e.contentId === next);
    expect(behind.events.map((e) => e.action)).toEqual(['resync', 'ready', 'saved']);
    behind.close();
  });

  it('streams over the embedded channel too', async () => {
    const channel = channelFetch(server.app);
    const sub = subscribe('http://serveur-integre', geo.token, {}, channel.fetch);
    await sub.connected;
    const id = randomUUID();
    await emit(server.handle.db, 'GEO', id);
    expect((await sub.next((e) => e.contentId === id)).brandKey).toBe('GEO');
    sub.close();
    await channel.close();
  });

  it('announces presence in the brand only, ends it with a lapsed lease or the stream', async () => {
    const made = await server.gql<{ upsertArticle: { id: string } }>(
      `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Présence' } },
      server.admin.token,
    );
    const article = made.data!.upsertArticle.id;
    const telItem = {
      brandKey: 'TEL',
      contentType: 'article',
      contentId: article,
      mode: 'editing',
    };
    const watcher = subscribe(server.url, server.admin.token);
    const geoWatcher = subscribe(server.url, geo.token);
    await Promise.all([watcher.connected, geoWatcher.connected]);
    // A GEO-only user cannot announce a TEL content, nor ask who is on TEL.
    const refused = await server.gql(
      ANNOUNCE,
      { i: randomUUID(), w: 'w1', items: [telItem] },
      geo.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await server.gql(PRESENCE, { b: 'TEL' }, geo.token)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    // Nor a TEL content under GEO's name, nor a content that does not exist.
    const disguised = { ...telItem, brandKey: 'GEO' };
    const underGeo = await server.gql(
      ANNOUNCE,
      { i: randomUUID(), w: 'w1', items: [disguised] },
      geo.token,
    );
    expect(underGeo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = { ...telItem, contentId: randomUUID() };
    const none = await server.gql(
      ANNOUNCE,
      { i: randomUUID(), w: 'w1', items: [missing] },
      tel.token,
    );
    expect(none.errors?.[0]).toMatchObject({
      message: 'Ce contenu est introuvable.',
      extensions: { code: 'NOT_FOUND' },
    });

    const instance = randomUUID();
    const telStream = subscribe(server.url, tel.token, { instanceId: instance });
    await telStream.connected;
    const from = watcher.events.length;
    const ok = await server.gql(ANNOUNCE, { i: instance, w: 'w1', items: [telItem] }, tel.token);
    expect(ok.data).toEqual({ announcePresence: true });
    const event = await watcher.next(
      (e) => e.action === 'presence' && e.contentId === article,
      from,
    );
    expect(event.presence).toEqual([
      expect.objectContaining({
        userId: tel.id,
        userName: 'Julien Tél',
        mode: 'editing',
        brandKey: 'TEL',
      }),
    ]);
    const listed = await server.gql<{ presence: unknown[] }>(
      PRESENCE,
      { b: 'TEL', t: 'article' },
      server.admin.token,
    );
    expect(listed.data?.presence).toEqual([
      expect.objectContaining({ contentId: article, userId: tel.id }),
    ]);

    // The stream of that app instance closes: its presence ends, and watchers are told.
    const closing = watcher.events.length;
    telStream.close();
    const ended = await watcher.next(
      (e) => e.action === 'presence' && e.contentId === article,
      closing,
    );
    expect(ended.presence).toEqual([]);

    // A reconnection: the instance's new stream opens before the old one's close is noticed;
    // that close leaves the presence the app announced again, the last stream's close ends it.
    const streams = server.app.live!.subscriberCount;
    const old = subscribe(server.url, tel.token, { instanceId: instance });
    await old.connected;
    await server.gql(ANNOUNCE, { i: instance, w: 'w1', items: [telItem] }, tel.token);
    await watcher.next((e) => e.action === 'presence' && e.presence!.length === 1, closing + 1);
    const reconnected = subscribe(server.url, tel.token, { instanceId: instance });
    await reconnected.next((e) => e.action === 'ready');
    old.close();
    await old.ended.catch(() => {});
    // The old stream's end reached the server (its hub no longer holds it) and changed nothing.
    await vi.waitFor(() => expect(server.app.live!.subscriberCount).toBe(streams + 1));
    const stillThere = await server.gql<{ presence: unknown[] }>(PRESENCE, { b: 'TEL' }, tel.token);
    expect(stillThere.data?.presence).toHaveLength(1);
    const lastClose = watcher.events.length;
    reconnected.close();
    const gone = await watcher.next((e) => e.action === 'presence', lastClose);
    expect(gone.presence).toEqual([]);

    // A lease that is not renewed lapses: the sweep (an injected time) ends it.
    await server.gql(ANNOUNCE, { i: instance, w: 'w1', items: [telItem] }, tel.token);
    await watcher.next(
      (e) => e.action === 'presence' && e.contentId === article && e.presence!.length === 1,
      lastClose + 1,
    );
    const beforeSweep = watcher.events.length;
    await server.app.live!.sweep(new Date(clock.getTime() + LIMITS.live.presenceLeaseMs - 1000));
    expect(
      (await server.gql<{ presence: unknown[] }>(PRESENCE, { b: 'TEL' }, tel.token)).data?.presence,
    ).toHaveLength(1);
    await server.app.live!.sweep(new Date(clock.getTime() + LIMITS.live.presenceLeaseMs + 1000));
    const lapsed = await watcher.next(
      (e) => e.action === 'presence' && e.contentId === article,
      beforeSweep,
    );
    expect(lapsed.presence).toEqual([]);
    expect(geoWatcher.events.some((e) => e.brandKey === 'TEL')).toBe(false);
    watcher.close();
    geoWatcher.close();
  });
});

forEachBackend('live newsroom: emit points', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  it('tells a creation, a save and a lock release of an article, with version and actor', async () => {
    const sub = subscribe(server.url, server.admin.token);
    await sub.connected;
    const created = await server.gql<{ upsertArticle: { id: string; version: number } }>(
      `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id version } }`,
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Un article en direct' } },
      server.admin.token,
    );
    const id = created.data!.upsertArticle.id;
    const first = await sub.next((e) => e.contentId === id);
    expect(first).toMatchObject({ action: 'created', brandKey: 'TEL', actorName: 'Admin Test' });
    await server.gql(
      `mutation unlockArticle($id: ID!) { unlockArticle(where: { id: $id }) { id } }`,
      { id },
      server.admin.token,
    );
    const unlocked = await sub.next((e) => e.contentId === id && e.action === 'unlocked');
    expect(unlocked.presence).toEqual([]);
    sub.close();
  });
});
