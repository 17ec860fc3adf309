// Every limit that keeps one request, one document or one user from holding the API, in one
// place: the operation cache (operations.ts), the HTTP layer (app.ts) and the schema wrapper
// (requestBudget.ts) read them from here, so an area added later inherits them without a line of
// its own. Each can be changed with an environment variable (BACKOFFICE_LIMIT_<NAME>, see
// README "No single request, frame or user can bring the API or the app down").
import { GraphQLError } from 'graphql';

export interface ApiLimits {
  /** Bytes of one GraphQL document (UTF-8), checked before it is parsed. */
  maxDocumentBytes: number;
  /** Lexical tokens of one document, comments included. */
  maxTokens: number;
  /** Nesting of fields, the leaf field included (`{ me { id } }` is 2). */
  maxDepth: number;
  /** Aliased fields in one operation (fragments followed). */
  maxAliases: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** GraphQL Armor's cost: objects 2, scalars 1, ×1.5 a level, × `first`/`last` (variables too). */
  maxCost: number;
  /** Items of every list the request resolves, added up: bounds what cyclic relations can build. */
  maxListItems: number;
  /** Items of one list given as input (a variable or a literal). */
  maxInputListItems: number;
  /** Characters of one answer once serialised. */
  maxAnswerChars: number;
  /** Time one request may take; on PostgreSQL also each statement's timeout. */
  requestTimeoutMs: number;
  /** Requests of one user (or one anonymous source) running at once; the next ones wait. */
  concurrentRequestsPerUser: number;
  /** PostgreSQL connections one user's queries hold at once (db/fairPool.ts); the pool has 10. */
  connectionsPerUser: number;
  /** Requests of one user waiting for their turn; beyond, TOO_MANY_REQUESTS. */
  queuedRequestsPerUser: number;
  /** Memory the operation cache may use (estimated from the documents' size). */
  operationCacheBytes: number;
}

export const DEFAULT_API_LIMITS: Readonly<ApiLimits> = Object.freeze({
  // The app's largest operation is a few kB and a few hundred tokens.
  maxDocumentBytes: 64 * 1024,
  maxTokens: 5_000,
  // The category tree (4 levels + a leaf) is 6; cyclic parent/children chains need more.
  maxDepth: 8,
  maxAliases: 30,
  maxDirectives: 50,
  // 30 aliases of articles(first: 500) { body } cost 52,500; a list page of 50 with 40 fields ~3,500.
  maxCost: 50_000,
  maxListItems: 50_000,
  maxInputListItems: 5_000,
  maxAnswerChars: 32 * 1024 * 1024,
  requestTimeoutMs: 15_000,
  concurrentRequestsPerUser: 4,
  // One: a user's heavy request cannot take more than one connection's CPU from the others
  // (load bench, 2 cores: the others' p99 ×2.54 under the worst query with 2, ×1.96 with 1).
  connectionsPerUser: 1,
  queuedRequestsPerUser: 100,
  operationCacheBytes: 32 * 1024 * 1024,
});

const ENV_NAMES: Record<keyof ApiLimits, string> = {
  maxDocumentBytes: 'BACKOFFICE_LIMIT_DOCUMENT_BYTES',
  maxTokens: 'BACKOFFICE_LIMIT_TOKENS',
  maxDepth: 'BACKOFFICE_LIMIT_DEPTH',
  maxAliases: 'BACKOFFICE_LIMIT_ALIASES',
  maxDirectives: 'BACKOFFICE_LIMIT_DIRECTIVES',
  maxCost: 'BACKOFFICE_LIMIT_COST',
  maxListItems: 'BACKOFFICE_LIMIT_LIST_ITEMS',
  maxInputListItems: 'BACKOFFICE_LIMIT_INPUT_LIST_ITEMS',
  maxAnswerChars: 'BACKOFFICE_LIMIT_ANSWER_CHARS',
  requestTimeoutMs: 'BACKOFFICE_LIMIT_REQUEST_TIMEOUT_MS',
  concurrentRequestsPerUser: 'BACKOFFICE_LIMIT_CONCURRENT_REQUESTS',
  connectionsPerUser: 'BACKOFFICE_LIMIT_CONNECTIONS_PER_USER',
  queuedRequestsPerUser: 'BACKOFFICE_LIMIT_QUEUED_REQUESTS',
  operationCacheBytes: 'BACKOFFICE_LIMIT_OPERATION_CACHE_BYTES',
};

/** The limits with the environment's overrides; a malformed value is a start-up error. */
export function readApiLimits(env: NodeJS.ProcessEnv = process.env): ApiLimits {
  const limits: ApiLimits = { ...DEFAULT_API_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof ApiLimits, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new Error(`${name} invalide : « ${raw} » (un entier positif est attendu)`);
    limits[key] = value;
  }
  return limits;
}

/** French figures: 65536 → « 65 536 ». */
export function figure(n: number): string {
  return new Intl.NumberFormat('fr-FR').format(Math.round(n)).replace(/\u202f/g, '\u00a0');
}

export type LimitCode =
  | 'QUERY_TOO_LARGE'
  | 'TOO_MANY_TOKENS'
  | 'QUERY_TOO_DEEP'
  | 'TOO_MANY_ALIASES'
  | 'TOO_MANY_DIRECTIVES'
  | 'QUERY_TOO_COSTLY'
  | 'RESPONSE_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'TOO_MANY_REQUESTS';

export const LIMIT_MESSAGES = {
  documentBytes: (max: number) =>
    `La requête GraphQL est trop longue (maximum ${figure(max)} octets).`,
  tokens: (max: number) =>
    `La requête GraphQL contient trop d'éléments (maximum ${figure(max)}, commentaires compris).`,
  depth: (found: number, max: number) =>
    `La requête GraphQL est trop imbriquée (profondeur ${figure(found)}, maximum ${figure(max)}).`,
  aliases: (max: number) => `La requête GraphQL contient trop d'alias (maximum ${figure(max)}).`,
  directives: (max: number) =>
    `La requête GraphQL contient trop de directives (maximum ${figure(max)}).`,
  cost: (found: number, max: number) =>
    `La requête GraphQL demande trop de données à la fois (coût ${figure(found)}, maximum ${figure(max)}). Demandez moins d'éléments par page.`,
  listItems: (max: number) =>
    `La réponse contiendrait trop d'éléments (plus de ${figure(max)}). Demandez moins de données à la fois.`,
  answer: (max: number) =>
    `La réponse serait trop volumineuse (plus de ${figure(max)} caractères). Demandez moins de données à la fois.`,
  timeout: (ms: number) =>
    `La requête a pris trop de temps (plus de ${figure(ms / 1000)} s) et a été interrompue.`,
  busy: 'Trop de requêtes en cours pour ce compte. Réessayez dans un instant.',
} as const;

export function limitError(code: LimitCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
