// The OpenAI stand-in's default answers for the slideshow AI process's JSON schemas (issue 35), by
// schema name (response_format.json_schema.name): what a real provider would answer, valid.
// 'slideshowRecipes': a title, a lead and one description per recipe id found in the request.

interface Message {
  role?: unknown;
  content?: unknown;
}

/** The recipe ids (and titles) the request's user message sends, in order. */
export function requestedRecipes(body: Record<string, unknown>): { id: string; title: string }[] {
  const messages = Array.isArray(body.messages) ? (body.messages as Message[]) : [];
  const user = messages.find((m) => m.role === 'user');
  try {
    const sent = JSON.parse(String(user?.content ?? '')) as { recipes?: unknown };
    const recipes = Array.isArray(sent.recipes) ? (sent.recipes as Record<string, unknown>[]) : [];
    return recipes
      .filter((r) => typeof r.recipeId === 'string')
      .map((r) => ({
        id: r.recipeId as string,
        title: typeof r.title === 'string' ? r.title : '',
      }));
  } catch {
    return [];
  }
}

export const slideshowAiDefaults: Record<string, (body: Record<string, unknown>) => unknown> = {
  slideshowRecipes: (body) => ({
    title: 'Nos meilleures recettes du moment',
    lead: 'Une sélection de recettes faciles et gourmandes. À vos fourneaux !',
    descriptions: requestedRecipes(body).map((recipe) => ({
      recipeId: recipe.id,
      description: `${recipe.title || 'Cette recette'} : une recette simple et savoureuse, à préparer sans attendre.`,
    })),
  }),
};
