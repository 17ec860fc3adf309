// The API as one function from a buffered HTTP request to its response, independent of how it is
// served: http.ts puts it on a Node HTTP server; tests and the CLI go through that. Routes:
//   POST /graphql[?OperationName]  GraphQL over HTTP, JSON bodies (spec 001 §7: the query string
//                                  names the operation; it is a label for logs and proxies, the
//                                  body decides)
//   GET  /health                   liveness, no token needed
//
// GraphQL is served here and in operations.ts rather than by a server framework: every client
// sends JSON POSTs (no GET, batching, multipart or subscriptions), and GraphQL Yoga's Fetch-API
// request/response layer cost 0.7 ms of the 1.2 ms every request paid on this machine (ping p50
// 1.18 ms through Yoga, 0.44 ms this way, same schema, executor and database).
import type { IncomingHttpHeaders } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { GraphQLContext } from './context';
import type { DatabaseHandle } from './db/database';
import { LoginThrottle } from './auth/loginThrottle';
import { resolveSession } from './auth/session';
import { DEFAULT_TOKEN_TTL_DAYS } from './config';
import { GENERIC_ERROR_MESSAGE, logUnexpectedError, maskUnexpectedError } from './errors';
import { migrate } from './db/migrate';
import { OperationCache } from './operations';
import { buildSchema } from './schema';
import { seedBrands } from './schema/brands/brandCatalogue';
import { idempotencyKeyOf } from './services/content/saveReceipts';

export interface AppOptions {
  handle: DatabaseHandle;
  /** The clock; tests move it to expire tokens. Read once per request. */
  now?: () => Date;
  tokenTtlDays?: number;
  /** Serve the schema to `__schema` / `__type` queries (off unless asked: schema/introspection.ts). */
  introspection?: boolean;
}

export interface ApiRequest {
  method: string;
  /** Path and query string as received (`/graphql?me`). */
  url: string;
  headers: IncomingHttpHeaders;
  /** The whole body, decoded (http.ts buffers it under the size limit); undefined for GET and HEAD. */
  body?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface App {
  handle(request: ApiRequest): Promise<ApiResponse>;
}

/** What a GraphQL request body carries once checked. */
interface GraphqlParams {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** A GraphQL-shaped error response, for failures that happen before GraphQL runs. */
export function errorResponse(status: number, message: string, code: string, headers: Record<string, string> = {}): ApiResponse {
  return json(status, { errors: [{ message, extensions: { code } }] }, headers);
}

/** Brings a database up to date before serving: migrations, then the brand catalogue. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  await seedBrands(handle.db);
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's `{ query, variables, operationName }`, or a French message saying what is wrong. */
export function readGraphqlParams(body: string | undefined): GraphqlParams | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return "Le corps de la requête n'est pas du JSON valide.";
  }
  if (!isPlainObject(parsed)) return 'Le corps de la requête doit être un objet JSON { query, variables, operationName }.';
  const { query, variables, operationName } = parsed;
  if (typeof query !== 'string' || query.trim() === '') return "Le champ query doit contenir le texte de l'opération GraphQL.";
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) return 'Le champ variables doit être un objet JSON.';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return 'Le champ operationName doit être une chaîne.';
  return { query, operationName: operationName || undefined, variables: variables ?? {} };
}

export function createApp({ handle, now = () => new Date(), tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS, introspection = false }: AppOptions): App {
  const settings = { tokenTtlDays };
  const loginThrottle = new LoginThrottle();
  const operations = new OperationCache({ schema: buildSchema(), introspection });

  async function contextFor(headers: IncomingHttpHeaders): Promise<GraphQLContext> {
    const requestNow = now();
    const session = await resolveSession(handle.db, header(headers, 'authorization'), requestNow);
    return {
      db: handle.db,
      user: session.user,
      tokenHash: session.tokenHash,
      idempotencyKey: idempotencyKeyOf(header(headers, 'idempotency-key')),
      now: requestNow,
      settings,
      loginThrottle,
    };
  }

  async function graphql(request: ApiRequest): Promise<ApiResponse> {
    // Only JSON bodies, what every client of this API sends.
    if (!/^application\/(graphql\+)?json\b/i.test(header(request.headers, 'content-type') ?? '')) {
      return errorResponse(415, 'Le corps de la requête doit être du JSON (application/json)', 'UNSUPPORTED_MEDIA_TYPE');
    }
    const params = readGraphqlParams(request.body);
    if (typeof params === 'string') return errorResponse(400, params, 'BAD_REQUEST');
    const prepared = operations.prepare(params.query, params.operationName);
    // GraphQL over HTTP: a request that cannot run at all is a 400 carrying GraphQL's own errors.
    if (!prepared.ok) return json(400, { errors: prepared.errors });
    const result: ExecutionResult = await prepared.compiled.query(undefined, await contextFor(request.headers), params.variables);
    const reply: ExecutionResult = 'data' in result ? { data: result.data } : {};
    // Errors we raised on purpose pass; anything else becomes the generic French error (errors.ts).
    if (result.errors?.length) reply.errors = result.errors.map((e) => maskUnexpectedError(e) as (typeof result.errors)[number]);
    // Variables that do not fit their types leave no data: the request itself was wrong.
    return json('data' in result ? 200 : 400, reply);
  }

  return {
    async handle(request) {
      const path = request.url.split('?', 1)[0];
      if (path === '/health') {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return errorResponse(405, 'Méthode non autorisée', 'METHOD_NOT_ALLOWED', { allow: 'GET' });
        }
        return json(200, { status: 'ok' });
      }
      if (path === '/graphql') {
        if (request.method !== 'POST') {
          return errorResponse(405, 'Méthode non autorisée : utilisez POST', 'METHOD_NOT_ALLOWED', { allow: 'POST' });
        }
        try {
          return await graphql(request);
        } catch (error) {
          // The session lookup failed (database down) or a bug outside any resolver.
          logUnexpectedError(error);
          return errorResponse(500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
        }
      }
      return errorResponse(404, 'Adresse inconnue', 'NOT_FOUND');
    },
  };
}
