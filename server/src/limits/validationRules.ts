// The validation rules that bound what one document may ask, from GraphQL Armor (maintained,
// fragment-aware), with French messages and a code each. They run when a document is first seen,
// before anything executes; the operation cache keeps only documents that passed them.
// The cost rule weighs `first`/`last`; those given as variables are weighed per request
// (operationCost), since the cached document does not know their values.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { LIMIT_MESSAGES, type ApiLimits, type LimitCode } from './apiLimits';
import { literalInputRule } from './inputGuards';

/** The number after "found" in Armor's English message (exposeLimits on). */
function foundIn(error: GraphQLError): number {
  const match = /found (\d+(?:\.\d+)?)/.exec(error.message);
  return match ? Number(match[1]) : NaN;
}

function report(code: LimitCode, message: (armorError: GraphQLError) => string) {
  return (context: ValidationContext | null, error: GraphQLError): void => {
    context?.reportError(new GraphQLError(message(error), { extensions: { code } }));
  };
}

/** Armor reports through onReject instead of throwing out of graphql's validate(). */
function quiet(onReject: ReturnType<typeof report>) {
  return { exposeLimits: true, propagateOnRejection: false, onReject: [onReject] };
}

export function costRule(maxCost: number): ValidationRule {
  return costLimitRule({
    maxCost,
    ...quiet(report('QUERY_TOO_COSTLY', (e) => LIMIT_MESSAGES.cost(foundIn(e), maxCost))),
  }) as unknown as ValidationRule;
}

export function limitRules(limits: ApiLimits): ValidationRule[] {
  return [
    maxDepthRule({
      n: limits.maxDepth,
      ...quiet(report('QUERY_TOO_DEEP', (e) => LIMIT_MESSAGES.depth(foundIn(e), limits.maxDepth))),
    }),
    maxAliasesRule({
      n: limits.maxAliases,
      ...quiet(report('TOO_MANY_ALIASES', () => LIMIT_MESSAGES.aliases(limits.maxAliases))),
    }),
    maxDirectivesRule({
      n: limits.maxDirectives,
      ...quiet(
        report('TOO_MANY_DIRECTIVES', () => LIMIT_MESSAGES.directives(limits.maxDirectives)),
      ),
    }),
    costRule(limits.maxCost),
    literalInputRule(limits.maxInputListItems),
  ] as unknown as ValidationRule[];
}

/** Names of the variables that give a `first` or `last` (empty: the cost is known once and for all). */
export function listSizeVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if (
        (node.name.value === 'first' || node.name.value === 'last') &&
        node.value.kind === Kind.VARIABLE
      )
        names.add(node.value.name.value);
    },
  });
  return [...names];
}

/**
 * Armor's cost of the document once its `first`/`last` variables are written in as literals:
 * the errors of a request whose sizes make it too costly, else an empty list.
 */
export function costWithVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  maxCost: number,
): readonly GraphQLError[] {
  const sizes: Record<string, unknown> = {};
  visit(document, {
    VariableDefinition(node) {
      if (node.defaultValue?.kind === Kind.INT)
        sizes[node.variable.name.value] = Number(node.defaultValue.value);
    },
  });
  Object.assign(sizes, variables);
  const withSizes = visit(document, {
    Argument(node) {
      if (node.value.kind !== Kind.VARIABLE) return undefined;
      if (node.name.value !== 'first' && node.name.value !== 'last') return undefined;
      const value = sizes[node.value.name.value];
      if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
      return { ...node, value: { kind: Kind.INT, value: String(value) } };
    },
  });
  return validate(schema, withSizes, [costRule(maxCost)]);
}
