// The AI provider's configuration (issue 34), read from BACKOFFICE_AI_* by aiFromEnv.ts:
//   BACKOFFICE_AI_BASE_URL         OpenAI-compatible API root (…/v1); absent = AI not configured
//   BACKOFFICE_AI_API_KEY          bearer key (required with the URL)
//   BACKOFFICE_AI_MODEL            chat model (required with the URL)
//   BACKOFFICE_AI_IMAGE_MODEL      image model (optional: executeImagePrompt refused without it)
//   BACKOFFICE_AI_TOKEN_FIELD      max_completion_tokens (default) or max_tokens (many compatible
//                                  providers still want the older name)
//   BACKOFFICE_AI_TIMEOUT_MS       one provider call (default 60 s; a streamed answer's silences)
//   BACKOFFICE_AI_USER_PER_MINUTE  calls per user per minute (default 20)
//   BACKOFFICE_AI_BRAND_DAILY_TOKENS  tokens per brand per day, Europe/Paris (default 2,000,000)
//   BACKOFFICE_AI_ALLOW_LOOPBACK   1: the provider may be on this machine (a local model, the
//                                  stand-in); private and other forbidden addresses stay refused
import { ConfigError } from '../config';

export type AiTokenField = 'max_completion_tokens' | 'max_tokens';

export interface AiConfig {
  /** Without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  model: string;
  imageModel: string | null;
  tokenField: AiTokenField;
  timeoutMs: number;
  userPerMinute: number;
  brandDailyTokens: number;
  allowLoopback: boolean;
}

export const AI_DEFAULTS = {
  timeoutMs: 60_000,
  userPerMinute: 20,
  brandDailyTokens: 2_000_000,
} as const;

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} : un nombre entier positif est attendu (reçu « ${text} »).`);
  return value;
}

function baseUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`BACKOFFICE_AI_BASE_URL : adresse non valide (« ${raw} »).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError('BACKOFFICE_AI_BASE_URL : une adresse http(s) est attendue.');
  return raw.replace(/\/+$/, '');
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value)
    throw new ConfigError(`${name} est obligatoire quand BACKOFFICE_AI_BASE_URL est défini.`);
  return value;
}

function tokenFieldOf(raw: string | undefined): AiTokenField {
  const text = raw?.trim() || 'max_completion_tokens';
  if (text !== 'max_completion_tokens' && text !== 'max_tokens')
    throw new ConfigError(
      'BACKOFFICE_AI_TOKEN_FIELD : « max_completion_tokens » ou « max_tokens » est attendu.',
    );
  return text;
}

/** The provider's configuration; null when BACKOFFICE_AI_BASE_URL is not set; ConfigError when bad. */
export function aiConfigFromEnv(env: NodeJS.ProcessEnv): AiConfig | null {
  const raw = env.BACKOFFICE_AI_BASE_URL?.trim();
  if (!raw) return null;
  return {
    baseUrl: baseUrlOf(raw),
    apiKey: required(env, 'BACKOFFICE_AI_API_KEY'),
    model: required(env, 'BACKOFFICE_AI_MODEL'),
    imageModel: env.BACKOFFICE_AI_IMAGE_MODEL?.trim() || null,
    tokenField: tokenFieldOf(env.BACKOFFICE_AI_TOKEN_FIELD),
    timeoutMs: positiveInteger(
      'BACKOFFICE_AI_TIMEOUT_MS',
      env.BACKOFFICE_AI_TIMEOUT_MS,
      AI_DEFAULTS.timeoutMs,
    ),
    userPerMinute: positiveInteger(
      'BACKOFFICE_AI_USER_PER_MINUTE',
      env.BACKOFFICE_AI_USER_PER_MINUTE,
      AI_DEFAULTS.userPerMinute,
    ),
    brandDailyTokens: positiveInteger(
      'BACKOFFICE_AI_BRAND_DAILY_TOKENS',
      env.BACKOFFICE_AI_BRAND_DAILY_TOKENS,
      AI_DEFAULTS.brandDailyTokens,
    ),
    allowLoopback: env.BACKOFFICE_AI_ALLOW_LOOPBACK?.trim() === '1',
  };
}
