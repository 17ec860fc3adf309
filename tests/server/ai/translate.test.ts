// translateArticle (issue 34, « Duplication web » to a brand of another language) on both
// backends with the OpenAI stand-in: only texts are sent and replaced — marks, links, elements and
// ids come back as they were; long bodies go in batches; an answer with the wrong count is retried
// then refused, never half applied; brand scope, bad input and the not-configured state.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { RichTextDoc } from '../../../common/richtext';
import { collectTexts } from '../../../common/richtext/translation';
import { TRANSLATION_BATCH } from '../../../server/src/ai/articleTranslation';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import type { TestAccount, TestServer } from '../helpers/testServer';
import { doc, insertArticle, p, startAiServer, t } from './articleAiFixtures';

const TRANSLATE = `query translateArticle($id: ID!, $lang: String!) {
  translateArticle(where: { id: $id }, lang: $lang) { title lead body }
}`;

interface Translated {
  title: string;
  lead: RichTextDoc | null;
  body: RichTextDoc | null;
}

const link = {
  type: 'internal_link',
  attrs: { href: 'https://www.femmeactuelle.fr/a', id: 'a1', linkType: 'ARTICLE', title: 'A' },
};
const LEAD = doc(p(t('Un chapô '), t('important', [{ type: 'italic' }])));
const BODY = doc(
  { type: 'title', attrs: { anchor: 'recette' }, content: [t('La recette')] },
  p(t('Une tarte '), t('aux pommes', [{ type: 'bold' }]), t(' et '), t('un lien', [link]), t('.')),
  {
    type: 'image',
    attrs: {
      key: 'k1',
      href: 'https://img.example/x.jpg',
      caption: 'Une tarte',
      credit: 'AFP',
      source: 'AFP',
    },
  },
  { type: 'c2c', attrs: { label: 'Acheter', url: 'https://shop.example/x' } },
);
const TITLE = 'Tarte aux pommes facile';

/** The stand-in's "translation": German-looking, recognisable, same count. */
const de = (texts: readonly string[]) => texts.map((text) => `DE ${text.trim()}`);
const sentTexts = (standIn: OpenAiStandIn, call: number): string[] => {
  const messages = standIn.requests[call]!.body.messages as { content: string }[];
  return (JSON.parse(messages[1]!.content) as { texts: { n: number; text: string }[] }).texts.map(
    (x) => x.text,
  );
};

forEachBackend('translateArticle', (backend) => {
  let standIn: OpenAiStandIn;
  let server: TestServer;
  let telOnly: TestAccount;
  let id: string;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    server = await startAiServer(backend, standIn);
    telOnly = await server.createUser({ name: 'Tom Tel', brandKeys: ['TEL'] });
    id = await insertArticle(server.handle.db, {
      brandKey: 'FAC',
      title: TITLE,
      lead: LEAD,
      body: BODY,
    });
  });
  beforeEach(() => standIn.reset());
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const translate = (variables: Record<string, unknown> = {}, token = server.admin.token) =>
    server.gql<{ translateArticle: Translated }>(
      TRANSLATE,
      { id, lang: 'de', ...variables },
      token,
    );

  it('translates the title, lead and body texts and keeps everything else', async () => {
    const texts = [TITLE, ...collectTexts(LEAD), ...collectTexts(BODY)];
    standIn.script(answers.json({ translations: de(texts) }));
    const r = await translate();
    expect(r.errors).toBeUndefined();
    const out = r.data!.translateArticle;
    expect(out.title).toBe('DE Tarte aux pommes facile');
    expect(out.lead).toEqual(doc(p(t('DE Un chapô '), t('DE important', [{ type: 'italic' }]))));
    expect(out.body).toEqual(
      doc(
        { type: 'title', attrs: { anchor: 'recette' }, content: [t('DE La recette')] },
        p(
          t('DE Une tarte '),
          t('DE aux pommes', [{ type: 'bold' }]),
          t(' DE et '),
          t('DE un lien', [link]),
          t('DE .'),
        ),
        {
          type: 'image',
          attrs: {
            key: 'k1',
            href: 'https://img.example/x.jpg',
            caption: 'DE Une tarte',
            credit: 'AFP',
            source: 'AFP',
          },
        },
        { type: 'c2c', attrs: { label: 'DE Acheter', url: 'https://shop.example/x' } },
      ),
    );
    // Only texts travel: the numbered list, the language named; no URL, id or mark.
    expect(sentTexts(standIn, 0)).toEqual(texts);
    const request = JSON.stringify(standIn.requests[0]!.body);
    expect(request).toContain('allemand');
    expect(standIn.requests[0]!.body.max_completion_tokens).toBe(8192);
    expect(request).not.toContain('https://');
    expect(request).not.toContain('internal_link');
  });

  it('sends a long body in batches and puts every translation back in order', async () => {
    const many = Array.from({ length: TRANSLATION_BATCH.maxItems + 5 }, (_, i) =>
      p(t(`Phrase ${i}.`)),
    );
    const longId = await insertArticle(server.handle.db, {
      brandKey: 'FAC',
      title: 'Long',
      body: doc(...many),
    });
    const texts = ['Long', ...many.map((n) => n.content![0]!.text!)];
    const first = texts.slice(0, TRANSLATION_BATCH.maxItems);
    standIn.script(
      answers.json({ translations: de(first) }),
      answers.json({ translations: de(texts.slice(first.length)) }),
    );
    const r = await translate({ id: longId });
    expect(r.errors).toBeUndefined();
    expect(standIn.requests).toHaveLength(2);
    expect(r.data!.translateArticle.title).toBe('DE Long');
    const body = r.data!.translateArticle.body!;
    expect(collectTexts(body)).toEqual(de(texts.slice(1)));
  });

  it('retries an answer with the wrong count, then refuses: nothing half translated', async () => {
    const short = answers.json({ translations: ['DE un seul'] });
    standIn.script(short, short, short);
    const r = await translate();
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'invalidAnswer',
    });
    expect(r.errors?.[0]?.message).toBe(MESSAGES.aiInvalidAnswer);
    expect(standIn.requests).toHaveLength(3);
  });

  it('accepts a fenced answer with a trailing comma (repaired, then counted)', async () => {
    const texts = [TITLE, ...collectTexts(LEAD), ...collectTexts(BODY)];
    const list = de(texts)
      .map((x) => JSON.stringify(x))
      .join(', ');
    standIn.script(answers.json('```json\n{"translations": [' + list + ',]}\n```'));
    const r = await translate();
    expect(r.errors).toBeUndefined();
    expect(r.data!.translateArticle.title).toBe('DE Tarte aux pommes facile');
  });

  it('refuses a user of another brand, an unknown article and a language that is not one', async () => {
    const forbidden = await translate({}, telOnly.token);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await translate({ id: '00000000-0000-4000-8000-000000000099' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(unknown.errors?.[0]?.message).toBe(MESSAGES.articleIdNotFound);
    const badLang = await translate({ lang: 'allemand' });
    expect(badLang.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(standIn.requests).toHaveLength(0);
  });

  it('answers an article with nothing to translate without asking the provider', async () => {
    const emptyId = await insertArticle(server.handle.db, { brandKey: 'FAC', title: ' ' });
    const r = await translate({ id: emptyId });
    expect(r.data!.translateArticle).toEqual({ title: ' ', lead: null, body: null });
    expect(standIn.requests).toHaveLength(0);
  });
});

forEachBackend('translateArticle without a provider', (backend) => {
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

  it('is refused as not configured', async () => {
    const id = await insertArticle(server.handle.db, { brandKey: 'FAC', title: 'Titre' });
    const r = await server.gql(TRANSLATE, { id, lang: 'en' }, server.admin.token);
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'notConfigured',
    });
    expect(r.errors?.[0]?.message).toBe(MESSAGES.aiNotConfigured);
  });
});
