// A streamed-suggestions source the test drives step by step (the gateway's
// `streamSuggestions` shape): each call waits for the test to hand it titles, an end or a refusal,
// so what the stream carries at each moment is known without any clock.
import type { StreamSuggestions } from '../../../server/src/ai/suggestRoute';

export interface ScriptedCall {
  kind: string;
  signal: AbortSignal;
  /** The gateway's list so far (it may hold what the rules refuse: the route filters). */
  titles(titles: string[]): void;
  finish(): void;
  fail(error: Error): void;
}

export function scriptedSuggestions(): {
  streamSuggestions: StreamSuggestions;
  /** The next call, once the server made it. */
  nextCall(): Promise<ScriptedCall>;
} {
  const waiting: ((call: ScriptedCall) => void)[] = [];
  const made: ScriptedCall[] = [];
  const streamSuggestions: StreamSuggestions = (_caller, kind, _mode, _source, onTitles, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      const call: ScriptedCall = {
        kind,
        signal,
        titles: (titles) => onTitles(titles),
        finish: () => resolve(undefined),
        fail: reject,
      };
      const taker = waiting.shift();
      if (taker) taker(call);
      else made.push(call);
    });
  return {
    streamSuggestions,
    nextCall: () =>
      new Promise((resolve) => {
        const call = made.shift();
        if (call) resolve(call);
        else waiting.push(resolve);
      }),
  };
}
