// The schema is not served to whoever asks: the app's typed operations come from the SDL files at
// build time, so introspection (`__schema`, `__type`) only helps someone exploring the API.
// `__typename`, which Apollo Client adds to every selection, stays allowed.
// BACKOFFICE_GRAPHQL_INTROSPECTION=1 turns it back on for development tools.
import { GraphQLError, type ValidationRule } from 'graphql';

export const INTROSPECTION_DISABLED_MESSAGE =
  "L'introspection du schéma GraphQL est désactivée sur ce serveur.";

export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(INTROSPECTION_DISABLED_MESSAGE, {
          nodes: node,
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    }
  },
});
