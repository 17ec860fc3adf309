// What the login screen is told when the API refuses a sign-in (main/session/SessionService).
import { describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../../../common/ipc/channels';
import type { GraphqlBridge } from '../../../main/api/GraphqlBridge';
import { SessionService } from '../../../main/session/SessionService';
import type { AppSettings } from '../../../main/settings/AppSettings';
import type { TokenVault } from '../../../main/vault/TokenVault';

// The refusals never reach the vault or the settings.
const service = (answer: GraphqlResult) =>
  new SessionService(
    { request: async () => answer } as unknown as GraphqlBridge,
    {} as TokenVault,
    {} as AppSettings,
  );

describe('SessionService.login refusals', () => {
  it("passes the server's throttle message on, word for word", async () => {
    const message =
      'Trop de tentatives de connexion pour ce compte. Réessayez dans quelques minutes.';
    const result = await service({
      data: null,
      errors: [{ message, extensions: { code: 'TOO_MANY_ATTEMPTS' } }],
    }).login({ email: 'a@b.fr', password: 'x', remember: false });
    expect(result).toEqual({ ok: false, message });
  });

  it('says wrong credentials for UNAUTHENTICATED, never the server text', async () => {
    const result = await service({
      data: null,
      errors: [{ message: 'anything', extensions: { code: 'UNAUTHENTICATED' } }],
    }).login({ email: 'a@b.fr', password: 'x', remember: false });
    expect(result.ok).toBe(false);
    expect(result).not.toMatchObject({ message: 'anything' });
  });
});

describe('SessionService.loginWithIdToken refusals', () => {
  it.each(['FORBIDDEN', 'UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'])(
    "passes the server's French words on for %s",
    async (code) => {
      const message = "Votre compte Google n'a pas accès au back-office.";
      const result = await service({
        data: null,
        errors: [{ message, extensions: { code } }],
      }).loginWithIdToken('a.b.c', 'nonce', false);
      expect(result).toEqual({ ok: false, message });
    },
  );

  it('says « Une erreur est survenue » for anything else', async () => {
    const result = await service({
      data: null,
      errors: [{ message: 'internal detail', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }).loginWithIdToken('a.b.c', 'nonce', false);
    expect(result).toEqual({ ok: false, message: 'Une erreur est survenue' });
  });
});
