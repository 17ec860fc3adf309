// The AI processes' input rules (common/domain/aiProcesses.ts; issue 35, spec 000 §2-§3, 001 §5):
// what the good-deal and slideshow AI screens may ask, checked the same way by the server.
import { describe, expect, it } from 'vitest';
import {
  AI_PROCESS_LIMITS,
  AI_PROCESS_PAGES,
  anyRunning,
  firstOf,
  goodDealTextErrors,
  goodDealUrlErrors,
  slideshowCompletionErrors,
  slideshowGenerationErrors,
  slideshowProcessKindLabel,
} from '../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../common/domain/messages';

describe('slideshow processes', () => {
  it("is a 'Création' with a subject and an 'Edition' without one", () => {
    expect(slideshowProcessKindLabel({ slideshowSubject: 'Recettes de Noël' })).toBe('Création');
    expect(slideshowProcessKindLabel({ slideshowSubject: '  ' })).toBe('Edition');
    expect(slideshowProcessKindLabel({ slideshowSubject: null })).toBe('Edition');
    expect(slideshowProcessKindLabel({})).toBe('Edition');
  });

  it('polls while any process runs', () => {
    expect(anyRunning([{ status: 'SUCCESS' }, { status: 'RUNNING' }])).toBe(true);
    expect(anyRunning([{ status: 'SUCCESS' }, { status: 'ERROR' }])).toBe(false);
    expect(anyRunning([])).toBe(false);
  });
});

describe('good-deal product URL', () => {
  it('is required', () => {
    expect(goodDealUrlErrors('')).toEqual({ productUrl: MESSAGES.goodDealUrlRequired });
    expect(goodDealUrlErrors(null)).toEqual({ productUrl: MESSAGES.goodDealUrlRequired });
    expect(goodDealUrlErrors(undefined)).toEqual({ productUrl: MESSAGES.goodDealUrlRequired });
  });

  it('is a web address of a named site, and not too long', () => {
    expect(goodDealUrlErrors('https://boutique.example.fr/produit/42')).toEqual({});
    expect(goodDealUrlErrors('javascript:alert(1)')).toEqual({ productUrl: MESSAGES.urlInvalid });
    expect(goodDealUrlErrors('https://intranet/produit')).toEqual({
      productUrl: MESSAGES.urlInvalid,
    });
    const long = `https://boutique.example.fr/${'a'.repeat(AI_PROCESS_LIMITS.productUrlMax)}`;
    expect(goodDealUrlErrors(long)).toEqual({ productUrl: MESSAGES.urlInvalid });
  });
});

describe('generating a slideshow', () => {
  const valid = { subject: 'Desserts d’hiver', recipeNumber: 10 };

  it('needs a subject and a recipe count', () => {
    expect(slideshowGenerationErrors(valid)).toEqual({});
    expect(slideshowGenerationErrors({ subject: ' ', recipeNumber: null })).toEqual({
      subject: MESSAGES.aiSubjectRequired,
      recipeNumber: MESSAGES.aiRecipeNumberRequired,
    });
    expect(slideshowGenerationErrors({ subject: null, recipeNumber: 3 })).toEqual({
      subject: MESSAGES.aiSubjectRequired,
    });
  });

  it('takes between 1 and 50 whole recipes', () => {
    expect(slideshowGenerationErrors({ ...valid, recipeNumber: 0 })).toEqual({
      recipeNumber: MESSAGES.aiRecipeNumberRequired,
    });
    expect(slideshowGenerationErrors({ ...valid, recipeNumber: 2.5 })).toEqual({
      recipeNumber: MESSAGES.aiRecipeNumberRequired,
    });
    expect(slideshowGenerationErrors({ ...valid, recipeNumber: undefined })).toEqual({
      recipeNumber: MESSAGES.aiRecipeNumberRequired,
    });
    expect(slideshowGenerationErrors({ ...valid, recipeNumber: 51 })).toEqual({
      recipeNumber: MESSAGES.aiRecipeNumberTooMany,
    });
  });

  it('caps the texts and the excluded ingredients', () => {
    expect(
      slideshowGenerationErrors({
        ...valid,
        subject: 'x'.repeat(AI_PROCESS_LIMITS.subjectMax + 1),
      }),
    ).toEqual({ subject: MESSAGES.aiTextTooLong });
    expect(
      slideshowGenerationErrors({ ...valid, query: 'x'.repeat(AI_PROCESS_LIMITS.queryMax + 1) }),
    ).toEqual({ query: MESSAGES.aiTextTooLong });
    expect(slideshowGenerationErrors({ ...valid, query: null, excludedIngredients: null })).toEqual(
      {},
    );
    const many = Array.from({ length: AI_PROCESS_LIMITS.excludedIngredientsMax + 1 }, (_, i) =>
      String(i),
    );
    expect(slideshowGenerationErrors({ ...valid, excludedIngredients: many })).toEqual({
      excludedIngredients: MESSAGES.aiExcludedIngredientsTooMany,
    });
    const long = ['x'.repeat(AI_PROCESS_LIMITS.ingredientMax + 1)];
    expect(slideshowGenerationErrors({ ...valid, excludedIngredients: long })).toEqual({
      excludedIngredients: MESSAGES.aiExcludedIngredientsTooMany,
    });
  });
});

describe('completing a slideshow', () => {
  it('needs the slideshow, a non-zero count and the search text', () => {
    expect(
      slideshowCompletionErrors({ slideshowId: 'a1', recipeNumber: 3, query: 'soupes' }),
    ).toEqual({});
    expect(
      slideshowCompletionErrors({
        slideshowId: '',
        recipeNumber: 0,
        query: '',
        excludedIngredients: ['lait'],
      }),
    ).toEqual({
      slideshowId: MESSAGES.slideshowRequired,
      recipeNumber: MESSAGES.aiRecipeNumberRequired,
      query: MESSAGES.aiQueryRequired,
    });
  });
});

describe('good-deal prompts and transparency clause', () => {
  it('are required and capped', () => {
    expect(goodDealTextErrors('prompt', 'Écris un bon plan.')).toEqual({});
    expect(goodDealTextErrors('text', '')).toEqual({ text: MESSAGES.aiPromptRequired });
    expect(
      goodDealTextErrors('prompt', 'x'.repeat(AI_PROCESS_LIMITS.goodDealPromptMax + 1)),
    ).toEqual({ prompt: MESSAGES.aiTextTooLong });
    expect(
      goodDealTextErrors('text', 'x'.repeat(AI_PROCESS_LIMITS.transparencyClauseMax + 1)),
    ).toEqual({ text: MESSAGES.aiTextTooLong });
  });
});

describe('first N of a list', () => {
  it("is the spec's figure by default and at most", () => {
    expect(AI_PROCESS_PAGES).toEqual({
      goodDealPrompts: 10,
      goodDealProcesses: 30,
      openAiProcesses: 100,
    });
    expect(firstOf(undefined, 30)).toBe(30);
    expect(firstOf(null, 30)).toBe(30);
    expect(firstOf(0, 30)).toBe(30);
    expect(firstOf(1.5, 30)).toBe(30);
    expect(firstOf(5, 30)).toBe(5);
    expect(firstOf(500, 30)).toBe(30);
  });
});
