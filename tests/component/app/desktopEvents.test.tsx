// Issue 38: the page opens the route main sends on 'app.navigate' (a deep link, a clicked
// notification) after checking it again, shows the browser host's notifications (a toast without
// Web Notifications permission, « Ouvrir » opening the content) and tells main about its focus.
import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, EventName } from '../../../common/ipc/channels';
import { DesktopEvents } from '../../../renderer/src/app/DesktopEvents';
import { APP_TOASTER_ID } from '../../../renderer/src/ui/appToasterId';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

let listeners: Map<EventName, (payload: unknown) => void>;
let invoked: [string, unknown][];

function transport(): BridgeTransport {
  return {
    invoke(channel, request) {
      invoked.push([channel, request]);
      return Promise.resolve<Envelope<unknown>>({ ok: true, value: {} });
    },
    subscribe(event, listener) {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function mount() {
  render(
    <FluentProvider theme={webLightTheme}>
      <Toaster toasterId={APP_TOASTER_ID} />
      <MemoryRouter initialEntries={['/article/list']}>
        <DesktopEvents />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const send = (event: EventName, payload: unknown) => act(() => listeners.get(event)!(payload));

afterEach(cleanup);
beforeEach(() => {
  listeners = new Map();
  invoked = [];
  window.backoffice = createBridge(transport());
});

it('navigates to the route of app.navigate', async () => {
  mount();
  send('app.navigate', { route: '/TEL/article/edit/42' });
  expect(screen.getByTestId('where').textContent).toBe('/TEL/article/edit/42');
});

it('checks the route again: one outside the route table is ignored', async () => {
  mount();
  send('app.navigate', { route: '/crud/user/u1' });
  send('app.navigate', { route: '/TEL/article/edit/../../crud' });
  expect(screen.getByTestId('where').textContent).toBe('/article/list');
});

it('shows a notification as a toast whose « Ouvrir » opens the content', async () => {
  mount();
  send('app.notification', {
    title: 'Envoi terminé',
    body: 'reportage.mp4',
    route: '/TEL/video/edit/42',
  });
  expect(await screen.findByText('Envoi terminé')).toBeTruthy();
  await userEvent.click(screen.getByText('Ouvrir'));
  expect(screen.getByTestId('where').textContent).toBe('/TEL/video/edit/42');
});

it('tells main whether the window is in front', async () => {
  mount();
  expect(invoked.some(([channel]) => channel === 'app.focus')).toBe(true);
  invoked = [];
  // Minimised or behind another tab: the page is hidden.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(invoked.at(-1)).toEqual(['app.focus', { focused: false }]);
  delete (document as { visibilityState?: unknown }).visibilityState;
});
