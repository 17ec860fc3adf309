// suggestInternalLinks and getBodyWithSuggestedLinks (issue 34, spec 001 §7, §8) on both backends,
// the provider being the OpenAI stand-in: candidates are the brand's published articles and videos
// matching the body and its recipes (ContextualSearch when configured, the catalogue otherwise);
// the model's picks are kept only where their words are in the body, unlinked; the links set are
// a body the save accepts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { RichTextDoc } from '../../../common/richtext';
import { insertRecipes } from '../../../server/src/services/recipes/recipes';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import type { TestAccount, TestServer } from '../helpers/testServer';
import {
  doc,
  insertArticle,
  p,
  startAiServer,
  startContextualSearchStandIn,
  t,
  type ContextualSearchStandIn,
} from './articleAiFixtures';

const SUGGEST = `query suggestInternalLinks($title: String!, $body: JSON!, $brandKey: String!, $labels: [String!], $id: ID) {
  suggestInternalLinks(title: $title, body: $body, brandKey: $brandKey, existingLinksLabels: $labels, idArticle: $id) {
    id type title url label anchorText block start
  }
}`;
const APPLY = `query getBodyWithSuggestedLinks($body: JSON!, $links: [SuggestedInternalLinkInput!]!) {
  getBodyWithSuggestedLinks(body: $body, links: $links) { updatedBody }
}`;

interface Suggested {
  id: string;
  type: string;
  title: string;
  url: string;
  label: string;
  anchorText: string;
  block: number;
  start: number;
}

const existingLink = {
  type: 'internal_link',
  attrs: {
    href: 'https://www.cuisineactuelle.fr/soupe',
    id: '',
    linkType: 'ARTICLE',
    title: 'Soupe',
  },
};

/** The article being edited: the words the stand-in's picks name, and one already linked. */
const BODY: RichTextDoc = doc(
  { type: 'title', attrs: { anchor: '' }, content: [t('Un dîner de fête')] },
  p(t('Pour accompagner le gratin dauphinois, une salade suffit.')),
  p(
    t('En dessert, une tarte aux pommes, puis une '),
    t('soupe de fraises', [existingLink]),
    t('.'),
  ),
  p(t('Les people adorent la raclette.')),
);
const TITLE = 'Menu de fête : gratin dauphinois et tarte aux pommes';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

forEachBackend('suggestInternalLinks', (backend) => {
  let standIn: OpenAiStandIn;
  let server: TestServer;
  let telOnly: TestAccount;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    server = await startAiServer(backend, standIn);
    telOnly = await server.createUser({ name: 'Tom Tel', brandKeys: ['TEL'] });
    const db = server.handle.db;
    // Newest first: gratin (3), video raclette (2), people raclette (1) are the candidates 1–3.
    ids.gratin = await insertArticle(db, {
      brandKey: 'CAC',
      title: 'Le vrai gratin dauphinois',
      canonical: 'https://www.cuisineactuelle.fr/gratin-dauphinois',
      bodyText: 'Des pommes de terre, de la crème, du gratin.',
      publishedAt: day(20),
    });
    ids.video = await insertArticle(db, {
      brandKey: 'CAC',
      format: 'Video',
      title: 'La raclette en vidéo',
      canonical: 'https://www.cuisineactuelle.fr/video/raclette',
      bodyText: 'Une raclette de fête en images, et son dessert.',
      publishedAt: day(19),
    });
    ids.people = await insertArticle(db, {
      brandKey: 'CAC',
      title: 'Les stars et la raclette',
      canonical: 'https://www.cuisineactuelle.fr/people/raclette',
      bodyText: 'La raclette des people.',
      publishedAt: day(18),
    });
    // Never candidates: a draft, another brand, one without a public URL, the article itself.
    await insertArticle(db, {
      brandKey: 'CAC',
      status: 'Draft',
      title: 'Brouillon de gratin dauphinois',
    });
    await insertArticle(db, { brandKey: 'FAC', title: 'Gratin dauphinois chez FAC' });
    await insertArticle(db, {
      brandKey: 'CAC',
      title: 'Gratin dauphinois sans adresse',
      canonical: null,
    });
    ids.self = await insertArticle(db, {
      brandKey: 'CAC',
      title: 'Menu de fête gratin dauphinois',
    });
    const recipes = await insertRecipes(db, [
      {
        brandKey: 'CAC',
        title: 'Tarte aux pommes',
        status: 'Published',
        slug: 'tarte-aux-pommes',
        publishedAt: day(10),
      },
      {
        brandKey: 'CAC',
        title: 'Soupe de fraises',
        status: 'Published',
        recipeUrls: [{ url: 'https://www.cuisineactuelle.fr/soupe', isCanonical: true }],
        publishedAt: day(9),
      },
      { brandKey: 'CAC', title: 'Tarte en brouillon', status: 'Draft', slug: 'tarte-brouillon' },
    ]);
    ids.tarte = recipes[0]!;
    ids.soupe = recipes[1]!;
  });
  beforeEach(() => standIn.reset());
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const suggest = (variables: Record<string, unknown> = {}, token = server.admin.token) =>
    server.gql<{ suggestInternalLinks: Suggested[] }>(
      SUGGEST,
      { title: TITLE, body: BODY, brandKey: 'CAC', labels: [], id: ids.self, ...variables },
      token,
    );

  /** The contents the model was offered (key → title), read from the stand-in's request. */
  function offered(): { id: string; title: string }[] {
    const messages = standIn.requests[0]!.body.messages as { role: string; content: string }[];
    return (JSON.parse(messages[1]!.content) as { contents: { id: string; title: string }[] })
      .contents;
  }

  it('offers the brand’s published articles, videos and recipes, newest first, and places the picks', async () => {
    standIn.script(
      answers.json({
        links: [
          { id: '1', anchorText: 'gratin dauphinois' },
          { id: '2', anchorText: 'la raclette' },
          { id: '4', anchorText: 'tarte aux pommes' },
        ],
      }),
    );
    const r = await suggest();
    expect(r.errors).toBeUndefined();
    expect(offered()).toEqual([
      { id: '1', title: 'Le vrai gratin dauphinois' },
      { id: '2', title: 'La raclette en vidéo' },
      { id: '3', title: 'Les stars et la raclette' },
      { id: '4', title: 'Tarte aux pommes' },
      { id: '5', title: 'Soupe de fraises' },
    ]);
    expect(r.data!.suggestInternalLinks).toEqual([
      {
        id: ids.gratin,
        type: 'ARTICLE',
        title: 'Le vrai gratin dauphinois',
        url: 'https://www.cuisineactuelle.fr/gratin-dauphinois',
        label: 'Lien',
        anchorText: 'gratin dauphinois',
        block: 1,
        start: 20,
      },
      {
        id: ids.video,
        type: 'VIDEO',
        title: 'La raclette en vidéo',
        url: 'https://www.cuisineactuelle.fr/video/raclette',
        label: 'Lien',
        anchorText: 'la raclette',
        block: 3,
        start: 19,
      },
      {
        id: ids.tarte,
        type: 'RECIPE',
        title: 'Tarte aux pommes',
        url: 'https://www.cuisineactuelle.fr/recettes/tarte-aux-pommes',
        label: 'Recipe',
        anchorText: 'tarte aux pommes',
        block: 2,
        start: 16,
      },
    ]);
    // The model reads the body's text, never the document's JSON.
    expect(JSON.stringify(standIn.requests[0]!.body)).not.toContain('marks');
  });

  it('drops picks whose words are missing, already linked, already a link label, unknown or repeated', async () => {
    standIn.script(
      answers.json({
        links: [
          { id: '1', anchorText: 'cassoulet' },
          { id: '5', anchorText: 'soupe de fraises' },
          { id: '9', anchorText: 'salade' },
          { id: '2', anchorText: 'accompagner' },
          { id: '3', anchorText: 'gratin dauphinois' },
          { id: '3', anchorText: 'people' },
          { id: '1', anchorText: 'dauphinois' },
        ],
      }),
    );
    const r = await suggest({ labels: ['Accompagner'] });
    expect(r.errors).toBeUndefined();
    expect(r.data!.suggestInternalLinks.map((l) => [l.id, l.anchorText, l.label])).toEqual([
      [ids.people, 'gratin dauphinois', 'People'],
    ]);
  });

  it('labels Doublon a content the body already links to', async () => {
    standIn.script(answers.json({ links: [{ id: '5', anchorText: 'une salade' }] }));
    const r = await suggest();
    const start = 'Pour accompagner le gratin dauphinois, une salade suffit.'.indexOf('une salade');
    expect(r.data!.suggestInternalLinks).toMatchObject([
      { id: ids.soupe, type: 'RECIPE', label: 'Doublon', block: 1, start },
    ]);
  });

  it('answers an empty list when nothing fits, and asks nothing for a body without text', async () => {
    standIn.script(answers.json({ links: [] }));
    expect((await suggest()).data!.suggestInternalLinks).toEqual([]);
    standIn.reset();
    const empty = await suggest({ body: doc(p()) });
    expect(empty.data!.suggestInternalLinks).toEqual([]);
    expect(standIn.requests).toHaveLength(0);
  });

  it('refuses a brand the user does not work on, and a body that is not a document', async () => {
    const forbidden = await suggest({}, telOnly.token);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await suggest({ body: { type: 'doc', content: [{ type: 'script' }] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(standIn.requests).toHaveLength(0);
  });

  it('says an answer that never fits the rules is refused, never shown', async () => {
    const wrong = answers.json({ links: [{ id: 1 }] });
    standIn.script(wrong, wrong, wrong);
    const r = await suggest();
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'invalidAnswer',
    });
    expect(r.errors?.[0]?.message).toBe(MESSAGES.aiInvalidAnswer);
  });

  describe('getBodyWithSuggestedLinks', () => {
    const apply = (body: unknown, links: unknown[]) =>
      server.gql<{ getBodyWithSuggestedLinks: { updatedBody: RichTextDoc } }>(
        APPLY,
        { body, links },
        server.admin.token,
      );

    it('sets two links in the body, which the save then accepts', async () => {
      standIn.script(
        answers.json({
          links: [
            { id: '1', anchorText: 'gratin dauphinois' },
            { id: '4', anchorText: 'tarte aux pommes' },
          ],
        }),
      );
      const suggested = (await suggest()).data!.suggestInternalLinks;
      const links = suggested.map(({ label: _label, ...link }) => link);
      const r = await apply(BODY, links);
      expect(r.errors).toBeUndefined();
      const updated = r.data!.getBodyWithSuggestedLinks.updatedBody;
      expect(updated.content[1]!.content).toEqual([
        t('Pour accompagner le '),
        t('gratin dauphinois', [
          {
            type: 'internal_link',
            attrs: {
              href: 'https://www.cuisineactuelle.fr/gratin-dauphinois',
              id: ids.gratin,
              linkType: 'ARTICLE',
              title: 'Le vrai gratin dauphinois',
            },
          },
        ]),
        t(', une salade suffit.'),
      ]);
      expect(JSON.stringify(updated.content[2])).toContain(`"id":"${ids.tarte}"`);
      const saved = await server.gql<{ upsertArticle: { body: RichTextDoc } }>(
        `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { body } }`,
        { c: { brandKey: 'CAC', format: 'Rich', title: 'Avec liens', body: updated } },
        server.admin.token,
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.upsertArticle.body).toEqual(updated);
    });

    it('skips a link whose words moved, and refuses an unknown type or a missing body', async () => {
      const stale = {
        id: ids.gratin,
        type: 'ARTICLE',
        title: 'Le vrai gratin dauphinois',
        url: 'https://www.cuisineactuelle.fr/gratin-dauphinois',
        anchorText: 'gratin dauphinois',
        block: 1,
        start: 3,
      };
      const r = await apply(BODY, [stale]);
      expect(r.data!.getBodyWithSuggestedLinks.updatedBody).toEqual(BODY);
      const unknown = await apply(BODY, [{ ...stale, type: 'PODCAST' }]);
      expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(unknown.errors?.[0]?.message).toBe(MESSAGES.linksUnknownType);
      const missing = await apply(doc(), []);
      expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(missing.errors?.[0]?.message).toBe(MESSAGES.linksAddError);
    });
  });
});

forEachBackend('suggestInternalLinks with ContextualSearch', (backend) => {
  let standIn: OpenAiStandIn;
  let reco: ContextualSearchStandIn;
  let server: TestServer;
  const ids: string[] = [];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    reco = await startContextualSearchStandIn();
    server = await startAiServer(backend, standIn, { recipeRecommender: reco.client() });
    ids.push(
      ...(await insertRecipes(
        server.handle.db,
        ['Tarte aux pommes', 'Gratin dauphinois', 'Raclette'].map((title, i) => ({
          brandKey: 'CAC',
          title,
          status: 'Published' as const,
          slug: `recette-${i}`,
          publishedAt: day(i + 1),
        })),
      )),
    );
  });
  beforeEach(() => standIn.reset());
  afterAll(async () => {
    await server?.close();
    await reco?.close();
    await standIn?.close();
  });

  const suggest = () =>
    server.gql<{ suggestInternalLinks: Suggested[] }>(
      SUGGEST,
      { title: TITLE, body: BODY, brandKey: 'CAC' },
      server.admin.token,
    );
  const offeredTitles = () => {
    const messages = standIn.requests[0]!.body.messages as { content: string }[];
    return (JSON.parse(messages[1]!.content) as { contents: { title: string }[] }).contents.map(
      (c) => c.title,
    );
  };

  it('asks the service (brands, RECIPE, 100 matches, the text, the key) and keeps its order', async () => {
    reco.answer = [ids[1]!, 'inconnue', ids[0]!];
    standIn.script(answers.json({ links: [{ id: '2', anchorText: 'tarte aux pommes' }] }));
    const r = await suggest();
    expect(r.errors).toBeUndefined();
    expect(reco.requests.at(-1)).toMatchObject({
      apiKey: 'cle-reco',
      body: { brands: ['CAC'], formats: ['RECIPE'], nmatchs: 100 },
    });
    expect(reco.requests.at(-1)!.body.text).toContain('gratin dauphinois');
    expect(offeredTitles()).toEqual(['Gratin dauphinois', 'Tarte aux pommes']);
    expect(r.data!.suggestInternalLinks).toMatchObject([{ id: ids[0], label: 'Recipe' }]);
  });

  it('falls back on the local catalogue when the service fails', async () => {
    reco.answer = 503;
    standIn.script(answers.json({ links: [] }));
    const r = await suggest();
    expect(r.errors).toBeUndefined();
    expect(offeredTitles()).toEqual(['Raclette', 'Gratin dauphinois', 'Tarte aux pommes']);
  });
});

forEachBackend('suggestInternalLinks without a provider', (backend) => {
  let standIn: OpenAiStandIn;
  let server: TestServer;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    server = await startAiServer(backend, standIn, { withoutAi: true });
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('is refused as not configured; setting links needs no provider', async () => {
    const r = await server.gql(
      SUGGEST,
      { title: TITLE, body: BODY, brandKey: 'CAC' },
      server.admin.token,
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'notConfigured',
    });
    expect(r.errors?.[0]?.message).toBe(MESSAGES.aiNotConfigured);
    const applied = await server.gql(APPLY, { body: BODY, links: [] }, server.admin.token);
    expect(applied.errors).toBeUndefined();
  });
});
