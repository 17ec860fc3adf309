// The contract's 'ai.suggest' and 'ai.cancel' (issue 34), served by AiSuggestions.
import type { Handlers } from '../ipc/dispatcher';
import type { AiSuggestions } from './AiSuggestions';

export function aiHandlers(suggestions: AiSuggestions): Pick<Handlers, 'ai.suggest' | 'ai.cancel'> {
  return {
    'ai.suggest': async (request, caller) => suggestions.start(request, caller),
    'ai.cancel': async ({ requestId }) => ({ cancelled: suggestions.cancel(requestId) }),
  };
}
