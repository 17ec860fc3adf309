// The RFC 8252 sign-in of main (issue 16) against a real OpenID provider (oidc-provider on
// 127.0.0.1): the "system browser" is an HTTP client that follows the provider's login form.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcFromEnv } from '../../../common/auth/oidcConfig';
import { MESSAGES } from '../../../common/domain/messages';
import { CALLBACK_PATH, OidcFlowError, runOidcFlow } from '../../../main/session/oidcFlow';
import { startOidcProvider, type TestOidcProvider } from '../../support/oidcProvider';

let op: TestOidcProvider;
const settings = () => ({
  issuer: op.issuer,
  clientId: op.clientId,
  groupsClaim: 'groups',
  clientSecret: null,
});

beforeAll(async () => {
  op = await startOidcProvider({
    accounts: { alice: { email: 'alice@redaction.fr', name: 'Alice', groups: ['redac@x.fr'] } },
  });
});
afterAll(() => op.close());

describe('runOidcFlow', () => {
  it('signs in through the system browser: PKCE S256, state, nonce, loopback redirect', async () => {
    const browser = op.browser('alice');
    let authorizationUrl = '';
    let redirectUri = '';
    const result = await runOidcFlow({
      settings: settings(),
      onListening: (uri) => (redirectUri = uri),
      openBrowser: async (url) => {
        authorizationUrl = url;
        void browser.open(url);
      },
    });
    const asked = new URL(authorizationUrl);
    expect(asked.origin).toBe(op.issuer);
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(asked.searchParams.get('state')).toBeTruthy();
    expect(asked.searchParams.get('nonce')).toBe(result.nonce);
    expect(asked.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(redirectUri).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${CALLBACK_PATH}$`));
    // The browser went through the provider's login form, then back to the loopback listener.
    expect(browser.visited.some((u) => u.includes('/interaction/'))).toBe(true);
    expect(browser.visited.at(-1)).toContain(`${redirectUri}?code=`);
    const claims = decodeJwt(result.idToken);
    expect(claims).toMatchObject({
      iss: op.issuer,
      aud: op.clientId,
      sub: 'alice',
      nonce: result.nonce,
      email: 'alice@redaction.fr',
      groups: ['redac@x.fr'],
    });
    // One-shot: the listener is gone once the redirect came.
    await expect(fetch(redirectUri)).rejects.toThrow();
  });

  it('refuses a redirect whose state is not the one sent (forged callback)', async () => {
    const flow = runOidcFlow({
      settings: settings(),
      openBrowser: async (url) => {
        const redirect = new URL(url).searchParams.get('redirect_uri') ?? '';
        void fetch(`${redirect}?code=forged&state=not-the-state`);
      },
    });
    await expect(flow).rejects.toThrow(new OidcFlowError(MESSAGES.oidcFailed, 'failed'));
  });

  it('answers only the callback path, once: other paths get 404 and do not end the flow', async () => {
    const browser = op.browser('alice');
    const result = await runOidcFlow({
      settings: settings(),
      openBrowser: async (url) => {
        const redirect = new URL(new URL(url).searchParams.get('redirect_uri') ?? '');
        const stray = await fetch(new URL('/favicon.ico', redirect));
        expect(stray.status).toBe(404);
        void browser.open(url);
      },
    });
    expect(result.idToken.split('.')).toHaveLength(3);
  });

  it('says so in French when the user denies the consent in the browser', async () => {
    const browser = op.browser('alice', { deny: true });
    const flow = runOidcFlow({
      settings: settings(),
      openBrowser: async (url) => void browser.open(url),
    });
    await expect(flow).rejects.toMatchObject({
      message: MESSAGES.oidcCancelled,
      reason: 'cancelled',
    });
  });

  it('times out in French when the browser step is never finished, and closes the listener', async () => {
    let redirectUri = '';
    const flow = runOidcFlow({
      settings: settings(),
      timeoutMs: 300,
      onListening: (uri) => (redirectUri = uri),
      openBrowser: async () => undefined, // the user never comes back
    });
    await expect(flow).rejects.toMatchObject({ message: MESSAGES.oidcTimedOut, reason: 'timeout' });
    await expect(fetch(redirectUri)).rejects.toThrow();
  });

  it('says the provider is unreachable when discovery fails', async () => {
    const flow = runOidcFlow({
      settings: { ...settings(), issuer: 'http://127.0.0.1:1' },
      openBrowser: async () => undefined,
    });
    await expect(flow).rejects.toMatchObject({ message: MESSAGES.oidcProviderUnreachable });
  });
});

describe('oidcFromEnv', () => {
  it('needs issuer and client id; the groups claim defaults to « groups »', () => {
    expect(oidcFromEnv({})).toBeNull();
    expect(oidcFromEnv({ BACKOFFICE_OIDC_ISSUER: 'https://accounts.google.com' })).toBeNull();
    expect(
      oidcFromEnv({
        BACKOFFICE_OIDC_ISSUER: ' https://accounts.google.com ',
        BACKOFFICE_OIDC_CLIENT_ID: 'abc.apps.googleusercontent.com',
      }),
    ).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'abc.apps.googleusercontent.com',
      groupsClaim: 'groups',
      clientSecret: null,
    });
    expect(
      oidcFromEnv({
        BACKOFFICE_OIDC_ISSUER: 'https://op',
        BACKOFFICE_OIDC_CLIENT_ID: 'c',
        BACKOFFICE_OIDC_GROUPS_CLAIM: 'roles',
        BACKOFFICE_OIDC_CLIENT_SECRET: 's',
      }),
    ).toMatchObject({ groupsClaim: 'roles', clientSecret: 's' });
  });
});
