// The good-deal prompts and transparency clause (issue 35): read and edited by super-admins only
// (FORBIDDEN otherwise), the prompts in their order (the spec's first 10 at most), bad input
// refused on its field, an unknown prompt NOT_FOUND. The clause edited is the one the next good
// deal ends with.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const PROMPTS = `query articleGoodDealAiPrompts($first: Int) {
  articleGoodDealAiPrompts(first: $first) { id promptOrder prompt updatedAt } }`;
const UPDATE_PROMPT = `mutation updateArticleGoodDealAiPrompt($id: ID!, $prompt: String!) {
  updateArticleGoodDealAiPrompt(id: $id, prompt: $prompt) { id promptOrder prompt updatedAt } }`;
const CLAUSE = `query articleGoodDealTransparencyClause { articleGoodDealTransparencyClause }`;
const UPDATE_CLAUSE = `mutation updateArticleGoodDealTransparencyClause($text: String!) {
  updateArticleGoodDealTransparencyClause(text: $text) }`;

interface Prompt {
  id: string;
  promptOrder: number;
  prompt: string;
}

forEachBackend('good-deal prompts and transparency clause', (backend) => {
  let server: TestServer;
  let journalist: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    journalist = await server.createUser({ brandKeys: ['TEL'] });
  });
  afterAll(() => server.close());

  const prompts = (first?: number, token = server.admin.token) =>
    server.gql<{ articleGoodDealAiPrompts: Prompt[] }>(PROMPTS, { first }, token);

  it('lists the prompts in order for super-admins, at most the first asked (10 at most)', async () => {
    const all = await prompts();
    expect(all.errors).toBeUndefined();
    expect(all.data!.articleGoodDealAiPrompts.map((p) => p.promptOrder)).toEqual([1, 2, 3]);
    expect((await prompts(2)).data!.articleGoodDealAiPrompts).toHaveLength(2);
    expect((await prompts(500)).data!.articleGoodDealAiPrompts).toHaveLength(3);
  });

  it('edits a prompt (super-admins only), refusing a blank one and an unknown id', async () => {
    const [first] = (await prompts()).data!.articleGoodDealAiPrompts;
    const text = 'Écris un bon plan court et factuel.';
    const updated = await server.gql<{ updateArticleGoodDealAiPrompt: Prompt }>(
      UPDATE_PROMPT,
      { id: first!.id, prompt: text },
      server.admin.token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateArticleGoodDealAiPrompt).toMatchObject({
      id: first!.id,
      prompt: text,
    });
    expect((await prompts()).data!.articleGoodDealAiPrompts[0]!.prompt).toBe(text);

    const blank = await server.gql(
      UPDATE_PROMPT,
      { id: first!.id, prompt: ' ' },
      server.admin.token,
    );
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { prompt: MESSAGES.aiPromptRequired },
    });
    const tooLong = await server.gql(
      UPDATE_PROMPT,
      { id: first!.id, prompt: 'x'.repeat(10_001) },
      server.admin.token,
    );
    expect(tooLong.errors?.[0]?.extensions?.fields).toEqual({ prompt: MESSAGES.aiTextTooLong });
    for (const id of ['999', 'pas-un-id']) {
      const unknown = await server.gql(UPDATE_PROMPT, { id, prompt: text }, server.admin.token);
      expect(unknown.errors?.[0]).toMatchObject({
        message: MESSAGES.goodDealPromptNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('reads and edits the transparency clause (super-admins only)', async () => {
    const read = await server.gql<{ articleGoodDealTransparencyClause: string }>(
      CLAUSE,
      {},
      server.admin.token,
    );
    expect(read.data!.articleGoodDealTransparencyClause).toMatch(/^Cet article a été rédigé/);
    const text = 'Article préparé avec une IA et relu par la rédaction.';
    const updated = await server.gql(UPDATE_CLAUSE, { text }, server.admin.token);
    expect(updated.data).toEqual({ updateArticleGoodDealTransparencyClause: text });
    const again = await server.gql(CLAUSE, {}, server.admin.token);
    expect(again.data).toEqual({ articleGoodDealTransparencyClause: text });
    const blank = await server.gql(UPDATE_CLAUSE, { text: '' }, server.admin.token);
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ text: MESSAGES.aiPromptRequired });
  });

  it('refuses every prompt and clause operation to a journalist', async () => {
    const calls = [
      server.gql(PROMPTS, {}, journalist.token),
      server.gql(UPDATE_PROMPT, { id: '1', prompt: 'Autre chose' }, journalist.token),
      server.gql(CLAUSE, {}, journalist.token),
      server.gql(UPDATE_CLAUSE, { text: 'Autre clause' }, journalist.token),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(r.data).toBeNull();
    }
    const read = await server.gql(CLAUSE, {}, server.admin.token);
    expect(read.data).not.toEqual({ articleGoodDealTransparencyClause: 'Autre clause' });
  });
});
