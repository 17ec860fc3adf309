// The correction calls on main's 'graphql.request' path (issue 33): online they pass through to the
// API and main keeps a shadow of each session; with the API unreachable main answers them with the
// real local engine and the same session rules, shaped as the server shapes them. The API is a
// stand-in behind the real GraphQL bridge (its HTTP transport is the network we unplug).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashesOf } from '../../../common/correction/session';
import type { CorrectionSession } from '../../../common/correction/types';
import { LIMITS } from '../../../common/domain/limits';
import { MESSAGES } from '../../../common/domain/messages';
import type { GraphqlResult } from '../../../common/ipc/channels';
import { createLocalFrenchEngine, type LocalFrenchEngine } from '../../../engines/correction';
import { GraphqlBridge } from '../../../main/api/GraphqlBridge';
import { CorrectionRelay, type GraphqlSend } from '../../../main/correction/CorrectionRelay';
import { CorrectionApiStandIn } from './correctionApiStandIn';
import {
  AUTO_CORRECT,
  CORRECT,
  CORRECT_MULTIPLE,
  EXPLANATION,
  IGNORE,
  START,
} from './correctionDocuments';

/** An article with « batîment » three times and « coûteu » once. */
const SEGMENTS = [
  { key: 'title', text: 'Le batîment de la mairie' },
  { key: 'body.0', text: 'Les travaux du batîment ont coûté un prix très coûteu pour la ville.' },
  { key: 'body.1', text: 'Le batîment rouvrira au printemps.' },
];
const CONTENT = { kind: 'article', id: '42' };

let engine: LocalFrenchEngine;
let api: CorrectionApiStandIn;
let send: GraphqlSend;
let user = 'user-1';
/** The API behind the bridge, without the relay. */
let toApi: GraphqlSend;

beforeAll(async () => {
  // Spelling alone (Hunspell): the planted mistakes are spelling ones, and answers stay fast.
  engine = await createLocalFrenchEngine({ grammalecteCommand: null });
});
afterAll(() => engine.close());

beforeEach(() => {
  user = 'user-1';
  api = new CorrectionApiStandIn(engine);
  const bridge = new GraphqlBridge({
    apiUrl: () => 'http://127.0.0.1:4000',
    clientVersion: '0.0.0-test',
    transport: api.transport,
  });
  const relay = new CorrectionRelay({ engine: async () => engine, user: () => user });
  toApi = (request) => bridge.request(request, 'token-1');
  send = relay.wrap(toApi);
});

/** The session a correction answer carries (and `__typename` of each object, as Apollo asked). */
function sessionOf(result: GraphqlResult, field: string): CorrectionSession {
  expect(result.errors).toBeUndefined();
  return result.data![field] as CorrectionSession;
}

async function start(previousSessionId: string | null = null): Promise<CorrectionSession> {
  const result = await send({
    ...START,
    variables: { content: CONTENT, segments: SEGMENTS, previousSessionId },
  });
  return sessionOf(result, 'startCorrectionSession');
}

function errorAt(session: CorrectionSession, segment: string, word: string) {
  const text = session.segments.find((s) => s.key === segment)!.text;
  const found = session.errors.find(
    (e) =>
      e.location.segment === segment &&
      text.slice(e.location.start, e.location.start + e.location.length) === word,
  );
  expect(found, `${word} in ${segment}`).toBeDefined();
  return found!;
}

function change(
  document: { operationName: string; query: string },
  session: CorrectionSession,
  variables: Record<string, unknown> = {},
) {
  return send({
    ...document,
    variables: { sessionId: session.id, hashes: hashesOf(session), ...variables },
  });
}

/** The value's structure: keys and leaf types, arrays by their first item. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  return value === null ? 'null' : typeof value;
}

describe('correction relay', () => {
  it('passes the calls through while the API answers, the server session untouched', async () => {
    const session = await start();
    expect(session).toMatchObject({
      id: 'srv-1',
      engine: 'prolexis',
      __typename: 'CorrectionSession',
    });
    const batiment = errorAt(session, 'title', 'batîment');
    expect(batiment.corrections).toContain('bâtiment');
    expect(batiment.duplicates).toHaveLength(2);

    const ignored = sessionOf(await change(IGNORE, session, { errorId: batiment.id }), 'ignore');
    expect(ignored.engine).toBe('prolexis');
    expect(api.sessions.get('srv-1')!.errors.find((e) => e.id === batiment.id)!.status).toBe(
      'ignored',
    );
    expect(api.received.map((r) => r.operationName)).toEqual([
      'StartCorrectionSession',
      'IgnoreError',
    ]);
  });

  it('starts a local session when the API is unreachable, shaped as the server answers', async () => {
    const online = await start();
    api.reachable = false;
    const offline = await start();
    expect(offline.id).toMatch(/^local-/);
    expect(offline.engine).toBe('local');
    expect(offline.grammarChecked).toBe(false);
    expect(shape(offline)).toEqual(shape(online));
    expect(offline.errors.map((e) => [e.id, e.location, e.status])).toEqual(
      online.errors.map((e) => [e.id, e.location, e.status]),
    );
    expect(errorAt(offline, 'body.0', 'coûteu').corrections).toContain('coûteux');
  });

  it('takes a server session over from its shadow, its ignored and corrected errors kept', async () => {
    const session = await start();
    const title = errorAt(session, 'title', 'batîment');
    const costly = errorAt(session, 'body.0', 'coûteu');
    const afterIgnore = sessionOf(await change(IGNORE, session, { errorId: title.id }), 'ignore');
    const afterCorrect = sessionOf(
      await change(CORRECT, afterIgnore, { errorId: costly.id, correction: 'coûteux' }),
      'correct',
    );

    api.reachable = false;
    const body1 = errorAt(afterCorrect, 'body.1', 'batîment');
    const result = await change(CORRECT, afterCorrect, {
      errorId: body1.id,
      correction: 'bâtiment',
    });
    const taken = sessionOf(result, 'correct');
    expect(taken.id).toBe(session.id);
    expect(taken.engine).toBe('local');
    const status = Object.fromEntries(taken.errors.map((e) => [e.id, e.status]));
    expect(status[title.id]).toBe('ignored');
    expect(status[costly.id]).toBe('corrected');
    expect(status[body1.id]).toBe('corrected');
    expect(taken.segments.find((s) => s.key === 'body.0')!.text).toContain('très coûteux pour');
    expect(taken.segments.find((s) => s.key === 'body.1')!.text).toBe(
      'Le bâtiment rouvrira au printemps.',
    );
    expect(shape(result.data)).toEqual(shape({ correct: afterCorrect }));

    // The network is back: the session stays main's, the API never hears of it again.
    api.reachable = true;
    const heard = api.received.length;
    const last = errorAt(taken, 'body.0', 'batîment');
    const done = sessionOf(await change(IGNORE, taken, { errorId: last.id }), 'ignore');
    expect(done.errors.filter((e) => e.status === 'pending')).toEqual([]);
    expect(api.received.length).toBe(heard);
  });

  it('never sends a local session id to the API, even once it answers again', async () => {
    api.reachable = false;
    const local = await start();
    api.reachable = true;
    const first = errorAt(local, 'title', 'batîment');
    const all = sessionOf(
      await change(CORRECT_MULTIPLE, local, { errorId: first.id, correction: 'bâtiment' }),
      'correctMultiple',
    );
    expect(all.segments.map((s) => s.text).join(' ')).not.toContain('batîment');
    const costly = errorAt(all, 'body.0', 'coûteu');
    const ignored = sessionOf(await change(IGNORE, all, { errorId: costly.id }), 'ignore');
    expect(sessionOf(await change(AUTO_CORRECT, ignored), 'autoCorrect').id).toBe(local.id);

    // A new session after it (the user edited a text) stays local and keeps the ignored mistake.
    const next = await start(local.id);
    expect(next.id).toMatch(/^local-/);
    expect(errorAt(next, 'body.0', 'coûteu').status).toBe('ignored');
    expect(api.sessionIdsReceived().filter((id) => String(id).startsWith('local-'))).toEqual([]);
    expect(api.received).toEqual([]);
  });

  it('refuses a call on texts changed behind the session, as the server does', async () => {
    api.reachable = false;
    const local = await start();
    const error = local.errors[0]!;
    const stale = hashesOf(local).map((h) => (h.key === 'title' ? { ...h, hash: 'ab12' } : h));
    const result = await send({
      ...CORRECT,
      variables: { sessionId: local.id, errorId: error.id, correction: 'bâtiment', hashes: stale },
    });
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([
      {
        message: MESSAGES.correctionDesync,
        locations: [{ line: 2, column: 3 }],
        path: ['correct'],
        extensions: { code: 'BAD_USER_INPUT', reason: 'desync' },
      },
    ]);
    const twice = await change(IGNORE, local, { errorId: 'e99' });
    expect(twice.errors![0]).toMatchObject({
      message: MESSAGES.correctionUnknownError,
      extensions: { reason: 'unknownError' },
    });
    const typedTooLong = await change(CORRECT, local, {
      errorId: error.id,
      correction: 'x'.repeat(LIMITS.correction.maxCorrectionChars + 1),
    });
    expect(typedTooLong.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { correction: expect.stringContaining('500 caractères au plus') },
    });
    // A local session main no longer holds (the app restarted): gone, and still not the API's.
    const forgotten = await change(IGNORE, { ...local, id: 'local-oublie' }, { errorId: error.id });
    expect(forgotten.errors![0]).toMatchObject({
      message: MESSAGES.correctionSessionGone,
      extensions: { code: 'NOT_FOUND', reason: 'sessionGone' },
    });
    expect(api.received).toEqual([]);
  });

  it('explains an error offline with the local engine, for a shadowed session too', async () => {
    const session = await start();
    api.reachable = false;
    const costly = errorAt(session, 'body.0', 'coûteu');
    const result = await send({
      ...EXPLANATION,
      variables: { sessionId: session.id, errorId: costly.id },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      getExplanation: {
        __typename: 'CorrectionExplanation',
        text: expect.stringContaining("« coûteu » n'est pas dans le dictionnaire français."),
        url: null,
      },
    });
  });

  it('gives the network error back when it holds nothing to answer from', async () => {
    api.reachable = false;
    const unknown = await send({
      ...IGNORE,
      variables: { sessionId: 'srv-9', errorId: 'e1', hashes: [] },
    });
    expect(unknown).toEqual({
      data: null,
      errors: [{ message: expect.any(String), extensions: { code: 'NETWORK_ERROR' } }],
    });
    const withoutEngine = new CorrectionRelay({ engine: async () => null, user: () => 'user-1' });
    const started = await withoutEngine.wrap(toApi)({
      ...START,
      variables: { content: CONTENT, segments: SEGMENTS },
    });
    expect(started.errors![0]!.extensions).toEqual({ code: 'NETWORK_ERROR' });
  });

  it('ends as unreachable when the local engine fails too', async () => {
    const stopped = await createLocalFrenchEngine({ grammalecteCommand: null });
    await stopped.close();
    const logged: string[] = [];
    const relay = new CorrectionRelay({
      engine: async () => stopped,
      user: () => 'user-1',
      log: (line) => logged.push(line),
    });
    api.reachable = false;
    const result = await relay.wrap(toApi)({
      ...START,
      variables: { content: CONTENT, segments: SEGMENTS },
    });
    expect(result).toEqual({
      data: null,
      errors: [
        {
          message: MESSAGES.correctionServiceUnreachable,
          locations: [{ line: 2, column: 3 }],
          path: ['startCorrectionSession'],
          extensions: { code: 'NETWORK_ERROR' },
        },
      ],
    });
    expect(logged).toHaveLength(1);
  });

  it("does not hand one user's session to another", async () => {
    const session = await start();
    api.reachable = false;
    user = 'user-2';
    const result = await change(IGNORE, session, { errorId: session.errors[0]!.id });
    expect(result.errors![0]!.extensions).toEqual({ code: 'NETWORK_ERROR' });
  });

  it('answers under the alias the renderer chose', async () => {
    api.reachable = false;
    const result = await send({
      operationName: 'Open',
      query: `mutation Open($segments: [CorrectionSegmentInput!]!) {
        opened: startCorrectionSession(content: { kind: article, id: "7" }, segments: $segments) { id contentId }
      }`,
      variables: { segments: SEGMENTS },
    });
    expect(result).toEqual({
      data: { opened: { id: expect.stringMatching(/^local-/), contentId: '7' } },
    });
  });

  it('leaves every other call to the API untouched', async () => {
    const result = await send({ operationName: 'ping', query: 'query ping { ping }' });
    expect(result).toEqual({ data: { ping: 'pong' } });
    expect(api.received.map((r) => r.operationName)).toEqual(['ping']);
  });
});
