// The in-editor hand-off and the editor's announced mode (issue 39), against a fake main: an editor
// whose lock is refused on opening reads (« regarde » announced, the form disabled); an `unlocked`
// event for it — or its lock's expiry passing, on a fake clock — shows « {nom} a libéré ce
// contenu : vous pouvez le modifier. », whose « Modifier maintenant » asks the lock again through
// the kit's lock hook: granted, the bar goes, « modifie » is announced, the form opens with what it
// held. A lock granted on opening announces « regarde » until the server answers, then « modifie ».
import { CombinedGraphQLErrors } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  EditorHeader,
  LockHandOff,
  useContentLock,
  type LockCalls,
} from '../../../renderer/src/editorKit';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { fakeLiveMain } from '../support/fakeLiveMain';

const main = fakeLiveMain();
window.backoffice = main.bridge;
const client = createApolloClient(() => main.bridge);

afterEach(cleanup);

const lockedBy = (name: string) =>
  new CombinedGraphQLErrors({
    errors: [
      {
        message: `Cette page est en cours de modification par ${name}.`,
        extensions: { code: 'LOCKED', lockedBy: { id: 'u3', name } },
      },
    ],
  });

/** The page editor's shape: disabled while someone else holds the lock, the hand-off above. */
function Editor({
  calls,
  lockExpiresAt = null,
}: {
  calls: LockCalls;
  lockExpiresAt?: string | null;
}) {
  const [holder, setHolder] = useState<string | null>(null);
  const [text, setText] = useState('Titre déjà là');
  const lock = useContentLock('p1', calls, {
    changed: false,
    onLost: (error) => setHolder(error.lockedByName),
    onHeld: () => setHolder(null),
  });
  const disabled = holder !== null && !lock.held;
  return (
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <EditorHeader
          headingId="h"
          title="Une page"
          live={{ brandKey: 'TEL', contentType: 'page', contentId: 'p1', editing: lock.held }}
        />
        <LockHandOff
          contentType="page"
          contentId="p1"
          waiting={disabled}
          lockExpiresAt={lockExpiresAt}
          onTake={lock.retake}
        />
        <textarea
          aria-label="Titre"
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
        />
      </ApolloProvider>
    </FluentProvider>
  );
}

const announced = () =>
  (main.callsOf('presence.set').at(-1) as { items: Array<{ mode: string }> }).items[0]?.mode;

function calls(lock: LockCalls['lock']): LockCalls {
  return { lock, retain: async () => ({}), unlock: vi.fn(async () => ({})) };
}

it('hands the page over in the editor when the holder releases it, the form kept', async () => {
  main.answers.LivePresence = () => ({ data: { presence: [] } });
  const lock = vi
    .fn<LockCalls['lock']>()
    .mockResolvedValueOnce({ error: lockedBy('Camille Martin') })
    .mockResolvedValueOnce({});
  render(<Editor calls={calls(lock)} />);
  const field = screen.getByRole('textbox', { name: 'Titre' }) as HTMLTextAreaElement;
  await waitFor(() => expect(field.disabled).toBe(true));
  await waitFor(() => expect(announced()).toBe('viewing'));
  expect(screen.queryByTestId('lock-freed')).toBeNull();

  // Another page freed, then ours: the bar names who freed it.
  await main.event({ action: 'unlocked', contentType: 'page', contentId: 'p9', actorName: 'X' });
  expect(screen.queryByTestId('lock-freed')).toBeNull();
  await main.event({
    action: 'unlocked',
    contentType: 'page',
    contentId: 'p1',
    actorName: 'Camille Martin',
  });
  expect(screen.getByTestId('lock-freed').textContent).toContain(
    'Camille Martin a libéré ce contenu : vous pouvez le modifier.',
  );

  fireEvent.click(screen.getByRole('button', { name: MESSAGES.lockFreedTake }));
  await waitFor(() => expect(field.disabled).toBe(false));
  expect(lock).toHaveBeenCalledTimes(2);
  expect(screen.queryByTestId('lock-freed')).toBeNull();
  expect(field.value).toBe('Titre déjà là');
  await waitFor(() => expect(announced()).toBe('editing'));
});

it('offers it when the holder’s lock lapses (fake clock), and stays read-only if someone was faster', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  try {
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const lock = vi
      .fn<LockCalls['lock']>()
      .mockResolvedValueOnce({ error: lockedBy('Camille Martin') })
      .mockResolvedValueOnce({ error: lockedBy('Julien Bernard') });
    render(<Editor calls={calls(lock)} lockExpiresAt="2026-11-27T10:10:00.000Z" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect((screen.getByRole('textbox', { name: 'Titre' }) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(screen.queryByTestId('lock-freed')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('lock-freed').textContent).toContain(MESSAGES.lockFreedNobody);

    // Julien took it first: refused, still reading, announced « regarde ».
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.lockFreedTake }));
    await main.event({
      action: 'locked',
      contentType: 'page',
      contentId: 'p1',
      actorName: 'Julien Bernard',
      lockExpiresAt: '2026-11-27T10:20:00.000Z',
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(lock).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('lock-freed')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Titre' }) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
    expect(announced()).toBe('viewing');
  } finally {
    vi.useRealTimers();
  }
});

it('announces « regarde » until the server grants the lock, then « modifie »', async () => {
  let grant: (value: object) => void = () => {};
  const lock = vi.fn<LockCalls['lock']>(() => new Promise((resolve) => (grant = resolve)));
  render(<Editor calls={calls(lock)} />);
  await waitFor(() => expect(announced()).toBe('viewing'));
  await act(async () => grant({}));
  await waitFor(() => expect(announced()).toBe('editing'));
});
