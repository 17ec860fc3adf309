// What the AI writes for a slideshow of recipes (issue 35): a title and a lead for a new slideshow,
// and a description per recipe slide. One structured call through the gateway (its rate limit,
// brand budget, retries and French refusals apply), schema 'slideshowRecipes'. The model gets the
// recipes' facts only (title, times, yield, difficulty, ingredients, categories): nothing to invent.
import { z } from 'zod';
import { SLIDE_TEXT_MAX } from '../../../../common/domain/slideshow';
import type { AiCaller, AiGateway } from '../../ai/AiGateway';
import type { RecipeOut } from '../../services/recipes/recipes';

export const SLIDESHOW_RECIPES_SCHEMA_NAME = 'slideshowRecipes';

const TITLE_MAX = 200;
const LEAD_MAX = 1_000;

export const SLIDESHOW_RECIPES = z.object({
  title: z.string().trim().min(1).max(TITLE_MAX),
  lead: z.string().trim().max(LEAD_MAX),
  descriptions: z.array(
    z.object({
      recipeId: z.string(),
      description: z.string().trim().max(SLIDE_TEXT_MAX.long),
    }),
  ),
});
export type SlideshowRecipesAnswer = z.infer<typeof SLIDESHOW_RECIPES>;

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'lead', 'descriptions'],
  properties: {
    title: { type: 'string' },
    lead: { type: 'string' },
    descriptions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['recipeId', 'description'],
        properties: { recipeId: { type: 'string' }, description: { type: 'string' } },
      },
    },
  },
};

const SYSTEM = [
  'Tu es journaliste culinaire dans un magazine français. On te donne le sujet d’un diaporama de',
  'recettes et les fiches de ces recettes. Écris en français : un titre de diaporama (moins de 90',
  'caractères), un chapô de deux phrases, et pour chaque recette une description de deux à trois',
  'phrases qui donne envie de la cuisiner. Reste fidèle aux fiches : n’invente ni ingrédient, ni',
  'temps, ni quantité. Réponds en JSON : {"title": "…", "lead": "…", "descriptions":',
  '[{"recipeId": "<id de la fiche>", "description": "…"}]}, une description par fiche.',
].join(' ');

/** The facts of a recipe the model may use. */
export function recipeFacts(recipe: RecipeOut): Record<string, unknown> {
  return {
    recipeId: recipe.id,
    title: recipe.title,
    ingredients: (recipe.ingredients?.raw ?? []).slice(0, 30),
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    yield: recipe.yield,
    difficulty: recipe.difficulty,
    estimatedCost: recipe.estimatedCost,
    categories: recipe.recipeCategories.map((c) => c.title),
  };
}

/** The AI's title, lead and descriptions (by `recipeId`) for these recipes. */
export async function describeRecipes(
  gateway: AiGateway,
  caller: AiCaller,
  subject: string,
  /** recipeFacts of each recipe; `recipeId` is the key the descriptions come back under. */
  facts: readonly Record<string, unknown>[],
): Promise<{ title: string; lead: string; descriptions: Map<string, string> }> {
  const answer = await gateway.structured(caller, {
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: JSON.stringify({ subject, recipes: facts }) },
    ],
    temperature: 0.7,
    // About 120 tokens a description, 50 recipes at most.
    maxCompletionTokens: 8_192,
    schemaName: SLIDESHOW_RECIPES_SCHEMA_NAME,
    jsonSchema: JSON_SCHEMA,
    validate: SLIDESHOW_RECIPES,
  });
  const descriptions = new Map<string, string>();
  for (const d of answer.descriptions) descriptions.set(d.recipeId, d.description);
  return { title: answer.title, lead: answer.lead, descriptions };
}
