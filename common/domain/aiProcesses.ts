// AI processes (issue 35; spec 000 §2-§3, 001 §5): the rules the good-deal and slideshow AI
// screens and the server share — what a request may ask, how a process is labelled and shown.
// The server checks every input with these same functions (never only the form). The statuses
// and their labels are in statuses.ts (GOOD_DEAL_PROCESS_STATUSES, AI_PROCESS_STATUSES).
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import type { AiProcessStatus } from './statuses';
import type { FieldErrors } from './validation/fieldErrors';
import { urlError } from './validation/linkRule';

export const AI_PROCESS_LIMITS = {
  /** Recipes in a generated slideshow, and added by one completion. */
  recipeNumberMin: 1,
  recipeNumberMax: 50,
  subjectMax: 200,
  queryMax: 500,
  excludedIngredientsMax: 50,
  ingredientMax: 100,
  goodDealPromptMax: 10_000,
  transparencyClauseMax: 1_000,
  productUrlMax: 2_048,
} as const;

/** spec 000 §3: with a subject a process is a 'Création', without one an 'Edition'. */
export function slideshowProcessKindLabel(process: { slideshowSubject?: string | null }): string {
  return (process.slideshowSubject ?? '').trim() !== ''
    ? MESSAGES.aiProcessCreation
    : MESSAGES.aiProcessEdition;
}

/** spec 000 §4: the slideshow history is polled while any of its processes runs. */
export function anyRunning(processes: readonly { status: AiProcessStatus }[]): boolean {
  return processes.some((p) => p.status === 'RUNNING');
}

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** The product page address of a good deal (spec 001 §8 "article URL required"). */
export function goodDealUrlErrors(productUrl: string | null | undefined): FieldErrors {
  const url = productUrl ?? '';
  if (blank(url)) return { productUrl: MESSAGES.goodDealUrlRequired };
  if (url.length > AI_PROCESS_LIMITS.productUrlMax) return { productUrl: MESSAGES.urlInvalid };
  const invalid = urlError(url, 'web');
  return invalid ? { productUrl: invalid } : {};
}

function recipeNumberError(recipeNumber: number | null | undefined): string | null {
  if (recipeNumber === null || recipeNumber === undefined || !Number.isInteger(recipeNumber))
    return MESSAGES.aiRecipeNumberRequired;
  if (recipeNumber < AI_PROCESS_LIMITS.recipeNumberMin) return MESSAGES.aiRecipeNumberRequired;
  if (recipeNumber > AI_PROCESS_LIMITS.recipeNumberMax) return MESSAGES.aiRecipeNumberTooMany;
  return null;
}

function excludedErrors(excluded: readonly string[] | null | undefined): FieldErrors {
  const list = excluded ?? [];
  if (list.length > AI_PROCESS_LIMITS.excludedIngredientsMax)
    return { excludedIngredients: MESSAGES.aiExcludedIngredientsTooMany };
  if (list.some((name) => name.length > AI_PROCESS_LIMITS.ingredientMax))
    return { excludedIngredients: MESSAGES.aiExcludedIngredientsTooMany };
  return {};
}

function textErrors(
  field: string,
  value: string | null | undefined,
  required: string | null,
  max: number,
): FieldErrors {
  if (required && blank(value)) return { [field]: required };
  if ((value ?? '').length > max) return { [field]: MESSAGES.aiTextTooLong };
  return {};
}

export interface SlideshowGenerationInput {
  subject: string | null | undefined;
  recipeNumber: number | null | undefined;
  query?: string | null;
  excludedIngredients?: readonly string[] | null;
}

/** The generate tab: subject and recipe count required (spec 000 §2). */
export function slideshowGenerationErrors(input: SlideshowGenerationInput): FieldErrors {
  const count = recipeNumberError(input.recipeNumber);
  return {
    ...textErrors(
      'subject',
      input.subject,
      MESSAGES.aiSubjectRequired,
      AI_PROCESS_LIMITS.subjectMax,
    ),
    ...(count ? { recipeNumber: count } : {}),
    ...textErrors('query', input.query, null, AI_PROCESS_LIMITS.queryMax),
    ...excludedErrors(input.excludedIngredients),
  };
}

export interface SlideshowCompletionInput {
  slideshowId: string | null | undefined;
  recipeNumber: number | null | undefined;
  query: string | null | undefined;
  excludedIngredients?: readonly string[] | null;
}

/** The complete tab: a slideshow, 'Nombre de recettes à ajouter' (non-zero) and the search text. */
export function slideshowCompletionErrors(input: SlideshowCompletionInput): FieldErrors {
  const count = recipeNumberError(input.recipeNumber);
  return {
    ...(blank(input.slideshowId) ? { slideshowId: MESSAGES.slideshowRequired } : {}),
    ...(count ? { recipeNumber: count } : {}),
    ...textErrors('query', input.query, MESSAGES.aiQueryRequired, AI_PROCESS_LIMITS.queryMax),
    ...excludedErrors(input.excludedIngredients),
  };
}

/** A good-deal prompt or the transparency clause as a super-admin edits it. */
export function goodDealTextErrors(field: 'prompt' | 'text', value: string): FieldErrors {
  const max =
    field === 'prompt'
      ? AI_PROCESS_LIMITS.goodDealPromptMax
      : AI_PROCESS_LIMITS.transparencyClauseMax;
  return textErrors(field, value, MESSAGES.aiPromptRequired, max);
}

/** How many of a list the screens ask for (spec 001 §7 "first N"), capped at the spec's figure. */
export function firstOf(first: number | null | undefined, cap: number): number {
  if (first === null || first === undefined || !Number.isInteger(first) || first < 1) return cap;
  return Math.min(first, cap);
}

export const AI_PROCESS_PAGES = {
  goodDealPrompts: LIMITS.pageSize.goodDealPrompts,
  goodDealProcesses: LIMITS.pageSize.goodDealProcesses,
  openAiProcesses: LIMITS.pageSize.openAiProcesses,
} as const;
