// Issue 30: the desktop app has no address bar, so the admin hub (/crud, spec 001 §2) needs a place
// in the shell: the side menu's « Administration », shown to super-admins only.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, SessionUser } from '../../../common/ipc/channels';
import { App } from '../../../renderer/src/app/App';

const journalist: SessionUser = {
  id: 'u1',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  isSuperAdmin: false,
  brandKeys: [],
  allBrands: true,
};
const superAdmin: SessionUser = { ...journalist, id: 'u2', name: 'Ada Admin', isSuperAdmin: true };

let signedIn: SessionUser = journalist;

/** Main, signed in as `signedIn`; every API read answers an error (the shell does not need data). */
function transport(): BridgeTransport {
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  return {
    invoke(channel) {
      switch (channel) {
        case 'auth.session':
          return ok({ user: signedIn, remembered: true, notice: null });
        case 'app.info':
          return ok({
            name: 'x',
            version: '1',
            host: 'browser',
            platform: 'linux',
            online: true,
            embedded: { state: 'ready', message: null },
            externalApps: { recipe: null, newsletter: null, people: null },
          });
        case 'graphql.request':
          return ok({ data: null, errors: [{ message: 'non', extensions: { code: 'INTERNAL' } }] });
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
  window.backoffice = createBridge(transport());
  window.location.hash = '#/orphanpage';
});

describe('the admin entry', () => {
  it('is in the side menu of a super-admin and opens the admin hub', async () => {
    signedIn = superAdmin;
    render(<App />);
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const entry = await waitFor(() => {
      const link = menu.querySelector('a[href="#/crud"]');
      if (!link) throw new Error('no admin entry yet');
      return link as HTMLAnchorElement;
    });
    expect(entry.textContent).toBe('Administration');
    await userEvent.click(entry);
    await waitFor(() => expect(window.location.hash).toBe('#/crud'));
    expect(
      await screen.findByRole('heading', { name: 'Administration' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Utilisateurs' }).getAttribute('href')).toBe(
      '#/crud/user',
    );
  });

  it('is absent for anyone else', async () => {
    signedIn = journalist;
    render(<App />);
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(menu.querySelector('a[href^="#/crud"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });
});
