// POST /graphql/stream (issue 39): the newsroom subscription over server-sent events, served by
// graphql-sse's handler in its distinct connections mode (one stream per request, what main's
// client opens), through the server's stream routes — over HTTP (http.ts) and over the embedded
// server's message channel (channel.ts) alike. The same bearer token (401 with the API's French
// error before any stream), the same document limits (operations.ts) and brand scope as /graphql;
// only subscriptions are served here. The reader going away ends the subscription (newsroom.ts).
import { createHandler, type Request as SseRequest } from 'graphql-sse';
import { getOperationAST, subscribe, type GraphQLError, type GraphQLSchema } from 'graphql';
import { MESSAGES } from '../../../common/domain/messages';
import type { GraphQLContext } from '../context';
import { maskUnexpectedError } from '../errors';
import type { ApiLimits } from '../limits/apiLimits';
import { checkVariables } from '../limits/inputGuards';
import { RequestBudget } from '../limits/requestBudget';
import type { OperationCache } from '../operations';
import type { StreamRequest, StreamRoute, StreamSink } from '../schema/dashboard/streamRoute';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

type Refusal = readonly [
  string,
  { status: number; statusText: string; headers: Record<string, string> },
];

function refusal(
  status: number,
  errors: readonly (GraphQLError | { message: string; extensions: { code: string } })[],
): Refusal {
  return [
    JSON.stringify({ errors }),
    { status, statusText: String(status), headers: JSON_HEADERS },
  ];
}

function fail(status: number, message: string, code: string): Refusal {
  return refusal(status, [{ message, extensions: { code } }]);
}

interface StreamParts {
  schema: GraphQLSchema;
  operations: OperationCache;
  limits: ApiLimits;
  /** The request's context (session from its bearer token); null user = unauthenticated. */
  contextFor: (request: StreamRequest) => Promise<GraphQLContext>;
}

type Raw = { request: StreamRequest; ctx: GraphQLContext };

function sseHandler({ schema, operations, limits }: StreamParts) {
  return createHandler<Raw, undefined, undefined>({
    // No token: the distinct connections mode only (one operation per stream).
    authenticate: () => null,
    onSubscribe: (req: SseRequest<Raw, undefined>, params) => {
      const badInput = checkVariables(params.variables ?? {}, limits.maxInputListItems);
      if (badInput) return refusal(400, [badInput]);
      const prepared = operations.prepare(params.query, params.operationName ?? undefined);
      if (!prepared.ok) return refusal(400, prepared.errors);
      const operation = getOperationAST(prepared.document, params.operationName);
      if (operation?.operation !== 'subscription')
        return fail(
          400,
          'Ce flux ne sert que les souscriptions : les autres opérations passent par /graphql.',
          'BAD_REQUEST',
        );
      return {
        schema,
        document: prepared.document,
        operationName: params.operationName,
        variableValues: params.variables,
        // graphql-sse types its context as plain data; ours carries the database and the user.
        contextValue: req.raw.ctx as never,
      };
    },
    subscribe: (args) => subscribe(args),
    // Errors we raised on purpose pass; anything else becomes the generic French error.
    onNext: (_ctx, _req, result) =>
      result.errors
        ? { ...result, errors: result.errors.map((e) => maskUnexpectedError(e) as GraphQLError) }
        : result,
  });
}

async function pipe(
  body: AsyncGenerator<string, void, undefined>,
  sink: StreamSink,
  signal?: AbortSignal,
) {
  const stop = () => void body.return(undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for await (const chunk of body) {
      if (sink.closed) break;
      await sink.write(chunk);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    await body.return(undefined);
    sink.end();
  }
}

export function newsroomStreamRoute(parts: StreamParts): StreamRoute {
  const handler = sseHandler(parts);
  return async (request, sink) => {
    if (request.method !== 'POST') {
      const [body, init] = fail(405, 'Méthode non autorisée : utilisez POST', 'METHOD_NOT_ALLOWED');
      sink.start(init.status, { ...init.headers, allow: 'POST' });
      await sink.write(body);
      return sink.end();
    }
    const ctx = await parts.contextFor(request);
    // A stream lives for hours: each event gets the list budget and time of one request.
    Object.defineProperty(ctx, 'budget', { get: () => new RequestBudget(parts.limits) });
    const [body, init] = ctx.user
      ? await handler({
          method: request.method,
          url: request.url,
          headers: { get: (key) => headerOf(request, key) },
          body: request.body ?? null,
          raw: { request, ctx },
          context: undefined,
        })
      : fail(401, MESSAGES.userTokenNotFound, 'UNAUTHENTICATED');
    sink.start(init.status, { ...(init.headers ?? {}) });
    if (body === null) return sink.end();
    if (typeof body === 'string') {
      await sink.write(body);
      return sink.end();
    }
    await pipe(body, sink, request.signal);
  };
}

function headerOf(request: StreamRequest, key: string): string | null {
  const value = request.headers[key.toLowerCase()];
  return typeof value === 'string' ? value : (value?.[0] ?? null);
}
