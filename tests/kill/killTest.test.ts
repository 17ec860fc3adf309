// Issue 13's kill test: an autosaving child process SIGKILLed at random moments, 200 times by
// default (KILL_ROUNDS to change); after each kill the draft must be readable and hold a state no
// older than the last autosave that had returned. The app's DraftStore (on conf) is tested; the
// earlier hand-written writer's figures: `npx tsx tests/kill/killRounds.ts atomic 200`.
import { describe, expect, it } from 'vitest';
import { killRounds } from './killRounds';

const ROUNDS = Number(process.env.KILL_ROUNDS ?? 200);

describe('kill test', () => {
  it(`${ROUNDS} SIGKILLs of a continuous autosave: nothing lost, nothing corrupt`, async () => {
    const figures = await killRounds('conf', ROUNDS);
    console.log(`kill test: ${JSON.stringify(figures)}`);
    expect({ lost: figures.lost, corrupt: figures.corrupt }).toEqual({ lost: 0, corrupt: 0 });
  }, 1_800_000);
});
