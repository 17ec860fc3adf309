// Recipes API: recipes and recipeCount (spec 001 §7). Read-only; scoped like the other content:
// a brand named in the filter must be one the user works on (else FORBIDDEN), and without one the
// list covers only the user's brands (none at all for a user without brands).
import { listBrandScope } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { RecipeWhereInput, Resolvers } from '../../generated/resolvers';
import { countRecipes, listRecipes, type RecipeFilter } from '../../services/recipes/recipes';

function scoped(
  ctx: GraphQLContext,
  where: RecipeWhereInput | null | undefined,
): { filter: RecipeFilter; brandKeys: string[] | null } {
  const filter: RecipeFilter = { ...(where ?? {}) };
  return { filter, brandKeys: listBrandScope(ctx, filter) };
}

export const recipesResolvers: Resolvers = {
  Query: {
    recipes: (_p, { first, skip, where, orderBy }, ctx) => {
      const { filter, brandKeys } = scoped(ctx, where);
      return listRecipes(ctx.db, filter, brandKeys, { first, skip, orderBy });
    },
    recipeCount: (_p, { where }, ctx) => {
      const { filter, brandKeys } = scoped(ctx, where);
      return countRecipes(ctx.db, filter, brandKeys);
    },
  },
};
