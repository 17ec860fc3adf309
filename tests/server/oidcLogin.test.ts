// loginWithOidc (issue 16) against a real OpenID provider (oidc-provider on 127.0.0.1): ID tokens
// are obtained through its authorization-code flow (main's RFC 8252 flow, with a test browser
// that fills its login form), then checked by the API — signature, issuer, audience, expiry, nonce.
import { sql } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../common/domain/messages';
import { TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE } from '../../server/src/auth/loginThrottle';
import type { OidcSettings } from '../../common/auth/oidcConfig';
import { runOidcFlow } from '../../main/session/oidcFlow';
import { insertGoogleGroup } from '../../server/src/services/accounts/googleGroupStore';
import { insertRole } from '../../server/src/services/accounts/roleStore';
import { startOidcProvider, type TestOidcProvider } from '../support/oidcProvider';
import { forEachBackend } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/testServer';

const LOGIN_OIDC =
  'mutation loginWithOidc($idToken: String!, $nonce: String!) { loginWithOidc(idToken: $idToken, nonce: $nonce) { token user { id email name googleId roles { slug } } } }';
const ME = 'query me { me { id email googleId roles { slug } } }';
const USER_COUNT = 'query userCount { userCount }';
const HOUR = 60 * 60 * 1000;

interface OidcPayload {
  loginWithOidc: {
    token: string;
    user: {
      id: string;
      email: string;
      name: string;
      googleId: string | null;
      roles: { slug: string }[];
    };
  };
}

forEachBackend('sign-in with the OpenID provider', (backend) => {
  let clock = Date.now();
  let op: TestOidcProvider;
  let server: TestServer;
  let oidc: OidcSettings;
  let knownEmail: string;

  /** An ID token for `account`, through the provider's real authorization-code flow. */
  async function idTokenOf(account: string, clientId = op.clientId) {
    const browser = op.browser(account);
    return runOidcFlow({
      settings: { ...oidc, clientId },
      openBrowser: async (url) => void browser.open(url),
    });
  }

  const signIn = (idToken: string, nonce: string) =>
    server.gql<OidcPayload>(LOGIN_OIDC, { idToken, nonce });

  beforeAll(async () => {
    knownEmail = 'alice.connue@example.test';
    op = await startOidcProvider({
      accounts: {
        // The provider's address differs in case from the stored one: matched all the same.
        alice: { email: knownEmail.toUpperCase(), name: 'Alice', groups: [] },
        bob: {
          email: 'bob@redaction.fr',
          name: 'Bob Nouveau',
          groups: ['Redaction-Web@Example.fr', 'x'],
        },
        carol: { email: 'carol@ailleurs.fr', name: 'Carol', groups: ['autre@example.fr'] },
        dave: {
          email: 'dave@redaction.fr',
          email_verified: false,
          groups: ['redaction-web@example.fr'],
        },
      },
    });
    oidc = { issuer: op.issuer, clientId: op.clientId, groupsClaim: 'groups', clientSecret: null };
    server = await startTestServer({ backend, now: () => new Date(clock), oidc });
    await server.createUser({ name: 'Alice Connue', email: knownEmail, roleSlugs: ['editeur'] });
    const web = await insertRole(server.handle.db, 'journaliste-web');
    await insertGoogleGroup(server.handle.db, 'redaction-web@example.fr', web);
    await insertGoogleGroup(server.handle.db, 'autre@example.fr', null); // a group without role
  });
  afterAll(async () => {
    await server.close();
    await op.close();
  });

  it('signs a known user in by e-mail, remembers their googleId, and the token works', async () => {
    const { idToken, nonce } = await idTokenOf('alice');
    const res = await signIn(idToken, nonce);
    expect(res.errors).toBeUndefined();
    const { token, user } = res.data!.loginWithOidc;
    expect(user).toMatchObject({ email: knownEmail, name: 'Alice Connue', googleId: 'alice' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await server.gql<{ me: { email: string; roles: { slug: string }[] } }>(
      ME,
      {},
      token,
    );
    expect(me.data?.me).toMatchObject({ email: knownEmail, roles: [{ slug: 'editeur' }] });
  });

  it('creates an unknown user whose group maps to a role, with that role; then finds them again', async () => {
    const before = (await server.gql<{ userCount: number }>(USER_COUNT, {}, server.admin.token))
      .data!.userCount;
    const first = await idTokenOf('bob');
    const res = await signIn(first.idToken, first.nonce);
    expect(res.errors).toBeUndefined();
    expect(res.data!.loginWithOidc.user).toMatchObject({
      email: 'bob@redaction.fr',
      name: 'Bob Nouveau',
      googleId: 'bob',
      roles: [{ slug: 'journaliste-web' }],
    });
    const again = await idTokenOf('bob');
    const second = await signIn(again.idToken, again.nonce);
    expect(second.data!.loginWithOidc.user.id).toBe(res.data!.loginWithOidc.user.id);
    const after = (await server.gql<{ userCount: number }>(USER_COUNT, {}, server.admin.token))
      .data!.userCount;
    expect(after).toBe(before + 1);
  });

  it('refuses, in French, an unknown user none of whose groups maps to a role', async () => {
    const { idToken, nonce } = await idTokenOf('carol');
    const res = await signIn(idToken, nonce);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.oidcNoAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    const users = await server.gql<{ users: { email: string }[] }>(
      'query users { users(first: 100) { email } }',
      {},
      server.admin.token,
    );
    expect(users.data?.users.map((u) => u.email)).not.toContain('carol@ailleurs.fr');
  });

  it('does not create an account from an e-mail the provider says is not verified', async () => {
    const { idToken, nonce } = await idTokenOf('dave');
    const res = await signIn(idToken, nonce);
    expect(res.errors?.[0]).toMatchObject({ message: MESSAGES.oidcNoEmail });
  });

  const refusedAsInvalid = (res: {
    data: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  }) => {
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.message).toBe(MESSAGES.oidcInvalidToken);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  };

  it('refuses a token issued to another client (wrong audience)', async () => {
    const { idToken, nonce } = await idTokenOf('alice', op.otherClientId);
    refusedAsInvalid(await signIn(idToken, nonce));
  });

  it('refuses a token with another nonce than the one sent', async () => {
    const { idToken } = await idTokenOf('alice');
    refusedAsInvalid(await signIn(idToken, 'not-the-nonce-of-this-sign-in'));
  });

  it('refuses an expired token', async () => {
    const { idToken, nonce } = await idTokenOf('alice');
    clock += 2 * HOUR; // the provider's ID tokens last one hour
    try {
      refusedAsInvalid(await signIn(idToken, nonce));
    } finally {
      clock -= 2 * HOUR;
    }
    // The same token at the right time is fine (the refusal was the expiry).
    expect((await signIn(idToken, nonce)).errors).toBeUndefined();
  });

  it('refuses a token signed by someone else, and a real token whose claims were altered', async () => {
    const { idToken, nonce } = await idTokenOf('alice');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ nonce, email: knownEmail, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(op.issuer)
      .setAudience(op.clientId)
      .setSubject('alice')
      .setIssuedAt(Math.floor(clock / 1000))
      .setExpirationTime(Math.floor(clock / 1000) + 600)
      .sign(privateKey);
    refusedAsInvalid(await signIn(forged, nonce));
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 'bob' })).toString('base64url');
    refusedAsInvalid(await signIn(`${header}.${altered}.${signature}`, nonce));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    refusedAsInvalid(await signIn(unsigned, nonce));
    refusedAsInvalid(await signIn('pas-un-jeton', nonce));
    refusedAsInvalid(await signIn('x'.repeat(20_000), nonce));
  });

  it('counts sign-ins against their source like passwords: the 101st bad token of a window is refused, a good one is not', async () => {
    const { idToken, nonce } = await idTokenOf('alice');
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const guess = (n: number) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: `guess-${n}` })).toString('base64url')}.${signature}`;
    // From no count at all: the tests above counted too, one of them two hours ahead.
    await server.handle.db.execute(sql`delete from login_throttle`);
    const window = 16 * 60 * 1000; // past the throttle's 15 minutes
    const start = clock;
    try {
      for (let n = 0; n < 100; n++) refusedAsInvalid(await signIn(guess(n), nonce));
      const blocked = await signIn(guess(100), nonce);
      expect(blocked.errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE);
      // Issue 30: a script sharing the newsroom's address does not lock the others out — a token
      // the provider signed cannot be guessed, so it signs in even from a source over its limit.
      expect((await signIn(idToken, nonce)).errors).toBeUndefined();
      clock += window;
      refusedAsInvalid(await signIn(guess(101), nonce));
    } finally {
      clock = start;
    }
  }, 60_000);

  it('refuses when no provider is configured', async () => {
    const bare = await startTestServer({ backend });
    try {
      const res = await bare.gql(LOGIN_OIDC, { idToken: 'a.b.c', nonce: 'n' });
      expect(res.errors?.[0]?.message).toBe(MESSAGES.oidcNotConfigured);
    } finally {
      await bare.close();
    }
  });
});
