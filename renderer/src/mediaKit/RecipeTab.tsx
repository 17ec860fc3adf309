// The media picker's « Recette » tab (000 §2 "Media picker", recipe brands only): searches the
// brand's published recipes by title (500 ms after typing, newest first, 20 at a time) and picks
// one (ContentTab, contentPick.ts): for a media field a media object (000 §3 "Media object"): the
// recipe's image (key, href, credit, source), its title as caption, `target` its public URL and
// `rel` « recipe:<id> » (what the media links to); for the body's « Multimédia » element
// `{ kind: 'Recette', id, title, url }`. A recipe that cannot become that (no public URL; for a
// media field, no image either) is listed, disabled, with the reason.
import { useCallback } from 'react';
import { LIMITS } from '../../../common/domain/limits';
import { backoffice } from '../bridge/backoffice';
import { recipeImageOf, recipeUrlOf, type FoundRecipe } from './recipeSearch';
import { ContentTab } from './ContentTab';
import {
  CONTENT_WORDING,
  type ContentPick,
  type PickTarget,
  type PickableContent,
} from './contentPick';

export const RECIPE_NO_IMAGE = CONTENT_WORDING.Recette.noImage;
export const RECIPE_NO_URL = CONTENT_WORDING.Recette.noUrl;

export function contentOfRecipe(recipe: FoundRecipe): PickableContent {
  return {
    kind: 'Recette',
    id: recipe.id,
    title: recipe.title.trim() || 'NO_TITLE',
    url: recipeUrlOf(recipe),
    image: recipeImageOf(recipe.medias),
    publishedAt: recipe.publishedAt ?? null,
  };
}

export type RecipeTabSearch = (brandKey: string, text: string) => Promise<FoundRecipe[]>;

/** The app's search (through main, as the other media searches). */
export const searchRecipesForMedia: RecipeTabSearch = async (brandKey, text) => {
  const result = await backoffice().graphql.request({
    operationName: 'RecipeMediaSearch',
    query: `query RecipeMediaSearch($first: Int!, $where: RecipeWhereInput, $orderBy: RecipeOrderByInput) {
      recipes(first: $first, where: $where, orderBy: $orderBy) {
        id brandKey title status slug publishedAt medias recipeUrls { url isCanonical }
      }
    }`,
    variables: {
      first: LIMITS.pageSize.articleDialog,
      where: { brandKey, status: 'Published', title_contains: text.trim() || null },
      orderBy: 'publishedAt_DESC',
    },
  });
  if (result.errors?.length)
    throw new Error(result.errors[0]?.message ?? 'Une erreur est survenue');
  return (result.data as { recipes: FoundRecipe[] }).recipes;
};

export function RecipeTab({
  brandKey,
  target = 'media',
  onPick,
  search = searchRecipesForMedia,
}: {
  brandKey: string;
  target?: PickTarget;
  onPick: (pick: ContentPick) => void;
  search?: RecipeTabSearch;
}) {
  const searchContents = useCallback(
    async (brand: string, text: string) => (await search(brand, text)).map(contentOfRecipe),
    [search],
  );
  return (
    <ContentTab
      kind="Recette"
      brandKey={brandKey}
      target={target}
      search={searchContents}
      onPick={onPick}
    />
  );
}
