// Streamed AI suggestions (issue 34): 'ai.suggest' starts a request and answers its id at once;
// main posts it to the API's `POST /ai/suggest` with the session's token (the renderer never sees
// it), reads the event stream — over HTTP for a remote API, over the embedded server's channel
// otherwise, the same bytes parsed the same way (common/ai/suggestStream.ts) — and sends each step
// on 'ai.suggestions' to the window that asked. 'ai.cancel', the window closing or the network
// going away end the request; the server then aborts the provider's call.
import { randomUUID } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import {
  AI_SUGGEST_PATH,
  SuggestStreamParser,
  type AiSuggestInput,
  type SuggestStreamEvent,
} from '../../common/ai/suggestStream';
import type { AiSuggestionsEvent } from '../../common/ipc/channels';
import { CLIENT_NAME, UNREACHABLE_MESSAGE } from '../api/GraphqlBridge';
import type { StreamTransport } from '../dashboard/apiStream';
import type { IpcCaller } from '../ipc/ipcCaller';

/** How the API is reached now (asked at each request: the embedded server may have restarted). */
export interface SuggestApi {
  url: string | null;
  stream: StreamTransport;
  token: string | null;
  /** The probes say the network is gone: no request waits on it. */
  offline: boolean;
}

export interface AiSuggestionsOptions {
  api: () => Promise<SuggestApi>;
  clientVersion: string;
  /** Where events go when the host named no window (a host without callers): every window. */
  broadcast: (event: AiSuggestionsEvent) => void;
  /** The API refused the token: the session ends as for GraphQL. */
  unauthenticated?: () => void;
  /** Longest silence of the stream; the gateway's own timeouts are shorter. */
  idleTimeoutMs?: number;
  log?: (message: string) => void;
}

interface Running {
  aborter: AbortController;
  /** Why it was aborted: a cancel says nothing more, a lost network says so. */
  reason: 'cancelled' | 'unreachable' | null;
}

const UNREACHABLE = { message: UNREACHABLE_MESSAGE, code: 'NETWORK_ERROR' };
const DEFAULT_IDLE_TIMEOUT_MS = 90_000;

/** The API's JSON refusal before the stream (401, 400, 403, 413…), or a generic French one. */
function refusalOf(status: number, body: string): { message: string; code: string } {
  try {
    const parsed = JSON.parse(body) as {
      errors?: { message?: unknown; extensions?: { code?: unknown } }[];
    };
    const first = parsed.errors?.[0];
    if (typeof first?.message === 'string')
      return { message: first.message, code: String(first.extensions?.code ?? `HTTP_${status}`) };
  } catch {
    // Not JSON: a proxy's page. Said generically below.
  }
  return { message: `Réponse inattendue du serveur (HTTP ${status}).`, code: `HTTP_${status}` };
}

export class AiSuggestions {
  private readonly running = new Map<string, Running>();

  constructor(private readonly options: AiSuggestionsOptions) {}

  get size(): number {
    return this.running.size;
  }

  /** Starts one request; its steps arrive on 'ai.suggestions' with the id returned here. */
  start(request: AiSuggestInput, caller: IpcCaller | null): { requestId: string } {
    const requestId = randomUUID();
    const entry: Running = { aborter: new AbortController(), reason: null };
    this.running.set(requestId, entry);
    const stopWatching = caller?.onGone(() => this.cancel(requestId)) ?? (() => {});
    const emit = (event: AiSuggestionsEvent) =>
      caller ? caller.emit('ai.suggestions', event) : this.options.broadcast(event);
    void this.run(requestId, request, entry, emit).finally(() => {
      stopWatching();
      this.running.delete(requestId);
    });
    return { requestId };
  }

  /** The user or the window gave up: nothing more is sent for it. */
  cancel(requestId: string): boolean {
    const entry = this.running.get(requestId);
    if (!entry) return false;
    this.stop(requestId, entry, 'cancelled');
    return true;
  }

  /** The network is gone: every request ends now with the unreachable message. */
  networkGone(): void {
    for (const [id, entry] of this.running) this.stop(id, entry, 'unreachable');
  }

  /** The app quits. */
  cancelAll(): void {
    for (const [id, entry] of this.running) this.stop(id, entry, 'cancelled');
  }

  private stop(requestId: string, entry: Running, reason: Running['reason']): void {
    entry.reason ??= reason;
    entry.aborter.abort();
    this.running.delete(requestId);
  }

  private async run(
    requestId: string,
    request: AiSuggestInput,
    entry: Running,
    emit: (event: AiSuggestionsEvent) => void,
  ): Promise<void> {
    let titles: string[] = [];
    let ended = false;
    const end = (error: AiSuggestionsEvent['error']) => {
      if (ended || entry.reason === 'cancelled') return;
      ended = true;
      emit({ requestId, titles, done: true, error });
    };
    const onEvent = (event: SuggestStreamEvent) => {
      if (ended || entry.aborter.signal.aborted) return;
      if (event.event === 'titles') {
        titles = event.titles;
        emit({ requestId, titles, done: false, error: null });
      } else if (event.event === 'done') end(null);
      else end({ message: event.message, code: event.code });
    };
    try {
      const api = await this.options.api();
      if (!api.url || api.offline) return end(UNREACHABLE);
      const outcome = await this.post(api, request, entry.aborter.signal, onEvent);
      if (outcome.refusal) {
        if (outcome.refusal.code === 'UNAUTHENTICATED') this.options.unauthenticated?.();
        return end(outcome.refusal);
      }
      // A stream cut before its last event (the server or the network went away).
      end(UNREACHABLE);
    } catch (error) {
      if (!entry.aborter.signal.aborted)
        this.options.log?.(`IA : ${error instanceof Error ? error.message : String(error)}`);
      end(UNREACHABLE);
    }
  }

  /** Posts the request and feeds the stream's events to `onEvent`; a refusal before it is returned. */
  private async post(
    api: SuggestApi,
    request: AiSuggestInput,
    signal: AbortSignal,
    onEvent: (event: SuggestStreamEvent) => void,
  ): Promise<{ refusal: { message: string; code: string } | null }> {
    const url = new URL(
      AI_SUGGEST_PATH.slice(1),
      api.url!.endsWith('/') ? api.url! : `${api.url!}/`,
    );
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'apollographql-client-name': CLIENT_NAME,
      'apollographql-client-version': this.options.clientVersion,
    };
    if (api.token) headers.authorization = `Bearer ${api.token}`;
    const parser = new SuggestStreamParser();
    const decoder = new StringDecoder('utf8');
    let streamed = false;
    let refusalBody = '';
    const { status } = await api.stream(url, {
      headers,
      body: JSON.stringify(request),
      signal,
      idleTimeoutMs: this.options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
      onStart: (start) => {
        streamed =
          start.status === 200 &&
          /^text\/event-stream\b/i.test(start.headers['content-type'] ?? '');
      },
      onChunk: async (chunk) => {
        if (!streamed) refusalBody += chunk.toString('utf8');
        else for (const event of parser.push(decoder.write(chunk))) onEvent(event);
      },
    });
    return { refusal: streamed ? null : refusalOf(status, refusalBody) };
  }
}
