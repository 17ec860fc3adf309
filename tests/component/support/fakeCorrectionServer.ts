// A correction server for the dialog's tests (issue 33): the protocol's operations answered as the
// server does — the pure session rules of common/correction/session.ts over an in-memory session,
// hashes checked (desync refused with extensions.reason), errors in GraphQL's shape. The engine is
// a small table of known mistakes found word by word.
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, GraphqlRequest } from '../../../common/ipc/channels';
import {
  CorrectionProtocolError,
  assertInSync,
  correct,
  correctMultiple,
  ignore,
  openSession,
  type SegmentHash,
} from '../../../common/correction/session';
import type {
  CorrectionFinding,
  CorrectionSegment,
  CorrectionSession,
} from '../../../common/correction/types';
import { MESSAGES } from '../../../common/domain/messages';

/** The mistakes the fake engine knows: wrong word → corrections, diagnosis and type. */
export const MISTAKES: Record<
  string,
  { corrections: string[]; diagnosis: string; grammar?: boolean }
> = {
  couts: { corrections: ['coûts', 'coups'], diagnosis: 'Mot inconnu' },
  batiment: { corrections: ['bâtiment'], diagnosis: 'Mot inconnu' },
  tres: { corrections: ['très'], diagnosis: 'Mot inconnu' },
  chere: { corrections: ['chère', 'cher'], diagnosis: 'Accord en genre', grammar: true },
  zorglub: { corrections: [], diagnosis: 'Mot inconnu' },
};

export function findMistakes(segments: readonly CorrectionSegment[]): CorrectionFinding[] {
  return segments.flatMap((segment) =>
    [...segment.text.matchAll(/\p{L}+/gu)].flatMap((match) => {
      const mistake = MISTAKES[match[0]];
      if (!mistake) return [];
      return [
        {
          location: { segment: segment.key, start: match.index, length: match[0].length },
          type: mistake.grammar ? ('grammar' as const) : ('spelling' as const),
          diagnosis: mistake.diagnosis,
          label: `« ${match[0]} » ne semble pas correct.`,
          corrections: mistake.corrections,
          rule: mistake.grammar ? 'gv_accord' : 'spelling',
        },
      ];
    }),
  );
}

function typed(session: CorrectionSession) {
  return {
    __typename: 'CorrectionSession',
    ...session,
    segments: session.segments.map((s) => ({ __typename: 'CorrectionSegment', ...s })),
    errors: session.errors.map((e) => ({
      __typename: 'CorrectionError',
      ...e,
      location: { __typename: 'CorrectionLocation', ...e.location },
    })),
  };
}

const REFUSALS: Record<string, string> = {
  desync: MESSAGES.correctionDesync,
  unknownError: MESSAGES.correctionUnknownError,
  notPending: MESSAGES.correctionNotPending,
  loopCap: MESSAGES.correctionLoopCap,
};

type Vars = Record<string, unknown>;

export function fakeCorrectionServer(o: { grammarChecked?: boolean } = {}) {
  const sessions = new Map<string, CorrectionSession>();
  const operations: GraphqlRequest[] = [];
  /** Set by a test: the next protocol call is refused as a desynchronisation. */
  const next = { desync: false, unreachable: false };
  let count = 0;

  const within = (vars: Vars, run: (session: CorrectionSession) => CorrectionSession) => {
    const session = sessions.get(vars.sessionId as string);
    if (!session) throw new CorrectionProtocolError('unknownError');
    if (next.desync) {
      next.desync = false;
      throw new CorrectionProtocolError('desync');
    }
    assertInSync(session, vars.hashes as SegmentHash[]);
    const updated = run(session);
    sessions.set(updated.id, updated);
    return typed(updated);
  };

  const answer = (req: GraphqlRequest): unknown => {
    const vars = (req.variables ?? {}) as Vars;
    switch (req.operationName) {
      case 'StartCorrectionSession': {
        const segments = vars.segments as CorrectionSegment[];
        const previous = sessions.get((vars.previousSessionId as string | null) ?? '') ?? null;
        const session = openSession({
          id: `session-${++count}`,
          contentId: (vars.content as { id: string }).id,
          segments,
          findings: findMistakes(segments),
          engine: 'local',
          grammarChecked: o.grammarChecked ?? true,
          previous,
        });
        sessions.set(session.id, session);
        return { startCorrectionSession: typed(session) };
      }
      case 'CorrectError':
        return {
          correct: within(vars, (s) =>
            correct(s, vars.errorId as string, vars.correction as string),
          ),
        };
      case 'CorrectErrorEverywhere':
        return {
          correctMultiple: within(vars, (s) =>
            correctMultiple(s, vars.errorId as string, vars.correction as string),
          ),
        };
      case 'IgnoreError':
        return { ignore: within(vars, (s) => ignore(s, vars.errorId as string)) };
      case 'CorrectionExplanation':
        return {
          getExplanation: {
            __typename: 'CorrectionExplanation',
            text: 'Ce mot ne figure pas dans le dictionnaire.',
            url: null,
          },
        };
      default:
        throw new Error(`unexpected operation ${req.operationName}`);
    }
  };

  const transport: BridgeTransport = {
    invoke(channel, request): Promise<Envelope<unknown>> {
      if (channel !== 'graphql.request')
        return Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message: channel } });
      const req = request as GraphqlRequest;
      operations.push(req);
      if (next.unreachable)
        return Promise.resolve({
          ok: false,
          error: { code: 'INTERNAL', message: MESSAGES.correctionServiceUnreachable },
        });
      try {
        return Promise.resolve({ ok: true, value: { data: answer(req) } });
      } catch (error) {
        if (!(error instanceof CorrectionProtocolError)) throw error;
        const value = {
          data: null,
          errors: [
            {
              message: REFUSALS[error.refusal],
              extensions: { code: 'BAD_USER_INPUT', reason: error.refusal },
            },
          ],
        };
        return Promise.resolve({ ok: true, value });
      }
    },
    subscribe: () => () => {},
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message: '' } }),
  };

  return {
    bridge: createBridge(transport),
    operations,
    next,
    sessions,
    ops: (name: string) => operations.filter((op) => op.operationName === name),
    reset: () => {
      operations.length = 0;
      sessions.clear();
      next.desync = false;
      next.unreachable = false;
    },
  };
}
