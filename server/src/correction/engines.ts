// Which engine corrects a brand's texts (issue 33): the Prolexis-compatible service when one is
// configured (one API key per business unit, prolexisClient.ts), else the local French engine
// (engines/correction). correctionFromEnv.ts builds the set from the environment; the server
// closes it on shutdown (the local engine holds a worker and the Grammalecte process).
import type { CorrectionEngine } from '../../../common/correction/types';

export interface CorrectionEngines {
  /** The engine for a brand's content, or a CorrectionServiceError saying why there is none. */
  engineFor(brandKey: string): Promise<CorrectionEngine>;
  /** Stops what the engines started (the local engine's worker and child process). */
  close(): Promise<void>;
}

/** Why a service refused or could not answer (GraphQL code + French message, said as is). */
export class CorrectionServiceError extends Error {
  constructor(
    message: string,
    readonly code: 'SERVICE_UNAVAILABLE' = 'SERVICE_UNAVAILABLE',
    /** extensions.reason: unreachable, refused or notConfigured. */
    readonly reason: 'unreachable' | 'refused' | 'notConfigured' = 'refused',
  ) {
    super(message);
    this.name = 'CorrectionServiceError';
  }
}

/** One engine for every brand, created on first use and closed once. */
export function lazyEngine(
  create: () => Promise<CorrectionEngine & { close?: () => Promise<void> }>,
): CorrectionEngines {
  let engine: ReturnType<typeof create> | null = null;
  return {
    engineFor() {
      // An engine that failed to start is tried again by the next session, not remembered broken.
      engine ??= create().catch((error: unknown) => {
        engine = null;
        throw error;
      });
      return engine;
    },
    async close() {
      const started = engine;
      engine = null;
      const running = await started?.catch(() => null);
      await running?.close?.();
    },
  };
}
