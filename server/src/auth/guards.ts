// Authorisation checks used by every resolver. Errors carry extensions.code only, never internals.
import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../common/domain/messages';
import type { GraphQLContext, SessionUser } from '../context';

export function requireUser(ctx: GraphQLContext): SessionUser {
  if (!ctx.user) {
    throw new GraphQLError(MESSAGES.userTokenNotFound, { extensions: { code: 'UNAUTHENTICATED' } });
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

/** The refusal of a brand the user does not work on (FORBIDDEN, French). */
export function refuseBrand(brandKey: string): GraphQLError {
  return new GraphQLError(`Vous n'avez pas accès à la marque ${brandKey}.`, {
    extensions: { code: 'FORBIDDEN' },
  });
}

/** A user may act on a brand when they work for all brands or for that one. */
export function requireBrand(ctx: GraphQLContext, brandKey: string): SessionUser {
  const user = requireUser(ctx);
  if (!canUseBrand(user, brandKey)) throw refuseBrand(brandKey);
  return user;
}

/** One stored row of a brand: returned when the user works on its brand, refused otherwise. */
export function requireBrandOf<T extends { brandKey: string }>(
  ctx: GraphQLContext,
  row: T | null,
): T | null {
  if (row) requireBrand(ctx, row.brandKey);
  return row;
}

/**
 * The brands a list may show: a brand the filter names must be one of the user's (else
 * FORBIDDEN); the answer is the user's brands, or null when they work on all of them. Services
 * add `brand_key = any(<these>)` to their SQL so paging and counts stay right.
 */
export function listBrandScope(
  ctx: GraphQLContext,
  where?: { brandKey?: string | null; brandKey_in?: readonly string[] | null } | null,
): string[] | null {
  const user = requireUser(ctx);
  if (where?.brandKey) requireBrand(ctx, where.brandKey);
  for (const key of where?.brandKey_in ?? []) requireBrand(ctx, key);
  return visibleBrandKeys(user);
}
