// The AI gateway as configured (issue 34): over the provider of BACKOFFICE_AI_* (aiConfig.ts says
// each variable) when BACKOFFICE_AI_BASE_URL is set; otherwise a gateway that refuses every call
// with notConfigured (MESSAGES.aiNotConfigured) — the AI controls say so and nothing else breaks.
// A bad configuration refuses the server's start (ConfigError naming the variable).
import type { Database } from '../db/database';
import { aiConfigFromEnv, type AiConfig } from './aiConfig';
import { AiServiceError } from './aiErrors';
import type { AiGateway } from './AiGateway';
import { OpenAiGateway, type OpenAiGatewayOptions } from './OpenAiGateway';

const refuse = (): Promise<never> => Promise.reject(new AiServiceError('notConfigured'));

/** Every call refused: no provider is configured. */
export const notConfiguredGateway: AiGateway = {
  configured: false,
  text: refuse,
  structured: refuse,
  stream: refuse,
  image: refuse,
};

/** The gateway over `config`'s provider, or the refusing one when there is none. */
export function createAiGateway(config: AiConfig | null, options: OpenAiGatewayOptions): AiGateway {
  return config ? new OpenAiGateway(config, options) : notConfiguredGateway;
}

export function aiFromEnv(
  env: NodeJS.ProcessEnv,
  db: Database,
  options: Omit<OpenAiGatewayOptions, 'db'> = {},
): AiGateway {
  return createAiGateway(aiConfigFromEnv(env), { ...options, db });
}

/** The request's gateway: the configured one, or the refusing one. */
export function gatewayOf(ctx: { ai?: AiGateway }): AiGateway {
  return ctx.ai ?? notConfiguredGateway;
}
