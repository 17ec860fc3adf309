// The dialog's side of a correction session (issue 33): the texts it shows (editable), the server's
// session over them, and the protocol's calls. Every call names the hash of each text the dialog
// holds (textHash); a refusal is kept to be shown and changes no text, so nothing typed is lost.
// A text edited in the dialog starts a new session (debounced) that keeps the earlier one's ignored
// mistakes (previousSessionId). An answer to an older request than the latest is dropped.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { textHash } from '../../../../common/correction/hash';
import type { CorrectionSegment } from '../../../../common/correction/types';
import { MESSAGES } from '../../../../common/domain/messages';
import { apiErrorOf } from '../../editorKit';
import {
  CorrectErrorDocument,
  CorrectErrorEverywhereDocument,
  CorrectionExplanationDocument,
  IgnoreErrorDocument,
  StartCorrectionSessionDocument,
  type CorrectionContentKind,
  type CorrectionSessionFieldsFragment,
} from '../../graphql/generated/graphql';

export type CorrectionSessionData = CorrectionSessionFieldsFragment;
export type CorrectionErrorData = CorrectionSessionData['errors'][number];

/** After the last keystroke in the dialog, the texts are checked again this much later. */
export const RESTART_DEBOUNCE_MS = 800;

export interface CorrectionContent {
  kind: CorrectionContentKind;
  id: string;
}

export interface Refusal {
  message: string;
  /** The server holds other texts than the dialog ('Une désynchronisation …'). */
  desync: boolean;
}

export interface CorrectionSessionState {
  /** The dialog's texts, in reading order, empty ones included (they are not sent). */
  segments: CorrectionSegment[];
  session: CorrectionSessionData | null;
  /** A call is on its way. */
  busy: boolean;
  /** The texts changed since the session was opened: a new one is on its way. */
  edited: boolean;
  refusal: Refusal | null;
}

/** What the server checks: the texts that hold something. */
export function sentSegments(segments: readonly CorrectionSegment[]): CorrectionSegment[] {
  return segments.filter((s) => s.text !== '').map(({ key, text }) => ({ key, text }));
}

function hashesOf(segments: readonly CorrectionSegment[]) {
  return sentSegments(segments).map((s) => ({ key: s.key, hash: textHash(s.text) }));
}

/**
 * The API's refusal in the dialog's words: the desync reason is read from extensions.reason; no
 * answer at all (main could not reach the API, nor run its local engine) says the service is silent.
 */
export function refusalOf(error: unknown): Refusal {
  if (!CombinedGraphQLErrors.is(error))
    return { message: MESSAGES.correctionServiceUnreachable, desync: false };
  const desync = error.errors[0]?.extensions?.reason === 'desync';
  return { message: desync ? MESSAGES.correctionDesync : apiErrorOf(error).message, desync };
}

/** The session's texts replace the dialog's (a correction changed them on the server). */
function withSessionTexts(
  segments: readonly CorrectionSegment[],
  session: CorrectionSessionData,
): CorrectionSegment[] {
  const texts = new Map(session.segments.map((s) => [s.key, s.text]));
  return segments.map((s) => ({ key: s.key, text: texts.get(s.key) ?? s.text }));
}

export type ExplainAnswer =
  { refusal: Refusal } | { explanation: { text: string; url?: string | null } };

type Action =
  | { call: 'correct'; errorId: string; correction: string }
  | { call: 'correctMultiple'; errorId: string; correction: string }
  | { call: 'ignore'; errorId: string };

/** One call of the protocol after the start, as an Apollo mutation (never cached: ids repeat). */
function runAction(
  client: ReturnType<typeof useApolloClient>,
  sessionId: string,
  action: Action,
  segments: readonly CorrectionSegment[],
) {
  const common = { sessionId, errorId: action.errorId, hashes: hashesOf(segments) };
  const options = { fetchPolicy: 'no-cache' as const };
  switch (action.call) {
    case 'correct':
      return client
        .mutate({
          mutation: CorrectErrorDocument,
          variables: { ...common, correction: action.correction },
          ...options,
        })
        .then((r) => ({ error: r.error, session: r.data?.correct ?? null }));
    case 'correctMultiple':
      return client
        .mutate({
          mutation: CorrectErrorEverywhereDocument,
          variables: { ...common, correction: action.correction },
          ...options,
        })
        .then((r) => ({ error: r.error, session: r.data?.correctMultiple ?? null }));
    case 'ignore':
      return client
        .mutate({ mutation: IgnoreErrorDocument, variables: common, ...options })
        .then((r) => ({ error: r.error, session: r.data?.ignore ?? null }));
  }
}

export function useCorrectionSession(content: CorrectionContent, initial: CorrectionSegment[]) {
  const client = useApolloClient();
  const [state, setState] = useState<CorrectionSessionState>({
    segments: initial,
    session: null,
    busy: true,
    edited: false,
    refusal: null,
  });
  const latest = useRef(state);
  latest.current = state;
  // The content is fixed for the dialog's life.
  const contentRef = useRef(content);
  // The session the next call builds on, set when its answer lands (not at the next render).
  const sessionRef = useRef<CorrectionSessionData | null>(null);
  const request = useRef(0);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /**
   * Applies an answer if it answers the latest request. The session's texts replace the dialog's
   * only if nothing was typed since the request (`sent`): typing meanwhile is kept, and the new
   * session its pause starts will check it.
   */
  const settle = useCallback(
    (
      id: number,
      sent: readonly CorrectionSegment[],
      answer: { error?: unknown; session: CorrectionSessionData | null },
    ) => {
      if (id !== request.current) return;
      if (answer.session && !answer.error) sessionRef.current = answer.session;
      setState((s) => {
        if (!answer.session || answer.error)
          return { ...s, busy: false, refusal: refusalOf(answer.error) };
        const typedSince = s.segments !== sent;
        return {
          ...s,
          session: answer.session,
          segments: typedSince ? s.segments : withSessionTexts(s.segments, answer.session),
          busy: false,
          edited: typedSince,
          refusal: null,
        };
      });
    },
    [],
  );

  const start = useCallback(() => {
    const id = ++request.current;
    const { segments } = latest.current;
    const session = sessionRef.current;
    if (sentSegments(segments).length === 0) {
      // Nothing written yet: nothing to ask the server about.
      setState((s) => ({ ...s, busy: false, edited: false, session: null }));
      return;
    }
    setState((s) => ({ ...s, busy: true }));
    void client
      .mutate({
        mutation: StartCorrectionSessionDocument,
        variables: {
          content: contentRef.current,
          segments: sentSegments(segments),
          previousSessionId: session?.id ?? null,
        },
        fetchPolicy: 'no-cache',
      })
      .then(
        (r) =>
          settle(id, segments, { error: r.error, session: r.data?.startCorrectionSession ?? null }),
        (error: unknown) => settle(id, segments, { error, session: null }),
      );
  }, [client, settle]);

  useEffect(() => {
    start();
    return () => {
      if (restartTimer.current) clearTimeout(restartTimer.current);
    };
  }, [start]);

  const act = useCallback(
    (action: Action) => {
      const { segments } = latest.current;
      const session = sessionRef.current;
      if (!session) return;
      const id = ++request.current;
      setState((s) => ({ ...s, busy: true }));
      void runAction(client, session.id, action, segments).then(
        (answer) => settle(id, segments, answer),
        (error: unknown) => settle(id, segments, { error, session: null }),
      );
    },
    [client, settle],
  );

  const edit = useCallback(
    (key: string, text: string) => {
      setState((s) => ({
        ...s,
        edited: true,
        segments: s.segments.map((seg) => (seg.key === key ? { key, text } : seg)),
      }));
      if (restartTimer.current) clearTimeout(restartTimer.current);
      restartTimer.current = setTimeout(() => {
        restartTimer.current = null;
        start();
      }, RESTART_DEBOUNCE_MS);
    },
    [start],
  );

  const explain = useCallback(
    async (errorId: string): Promise<ExplainAnswer | null> => {
      const sessionId = sessionRef.current?.id;
      if (!sessionId) return null;
      const result = await client
        .query({
          query: CorrectionExplanationDocument,
          variables: { sessionId, errorId },
          fetchPolicy: 'no-cache',
        })
        .catch((error: unknown) => ({ data: undefined, error }));
      if (result.error || !result.data) return { refusal: refusalOf(result.error) };
      return { explanation: result.data.getExplanation };
    },
    [client],
  );

  return {
    state,
    restart: start,
    edit,
    explain,
    correct: (errorId: string, correction: string) => act({ call: 'correct', errorId, correction }),
    correctEverywhere: (errorId: string, correction: string) =>
      act({ call: 'correctMultiple', errorId, correction }),
    ignore: (errorId: string) => act({ call: 'ignore', errorId }),
  };
}

export type CorrectionSessionApi = ReturnType<typeof useCorrectionSession>;
