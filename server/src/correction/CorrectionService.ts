// The correction session protocol served over GraphQL (issue 33; spec 001 §7-§9): who may use a
// session, where it is kept (sessionStore.ts) and which engine checks the texts (engines.ts). The
// rules of a session — opening it from findings, correct, correctMultiple, ignore, autoCorrect,
// the desync check — are common/correction/session.ts's pure functions, run here over the stored
// state. Every operation checks the user and the content's brand first: an article of any format,
// or a live post (its live's article's brand).
import { randomUUID } from 'node:crypto';
import {
  assertInSync,
  CorrectionProtocolError,
  openSession,
  type SegmentHash,
} from '../../../common/correction/session';
import type {
  CorrectionExplanation,
  CorrectionSegment,
  CorrectionSession,
} from '../../../common/correction/types';
import { MESSAGES } from '../../../common/domain/messages';
import { requireBrand, requireUser } from '../auth/guards';
import type { GraphQLContext } from '../context';
import type { Database } from '../db/database';
import { serviceUnavailable } from '../errors';
import type { CorrectionContentKind } from '../db/schema/correction';
import { ARTICLE, LIVE_POST } from '../services/lockable/contentTypes';
import { requireState } from '../services/lockable/lockable';
import { checkCorrection, checkHashes, checkSegments } from './correctionInput';
import { sessionGone } from './correctionErrors';
import type { CorrectionEngines } from './engines';
import {
  deleteSession,
  isExpired,
  readSession,
  saveChange,
  saveNewSession,
  touchSession,
  type SessionRow,
} from './sessionStore';

/** The engines, asked for once the user and the content are checked (a refusal says nothing else). */
function enginesOf(ctx: GraphQLContext): CorrectionEngines {
  if (!ctx.correction) throw serviceUnavailable(MESSAGES.correctionServiceUnreachable);
  return ctx.correction;
}

export interface ContentRef {
  kind: CorrectionContentKind;
  id: string;
}

/** The content's brand, once the user is known to work on it (NOT_FOUND, FORBIDDEN otherwise). */
async function requireContentBrand(
  ctx: GraphQLContext,
  db: Database,
  content: ContentRef,
): Promise<string> {
  requireUser(ctx);
  const decl = content.kind === 'article' ? ARTICLE : LIVE_POST;
  const state = await requireState(decl, db, content.id, false);
  requireBrand(ctx, state.brandKey);
  return state.brandKey;
}

/**
 * The caller's live session (NOT_FOUND when unknown, expired or another user's — after the brand
 * check, so another brand's journalist is FORBIDDEN), its content still theirs to edit.
 */
async function requireOwnSession(
  ctx: GraphQLContext,
  db: Database,
  sessionId: string,
  forUpdate: boolean,
): Promise<SessionRow> {
  const user = requireUser(ctx);
  const row = await readSession(db, sessionId, forUpdate);
  if (!row) throw sessionGone();
  requireBrand(ctx, row.brandKey);
  if (row.userId !== user.id) throw sessionGone();
  if (isExpired(row, ctx.now)) {
    await deleteSession(db, row.id);
    throw sessionGone();
  }
  await requireContentBrand(ctx, db, { kind: row.contentKind, id: row.contentId });
  return row;
}

/** The session a new start replaces, when it is the caller's on the same content and still alive. */
async function previousSession(
  ctx: GraphQLContext,
  content: ContentRef,
  previousSessionId: string | null | undefined,
): Promise<CorrectionSession | null> {
  if (!previousSessionId) return null;
  const row = await readSession(ctx.db, previousSessionId);
  const usable =
    row !== null &&
    row.userId === ctx.user?.id &&
    row.contentKind === content.kind &&
    row.contentId === content.id &&
    !isExpired(row, ctx.now);
  return usable ? row.state : null;
}

export async function startSession(
  ctx: GraphQLContext,
  content: ContentRef,
  segments: readonly CorrectionSegment[],
  previousSessionId?: string | null,
): Promise<CorrectionSession> {
  const brandKey = await requireContentBrand(ctx, ctx.db, content);
  checkSegments(segments);
  const previous = await previousSession(ctx, content, previousSessionId);
  const engine = await enginesOf(ctx).engineFor(brandKey);
  const findings = await engine.check(segments);
  const session = openSession({
    id: randomUUID(),
    contentId: content.id,
    segments,
    findings,
    engine: engine.name,
    grammarChecked: engine.grammarChecked,
    previous,
  });
  const owner = {
    contentKind: content.kind,
    contentId: content.id,
    userId: ctx.user!.id,
    brandKey,
  };
  await saveNewSession(ctx.db, owner, session, ctx.now);
  return session;
}

export type SessionChange = (session: CorrectionSession) => CorrectionSession;

/**
 * One protocol call on a stored session: the row locked for the transaction, the client's texts
 * checked against it (desync), the pure change applied and written before the lock is released.
 */
export async function changeSession(
  ctx: GraphQLContext,
  sessionId: string,
  hashes: readonly SegmentHash[],
  change: SessionChange,
  correction?: string,
): Promise<CorrectionSession> {
  requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Who asks first: another brand's journalist learns nothing, not even what is wrong with the call.
    const row = await requireOwnSession(ctx, t, sessionId, true);
    checkHashes(hashes);
    if (correction !== undefined) checkCorrection(correction);
    assertInSync(row.state, hashes);
    const next = change(row.state);
    if (!(await saveChange(t, row, next, ctx.now))) throw new CorrectionProtocolError('desync');
    return next;
  });
}

export async function explainError(
  ctx: GraphQLContext,
  sessionId: string,
  errorId: string,
): Promise<CorrectionExplanation> {
  const row = await requireOwnSession(ctx, ctx.db, sessionId, false);
  const error = row.state.errors.find((e) => e.id === errorId);
  if (!error) throw new CorrectionProtocolError('unknownError');
  const segment = row.state.segments.find((s) => s.key === error.location.segment);
  const engine = await enginesOf(ctx).engineFor(row.brandKey);
  const explanation = await engine.explain(error, segment?.text ?? '');
  await touchSession(ctx.db, row.id, ctx.now);
  return explanation;
}
