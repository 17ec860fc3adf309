// The API as one function from a buffered HTTP request to its response, independent of how it is
// served: http.ts puts it on a Node HTTP server; tests and the CLI go through that. Routes:
//   POST /graphql[?OperationName]  GraphQL over HTTP, JSON bodies (spec 001 §7: the query string
//                                  names the operation; it is a label for logs and proxies, the
//                                  body decides)
//   GET  /health                   liveness, no token needed; names this API (`service`) so
//                                  the app can tell it from another web server
//   POST /setup/*                  the desktop app's first launch, over its channel only
//                                  (setup/firstLaunchRoutes.ts)
//
// GraphQL is served here and in operations.ts rather than by a server framework: every client
// sends JSON POSTs (no GET, batching, multipart or subscriptions), and the Fetch-API
// request/response layer of the framework used before cost 0.7 ms of the 1.2 ms every request
// paid on this machine (ping p50 1.18 ms through it, 0.44 ms this way, same schema, executor and
// database). graphql-http's server audits (tests/server/httpCompliance.test.ts) keep it honest.
//
// What bounds a request (limits/): the document's size, tokens, depth, aliases, directives and
// cost at validation (operations.ts); its variables' NUL characters and list lengths; its user's
// concurrent requests (UserGate); the list items it resolves and its time (RequestBudget); the
// size of its answer.
import { clientAddress, TrustedProxies } from './auth/clientAddress';
import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { GraphQLContext } from './context';
import type { DatabaseHandle } from './db/database';
import type { MediaService } from './media/MediaService';
import type { VideoService } from './video/VideoService';
import type { AiGateway } from './ai/AiGateway';
import { MESSAGES } from '../../common/domain/messages';
import { recipeRecommenderFromEnv, type RecipeRecommender } from './ai/recipeRecommender';
import type { PrintSystem } from './print/printSystem';
import { printSystemFromEnv } from './print/printSystemFromEnv';
import type { AffiliatePlatform } from './affiliate/affiliatePlatform';
import { affiliatePlatformFromEnv } from './affiliate/httpAffiliatePlatform';
import type { CorrectionEngines } from './correction/engines';
import { LoginThrottle } from './auth/loginThrottle';
import { createOidcVerifier } from './auth/oidc';
import { oidcFromEnv, type OidcSettings } from '../../common/auth/oidcConfig';
import { resolveSession } from './auth/session';
import { DEFAULT_TOKEN_TTL_DAYS } from './config';
import { GENERIC_ERROR_MESSAGE, logUnexpectedError, maskUnexpectedError } from './errors';
import { migrate } from './db/migrate';
import { DEFAULT_API_LIMITS, LIMIT_MESSAGES, limitError, type ApiLimits } from './limits/apiLimits';
import { checkVariables } from './limits/inputGuards';
import { budgetListFields, RequestBudget } from './limits/requestBudget';
import { UserGate } from './limits/userGate';
import { inLane } from './db/fairPool';
import { OperationCache } from './operations';
import { buildSchema } from './schema';
import { providersFromEnv, type ProviderSet } from './services/pushes/providers';
import { seedBrands } from './schema/brands/brandCatalogue';
import { idempotencyKeyOf } from './services/content/saveReceipts';
import { DASHBOARD_CSV_PATH, dashboardCsvRoute } from './schema/dashboard/csvRoute';
import type { StreamRoute } from './schema/dashboard/streamRoute';
import { HEALTH_SERVICE } from '../../common/embedded/firstLaunchProtocol';
import { firstLaunchRoutes } from './setup/firstLaunchRoutes';
import { AI_SUGGEST_PATH } from '../../common/ai/suggestStream';
import { aiSuggestRoute, type StreamSuggestions } from './ai/suggestRoute';
import { suggestionService } from './ai/suggestions';
import { notConfiguredGateway } from './ai/aiFromEnv';
import { LIVE_STREAM_PATH } from '../../common/live/liveEvents';
import { LiveHub } from './live/hub';
import { newsroomStreamRoute } from './live/streamRoute';

export interface AppOptions {
  handle: DatabaseHandle;
  /** The clock; tests move it to expire tokens. Read once per request. */
  now?: () => Date;
  tokenTtlDays?: number;
  /** Serve the schema to `__schema` / `__type` queries (off unless asked: schema/introspection.ts). */
  introspection?: boolean;
  /** What one request, document or user may use (limits/apiLimits.ts); defaults otherwise. */
  limits?: ApiLimits;
  /** The image service, for its GraphQL operations (its REST routes are mounted by http.ts). */
  media?: MediaService;
  /** The video host's operations (video/videoFromEnv.ts); its own host's routes are mounted by http.ts. */
  video?: VideoService;
  /** The correction engines (correction/correctionFromEnv.ts); Correction is refused without them. */
  correction?: CorrectionEngines;
  /** The AI gateway (ai/aiFromEnv.ts); every AI operation says « not configured » without it. */
  ai?: AiGateway;
  /** Push and newsletter providers (services/pushes/providers.ts); the environment's otherwise. */
  providers?: ProviderSet;
  /** Called once the first launch loaded the demo data (the demo push services start). */
  onDemoLoaded?: () => Promise<void>;
  /** The OpenID provider for loginWithOidc (BACKOFFICE_OIDC_*); null = none, the environment's otherwise. */
  oidc?: OidcSettings | null;
  /** Proxies whose X-Forwarded-For names the client (auth/clientAddress.ts); none by default. */
  trustedProxies?: TrustedProxies;
  /** ContextualSearch (ai/recipeRecommender.ts), the environment's otherwise; null = local recipes. */
  recipeRecommender?: RecipeRecommender | null;
  /** The print system; the environment's (print/printSystemFromEnv.ts) otherwise. */
  print?: PrintSystem;
  /** The affiliate platform; the environment's (affiliate/httpAffiliatePlatform.ts) otherwise. */
  affiliate?: AffiliatePlatform;
  /**
   * What POST /ai/suggest streams from: the gateway's suggestion service by default (refused as not
   * configured without a gateway); tests may drive it step by step.
   */
  streamSuggestions?: StreamSuggestions;
  /** The live newsroom's hub (live/hub.ts); one over `handle` otherwise, started by its first use. */
  live?: LiveHub;
}

export interface ApiRequest {
  method: string;
  /** Path and query string as received (`/graphql?me`). */
  url: string;
  headers: IncomingHttpHeaders;
  /** The whole body, decoded (http.ts buffers it under the size limit); undefined for GET and HEAD. */
  body?: string;
  /** Where the request came from (the client's IP address, or `ipc` over the app's channel). */
  remoteAddress?: string;
  /**
   * True only for a request from the app that started this process, over its message channel
   * (channel.ts): never derived from anything a client sends (an address, a header).
   */
  viaParentChannel?: boolean;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface App {
  handle(request: ApiRequest): Promise<ApiResponse>;
  /** Routes answered as a stream rather than a buffered body, by path (schema/dashboard/streamRoute.ts). */
  streams?: Readonly<Record<string, StreamRoute>>;
  /** The live newsroom's hub of this process (issue 39). */
  live?: LiveHub;
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

const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/**
 * The media type of the answer (GraphQL over HTTP): application/graphql-response+json when the
 * client lists it before application/json (the app does), application/json otherwise.
 */
function answerType(accept: string | null): string {
  if (!accept) return 'application/json';
  const types = accept
    .split(',')
    .map((part) => part.split(';', 1)[0]?.trim().toLowerCase() ?? '')
    .filter((t) => t === GRAPHQL_RESPONSE_TYPE || t === 'application/json' || t === '*/*');
  return types[0] === GRAPHQL_RESPONSE_TYPE ? GRAPHQL_RESPONSE_TYPE : 'application/json';
}

/** A GraphQL-shaped error response, for failures that happen before GraphQL runs. */
/** A variable refused by one of our scalars carries our error as its cause: answer with that. */
/** A variable naming an internal link type the schema does not know (spec 001 §8's own message). */
const UNKNOWN_LINK_TYPE = /Expected type "?InternalLinkType"?\./;

function ownVariableError(error: GraphQLError): GraphQLError {
  if (UNKNOWN_LINK_TYPE.test(error.message))
    return new GraphQLError(MESSAGES.linksUnknownType, {
      nodes: error.nodes,
      extensions: { code: 'BAD_USER_INPUT', fields: { links: MESSAGES.linksUnknownType } },
    });
  const original = error.originalError as GraphQLError | undefined;
  if (original?.name === 'GraphQLError' && original.extensions?.code === 'BAD_USER_INPUT')
    return new GraphQLError(original.message, {
      nodes: error.nodes,
      extensions: original.extensions,
    });
  return error;
}

function isLimitError(error: unknown): error is GraphQLError {
  return (
    error instanceof Error &&
    error.name === 'GraphQLError' &&
    (error as GraphQLError).extensions.code === 'TOO_MANY_REQUESTS'
  );
}

export function errorResponse(
  status: number,
  message: string,
  code: string,
  headers: Record<string, string> = {},
): ApiResponse {
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
  if (!isPlainObject(parsed))
    return 'Le corps de la requête doit être un objet JSON { query, variables, operationName }.';
  const { query, variables, operationName, extensions } = parsed;
  if (typeof query !== 'string' || query.trim() === '')
    return "Le champ query doit contenir le texte de l'opération GraphQL.";
  if (variables !== undefined && variables !== null && !isPlainObject(variables))
    return 'Le champ variables doit être un objet JSON.';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return 'Le champ operationName doit être une chaîne.';
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions))
    return 'Le champ extensions doit être un objet JSON.';
  return { query, operationName: operationName || undefined, variables: variables ?? {} };
}

/** What answering a request needs, built once by createApp. */
interface AppParts {
  handle: DatabaseHandle;
  now: () => Date;
  limits: ApiLimits;
  operations: OperationCache;
  gate: UserGate;
  contextFor: (request: ApiRequest) => Promise<GraphQLContext>;
  firstLaunch: ReturnType<typeof firstLaunchRoutes>;
}

export function createApp({
  handle,
  now = () => new Date(),
  tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS,
  introspection = false,
  limits = DEFAULT_API_LIMITS,
  media,
  video,
  correction,
  ai,
  providers = providersFromEnv(process.env),
  oidc: oidcSettings = oidcFromEnv(process.env),
  trustedProxies = TrustedProxies.none(),
  onDemoLoaded,
  recipeRecommender = recipeRecommenderFromEnv(process.env),
  streamSuggestions,
  print,
  affiliate = affiliatePlatformFromEnv(process.env),
  live = new LiveHub(handle, { now }),
}: AppOptions): App {
  const printSystem = print ?? printSystemFromEnv(process.env, handle.db, now);
  const settings = { tokenTtlDays };
  const oidc = oidcSettings ? createOidcVerifier(oidcSettings) : null;
  const loginThrottle = new LoginThrottle(handle.db);

  async function contextFor(request: ApiRequest): Promise<GraphQLContext> {
    const requestNow = now();
    const { headers } = request;
    const session = await resolveSession(handle.db, header(headers, 'authorization'), requestNow);
    return {
      db: handle.db,
      user: session.user,
      tokenHash: session.tokenHash,
      idempotencyKey: idempotencyKeyOf(header(headers, 'idempotency-key')),
      now: requestNow,
      settings,
      loginThrottle,
      source:
        clientAddress(request.remoteAddress, headers['x-forwarded-for'], trustedProxies) ??
        'inconnue',
      budget: new RequestBudget(limits),
      media,
      video,
      correction,
      ai,
      providers,
      oidc,
      recipeRecommender: recipeRecommender ?? undefined,
      print: printSystem,
      affiliate,
      live,
    };
  }

  const schema = budgetListFields(buildSchema());
  const operations = new OperationCache({ schema, introspection, limits });
  const parts: AppParts = {
    handle,
    now,
    limits,
    operations,
    gate: new UserGate(limits),
    contextFor,
    firstLaunch: firstLaunchRoutes({ handle, now, media, onDemoLoaded }),
  };
  return {
    streams: {
      [DASHBOARD_CSV_PATH]: dashboardCsvRoute({ handle, now }),
      [AI_SUGGEST_PATH]: aiSuggestRoute({
        handle,
        now,
        streamSuggestions:
          streamSuggestions ??
          suggestionService(ai ?? notConfiguredGateway, handle.db).streamSuggestions,
      }),
      [LIVE_STREAM_PATH]: newsroomStreamRoute({ schema, operations, limits, contextFor }),
    },
    live,
    handle: (request) => route(request, parts),
  };
}

async function route(request: ApiRequest, parts: AppParts): Promise<ApiResponse> {
  const path = request.url.split('?', 1)[0];
  if (path === '/health') {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return errorResponse(405, 'Méthode non autorisée', 'METHOD_NOT_ALLOWED', { allow: 'GET' });
    }
    return json(200, { status: 'ok', service: HEALTH_SERVICE });
  }
  const setup = await parts.firstLaunch(request, path ?? '');
  if (setup) return setup;
  if (path !== '/graphql') return errorResponse(404, 'Adresse inconnue', 'NOT_FOUND');
  if (request.method !== 'POST') {
    return errorResponse(405, 'Méthode non autorisée : utilisez POST', 'METHOD_NOT_ALLOWED', {
      allow: 'POST',
    });
  }
  try {
    return await graphql(request, parts);
  } catch (error) {
    if (isLimitError(error)) return json(429, { errors: [error] });
    // The session lookup failed (database down) or a bug outside any resolver.
    logUnexpectedError(error);
    return errorResponse(500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
  }
}

/**
 * Runs the operation, or stops waiting for it at the request's deadline — and then aborts
 * `giveUp`, so that its queries still waiting for a connection are dropped (db/fairPool.ts).
 */
async function execute(
  run: () => Promise<ExecutionResult>,
  budget: RequestBudget,
  giveUp: AbortController,
  timeoutMs: number,
): Promise<ExecutionResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ExecutionResult>((resolve) => {
    timer = setTimeout(() => {
      giveUp.abort();
      resolve({ errors: [budget.timeOut()] });
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function graphql(request: ApiRequest, parts: AppParts): Promise<ApiResponse> {
  const { limits, operations } = parts;
  // Only JSON bodies, what every client of this API sends.
  if (!/^application\/(graphql\+)?json\b/i.test(header(request.headers, 'content-type') ?? '')) {
    return errorResponse(
      415,
      'Le corps de la requête doit être du JSON (application/json)',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  const media = {
    'content-type': `${answerType(header(request.headers, 'accept'))}; charset=utf-8`,
  };
  const reply400 = (errors: readonly GraphQLError[]) => json(400, { errors }, media);
  const params = readGraphqlParams(request.body);
  if (typeof params === 'string') return errorResponse(400, params, 'BAD_REQUEST', media);
  const badInput = checkVariables(params.variables, limits.maxInputListItems);
  if (badInput) return reply400([badInput]);
  const prepared = operations.prepare(params.query, params.operationName);
  // GraphQL over HTTP: a request that cannot run at all is a 400 carrying GraphQL's own errors.
  if (!prepared.ok) return reply400(prepared.errors);
  const tooCostly = operations.checkCost(prepared, params.variables);
  if (tooCostly.length) return reply400(tooCostly);
  const context = await parts.contextFor(request);
  const result = await runInLane(parts, context, () =>
    Promise.resolve(prepared.compiled.query(undefined, context, params.variables)),
  );
  // A request past its budget or its time answers that alone: the rest is partial.
  if (context.budget.exceeded) return json(200, { errors: [context.budget.exceeded] }, media);
  return answerOf(result, limits, media);
}

/** Runs in the user's lane, which also bounds the PostgreSQL connections its queries hold (db/fairPool.ts). */
function runInLane(
  parts: AppParts,
  context: GraphQLContext,
  run: () => Promise<ExecutionResult>,
): Promise<ExecutionResult> {
  const lane = context.user ? `user:${context.user.id}` : `source:${context.source}`;
  const giveUp = new AbortController();
  return parts.gate.run(lane, () =>
    inLane(
      lane,
      () => execute(run, context.budget, giveUp, parts.limits.requestTimeoutMs),
      giveUp.signal,
    ),
  );
}

function answerOf(
  executed: ExecutionResult,
  limits: ApiLimits,
  media: Record<string, string>,
): ApiResponse {
  let result = executed;
  const reply: ExecutionResult = 'data' in result ? { data: result.data } : {};
  // Variables refused by a scalar of ours (DateTime): its French message, not the executor's.
  if (!('data' in result) && result.errors)
    result = { errors: result.errors.map(ownVariableError) };
  // Errors we raised on purpose pass; anything else becomes the generic French error (errors.ts).
  if (result.errors?.length)
    reply.errors = result.errors.map(
      (e) => maskUnexpectedError(e) as (typeof result.errors)[number],
    );
  // Variables that do not fit their types leave no data: the request itself was wrong.
  const answer = json('data' in result ? 200 : 400, reply, media);
  if (answer.body.length > limits.maxAnswerChars)
    return json(
      200,
      { errors: [limitError('RESPONSE_TOO_LARGE', LIMIT_MESSAGES.answer(limits.maxAnswerChars))] },
      media,
    );
  return answer;
}
