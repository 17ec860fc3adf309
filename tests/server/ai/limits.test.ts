// The AI's limits (issue 34), on a fake clock: calls per user per sliding minute (rateLimited),
// tokens per brand per Europe/Paris day from the provider's usage (budgetExhausted), shared by two
// gateways over one database as two server processes would, and reset at midnight in Paris.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { AiServiceError } from '../../../server/src/ai/aiErrors';
import { parisDay } from '../../../server/src/ai/aiLimits';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import { CALLER, FakeClock, testGateway } from './aiFixtures';

const ASK = { messages: [{ role: 'user' as const, content: 'Bonjour' }] };

async function reasonOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AiServiceError);
    return (error as AiServiceError).reason;
  }
}

it('counts the day in Europe/Paris, summer and winter', () => {
  expect(parisDay(new Date('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
  expect(parisDay(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
  expect(parisDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
  expect(parisDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
});

forEachBackend('AI limits', (backend) => {
  let handle: DatabaseHandle;
  let standIn: OpenAiStandIn;

  beforeAll(async () => {
    handle = await backend.openDatabase();
    standIn = await startOpenAiStandIn();
  });
  beforeEach(() => standIn.reset());
  afterAll(async () => {
    await standIn?.close();
    await handle?.close();
  });

  it('refuses a user past their calls per minute, in French, until the minute has passed', async () => {
    const clock = new FakeClock(new Date('2026-11-26T10:00:00Z'));
    const { gateway, logs } = testGateway(handle.db, standIn, clock, { userPerMinute: 3 });
    const caller = { ...CALLER, userId: '00000000-0000-4000-8000-0000000000aa' };
    for (let i = 0; i < 3; i++) {
      await gateway.text(caller, ASK);
      clock.advance(10_000);
    }
    const error = await gateway.text(caller, ASK).catch((e: unknown) => e as AiServiceError);
    expect(error).toMatchObject({
      reason: 'rateLimited',
      code: 'TOO_MANY_ATTEMPTS',
      message: MESSAGES.aiRateLimited,
    });
    // Another user is not held back.
    expect(await gateway.text({ ...caller, userId: 'autre' }, ASK)).toBe(
      'Réponse de démonstration.',
    );
    // The first call leaves the window 60 s after it was made.
    clock.advance(30_000);
    expect(await gateway.text(caller, ASK)).toBe('Réponse de démonstration.');
    expect(standIn.requests).toHaveLength(5);
    expect(logs.filter((l) => l.includes('"outcome":"rateLimited"'))).toHaveLength(1);
  });

  it("refuses a brand past its day's tokens, for every process, until midnight in Paris", async () => {
    const clock = new FakeClock(new Date('2026-11-26T20:00:00Z'));
    const budget = { brandDailyTokens: 100 };
    const one = testGateway(handle.db, standIn, clock, budget).gateway;
    const two = testGateway(handle.db, standIn, clock, budget).gateway;
    const caller = { ...CALLER, brandKey: 'TEL' };
    standIn.script(answers.json('a', 60), answers.json('b', 60));
    await one.text(caller, ASK);
    await two.text(caller, ASK);
    // 120 tokens spent by the two processes: both refuse now, without asking the provider.
    expect(await reasonOf(one.text(caller, ASK))).toBe('budgetExhausted');
    expect(await reasonOf(two.text(caller, ASK))).toBe('budgetExhausted');
    expect(standIn.requests).toHaveLength(2);
    // Another brand has its own budget.
    expect(await reasonOf(one.text({ ...caller, brandKey: 'GEO' }, ASK))).toBeNull();
    // 23:59:59 in Paris: still the same day; midnight: a new budget.
    clock.at = new Date('2026-11-26T22:59:59Z');
    expect(await reasonOf(one.text(caller, ASK))).toBe('budgetExhausted');
    clock.at = new Date('2026-11-26T23:00:00Z');
    expect(await reasonOf(one.text(caller, ASK))).toBeNull();
  });

  it('counts the tokens of every attempt, the retried ones too', async () => {
    const clock = new FakeClock(new Date('2026-11-25T09:00:00Z'));
    const { gateway, logs } = testGateway(handle.db, standIn, clock, { brandDailyTokens: 1000 });
    const caller = { ...CALLER, brandKey: 'NEO' };
    standIn.script(answers.json('pas du JSON', 40), answers.json('{"x":1}', 25));
    const { z } = await import('zod');
    await gateway.structured(caller, {
      ...ASK,
      schemaName: 'x',
      jsonSchema: {},
      validate: z.object({ x: z.number() }),
    });
    expect(logs.at(-1)).toContain('"tokens":65');
    expect(logs.at(-1)).toContain('"attempts":2');
  });
});
