// startTestServer(): the real API (createApp + the Node HTTP adapter) on a free loopback port,
// over a fresh database from a backend (PGlite in memory by default), with one super-admin.
// Stable helper API — other areas' server tests rely on it:
//
//   const server = await startTestServer({ backend, now?, tokenTtlDays? });
//   server.url                      'http://127.0.0.1:<port>'
//   server.app                      the App (its stream routes, its live hub)
//   server.handle                   the DatabaseHandle (server.handle.db is the Drizzle handle)
//   server.admin                    { id, email, password, token } — a super-admin, signed in
//   await server.gql(query, variables?, token?, operationName?)
//                                   POST /graphql?<operationName> → { status, data, errors }
//   await server.login(email, password)        → token (throws if login fails)
//   await server.createUser({ isSuperAdmin?, brandKeys?, roleSlugs?, name?, email?, password? })
//                                   → { id, email, password, token } (created in the DB, signed in over HTTP)
//   await server.post(path, body, headers?)    raw POST for malformed requests → fetch Response
//   await server.close()                       stops the server, closes (and on PostgreSQL drops) the DB
import { randomBytes } from 'node:crypto';
import type { OidcSettings } from '../../../common/auth/oidcConfig';
import type { AiGateway } from '../../../server/src/ai/AiGateway';
import type { RecipeRecommender } from '../../../server/src/ai/recipeRecommender';
import type { CorrectionEngines } from '../../../server/src/correction/engines';
import { createApp, type App } from '../../../server/src/app';
import type { StreamSuggestions } from '../../../server/src/ai/suggestRoute';
import type { TrustedProxies } from '../../../server/src/auth/clientAddress';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { hashPassword } from '../../../server/src/auth/password';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import type { ApiLimits } from '../../../server/src/limits/apiLimits';
import { createMediaHandler } from '../../../server/src/media/mediaHttp';
import type { MediaService } from '../../../server/src/media/MediaService';
import type { PrintSystem } from '../../../server/src/print/printSystem';
import type { AffiliatePlatform } from '../../../server/src/affiliate/affiliatePlatform';
import { NOT_CONFIGURED_PLATFORM } from '../../../server/src/affiliate/affiliatePlatform';
import type { OwnVideoHost } from '../../../server/src/video/OwnVideoHost';
import type { VideoService } from '../../../server/src/video/VideoService';
import { insertRole } from '../../../server/src/services/accounts/roleStore';
import { insertUser } from '../../../server/src/services/accounts/userStore';
import type { ProviderSet } from '../../../server/src/services/pushes/providers';
import { pgliteBackend, type TestBackend } from './backends';

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown };
}

export interface GqlResult<T> {
  status: number;
  data: T | null;
  errors?: GqlError[];
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface CreateTestUserOptions {
  name?: string;
  email?: string;
  password?: string;
  isSuperAdmin?: boolean;
  /** Empty or absent = all brands. */
  brandKeys?: string[];
  /** Roles by slug, created when missing. */
  roleSlugs?: string[];
}

export interface TestServer {
  url: string;
  /** The App itself (its stream routes, its live hub). */
  app: App;
  handle: DatabaseHandle;
  backend: TestBackend;
  admin: TestAccount;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
    operationName?: string,
  ): Promise<GqlResult<T>>;
  login(email: string, password: string): Promise<string>;
  createUser(options?: CreateTestUserOptions): Promise<TestAccount>;
  post(
    path: string,
    body: string | Uint8Array,
    headers?: Record<string, string>,
  ): Promise<Response>;
  close(): Promise<void>;
}

export interface StartTestServerOptions {
  backend?: TestBackend;
  /** The server's clock, read once per request (move it to expire tokens). */
  now?: () => Date;
  tokenTtlDays?: number;
  bodyLimitBytes?: number;
  /** The API's limits (server/src/limits/apiLimits.ts); the defaults otherwise. */
  limits?: ApiLimits;
  /** The image service (server/src/media), built over the test database; its routes are mounted. */
  media?: (db: DatabaseHandle['db']) => MediaService;
  /**
   * The video host's operations over the test database and the media service (video/); the own
   * host's routes are mounted with the media routes when `own` is given.
   */
  video?: (
    db: DatabaseHandle['db'],
    media: MediaService | undefined,
  ) => { service: VideoService; own: OwnVideoHost | null };
  /** The correction engines (a Prolexis stand-in, the local engine); Correction is refused without. */
  correction?: CorrectionEngines;
  /** The AI gateway over the test database (a stand-in's: tests/support/openAiStandIn.ts); none = not configured. */
  ai?: (db: DatabaseHandle['db']) => AiGateway;
  /** Push and newsletter providers (the environment's otherwise: none in tests). */
  providers?: ProviderSet;
  /** The OpenID provider for loginWithOidc; none unless given. */
  oidc?: OidcSettings | null;
  /** Proxies whose X-Forwarded-For names the client (BACKOFFICE_TRUSTED_PROXIES); none unless given. */
  trustedProxies?: TrustedProxies;
  /** A ContextualSearch client (a stand-in's); none = the local recipe catalogue. */
  recipeRecommender?: RecipeRecommender;
  /** The gateway's streamed suggestions (POST /ai/suggest); refused as not configured unless given. */
  streamSuggestions?: StreamSuggestions;
  /** The print system (server/src/print/); the local one over the test database unless given. */
  print?: (db: DatabaseHandle['db']) => PrintSystem;
  /** The affiliate platform (a stand-in's adapter); not configured unless given. */
  affiliate?: AffiliatePlatform;
}

const OPERATION_NAME = /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/;

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? pgliteBackend;
  const handle = await backend.openDatabase();
  const media = options.media?.(handle.db);
  const video = options.video?.(handle.db, media);
  const app = createApp({
    handle,
    now: options.now,
    tokenTtlDays: options.tokenTtlDays,
    limits: options.limits,
    media,
    video: video?.service,
    correction: options.correction,
    ai: options.ai?.(handle.db),
    providers: options.providers ?? { push: {} },
    oidc: options.oidc ?? null,
    trustedProxies: options.trustedProxies,
    recipeRecommender: options.recipeRecommender ?? null,
    streamSuggestions: options.streamSuggestions,
    print: options.print?.(handle.db),
    affiliate: options.affiliate ?? NOT_CONFIGURED_PLATFORM,
  });
  const running = await listen(app, {
    port: 0,
    bodyLimitBytes: options.bodyLimitBytes,
    media: media ? createMediaHandler(media, handle.db, options.now, video?.own) : undefined,
  });
  media?.setPublicUrl(running.url);
  const roleIds = new Map<string, string>();

  const post: TestServer['post'] = (path, body, headers = {}) =>
    fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });

  const gql: TestServer['gql'] = async (query, variables, token, operationName) => {
    const name = operationName ?? OPERATION_NAME.exec(query)?.[1];
    const response = await post(
      `/graphql${name ? `?${name}` : ''}`,
      JSON.stringify({ query, variables, operationName: name }),
      token ? { authorization: `Bearer ${token}` } : {},
    );
    const body = (await response.json()) as { data?: unknown; errors?: GqlError[] };
    return { status: response.status, data: (body.data ?? null) as never, errors: body.errors };
  };

  const login: TestServer['login'] = async (email, password) => {
    const result = await gql<{ login: { token: string } }>(
      'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email, password },
    );
    if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token;
  };

  const roleId = async (slug: string): Promise<string> => {
    const known = roleIds.get(slug);
    if (known) return known;
    const id = await insertRole(handle.db, slug);
    roleIds.set(slug, id);
    return id;
  };

  const createUser: TestServer['createUser'] = async (opts = {}) => {
    const suffix = randomBytes(4).toString('hex');
    const email = opts.email ?? `user-${suffix}@example.test`;
    const password = opts.password ?? `mot-de-passe-${suffix}`;
    const id = await insertUser(
      handle.db,
      {
        name: opts.name ?? `Utilisateur ${suffix}`,
        email,
        passwordHash: await hashPassword(password),
        isSuperAdmin: opts.isSuperAdmin ?? false,
        brandKeys: opts.brandKeys ?? [],
        roleIds: await Promise.all((opts.roleSlugs ?? ['journaliste']).map(roleId)),
      },
      new Date(),
    );
    return { id, email, password, token: await login(email, password) };
  };

  const adminEmail = 'admin@example.test';
  const adminPassword = `admin-${randomBytes(6).toString('hex')}`;
  const adminId = await createSuperAdmin(handle.db, {
    email: adminEmail,
    password: adminPassword,
    name: 'Admin Test',
  });
  const admin: TestAccount = {
    id: adminId,
    email: adminEmail,
    password: adminPassword,
    token: await login(adminEmail, adminPassword),
  };

  return {
    url: running.url,
    app,
    handle,
    backend,
    admin,
    gql,
    login,
    createUser,
    post,
    close: async () => {
      await running.close();
      await app.live?.close();
      await handle.close();
    },
  };
}
