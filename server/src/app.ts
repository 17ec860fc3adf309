// The API as a fetch handler (Request → Response), independent of how it is served: http.ts puts
// it on a Node HTTP server; tests and the CLI go through that. Routes:
//   POST /graphql[?OperationName]  GraphQL (spec 001 §7: the query string names the operation;
//                                  it is a label for logs and proxies, the body decides)
//   GET  /health                   liveness, no token needed
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { GraphQLContext } from './context';
import type { DatabaseHandle } from './db/database';
import { LoginThrottle } from './auth/loginThrottle';
import { resolveSession } from './auth/session';
import { DEFAULT_TOKEN_TTL_DAYS } from './config';
import { GENERIC_ERROR_MESSAGE, maskUnexpectedError } from './errors';
import { migrate } from './db/migrate';
import { buildSchema } from './schema';
import { seedBrands } from './schema/brands/brandCatalogue';
import { idempotencyKeyOf } from './services/content/saveReceipts';
import { disableIntrospection } from './schema/introspection';

export interface AppOptions {
  handle: DatabaseHandle;
  /** The clock; tests move it to expire tokens. Read once per request. */
  now?: () => Date;
  tokenTtlDays?: number;
  /** Serve the schema to `__schema` / `__type` queries (off unless asked: schema/introspection.ts). */
  introspection?: boolean;
}

export interface App {
  fetch(request: Request): Promise<Response>;
  yoga: YogaServerInstance<Record<string, never>, GraphQLContext>;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A GraphQL-shaped error response, for failures that happen before GraphQL runs. */
export function errorResponse(status: number, message: string, code: string, headers: Record<string, string> = {}): Response {
  return json(status, { errors: [{ message, extensions: { code } }] }, headers);
}

/** Brings a database up to date before serving: migrations, then the brand catalogue. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  await seedBrands(handle.db);
}

export function createApp({ handle, now = () => new Date(), tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS, introspection = false }: AppOptions): App {
  const settings = { tokenTtlDays };
  const loginThrottle = new LoginThrottle();
  const yoga = createYoga<Record<string, never>, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // The desktop app calls from Node, never from a web page: no CORS, so no site opened in a
    // browser on this machine can drive the local API.
    cors: false,
    maskedErrors: { maskError: maskUnexpectedError, errorMessage: GENERIC_ERROR_MESSAGE },
    logging: false,
    // Each operation's execution is compiled once to JavaScript (graphql-jit) instead of walked
    // field by field on every request: on a 50-article list with authors, tags and categories,
    // about a fifth less CPU per request than Yoga's default executor.
    plugins: [useGraphQlJit(), ...(introspection ? [] : [disableIntrospection])],
    context: async ({ request }): Promise<GraphQLContext> => {
      const requestNow = now();
      const session = await resolveSession(handle.db, request.headers.get('authorization'), requestNow);
      return {
        db: handle.db,
        user: session.user,
        tokenHash: session.tokenHash,
        idempotencyKey: idempotencyKeyOf(request.headers.get('idempotency-key')),
        now: requestNow,
        settings,
        loginThrottle,
      };
    },
  });

  return {
    yoga,
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/health') {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return errorResponse(405, 'Méthode non autorisée', 'METHOD_NOT_ALLOWED', { allow: 'GET' });
        }
        return json(200, { status: 'ok' });
      }
      if (url.pathname === '/graphql') {
        if (request.method !== 'POST') {
          return errorResponse(405, 'Méthode non autorisée : utilisez POST', 'METHOD_NOT_ALLOWED', { allow: 'POST' });
        }
        // Only JSON bodies (what every client of this API sends); Yoga would answer other types
        // with an empty 415, we answer with a GraphQL-shaped French error.
        if (!/^application\/(graphql\+)?json\b/i.test(request.headers.get('content-type') ?? '')) {
          return errorResponse(415, 'Le corps de la requête doit être du JSON (application/json)', 'UNSUPPORTED_MEDIA_TYPE');
        }
        return yoga.fetch(request);
      }
      return errorResponse(404, 'Adresse inconnue', 'NOT_FOUND');
    },
  };
}
