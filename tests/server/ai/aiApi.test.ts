// The AI operations through GraphQL (issue 34 "Must show"), against the stand-in: aiStatus,
// prompts read per brand and edited by super-admins only, executeTextPrompt (response_format passed
// through), executeImagePrompt, suggestTitles (the kind's rules enforced, retries, what passed),
// the brand scope, and every operation refused in French when no provider is configured.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUGGESTION_RULES } from '../../../common/domain/aiSuggestions';
import { MESSAGES } from '../../../common/domain/messages';
import { PROMPT_MESSAGES } from '../../../server/src/ai/prompts';
import {
  answers,
  standInTitle,
  startOpenAiStandIn,
  type OpenAiStandIn,
} from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { FakeClock, testGateway } from './aiFixtures';

const SUGGEST = `query S($brandKey: String!, $kind: SuggestionKind!, $mode: SuggestionMode!, $source: SuggestionSourceInput!) {
  suggestTitles(brandKey: $brandKey, kind: $kind, mode: $mode, source: $source) { kind titles }
}`;
const TEXT = `query T($prompt: String!, $brandKey: String!, $response_format: JSON, $max: Int) {
  executeTextPrompt(prompt: $prompt, brandKey: $brandKey, response_format: $response_format, max_completion_tokens: $max) { content }
}`;
const IMAGE = `query I($prompt: String!, $brandKey: String!) {
  executeImagePrompt(prompt: $prompt, brandKey: $brandKey, size: "512x512") { b64Json }
}`;
const STATUS = `query A($brandKey: String!) { aiStatus(brandKey: $brandKey) { configured message } }`;
const PROMPTS = `query P($brandKey: String) { prompts(brandKey: $brandKey) { field label body brandKey } }`;
const PROMPT = `query O($where: PromptWhereInput!) { prompt(where: $where) { field label body brandKey updatedAt } }`;
const UPDATE = `mutation U($where: PromptWhereInput!, $data: PromptUpdateInput!) {
  updatePrompt(where: $where, data: $data) { field label body brandKey updatedAt }
}`;

const SOURCE = {
  title: 'Les jardins partagés se multiplient',
  lead: 'Dans les villes, les habitants cultivent ensemble.',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texte de l’article.' }] }],
  },
};
const THREE = [standInTitle(1), standInTitle(2), standInTitle(3)];
const DISCOVER_OK = (n: number): string =>
  `Découverte ${n} : pourquoi les jardins partagés changent nos villes`;

type Suggested = { suggestTitles: { kind: string; titles: string[] } };

forEachBackend('AI operations', (backend) => {
  let standIn: OpenAiStandIn;
  let server: TestServer;
  let cap: TestAccount;
  let geo: TestAccount;
  const clock = new FakeClock(new Date('2026-11-26T12:00:00Z'));

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    server = await startTestServer({
      backend,
      ai: (db) => testGateway(db, standIn, clock).gateway,
    });
    cap = await server.createUser({ brandKeys: ['CAP'] });
    geo = await server.createUser({ brandKeys: ['GEO'] });
  });
  beforeEach(() => standIn.reset());
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const suggest = (kind: string, token = cap.token, brandKey = 'CAP', mode = 'generate') =>
    server.gql<Suggested>(SUGGEST, { brandKey, kind, mode, source: SOURCE }, token);

  it('says the AI is configured', async () => {
    const answer = await server.gql(STATUS, { brandKey: 'CAP' }, cap.token);
    expect(answer.data).toEqual({ aiStatus: { configured: true, message: null } });
  });

  it('suggests three titles from the kind prompt and the article text', async () => {
    const answer = await suggest('Title');
    expect(answer.data?.suggestTitles).toEqual({ kind: 'Title', titles: THREE });
    const [request] = standIn.requests;
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain('Propose 3 titres');
    expect(messages[1]!.content).toContain('Texte de l’article.');
    expect(messages[1]!.content).toContain('Dans les villes');
    expect(request!.body).toMatchObject({ max_completion_tokens: 1024, temperature: 0.7 });
  });

  it('asks Discover titles with 16,384 tokens and temperature 1, keeping only 50–90 characters without emoji', async () => {
    const good = [1, 2, 3, 4, 5].map(DISCOVER_OK);
    standIn.script(answers.titles([...good.slice(0, 3), 'Trop court', `${DISCOVER_OK(9)} 🌱`]));
    standIn.script(answers.titles(good));
    const answer = await suggest('DiscoverTitle');
    expect(answer.data?.suggestTitles.titles).toEqual(good);
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[0]!.body).toMatchObject({
      max_completion_tokens: 16384,
      temperature: 1,
    });
    expect(SUGGESTION_RULES.DiscoverTitle.count).toBe(5);
  });

  it('answers what passed after the retries, never a partner title over 60 characters', async () => {
    const long = `${'Un titre bien trop long pour un partenaire '.repeat(2)}`;
    const short = ['Titre court un', 'Titre court deux'];
    standIn.script(
      answers.titles([...short, long]),
      answers.cutAtLength(THREE),
      answers.titles([long, long, long]),
    );
    const answer = await suggest('Head');
    expect(answer.data?.suggestTitles.titles).toEqual(short);
    expect(standIn.requests).toHaveLength(3);
  });

  it('refuses (invalidAnswer) when nothing passed after the retries', async () => {
    standIn.script(
      answers.cutAtLength(THREE),
      answers.schemaIgnored(THREE),
      answers.titles(['', ' ', '']),
    );
    const answer = await suggest('Title');
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.aiInvalidAnswer,
      extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'invalidAnswer' },
    });
  });

  it('refuses a brand the user does not work on (FORBIDDEN), before asking the provider', async () => {
    const answer = await suggest('Title', geo.token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const text = await server.gql(TEXT, { prompt: 'Bonjour', brandKey: 'CAP' }, geo.token);
    expect(text.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const image = await server.gql(IMAGE, { prompt: 'Un chat', brandKey: 'CAP' }, geo.token);
    expect(image.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(standIn.requests).toHaveLength(0);
  });

  it('runs a raw text prompt, its response_format passed through', async () => {
    standIn.script(answers.json('{"ok":true}'));
    const format = { type: 'json_object' };
    const answer = await server.gql(
      TEXT,
      { prompt: 'Réponds en JSON', brandKey: 'CAP', response_format: format, max: 30 },
      cap.token,
    );
    expect(answer.data).toEqual({ executeTextPrompt: { content: '{"ok":true}' } });
    expect(standIn.requests[0]!.body).toMatchObject({
      response_format: format,
      max_completion_tokens: 30,
    });
  });

  it('refuses an empty raw prompt in French', async () => {
    const answer = await server.gql(TEXT, { prompt: '  ', brandKey: 'CAP' }, cap.token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { prompt: 'Le prompt est vide.' },
    });
  });

  it('generates an image', async () => {
    standIn.script(answers.image('QUJD'));
    const answer = await server.gql(IMAGE, { prompt: 'Un potager', brandKey: 'CAP' }, cap.token);
    expect(answer.data).toEqual({ executeImagePrompt: { b64Json: 'QUJD' } });
  });

  describe('prompts', () => {
    it('lists the defaults: one per suggestion kind, translate and internalLinks', async () => {
      const answer = await server.gql<{ prompts: { field: string; brandKey: string | null }[] }>(
        PROMPTS,
        { brandKey: 'CAP' },
        cap.token,
      );
      expect(answer.data!.prompts.map((p) => p.field)).toEqual([
        'Body',
        'Clickbait',
        'DiscoverTitle',
        'Head',
        'internalLinks',
        'Title',
        'translate',
      ]);
      expect(answer.data!.prompts.every((p) => p.brandKey === null)).toBe(true);
    });

    it('refuses an edit by anyone but a super-admin', async () => {
      const answer = await server.gql(
        UPDATE,
        { where: { field: 'Title', brandKey: 'CAP' }, data: { body: 'Autre consigne' } },
        cap.token,
      );
      expect(answer.errors?.[0]).toMatchObject({
        message: MESSAGES.aiPromptForbidden,
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('validates the label and body in French', async () => {
      const answer = await server.gql(
        UPDATE,
        {
          where: { field: 'Title', brandKey: 'CAP' },
          data: { label: ' ', body: 'x'.repeat(20_001) },
        },
        server.admin.token,
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { label: PROMPT_MESSAGES.labelEmpty, body: PROMPT_MESSAGES.bodyTooLong },
      });
      const unknown = await server.gql(
        UPDATE,
        { where: { field: 'Horoscope', brandKey: null }, data: { body: 'Consigne' } },
        server.admin.token,
      );
      expect(unknown.errors?.[0]?.extensions?.fields).toEqual({
        field: PROMPT_MESSAGES.unknownField,
      });
    });

    it('gives a brand its own prompt, used for its suggestions; other brands keep the default', async () => {
      const body = 'Consigne de CAP : propose {count} titres sobres. Réponds en JSON.';
      const saved = await server.gql<{
        updatePrompt: { brandKey: string; body: string; label: string };
      }>(
        UPDATE,
        { where: { field: 'Title', brandKey: 'CAP' }, data: { body } },
        server.admin.token,
      );
      expect(saved.data?.updatePrompt).toMatchObject({ brandKey: 'CAP', body, label: 'Titre' });
      const again = await server.gql(
        UPDATE,
        { where: { field: 'Title', brandKey: 'CAP' }, data: { label: 'Titre CAP' } },
        server.admin.token,
      );
      expect(again.data?.updatePrompt).toMatchObject({ brandKey: 'CAP', body, label: 'Titre CAP' });

      const own = await server.gql(
        PROMPT,
        { where: { field: 'Title', brandKey: 'CAP' } },
        cap.token,
      );
      expect(own.data?.prompt).toMatchObject({ brandKey: 'CAP', label: 'Titre CAP' });
      const other = await server.gql(
        PROMPT,
        { where: { field: 'Title', brandKey: 'GEO' } },
        geo.token,
      );
      expect(other.data?.prompt).toMatchObject({ brandKey: null, label: 'Titre' });
      const list = await server.gql<{ prompts: { field: string; brandKey: string | null }[] }>(
        PROMPTS,
        { brandKey: 'CAP' },
        cap.token,
      );
      expect(list.data!.prompts.filter((p) => p.field === 'Title')).toEqual([
        expect.objectContaining({ brandKey: 'CAP' }),
      ]);

      await suggest('Title');
      const messages = standIn.requests[0]!.body.messages as { content: string }[];
      expect(messages[0]!.content).toBe(
        'Consigne de CAP : propose 3 titres sobres. Réponds en JSON.',
      );
    });

    it('edits a default prompt: every brand without its own reads it', async () => {
      const saved = await server.gql(
        UPDATE,
        { where: { field: 'translate', brandKey: null }, data: { label: 'Traduction (IA)' } },
        server.admin.token,
      );
      expect(saved.data?.updatePrompt).toMatchObject({
        field: 'translate',
        brandKey: null,
        label: 'Traduction (IA)',
      });
      const read = await server.gql(
        PROMPT,
        { where: { field: 'translate', brandKey: 'GEO' } },
        geo.token,
      );
      expect(read.data?.prompt).toMatchObject({ brandKey: null, label: 'Traduction (IA)' });
      expect((read.data?.prompt as { updatedAt: string }).updatedAt).toMatch(/^\d{4}-/);
    });

    it("refuses reading another brand's prompts", async () => {
      const answer = await server.gql(PROMPTS, { brandKey: 'CAP' }, geo.token);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});

forEachBackend('AI operations without a provider', (backend) => {
  let server: TestServer;
  let user: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    user = await server.createUser({ brandKeys: ['CAP'] });
  });
  afterAll(() => server?.close());

  it('says so in aiStatus, refuses every call in French, and the prompts still read', async () => {
    const status = await server.gql(STATUS, { brandKey: 'CAP' }, user.token);
    expect(status.data).toEqual({
      aiStatus: { configured: false, message: MESSAGES.aiNotConfigured },
    });
    const refusals = await Promise.all([
      server.gql(
        SUGGEST,
        { brandKey: 'CAP', kind: 'Title', mode: 'paraphrase', source: SOURCE },
        user.token,
      ),
      server.gql(TEXT, { prompt: 'Bonjour', brandKey: 'CAP' }, user.token),
      server.gql(IMAGE, { prompt: 'Un chat', brandKey: 'CAP' }, user.token),
    ]);
    for (const answer of refusals)
      expect(answer.errors?.[0]).toMatchObject({
        message: MESSAGES.aiNotConfigured,
        extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'notConfigured' },
      });
    const prompts = await server.gql<{ prompts: unknown[] }>(
      PROMPTS,
      { brandKey: 'CAP' },
      user.token,
    );
    expect(prompts.data?.prompts).toHaveLength(7);
  });
});

forEachBackend('AI limits through the API', (backend) => {
  let standIn: OpenAiStandIn;
  let server: TestServer;
  let user: TestAccount;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    const clock = new FakeClock(new Date('2026-11-26T12:00:00Z'));
    server = await startTestServer({
      backend,
      // Each stand-in answer spends 30 tokens: one call exhausts the day of the brand.
      ai: (db) =>
        testGateway(db, standIn, clock, { userPerMinute: 2, brandDailyTokens: 30 }).gateway,
    });
    user = await server.createUser({ brandKeys: ['CAP'] });
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('refuses past the brand budget, then past the user minute, each in French', async () => {
    const ask = () => server.gql(TEXT, { prompt: 'Bonjour', brandKey: 'CAP' }, user.token);
    expect((await ask()).data).toEqual({
      executeTextPrompt: { content: 'Réponse de démonstration.' },
    });
    expect((await ask()).errors?.[0]).toMatchObject({
      message: MESSAGES.aiBudgetExhausted,
      extensions: { code: 'TOO_MANY_ATTEMPTS', reason: 'budgetExhausted' },
    });
    expect((await ask()).errors?.[0]).toMatchObject({
      message: MESSAGES.aiRateLimited,
      extensions: { code: 'TOO_MANY_ATTEMPTS', reason: 'rateLimited' },
    });
    expect(standIn.requests).toHaveLength(1);
  });
});
