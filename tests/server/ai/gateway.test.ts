// The AI gateway against the local stand-in (issue 34 "Must show"): text, structured, streamed and
// image calls; every malformed answer a provider sends repaired or refused, never returned; the
// retries' cap; 429, 5xx and timeouts; the token field's name; the logs without the text.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { AiServiceError } from '../../../server/src/ai/aiErrors';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import { CALLER, FakeClock, TITLES, testGateway, type TestGateway } from './aiFixtures';

const GOOD = ['Premier titre', 'Deuxième titre', 'Troisième titre'];
const REQUEST = {
  messages: [
    { role: 'system' as const, content: 'Consigne secrète' },
    { role: 'user' as const, content: 'Texte confidentiel de l’article' },
  ],
  schemaName: 'titles',
  jsonSchema: { type: 'object' },
  validate: TITLES,
};

async function refusal(promise: Promise<unknown>): Promise<{ reason: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiServiceError);
  const { reason, message } = error as AiServiceError;
  return { reason, message };
}

forEachBackend('AI gateway', (backend) => {
  let handle: DatabaseHandle;
  let standIn: OpenAiStandIn;
  let clock: FakeClock;
  let t: TestGateway;

  beforeAll(async () => {
    handle = await backend.openDatabase();
    standIn = await startOpenAiStandIn();
  });
  beforeEach(() => {
    standIn.reset();
    clock = new FakeClock(new Date('2026-11-26T12:00:00Z'));
    t = testGateway(handle.db, standIn, clock);
  });
  afterAll(async () => {
    await standIn?.close();
    await handle?.close();
  });

  it('answers a text prompt, with the token field, the key and the settings sent', async () => {
    standIn.script(answers.json('Bonjour', 12));
    const text = await t.gateway.text(CALLER, {
      ...REQUEST,
      maxCompletionTokens: 50,
      temperature: 0.2,
    });
    expect(text).toBe('Bonjour');
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.authorization).toBe('Bearer cle-de-test');
    expect(request!.body).toMatchObject({
      model: 'modele-texte',
      max_completion_tokens: 50,
      temperature: 0.2,
    });
    expect(request!.body).not.toHaveProperty('max_tokens');
  });

  it('names the token field max_tokens when configured so', async () => {
    const old = testGateway(handle.db, standIn, clock, { tokenField: 'max_tokens' });
    await old.gateway.text(CALLER, { ...REQUEST, maxCompletionTokens: 70 });
    expect(standIn.requests[0]!.body).toMatchObject({ max_tokens: 70 });
    expect(standIn.requests[0]!.body).not.toHaveProperty('max_completion_tokens');
  });

  it('asks a strict JSON schema and returns the validated answer', async () => {
    standIn.script(answers.titles(GOOD));
    expect(await t.gateway.structured(CALLER, REQUEST)).toEqual({ titles: GOOD });
    expect(standIn.requests[0]!.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'titles', schema: { type: 'object' }, strict: true },
    });
  });

  describe('repairs what can be repaired', () => {
    it.each([
      ['fenced', answers.fenced(GOOD)],
      ['trailing commas', answers.trailingComma(GOOD)],
      ['prose around', answers.json(`Voici : ${JSON.stringify({ titles: GOOD })} Bonne lecture !`)],
    ])('%s', async (_name, answer) => {
      standIn.script(answer);
      expect(await t.gateway.structured(CALLER, REQUEST)).toEqual({ titles: GOOD });
      expect(standIn.requests).toHaveLength(1);
    });
  });

  describe('retries what fails the rules, at most twice, never returning it', () => {
    it.each([
      ['cut at the length limit', answers.cutAtLength(GOOD)],
      ['schema ignored', answers.schemaIgnored(GOOD)],
      ['too few titles', answers.titles(GOOD.slice(0, 2))],
      ['not JSON at all', answers.json('Je ne peux pas répondre.')],
    ])('%s, then a good answer', async (_name, bad) => {
      standIn.script(bad, answers.titles(GOOD));
      expect(await t.gateway.structured(CALLER, REQUEST)).toEqual({ titles: GOOD });
      expect(standIn.requests).toHaveLength(2);
    });

    it('refuses after three bad answers (invalidAnswer), the fourth never asked', async () => {
      standIn.script(
        answers.cutAtLength(GOOD),
        answers.schemaIgnored(GOOD),
        answers.cutAtLength(GOOD),
        answers.titles(GOOD),
      );
      expect(await refusal(t.gateway.structured(CALLER, REQUEST))).toEqual({
        reason: 'invalidAnswer',
        message: MESSAGES.aiInvalidAnswer,
      });
      expect(standIn.requests).toHaveLength(3);
    });
  });

  it('asks again without the schema a provider refuses (400), and no longer sends it', async () => {
    standIn.script(answers.status(400), answers.fenced(GOOD), answers.titles(GOOD));
    expect(await t.gateway.structured(CALLER, REQUEST)).toEqual({ titles: GOOD });
    expect(await t.gateway.structured(CALLER, REQUEST)).toEqual({ titles: GOOD });
    expect(standIn.requests.map((r) => 'response_format' in r.body)).toEqual([true, false, false]);
  });

  it('streams: the content so far after each chunk, then the whole', async () => {
    const content = JSON.stringify({ titles: GOOD });
    standIn.script(answers.stream(content, 0, 10));
    const seen: string[] = [];
    const final = await t.gateway.stream(CALLER, REQUEST, (soFar) => seen.push(soFar));
    expect(final).toBe(content);
    expect(seen.length).toBe(Math.ceil(content.length / 10));
    expect(seen.every((s, i) => i === 0 || s.startsWith(seen[i - 1]!))).toBe(true);
    expect(standIn.requests[0]!.body).toMatchObject({ stream: true });
  });

  it('generates an image as base64', async () => {
    standIn.script(answers.image('QUJD'));
    expect(await t.gateway.image(CALLER, 'Un chat', '1024x1024')).toBe('QUJD');
    expect(standIn.requests[0]).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'modele-image', response_format: 'b64_json', size: '1024x1024' },
    });
  });

  it('waits a short Retry-After once after a 429, then answers', async () => {
    standIn.script(answers.status429('2'), answers.json('Après attente'));
    expect(await t.gateway.text(CALLER, REQUEST)).toBe('Après attente');
    expect(t.sleeps).toEqual([2000]);
  });

  it('refuses a second 429, or a long Retry-After, in French', async () => {
    standIn.script(answers.status429('1'), answers.status429('1'));
    expect(await refusal(t.gateway.text(CALLER, REQUEST))).toEqual({
      reason: 'refused',
      message: MESSAGES.aiRefused,
    });
    standIn.script(answers.status429('3600'));
    expect((await refusal(t.gateway.text(CALLER, REQUEST))).reason).toBe('refused');
    expect(standIn.requests).toHaveLength(3);
  });

  it('refuses a 5xx without retrying', async () => {
    standIn.script(answers.status(503));
    expect((await refusal(t.gateway.text(CALLER, REQUEST))).reason).toBe('refused');
    expect(standIn.requests).toHaveLength(1);
  });

  it('says unreachable when the provider does not answer in time', async () => {
    const quick = testGateway(handle.db, standIn, clock, { timeoutMs: 150 });
    standIn.script(answers.timeout());
    expect(await refusal(quick.gateway.text(CALLER, REQUEST))).toEqual({
      reason: 'unreachable',
      message: MESSAGES.aiUnreachable,
    });
  });

  it('says unreachable when a streamed answer falls silent longer than the timeout', async () => {
    const quick = testGateway(handle.db, standIn, clock, { timeoutMs: 150 });
    standIn.script(answers.stream('{"titles": ["Un", "Deux", "Trois"]}', 400));
    const seen: string[] = [];
    expect((await refusal(quick.gateway.stream(CALLER, REQUEST, (s) => seen.push(s)))).reason).toBe(
      'unreachable',
    );
    expect(seen).toEqual([]);
  });

  it('refuses a loopback provider unless the configuration allows it', async () => {
    const guarded = testGateway(handle.db, standIn, clock, { allowLoopback: false });
    expect((await refusal(guarded.gateway.text(CALLER, REQUEST))).reason).toBe('unreachable');
    expect(standIn.requests).toHaveLength(0);
  });

  it('logs every call — caller, purpose, model, tokens, outcome — never the text', async () => {
    standIn.script(answers.titles(GOOD, 42), answers.status(500));
    await t.gateway.structured(CALLER, REQUEST);
    await t.gateway.text(CALLER, REQUEST).catch(() => null);
    expect(t.logs).toHaveLength(2);
    const [ok, failed] = t.logs.map(
      (line) => JSON.parse(line.replace(/^IA : /, '')) as Record<string, unknown>,
    );
    expect(ok).toMatchObject({
      user: CALLER.userId,
      brand: 'CAP',
      purpose: 'test',
      model: 'modele-texte',
      tokens: 42,
      outcome: 'ok',
    });
    expect(failed).toMatchObject({ outcome: 'refused', tokens: 0 });
    for (const line of t.logs) {
      expect(line).not.toContain('confidentiel');
      expect(line).not.toContain('secrète');
      expect(line).not.toContain('Premier titre');
    }
  });
});
