// What one request may build while it runs, whatever its shape: the items of every list it
// resolves, added up, and its time. A document within the depth and cost limits can still follow
// cyclic relations (category → children → parent → children…) whose answer grows ×14 a level;
// counting list items as they are resolved stops it after a bounded amount of work, and a request
// past its time stops starting new lists. Every list field of the schema is wrapped once
// (budgetListFields), so the areas other than content inherit it without a line of their own.
import {
  defaultFieldResolver,
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { LIMIT_MESSAGES, limitError, type ApiLimits } from './apiLimits';

export class RequestBudget {
  private items = 0;
  /** Set once the request went past a limit: the answer is that error alone. */
  exceeded: GraphQLError | null = null;
  private readonly deadline: number;

  constructor(
    private readonly limits: Pick<ApiLimits, 'maxListItems' | 'requestTimeoutMs'>,
    start = Date.now(),
  ) {
    this.deadline = start + limits.requestTimeoutMs;
  }

  /** Counts a resolved list; throws (and remembers) once the request is over its budget. */
  spend(count: number): void {
    if (this.exceeded) throw this.exceeded;
    this.items += count;
    if (this.items > this.limits.maxListItems)
      this.exceeded = limitError(
        'RESPONSE_TOO_LARGE',
        LIMIT_MESSAGES.listItems(this.limits.maxListItems),
      );
    else if (Date.now() > this.deadline) this.timeOut();
    if (this.exceeded) throw this.exceeded;
  }

  timeOut(): GraphQLError {
    this.exceeded ??= limitError(
      'REQUEST_TIMEOUT',
      LIMIT_MESSAGES.timeout(this.limits.requestTimeoutMs),
    );
    return this.exceeded;
  }
}

function isListOutput(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function budgetOf(context: unknown): RequestBudget | undefined {
  const budget = (context as { budget?: unknown } | null)?.budget;
  return budget instanceof RequestBudget ? budget : undefined;
}

function counted(value: unknown, context: unknown): unknown {
  const budget = budgetOf(context);
  if (budget && Array.isArray(value)) budget.spend(value.length);
  return value;
}

/** Wraps the resolver of every list field (in place) so the request's budget counts its items. */
export function budgetListFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isListOutput(field.type) || getNamedType(field.type).name.startsWith('__')) continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const budget = budgetOf(context);
        if (budget?.exceeded) throw budget.exceeded;
        const value = resolve(source, args, context, info);
        return value instanceof Promise
          ? value.then((v: unknown) => counted(v, context))
          : counted(value, context);
      };
    }
  }
  return schema;
}
