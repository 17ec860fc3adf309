// Issue 30: after a reload while offline, the save state read « Enregistrement… » for up to 2 s
// while the banner already said offline. When main knows the API is out of reach, a queued save
// says « En attente de réseau » at once; online, the first moments of a save still read
// « Enregistrement… ». Main is a fake bridge here: `app.info` answers the status a reload reads
// first, and the test pushes `api.status` changes as main does. Fake timers: no time passes.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { AppInfo, Envelope } from '../../../common/ipc/channels';
import { SaveStatus } from '../../../renderer/src/draftsKit';

const statusListeners = new Set<(payload: unknown) => void>();

function fakeMain(onlineAtStart: boolean) {
  const info: AppInfo = {
    name: 'Back-office',
    version: '1.0.0',
    host: 'browser',
    platform: 'linux',
    online: onlineAtStart,
    embedded: { state: 'none', message: null },
    externalApps: { recipe: null, newsletter: null, people: null },
  };
  const transport: BridgeTransport = {
    invoke: (channel) =>
      Promise.resolve<Envelope<unknown>>(
        channel === 'app.info'
          ? { ok: true, value: info }
          : { ok: false, error: { code: 'INTERNAL', message: 'non' } },
      ),
    subscribe: (event, listener) => {
      if (event !== 'api.status') return () => {};
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
  };
  return createBridge(transport);
}

const pushStatus = (online: boolean) =>
  act(() => statusListeners.forEach((listener) => listener({ online })));
const label = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('a save queued after a reload offline says « En attente de réseau » at once, and « Enregistrement… » only while the network is there', async () => {
  // The window reloads while main knows the API is unreachable (the banner is on screen).
  window.backoffice = fakeMain(false);
  render(
    <FluentProvider theme={webLightTheme}>
      <SaveStatus state="queued" />
    </FluentProvider>,
  );
  // Only the answer of `app.info` is awaited: no timer moves.
  await act(async () => {});
  expect(label()).toBe('En attente de réseau');

  // Back online with the save still queued (being sent): the usual first moments.
  await pushStatus(true);
  expect(label()).toBe('Enregistrement…');
  // Gone again mid-send: said at once, not after the 2 s grace.
  await pushStatus(false);
  expect(label()).toBe('En attente de réseau');
  await pushStatus(true);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_000);
  });
  expect(label()).toBe('En attente de réseau');
});
