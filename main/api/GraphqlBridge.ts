// The renderer's only way to the API: main attaches the bearer token and the client headers, posts
// to `${api}/graphql?${operationName}` (spec 001 §7) and hands back data and errors together.
// It also knows whether the API answered last time (online/offline).
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import { dropIdleConnections, postJson, type HttpTransport } from './httpTransport';
import { Reachability } from './Reachability';

export const CLIENT_NAME = 'backoffice-desktop';
export const UNREACHABLE_MESSAGE =
  'Le serveur est injoignable. Vérifiez votre connexion et réessayez.';
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A call unanswered this long asks for a probe (issue 30): a silent network is told from a slow
 * server within this plus the probe's timeout, instead of the call's 30 s.
 */
export const SLOW_CALL_MS = 1_500;

export interface GraphqlBridgeOptions {
  apiUrl: () => string | null;
  clientVersion: string;
  transport?: HttpTransport;
  onStatus?: (online: boolean) => void;
  /** Probe timings (tests); see main/api/Reachability. */
  offlineProbeIntervalMs?: number;
  heartbeatMs?: number;
}

/** The probe: the lightest operation the API answers, with no token. */
const PROBE = { operationName: 'ping', query: 'query ping { __typename }' } as const;
/** Short: on a silent network the probe gets no answer at all, and the banner waits for it. */
export const PROBE_TIMEOUT_MS = 2_000;

function networkError(message: string): GraphqlResult {
  return { data: null, errors: [{ message, extensions: { code: 'NETWORK_ERROR' } }] };
}

export class GraphqlBridge {
  readonly reachability: Reachability;
  /** Calls waiting for an answer: ended at once when the network is found gone. */
  private readonly inFlight = new Set<AbortController>();

  constructor(private readonly options: GraphqlBridgeOptions) {
    this.reachability = new Reachability({
      probe: () => this.probe(),
      onChange: (online) => {
        if (!online) this.abandonCalls();
        this.options.onStatus?.(online);
      },
      offlineIntervalMs: options.offlineProbeIntervalMs,
      heartbeatMs: options.heartbeatMs,
    });
  }

  /**
   * The network is gone: calls still waiting would wait for their whole timeout on a connection
   * that may never answer; they end now as unreachable (a read then comes from the local copy, a
   * save stays in the outbox and is sent again with its Idempotency-Key), and idle connections
   * that went through the silence are not reused.
   */
  private abandonCalls(): void {
    for (const call of this.inFlight) call.abort();
    this.inFlight.clear();
    dropIdleConnections();
  }

  get isOnline(): boolean {
    return this.reachability.online;
  }

  /** The API went away (the embedded server ended): offline until a call gets through again. */
  markOffline(): void {
    this.reachability.unanswered();
  }

  /** Any HTTP answer means the API is there, whatever it says. */
  private async probe(): Promise<boolean> {
    const apiUrl = this.options.apiUrl();
    if (!apiUrl) return false;
    const url = new URL('graphql', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
    url.search = PROBE.operationName;
    try {
      await (this.options.transport ?? postJson)(url, {
        headers: {
          'content-type': 'application/json',
          'apollographql-client-name': CLIENT_NAME,
          'apollographql-client-version': this.options.clientVersion,
        },
        body: JSON.stringify({ ...PROBE, variables: {} }),
        timeoutMs: PROBE_TIMEOUT_MS,
        // Online, the heartbeat rides a kept-alive connection (a silent network leaves it
        // unanswered just the same, and a newsroom's server is not handed a new connection, or
        // TLS handshake, every 1.5 s per idle app); offline, each probe opens its own, since the
        // connections that went through the silence may be dead.
        freshConnection: !this.reachability.online,
      });
      return true;
    } catch {
      return false;
    }
  }

  /** `idempotencyKey`: sent as Idempotency-Key, so the server recognises the same save sent again. */
  async request(
    operation: GraphqlRequest,
    token: string | null,
    idempotencyKey?: string,
  ): Promise<GraphqlResult> {
    const apiUrl = this.options.apiUrl();
    if (!apiUrl)
      return networkError("Le serveur n'est pas encore démarré. Réessayez dans un instant.");
    // The probes say offline and keep watching for the return (every second): no call waits on a
    // network known to be gone; the app reads its local copy and queues its saves at once.
    if (this.reachability.knownOffline) return networkError(UNREACHABLE_MESSAGE);
    const url = new URL('graphql', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
    url.search = operation.operationName;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'apollographql-client-name': CLIENT_NAME,
      'apollographql-client-version': this.options.clientVersion,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const transport = this.options.transport ?? postJson;
    let response: { status: number; body: string };
    const call = new AbortController();
    const mark = this.reachability.mark();
    this.inFlight.add(call);
    const slow = setTimeout(() => this.reachability.suspect(), SLOW_CALL_MS);
    slow.unref?.();
    try {
      response = await transport(url, {
        headers,
        body: JSON.stringify({
          operationName: operation.operationName,
          query: operation.query,
          variables: operation.variables ?? {},
        }),
        timeoutMs: REQUEST_TIMEOUT_MS,
        signal: call.signal,
      });
    } catch {
      this.reachability.unanswered(mark);
      return networkError(UNREACHABLE_MESSAGE);
    } finally {
      clearTimeout(slow);
      this.inFlight.delete(call);
    }
    this.reachability.answered();
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return networkError(`Réponse inattendue du serveur (HTTP ${response.status}).`);
    }
    if (typeof body !== 'object' || body === null) {
      return networkError(`Réponse inattendue du serveur (HTTP ${response.status}).`);
    }
    const { data, errors } = body as { data?: unknown; errors?: unknown };
    const result: GraphqlResult = {};
    if (data !== undefined) result.data = (data ?? null) as GraphqlResult['data'];
    if (Array.isArray(errors)) result.errors = errors as NonNullable<GraphqlResult['errors']>;
    return result;
  }
}

export function errorCodes(result: GraphqlResult): string[] {
  return (result.errors ?? []).map((e) => String(e.extensions?.code ?? ''));
}
