// The app's one newsroom subscription (issue 39): graphql-sse's client in distinct connections mode,
// POST /graphql/stream over HTTP or over the embedded server's channel (streamFetch.ts), with the
// session's token (it never leaves main). Each event goes to every window as 'live.event'; the
// state ('connecting', 'live', 'offline', 'unsupported') as 'live.status'.
//
// graphql-sse retries with the request it was first given, so the reconnection loop is ours: each
// attempt reads the API, the token and the last cursor again (`since`: the server replays what was
// missed, without gap or duplicate), after LIMITS.live's back-off. The app's reachability (the
// probes of main/api/Reachability.ts) says when the network is gone (`offline`, no attempt made)
// and when it is back (an attempt at once). An older server is `unsupported`: quiet, asked again
// every LIMITS.live.unsupportedRetryMs.
import { createClient, type ExecutionResult } from 'graphql-sse';
import { LIMITS } from '../../common/domain/limits';
import { eventSchemas } from '../../common/ipc/schemas';
import {
  LIVE_STREAM_PATH,
  NEWSROOM_SUBSCRIPTION,
  type LiveEvent,
  type LiveState,
} from '../../common/live/liveEvents';
import { CLIENT_NAME } from '../api/GraphqlBridge';
import type { StreamTransport } from '../dashboard/apiStream';
import { streamFetch } from './streamFetch';
import {
  noAnswer,
  outcomeOfErrors,
  outcomeOfFailure,
  reconnectDelayMs,
  type StreamOutcome,
} from './streamOutcome';

/** How the API is reached now (asked at each attempt: the embedded server may have restarted). */
export interface LiveApi {
  url: string | null;
  stream: StreamTransport;
  token: string | null;
  /** Who the token is for: another user's stream does not continue from this one's cursor. */
  userId: string | null;
  /** The probes say the network is gone. */
  offline: boolean;
}

export interface LiveChannelOptions {
  api: () => Promise<LiveApi>;
  clientVersion: string;
  /** One per app run: the server ties this app's presence to its stream. */
  instanceId: string;
  onEvent: (event: LiveEvent) => void;
  onState: (state: LiveState) => void;
  /** The API refused the token: the session ends as for any call. */
  unauthenticated?: () => void;
  /** A stream got no answer: the app probes the network now. */
  suspect?: () => void;
  log?: (message: string) => void;
  timings?: { firstMs: number; maxMs: number; unsupportedMs: number };
  /** Longest silence of a stream (the server pings every 12 s). */
  idleTimeoutMs?: number;
}

const DEFAULT_IDLE_TIMEOUT_MS = 45_000;
const LiveEventSchema = eventSchemas['live.event'];

export class LiveChannel {
  private current: LiveState = 'connecting';
  private cursor: string | null = null;
  private cursorUser: string | null = null;
  private failures = 0;
  private running = false;
  /** Bumped at each attempt and stop: a late callback of an older attempt is ignored. */
  private generation = 0;
  private dispose: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly liveListeners = new Set<() => void>();

  constructor(private readonly options: LiveChannelOptions) {}

  get state(): LiveState {
    return this.current;
  }

  /** The last event's (or `ready`'s) cursor: `since` of the next attempt. */
  get lastCursor(): string | null {
    return this.cursor;
  }

  /** Called at each (re)connection: presence is announced again then. */
  onLive(listener: () => void): () => void {
    this.liveListeners.add(listener);
    return () => void this.liveListeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.attempt();
  }

  stop(): void {
    this.running = false;
    this.end();
  }

  /** The probes changed their mind: gone → offline now; back → an attempt at once. */
  networkChanged(online: boolean): void {
    if (!this.running) return;
    if (!online) {
      this.end();
      this.setState('offline');
    } else if (this.current !== 'live') {
      this.failures = 0;
      void this.attempt();
    }
  }

  /** Signed in, out, or another token: the stream starts again with the session as it is now. */
  sessionChanged(): void {
    if (!this.running) return;
    this.failures = 0;
    void this.attempt();
  }

  private end(): void {
    this.generation += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dispose?.();
    this.dispose = null;
  }

  private setState(state: LiveState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onState(state);
  }

  private later(ms: number): void {
    const generation = this.generation;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (generation === this.generation) void this.attempt();
    }, ms);
    this.timer.unref?.();
  }

  private async attempt(): Promise<void> {
    this.end();
    const generation = this.generation;
    let api: LiveApi;
    try {
      api = await this.options.api();
    } catch (error) {
      this.options.log?.(`Direct : ${error instanceof Error ? error.message : String(error)}`);
      return this.failed(generation, 'retry', false);
    }
    if (generation !== this.generation || !this.running) return;
    // Signed out, or no API yet: nothing to follow until the session or the API changes.
    if (!api.url || !api.token) return this.setState('connecting');
    if (api.offline) return this.setState('offline');
    if (api.userId !== this.cursorUser) {
      this.cursor = null;
      this.cursorUser = api.userId;
    }
    if (this.current !== 'unsupported') this.setState('connecting');
    this.subscribe(api, generation);
  }

  private subscribe(api: LiveApi, generation: number): void {
    const base = api.url!.endsWith('/') ? api.url! : `${api.url!}/`;
    const client = createClient({
      url: new URL(LIVE_STREAM_PATH.slice(1), base).toString(),
      fetchFn: streamFetch(api.stream, this.options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS),
      retryAttempts: 0,
      headers: {
        authorization: `Bearer ${api.token!}`,
        'apollographql-client-name': CLIENT_NAME,
        'apollographql-client-version': this.options.clientVersion,
      },
      on: { connected: () => this.connected(generation) },
    });
    const variables = { since: this.cursor, brandKeys: null, instanceId: this.options.instanceId };
    const stopped = () => generation !== this.generation;
    this.dispose = client.subscribe<{ newsroom?: unknown }>(
      { query: NEWSROOM_SUBSCRIPTION, variables },
      {
        next: (result) => void (stopped() || this.received(result, generation)),
        error: (error) =>
          void (stopped() || this.failed(generation, outcomeOfFailure(error), noAnswer(error))),
        // The server ended the stream (a process shutting down): again, from the cursor.
        complete: () => void (stopped() || this.failed(generation, 'retry', false)),
      },
    );
  }

  private connected(generation: number): void {
    if (generation !== this.generation) return;
    this.failures = 0;
    this.setState('live');
    for (const listener of this.liveListeners) listener();
  }

  private received(
    result: ExecutionResult<{ newsroom?: unknown }, unknown>,
    generation: number,
  ): void {
    if (result.errors?.length)
      return this.failed(generation, outcomeOfErrors(result.errors), false);
    const parsed = LiveEventSchema.safeParse(result.data?.newsroom);
    if (!parsed.success) {
      this.options.log?.('Direct : événement illisible ignoré');
      return;
    }
    this.cursor = parsed.data.cursor;
    // `ready` (the stream caught up; its cursor is the log's end) is the channel's own business: a
    // stream dropped before any event resumes from it. Windows hear of events only.
    if (parsed.data.action !== 'ready') this.options.onEvent(parsed.data);
  }

  /** One attempt ended: what comes next depends on how (streamOutcome.ts). */
  private failed(generation: number, outcome: StreamOutcome, unanswered: boolean): void {
    if (generation !== this.generation || !this.running) return;
    this.end();
    if (outcome === 'unauthenticated') {
      this.setState('connecting');
      this.options.unauthenticated?.();
      return;
    }
    if (outcome === 'unsupported') {
      if (this.current !== 'unsupported')
        this.options.log?.('Direct : serveur sans flux en direct');
      this.setState('unsupported');
      return this.later(this.options.timings?.unsupportedMs ?? LIMITS.live.unsupportedRetryMs);
    }
    if (this.current !== 'offline') this.setState('connecting');
    if (unanswered) this.options.suspect?.();
    this.failures += 1;
    const timings = this.options.timings;
    this.later(reconnectDelayMs(this.failures, timings?.firstMs, timings?.maxMs));
  }
}
