// One request at a time for a value that keeps changing (a search box as the journalist types):
// the first is sent at once, no debounce; while it runs, only the latest value asked meanwhile
// waits, and is sent when it settles. An answer is handed over only while its value is still the
// latest asked. So suggestions follow the keyboard as fast as the server answers, and a typist
// never has more than one search running (a slower server gets fewer requests, not a queue).

export interface LatestOnly<V> {
  /** Asks for `value`: sent now if nothing runs, else when the running request settles. */
  ask(value: V): void;
  /** Forgets what was asked: nothing pending is sent, no answer running is handed over. */
  cancel(): void;
}

export function latestOnly<V, R>(
  run: (value: V) => Promise<R>,
  deliver: (result: R, value: V) => void,
  fail: (error: unknown, value: V) => void = () => {},
): LatestOnly<V> {
  let running = false;
  let pending: { value: V } | null = null;
  let latest: { value: V } | null = null;
  const next = () => {
    if (running || !pending) return;
    const asked = pending;
    pending = null;
    running = true;
    run(asked.value)
      .then(
        (result) => asked === latest && deliver(result, asked.value),
        (error: unknown) => asked === latest && fail(error, asked.value),
      )
      .finally(() => {
        running = false;
        next();
      });
  };
  return {
    ask(value) {
      const asked = { value };
      latest = asked;
      pending = asked;
      next();
    },
    cancel() {
      latest = null;
      pending = null;
    },
  };
}
