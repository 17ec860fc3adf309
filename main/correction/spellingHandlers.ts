// The as-you-type spelling channels (issue 33): the body editor's underlining and its right-click
// suggestions, answered by main's local engine. Without an engine, or when its dictionary fails,
// the answer says so (`available: false`, no suggestion) and the renderer leaves the text unmarked:
// underlining is a help, never an error dialog.
import type { Handlers } from '../ipc/dispatcher';
import type { LocalEngineHost } from './LocalEngineHost';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function spellingHandlers(
  host: Pick<LocalEngineHost, 'engine'>,
  log: (message: string) => void = () => {},
): Pick<Handlers, 'spelling.check' | 'spelling.suggest'> {
  return {
    'spelling.check': async ({ segments }) => {
      const engine = await host.engine();
      if (!engine) return { available: false, misspelled: [] };
      try {
        return { available: true, misspelled: await engine.spell(segments) };
      } catch (error) {
        log(`Orthographe : ${reason(error)}`);
        return { available: false, misspelled: [] };
      }
    },
    'spelling.suggest': async ({ word }) => {
      const engine = await host.engine();
      try {
        return { suggestions: engine ? await engine.suggest(word) : [] };
      } catch (error) {
        log(`Suggestions : ${reason(error)}`);
        return { suggestions: [] };
      }
    },
  };
}
