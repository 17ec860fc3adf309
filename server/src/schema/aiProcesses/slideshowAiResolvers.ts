// The slideshow AI operations of aiProcesses.graphql (issue 35; spec 000 §2 "Slideshow AI screen",
// 001 §7): each mutation checks its input with the rules the screen uses (common/domain), the brand
// and the slideshow, then records a RUNNING process and its job in one transaction and answers at
// once; the job (aiProcesses/slideshows/slideshowJob.ts) does the work.
import {
  AI_PROCESS_PAGES,
  firstOf,
  slideshowCompletionErrors,
  slideshowGenerationErrors,
} from '../../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../../common/domain/messages';
import { slidesOf } from '../../../../common/domain/slideshow';
import { AiServiceError, aiErrorToGraphQL } from '../../ai/aiErrors';
import { requireBrand, requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { assertNoFieldErrors, badUserInput, isUniqueViolation } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { JobQueue } from '../../jobs/jobQueue';
import { SLIDESHOW_AI_JOB } from '../../aiProcesses/jobs';
import {
  insertProcess,
  listProcesses,
  processOut,
  type NewSlideshowProcess,
} from '../../aiProcesses/slideshows/processStore';
import { findRecipes, publishedRecipes } from '../../aiProcesses/slideshows/recipeFinder';
import { editableSlideshow, refusal } from '../../aiProcesses/slideshows/slideshowTarget';

/** Refused at once when no provider is configured: no process is recorded for nothing. */
function requireAi(ctx: GraphQLContext): void {
  if (!ctx.ai?.configured) throw aiErrorToGraphQL(new AiServiceError('notConfigured'));
}

/** The process row and its job, together or not at all; a second running edition is refused. */
async function startProcess(ctx: GraphQLContext, values: NewSlideshowProcess) {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const inserted = await insertProcess(db, values, ctx.now);
      await new JobQueue(db, { now: () => ctx.now }).enqueue(
        { kind: SLIDESHOW_AI_JOB, key: inserted.id, payload: { processId: inserted.id } },
        db,
      );
      return inserted;
    });
    return processOut(row);
  } catch (error) {
    // ai_slideshow_processes_running: one completion or rewrite at a time per slideshow.
    if (isUniqueViolation(error)) throw refusal(MESSAGES.slideshowAiAlreadyRunning);
    throw error;
  }
}

/** The chosen recipes: each must be a Published recipe of the brand (checked again by the job). */
async function checkChosenRecipes(db: Database, brandKey: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const published = await publishedRecipes(db, brandKey, ids);
  if (published.length !== new Set(ids).size)
    throw badUserInput({ recipeIds: MESSAGES.slideshowAiRecipeUnavailable });
}

/** The slideshow named, if the user may have the AI work on it (brand, Draft, lock). */
function slideshowOf(ctx: GraphQLContext, id: string) {
  const user = requireUser(ctx);
  if (id.trim() === '') throw badUserInput({ slideshowId: MESSAGES.slideshowRequired });
  return editableSlideshow(ctx.db, user, id, ctx.now);
}

const trimmedList = (list: readonly string[] | null | undefined): string[] => [
  ...new Set((list ?? []).map((s) => s.trim()).filter((s) => s !== '')),
];

export const slideshowAiResolvers: Resolvers = {
  Query: {
    openAiProcesses: async (_parent, { brandKey, first }, ctx) => {
      const user = requireBrand(ctx, brandKey);
      const rows = await listProcesses(
        ctx.db,
        user.id,
        brandKey,
        firstOf(first, AI_PROCESS_PAGES.openAiProcesses),
      );
      return rows.map(processOut);
    },
    getVertexAIRecipes: async (_parent, args, ctx) => {
      requireBrand(ctx, args.brandKey);
      const { slideshowId: _unused, ...errors } = slideshowCompletionErrors({
        slideshowId: args.brandKey,
        recipeNumber: args.recipeNumber,
        query: args.query,
        excludedIngredients: args.excludedIngredients,
      });
      assertNoFieldErrors(errors);
      const found = await findRecipes(ctx, {
        brandKey: args.brandKey,
        query: args.query,
        excludedIngredients: trimmedList(args.excludedIngredients),
      });
      return {
        recipesIds: found.recipes.slice(0, args.recipeNumber).map((r) => r.id),
        ingredients: found.ingredients,
      };
    },
  },
  Mutation: {
    generateAISlideshow: async (_parent, args, ctx) => {
      const user = requireBrand(ctx, args.brandKey);
      assertNoFieldErrors(slideshowGenerationErrors(args));
      requireAi(ctx);
      const recipeIds = [...new Set(args.recipeIds ?? [])];
      await checkChosenRecipes(ctx.db, args.brandKey, recipeIds);
      return startProcess(ctx, {
        userId: user.id,
        brandKey: args.brandKey,
        kind: 'generate',
        slideshowSubject: args.subject.trim(),
        searchQuery: args.query?.trim() || null,
        recipeNumber: recipeIds.length > 0 ? recipeIds.length : args.recipeNumber,
        recipeIds,
        excludedIngredients: trimmedList(args.excludedIngredients),
      });
    },
    completeAISlideshow: async (_parent, args, ctx) => {
      // The slideshow's brand before anything else: another brand's slideshow is not even checked.
      const slideshow = await slideshowOf(ctx, args.slideshowId);
      assertNoFieldErrors(slideshowCompletionErrors(args));
      requireAi(ctx);
      const user = requireUser(ctx);
      return startProcess(ctx, {
        userId: user.id,
        brandKey: slideshow.brandKey,
        kind: 'complete',
        articleId: slideshow.id,
        searchQuery: args.query.trim(),
        recipeNumber: args.recipeNumber,
        excludedIngredients: trimmedList(args.excludedIngredients),
      });
    },
    updateSlidehowRecipesDescriptions: async (_parent, { slideshowId }, ctx) => {
      const slideshow = await slideshowOf(ctx, slideshowId);
      requireAi(ctx);
      const user = requireUser(ctx);
      return startProcess(ctx, {
        userId: user.id,
        brandKey: slideshow.brandKey,
        kind: 'describe',
        articleId: slideshow.id,
        recipeNumber: slidesOf(slideshow.body).filter((s) => s.kind === 'recipe').length,
      });
    },
  },
};
