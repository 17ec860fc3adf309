// The slideshow AI processes (issue 35; spec 000 §2 "Slideshow AI screen", 001 §7) on both
// backends, the provider being the OpenAI stand-in and the job worker driven by tick()/drain():
// generation into a Draft slideshow, completion and rewrite of a Draft slideshow under a lock,
// the refusals, the recipes' search (catalogue and ContextualSearch), a provider failure.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { bodyOfSlides, newSlide, slidesOf } from '../../../common/domain/slideshow';
import type { RichTextDoc } from '../../../common/richtext';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import {
  startContextualSearchStandIn,
  type ContextualSearchStandIn,
} from '../ai/articleAiFixtures';
import { forEachBackend } from '../helpers/backends';
import type { TestAccount } from '../helpers/testServer';
import {
  COMPLETE,
  CREATE_SLIDESHOW,
  DESCRIBE,
  GENERATE,
  PROCESSES,
  RECIPES,
  seedRecipes,
  slideshowCount,
  slideshowRow,
  startSlideshowAiServer,
  type Process,
  type RecipeIds,
  type SlideshowAiServer,
} from './slideshowAiFixtures';

forEachBackend('slideshow AI processes', (backend) => {
  let standIn: OpenAiStandIn;
  let s: SlideshowAiServer;
  let cac: TestAccount;
  let colleague: TestAccount;
  let geo: TestAccount;
  let ids: RecipeIds;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    s = await startSlideshowAiServer(backend, standIn);
    cac = await s.server.createUser({ name: 'Claire Cac', brandKeys: ['CAC'] });
    colleague = await s.server.createUser({ name: 'Paul Cac', brandKeys: ['CAC'] });
    geo = await s.server.createUser({ name: 'Sophie Geo', brandKeys: ['GEO'] });
    ids = await seedRecipes(s.server.handle.db);
  });
  afterAll(async () => {
    await s.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());

  const generate = (vars: Record<string, unknown>, token = cac.token) =>
    s.server.gql<{ generateAISlideshow: Process }>(
      GENERATE,
      { brandKey: 'CAC', recipeNumber: 2, ...vars },
      token,
    );
  const processes = async (token = cac.token) =>
    (await s.server.gql<{ openAiProcesses: Process[] }>(PROCESSES, { brandKey: 'CAC' }, token))
      .data!.openAiProcesses;

  async function draftSlideshow(token: string, recipeIds: string[] = []): Promise<string> {
    const slides = recipeIds.map((id, i) =>
      newSlide({ key: `cle-${i}`, kind: 'recipe', target: id, caption: `Recette ${i}` }),
    );
    const created = await s.server.gql<{ upsertArticle: { id: string } }>(
      CREATE_SLIDESHOW,
      {
        create: {
          brandKey: 'CAC',
          format: 'Slideshow',
          title: 'Nos gratins',
          body: bodyOfSlides(slides),
        },
      },
      token,
    );
    const id = created.data!.upsertArticle.id;
    // The editor closed: its creation lock released.
    await s.server.gql(
      'mutation unlockArticle($id: ID!) { unlockArticle(where: { id: $id }) { id } }',
      { id },
      token,
    );
    return id;
  }

  describe('generateAISlideshow', () => {
    it('answers a RUNNING process at once; the job makes a Draft slideshow of the found recipes', async () => {
      const before = await slideshowCount(s.server.handle.db);
      const started = await generate({ subject: 'Des gratins pour l’hiver', query: 'gratin' });
      expect(started.errors).toBeUndefined();
      const process = started.data!.generateAISlideshow;
      expect(process).toMatchObject({ status: 'RUNNING', articleId: null, recipeNumber: 2 });
      expect((await processes())[0]).toMatchObject({ id: process.id, status: 'RUNNING' });

      await s.worker.drain();
      const done = (await processes()).find((p) => p.id === process.id)!;
      expect(done).toMatchObject({
        status: 'SUCCESS',
        errorMsg: null,
        generatedTitle: 'Nos meilleures recettes du moment',
      });
      expect(await slideshowCount(s.server.handle.db)).toBe(before + 1);
      const row = await slideshowRow(s.server.handle.db, done.articleId!);
      expect(row).toMatchObject({ status: 'Draft', format: 'Slideshow' });
      const slides = slidesOf(row.body as RichTextDoc);
      expect(slides).toHaveLength(2);
      for (const slide of slides) {
        expect(slide.kind).toBe('recipe');
        expect(slide.target).toMatch(/^https:\/\/www\.cuisineactuelle\.fr\/recettes\/gratin/);
        expect(slide.caption).toMatch(/^Gratin/);
        expect(slide.credit).toBe('Studio CAC');
        expect(slide.href).toMatch(/^https:\/\/img\.example\.fr\//);
        expect(slide.slideshow.description).toContain('une recette simple et savoureuse');
      }
      // The provider was asked once, with the recipes' facts and the schema's name.
      const body = standIn.requests[0]!.body as {
        response_format: { json_schema: { name: string } };
      };
      expect(body.response_format.json_schema.name).toBe('slideshowRecipes');
    });

    it('uses the chosen recipes, in their order', async () => {
      const started = await generate({
        subject: 'Deux recettes choisies',
        recipeIds: [ids.potiron, ids.dauphinois],
      });
      await s.worker.drain();
      const done = (await processes()).find((p) => p.id === started.data!.generateAISlideshow.id)!;
      const slides = slidesOf(
        (await slideshowRow(s.server.handle.db, done.articleId!)).body as never,
      );
      expect(slides.map((sl) => sl.caption)).toEqual(['Soupe de potiron', 'Gratin dauphinois']);
    });

    it('refuses bad input on its fields, recipes not published on the brand, another brand', async () => {
      const bad = await generate({ subject: '  ', recipeNumber: 0 });
      expect(bad.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: {
          subject: MESSAGES.aiSubjectRequired,
          recipeNumber: MESSAGES.aiRecipeNumberRequired,
        },
      });
      for (const recipeId of [ids.draft, ids.other, 'pas-un-id']) {
        const refused = await generate({ subject: 'Choisies', recipeIds: [recipeId] });
        expect(refused.errors![0]!.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { recipeIds: MESSAGES.slideshowAiRecipeUnavailable },
        });
      }
      const forbidden = await generate({ subject: 'Gratins' }, geo.token);
      expect(forbidden.errors![0]!.extensions!.code).toBe('FORBIDDEN');
      const list = await s.server.gql(PROCESSES, { brandKey: 'CAC' }, geo.token);
      expect(list.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    });

    it('leaves the process in ERROR with a French message when the provider fails', async () => {
      const before = await slideshowCount(s.server.handle.db);
      standIn.script(answers.status(500), answers.status(500), answers.status(500));
      const started = await generate({ subject: 'Gratins', query: 'gratin' });
      await s.worker.drain();
      const done = (await processes()).find((p) => p.id === started.data!.generateAISlideshow.id)!;
      expect(done.status).toBe('ERROR');
      expect([MESSAGES.aiUnreachable, MESSAGES.aiRefused]).toContain(done.errorMsg);
      expect(await slideshowCount(s.server.handle.db)).toBe(before);
    });

    it('ends in ERROR, in French, when no recipe matches', async () => {
      const started = await generate({ subject: 'Sushis', query: 'sushis maki' });
      await s.worker.drain();
      const done = (await processes()).find((p) => p.id === started.data!.generateAISlideshow.id)!;
      expect(done).toMatchObject({ status: 'ERROR', errorMsg: MESSAGES.slideshowAiNoRecipe });
    });

    it('is one job per process: enqueued again or run again, still one slideshow', async () => {
      const started = await generate({ subject: 'Gratins', query: 'gratin' });
      const id = started.data!.generateAISlideshow.id;
      await s.queue.enqueue({ kind: 'ai.slideshow', key: id, payload: { processId: id } });
      const before = await slideshowCount(s.server.handle.db);
      await s.worker.drain();
      expect(await slideshowCount(s.server.handle.db)).toBe(before + 1);
      expect(standIn.requests).toHaveLength(1);
    });
  });

  describe('getVertexAIRecipes', () => {
    it('ranks the brand’s published recipes, leaves out excluded ingredients, counts the ingredients', async () => {
      const all = await s.server.gql<{
        getVertexAIRecipes: {
          recipesIds: string[];
          ingredients: { name: string; count: number }[];
        };
      }>(RECIPES, { brandKey: 'CAC', query: 'gratin', recipeNumber: 10 }, cac.token);
      const found = all.data!.getVertexAIRecipes;
      expect(new Set(found.recipesIds)).toEqual(
        new Set([ids.dauphinois, ids.courgettes, ids.savoyard, ids.chouFleur]),
      );
      // « crème » and « creme » are one ingredient; most used first, then by name.
      const bare = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');
      expect(found.ingredients.slice(0, 3).map((i) => [bare(i.name), i.count])).toEqual([
        ['creme', 2],
        ['gruyere', 2],
        ['pommes de terre', 2],
      ]);
      // « crème », « Crème fraîche » and « creme »: the exclusion ignores case and accents.
      const without = await s.server.gql<{
        getVertexAIRecipes: {
          recipesIds: string[];
          ingredients: { name: string; count: number }[];
        };
      }>(
        RECIPES,
        { brandKey: 'CAC', query: 'gratin', recipeNumber: 1, excluded: ['CREME'] },
        cac.token,
      );
      expect(without.data!.getVertexAIRecipes.recipesIds).toEqual([ids.savoyard]);
      expect(without.data!.getVertexAIRecipes.ingredients.map((i) => i.name)).toEqual([
        'lardons',
        'pommes de terre',
        'reblochon',
      ]);
      const refused = await s.server.gql(
        RECIPES,
        { brandKey: 'CAC', query: '', recipeNumber: 1 },
        cac.token,
      );
      expect(refused.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { query: MESSAGES.aiQueryRequired },
      });
    });
  });

  describe('completeAISlideshow and updateSlidehowRecipesDescriptions', () => {
    it('appends recipes not already in the slideshow, under a lock released at the end', async () => {
      const id = await draftSlideshow(cac.token, [ids.dauphinois]);
      const version = (await slideshowRow(s.server.handle.db, id)).version;
      const started = await s.server.gql<{ completeAISlideshow: Process }>(
        COMPLETE,
        { id, recipeNumber: 2, query: 'gratin', excluded: ['lardons'] },
        cac.token,
      );
      expect(started.data!.completeAISlideshow).toMatchObject({
        status: 'RUNNING',
        articleId: id,
        slideshowSubject: null,
      });
      // One completion at a time per slideshow.
      const second = await s.server.gql(
        COMPLETE,
        { id, recipeNumber: 1, query: 'gratin' },
        cac.token,
      );
      expect(second.errors![0]!.message).toBe(MESSAGES.slideshowAiAlreadyRunning);
      expect(second.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');

      await s.worker.drain();
      const row = await slideshowRow(s.server.handle.db, id);
      expect(row.version).toBe(version + 1);
      expect(row.lockedBy).toBeNull();
      const captions = slidesOf(row.body as RichTextDoc).map((sl) => sl.caption);
      expect(captions[0]).toBe('Recette 0');
      expect(captions.slice(1).sort()).toEqual(['Gratin de chou-fleur', 'Gratin de courgettes']);
      const done = (await processes()).find((p) => p.id === started.data!.completeAISlideshow.id);
      expect(done?.status).toBe('SUCCESS');
    });

    it('rewrites the descriptions of the recipe slides', async () => {
      // One slide points to its recipe by id, the other by the recipe's public address.
      const id = await draftSlideshow(cac.token, [
        ids.dauphinois,
        'https://www.cuisineactuelle.fr/recettes/soupe-de-potiron',
      ]);
      standIn.script(
        answers.json({
          title: 'Sans importance',
          lead: '',
          descriptions: [
            { recipeId: 'cle-0', description: 'Le grand classique.' },
            { recipeId: 'cle-1', description: 'Douce et réconfortante.' },
          ],
        }),
      );
      const started = await s.server.gql<{ updateSlidehowRecipesDescriptions: Process }>(
        DESCRIBE,
        { id },
        cac.token,
      );
      expect(started.data!.updateSlidehowRecipesDescriptions.recipeNumber).toBe(2);
      await s.worker.drain();
      const slides = slidesOf((await slideshowRow(s.server.handle.db, id)).body as RichTextDoc);
      expect(slides.map((sl) => sl.slideshow.description)).toEqual([
        'Le grand classique.',
        'Douce et réconfortante.',
      ]);
      // The model got each slide's recipe facts (found by the slide's target), under the slide's key.
      const sent = JSON.parse(
        (standIn.requests[0]!.body as { messages: { content: string }[] }).messages[1]!.content,
      ) as { recipes: { recipeId: string; title: string; ingredients?: string[] }[] };
      expect(sent.recipes.map((r) => [r.recipeId, r.title])).toEqual([
        ['cle-0', 'Gratin dauphinois'],
        ['cle-1', 'Soupe de potiron'],
      ]);
      expect(sent.recipes[1]!.ingredients).toEqual(['200 g de potiron', '200 g de oignon']);
    });

    it('refuses a slideshow that is not a Draft, locked by another, or of another brand', async () => {
      const id = await draftSlideshow(cac.token, [ids.dauphinois]);
      const geoCall = await s.server.gql(DESCRIBE, { id }, geo.token);
      expect(geoCall.errors![0]!.extensions!.code).toBe('FORBIDDEN');
      await s.server.gql(
        'mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }) { id } }',
        { id },
        colleague.token,
      );
      const locked = await s.server.gql(DESCRIBE, { id }, cac.token);
      expect(locked.errors![0]!.extensions!.code).toBe('LOCKED');
      expect(locked.errors![0]!.message).toContain('Paul Cac');
      await s.server.handle.db.execute(
        sql`update articles set status = 'Published', locked_by = null, lock_expires_at = null where id = ${id}`,
      );
      const published = await s.server.gql(
        COMPLETE,
        { id, recipeNumber: 1, query: 'gratin' },
        cac.token,
      );
      expect(published.errors![0]!.message).toBe(MESSAGES.slideshowAiNotDraft);
      const missing = await s.server.gql(DESCRIBE, { id: '' }, cac.token);
      expect(missing.errors![0]!.extensions).toMatchObject({
        fields: { slideshowId: MESSAGES.slideshowRequired },
      });
    });

    it('leaves the slideshow untouched and unlocked when the provider fails', async () => {
      const id = await draftSlideshow(cac.token, [ids.dauphinois]);
      const before = await slideshowRow(s.server.handle.db, id);
      standIn.script(answers.status(500), answers.status(500), answers.status(500));
      const started = await s.server.gql<{ updateSlidehowRecipesDescriptions: Process }>(
        DESCRIBE,
        { id },
        cac.token,
      );
      await s.worker.drain();
      const after = await slideshowRow(s.server.handle.db, id);
      expect(after).toEqual(before);
      const done = (await processes()).find(
        (p) => p.id === started.data!.updateSlidehowRecipesDescriptions.id,
      )!;
      expect(done.status).toBe('ERROR');
      expect(done.errorMsg).toMatch(/IA/);
    });
  });
});

forEachBackend('slideshow AI processes: ContextualSearch and no provider', (backend) => {
  let standIn: OpenAiStandIn;
  let search: ContextualSearchStandIn;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    search = await startContextualSearchStandIn();
  });
  afterAll(async () => {
    await standIn.close();
    await search.close();
  });

  it('finds the recipes through the recommendation service, in its order', async () => {
    const s = await startSlideshowAiServer(backend, standIn, {
      recipeRecommender: search.client(),
    });
    try {
      const user = await s.server.createUser({ brandKeys: ['CAC'] });
      const ids = await seedRecipes(s.server.handle.db);
      search.answer = [ids.potiron!, 'pas-de-chez-nous', ids.other!, ids.savoyard!, ids.draft!];
      const found = await s.server.gql<{ getVertexAIRecipes: { recipesIds: string[] } }>(
        RECIPES,
        { brandKey: 'CAC', query: 'plats d’hiver', recipeNumber: 5 },
        user.token,
      );
      expect(found.data!.getVertexAIRecipes.recipesIds).toEqual([ids.potiron, ids.savoyard]);
      expect(search.requests.at(-1)!.body).toMatchObject({
        brands: ['CAC'],
        nmatchs: 100,
        text: 'plats d’hiver',
        formats: ['RECIPE'],
      });
    } finally {
      await s.close();
    }
  });

  it('is held to the brand’s AI budget by the gateway: the process over it ends in ERROR', async () => {
    const s = await startSlideshowAiServer(backend, standIn, { config: { brandDailyTokens: 10 } });
    try {
      const user = await s.server.createUser({ brandKeys: ['CAC'] });
      await seedRecipes(s.server.handle.db);
      const start = async () =>
        (
          await s.server.gql<{ generateAISlideshow: Process }>(
            GENERATE,
            { brandKey: 'CAC', subject: 'Gratins', query: 'gratin', recipeNumber: 1 },
            user.token,
          )
        ).data!.generateAISlideshow.id;
      const first = await start();
      await s.worker.drain();
      const second = await start();
      await s.worker.drain();
      const list = (
        await s.server.gql<{ openAiProcesses: Process[] }>(
          PROCESSES,
          { brandKey: 'CAC' },
          user.token,
        )
      ).data!.openAiProcesses;
      expect(list.find((p) => p.id === first)?.status).toBe('SUCCESS');
      expect(list.find((p) => p.id === second)).toMatchObject({
        status: 'ERROR',
        errorMsg: MESSAGES.aiBudgetExhausted,
      });
    } finally {
      await s.close();
    }
  });

  it('refuses at once, in French, when no provider is configured: no process recorded', async () => {
    const s = await startSlideshowAiServer(backend, standIn, { withoutAi: true });
    try {
      const user = await s.server.createUser({ brandKeys: ['CAC'] });
      const refused = await s.server.gql(
        GENERATE,
        { brandKey: 'CAC', subject: 'Gratins', recipeNumber: 2 },
        user.token,
      );
      expect(refused.errors![0]!.message).toBe(MESSAGES.aiNotConfigured);
      const list = await s.server.gql<{ openAiProcesses: Process[] }>(
        PROCESSES,
        { brandKey: 'CAC' },
        user.token,
      );
      expect(list.data!.openAiProcesses).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
