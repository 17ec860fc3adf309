// A stand-in for the API's correction operations, behind the GraphQL bridge's HTTP transport: it
// runs correction.graphql (read here from common/graphql/schema, as the server reads it) with the
// session functions of common/correction over findings of the real local engine, and answers
// `engine: 'prolexis'` as a newsroom server configured with that service would. Unplugged, its
// network refuses every connection (what the bridge turns into NETWORK_ERROR).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, execute, parse } from 'graphql';
import {
  assertInSync,
  correct,
  correctMultiple,
  ignore,
  openSession,
  type SegmentHash,
} from '../../../common/correction/session';
import type { CorrectionEngine, CorrectionSession } from '../../../common/correction/types';
import type { HttpTransport } from '../../../main/api/httpTransport';

const SCHEMA_DIR = join(__dirname, '..', '..', '..', 'common', 'graphql', 'schema');
const schema = buildSchema(
  ['base.graphql', 'correction.graphql']
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'))
    .join('\n'),
);

interface Received {
  operationName: string;
  variables: Record<string, unknown>;
}

interface StartArgs {
  content: { id: string };
  segments: { key: string; text: string }[];
}
interface ChangeArgs {
  sessionId: string;
  errorId: string;
  correction: string;
  hashes: SegmentHash[];
}

export class CorrectionApiStandIn {
  readonly sessions = new Map<string, CorrectionSession>();
  readonly received: Received[] = [];
  reachable = true;
  private opened = 0;

  constructor(private readonly engine: CorrectionEngine) {}

  readonly transport: HttpTransport = async (_url, { body }) => {
    if (!this.reachable) throw new Error('connect ECONNREFUSED 127.0.0.1:4000');
    const request = JSON.parse(body) as Received & { query: string };
    this.received.push({ operationName: request.operationName, variables: request.variables });
    const result = await execute({
      schema,
      document: parse(request.query),
      rootValue: this.root(),
      variableValues: request.variables,
      operationName: request.operationName,
    });
    return { status: 200, body: JSON.stringify(result) };
  };

  /** The session ids the API was asked about, in order. */
  sessionIdsReceived(): unknown[] {
    return this.received.map((r) => r.variables.sessionId ?? r.variables.previousSessionId);
  }

  private root() {
    const change = (args: ChangeArgs, step: (s: CorrectionSession) => CorrectionSession) => {
      const session = this.sessions.get(args.sessionId)!;
      assertInSync(session, args.hashes);
      const next = step(session);
      this.sessions.set(next.id, next);
      return next;
    };
    return {
      ping: () => 'pong',
      startCorrectionSession: async (args: StartArgs) => {
        const session = openSession({
          id: `srv-${++this.opened}`,
          contentId: args.content.id,
          segments: args.segments,
          findings: await this.engine.check(args.segments),
          engine: 'prolexis',
          grammarChecked: true,
        });
        this.sessions.set(session.id, session);
        return session;
      },
      correct: (args: ChangeArgs) => change(args, (s) => correct(s, args.errorId, args.correction)),
      correctMultiple: (args: ChangeArgs) =>
        change(args, (s) => correctMultiple(s, args.errorId, args.correction)),
      ignore: (args: ChangeArgs) => change(args, (s) => ignore(s, args.errorId)),
    };
  }
}
