// BACKOFFICE_AI_* (issue 34): absent → a gateway that refuses every call (notConfigured); a bad
// value refuses the server's start with a French message naming the variable.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { aiConfigFromEnv, AI_DEFAULTS } from '../../../server/src/ai/aiConfig';
import { aiFromEnv } from '../../../server/src/ai/aiFromEnv';
import { retryAfterMs } from '../../../server/src/ai/OpenAiGateway';
import { ConfigError } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/database';
import { CALLER } from './aiFixtures';

const BASE = {
  BACKOFFICE_AI_BASE_URL: 'https://ia.example.org/v1/',
  BACKOFFICE_AI_API_KEY: 'cle',
  BACKOFFICE_AI_MODEL: 'modele',
};
// Neither gateway touches the database before a call.
const NO_DB = {} as Database;

describe('AI configuration', () => {
  it('is absent without BACKOFFICE_AI_BASE_URL: every call refused in French', async () => {
    expect(aiConfigFromEnv({})).toBeNull();
    const gateway = aiFromEnv({}, NO_DB);
    expect(gateway.configured).toBe(false);
    const calls = [
      gateway.text(CALLER, { messages: [] }),
      gateway.image(CALLER, 'Un chat'),
      gateway.stream(CALLER, { messages: [] }, () => undefined),
    ];
    for (const call of calls)
      await expect(call).rejects.toMatchObject({
        reason: 'notConfigured',
        code: 'SERVICE_UNAVAILABLE',
        message: MESSAGES.aiNotConfigured,
      });
  });

  it('reads every variable, with defaults', () => {
    expect(aiConfigFromEnv(BASE)).toEqual({
      baseUrl: 'https://ia.example.org/v1',
      apiKey: 'cle',
      model: 'modele',
      imageModel: null,
      tokenField: 'max_completion_tokens',
      timeoutMs: AI_DEFAULTS.timeoutMs,
      userPerMinute: AI_DEFAULTS.userPerMinute,
      brandDailyTokens: AI_DEFAULTS.brandDailyTokens,
      allowLoopback: false,
    });
    expect(
      aiConfigFromEnv({
        ...BASE,
        BACKOFFICE_AI_IMAGE_MODEL: 'image',
        BACKOFFICE_AI_TOKEN_FIELD: 'max_tokens',
        BACKOFFICE_AI_TIMEOUT_MS: '5000',
        BACKOFFICE_AI_USER_PER_MINUTE: '4',
        BACKOFFICE_AI_BRAND_DAILY_TOKENS: '1000',
        BACKOFFICE_AI_ALLOW_LOOPBACK: '1',
      }),
    ).toMatchObject({
      imageModel: 'image',
      tokenField: 'max_tokens',
      timeoutMs: 5000,
      userPerMinute: 4,
      brandDailyTokens: 1000,
      allowLoopback: true,
    });
    expect(aiFromEnv(BASE, NO_DB).configured).toBe(true);
  });

  it.each([
    [{ BACKOFFICE_AI_BASE_URL: 'pas une adresse' }, /BACKOFFICE_AI_BASE_URL : adresse non valide/],
    [
      { BACKOFFICE_AI_BASE_URL: 'ftp://ia.example.org' },
      /BACKOFFICE_AI_BASE_URL : une adresse http/,
    ],
    [{ BACKOFFICE_AI_API_KEY: ' ' }, /BACKOFFICE_AI_API_KEY est obligatoire/],
    [{ BACKOFFICE_AI_MODEL: '' }, /BACKOFFICE_AI_MODEL est obligatoire/],
    [
      { BACKOFFICE_AI_TOKEN_FIELD: 'tokens' },
      /BACKOFFICE_AI_TOKEN_FIELD : « max_completion_tokens »/,
    ],
    [{ BACKOFFICE_AI_TIMEOUT_MS: '-1' }, /BACKOFFICE_AI_TIMEOUT_MS : un nombre entier positif/],
    [{ BACKOFFICE_AI_USER_PER_MINUTE: 'beaucoup' }, /BACKOFFICE_AI_USER_PER_MINUTE/],
    [{ BACKOFFICE_AI_BRAND_DAILY_TOKENS: '1.5' }, /BACKOFFICE_AI_BRAND_DAILY_TOKENS/],
  ])('refuses %j', (bad, message) => {
    expect(() => aiConfigFromEnv({ ...BASE, ...bad })).toThrow(ConfigError);
    expect(() => aiConfigFromEnv({ ...BASE, ...bad })).toThrow(message);
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 26 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('bientôt', now)).toBeNull();
  });
});
