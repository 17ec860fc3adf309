// The as-you-type spelling channels through Backoffice's real dispatcher (validation, handlers,
// answers checked against the contract), with main's real local engine: started on first use only,
// once, closed when the app quits; an engine that cannot start leaves the underlining off.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFrenchEngine, type LocalEngineOptions } from '../../../engines/correction';
import type { Backoffice } from '../../../main/app/Backoffice';
import { offlineBackoffice } from '../support/offlineBackoffice';
import { START } from './correctionDocuments';

let dataDir: string;
let app: Backoffice | null = null;
let started = 0;
let closed = 0;
const logged: string[] = [];

/** The real engine (spelling alone), counted as it starts and closes. */
async function countedEngine(options?: LocalEngineOptions) {
  started += 1;
  const engine = await createLocalFrenchEngine({ ...options, grammalecteCommand: null });
  const close = engine.close.bind(engine);
  engine.close = async () => {
    closed += 1;
    await close();
  };
  return engine;
}

function openApp(createCorrectionEngine = countedEngine): Backoffice {
  app = offlineBackoffice(dataDir, () => undefined, {
    createCorrectionEngine,
    log: (message) => logged.push(message),
  });
  return app;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-spelling-'));
  started = 0;
  closed = 0;
  logged.length = 0;
});
afterEach(async () => {
  await app?.stop();
  app = null;
  await rm(dataDir, { recursive: true, force: true });
});

const TEXT = 'Les coûts du batîment ont augmenté.';

describe('spelling channels', () => {
  it('underlines a planted misspelling and suggests the right word, with one engine started on first use', async () => {
    const backoffice = openApp();
    await backoffice.start();
    expect(started).toBe(0);
    const [check, again] = await Promise.all([
      backoffice.dispatch('spelling.check', { segments: [{ key: 'body.3', text: TEXT }] }, true),
      backoffice.dispatch(
        'spelling.check',
        { segments: [{ key: 'title', text: 'Un titre juste' }] },
        true,
      ),
    ]);
    expect(check).toEqual({
      ok: true,
      value: {
        available: true,
        misspelled: [{ segment: 'body.3', start: TEXT.indexOf('batîment'), length: 8 }],
      },
    });
    expect(again).toEqual({ ok: true, value: { available: true, misspelled: [] } });
    const suggest = await backoffice.dispatch('spelling.suggest', { word: 'batîment' }, true);
    expect(suggest).toMatchObject({
      ok: true,
      value: { suggestions: expect.arrayContaining(['bâtiment']) },
    });
    expect(started).toBe(1);

    await backoffice.stop();
    expect(closed).toBe(1);
  });

  it('says the underlining is unavailable when the engine cannot start, and keeps serving', async () => {
    const backoffice = openApp(() =>
      Promise.reject(new Error('dictionnaire français introuvable')),
    );
    await backoffice.start();
    const segments = [{ key: 'body.0', text: TEXT }];
    expect(await backoffice.dispatch('spelling.check', { segments }, true)).toEqual({
      ok: true,
      value: { available: false, misspelled: [] },
    });
    expect(await backoffice.dispatch('spelling.suggest', { word: 'batîment' }, true)).toEqual({
      ok: true,
      value: { suggestions: [] },
    });
    expect(
      logged.filter((line) => line.includes('dictionnaire français introuvable')),
    ).toHaveLength(1);
    expect(await backoffice.dispatch('spelling.check', { segments }, true)).toMatchObject({
      ok: true,
      value: { available: false },
    });
  });

  it('refuses a payload outside the contract', async () => {
    const backoffice = openApp();
    expect(await backoffice.dispatch('spelling.suggest', { word: '' }, true)).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
    expect(started).toBe(0);
  });

  it("answers a correction session on 'graphql.request' when the API is unreachable", async () => {
    const backoffice = openApp();
    await backoffice.start();
    const result = await backoffice.dispatch(
      'graphql.request',
      {
        ...START,
        variables: {
          content: { kind: 'article', id: '42' },
          segments: [{ key: 'body.0', text: TEXT }],
        },
      },
      true,
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        data: {
          startCorrectionSession: {
            __typename: 'CorrectionSession',
            id: expect.stringMatching(/^local-/),
            engine: 'local',
            errors: [
              { __typename: 'CorrectionError', id: 'e1', status: 'pending', rule: 'spelling' },
            ],
          },
        },
      },
    });
  });
});
