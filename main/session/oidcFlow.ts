// Sign-in with the OpenID provider from a native app, as RFC 8252 says: the system browser (never
// a web view), a one-shot loopback redirect on 127.0.0.1 with a random port (§7.3), PKCE S256
// (§8.1), plus state and nonce. The code is exchanged for tokens here in main; the ID token goes
// to the API (loginWithOidc) and never reaches the renderer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import type { OidcSettings } from '../../common/auth/oidcConfig';
import { MESSAGES } from '../../common/domain/messages';

/** How long the browser step may take before the app gives up. */
export const OIDC_FLOW_TIMEOUT_MS = 5 * 60_000;
export const CALLBACK_PATH = '/callback';
const SCOPE = 'openid email profile';

/** A failure the user is told about in French (`message`). */
export class OidcFlowError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'cancelled' | 'unreachable' | 'failed',
  ) {
    super(message);
  }
}

export interface OidcFlowOptions {
  settings: OidcSettings;
  /** Shows the authorization URL in the system browser. */
  openBrowser: (url: string) => Promise<void>;
  timeoutMs?: number;
  /** Aborting ends the flow as cancelled (a new sign-in replaced it). */
  signal?: AbortSignal;
  /** Called with the loopback redirect URI once listening (tests and logs). */
  onListening?: (redirectUri: string) => void;
}

export interface OidcFlowResult {
  idToken: string;
  /** The nonce this sign-in chose: the API checks the ID token carries it. */
  nonce: string;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const PAGE = (title: string, text: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:sans-serif;text-align:center;margin-top:15vh"><h1>${title}</h1><p>${text}</p></body></html>`;

async function configure(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  try {
    return await client.discovery(
      issuer,
      settings.clientId,
      undefined,
      settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
      // Plain http only for a provider on this machine (a development or test provider).
      isLoopback(issuer) && issuer.protocol === 'http:'
        ? { execute: [client.allowInsecureRequests], timeout: 15 }
        : { timeout: 15 },
    );
  } catch {
    throw new OidcFlowError(MESSAGES.oidcProviderUnreachable, 'unreachable');
  }
}

/**
 * Waits for the one redirect to the loopback listener; the listener then closes. Resolves with
 * the full callback URL, rejects on timeout.
 */
function loopbackListener(timeoutMs: number, signal?: AbortSignal) {
  let settle: { resolve: (url: URL) => void; reject: (error: Error) => void } | null = null;
  const callback = new Promise<URL>((resolve, reject) => (settle = { resolve, reject }));
  let done = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port()}`);
    if (done || req.method !== 'GET' || url.pathname !== CALLBACK_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable');
      return;
    }
    done = true;
    const failed = url.searchParams.has('error');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(
        failed
          ? PAGE('Connexion annulée', 'Vous pouvez fermer cet onglet et revenir au back-office.')
          : PAGE('Connexion reçue', 'Vous pouvez fermer cet onglet et revenir au back-office.'),
      );
    finish();
    settle?.resolve(url);
  });
  const port = () => (server.address() as AddressInfo | null)?.port ?? 0;
  const timer = setTimeout(() => {
    done = true;
    finish();
    settle?.reject(new OidcFlowError(MESSAGES.oidcTimedOut, 'timeout'));
  }, timeoutMs);
  const onAbort = () => {
    done = true;
    finish();
    settle?.reject(new OidcFlowError(MESSAGES.oidcCancelled, 'cancelled'));
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  function finish(): void {
    signal?.removeEventListener('abort', onAbort);
    clearTimeout(timer);
    server.close();
    server.closeAllConnections();
  }
  const listening = new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${port()}${CALLBACK_PATH}`));
  });
  return {
    listening,
    callback,
    close: () => {
      done = true;
      finish();
    },
  };
}

/** Runs the whole flow; throws OidcFlowError with the French message to show. */
export async function runOidcFlow(options: OidcFlowOptions): Promise<OidcFlowResult> {
  const config = await configure(options.settings);
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  const state = client.randomState();
  const nonce = client.randomNonce();
  if (options.signal?.aborted) throw new OidcFlowError(MESSAGES.oidcCancelled, 'cancelled');
  const listener = loopbackListener(options.timeoutMs ?? OIDC_FLOW_TIMEOUT_MS, options.signal);
  try {
    const redirectUri = await listener.listening;
    options.onListening?.(redirectUri);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    await options.openBrowser(url.href);
    const callback = await listener.callback;
    if (callback.searchParams.get('state') !== state)
      throw new OidcFlowError(MESSAGES.oidcFailed, 'failed');
    if (callback.searchParams.has('error'))
      throw new OidcFlowError(MESSAGES.oidcCancelled, 'cancelled');
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
    } catch {
      throw new OidcFlowError(MESSAGES.oidcFailed, 'failed');
    }
    if (!tokens.id_token) throw new OidcFlowError(MESSAGES.oidcFailed, 'failed');
    return { idToken: tokens.id_token, nonce };
  } finally {
    listener.close();
  }
}
