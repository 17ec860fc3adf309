// Each GraphQL operation text is parsed, validated and compiled to JavaScript (graphql-jit) once,
// then reused: the app sends the same few dozen operations all day, so a request only looks its
// operation up and runs it. Only documents that passed every rule — GraphQL's and the limits of
// limits/ (size, tokens with comments, depth, aliases, directives, cost, input literals) — are
// kept, least recently used first out, within a memory budget: arbitrary texts can neither grow
// the server's memory nor be compiled twice.
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { DEFAULT_API_LIMITS, type ApiLimits } from './limits/apiLimits';
import { documentBytesError, tokensError, tooManyTokensError } from './limits/documentSize';
import { costWithVariables, limitRules, listSizeVariables } from './limits/validationRules';
import { noIntrospection } from './schema/introspection';

/** graphql's own parser cap (comments not counted), a backstop under limits.maxTokens. */
export const MAX_QUERY_TOKENS = DEFAULT_API_LIMITS.maxTokens;
const DEFAULT_CAPACITY = 500;

export interface ReadyOperation {
  ok: true;
  compiled: CompiledQuery;
  document: DocumentNode;
  /** Variables giving `first`/`last`: the cost is checked again with their values (checkCost). */
  sizeVariables: readonly string[];
}

export type PreparedOperation =
  | ReadyOperation
  /** The text does not parse, breaks a limit, fails validation or names no runnable operation. */
  | { ok: false; errors: readonly GraphQLError[] };

export interface OperationCacheOptions {
  schema: GraphQLSchema;
  /** Serve `__schema` / `__type` (schema/introspection.ts). */
  introspection: boolean;
  capacity?: number;
  limits?: ApiLimits;
}

interface Entry {
  operation: ReadyOperation;
  bytes: number;
}

/**
 * What one cached operation holds, estimated from its text: the AST (~12 bytes of objects per
 * character of source here) and graphql-jit's generated functions, plus a fixed part.
 */
function estimatedBytes(key: string): number {
  return key.length * 24 + 16 * 1024;
}

export class OperationCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rules: readonly ValidationRule[];
  private readonly capacity: number;
  private readonly limits: ApiLimits;
  private usedBytes = 0;

  constructor(private readonly options: OperationCacheOptions) {
    this.limits = options.limits ?? DEFAULT_API_LIMITS;
    this.rules = [
      ...specifiedRules,
      ...(options.introspection ? [] : [noIntrospection]),
      ...limitRules(this.limits),
    ];
    this.capacity = options.capacity ?? DEFAULT_CAPACITY;
  }

  /** Operations kept, and the memory they are estimated to hold (tests, metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.usedBytes };
  }

  prepare(query: string, operationName: string | undefined): PreparedOperation {
    const key = `${operationName ?? ''}\n${query}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order, so the first key is the oldest.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.operation;
    }
    const prepared = this.compile(query, operationName);
    if (!prepared.ok) return prepared;
    const bytes = estimatedBytes(key);
    if (bytes > this.limits.operationCacheBytes) return prepared;
    this.entries.set(key, { operation: prepared, bytes });
    this.usedBytes += bytes;
    while (this.entries.size > this.capacity || this.usedBytes > this.limits.operationCacheBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.usedBytes -= this.entries.get(oldest)?.bytes ?? 0;
      this.entries.delete(oldest);
    }
    return prepared;
  }

  /** The cost errors of running `operation` with these variables (its `first`/`last` weighed). */
  checkCost(
    operation: ReadyOperation,
    variables: Record<string, unknown>,
  ): readonly GraphQLError[] {
    if (operation.sizeVariables.length === 0) return [];
    return costWithVariables(
      this.options.schema,
      operation.document,
      variables,
      this.limits.maxCost,
    ).map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
  }

  private compile(query: string, operationName: string | undefined): PreparedOperation {
    const tooLarge = documentBytesError(query, this.limits);
    if (tooLarge) return { ok: false, errors: [tooLarge] };
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.limits.maxTokens });
    } catch (error) {
      // graphql's own cap (comments not counted) stops a huge document early: same answer.
      if (error instanceof GraphQLError && error.message.includes('Parsing aborted'))
        return { ok: false, errors: [tooManyTokensError(this.limits)] };
      if (error instanceof GraphQLError)
        return { ok: false, errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
      throw error;
    }
    const tooManyTokens = tokensError(document, this.limits);
    if (tooManyTokens) return { ok: false, errors: [tooManyTokens] };
    const invalid = validate(this.options.schema, document, this.rules);
    if (invalid.length > 0)
      return { ok: false, errors: invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) };
    const compiled = compileQuery(this.options.schema, document, operationName);
    if (isCompiledQuery(compiled))
      return { ok: true, compiled, document, sizeVariables: listSizeVariables(document) };
    // An operation name not in the document, or several operations and no name.
    return {
      ok: false,
      errors: (compiled.errors ?? []).map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')),
    };
  }
}

/** Keeps a code a rule already set (INTROSPECTION_DISABLED, QUERY_TOO_DEEP…); otherwise names the failure. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}
