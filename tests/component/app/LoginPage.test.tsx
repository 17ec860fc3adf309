// The login screen with the real router, session provider and Apollo client; main is replaced by
// an in-memory transport (Electron and the host are not reachable from happy-dom).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope } from '../../../common/ipc/channels';
import { MESSAGES } from '../../../common/domain/messages';
import { App } from '../../../renderer/src/app/App';

const user = {
  id: 'u1',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  isSuperAdmin: false,
  brandKeys: ['TEL'],
  allBrands: false,
};
const calls: Array<[string, unknown]> = [];

const NO_KEYCHAIN =
  "Aucun trousseau système n'est disponible : votre session ne sera pas mémorisée après la fermeture de l'application.";

// The renderer keeps its first bridge for the whole file: each test sets this state instead.
const main = { signedIn: false, keychain: true, provider: false, providerRefuses: false };

function transport(): BridgeTransport {
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  return {
    invoke(channel, request) {
      calls.push([channel, request]);
      const notice = main.keychain ? null : NO_KEYCHAIN;
      const session = () => ({
        user: main.signedIn ? user : null,
        remembered: main.signedIn && notice === null,
        notice,
      });
      switch (channel) {
        case 'auth.session':
          return ok(session());
        case 'auth.login': {
          const { password } = request as { password: string };
          if (password !== 'bon-mot-de-passe')
            return ok({ ok: false, message: 'Adresse e-mail ou mot de passe incorrect.' });
          main.signedIn = true;
          return ok({ ok: true, session: session() });
        }
        case 'auth.logout':
          main.signedIn = false;
          return ok(session());
        case 'auth.signInOptions':
          return ok({ provider: main.provider });
        case 'auth.loginWithProvider':
          if (main.providerRefuses) return ok({ ok: false, message: MESSAGES.oidcNoAccess });
          main.signedIn = true;
          return ok({ ok: true, session: session() });
        case 'app.info':
          return ok({
            name: 'x',
            version: '1',
            host: 'browser',
            platform: 'linux',
            online: true,
            embedded: { state: 'starting', message: null },
            externalApps: { recipe: null, newsletter: null, people: null },
          });
        default:
          return Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } });
      }
    },
    subscribe: () => () => {},
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
  };
}

afterEach(cleanup);

beforeEach(() => {
  calls.length = 0;
  main.signedIn = false;
  main.keychain = true;
  main.provider = false;
  main.providerRefuses = false;
  window.backoffice = createBridge(transport());
  window.location.hash = '#/dashboard';
});

describe('login and shell', () => {
  it('sends a visitor to /login, shows French errors, then signs in to where they were going', async () => {
    render(<App />);
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(window.location.hash).toBe('#/login');
    // The form is usable while the embedded server starts, and says that it does.
    expect(await screen.findByText('Démarrage du serveur intégré…')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText('Champ obligatoire')).toHaveLength(2);
    expect(calls.some(([channel]) => channel === 'auth.login')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'camille@example.fr');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'mauvais');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );

    await userEvent.clear(screen.getByLabelText(/Mot de passe/));
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'bon-mot-de-passe');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 5000 });
    expect(calls.findLast(([channel]) => channel === 'auth.login')?.[1]).toMatchObject({
      remember: false,
    });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));

    // One brand only: it is selected, so brand-only entries are enabled and links carry it.
    expect(screen.getByRole('link', { name: 'Encart' }).getAttribute('href')).toBe(
      '#/TEL/card/list?brand=TEL',
    );
  });

  it('without a keychain, says so on the login screen and unticks « Se souvenir de moi »', async () => {
    main.keychain = false;
    render(<App />);
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.getByText(NO_KEYCHAIN)).toBeTruthy();
    const remember = screen.getByRole('checkbox', { name: 'Se souvenir de moi' });
    expect((remember as HTMLInputElement).checked).toBe(false);
    expect((remember as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'camille@example.fr');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'bon-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(calls.find(([channel]) => channel === 'auth.login')?.[1]).toMatchObject({
        remember: false,
      }),
    );
  });

  it('offers « Se connecter avec Google » only when main has a provider', async () => {
    render(<App />);
    await screen.findByRole('button', { name: 'Se connecter' });
    await waitFor(() => expect(calls.some(([c]) => c === 'auth.signInOptions')).toBe(true));
    expect(screen.queryByRole('button', { name: MESSAGES.oidcSignIn })).toBeNull();
  });

  it('signs in with the provider, keeping « Se souvenir de moi », and shows its French refusal', async () => {
    main.provider = true;
    main.providerRefuses = true;
    render(<App />);
    const google = await screen.findByRole('button', { name: MESSAGES.oidcSignIn });
    // The e-mail/password form stays below.
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    await userEvent.click(google);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.oidcNoAccess);
    expect(calls.findLast(([c]) => c === 'auth.loginWithProvider')?.[1]).toEqual({
      remember: true,
    });

    main.providerRefuses = false;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.oidcSignIn }));
    await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 5000 });
    expect(calls.findLast(([c]) => c === 'auth.loginWithProvider')?.[1]).toEqual({
      remember: false,
    });
    expect(calls.some(([c]) => c === 'auth.login')).toBe(false);
  });
});
