// « Se connecter avec Google » end to end through main (issue 16): the IPC call runs the RFC 8252
// flow against a real OpenID provider, the page's browser (browser host: main hands it the URL
// with `auth.providerUrl`) fills the provider's login form, the API checks the ID token, and main
// keeps the session token — the renderer only ever sees who signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/domain/messages';
import { Backoffice } from '../../main/app/Backoffice';
import { insertGoogleGroup } from '../../server/src/services/accounts/googleGroupStore';
import { insertRole } from '../../server/src/services/accounts/roleStore';
import { startOidcProvider, type TestOidcProvider } from '../support/oidcProvider';
import { startTestServer, type TestServer } from './helpers/testServer';

describe('sign-in with the OpenID provider through main', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-oidc-'));
  let op: TestOidcProvider;
  let server: TestServer;
  let backoffice: Backoffice;
  const opened: string[] = [];
  let account = 'erin';

  beforeAll(async () => {
    op = await startOidcProvider({
      accounts: {
        erin: { email: 'erin@redaction.fr', name: 'Erin', groups: ['redaction@example.fr'] },
        frank: { email: 'frank@ailleurs.fr', name: 'Frank', groups: [] },
      },
    });
    const oidc = {
      issuer: op.issuer,
      clientId: op.clientId,
      groupsClaim: 'groups',
      clientSecret: null,
    };
    server = await startTestServer({ oidc });
    await insertGoogleGroup(
      server.handle.db,
      'redaction@example.fr',
      await insertRole(server.handle.db, 'journaliste'),
    );
    backoffice = new Backoffice({
      host: 'browser',
      appName: 'Back-office',
      version: '0.0.0-test',
      dataDir,
      env: {
        BACKOFFICE_API_URL: server.url,
        BACKOFFICE_OIDC_ISSUER: op.issuer,
        BACKOFFICE_OIDC_CLIENT_ID: op.clientId,
      },
      keychain: null,
      startEmbeddedServer: () => Promise.reject(new Error('not in this test')),
      openExternal: async () => 'renderer',
      emit: (event, payload) => {
        // The page opens the provider itself: here the test browser does.
        if (event === 'auth.providerUrl') {
          const { url } = payload as { url: string };
          opened.push(url);
          void op.browser(account).open(url);
        }
      },
    });
    await backoffice.start();
  });
  afterAll(async () => {
    await backoffice.stop();
    await server.close();
    await op.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (channel: string, payload: unknown = null) =>
    backoffice.dispatch(channel, payload, true) as Promise<{ ok: boolean; value?: unknown }>;

  it('offers the provider when configured', async () => {
    expect(await call('auth.signInOptions')).toEqual({ ok: true, value: { provider: true } });
  });

  it('signs a mapped user in; the renderer gets the session, never a token', async () => {
    account = 'erin';
    const answer = await call('auth.loginWithProvider', { remember: false });
    expect(opened.at(-1)).toContain(`${op.issuer}/auth?`);
    expect(answer.value).toMatchObject({
      ok: true,
      session: { user: { email: 'erin@redaction.fr', name: 'Erin' } },
    });
    expect(JSON.stringify(answer)).not.toMatch(/token|eyJ/i);
    // Main holds the API token: the page's GraphQL goes through with it.
    const me = await call('graphql.request', {
      operationName: 'me',
      query: 'query me { me { email roles { slug } } }',
    });
    expect(me.value).toMatchObject({
      data: { me: { email: 'erin@redaction.fr', roles: [{ slug: 'journaliste' }] } },
    });
  });

  it('tells an unknown user without a mapped group, in French', async () => {
    await call('auth.logout');
    account = 'frank';
    const answer = await call('auth.loginWithProvider', { remember: false });
    expect(answer.value).toEqual({ ok: false, message: MESSAGES.oidcNoAccess });
  });
});
