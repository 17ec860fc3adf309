// The brand scope, once for the whole schema: every field whose type carries a `brandKey`
// (Article, Category, Card, OrphanPage, Push, Photo, TagBrandedContent, TagUsage…) is wrapped
// so that a value of a brand the signed-in user does not work on never leaves the server:
//   - in a list, it is left out;
//   - alone, the field answers FORBIDDEN (the same refusal as requireBrand).
// The services still scope their SQL (so paging and counts are right and nothing is written out
// of scope); this is the net under them, so that a new resolver, a nested relation or a loader
// that forgot the rule cannot show another brand's content. tests/server/brandScopeWalk.test.ts
// walks every operation of the schema as a one-brand journalist to keep both honest.
import {
  defaultFieldResolver,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLContext } from '../context';
import { canUseBrand, refuseBrand } from './guards';

/** Object types whose source values carry the brand they belong to as `brandKey`. */
function isBrandedType(type: GraphQLOutputType): boolean {
  const named = getNamedType(type);
  return isObjectType(named) && 'brandKey' in named.getFields();
}

function brandOf(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const key = (value as { brandKey?: unknown }).brandKey;
  return typeof key === 'string' ? key : null;
}

function userOf(context: unknown): GraphQLContext['user'] {
  return (context as Partial<GraphQLContext> | null)?.user ?? null;
}

/** A value (or list of values) with what is out of the user's brands removed or refused. */
function inScope(value: unknown, context: unknown, list: boolean): unknown {
  if (value === null || value === undefined) return value;
  const user = userOf(context);
  const allowed = (item: unknown) => {
    const brandKey = brandOf(item);
    return brandKey === null || canUseBrand(user, brandKey);
  };
  if (list) return Array.isArray(value) ? value.filter(allowed) : value;
  if (!allowed(value)) throw refuseBrand(brandOf(value) ?? '');
  return value;
}

/** Wraps (in place) every field of the schema that answers brand-carrying values. */
export function scopeBrandedFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isBrandedType(field.type)) continue;
      const unwrapped = isNonNullType(field.type) ? field.type.ofType : field.type;
      const list = isListType(unwrapped);
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const value = resolve(source, args, context, info);
        return value instanceof Promise
          ? value.then((v: unknown) => inScope(v, context, list))
          : inScope(value, context, list);
      };
    }
  }
  return schema;
}
