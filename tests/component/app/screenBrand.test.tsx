// Issue 30: an editor opened by id (/slideshow/edit/:id) has no brand in its URL; the header's brand
// selector said « Toutes » above a TEL slideshow. The editor declares its brand (useScreenBrand):
// the shell shows it, fixed while that content is open, and « Toutes » again once it is left.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { brandLabel } from '../../../common/domain/brands';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, SessionUser } from '../../../common/ipc/channels';
import {
  SessionContext,
  type SessionState,
} from '../../../renderer/src/app/session/SessionContext';
import { AppShell } from '../../../renderer/src/app/shell/AppShell';
import { useScreenBrand } from '../../../renderer/src/app/shell/screenBrand';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';

const EDITOR: SessionUser = {
  id: 'u1',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  isSuperAdmin: false,
  brandKeys: [],
  allBrands: true,
};

const session: SessionState = {
  status: 'ready',
  user: EDITOR,
  notice: null,
  login: () => Promise.resolve({ ok: false, message: '' }),
  loginWithProvider: () => Promise.resolve({ ok: false, message: '' }),
  logout: () => Promise.resolve(),
  createFirstAdmin: () => Promise.resolve({ ok: false, message: '', fields: {} }),
};

function transport(): BridgeTransport {
  const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
  return {
    invoke(channel) {
      if (channel === 'app.info')
        return ok({
          name: 'x',
          version: '1',
          host: 'browser',
          platform: 'linux',
          online: true,
          embedded: { state: 'ready', message: null },
          externalApps: { recipe: null, newsletter: null, people: null },
        });
      return Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } });
    },
    subscribe: () => () => {},
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
  };
}

/** A screen showing a TEL content, as the slideshow editor does. */
function TelContent() {
  useScreenBrand('TEL');
  return <Link to="/slideshow/list">Retour à la liste</Link>;
}

afterEach(cleanup);
beforeEach(() => {
  window.backoffice = createBridge(transport());
});

it('shows the brand of the open content, fixed, then « Toutes » again once it is left', async () => {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.empty(),
    defaultOptions: {
      query: { errorPolicy: 'all' },
      watchQuery: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/slideshow/edit/s1']}>
            <Routes>
              <Route element={<AppShell />}>
                <Route path="/slideshow/edit/:id" element={<TelContent />} />
                <Route path="/slideshow/list" element={<p>Liste</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ApolloProvider>
    </FluentProvider>,
  );
  const selector = await screen.findByRole('combobox', { name: 'Marque' });
  await waitFor(() => expect(selector.textContent).toBe(brandLabel('TEL')));
  expect(
    selector.hasAttribute('disabled') || selector.getAttribute('aria-disabled') === 'true',
  ).toBe(true);
  // The side menu follows the content's brand.
  expect(screen.getByRole('link', { name: 'Encart' }).getAttribute('href')).toBe(
    '/TEL/card/list?brand=TEL',
  );

  await userEvent.click(screen.getByRole('link', { name: 'Retour à la liste' }));
  await screen.findByText('Liste');
  await waitFor(() => expect(selector.textContent).toBe('Toutes'));
}, 30_000);
