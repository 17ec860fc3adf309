// The recipe catalogue as the pickers read it (001 §7 `recipes`): a brand's published recipes whose
// title contains the text typed (case and accents ignored), newest first. Recipes are read-only
// here (the external recipe editor writes them); a pick links to the recipe's public address.
import { isAllowedUrl } from '../../../common/domain/validation/linkRule';
import type { ApolloClient } from '@apollo/client';
import { brandProfile } from '../../../common/domain/brands';
import { RecipeSearchDocument } from '../graphql/generated/graphql';

export interface FoundRecipe {
  id: string;
  brandKey: string;
  title: string;
  status: string;
  slug: string;
  publishedAt?: string | null;
  medias: unknown;
  recipeUrls: readonly { url: string; isCanonical: boolean }[];
}

/** A recipe's public address: its canonical URL, else its first one, else the brand site's slug. */
export function recipeUrlOf(
  recipe: Pick<FoundRecipe, 'recipeUrls' | 'slug' | 'brandKey'>,
): string | null {
  const canonical = recipe.recipeUrls.find((u) => u.isCanonical) ?? recipe.recipeUrls[0];
  if (canonical) return canonical.url;
  const origin = brandProfile(recipe.brandKey).siteOrigin;
  return origin && recipe.slug ? `${origin}/recettes/${recipe.slug}` : null;
}

export interface RecipeImage {
  key: string;
  href: string;
  credit: string;
  source: string;
}

/** The recipe's first image (its medias are media objects), or null when it has none. */
export function recipeImageOf(medias: unknown): RecipeImage | null {
  if (!Array.isArray(medias)) return null;
  for (const media of medias as unknown[]) {
    if (typeof media !== 'object' || media === null) continue;
    const m = media as Record<string, unknown>;
    if (m.format !== undefined && m.format !== null && m.format !== 'image') continue;
    if (typeof m.href !== 'string' || !isAllowedUrl(m.href, 'http')) continue;
    return {
      key: typeof m.key === 'string' && m.key ? m.key : m.href,
      href: m.href,
      credit: typeof m.credit === 'string' ? m.credit : '',
      source: typeof m.source === 'string' ? m.source : '',
    };
  }
  return null;
}

export type RecipeSearch = (text: string) => Promise<FoundRecipe[]>;

/** Published recipes of one brand matching `text`, newest first, `first` of them. */
export function createRecipeSearch(
  client: ApolloClient,
  brandKey: string,
  first: number,
): RecipeSearch {
  return async (text) => {
    const { data } = await client.query({
      query: RecipeSearchDocument,
      variables: {
        first,
        where: { brandKey, status: 'Published', title_contains: text.trim() || null },
        orderBy: 'publishedAt_DESC',
      },
      fetchPolicy: 'network-only',
    });
    return data?.recipes ?? [];
  };
}
