// Issue 30 "Sign-in behind the newsroom's proxy": the per-source limit (100 attempts in 15 min)
// counts the client named by X-Forwarded-For when the connection comes from a trusted proxy
// (BACKOFFICE_TRUSTED_PROXIES), and never the header of anyone else; and a source over its limit
// no longer refuses a right password for an account that is not itself throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrustedProxies } from '../../server/src/auth/clientAddress';
import {
  LoginThrottle,
  TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../server/src/auth/loginThrottle';
import { LOGIN_FAILED_MESSAGE } from '../../server/src/schema/accounts/resolvers';
import { forEachBackend } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/testServer';

const LOGIN =
  'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

forEachBackend('sign-in behind a reverse proxy', (backend) => {
  async function login(
    server: TestServer,
    email: string,
    password: string,
    forwardedFor?: string,
  ): Promise<{ ok: boolean; message?: string }> {
    const res = await server.post(
      '/graphql?login',
      JSON.stringify({ query: LOGIN, variables: { email, password }, operationName: 'login' }),
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );
    const body = (await res.json()) as {
      data?: { login?: unknown };
      errors?: { message: string }[];
    };
    return body.data?.login ? { ok: true } : { ok: false, message: body.errors?.[0]?.message };
  }

  /** A script's 100 attempts on 100 addresses from `source` (counted as the API counts them). */
  async function exhaust(server: TestServer, source: string): Promise<void> {
    const throttle = new LoginThrottle(server.handle.db);
    const now = new Date();
    let last = '';
    for (let i = 0; i < 100; i++)
      last = await throttle.attempt(`cible-${i}@exemple.fr`, source, now);
    expect(await throttle.attempt('cible-100@exemple.fr', source, now)).toBe('source-blocked');
    expect(last).not.toBe('address-blocked');
  }

  describe('behind a trusted proxy (BACKOFFICE_TRUSTED_PROXIES=127.0.0.1)', () => {
    let server: TestServer;
    beforeAll(async () => {
      // The tests connect from 127.0.0.1: here that is the newsroom's proxy.
      server = await startTestServer({
        backend,
        trustedProxies: TrustedProxies.parse('127.0.0.1, 10.0.0.0/8'),
      });
    });
    afterAll(() => server.close());

    it('counts the client X-Forwarded-For names: a script at one desk does not lock out the others', async () => {
      await exhaust(server, '203.0.113.9');
      const script = await login(server, 'cible-101@exemple.fr', 'faux', '203.0.113.9');
      expect(script).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE });
      // The same script through a second proxy of the newsroom (10.x, trusted): still that desk.
      const via = await login(server, 'cible-102@exemple.fr', 'faux', '203.0.113.9, 10.2.3.4');
      expect(via).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE });

      const journalist = await server.createUser();
      const wrong = await login(server, journalist.email, 'pas-le-bon', '198.51.100.4');
      expect(wrong).toEqual({ ok: false, message: LOGIN_FAILED_MESSAGE });
      expect(await login(server, journalist.email, journalist.password, '198.51.100.4')).toEqual({
        ok: true,
      });
    });

    it('reads the chain from the right: an address the client wrote before its own is ignored', async () => {
      await exhaust(server, '192.0.2.50');
      // The client (192.0.2.50) wrote a fresh address in front; the proxy appended the real one.
      const spoofed = await login(server, 'cible-103@exemple.fr', 'faux', '1.2.3.4, 192.0.2.50');
      expect(spoofed).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE });
    });
  });

  describe('with no trusted proxy (the default)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ backend });
    });
    afterAll(() => server.close());

    it('ignores X-Forwarded-For: a script cannot get a fresh count by writing a new address each time', async () => {
      await exhaust(server, '127.0.0.1');
      for (const forged of ['198.51.100.1', '198.51.100.2', '::1'])
        expect(await login(server, `autre-${forged}@exemple.fr`, 'faux', forged)).toEqual({
          ok: false,
          message: TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE,
        });
    });

    it('a right password still signs in from a source over its limit; the account’s own limit still holds', async () => {
      await exhaust(server, '127.0.0.1');
      const journalist = await server.createUser();
      expect(await login(server, journalist.email, 'pas-le-bon')).toEqual({
        ok: false,
        message: TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE,
      });
      expect(await login(server, journalist.email, journalist.password)).toEqual({ ok: true });

      // An account that is itself throttled (5 attempts) is refused whatever the password.
      const victim = await server.createUser();
      for (let i = 0; i < 5; i++) await login(server, victim.email, `faux-${i}`);
      expect(await login(server, victim.email, victim.password)).toEqual({
        ok: false,
        message: TOO_MANY_ATTEMPTS_MESSAGE,
      });
    });
  });
});
