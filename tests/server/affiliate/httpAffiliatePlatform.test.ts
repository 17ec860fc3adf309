// HttpAffiliatePlatform against the stand-in (issue 37), beside the API tests: a hang stopped by
// the time cap on a fake clock, a refused key, the loopback refused without its setting, the
// configuration read from the environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { NOT_CONFIGURED_PLATFORM } from '../../../server/src/affiliate/affiliatePlatform';
import {
  AFFILIATE_API_LIMITS,
  affiliatePlatformFromEnv,
  httpAffiliateConfigFromEnv,
  HttpAffiliatePlatform,
  type AffiliateApiClock,
} from '../../../server/src/affiliate/httpAffiliatePlatform';
import { startAffiliateStandIn, type AffiliateStandIn } from '../../support/affiliateStandIn';

class ManualClock implements AffiliateApiClock {
  private at = 0;
  private sequence = 0;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();
  setTimeout(callback: () => void, ms: number): unknown {
    this.sequence += 1;
    this.timers.set(this.sequence, { at: this.at + ms, callback });
    return this.sequence;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  advance(ms: number): void {
    this.at += ms;
    for (const [handle, timer] of [...this.timers])
      if (timer.at <= this.at) {
        this.timers.delete(handle);
        timer.callback();
      }
  }
  get pending(): number {
    return this.timers.size;
  }
}

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the platform did not refuse');
}

describe('HttpAffiliatePlatform', () => {
  let standIn: AffiliateStandIn;
  beforeAll(async () => {
    standIn = await startAffiliateStandIn({ apiKey: 'cle' });
  });
  afterAll(() => standIn.close());
  const config = (over: object = {}) => ({
    apiUrl: standIn.url,
    apiKey: 'cle',
    allowLoopback: true,
    ...over,
  });

  it('gives up on a platform that hangs at the time cap, on its clock', async () => {
    const clock = new ManualClock();
    standIn.misbehave('hang');
    try {
      const before = standIn.requests.length;
      let settled = false;
      const outcome = messageOf(
        new HttpAffiliatePlatform(config(), { clock }).designs('TEL'),
      ).finally(() => {
        settled = true;
      });
      await standIn.received(before + 1);
      clock.advance(AFFILIATE_API_LIMITS.timeoutMs - 1);
      await Promise.resolve();
      expect(settled).toBe(false);
      clock.advance(1);
      expect(await outcome).toBe(MESSAGES.affiliateUnreachable);
      expect(clock.pending).toBe(0);
    } finally {
      standIn.misbehave(null);
    }
  });

  it('says the key is refused, and refuses loopback without its setting', async () => {
    expect(
      await messageOf(new HttpAffiliatePlatform(config({ apiKey: 'faux' })).designs('TEL')),
    ).toBe(MESSAGES.affiliateDenied);
    const before = standIn.requests.length;
    expect(
      await messageOf(new HttpAffiliatePlatform(config({ allowLoopback: false })).designs('TEL')),
    ).toBe(MESSAGES.affiliateUnreachable);
    expect(standIn.requests.length).toBe(before);
  });

  it('reads its configuration from the environment', () => {
    expect(httpAffiliateConfigFromEnv({})).toBeNull();
    expect(affiliatePlatformFromEnv({})).toBe(NOT_CONFIGURED_PLATFORM);
    expect(
      httpAffiliateConfigFromEnv({
        BACKOFFICE_AFFILIATE_API_URL: 'https://affiliation.example/api/',
        BACKOFFICE_AFFILIATE_API_KEY: ' k ',
        BACKOFFICE_AFFILIATE_ALLOW_LOOPBACK: '1',
      }),
    ).toEqual({ apiUrl: 'https://affiliation.example/api', apiKey: 'k', allowLoopback: true });
    expect(
      affiliatePlatformFromEnv({ BACKOFFICE_AFFILIATE_API_URL: 'https://a.example' }),
    ).toBeInstanceOf(HttpAffiliatePlatform);
    expect(() => httpAffiliateConfigFromEnv({ BACKOFFICE_AFFILIATE_API_URL: 'ftp://a' })).toThrow();
    expect(() =>
      httpAffiliateConfigFromEnv({ BACKOFFICE_AFFILIATE_API_URL: 'pas une url' }),
    ).toThrow();
  });
});
