// The dashboard filter as the server accepts it, from GraphQL or from the CSV route's query string:
// checked (French messages per field, spec 001 §5 style), then scoped to the brands the user may
// see — a brand outside them is FORBIDDEN, 'Toutes' means the user's brands.
import { z } from 'zod';
import { dashboardFilterErrors, DASHBOARD_MESSAGES } from '../../../../common/domain/dashboard';
import { ARTICLE_FORMATS, ARTICLE_STATUSES } from '../../../../common/domain/statuses';
import { requireBrand } from '../../auth/guards';
import type { GraphQLContext, SessionUser } from '../../context';
import { badUserInput } from '../../errors';
import type { DashboardFilterInput } from '../../generated/resolvers';
import type { DashboardQuery } from '../../services/dashboard/dashboardQueries';

/** The same input, read from JSON (the CSV route's `filter` parameter). */
export const DashboardFilterSchema = z
  .object({
    status: z
      .array(z.enum(ARTICLE_STATUSES))
      .max(ARTICLE_STATUSES.length * 2)
      .nullish(),
    startDate: z.string().max(10).nullish(),
    endDate: z.string().max(10).nullish(),
    format: z
      .array(z.enum(ARTICLE_FORMATS))
      .max(ARTICLE_FORMATS.length * 2)
      .nullish(),
    categoryIds: z.array(z.string().max(64)).nullish(),
    tagIds: z.array(z.string().max(64)).nullish(),
    qualifierIds: z.array(z.string().max(64)).nullish(),
    sourceIds: z.array(z.string().max(64)).nullish(),
    authorIds: z.array(z.string().max(64)).nullish(),
    brandKey: z.string().max(32).nullish(),
    search: z.string().max(10_000).nullish(),
  })
  .strict();

/** The filter from the CSV route's JSON, or null when it is not one. */
export function parseFilterJson(text: string | null): DashboardFilterInput | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = DashboardFilterSchema.safeParse(value);
  return parsed.success ? (parsed.data as DashboardFilterInput) : null;
}

export { DASHBOARD_MESSAGES };

/** Checks the filter and scopes it to the user's brands (throws BAD_USER_INPUT or FORBIDDEN). */
export function dashboardQueryFor(
  ctx: GraphQLContext,
  user: SessionUser,
  input: DashboardFilterInput,
): DashboardQuery {
  const search = input.search?.trim() || null;
  const errors = dashboardFilterErrors(input, search);
  if (Object.keys(errors).length) throw badUserInput(errors);
  const brandKey = input.brandKey || null;
  if (brandKey) requireBrand(ctx, brandKey);
  const restricted = !user.allBrands && !user.isSuperAdmin;
  return {
    status: input.status ? [...input.status] : [...ARTICLE_STATUSES],
    format: input.format ? [...input.format] : [...ARTICLE_FORMATS],
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    categoryIds: [...(input.categoryIds ?? [])],
    tagIds: [...(input.tagIds ?? [])],
    qualifierIds: [...(input.qualifierIds ?? [])],
    sourceIds: [...(input.sourceIds ?? [])],
    authorIds: [...(input.authorIds ?? [])],
    brandKey,
    // '—' names no brand: a user with no brand sees nothing.
    brandKeys: restricted ? (user.brandKeys.length ? user.brandKeys : ['—']) : null,
    search,
  };
}
