// A real OpenID provider for tests (the `oidc-provider` package, the certified Node.js
// implementation) on 127.0.0.1, and a "system browser" made of HTTP requests that follows its
// login and consent forms the way a person would: no part of the OpenID flow is mocked.
//
//   const op = await startOidcProvider({ accounts: { alice: { email, groups: ['g@x.fr'] } } });
//   op.issuer, op.clientId ('backoffice-desktop'), op.otherClientId (a second client)
//   const browser = op.browser('alice');       // signs in as alice when the login form shows
//   await browser.open(authorizationUrl);      // follows redirects and forms up to the redirect URI
//   await op.close();
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestOidcAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  otherClientId: string;
  /** A browser that signs in as `account`; `deny` makes it abort at the consent step. */
  browser(account: string, options?: { deny?: boolean }): TestBrowser;
  close(): Promise<void>;
}

export interface TestBrowser {
  /** Opens the URL and follows redirects and forms; resolves with the last response's body. */
  open(url: string): Promise<string>;
  /** Every URL the browser requested, in order. */
  visited: string[];
}

export const TEST_CLIENT_ID = 'backoffice-desktop';
export const OTHER_CLIENT_ID = 'another-app';

function nativeClient(clientId: string) {
  return {
    client_id: clientId,
    application_type: 'native' as const,
    token_endpoint_auth_method: 'none' as const,
    // RFC 8252 §7.3: any port on the loopback address (oidc-provider ignores it for native clients).
    redirect_uris: ['http://127.0.0.1/callback'],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
  };
}

const FORM = /<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i;
const INPUT = /<input([^>]*)>/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i');

function htmlDecode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function createBrowser(account: string, deny: boolean): TestBrowser {
  const cookies = new Map<string, string>();
  const visited: string[] = [];

  function keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || value === '')
        cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function request(url: string, body?: URLSearchParams): Promise<Response> {
    visited.push(url);
    const headers: Record<string, string> = {};
    if (cookies.size > 0)
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    keepCookies(response);
    return response;
  }

  async function open(start: string): Promise<string> {
    let response = await request(start);
    for (let step = 0; step < 20; step++) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        response = await request(new URL(location, response.url || visited.at(-1)).href);
        continue;
      }
      const html = await response.text();
      const form = FORM.exec(html);
      if (!form) return html;
      const [, action = '', inner = ''] = form;
      const fields = new URLSearchParams();
      for (const [, attrs = ''] of inner.matchAll(INPUT)) {
        const name = ATTR('name').exec(attrs)?.[1];
        if (!name) continue;
        const value = htmlDecode(ATTR('value').exec(attrs)?.[1] ?? '');
        if (name === 'login') fields.set(name, account);
        else if (name === 'password') fields.set(name, 'any password');
        else fields.set(name, value);
      }
      const target = new URL(htmlDecode(action), visited.at(-1));
      if (deny && fields.get('prompt') === 'consent') {
        // The person closes the consent step: the provider's abort answers access_denied.
        response = await request(new URL(`${target.pathname}/abort`, target).href);
        continue;
      }
      response = await request(target.href, fields);
    }
    throw new Error('the test browser followed too many steps');
  }

  return { open, visited };
}

export async function startOidcProvider(options: {
  accounts: Record<string, TestOidcAccount>;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };
  const provider = new Provider(issuer, {
    clients: [nativeClient(TEST_CLIENT_ID), nativeClient(OTHER_CLIENT_ID)],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key'] },
    pkce: { required: () => true },
    // Groups come with every ID token (as an organisation's provider would configure it).
    claims: { openid: ['sub', 'groups'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = options.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email_verified: true, ...account }),
      };
    },
  });
  // oidc-provider warns about its development interactions: expected here.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider', error));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    otherClientId: OTHER_CLIENT_ID,
    browser: (account, browserOptions = {}) => createBrowser(account, browserOptions.deny ?? false),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
