// Authorisation checks used by every resolver. Errors carry extensions.code only, never internals.
import { GraphQLError } from 'graphql';
import type { GraphQLContext, SessionUser } from '../context';

export function requireUser(ctx: GraphQLContext): SessionUser {
  if (!ctx.user) {
    throw new GraphQLError('user token not found', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return ctx.user;
}

export function requireSuperAdmin(ctx: GraphQLContext): SessionUser {
  const user = requireUser(ctx);
  if (!user.isSuperAdmin) {
    throw new GraphQLError("Vous n'avez pas les droits nécessaires pour cette action.", {
      extensions: { code: 'FORBIDDEN' },
    });
  }
  return user;
}

/** A user may act on a brand when they work for all brands or for that one. */
export function requireBrand(ctx: GraphQLContext, brandKey: string): SessionUser {
  const user = requireUser(ctx);
  if (!user.allBrands && !user.isSuperAdmin && !user.brandKeys.includes(brandKey)) {
    throw new GraphQLError(`Vous n'avez pas accès à la marque ${brandKey}.`, {
      extensions: { code: 'FORBIDDEN' },
    });
  }
  return user;
}
