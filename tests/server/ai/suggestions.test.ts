// Streamed suggestions (issue 34): titles handed over as they arrive, only complete ones that pass
// the kind's rules — never a title cut in the middle of its string — then the final list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeTitles, suggestionService } from '../../../server/src/ai/suggestions';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { AiServiceError } from '../../../server/src/ai/aiErrors';
import {
  answers,
  standInTitle,
  startOpenAiStandIn,
  type OpenAiStandIn,
} from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import { CALLER, FakeClock, testGateway } from './aiFixtures';

describe('completeTitles', () => {
  it.each([
    ['', []],
    ['{"tit', []],
    ['{"titles": ["Un', []],
    ['{"titles": ["Un", "De', ['Un']],
    ['{"titles":["Un \\"guillemet\\"","Deux"', ['Un "guillemet"', 'Deux']],
    ['{"titles": ["Un", "Deux\\', ['Un']],
    ['```json\n{"titles": ["Un", "Deux"]}\n```', ['Un', 'Deux']],
  ])('%j → %j', (partial, expected) => {
    expect(completeTitles(partial)).toEqual(expected);
  });
});

forEachBackend('Streamed suggestions', (backend) => {
  let handle: DatabaseHandle;
  let standIn: OpenAiStandIn;
  let service: ReturnType<typeof suggestionService>;

  beforeAll(async () => {
    handle = await backend.openDatabase();
    standIn = await startOpenAiStandIn();
  });
  beforeEach(() => {
    standIn.reset();
    const { gateway } = testGateway(
      handle.db,
      standIn,
      new FakeClock(new Date('2026-11-26T12:00:00Z')),
    );
    service = suggestionService(gateway, handle.db);
  });
  afterAll(async () => {
    await standIn?.close();
    await handle?.close();
  });

  const source = { title: 'Un titre', lead: null, body: null };

  it('hands over each complete title as it arrives, then answers them all', async () => {
    const titles = [standInTitle(1), standInTitle(2), standInTitle(3)];
    standIn.script(answers.stream(JSON.stringify({ titles }), 0, 7));
    const seen: string[][] = [];
    const final = await service.streamSuggestions(CALLER, 'Title', 'generate', source, (t) =>
      seen.push(t),
    );
    expect(seen).toEqual([titles.slice(0, 1), titles.slice(0, 2), titles]);
    expect(final).toEqual(titles);
    expect(standIn.requests[0]!.body).toMatchObject({
      stream: true,
      response_format: { type: 'json_schema' },
    });
  });

  it('never hands over a title that fails the rules (a partner title over 60 characters)', async () => {
    const long = 'Un titre de partenaire bien trop long pour tenir en soixante caractères';
    standIn.script(answers.stream(JSON.stringify({ titles: ['Court', long, 'Bref'] }), 0, 5));
    const seen: string[][] = [];
    const final = await service.streamSuggestions(CALLER, 'Head', 'paraphrase', source, (t) =>
      seen.push(t),
    );
    expect(seen).toEqual([['Court'], ['Court', 'Bref']]);
    expect(final).toEqual(['Court', 'Bref']);
  });

  it('a stream cut in the middle of a title keeps only the complete ones', async () => {
    standIn.script(answers.stream('{"titles": ["Premier", "Deuxième", "Trois', 0, 4));
    expect(
      await service.streamSuggestions(CALLER, 'Title', 'generate', source, () => undefined),
    ).toEqual(['Premier', 'Deuxième']);
  });

  it('refuses (invalidAnswer) a stream with nothing showable', async () => {
    standIn.script(answers.stream('Je ne sais pas.', 0));
    const error = await service
      .streamSuggestions(CALLER, 'Title', 'generate', source, () => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiServiceError);
    expect((error as AiServiceError).reason).toBe('invalidAnswer');
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    standIn.script(answers.stream(JSON.stringify({ titles: ['Un', 'Deux', 'Trois'] }), 5, 3));
    const run = service.streamSuggestions(
      CALLER,
      'Title',
      'generate',
      source,
      () => controller.abort(),
      controller.signal,
    );
    await expect(run).rejects.toThrow();
    expect(await run.catch((e: unknown) => (e as Error).name)).not.toBe('AiServiceError');
  });
});
