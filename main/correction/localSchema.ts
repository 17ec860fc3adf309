// The correction operations as GraphQL, in main: the SDL the server serves (common/graphql/schema,
// read from disk like the server reads it), so that an answer main gives offline is shaped by the
// same executor as the server's: the renderer's selection, aliases and the `__typename` fields its
// Apollo cache adds, errors with message, locations, path and extensions.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

/** The build copies the SDL next to the bundles (electron.vite.config); from sources it is in common/. */
function schemaFolder(): string {
  const built = [join(__dirname, 'graphql-schema'), join(__dirname, '..', 'graphql-schema')];
  return (
    built.find((folder) => existsSync(folder)) ??
    join(__dirname, '..', '..', 'common', 'graphql', 'schema')
  );
}

let schema: GraphQLSchema | null = null;

/** base.graphql declares the root types and scalars that correction.graphql extends. */
export function correctionSchema(): GraphQLSchema {
  if (schema) return schema;
  const folder = schemaFolder();
  const sdl = ['base.graphql', 'correction.graphql']
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
  schema = buildSchema(sdl);
  return schema;
}
