// Issue 30: the desktop app's first launch creates the first super-admin of its embedded server on
// screen. The server does it only over the app's message channel, only while no user exists (one
// transaction: concurrent calls make one admin), and loads the demo data for a signed-in super-admin.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  FIRST_LAUNCH_MESSAGES,
  FIRST_LAUNCH_PATHS,
} from '../../common/embedded/firstLaunchProtocol';
import { createApp, type ApiRequest, type App } from '../../server/src/app';
import type { DatabaseHandle } from '../../server/src/db/database';
import { listen, type RunningServer } from '../../server/src/http';
import { firstLaunchRoutes } from '../../server/src/setup/firstLaunchRoutes';
import { queryOne } from '../../server/src/services/content/sqlRows';
import { forEachBackend } from './helpers/backends';

const ADMIN = {
  email: 'premiere.admin@example.test',
  name: 'Première Admin',
  password: 'un-mot-de-passe-solide',
};

function channelRequest(
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): ApiRequest {
  return {
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    remoteAddress: 'ipc',
    viaParentChannel: true,
  };
}

const parse = (body: string) =>
  JSON.parse(body) as Record<string, unknown> & {
    errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
  };

forEachBackend('first launch', (backend) => {
  let handle: DatabaseHandle;
  let app: App;
  beforeEach(async () => {
    handle = await backend.openDatabase();
    app = createApp({ handle });
  });
  afterEach(() => handle.close());

  const userCount = async () =>
    (await queryOne<{ n: number }>(handle.db, sql`select count(*)::int as n from users`))?.n;

  it('says no account exists, creates the first super-admin, then refuses a second one', async () => {
    const before = await app.handle(channelRequest(FIRST_LAUNCH_PATHS.status));
    expect(parse(before.body)).toEqual({ hasUsers: false });

    const created = await app.handle(channelRequest(FIRST_LAUNCH_PATHS.firstAdmin, ADMIN));
    expect(created.status).toBe(200);
    const row = await queryOne<{ name: string; is_super_admin: boolean; all_brands: boolean }>(
      handle.db,
      sql`select name, is_super_admin, all_brands from users where email = ${ADMIN.email}`,
    );
    expect(row).toEqual({ name: ADMIN.name, is_super_admin: true, all_brands: true });
    expect(parse((await app.handle(channelRequest(FIRST_LAUNCH_PATHS.status))).body)).toEqual({
      hasUsers: true,
    });

    const second = await app.handle(
      channelRequest(FIRST_LAUNCH_PATHS.firstAdmin, { ...ADMIN, email: 'intrus@example.test' }),
    );
    expect(second.status).toBe(403);
    expect(parse(second.body).errors?.[0]).toMatchObject({
      message: FIRST_LAUNCH_MESSAGES.accountsExist,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await userCount()).toBe(1);
  });

  it('makes exactly one admin out of concurrent calls', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.handle(
          channelRequest(FIRST_LAUNCH_PATHS.firstAdmin, {
            ...ADMIN,
            email: `admin${i}@example.test`,
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    expect(await userCount()).toBe(1);
  });

  it('refuses bad input in French per field and creates nothing', async () => {
    const reply = await app.handle(
      channelRequest(FIRST_LAUNCH_PATHS.firstAdmin, {
        email: 'pas-une-adresse',
        name: '',
        password: 'court',
      }),
    );
    expect(reply.status).toBe(400);
    const error = parse(reply.body).errors?.[0];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error?.extensions.fields ?? {}).sort()).toEqual(['email', 'password']);
    expect(await userCount()).toBe(0);
  });

  it('does not exist over HTTP, even on an empty database', async () => {
    let server: RunningServer | null = null;
    try {
      server = await listen(app, { host: '127.0.0.1', port: 0 });
      for (const path of Object.values(FIRST_LAUNCH_PATHS)) {
        const res = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        expect(res.status).toBe(404);
      }
      // A request that merely claims to come from the channel is still HTTP.
      const spoofed = await app.handle({
        ...channelRequest(FIRST_LAUNCH_PATHS.firstAdmin, ADMIN),
        viaParentChannel: undefined,
      });
      expect(spoofed.status).toBe(404);
      expect(await userCount()).toBe(0);
    } finally {
      await server?.close();
    }
  });

  it('loads the demo data for the signed-in super-admin only', async () => {
    const routes = firstLaunchRoutes({ handle, now: () => new Date(), demoArticles: 12 });
    const answer = async (request: ApiRequest) => {
      const reply = await routes(request, request.url);
      if (!reply) throw new Error('not a first-launch route');
      return reply;
    };
    expect((await answer(channelRequest(FIRST_LAUNCH_PATHS.demo))).status).toBe(403);
    await app.handle(channelRequest(FIRST_LAUNCH_PATHS.firstAdmin, ADMIN));
    const login = await app.handle({
      method: 'POST',
      url: '/graphql?login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: ADMIN.email, p: ADMIN.password },
      }),
    });
    const token = (JSON.parse(login.body) as { data: { login: { token: string } } }).data.login
      .token;
    const loaded = await answer(
      channelRequest(FIRST_LAUNCH_PATHS.demo, {}, { authorization: `Bearer ${token}` }),
    );
    expect(loaded.status).toBe(200);
    const body = parse(loaded.body);
    expect(body.articles).toBe(12);
    expect(body.password).toBe('demo-backoffice');
    expect(body.accounts).toContainEqual(
      expect.objectContaining({ email: 'admin@demo.backoffice.test', isSuperAdmin: true }),
    );
    const articles = await queryOne<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from articles`,
    );
    expect(articles?.n).toBe(12);
  }, 120_000);
});
