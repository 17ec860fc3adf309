// Each GraphQL operation text is parsed, validated and compiled to JavaScript (graphql-jit) once,
// then reused: the app sends the same few dozen operations all day, so a request only looks its
// operation up and runs it. Bounded (least recently used goes first) so that arbitrary query
// texts cannot grow the server's memory.
import { GraphQLError, parse, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { noIntrospection } from './schema/introspection';

/** A parsed document has at most this many tokens: the app's largest operation has a few hundred. */
export const MAX_QUERY_TOKENS = 20_000;
const DEFAULT_CAPACITY = 500;

export type PreparedOperation =
  | { ok: true; compiled: CompiledQuery }
  /** The text does not parse, fails validation or names no runnable operation. */
  | { ok: false; errors: readonly GraphQLError[] };

export interface OperationCacheOptions {
  schema: GraphQLSchema;
  /** Serve `__schema` / `__type` (schema/introspection.ts). */
  introspection: boolean;
  capacity?: number;
}

export class OperationCache {
  private readonly entries = new Map<string, PreparedOperation>();
  private readonly rules: readonly ValidationRule[];
  private readonly capacity: number;

  constructor(private readonly options: OperationCacheOptions) {
    this.rules = options.introspection ? specifiedRules : [...specifiedRules, noIntrospection];
    this.capacity = options.capacity ?? DEFAULT_CAPACITY;
  }

  prepare(query: string, operationName: string | undefined): PreparedOperation {
    const key = `${operationName ?? ''}\n${query}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order, so the first key is the oldest.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const prepared = this.compile(query, operationName);
    this.entries.set(key, prepared);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return prepared;
  }

  private compile(query: string, operationName: string | undefined): PreparedOperation {
    let document;
    try {
      document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      if (error instanceof GraphQLError) return { ok: false, errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
      throw error;
    }
    const invalid = validate(this.options.schema, document, this.rules);
    if (invalid.length > 0) return { ok: false, errors: invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) };
    const compiled = compileQuery(this.options.schema, document, operationName);
    if (isCompiledQuery(compiled)) return { ok: true, compiled };
    // An operation name not in the document, or several operations and no name.
    return { ok: false, errors: (compiled.errors ?? []).map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) };
  }
}

/** Keeps a code a rule already set (INTROSPECTION_DISABLED); otherwise names the failure. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });
}
