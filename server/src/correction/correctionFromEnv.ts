// The correction engines as configured (issue 33): a Prolexis-compatible service when
// BACKOFFICE_PROLEXIS_URL is set, its keys in BACKOFFICE_PROLEXIS_KEYS as JSON
// `{ "<brandKey>": "<apiKey>" }` (a business unit's key, repeated for each of its brands; a brand
// without one is refused, not silently corrected by another engine); otherwise the local French
// engine, one per server process, started on the first session and closed with the server.
import type { CorrectionEngine } from '../../../common/correction/types';
import { MESSAGES } from '../../../common/domain/messages';
import { createLocalFrenchEngine } from '../../../engines/correction';
import type { CreateLocalFrenchEngine } from '../../../engines/correction/localEngine';
import { ConfigError } from '../config';
import { CorrectionServiceError, lazyEngine, type CorrectionEngines } from './engines';
import { ProlexisEngine, type ProlexisConfig, type ProlexisFetchOptions } from './prolexisClient';

/** The Prolexis configuration, null when BACKOFFICE_PROLEXIS_URL is not set. */
export function prolexisConfigFromEnv(env: NodeJS.ProcessEnv): ProlexisConfig | null {
  const url = env.BACKOFFICE_PROLEXIS_URL?.trim();
  if (!url) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(env.BACKOFFICE_PROLEXIS_KEYS?.trim() || '{}');
  } catch {
    throw new ConfigError(
      'BACKOFFICE_PROLEXIS_KEYS : un objet JSON { "<marque>": "<clé>" } est attendu.',
    );
  }
  const entries =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.entries(parsed)
      : null;
  if (!entries || entries.some(([, key]) => typeof key !== 'string' || !key.trim()))
    throw new ConfigError('BACKOFFICE_PROLEXIS_KEYS : chaque marque doit avoir une clé (texte).');
  return {
    url: url.replace(/\/+$/, ''),
    keys: Object.fromEntries(entries.map(([brand, key]) => [brand, (key as string).trim()])),
  };
}

/** One engine per brand key, each with its business unit's key. */
export function prolexisEngines(
  config: ProlexisConfig,
  fetchOptions: ProlexisFetchOptions = {},
): CorrectionEngines {
  const engines = new Map<string, CorrectionEngine>();
  return {
    engineFor(brandKey) {
      const apiKey = config.keys[brandKey];
      if (!apiKey)
        return Promise.reject(
          new CorrectionServiceError(
            MESSAGES.correctionNotConfigured,
            'SERVICE_UNAVAILABLE',
            'notConfigured',
          ),
        );
      let engine = engines.get(brandKey);
      if (!engine) {
        engine = new ProlexisEngine(config.url, apiKey, fetchOptions);
        engines.set(brandKey, engine);
      }
      return Promise.resolve(engine);
    },
    close: () => Promise.resolve(),
  };
}

export interface CorrectionFromEnvOptions {
  /** The server's log (the local engine says when Grammalecte fails and spelling goes on alone). */
  log?: (line: string) => void;
  createLocal?: CreateLocalFrenchEngine;
}

export function correctionFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  { log, createLocal = createLocalFrenchEngine }: CorrectionFromEnvOptions = {},
): CorrectionEngines {
  const prolexis = prolexisConfigFromEnv(env);
  if (prolexis) return prolexisEngines(prolexis);
  // Grammalecte where `grammalecte-server` is on PATH, spelling alone otherwise (the dialog says so).
  return lazyEngine(() => createLocal({ log }));
}
