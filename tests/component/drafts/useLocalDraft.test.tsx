// The drafts hook and the save status badge with a fake bridge: main's drafts and outbox are an
// in-memory transport here (main is not reachable from happy-dom); events are pushed by the test.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import type { Draft } from '../../../common/ipc/channels';
import { DRAFT_TOO_LARGE_MESSAGE } from '../../../common/ipc/draftLimits';
import { QUEUED_GRACE_MS } from '../../../renderer/src/draftsKit/SaveStatus';
import { SaveStatus, useLocalDraft, type LocalDraft } from '../../../renderer/src/draftsKit';
import { fakeDraftsMain } from '../support/fakeDraftsMain';

const KEY = 'TEL:1f0c';

const fakeMain = (stored: Draft | null = null) => fakeDraftsMain(KEY, stored);

const draft = (value: Record<string, unknown>, baseVersion: number | null): Draft => ({
  key: KEY,
  value,
  baseVersion,
  articleId: '1f0c',
  revision: 4,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:05:00.000Z',
  state: 'draft',
  problem: null,
});

let hook: LocalDraft;
function Editor({
  bridge,
  value,
  version,
}: {
  bridge: BackofficeBridge;
  value: Record<string, unknown>;
  version: number | null;
}) {
  hook = useLocalDraft(KEY, value, version, { bridge });
  return (
    <FluentProvider theme={webLightTheme}>
      <SaveStatus state={hook.syncState} detail={hook.lastSync?.message} />
      {hook.restored && <p>Brouillon à restaurer : {String(hook.restored.value.title)}</p>}
      {hook.error && <p role="alert">{hook.error}</p>}
    </FluentProvider>
  );
}

/** The debounce and the queued save's grace period run on fake timers: no test waits for them. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('useLocalDraft and <SaveStatus>', () => {
  it.each([
    [
      'offers a local draft that differs from the server copy',
      { title: 'Texte local' },
      3,
      3,
      true,
      false,
    ],
    [
      'offers, as a conflict, a draft started from an older version',
      { title: 'Texte local' },
      2,
      3,
      true,
      true,
    ],
    [
      'does not offer a draft identical to the server copy',
      { title: 'Serveur' },
      3,
      3,
      false,
      false,
    ],
  ])('%s', async (_case, local, draftBase, serverVersion, offered, older) => {
    const main = fakeMain(draft(local, draftBase));
    render(<Editor bridge={main.bridge} value={{ title: 'Serveur' }} version={serverVersion} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Brouillon local'));
    expect(hook.restored !== null).toBe(offered);
    if (offered) expect(hook.restored).toMatchObject({ value: local, basedOnOlderVersion: older });
  });

  it("shows 'Enregistré' when there is no local draft", async () => {
    const main = fakeMain();
    render(<Editor bridge={main.bridge} value={{ title: 'Serveur' }} version={3} />);
    await waitFor(() => expect(main.channels()).toEqual(['drafts.get']));
    expect(screen.getByRole('status').textContent).toBe('Enregistré');
  });

  it('writes the last of a burst of edits once, within a second, and shows a local draft meanwhile', async () => {
    const main = fakeMain();
    render(<Editor bridge={main.bridge} value={{ title: 'Serveur' }} version={3} />);
    vi.useFakeTimers();
    act(() => {
      hook.saveLocal({ title: 'S' });
      hook.saveLocal({ title: 'Sa' });
      hook.saveLocal({ title: 'Sal' });
    });
    expect(screen.getByRole('status').textContent).toBe('Brouillon local');
    expect(main.channels()).not.toContain('drafts.put');
    await advance(1_000);
    expect(main.channels()).toContain('drafts.put');
    expect(main.calls.filter(([channel]) => channel === 'drafts.put')).toEqual([
      ['drafts.put', { key: KEY, value: { title: 'Sal' }, baseVersion: 3 }],
    ]);
  });

  it("says 'Enregistré' only once main reports the server's acknowledgement", async () => {
    const main = fakeMain();
    render(<Editor bridge={main.bridge} value={{ title: 'Serveur' }} version={3} />);
    vi.useFakeTimers();
    act(() => hook.saveLocal({ title: 'Nouveau' }));
    await act(() =>
      hook.saveToServer({
        where: { id: '1f0c' },
        create: { title: 'Nouveau' },
        update: { version: 3, title: 'Nouveau' },
      }),
    );
    // The pending edit reached the draft store before the save was queued.
    expect(main.channels().slice(-2)).toEqual(['drafts.put', 'outbox.enqueue']);
    // A save in flight reads as sending; only a wait beyond the grace period means no network.
    expect(screen.getByRole('status').textContent).toBe('Enregistrement…');
    main.push({ key: 'TEL:autre', state: 'saved' });
    expect(screen.getByRole('status').textContent).toBe('Enregistrement…');
    await advance(QUEUED_GRACE_MS);
    expect(screen.getByRole('status').textContent).toBe('En attente de réseau');
    main.push({ state: 'saved', serverVersion: 4 });
    expect(screen.getByRole('status').textContent).toBe('Enregistré');
  });

  it.each([
    ['conflict', 'Conflit'],
    ['error', "Erreur lors de l'enregistrement"],
    ['queued', 'En attente de réseau'],
  ] as const)('shows %s in French', async (state, label) => {
    const main = fakeMain();
    render(<Editor bridge={main.bridge} value={{}} version={1} />);
    await waitFor(() => expect(main.channels()).toEqual(['drafts.get']));
    vi.useFakeTimers();
    main.push({ state, message: 'Cet article a été modifié entre-temps.' });
    await advance(QUEUED_GRACE_MS);
    expect(screen.getByRole('status').textContent).toBe(label);
  });

  it('reopened after a save refused because a colleague held the lock: a local draft offered back, no save error (issue 30)', async () => {
    const main = fakeMain({
      ...draft({ title: 'Écrit avant la prise de main' }, 3),
      state: 'error',
      problem: {
        code: 'LOCKED',
        message: 'Camille Martin a pris la main sur cet article.',
        serverVersion: null,
      },
    });
    render(<Editor bridge={main.bridge} value={{ title: 'Serveur' }} version={3} />);
    await waitFor(() =>
      expect(screen.getByText('Brouillon à restaurer : Écrit avant la prise de main')).toBeTruthy(),
    );
    expect(screen.getByRole('status').textContent).toBe('Brouillon local');
    expect(hook.problem).toBeNull();
  });

  it('reopened after a save refused as invalid: the refusal is still said', async () => {
    const main = fakeMain({
      ...draft({ title: '' }, 3),
      state: 'error',
      problem: {
        code: 'BAD_USER_INPUT',
        message: 'Le titre est obligatoire.',
        serverVersion: null,
      },
    });
    render(<Editor bridge={main.bridge} value={{ title: 'Serveur' }} version={3} />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe("Erreur lors de l'enregistrement"),
    );
    expect(hook.problem?.code).toBe('BAD_USER_INPUT');
  });

  it('discards the local draft on request', async () => {
    const main = fakeMain(draft({ title: 'Texte local' }, 3));
    render(<Editor bridge={main.bridge} value={{ title: 'Serveur' }} version={3} />);
    await waitFor(() =>
      expect(screen.getByText('Brouillon à restaurer : Texte local')).toBeTruthy(),
    );
    await act(() => hook.discard());
    expect(main.calls.at(-1)).toEqual(['drafts.discard', { key: KEY }]);
    expect(screen.queryByText(/Brouillon à restaurer/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Enregistré');
  });

  it('tells the user, in French, when a draft is too large to keep', async () => {
    const main = fakeMain();
    render(<Editor bridge={main.bridge} value={{}} version={1} />);
    act(() => hook.saveLocal({ body: 'x'.repeat(9_000_000) }));
    await act(() => hook.flush());
    expect(screen.getByRole('alert').textContent).toBe(DRAFT_TOO_LARGE_MESSAGE);
    expect(main.channels()).not.toContain('drafts.put');
  });
});
