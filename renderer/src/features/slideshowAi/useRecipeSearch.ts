// The generate tab's recipe search (spec 000 §2, 001 §7): getVertexAIRecipes for the text, the
// count and the excluded ingredients, then the titles and images of the recipes found through the
// catalogue's own `recipes` query. A new search (or a new exclusion) replaces the last one.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import {
  SlideshowAiRecipesDocument,
  VertexAiRecipesDocument,
} from '../../graphql/generated/graphql';

export interface IngredientCount {
  name: string;
  count: number;
}

export interface FoundRecipe {
  id: string;
  title: string;
  medias: unknown;
}

export interface RecipeSearchResult {
  query: string;
  recipes: FoundRecipe[];
  ingredients: IngredientCount[];
}

export interface RecipeSearchRequest {
  brandKey: string;
  query: string;
  recipeNumber: number;
  excludedIngredients: string[];
}

export function useRecipeSearch() {
  const client = useApolloClient();
  const [result, setResult] = useState<RecipeSearchResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const search = useCallback(
    async (request: RecipeSearchRequest) => {
      const asked = ++latest.current;
      setLoading(true);
      setError(null);
      try {
        const found = await client.query({
          query: VertexAiRecipesDocument,
          variables: request,
          fetchPolicy: 'network-only',
        });
        // errorPolicy 'all' (apolloClient.ts): a refusal comes back as `error`, not thrown.
        if (found.error) throw found.error;
        const ids = found.data?.getVertexAIRecipes.recipesIds ?? [];
        const recipes = await recipesOf(client, ids);
        if (asked !== latest.current) return;
        const ingredients = found.data?.getVertexAIRecipes.ingredients ?? [];
        setResult({ query: request.query, recipes, ingredients });
      } catch (failure) {
        if (asked === latest.current) setError(failure);
      } finally {
        if (asked === latest.current) setLoading(false);
      }
    },
    [client],
  );
  return { result, error, loading, search };
}

/** The recipes of these ids, in the order the search ranked them. */
async function recipesOf(
  client: ReturnType<typeof useApolloClient>,
  ids: readonly string[],
): Promise<FoundRecipe[]> {
  if (ids.length === 0) return [];
  const answer = await client.query({
    query: SlideshowAiRecipesDocument,
    variables: { first: ids.length, where: { id_in: [...ids] } },
    fetchPolicy: 'network-only',
  });
  if (answer.error) throw answer.error;
  const byId = new Map((answer.data?.recipes ?? []).map((recipe) => [recipe.id, recipe]));
  return ids.flatMap((id) => {
    const recipe = byId.get(id);
    return recipe ? [recipe] : [];
  });
}
