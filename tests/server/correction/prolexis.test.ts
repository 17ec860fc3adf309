// Correction through a Prolexis-compatible service (issue 33 "Must show"), against the local
// stand-in (prolexisStandIn.ts): every call of the protocol through GraphQL — start, correct,
// ignore, correctMultiple, autoCorrect, getExplanation — the desync, the loop cap over 1001
// identical errors, the business unit's key sent per brand, a brand without a key, a refusing and
// an unreachable service: every refusal in French.
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { hashesOf } from '../../../common/correction/session';
import type { CorrectionSession } from '../../../common/correction/types';
import { MESSAGES } from '../../../common/domain/messages';
import {
  correctionFromEnv,
  prolexisConfigFromEnv,
  prolexisEngines,
} from '../../../server/src/correction/correctionFromEnv';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import {
  CORRECT,
  correctionClient,
  createArticle,
  ok,
  refusal,
  wrongText,
  type Segments,
} from './correctionFixtures';
import { startProlexisStandIn, type ProlexisStandIn } from './prolexisStandIn';

const UNIT_KEY = 'cle-unite-magazines';
const TEXTS: Segments = [
  { key: 'title', text: 'Le batiment couteux du ministére' },
  { key: 'lead.0', text: 'Les travaux : un batiment neuf' },
  { key: 'body.0', text: 'On a vu les chat du batiment.' },
];

/** A loopback port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

forEachBackend('Correction through a Prolexis-compatible service', (backend) => {
  let standIn: ProlexisStandIn;
  let server: TestServer;
  let alice: TestAccount;
  let client: ReturnType<typeof correctionClient>;
  let article: string;

  beforeAll(async () => {
    standIn = await startProlexisStandIn([UNIT_KEY]);
    server = await startTestServer({
      backend,
      // CAP and TEL share their business unit's key; GEO has none. The stand-in listens on
      // loopback, which the SSRF guard refuses to real addresses.
      correction: prolexisEngines(
        { url: standIn.url, keys: { CAP: UNIT_KEY, TEL: UNIT_KEY, NEO: 'cle-inconnue' } },
        { isForbidden: () => false },
      ),
    });
    alice = await server.createUser({ brandKeys: ['CAP', 'TEL', 'GEO', 'NEO'] });
    client = correctionClient(server, alice.token);
    article = await createArticle(server, 'CAP');
  });
  beforeEach(() => {
    standIn.failing = false;
    standIn.errorsFor = null;
    standIn.calls.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('starts a session: the errors of every segment in reading order, the key of the brand sent', async () => {
    const session = ok(
      await client.start({ kind: 'article', id: article }, TEXTS),
      'startCorrectionSession',
    );
    expect(session).toMatchObject({ contentId: article, engine: 'prolexis', grammarChecked: true });
    expect(
      session.errors.map((e) => [e.location.segment, wrongText(session, e.id), e.type]),
    ).toEqual([
      ['title', 'batiment', 'spelling'],
      ['title', 'couteux', 'spelling'],
      ['title', 'ministére', 'spelling'],
      ['lead.0', ' ', 'typography'],
      ['lead.0', 'batiment', 'spelling'],
      ['body.0', 'les chat', 'grammar'],
      ['body.0', 'batiment', 'spelling'],
    ]);
    expect(session.errors[0]).toMatchObject({
      id: 'e1',
      status: 'pending',
      diagnosis: 'Mot inconnu',
      corrections: ['bâtiment'],
      duplicates: ['e5', 'e7'],
    });
    expect(standIn.calls).toEqual([
      {
        operation: 'startCorrectionSession',
        apiKey: UNIT_KEY,
        body: { language: 'fr', texts: TEXTS.map((t) => ({ id: t.key, text: t.text })) },
      },
    ]);
  });

  it('corrects, ignores, corrects every occurrence, auto-corrects the typography and explains', async () => {
    let session = ok(
      await client.start({ kind: 'article', id: article }, TEXTS),
      'startCorrectionSession',
    );
    session = ok(await client.correct(session, 'e2', 'fort coûteux'), 'correct');
    expect(session.segments[0]!.text).toBe('Le batiment fort coûteux du ministére');
    // The title grew by five characters: the error after the correction moved with it.
    expect(wrongText(session, 'e3')).toBe('ministére');
    session = ok(await client.ignore(session, 'e3'), 'ignore');
    expect(session.errors.find((e) => e.id === 'e3')!.status).toBe('ignored');

    session = ok(await client.correctMultiple(session, 'e1', 'bâtiment'), 'correctMultiple');
    expect(session.segments.map((s) => s.text)).toEqual([
      'Le bâtiment fort coûteux du ministére',
      'Les travaux : un bâtiment neuf',
      'On a vu les chat du bâtiment.',
    ]);
    expect(session.errors.filter((e) => e.status === 'pending').map((e) => e.id)).toEqual([
      'e4',
      'e6',
    ]);

    session = ok(await client.autoCorrect(session), 'autoCorrect');
    expect(session.segments[1]!.text).toBe('Les travaux\u00a0: un bâtiment neuf');
    expect(session.errors.filter((e) => e.status === 'pending').map((e) => e.id)).toEqual(['e6']);

    const explanation = ok(await client.explain(session.id, 'e6'), 'getExplanation');
    expect(explanation.text).toMatch(
      /^Accord du nom : Le nom devrait être au pluriel\. \(règle s\d+-r7\)$/,
    );
    expect(explanation.url).toBe('https://prolexis.example/regles/Accord%20du%20nom');
    expect(standIn.calls.at(-1)).toMatchObject({ operation: 'getExplanation', apiKey: UNIT_KEY });

    session = ok(await client.correct(session, 'e6', 'les chats'), 'correct');
    expect(session.segments[2]!.text).toBe('On a vu les chats du bâtiment.');
    expect(session.errors.every((e) => e.status !== 'pending')).toBe(true);
  });

  it('refuses a call whose texts are not the session’s: a desync, in French', async () => {
    const session = ok(
      await client.start({ kind: 'article', id: article }, TEXTS),
      'startCorrectionSession',
    );
    const edited = {
      ...session,
      segments: [{ ...session.segments[0]!, hash: 'autre' }, ...session.segments.slice(1)],
    };
    expect(refusal(await client.correct(edited, 'e1', 'bâtiment'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: MESSAGES.correctionDesync,
      reason: 'desync',
    });
    const missing = await server.gql(
      CORRECT,
      {
        sessionId: session.id,
        errorId: 'e1',
        correction: 'bâtiment',
        hashes: hashesOf(session).slice(1),
      },
      alice.token,
    );
    expect(refusal(missing).reason).toBe('desync');
    // Nothing was applied: the session still holds its texts.
    expect(ok(await client.correct(session, 'e1', 'bâtiment'), 'correct').segments[0]!.text).toBe(
      'Le bâtiment couteux du ministére',
    );
  });

  it('refuses an unknown error and one already treated', async () => {
    let session = ok(
      await client.start({ kind: 'article', id: article }, TEXTS),
      'startCorrectionSession',
    );
    expect(refusal(await client.correct(session, 'e99', 'x'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: MESSAGES.correctionUnknownError,
      reason: 'unknownError',
    });
    expect(refusal(await client.explain(session.id, 'e99')).reason).toBe('unknownError');
    session = ok(await client.ignore(session, 'e1'), 'ignore');
    expect(refusal(await client.correct(session, 'e1', 'bâtiment'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: MESSAGES.correctionNotPending,
      reason: 'notPending',
    });
  });

  it('caps correctMultiple at 1000 rounds: 1001 identical errors are refused, nothing applied', async () => {
    const text = Array.from({ length: 1002 }, () => 'batiment').join(' ');
    standIn.errorsFor = (texts) =>
      [...texts[0]!.text.matchAll(/batiment/g)].map((m) => ({
        textId: texts[0]!.id,
        offset: m.index,
        length: 8,
        type: 'SPELLING' as const,
        diagnosis: 'Mot inconnu',
        label: 'Mot inconnu',
        corrections: ['bâtiment'],
        duplicates: [],
      }));
    // Each of the 1002 errors lists the 1001 others: an answer of a million ids, beyond the API's
    // list budget — the dialog's first screen of such a text reads the counts, not the lists.
    const lean = 'id contentId segments { key text hash } errors { id status }';
    const started = await server.gql<{ startCorrectionSession: CorrectionSession }>(
      `mutation startCorrectionSession($content: CorrectionContentInput!, $segments: [CorrectionSegmentInput!]!) {
        startCorrectionSession(content: $content, segments: $segments) { ${lean} } }`,
      { content: { kind: 'article', id: article }, segments: [{ key: 'body.0', text }] },
      alice.token,
    );
    const session = ok(started, 'startCorrectionSession');
    expect(session.errors).toHaveLength(1002);
    const call = (operation: 'correct' | 'correctMultiple') =>
      server.gql<Record<typeof operation, CorrectionSession>>(
        `mutation ${operation}($sessionId: ID!, $errorId: ID!, $correction: String!, $hashes: [CorrectionHashInput!]!) {
          ${operation}(sessionId: $sessionId, errorId: $errorId, correction: $correction, hashes: $hashes) { ${lean} } }`,
        { sessionId: session.id, errorId: 'e1', correction: 'bâtiment', hashes: hashesOf(session) },
        alice.token,
      );
    expect(refusal(await call('correctMultiple'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Trop d’occurrences à corriger en une fois (1000 au plus).',
      reason: 'loopCap',
    });
    // The refused call changed nothing: one correction still applies to the same texts.
    const corrected = ok(await call('correct'), 'correct');
    expect(corrected.segments[0]!.text.startsWith('bâtiment batiment')).toBe(true);
    expect(corrected.errors.filter((e) => e.status === 'pending')).toHaveLength(1001);
  });

  it('refuses a brand without a key, a key the service refuses, a failing and an unreachable service', async () => {
    const geo = await createArticle(server, 'GEO');
    expect(refusal(await client.start({ kind: 'article', id: geo }, TEXTS))).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.correctionNotConfigured,
      reason: 'notConfigured',
    });
    expect(standIn.calls).toEqual([]);

    const neo = await createArticle(server, 'NEO');
    expect(refusal(await client.start({ kind: 'article', id: neo }, TEXTS))).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.correctionServiceRefused,
      reason: 'refused',
    });

    const session = ok(
      await client.start({ kind: 'article', id: article }, TEXTS),
      'startCorrectionSession',
    );
    standIn.failing = true;
    expect(refusal(await client.start({ kind: 'article', id: article }, TEXTS)).message).toBe(
      MESSAGES.correctionServiceRefused,
    );
    expect(refusal(await client.explain(session.id, 'e1')).message).toBe(
      MESSAGES.correctionServiceRefused,
    );
    // Corrections are the session's own: they go on while the service fails.
    expect(ok(await client.correct(session, 'e1', 'bâtiment'), 'correct').errors[0]!.status).toBe(
      'corrected',
    );

    const port = await closedPort();
    const unreachable = await startTestServer({
      backend,
      correction: prolexisEngines(
        { url: `http://127.0.0.1:${port}`, keys: { CAP: UNIT_KEY } },
        { isForbidden: () => false, timeoutMs: 2_000 },
      ),
    });
    try {
      const bob = await unreachable.createUser({ brandKeys: ['CAP'] });
      const id = await createArticle(unreachable, 'CAP');
      expect(
        refusal(
          await correctionClient(unreachable, bob.token).start({ kind: 'article', id }, TEXTS),
        ),
      ).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: MESSAGES.correctionServiceUnreachable,
        reason: 'unreachable',
      });
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a service address on the server’s own network (the SSRF guard)', async () => {
    const guarded = await startTestServer({
      backend,
      correction: prolexisEngines({ url: standIn.url, keys: { CAP: UNIT_KEY } }),
    });
    try {
      const bob = await guarded.createUser({ brandKeys: ['CAP'] });
      const id = await createArticle(guarded, 'CAP');
      expect(
        refusal(await correctionClient(guarded, bob.token).start({ kind: 'article', id }, TEXTS))
          .reason,
      ).toBe('unreachable');
      expect(standIn.calls).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});

it('reads the Prolexis configuration: its address, one key per brand, a malformed list refused', async () => {
  expect(prolexisConfigFromEnv({})).toBeNull();
  expect(
    prolexisConfigFromEnv({
      BACKOFFICE_PROLEXIS_URL: 'https://prolexis.example/api/ ',
      BACKOFFICE_PROLEXIS_KEYS: '{ "CAP": " cle-a ", "TEL": "cle-a" }',
    }),
  ).toEqual({ url: 'https://prolexis.example/api', keys: { CAP: 'cle-a', TEL: 'cle-a' } });
  for (const keys of ['pas du json', '["CAP"]', '{ "CAP": 12 }', '{ "CAP": "" }'])
    expect(() =>
      prolexisConfigFromEnv({
        BACKOFFICE_PROLEXIS_URL: 'https://p.example',
        BACKOFFICE_PROLEXIS_KEYS: keys,
      }),
    ).toThrow(/^BACKOFFICE_PROLEXIS_KEYS : /);
  // Configured, the service answers for the brands with a key; the local engine is not started.
  let localMade = 0;
  const engines = correctionFromEnv(
    { BACKOFFICE_PROLEXIS_URL: 'https://p.example', BACKOFFICE_PROLEXIS_KEYS: '{ "CAP": "k" }' },
    {
      createLocal: () => {
        localMade++;
        return Promise.reject(new Error('not wanted'));
      },
    },
  );
  expect((await engines.engineFor('CAP')).name).toBe('prolexis');
  await expect(engines.engineFor('TEL')).rejects.toThrow(MESSAGES.correctionNotConfigured);
  expect(localMade).toBe(0);
});
