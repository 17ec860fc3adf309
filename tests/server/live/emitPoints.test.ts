// Every write path tells the newsroom (issue 39): pages, orphan pages, live posts, pushes (created,
// cancelled, sent by the job queue) and deletions — a change made by A reaches B's stream, in B's
// brand only, with the action, status and version of the change. Table-driven; both backends.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LiveEvent } from '../../../common/live/liveEvents';
import type { JobRow } from '../../../server/src/jobs/jobQueue';
import { pushDispatchHandler } from '../../../server/src/services/pushes/pushes';
import type { PushProvider } from '../../../server/src/services/pushes/providers';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { subscribe, type Subscriber } from './liveClient';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A push service that delivers to everyone (the job's « sent »). */
const android: PushProvider = {
  device: 'android',
  send: () => Promise.resolve({ delivered: 3 }),
};

interface Step {
  name: string;
  /** Does the write as A; answers what B must see. */
  run: () => Promise<Partial<LiveEvent> & { contentId: string }>;
}

forEachBackend('live newsroom: every write path emits', (backend) => {
  let server: TestServer;
  let b: TestAccount;
  let geo: TestAccount;
  let stream: Subscriber;
  let geoStream: Subscriber;
  const ids: Record<string, string> = {};
  const versions: Record<string, number> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const r = await server.gql<T>(query, variables, server.admin.token);
    if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ backend, providers: { push: { android } } });
    b = await server.createUser({ brandKeys: ['TEL'], name: 'Bérénice Tél' });
    geo = await server.createUser({ brandKeys: ['GEO'], name: 'Sophie Géo' });
    const article = await gql<{ upsertArticle: { id: string; version: number } }>(
      `mutation a($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id version } }`,
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Le direct des élections' } },
    );
    ids.article = article.upsertArticle.id;
    versions.article = article.upsertArticle.version;
    // A push names a published article (a row as an import would leave it).
    const published = (await server.handle.db.execute(
      sql`insert into articles (brand_key, format, status, title, published_at)
          values ('TEL', 'Rich', 'Published', 'Résultats', now() - interval '1 hour') returning id`,
    )) as unknown as { rows: { id: string }[] };
    ids.published = published.rows[0]!.id;
    ids.live = (
      await gql<{ upsertLive: { id: string } }>(
        `mutation l($id: ID!) { upsertLive(article: { id: $id }) { id } }`,
        { id: ids.article },
      )
    ).upsertLive.id;
    stream = subscribe(server.url, b.token);
    geoStream = subscribe(server.url, geo.token);
    await Promise.all([stream.connected, geoStream.connected]);
  });
  afterAll(async () => {
    stream?.close();
    geoStream?.close();
    await server?.close();
  });

  const PAGE = `mutation p($d: CategoryCreateInput!) { createCategory(data: $d) { id version } }`;
  const PAGE_UPDATE = `mutation u($id: ID!, $d: CategoryUpdateInput!) {
    updateCategory(where: { id: $id }, data: $d) { id version status } }`;
  const ORPHAN = `mutation o($w: OrphanPageWhereUniqueInput, $c: OrphanPageCreateInput!,
    $u: OrphanPageUpdateInput!) { upsertOrphanPage(where: $w, create: $c, update: $u) { id version } }`;
  const POST = `mutation lp($live: ID!, $w: LivePostWhereUniqueInput, $d: LivePostInput!) {
    upsertLivePost(live: { id: $live }, where: $w, data: $d) { id version } }`;
  const PUSH = `mutation push($d: PushCreateInput!) { createPush(data: $d) { id state } }`;
  const pushInput = () => ({
    brandKey: 'TEL',
    title: 'Alerte',
    body: 'Résultats',
    segments: ['NEW'],
    articleId: ids.published,
  });

  const steps: Step[] = [
    {
      name: 'page created',
      run: async () => {
        const d = { brandKey: 'TEL', format: 'Event', title: 'Soirée électorale' };
        const page = (await gql<{ createCategory: { id: string; version: number } }>(PAGE, { d }))
          .createCategory;
        [ids.page, versions.page] = [page.id, page.version];
        return { contentType: 'page', contentId: page.id, action: 'created', status: 'Draft' };
      },
    },
    ...(['saved', 'published', 'deleted'] as const).map((action) => ({
      name: `page ${action}`,
      run: async () => {
        const change = { saved: { subtitle: 'En direct' }, published: { status: 'Published' } };
        const d = {
          version: versions.page,
          ...(action === 'deleted' ? { status: 'Deleted' } : change[action]),
        };
        const saved = (
          await gql<{ updateCategory: { version: number; status: string } }>(PAGE_UPDATE, {
            id: ids.page,
            d,
          })
        ).updateCategory;
        versions.page = saved.version;
        return {
          contentType: 'page' as const,
          contentId: ids.page!,
          action,
          version: saved.version,
        };
      },
    })),
    ...(['created', 'saved', 'published'] as const).map((action) => ({
      name: `orphan page ${action}`,
      run: async () => {
        const c = { brandKey: 'TEL', uri: `/resultats-${randomUUID()}`, title: 'Résultats' };
        const u = {
          version: versions.orphan ?? 1,
          ...(action === 'published' ? { status: 'published' } : { title: 'Résultats complets' }),
        };
        const saved = (
          await gql<{ upsertOrphanPage: { id: string; version: number } }>(ORPHAN, {
            w: ids.orphan ? { id: ids.orphan } : null,
            c,
            u,
          })
        ).upsertOrphanPage;
        [ids.orphan, versions.orphan] = [saved.id, saved.version];
        return {
          contentType: 'orphanPage' as const,
          contentId: saved.id,
          action,
          version: saved.version,
        };
      },
    })),
    ...(['created', 'saved'] as const).map((action) => ({
      name: `live post ${action}`,
      run: async () => {
        const d = { body: doc(`Billet ${action}`), version: versions.post ?? null };
        const post = (
          await gql<{ upsertLivePost: { id: string; version: number } }>(POST, {
            live: ids.live,
            w: ids.post ? { id: ids.post } : null,
            d,
          })
        ).upsertLivePost;
        [ids.post, versions.post] = [post.id, post.version];
        return {
          contentType: 'livePost' as const,
          contentId: post.id,
          action,
          version: post.version,
        };
      },
    })),
    {
      name: 'live post deleted',
      run: async () => {
        await gql(`mutation d($id: ID!) { deleteLivePost(where: { id: $id }) { id } }`, {
          id: ids.post,
        });
        return { contentType: 'livePost', contentId: ids.post!, action: 'deleted' };
      },
    },
    {
      name: 'push created',
      run: async () => {
        const later = new Date(Date.now() + 3_600_000).toISOString();
        const d = { ...pushInput(), targetDevices: ['android'], scheduledAt: later };
        const [push] = (await gql<{ createPush: { id: string }[] }>(PUSH, { d })).createPush;
        ids.push = push!.id;
        return { contentType: 'push', contentId: push!.id, action: 'created', status: 'scheduled' };
      },
    },
    {
      name: 'push cancelled',
      run: async () => {
        await gql(
          `mutation c($id: ID!) { updatePush(where: { id: $id }, data: { isCancelled: true }) { id } }`,
          { id: ids.push },
        );
        return { contentType: 'push', contentId: ids.push!, action: 'status', status: 'cancelled' };
      },
    },
    {
      name: 'push sent by the job queue',
      run: async () => {
        const d = { ...pushInput(), targetDevices: ['android'] };
        const [push] = (await gql<{ createPush: { id: string }[] }>(PUSH, { d })).createPush;
        const job = { payload: { pushId: push!.id }, attempts: 1, maxAttempts: 3 } as unknown;
        const send = pushDispatchHandler(server.handle.db, { push: { android } }, () => new Date());
        await send(job as JobRow);
        return {
          contentType: 'push',
          contentId: push!.id,
          action: 'status',
          status: 'sent',
          actorId: null,
        };
      },
    },
    {
      name: 'article deleted (status Deleted)',
      run: async () => {
        await gql(
          `mutation s($id: ID!, $v: Int!) {
            updateArticle(where: { id: $id }, data: { status: Deleted, version: $v }) { id } }`,
          { id: ids.article, v: versions.article },
        );
        return {
          contentType: 'article',
          contentId: ids.article!,
          action: 'deleted',
          status: 'Deleted',
        };
      },
    },
  ];

  it.each(steps.map((s) => [s.name, s] as const))('%s reaches B', async (_name, step) => {
    const from = stream.events.length;
    const expected = await step.run();
    const seen = await Promise.race([
      stream.next((e) => e.contentId === expected.contentId && e.action === expected.action, from),
      new Promise<never>((_r, fail) =>
        setTimeout(() => fail(new Error(JSON.stringify(stream.events.slice(from)))), 10_000),
      ),
    ]);
    expect(seen).toMatchObject({ actorId: server.admin.id, ...expected, brandKey: 'TEL' });
  });

  it('tells none of it to a user of another brand', async () => {
    const marker = randomUUID();
    await gql(
      `mutation a($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
      { c: { brandKey: 'GEO', format: 'Rich', title: marker } },
    );
    await geoStream.next((e) => e.action === 'created' && e.brandKey === 'GEO');
    expect(geoStream.events.filter((e) => e.brandKey !== 'GEO')).toEqual([]);
  });
});
