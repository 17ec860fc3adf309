// The app shell's update bar (issue 38): « Une mise à jour est disponible » once main says an
// update is downloaded, « Redémarrer » or what the restart waits for. And the body editor keeps
// the app's own correction: Chromium's checker is off on its ProseMirror view.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditorView } from 'prosemirror-view';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Channel, Envelope, UpdateState } from '../../../common/ipc/channels';
import { UpdateBar } from '../../../renderer/src/app/shell/UpdateBar';
import { RichTextEditor } from '../../../renderer/src/editor';

let listener: ((payload: unknown) => void) | null = null;
const calls: Channel[] = [];
let current: UpdateState | null = null;
let afterRestart: UpdateState | null = null;

const transport: BridgeTransport = {
  invoke(channel) {
    calls.push(channel);
    const ok = (value: unknown): Promise<Envelope<unknown>> => Promise.resolve({ ok: true, value });
    if (channel === 'updates.status') return ok(current);
    if (channel === 'updates.restart') return ok({ restarted: false, state: afterRestart });
    return Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } });
  },
  subscribe(event, next) {
    if (event === 'updates.status') listener = next;
    return () => (listener = null);
  },
  registerFile: () => Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'non' } }),
};

beforeAll(() => {
  window.backoffice = createBridge(transport);
});
afterEach(() => {
  cleanup();
  calls.length = 0;
  current = null;
});

const renderBar = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <UpdateBar />
    </FluentProvider>,
  );

it('shows nothing until an update is downloaded, then « Redémarrer »', async () => {
  renderBar();
  await waitFor(() => expect(calls).toContain('updates.status'));
  expect(screen.queryByText('Une mise à jour est disponible')).toBeNull();
  act(() => listener!({ version: '1.1.0', waitingFor: null, restartRequested: false }));
  expect(screen.getByText('Une mise à jour est disponible')).toBeTruthy();
  expect(screen.getByText(/Version 1\.1\.0/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Redémarrer' }));
  expect(calls).toContain('updates.restart');
});

it('says the restart waits for the drafts, then that it will come once they are sent', async () => {
  current = { version: '1.1.0', waitingFor: 'saves', restartRequested: false };
  afterRestart = { ...current, restartRequested: true };
  renderBar();
  const button = await screen.findByRole('button', {
    name: "Redémarrer après l'envoi des brouillons",
  });
  await userEvent.click(button);
  await screen.findByText('Redémarrage dès que les brouillons en attente auront été envoyés.');
  expect(
    screen.getByRole('button', { name: "Redémarrer après l'envoi des brouillons" }),
  ).toHaveProperty('disabled', true);
  act(() => listener!({ version: '1.1.0', waitingFor: 'uploads', restartRequested: true }));
  expect(
    screen.getByText('Redémarrage dès que les téléversements en cours seront terminés.'),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Redémarrer après les téléversements' })).toBeTruthy();
});

it("leaves the body to the app's own correction: spellcheck off on the ProseMirror view", () => {
  let view: EditorView | null = null;
  render(
    <FluentProvider theme={webLightTheme}>
      <RichTextEditor
        kind="body"
        value={null}
        onChange={() => {}}
        brandProfile={{ draftEditorPlugins: [] }}
        searchInternalLinks={async () => []}
        resolveInternalArticle={async () => null}
        onError={() => undefined}
        spelling={{
          check: async () => ({ available: true, misspelled: [] }),
          suggest: async () => [],
        }}
        onViewReady={(v) => {
          view = v;
        }}
      />
    </FluentProvider>,
  );
  expect(view!.dom.getAttribute('spellcheck')).toBe('false');
  expect(view!.dom.getAttribute('lang')).toBe('fr');
});
