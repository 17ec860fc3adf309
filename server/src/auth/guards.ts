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

/** The brands a user works on, or null when they work on all of them. */
export function visibleBrandKeys(user: SessionUser): string[] | null {
  return user.allBrands || user.isSuperAdmin ? null : user.brandKeys;
}

/** Whether a user works on a brand (requireBrand without the error). */
export function canUseBrand(user: SessionUser | null, brandKey: string): boolean {
  if (!user) return false;
  return user.allBrands || user.isSuperAdmin || user.brandKeys.includes(brandKey);
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
