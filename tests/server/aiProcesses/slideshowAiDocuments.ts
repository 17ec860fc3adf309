// The slideshow AI screen's GraphQL documents and a recipe of the test catalogues, without Vitest
// (the bench imports them too).
import type { RecipeInsert } from '../../../server/src/services/recipes/recipes';

export const PROCESS_FIELDS =
  'id brandKey articleId slideshowSubject recipeNumber status errorMsg createdAt updatedAt generatedTitle';
export const GENERATE = `mutation generateAISlideshow($brandKey: String!, $subject: String!, $recipeNumber: Int!, $query: String, $recipeIds: [ID!], $excluded: [String!]) {
  generateAISlideshow(brandKey: $brandKey, subject: $subject, recipeNumber: $recipeNumber, query: $query, recipeIds: $recipeIds, excludedIngredients: $excluded) { ${PROCESS_FIELDS} }
}`;
export const COMPLETE = `mutation completeAISlideshow($id: ID!, $recipeNumber: Int!, $query: String!, $excluded: [String!]) {
  completeAISlideshow(slideshowId: $id, recipeNumber: $recipeNumber, query: $query, excludedIngredients: $excluded) { ${PROCESS_FIELDS} }
}`;
export const DESCRIBE = `mutation updateSlidehowRecipesDescriptions($id: ID!) {
  updateSlidehowRecipesDescriptions(slideshowId: $id) { ${PROCESS_FIELDS} }
}`;
export const PROCESSES = `query openAiProcesses($brandKey: String!, $first: Int) {
  openAiProcesses(brandKey: $brandKey, first: $first) { ${PROCESS_FIELDS} }
}`;
export const RECIPES = `query getVertexAIRecipes($brandKey: String!, $query: String!, $recipeNumber: Int!, $excluded: [String!]) {
  getVertexAIRecipes(brandKey: $brandKey, query: $query, recipeNumber: $recipeNumber, excludedIngredients: $excluded) { recipesIds ingredients { name count } }
}`;
export const CREATE_SLIDESHOW = `mutation upsertArticle($create: ArticleCreateInput!) {
  upsertArticle(create: $create, update: {}) { id version }
}`;

export interface Process {
  id: string;
  brandKey: string;
  articleId: string | null;
  slideshowSubject: string | null;
  recipeNumber: number;
  status: 'RUNNING' | 'SUCCESS' | 'ERROR';
  errorMsg: string | null;
  generatedTitle: string | null;
}

const ingredient = (name: string) => ({ name, quantity: null, unit: null });

export function recipe(
  brandKey: string,
  title: string,
  ingredients: string[],
  more: Partial<RecipeInsert> = {},
): RecipeInsert {
  const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    brandKey,
    title,
    status: 'Published',
    slug,
    publishedAt: new Date('2026-10-01T09:00:00Z'),
    medias: [{ format: 'image', href: `https://img.example.fr/${slug}.jpg`, credit: 'Studio CAC' }],
    recipeUrls: [{ url: `https://www.cuisineactuelle.fr/recettes/${slug}`, isCanonical: true }],
    ingredients: {
      raw: ingredients.map((name) => `200 g de ${name}`),
      parsed: ingredients.map(ingredient),
      unparsed: [],
    },
    ...more,
  };
}
