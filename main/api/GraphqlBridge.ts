// The renderer's only way to the API: main attaches the bearer token and the client headers, posts
// to `${api}/graphql?${operationName}` (spec 001 §7) and hands back data and errors together.
// It also knows whether the API answered last time (online/offline).
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import { postJson, type HttpTransport } from './httpTransport';
import { Reachability } from './Reachability';

export const CLIENT_NAME = 'backoffice-desktop';
export const UNREACHABLE_MESSAGE =
  'Le serveur est injoignable. Vérifiez votre connexion et réessayez.';
const REQUEST_TIMEOUT_MS = 30_000;

export interface GraphqlBridgeOptions {
  apiUrl: () => string | null;
  clientVersion: string;
  transport?: HttpTransport;
  onStatus?: (online: boolean) => void;
  /** Probe timings (tests); see main/api/Reachability. */
  probeDelaysMs?: readonly number[];
  heartbeatMs?: number;
}

/** The probe: the lightest operation the API answers, with no token. */
const PROBE = { operationName: 'ping', query: 'query ping { __typename }' } as const;
const PROBE_TIMEOUT_MS = 5_000;

function networkError(message: string): GraphqlResult {
  return { data: null, errors: [{ message, extensions: { code: 'NETWORK_ERROR' } }] };
}

export class GraphqlBridge {
  readonly reachability: Reachability;

  constructor(private readonly options: GraphqlBridgeOptions) {
    this.reachability = new Reachability({
      probe: () => this.probe(),
      onChange: (online) => this.options.onStatus?.(online),
      delaysMs: options.probeDelaysMs,
      heartbeatMs: options.heartbeatMs,
    });
  }

  get isOnline(): boolean {
    return this.reachability.online;
  }

  /** The API went away (the embedded server ended): offline until a call gets through again. */
  markOffline(): void {
    this.reachability.unanswered();
  }

  private setOnline(online: boolean): void {
    if (online) this.reachability.answered();
    else this.reachability.unanswered();
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
    try {
      response = await transport(url, {
        headers,
        body: JSON.stringify({
          operationName: operation.operationName,
          query: operation.query,
          variables: operation.variables ?? {},
        }),
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
    } catch {
      this.setOnline(false);
      return networkError(UNREACHABLE_MESSAGE);
    }
    this.setOnline(true);
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
