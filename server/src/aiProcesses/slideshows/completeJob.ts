// The 'complete' and 'describe' processes' work (an Edition of a Draft slideshow): the slideshow is
// locked for others as the user who asked while the job works (released at the end, failure
// included), then saved once with the version read under the lock — recipes appended (ones not
// already in it), or the recipe slides' descriptions rewritten.
import { MESSAGES } from '../../../../common/domain/messages';
import { bodyOfSlides, slidesOf, type Slide } from '../../../../common/domain/slideshow';
import type { SessionUser } from '../../context';
import { saveArticle } from '../../services/content/articleSave';
import { ARTICLE } from '../../services/lockable/contentTypes';
import { changeLock } from '../../services/lockable/lockable';
import type { AiProcessDeps } from '../deps';
import { jobContext } from '../jobContext';
import { saveKeyOf } from './generateJob';
import type { ProcessOutcome, SlideshowProcessRow } from './processStore';
import { describeRecipes, recipeFacts } from './recipeDescriptions';
import { findRecipes, recipesOfTargets } from './recipeFinder';
import { isInSlides, recipeSlide, recipeTargets } from './recipeSlides';
import { editableSlideshow, refusal, type SlideshowState } from './slideshowTarget';

const nowOf = (deps: AiProcessDeps): Date => (deps.now ?? (() => new Date()))();

async function setLock(
  deps: AiProcessDeps,
  user: SessionUser,
  id: string,
  action: 'lock' | 'unlock',
): Promise<void> {
  await changeLock(
    ARTICLE,
    deps.db,
    id,
    { user, now: nowOf(deps), action },
    () => {},
    () => Promise.resolve(null),
  );
}

/** The recipe slides appended by a completion: recipeNumber found recipes not already there. */
async function appendedSlides(
  deps: AiProcessDeps,
  process: SlideshowProcessRow,
  user: SessionUser,
  slideshow: SlideshowState,
  slides: readonly Slide[],
): Promise<Slide[]> {
  const present = recipeTargets(slides);
  const { recipes } = await findRecipes(deps, {
    brandKey: process.brandKey,
    query: process.searchQuery ?? '',
    excludedIngredients: process.excludedIngredients,
  });
  const added = recipes.filter((r) => !isInSlides(r, present)).slice(0, process.recipeNumber);
  if (added.length === 0) throw refusal(MESSAGES.slideshowAiNoRecipe);
  const written = await describeRecipes(
    deps.ai,
    { userId: user.id, brandKey: process.brandKey, purpose: 'slideshowAi.complete' },
    slideshow.title,
    added.map(recipeFacts),
  );
  return [...slides, ...added.map((r) => recipeSlide(r, written.descriptions.get(r.id) ?? ''))];
}

/** The slides with their recipe slides' descriptions rewritten (each described by its caption). */
async function redescribedSlides(
  deps: AiProcessDeps,
  process: SlideshowProcessRow,
  user: SessionUser,
  slideshow: SlideshowState,
  slides: readonly Slide[],
): Promise<Slide[]> {
  const recipeSlides = slides.filter((s) => s.kind === 'recipe');
  if (recipeSlides.length === 0) throw refusal(MESSAGES.slideshowAiNoRecipeSlide);
  // A slide's key names it in the answer; its recipe's facts when the catalogue still has it.
  const known = await recipesOfTargets(
    deps.db,
    process.brandKey,
    recipeSlides.map((s) => s.target),
  );
  const facts = recipeSlides.map((s) => {
    const recipe = known.find((r) => isInSlides(r, new Set([s.target])));
    return recipe
      ? { ...recipeFacts(recipe), recipeId: s.key }
      : { recipeId: s.key, title: s.caption, address: s.target };
  });
  const written = await describeRecipes(
    deps.ai,
    { userId: user.id, brandKey: process.brandKey, purpose: 'slideshowAi.describe' },
    slideshow.title,
    facts,
  );
  return slides.map((s) => {
    const description = s.kind === 'recipe' ? written.descriptions.get(s.key) : undefined;
    return description ? { ...s, slideshow: { ...s.slideshow, description } } : s;
  });
}

export async function runEdition(
  deps: AiProcessDeps,
  process: SlideshowProcessRow,
  user: SessionUser,
): Promise<ProcessOutcome> {
  const id = process.articleId!;
  await editableSlideshow(deps.db, user, id, nowOf(deps));
  await setLock(deps, user, id, 'lock');
  try {
    // Read under the lock: the version the save is based on is the one the slides come from.
    const slideshow = await editableSlideshow(deps.db, user, id, nowOf(deps));
    const slides = slidesOf(slideshow.body);
    const next =
      process.kind === 'complete'
        ? await appendedSlides(deps, process, user, slideshow, slides)
        : await redescribedSlides(deps, process, user, slideshow, slides);
    const saved = await saveArticle(jobContext(deps, user, saveKeyOf(process.id)), user, {
      id,
      create: null,
      update: { version: slideshow.version, body: bodyOfSlides(next) },
    });
    return { status: 'SUCCESS', articleId: saved.id, generatedTitle: saved.title };
  } finally {
    // Released even when the work failed; a lock someone took over meanwhile is theirs.
    await setLock(deps, user, id, 'unlock').catch(() => undefined);
  }
}
