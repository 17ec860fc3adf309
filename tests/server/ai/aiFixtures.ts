// What the AI server tests share: a gateway over the stand-in (tests/support/openAiStandIn.ts) on
// loopback, with a clock the tests move and every log line kept.
import { z } from 'zod';
import type { AiConfig } from '../../../server/src/ai/aiConfig';
import type { AiCaller } from '../../../server/src/ai/AiGateway';
import { createAiGateway } from '../../../server/src/ai/aiFromEnv';
import type { OpenAiGateway } from '../../../server/src/ai/OpenAiGateway';
import type { Database } from '../../../server/src/db/database';
import type { OpenAiStandIn } from '../../support/openAiStandIn';

export const CALLER: AiCaller = {
  userId: '00000000-0000-4000-8000-000000000001',
  brandKey: 'CAP',
  purpose: 'test',
};

export const TITLES = z.object({ titles: z.array(z.string().min(1)).length(3) });

export function standInConfig(standIn: OpenAiStandIn, more: Partial<AiConfig> = {}): AiConfig {
  return {
    baseUrl: standIn.url,
    apiKey: 'cle-de-test',
    model: 'modele-texte',
    imageModel: 'modele-image',
    tokenField: 'max_completion_tokens',
    timeoutMs: 2_000,
    userPerMinute: 1_000,
    brandDailyTokens: 1_000_000,
    allowLoopback: true,
    ...more,
  };
}

/** A clock the test moves (the rate window and the budget's day read it). */
export class FakeClock {
  constructor(public at: Date) {}
  readonly now = (): Date => this.at;
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

export interface TestGateway {
  gateway: OpenAiGateway;
  logs: string[];
  sleeps: number[];
}

export function testGateway(
  db: Database,
  standIn: OpenAiStandIn,
  clock: FakeClock,
  more: Partial<AiConfig> = {},
): TestGateway {
  const logs: string[] = [];
  const sleeps: number[] = [];
  const gateway = createAiGateway(standInConfig(standIn, more), {
    db,
    now: clock.now,
    log: (line) => logs.push(line),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  }) as OpenAiGateway;
  return { gateway, logs, sleeps };
}
