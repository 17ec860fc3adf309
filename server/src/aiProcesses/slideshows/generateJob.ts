// A 'generate' process's work (spec 000 §2 "Slideshow AI screen", Création): the recipes — the
// ones chosen, else found for the query or the subject — described by the AI, made into a Draft
// slideshow saved as the user who asked. The save carries the process's idempotency key: run
// again after a crash, it answers the slideshow of the first run instead of making a second one.
import { MESSAGES } from '../../../../common/domain/messages';
import { bodyOfSlides } from '../../../../common/domain/slideshow';
import type { RichTextDoc } from '../../../../common/richtext';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { saveArticle } from '../../services/content/articleSave';
import { isUuid } from '../../services/content/sqlRows';
import type { RecipeOut } from '../../services/recipes/recipes';
import type { AiProcessDeps } from '../deps';
import { jobContext } from '../jobContext';
import type { ProcessOutcome, SlideshowProcessRow } from './processStore';
import { describeRecipes, recipeFacts } from './recipeDescriptions';
import { findRecipes, publishedRecipes } from './recipeFinder';
import { recipeSlide } from './recipeSlides';
import { refusal } from './slideshowTarget';

/** The idempotency key of a process's save. */
export const saveKeyOf = (processId: string): string => `slideshowAi:${processId}`;

/** Whether every chosen id is a recipe of the brand and Published (else the French refusal). */
export async function chosenRecipes(
  db: Database,
  brandKey: string,
  ids: readonly string[],
): Promise<RecipeOut[]> {
  const found = await publishedRecipes(db, brandKey, ids);
  const unique = new Set(ids);
  if (!ids.every(isUuid) || found.length !== unique.size)
    throw refusal(MESSAGES.slideshowAiRecipeUnavailable);
  return found;
}

async function recipesOf(deps: AiProcessDeps, process: SlideshowProcessRow): Promise<RecipeOut[]> {
  if (process.recipeIds.length > 0)
    return chosenRecipes(deps.db, process.brandKey, process.recipeIds);
  const { recipes } = await findRecipes(deps, {
    brandKey: process.brandKey,
    query: process.searchQuery?.trim() || (process.slideshowSubject ?? ''),
    excludedIngredients: process.excludedIngredients,
  });
  return recipes.slice(0, process.recipeNumber);
}

export function leadDoc(text: string): RichTextDoc | null {
  const lead = text.trim();
  if (lead === '') return null;
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: lead }] }] };
}

export async function runGenerate(
  deps: AiProcessDeps,
  process: SlideshowProcessRow,
  user: SessionUser,
): Promise<ProcessOutcome> {
  const recipes = await recipesOf(deps, process);
  if (recipes.length === 0) throw refusal(MESSAGES.slideshowAiNoRecipe);
  const written = await describeRecipes(
    deps.ai,
    { userId: user.id, brandKey: process.brandKey, purpose: 'slideshowAi.generate' },
    process.slideshowSubject ?? '',
    recipes.map(recipeFacts),
  );
  const slides = recipes.map((r) => recipeSlide(r, written.descriptions.get(r.id) ?? ''));
  const saved = await saveArticle(jobContext(deps, user, saveKeyOf(process.id)), user, {
    id: null,
    create: {
      brandKey: process.brandKey,
      format: 'Slideshow',
      status: 'Draft',
      title: written.title,
      lead: leadDoc(written.lead),
      body: bodyOfSlides(slides),
    },
    update: null,
  });
  return { status: 'SUCCESS', articleId: saved.id, generatedTitle: saved.title };
}
