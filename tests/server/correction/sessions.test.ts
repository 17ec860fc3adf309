// Correction sessions on the server (issue 33), with the real local engine (Hunspell, and
// Grammalecte where `grammalecte-server` is installed) as correctionFromEnv builds it: who may use them (another
// brand's journalist is FORBIDDEN everywhere, another user's session id reveals nothing), what
// they accept (segment keys, sizes, the typed correction — refused in French), their lifetime
// (expiry on a moved clock, a new start replacing the previous session and keeping what it
// ignored), live posts as content, and two concurrent corrects of which neither is lost.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import { createLocalFrenchEngine } from '../../../engines/correction';
import { findOnPath, GRAMMALECTE_COMMAND } from '../../../engines/correction/createEngine';
import { correctionFromEnv } from '../../../server/src/correction/correctionFromEnv';
import { lazyEngine } from '../../../server/src/correction/engines';
import { correctionSessions } from '../../../server/src/db/schema/correction';
import { forEachBackend } from '../helpers/backends';
import { createApp } from '../../../server/src/app';
import { openDatabase } from '../../../server/src/db/database';
import { listen } from '../../../server/src/http';
import {
  startTestServer,
  type GqlError,
  type TestAccount,
  type TestServer,
} from '../helpers/testServer';
import {
  correctionClient,
  createArticle,
  createLivePost,
  ok,
  refusal,
  wrongText,
  type Segments,
} from './correctionFixtures';
import { wordListEngine, type WordListEngine } from './wordListEngine';

const TEXTS: Segments = [
  { key: 'title', text: 'Un batiment couteux' },
  { key: 'body.0', text: 'Le batiment a recu un prix.' },
  { key: 'body.1', text: 'Rien à redire.' },
];
const HOUR = 3_600_000;
/** Whether grammar is checked here (Debian's grammalecte-cli installed). */
const GRAMMALECTE = findOnPath(GRAMMALECTE_COMMAND) !== null;

forEachBackend('Correction sessions', (backend) => {
  let server: TestServer;
  let enginesMade = 0;
  let alice: TestAccount;
  let carol: TestAccount;
  let bob: TestAccount;
  let article: string;
  let offsetMs = 0;
  // No BACKOFFICE_PROLEXIS_URL: the local engine, counted as it is made.
  const engines = correctionFromEnv(
    {},
    {
      createLocal: (options) => {
        enginesMade++;
        return createLocalFrenchEngine(options);
      },
    },
  );

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      now: () => new Date(Date.now() + offsetMs),
      correction: engines,
    });
    alice = await server.createUser({ brandKeys: ['CAP'] });
    carol = await server.createUser({ brandKeys: ['CAP'] });
    bob = await server.createUser({ brandKeys: ['TEL'] });
    article = await createArticle(server, 'CAP');
  });
  afterAll(async () => {
    await server?.close();
    await engines.close();
  });

  const start = (token = alice.token, texts = TEXTS) =>
    correctionClient(server, token).start({ kind: 'article', id: article }, texts);

  it('checks with the local engine, started once for every session, and explains from it', async () => {
    const first = ok(await start(), 'startCorrectionSession');
    expect(first).toMatchObject({
      engine: 'local',
      grammarChecked: GRAMMALECTE,
      contentId: article,
    });
    expect(first.errors.map((e) => [wrongText(first, e.id), e.corrections[0]])).toEqual([
      ['batiment', 'bâtiment'],
      ['couteux', 'coûteux'],
      ['batiment', 'bâtiment'],
      ['recu', 'reçu'],
    ]);
    expect(first.errors[0]!.duplicates).toEqual(['e3']);
    expect(ok(await start(carol.token), 'startCorrectionSession').id).not.toBe(first.id);
    expect(enginesMade).toBe(1);
    const explanation = ok(
      await correctionClient(server, alice.token).explain(first.id, 'e4'),
      'getExplanation',
    );
    expect(explanation.text).toMatch(
      /^« recu » n'est pas dans le dictionnaire français\. Suggestions : « reçu »/,
    );
  });

  it.runIf(GRAMMALECTE)('finds agreement and conjugation mistakes with Grammalecte', async () => {
    const client = correctionClient(server, alice.token);
    const texts = [
      { key: 'body.0', text: 'Les voitures sont arrivé hier. Il faut que tu vienne.' },
    ];
    let session = ok(await start(alice.token, texts), 'startCorrectionSession');
    expect(session.errors.map((e) => [e.type, wrongText(session, e.id), e.corrections[0]])).toEqual(
      [
        ['grammar', 'arrivé', 'arrivées'],
        ['grammar', 'vienne', 'viennes'],
      ],
    );
    session = ok(await client.correct(session, 'e1', 'arrivées'), 'correct');
    session = ok(await client.correct(session, 'e2', 'viennes'), 'correct');
    expect(session.segments[0]!.text).toBe(
      'Les voitures sont arrivées hier. Il faut que tu viennes.',
    );
    expect(ok(await client.explain(session.id, 'e1'), 'getExplanation').text).toMatch(
      /voitures.*arrivé/,
    );
  });

  it('refuses another brand’s journalist on the content and on a session id, without its texts', async () => {
    const session = ok(await start(), 'startCorrectionSession');
    const asBob = correctionClient(server, bob.token);
    const answers = [
      await start(bob.token),
      await asBob.correct(session, 'e1', 'bâtiment'),
      await asBob.correctMultiple(session, 'e1', 'bâtiment'),
      await asBob.ignore(session, 'e1'),
      await asBob.autoCorrect(session),
      await asBob.explain(session.id, 'e1'),
    ];
    for (const answer of answers) {
      expect(refusal(answer).code).toBe('FORBIDDEN');
      expect(JSON.stringify(answer)).not.toContain('batiment');
    }
  });

  it('answers another user’s session id as unknown, never with its texts', async () => {
    const session = ok(await start(), 'startCorrectionSession');
    const asCarol = correctionClient(server, carol.token);
    for (const answer of [
      await asCarol.correct(session, 'e1', 'bâtiment'),
      await asCarol.ignore(session, 'e1'),
      await asCarol.explain(session.id, 'e1'),
    ]) {
      expect(refusal(answer)).toEqual({
        code: 'NOT_FOUND',
        message: MESSAGES.correctionSessionGone,
        reason: 'sessionGone',
      });
      expect(JSON.stringify(answer)).not.toContain('batiment');
    }
    // Alice's session is untouched.
    expect(
      ok(await correctionClient(server, alice.token).correct(session, 'e1', 'bâtiment'), 'correct')
        .segments[0]!.text,
    ).toBe('Un bâtiment couteux');
  });

  it('refuses the signed-out, unknown content and unknown session ids', async () => {
    expect(refusal(await start(null as unknown as string)).code).toBe('UNAUTHENTICATED');
    const client = correctionClient(server, alice.token);
    expect(
      refusal(
        await client.start({ kind: 'article', id: '00000000-0000-4000-8000-000000000000' }, TEXTS),
      ),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: "L'identifiant de l'article est introuvable.",
    });
    expect(refusal(await client.start({ kind: 'livePost', id: 'pas-un-id' }, TEXTS)).code).toBe(
      'NOT_FOUND',
    );
    expect(refusal(await client.explain('pas-un-id', 'e1')).message).toBe(
      MESSAGES.correctionSessionGone,
    );
  });

  it('corrects a live post, its brand being its live’s article’s', async () => {
    const post = await createLivePost(server, 'TEL');
    const texts = [{ key: 'body.0', text: 'Un batiment en feu.' }];
    const asBob = correctionClient(server, bob.token);
    const session = ok(
      await asBob.start({ kind: 'livePost', id: post }, texts),
      'startCorrectionSession',
    );
    expect(ok(await asBob.correct(session, 'e1', 'bâtiment'), 'correct').segments[0]!.text).toBe(
      'Un bâtiment en feu.',
    );
    expect(
      refusal(
        await correctionClient(server, alice.token).start({ kind: 'livePost', id: post }, texts),
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('refuses malformed or oversized texts and corrections, in French', async () => {
    const bad = async (texts: Segments) => refusal(await start(alice.token, texts));
    expect(await bad([{ key: 'chapo', text: 'x' }])).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Partie de texte inconnue ou en double : chapo.',
    });
    expect(
      (
        await bad([
          { key: 'body.0', text: 'a' },
          { key: 'body.0', text: 'b' },
        ])
      ).message,
    ).toBe('Partie de texte inconnue ou en double : body.0.');
    const many = Array.from({ length: LIMITS.correction.maxSegments + 1 }, (_, i) => ({
      key: `body.${i}`,
      text: 'x',
    }));
    expect(await bad(many)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Le texte compte trop de paragraphes pour être corrigé en une fois (3000 au plus).',
    });
    expect(
      await bad([{ key: 'body.0', text: 'a'.repeat(LIMITS.correction.maxChars + 1) }]),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Le texte est trop long pour être corrigé en une fois (300000 caractères au plus).',
    });
    const session = ok(await start(), 'startCorrectionSession');
    const long = 'x'.repeat(LIMITS.correction.maxCorrectionChars + 1);
    expect(
      refusal(await correctionClient(server, alice.token).correct(session, 'e1', long)),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'La correction saisie est trop longue (500 caractères au plus).',
    });
  });

  it('forgets a session unused for the TTL; a use keeps it alive', async () => {
    const client = correctionClient(server, alice.token);
    let session = ok(await start(), 'startCorrectionSession');
    offsetMs += LIMITS.correction.sessionTtlMs - HOUR;
    session = ok(await client.ignore(session, 'e1'), 'ignore');
    offsetMs += LIMITS.correction.sessionTtlMs - HOUR;
    session = ok(await client.correct(session, 'e2', 'coûteux'), 'correct');
    offsetMs += LIMITS.correction.sessionTtlMs;
    expect(refusal(await client.correct(session, 'e3', 'bâtiment'))).toEqual({
      code: 'NOT_FOUND',
      message: 'La session de correction a expiré : relancez la correction.',
      reason: 'sessionGone',
    });
    expect(refusal(await client.explain(session.id, 'e3')).code).toBe('NOT_FOUND');
  });

  it('replaces the user’s previous session on a new start, keeping the mistakes it ignored', async () => {
    const client = correctionClient(server, alice.token);
    const first = ok(await start(), 'startCorrectionSession');
    ok(await client.ignore(first, 'e1'), 'ignore');
    const edited = [{ key: 'title', text: 'Un batiment' }, ...TEXTS.slice(1)];
    const second = ok(
      await client.start({ kind: 'article', id: article }, edited, first.id),
      'startCorrectionSession',
    );
    // « batiment » was ignored: both of its occurrences stay ignored; « recu » is still pending.
    expect(second.errors.map((e) => [wrongText(second, e.id), e.status])).toEqual([
      ['batiment', 'ignored'],
      ['batiment', 'ignored'],
      ['recu', 'pending'],
    ]);
    expect(refusal(await client.ignore(first, 'e4')).message).toBe(MESSAGES.correctionSessionGone);
    // Another user naming Alice's session inherits nothing from it.
    const carols = ok(
      await correctionClient(server, carol.token).start(
        { kind: 'article', id: article },
        edited,
        second.id,
      ),
      'startCorrectionSession',
    );
    expect(carols.errors.map((e) => e.status)).toEqual(['pending', 'pending', 'pending']);
    const rows = await server.handle.db
      .select({ id: correctionSessions.id })
      .from(correctionSessions)
      .where(eq(correctionSessions.contentId, article));
    expect(rows.map((r) => r.id).sort()).toEqual([second.id, ...(await carolsSessionIds())].sort());
  });

  async function carolsSessionIds(): Promise<string[]> {
    const rows = await server.handle.db
      .select({ id: correctionSessions.id })
      .from(correctionSessions)
      .where(eq(correctionSessions.userId, carol.id));
    return rows.map((r) => r.id);
  }

  it('runs two concurrent corrects one after the other: one applies, the other is a desync, none is lost', async () => {
    const client = correctionClient(server, alice.token);
    const session = ok(await start(), 'startCorrectionSession');
    const answers = await Promise.all([
      client.correct(session, 'e1', 'bâtiment'),
      client.correct(session, 'e3', 'bâtiment'),
    ]);
    const applied = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    expect(applied).toHaveLength(1);
    expect(refused.map((a) => refusal(a).reason)).toEqual(['desync']);
    const winner = applied[0]!.data!.correct;
    const [row] = await server.handle.db
      .select()
      .from(correctionSessions)
      .where(eq(correctionSessions.id, session.id));
    expect(row!.version).toBe(2);
    expect(row!.state.segments).toEqual(winner.segments);
    // The client holding the winner's texts goes on from there.
    const loser = winner.errors.find(
      (e) => e.status === 'pending' && wrongText(winner, e.id) === 'batiment',
    )!;
    const next = ok(await client.correct(winner, loser.id, 'bâtiment'), 'correct');
    expect(next.segments.slice(0, 2).map((s) => s.text)).toEqual([
      'Un bâtiment couteux',
      'Le bâtiment a recu un prix.',
    ]);
  });

  // Two server processes over one PostgreSQL database: a session started on one is served by the
  // other, and corrects sent to both at once are applied one after the other.
  it.runIf(backend.kind === 'postgres')(
    'shares sessions between two server processes',
    async () => {
      const url = (server.handle as typeof server.handle & { url?: string }).url!;
      const handle = await openDatabase({ kind: 'postgres', url });
      const other = await listen(
        createApp({
          handle,
          now: () => new Date(Date.now() + offsetMs),
          correction: engines,
          providers: { push: {} },
          oidc: null,
        }),
        { port: 0 },
      );
      try {
        const elsewhere = correctionClient({ ...server, gql: gqlAt(other.url) }, alice.token);
        const session = ok(await start(), 'startCorrectionSession');
        const answers = await Promise.all([
          correctionClient(server, alice.token).correct(session, 'e1', 'bâtiment'),
          elsewhere.correct(session, 'e3', 'bâtiment'),
        ]);
        expect(answers.filter((a) => !a.errors)).toHaveLength(1);
        const winner = answers.find((a) => !a.errors)!.data!.correct;
        const next = ok(await elsewhere.ignore(winner, 'e4'), 'ignore');
        expect(next.errors.find((e) => e.id === 'e4')!.status).toBe('ignored');
      } finally {
        await other.close();
        await handle.close();
      }
    },
  );
});

/** server.gql against another server's address (the same database, another process). */
function gqlAt(url: string): TestServer['gql'] {
  return async (query, variables, token) => {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
    const response = await fetch(`${url}/graphql?${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables, operationName: name }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: GqlError[] };
    return { status: response.status, data: (body.data ?? null) as never, errors: body.errors };
  };
}

it('starts one engine lazily, again after a failed start, and closes it', async () => {
  let made = 0;
  let failNext = true;
  const engines = lazyEngine(() => {
    made++;
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('Hunspell absent'));
    }
    return Promise.resolve(wordListEngine());
  });
  await expect(engines.engineFor('CAP')).rejects.toThrow('Hunspell absent');
  const engine = (await engines.engineFor('CAP')) as WordListEngine;
  expect(await engines.engineFor('TEL')).toBe(engine);
  expect(made).toBe(2);
  await engines.close();
  expect(engine.closed).toBe(true);
});
