// One streamed request of AI suggestions at a time (issue 34): main asks the server's stream
// ('ai.suggest') and pushes every suggestion that passed the rules on 'ai.suggestions', each event
// carrying all of them so far — so the list grows one by one. Asking again, closing or leaving
// cancels the request in flight; a late event of an older request is ignored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import type { AiSuggestRequest, AiSuggestionsEvent } from '../../../../common/ipc/channels';
import { backoffice } from '../../bridge/backoffice';

export interface SuggestionsState {
  titles: string[];
  /** True from the request until the last suggestion (or the refusal) arrived. */
  pending: boolean;
  /** French, shown in place of the list; what was typed stays untouched. */
  error: string | null;
}

const IDLE: SuggestionsState = { titles: [], pending: false, error: null };

const errorMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.aiUnreachable;

export function useAiSuggestions() {
  const [state, setState] = useState<SuggestionsState>(IDLE);
  // The request whose events are shown; events that came before its id was known wait here.
  const current = useRef<{ id: string | null; ticket: number }>({ id: null, ticket: 0 });
  const early = useRef(new Map<string, AiSuggestionsEvent>());

  const show = useCallback((event: AiSuggestionsEvent) => {
    setState({
      titles: event.titles,
      pending: !event.done && event.error === null,
      error: event.error?.message ?? null,
    });
    if (event.done || event.error) current.current.id = null;
  }, []);

  useEffect(
    () =>
      backoffice().on('ai.suggestions', (event) => {
        if (event.requestId === current.current.id) show(event);
        else if (current.current.id === null) early.current.set(event.requestId, event);
      }),
    [show],
  );

  const cancel = useCallback(() => {
    const id = current.current.id;
    current.current = { id: null, ticket: current.current.ticket + 1 };
    early.current.clear();
    if (id)
      void backoffice()
        .ai.cancel(id)
        .catch(() => {});
  }, []);

  const ask = useCallback(
    async (request: AiSuggestRequest) => {
      cancel();
      const ticket = current.current.ticket;
      setState({ titles: [], pending: true, error: null });
      try {
        const { requestId } = await backoffice().ai.suggest(request);
        if (ticket !== current.current.ticket) {
          void backoffice()
            .ai.cancel(requestId)
            .catch(() => {});
          return;
        }
        current.current.id = requestId;
        const arrived = early.current.get(requestId);
        early.current.clear();
        if (arrived) show(arrived);
      } catch (error) {
        if (ticket === current.current.ticket)
          setState({ titles: [], pending: false, error: errorMessageOf(error) });
      }
    },
    [cancel, show],
  );

  const reset = useCallback(() => {
    cancel();
    setState(IDLE);
  }, [cancel]);

  // Leaving the editor stops the provider's work for nothing.
  useEffect(() => cancel, [cancel]);
  return { ...state, ask, cancel, reset };
}
