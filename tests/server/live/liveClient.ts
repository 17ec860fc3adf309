// A newsroom subscriber for the live tests: graphql-sse's client (what main uses), over HTTP or
// any fetch (the embedded channel's), collecting events and resolving waits as they arrive.
import { createClient } from 'graphql-sse';
import {
  LIVE_STREAM_PATH,
  NEWSROOM_SUBSCRIPTION,
  type LiveEvent,
} from '../../../common/live/liveEvents';

export interface Subscriber {
  events: LiveEvent[];
  errors: unknown[];
  /** Resolves with the first event (counted from `from`) matching `match`. */
  next(match: (e: LiveEvent) => boolean, from?: number): Promise<LiveEvent>;
  /** Resolves once the stream is accepted (the server subscribed it to its hub). */
  connected: Promise<void>;
  /** Resolves once the subscription ended (error or completion). */
  ended: Promise<void>;
  close(): void;
}

export function subscribe(
  baseUrl: string,
  token: string | null,
  variables: {
    since?: string | null;
    brandKeys?: string[] | null;
    instanceId?: string | null;
  } = {},
  fetchFn?: typeof fetch,
): Subscriber {
  let connected!: () => void;
  const connectedPromise = new Promise<void>((r) => (connected = r));
  const client = createClient({
    on: { connected: () => connected() },
    url: `${baseUrl}${LIVE_STREAM_PATH}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    ...(fetchFn ? { fetchFn } : {}),
  });
  const events: LiveEvent[] = [];
  const errors: unknown[] = [];
  const waiters: {
    match: (e: LiveEvent) => boolean;
    from: number;
    resolve: (e: LiveEvent) => void;
  }[] = [];
  let ended!: () => void;
  const endedPromise = new Promise<void>((r) => (ended = r));
  const check = () => {
    for (const w of [...waiters]) {
      const found = events.slice(w.from).find(w.match);
      if (found) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(found);
      }
    }
  };
  const dispose = client.subscribe<{ newsroom: LiveEvent }>(
    { query: NEWSROOM_SUBSCRIPTION, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data?.newsroom) events.push(result.data.newsroom);
        check();
      },
      error: (error) => (errors.push(error), ended()),
      complete: () => ended(),
    },
  );
  return {
    events,
    errors,
    ended: endedPromise,
    connected: connectedPromise,
    next: (match, from = 0) =>
      new Promise((resolve) => {
        waiters.push({ match, from, resolve });
        check();
      }),
    close: () => {
      dispose();
      client.dispose();
    },
  };
}
