// The correction calls on their way to the API (issue 33, « Beyond the anchors »): online they pass
// through and main keeps the last session each answered (a shadow); when the API cannot be reached
// (NETWORK_ERROR: server gone, network silent), main answers them itself: a session started
// offline is a local one (`local-…`); a call on a shadowed session takes it over: its errors,
// ignored and corrected ones included, stay as the user saw them, and from then on that session is
// answered by main only. Answers are executed against correction.graphql (localSchema.ts), so they
// have the shape, aliases and `__typename` fields of the server's.
import { execute, GraphQLError, type ExecutionResult } from 'graphql';
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import type { LocalFrenchEngine } from '../../engines/correction/localEngine';
import { errorCodes } from '../api/GraphqlBridge';
import { correctionCall, type CorrectionCall } from './correctionCall';
import { CorrectionSessions } from './CorrectionSessions';
import { LocalCorrection } from './LocalCorrection';
import { correctionSchema } from './localSchema';
import { completeSession } from './sessionShape';

export type GraphqlSend = (request: GraphqlRequest) => Promise<GraphqlResult>;

export interface CorrectionRelayOptions {
  /** Main's local engine (LocalEngineHost): null when it cannot run. */
  engine: () => Promise<LocalFrenchEngine | null>;
  /** The signed-in user: sessions are theirs. */
  user: () => string | null;
  log?: (message: string) => void;
}

/** What the server says of an error it did not mean (server/src/errors.ts): no detail leaks. */
const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue';

function sessionIdOf(call: CorrectionCall): string | null {
  const id =
    call.field === 'startCorrectionSession' ? call.args.previousSessionId : call.args.sessionId;
  return typeof id === 'string' ? id : null;
}

export class CorrectionRelay {
  private readonly sessions: CorrectionSessions;
  private readonly local: LocalCorrection;

  constructor(private readonly options: CorrectionRelayOptions) {
    this.sessions = new CorrectionSessions(options.user);
    this.local = new LocalCorrection(this.sessions, options.engine, options.log);
  }

  /** `send` with the correction calls relayed; every other call goes to `send` untouched. */
  wrap(send: GraphqlSend): GraphqlSend {
    return async (request) => {
      const call = correctionCall(request);
      return call ? this.relay(call, send) : send(request);
    };
  }

  private async relay(call: CorrectionCall, send: GraphqlSend): Promise<GraphqlResult> {
    const sessionId = sessionIdOf(call);
    // A session main answers never reaches the API again (a local id means nothing there, and a
    // session taken over has moved on since the server last saw it). A new session following one
    // of them stays with main too, keeping its ignored mistakes.
    if (sessionId !== null && this.sessions.isLocal(sessionId)) return this.answerLocally(call);
    const result = await send(call.request);
    if (!errorCodes(result).includes('NETWORK_ERROR')) {
      this.remember(call, result);
      return result;
    }
    return (await this.canTakeOver(call, sessionId)) ? this.answerLocally(call) : result;
  }

  private remember(call: CorrectionCall, result: GraphqlResult): void {
    if (call.field === 'getExplanation') return;
    const session = completeSession(result.data?.[call.responseKey]);
    if (session) this.sessions.rememberShadow(session);
  }

  /** Offline: whether main can answer this call itself (else the network error stands). */
  private async canTakeOver(call: CorrectionCall, sessionId: string | null): Promise<boolean> {
    switch (call.field) {
      case 'startCorrectionSession':
        return (await this.options.engine()) !== null;
      case 'getExplanation':
        // Reading an explanation changes nothing: the session stays the server's.
        return sessionId !== null && this.sessions.get(sessionId) !== null;
      default:
        return sessionId !== null && this.sessions.takeOver(sessionId) !== null;
    }
  }

  private async answerLocally(call: CorrectionCall): Promise<GraphqlResult> {
    const local = this.local;
    const rootValue = {
      startCorrectionSession: (args: unknown) => local.start(args),
      correct: (args: unknown) => local.correct(args),
      correctMultiple: (args: unknown) => local.correctMultiple(args),
      ignore: (args: unknown) => local.ignore(args),
      autoCorrect: (args: unknown) => local.autoCorrect(args),
      getExplanation: (args: unknown) => local.explain(args),
    };
    const result = await execute({
      schema: correctionSchema(),
      document: call.document,
      rootValue,
      variableValues: call.request.variables ?? {},
      operationName: call.request.operationName,
    });
    return this.asGraphqlResult(result);
  }

  /** As the server serialises it: plain JSON, unexpected errors masked (and logged here). */
  private asGraphqlResult(result: ExecutionResult): GraphqlResult {
    const errors = result.errors?.map((error) => {
      if (error.originalError === undefined || error.originalError instanceof GraphQLError)
        return error.toJSON();
      this.options.log?.(`Correction locale : ${error.originalError.message}`);
      return {
        ...error.toJSON(),
        message: GENERIC_ERROR_MESSAGE,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    });
    // JSON, as it would have crossed the network: no null-prototype objects, no readonly arrays.
    const answer = errors ? { data: result.data ?? null, errors } : { data: result.data ?? null };
    return JSON.parse(JSON.stringify(answer)) as GraphqlResult;
  }
}
