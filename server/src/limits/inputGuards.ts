// Input no column can hold, refused before anything runs with a French BAD_USER_INPUT instead of a
// driver error deep in a resolver: the NUL character (PostgreSQL text and jsonb refuse U+0000) and
// lists so long that the SQL built from them would pass PostgreSQL's 65,535 bind parameters.
// Checked on the variables of every request and, as a validation rule, on the document's literals.
import { GraphQLError, type ValidationRule } from 'graphql';
import { badUserInput } from '../errors';
import { figure } from './apiLimits';

export const INPUT_MESSAGES = {
  nul: "Le texte envoyé contient un caractère nul (U+0000), qui n'est pas accepté.",
  listTooLong: (max: number) =>
    `Une liste envoyée contient trop d'éléments (maximum ${figure(max)}).`,
} as const;

/** The first problem of the request's variables as BAD_USER_INPUT (field = the variable's path), or null. */
export function checkVariables(
  variables: Record<string, unknown>,
  maxListItems: number,
): GraphQLError | null {
  const problem = (path: string, message: string) => badUserInput({ [path]: message }, message);
  const visit = (value: unknown, path: string): GraphQLError | null => {
    if (typeof value === 'string')
      return value.includes('\u0000') ? problem(path, INPUT_MESSAGES.nul) : null;
    if (Array.isArray(value)) {
      if (value.length > maxListItems)
        return problem(path, INPUT_MESSAGES.listTooLong(maxListItems));
      for (let i = 0; i < value.length; i++) {
        const found = visit(value[i], `${path}.${i}`);
        if (found) return found;
      }
      return null;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return problem(path, INPUT_MESSAGES.nul);
        const found = visit(inner, path ? `${path}.${key}` : key);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(variables, '');
}

/** The same two checks on the literals written in the document. */
export function literalInputRule(maxListItems: number): ValidationRule {
  return (context) => ({
    StringValue(node) {
      if (node.value.includes('\u0000'))
        context.reportError(
          new GraphQLError(INPUT_MESSAGES.nul, {
            nodes: node,
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
    },
    ListValue(node) {
      if (node.values.length > maxListItems)
        context.reportError(
          new GraphQLError(INPUT_MESSAGES.listTooLong(maxListItems), {
            nodes: node,
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
    },
  });
}
