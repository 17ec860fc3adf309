// The correction protocol answered by main (issue 33, offline): the pure session functions of
// common/correction/session.ts over the sessions main holds, and the local engine to check texts
// and explain errors. Each operation takes the field's arguments as GraphQL coerced them and
// returns what the server's resolver would; a refusal throws the server's GraphQL error.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  assertInSync,
  autoCorrect,
  correct,
  correctMultiple,
  ignore,
  openSession,
} from '../../common/correction/session';
import type { CorrectionExplanation, CorrectionSession } from '../../common/correction/types';
import type { LocalFrenchEngine } from '../../engines/correction/localEngine';
import { LOCAL_SESSION_PREFIX, type CorrectionSessions } from './CorrectionSessions';
import { asRefusal, engineSilent, refusal, refuseInput, sessionGone } from './refusals';
import {
  correctionProblem,
  hashesProblem,
  segmentsProblem,
} from '../../common/correction/refusals';

const StartArgs = z.object({
  content: z.object({ kind: z.string(), id: z.string() }),
  segments: z.array(z.object({ key: z.string(), text: z.string() })),
  previousSessionId: z.string().nullish(),
});
const Hashes = z.array(z.object({ key: z.string(), hash: z.string() }));
const SessionArgs = z.object({ sessionId: z.string(), hashes: Hashes });
const ErrorArgs = SessionArgs.extend({ errorId: z.string() });
const CorrectionArgs = ErrorArgs.extend({ correction: z.string() });
const ExplanationArgs = z.object({ sessionId: z.string(), errorId: z.string() });

/** What a change of a held session does, given its arguments. */
type Step = (session: CorrectionSession, args: z.infer<typeof CorrectionArgs>) => CorrectionSession;

export class LocalCorrection {
  constructor(
    private readonly sessions: CorrectionSessions,
    private readonly engine: () => Promise<LocalFrenchEngine | null>,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Work of the engine; without one, or when it fails, the call ends as unreachable. */
  private async withEngine<T>(work: (engine: LocalFrenchEngine) => Promise<T>): Promise<T> {
    const engine = await this.engine();
    if (!engine) throw engineSilent();
    try {
      return await work(engine);
    } catch (error) {
      this.log(`Correction locale : ${error instanceof Error ? error.message : String(error)}`);
      throw engineSilent();
    }
  }

  /** A new local session over the texts; `previousSessionId` (local or shadowed) keeps its ignored mistakes. */
  async start(rawArgs: unknown): Promise<CorrectionSession> {
    const args = StartArgs.parse(rawArgs);
    refuseInput(segmentsProblem(args.segments));
    // grammarChecked is read after the check: Grammalecte failing on it leaves spelling alone.
    const { findings, grammarChecked } = await this.withEngine(async (engine) => ({
      findings: await engine.check(args.segments),
      grammarChecked: engine.grammarChecked,
    }));
    const session = openSession({
      id: `${LOCAL_SESSION_PREFIX}${randomUUID()}`,
      contentId: args.content.id,
      segments: args.segments,
      findings,
      engine: 'local',
      grammarChecked,
      previous: args.previousSessionId ? this.sessions.get(args.previousSessionId) : null,
    });
    this.sessions.keepLocal(session);
    return session;
  }

  correct(args: unknown): CorrectionSession {
    return this.change(CorrectionArgs.parse(args), (s, a) => correct(s, a.errorId, a.correction));
  }

  correctMultiple(args: unknown): CorrectionSession {
    return this.change(CorrectionArgs.parse(args), (s, a) =>
      correctMultiple(s, a.errorId, a.correction),
    );
  }

  ignore(args: unknown): CorrectionSession {
    const parsed = ErrorArgs.parse(args);
    return this.change({ ...parsed, correction: '' }, (s, a) => ignore(s, a.errorId));
  }

  autoCorrect(args: unknown): CorrectionSession {
    const parsed = SessionArgs.parse(args);
    return this.change({ ...parsed, errorId: '', correction: '' }, (s) => autoCorrect(s));
  }

  /** The engine's explanation of an error of a session main holds (its own or a shadow). */
  async explain(rawArgs: unknown): Promise<CorrectionExplanation> {
    const args = ExplanationArgs.parse(rawArgs);
    const session = this.sessions.get(args.sessionId);
    if (!session) throw sessionGone();
    const error = session.errors.find((e) => e.id === args.errorId);
    if (!error) throw refusal('unknownError');
    const segment = session.segments.find((s) => s.key === error.location.segment);
    return this.withEngine((engine) => engine.explain(error, segment?.text ?? ''));
  }

  private change(args: z.infer<typeof CorrectionArgs>, step: Step): CorrectionSession {
    refuseInput(correctionProblem(args.correction) ?? hashesProblem(args.hashes));
    const session = this.sessions.localSession(args.sessionId);
    if (!session) throw sessionGone();
    try {
      assertInSync(session, args.hashes);
      const next = step(session, args);
      this.sessions.keepLocal(next);
      return next;
    } catch (error) {
      throw asRefusal(error);
    }
  }
}
