// The generate and complete tabs (spec 000 §2, 001 §5, §9): the shared input rules before any
// call, the recipe search with its ingredient exclusion, « Générer » with the recipes found, the
// server's refusals (fields on fields, the rest in a bar, what was typed kept), the Draft slideshow
// search (3 characters, 300 ms: fake clock), the preloaded slideshow, completion and rewriting.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { GraphqlRequest } from '../../../common/ipc/channels';
import { fakeAiMain } from '../support/fakeAiMain';
import { location, mountScreen, processRow } from './support';

vi.setConfig({ testTimeout: 30_000 });
const main = fakeAiMain();
const SLOW = { timeout: 8000 };

beforeEach(() => main.reset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sentOf = (operation: string) =>
  main
    .callsOf('graphql.request')
    .map((r) => r as GraphqlRequest)
    .filter((r) => r.operationName === operation)
    .map((r) => r.variables);

const recipe = (id: string, title: string) => ({
  __typename: 'Recipe',
  id,
  title,
  medias: [{ format: 'image', key: id, href: `https://img.example.fr/${id}.jpg` }],
});
const started = (name: string) => () => ({
  data: { [name]: processRow({ id: 'p9', status: 'RUNNING' }) },
});
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(label) });
const number = (label: string) => screen.getByRole('spinbutton', { name: new RegExp(label) });

describe('the generate tab', () => {
  it('refuses a missing subject and count before asking the server', async () => {
    mountScreen(main, '/slideshow/ia/generate/CAC');
    const user = userEvent.setup();
    await user.clear(number(MESSAGES.slideshowAiRecipeNumber));
    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiGenerate }));
    expect(screen.getByText(MESSAGES.aiSubjectRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.aiRecipeNumberRequired)).toBeTruthy();
    expect(main.operations()).toEqual([]);
  });

  it('searches recipes, excludes an ingredient, and generates from the recipes found', async () => {
    main.reset({
      VertexAiRecipes: (req) => ({
        data: {
          getVertexAIRecipes: {
            __typename: 'VertexAiRecipes',
            recipesIds:
              (req.variables?.excludedIngredients as string[]).length > 0 ? ['r2'] : ['r2', 'r1'],
            ingredients: [
              { __typename: 'IngredientCount', name: 'citron', count: 2 },
              { __typename: 'IngredientCount', name: 'thym', count: 1 },
            ],
          },
        },
      }),
      SlideshowAiRecipes: () => ({
        data: { recipes: [recipe('r1', 'Poulet au citron'), recipe('r2', 'Poulet rôti')] },
      }),
      GenerateAiSlideshow: started('generateAISlideshow'),
    });
    mountScreen(main, '/slideshow/ia/generate/CAC');
    const user = userEvent.setup();
    await user.type(field(MESSAGES.slideshowAiSubject), 'Poulets du dimanche');
    await user.clear(number(MESSAGES.slideshowAiRecipeNumber));
    await user.type(number(MESSAGES.slideshowAiRecipeNumber), '2');
    await user.type(field(MESSAGES.slideshowAiSearch), 'poulet{Enter}');
    expect(await screen.findByText('Poulet au citron', {}, SLOW)).toBeTruthy();
    expect(sentOf('VertexAiRecipes')[0]).toEqual({
      brandKey: 'CAC',
      query: 'poulet',
      recipeNumber: 2,
      excludedIngredients: [],
    });
    // Ranked as the search ranked them, not as the catalogue answered.
    const titles = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(titles).toEqual(['Poulet rôti', 'Poulet au citron']);

    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiExclude }));
    await user.click(await screen.findByRole('checkbox', { name: 'citron (2)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Appliquer', hidden: true }));
    await waitFor(() => expect(sentOf('VertexAiRecipes')).toHaveLength(2));
    expect(sentOf('VertexAiRecipes')[1]).toMatchObject({ excludedIngredients: ['citron'] });
    await waitFor(() => expect(screen.queryByText('Poulet au citron')).toBeNull(), SLOW);

    // Hidden included: happy-dom may leave the closed dialog's aria-hidden on the page a moment.
    await user.click(
      screen.getByRole('button', { name: MESSAGES.slideshowAiGenerate, hidden: true }),
    );
    await waitFor(() => expect(location.path).toBe('/slideshow/ia/history/CAC'));
    expect(sentOf('GenerateAiSlideshow')[0]).toEqual({
      brandKey: 'CAC',
      subject: 'Poulets du dimanche',
      recipeNumber: 2,
      query: 'poulet',
      recipeIds: ['r2'],
      excludedIngredients: ['citron'],
    });
  });

  it('shows the server’s refusals: a field’s on the field, the rest in a bar; keeps the input', async () => {
    let answer: unknown = {
      data: null,
      errors: [
        {
          message: 'Saisie invalide',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { subject: 'Sujet refusé par le serveur.' },
          },
        },
      ],
    };
    main.reset({ GenerateAiSlideshow: () => answer });
    mountScreen(main, '/slideshow/ia/generate/CAC');
    const user = userEvent.setup();
    await user.type(field(MESSAGES.slideshowAiSubject), 'Desserts');
    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiGenerate }));
    expect(await screen.findByText('Sujet refusé par le serveur.', {}, SLOW)).toBeTruthy();
    answer = {
      data: null,
      errors: [
        {
          message: "Le budget quotidien d'IA de la marque est épuisé.",
          extensions: { code: 'FORBIDDEN' },
        },
      ],
    };
    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiGenerate }));
    const bar = await screen.findByRole('alert', {}, SLOW);
    expect(bar.textContent).toContain("Le budget quotidien d'IA de la marque est épuisé.");
    expect((field(MESSAGES.slideshowAiSubject) as HTMLInputElement).value).toBe('Desserts');
    expect(location.path).toBe('/slideshow/ia/generate/CAC');
  });
});

const slideshow = (id: string, title: string, status = 'Draft') => ({
  __typename: 'Article',
  id,
  title,
  status,
  brandKey: 'CAC',
});

describe('the complete tab', () => {
  it('searches Draft slideshows from 3 characters, 300 ms after typing, and completes one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    main.reset({
      DraftSlideshowSearch: () => ({
        data: { searchArticles: [slideshow('s1', 'Gratins d’hiver')] },
      }),
      CompleteAiSlideshow: started('completeAISlideshow'),
    });
    mountScreen(main, '/slideshow/ia/complete/CAC');
    const picker = screen.getByRole('combobox', { name: new RegExp(MESSAGES.slideshowAiPicker) });
    fireEvent.change(picker, { target: { value: 'gr' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(sentOf('DraftSlideshowSearch')).toEqual([]);
    fireEvent.change(picker, { target: { value: 'gra' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(sentOf('DraftSlideshowSearch')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sentOf('DraftSlideshowSearch')).toEqual([
      { first: 20, query: 'gra', where: { brandKey: 'CAC', format: 'Slideshow', status: 'Draft' } },
    ]);
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Gratins d’hiver' }, SLOW));
    // The search text starts from the slideshow's title, for the journalist to edit.
    expect((field(MESSAGES.slideshowAiQueryEdit) as HTMLInputElement).value).toBe(
      'Gratins d’hiver',
    );
    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiComplete }));
    expect(screen.getByText(MESSAGES.aiRecipeNumberRequired)).toBeTruthy();
    await user.type(number(MESSAGES.slideshowAiRecipeNumberToAdd), '3');
    await user.click(screen.getByRole('button', { name: MESSAGES.slideshowAiComplete }));
    await waitFor(() => expect(location.path).toBe('/slideshow/ia/history/CAC'));
    expect(sentOf('CompleteAiSlideshow')).toEqual([
      { slideshowId: 's1', recipeNumber: 3, query: 'Gratins d’hiver' },
    ]);
  });

  it('preloads the slideshow of the address and rewrites its descriptions', async () => {
    main.reset({
      SlideshowAiTarget: () => ({
        data: { article: { ...slideshow('s7', 'Soupes de saison'), format: 'Slideshow' } },
      }),
      RewriteSlideshowDescriptions: started('updateSlidehowRecipesDescriptions'),
    });
    mountScreen(main, '/slideshow/ia/complete/CAC/s7');
    const picker = screen.getByRole('combobox', { name: new RegExp(MESSAGES.slideshowAiPicker) });
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Soupes de saison'), SLOW);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: MESSAGES.slideshowAiRewrite }));
    await waitFor(() => expect(location.path).toBe('/slideshow/ia/history/CAC/s7'));
    expect(sentOf('RewriteSlideshowDescriptions')).toEqual([{ slideshowId: 's7' }]);
  });

  it('refuses a slideshow that is not a Draft', async () => {
    main.reset({
      SlideshowAiTarget: () => ({
        data: { article: { ...slideshow('s8', 'Publié', 'Published'), format: 'Slideshow' } },
      }),
    });
    mountScreen(main, '/slideshow/ia/complete/CAC/s8');
    expect(await screen.findByText(MESSAGES.slideshowAiOnlyDraft, {}, SLOW)).toBeTruthy();
    const complete = screen.getByRole('button', { name: MESSAGES.slideshowAiComplete });
    expect(complete.hasAttribute('disabled')).toBe(true);
  });
});
