// The live kit in the editor header and the lists (issue 39), against a fake main: the header
// announces what the window has open (« modifie » when it holds the lock), shows the colleagues
// with the same content open from the first `presence` answer then live from the events, says
// « hors ligne » when the channel is down and leaves when it closes; a list patches a row a
// colleague saved without reloading, offers new items, reloads on `resync`, ignores other brands;
// the list's locked notice turns into the hand-off the moment the lock is free.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { EditorHeader } from '../../../renderer/src/editorKit';
import { LockedNotice } from '../../../renderer/src/features/articles/LockedNotice';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { useLiveList } from '../../../renderer/src/liveKit';
import { entry, fakeLiveMain } from '../support/fakeLiveMain';

const main = fakeLiveMain();
window.backoffice = main.bridge;
const client = createApolloClient(() => main.bridge);

function wrap(children: ReactNode, path = '/') {
  return (
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </ApolloProvider>
    </FluentProvider>
  );
}

afterEach(cleanup);

function header(editing: boolean, contentId = 'a1') {
  return wrap(
    <EditorHeader
      headingId="h"
      title="Un article"
      live={{ brandKey: 'TEL', contentType: 'article', contentId, editing }}
    />,
  );
}

it('announces the open content and shows the colleagues who have it open, live', async () => {
  main.answers.LivePresence = () => ({
    data: { presence: [entry({ userId: 'u2', userName: 'Julien Bernard' })] },
  });
  const view = render(header(true));
  await waitFor(() =>
    expect(main.callsOf('presence.set').at(-1)).toEqual({
      items: [{ brandKey: 'TEL', contentType: 'article', contentId: 'a1', mode: 'editing' }],
    }),
  );
  const group = await screen.findByRole('group', { name: /Également ouvert par/ });
  expect(group.textContent).toContain('Julien Bernard regarde');

  // Camille opens it too and holds the lock: the holder comes first.
  await main.event({
    action: 'presence',
    contentId: 'a1',
    presence: [
      entry({ userId: 'u2', userName: 'Julien Bernard' }),
      entry({ userId: 'u3', userName: 'Camille Martin', mode: 'editing' }),
    ],
  });
  expect(screen.getByTestId('editor-presence').textContent).toContain(
    'Camille Martin modifie, Julien Bernard regarde',
  );
  // Everyone left: nothing shown.
  await main.event({ action: 'presence', contentId: 'a1', presence: [] });
  expect(screen.queryByTestId('editor-presence')).toBeNull();

  view.unmount();
  await waitFor(() => expect(main.callsOf('presence.set').at(-1)).toEqual({ items: [] }));
});

it('reads when it does not hold the lock, and says « hors ligne » while the channel is down', async () => {
  main.answers.LivePresence = () => ({ data: { presence: [] } });
  render(header(false, 'a2'));
  await waitFor(() =>
    expect(main.callsOf('presence.set').at(-1)).toEqual({
      items: [{ brandKey: 'TEL', contentType: 'article', contentId: 'a2', mode: 'viewing' }],
    }),
  );
  await main.setState('offline');
  expect(screen.getByTestId('editor-presence').textContent).toBe(MESSAGES.presenceOffline);
  await main.setState('live');
  expect(screen.queryByTestId('editor-presence')).toBeNull();
});

type Row = { id: string; title: string };

function LiveRows(props: {
  rows: Row[];
  fetchRow: (id: string) => Promise<Row | null>;
  onResync: () => void;
  onCounts: () => void;
}) {
  const list = useLiveList({ contentType: 'article', brandKey: 'TEL', ...props });
  return (
    <>
      <ul>
        {list.rows.map((row) => (
          <li key={row.id}>{row.title}</li>
        ))}
      </ul>
      {list.newItems && <button onClick={list.clearNewItems}>{MESSAGES.newArticles}</button>}
    </>
  );
}

it('patches the row a colleague saved, offers new items, reloads on resync, ignores other brands', async () => {
  const fetchRow = vi.fn(async (id: string) => ({ id, title: `${id} modifié` }));
  const onResync = vi.fn();
  const onCounts = vi.fn();
  const rows = [
    { id: 'a1', title: 'a1' },
    { id: 'a2', title: 'a2' },
  ];
  render(
    wrap(<LiveRows rows={rows} fetchRow={fetchRow} onResync={onResync} onCounts={onCounts} />),
  );

  await main.event({ action: 'saved', contentId: 'a9', brandKey: 'CAP' });
  await main.event({ action: 'saved', contentId: 'a3' });
  expect(fetchRow).not.toHaveBeenCalled();

  await main.event({ action: 'published', contentId: 'a2', status: 'Published', version: 4 });
  await screen.findByText('a2 modifié');
  expect(fetchRow).toHaveBeenCalledWith('a2');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a1', 'a2 modifié']);
  expect(onCounts).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: MESSAGES.newArticles })).toBeNull();

  // A new article is offered, not inserted.
  await main.event({ action: 'created', contentId: 'a4' });
  expect(screen.getByRole('button', { name: MESSAGES.newArticles })).toBeTruthy();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);

  // A deleted row goes; a resync reloads.
  await main.event({ action: 'deleted', contentId: 'a1' });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a2 modifié']);
  await main.event({ action: 'resync', contentId: '' });
  expect(onResync).toHaveBeenCalledTimes(1);
});

function lockedList() {
  return wrap(
    <Routes>
      <Route
        path="/"
        element={
          <LockedNotice
            kind="article"
            state={{
              notice: 'Camille Martin modifie cet article.',
              locked: { id: 'a5', brandKey: 'TEL', holder: 'Camille Martin' },
            }}
          />
        }
      />
      <Route path="/:brandKey/:articleType/edit/:id" element={<p>éditeur ouvert</p>} />
    </Routes>,
  );
}

it('tells the waiting colleague at once when the holder releases the lock, and opens it', async () => {
  render(lockedList());
  expect(screen.getByRole('button', { name: MESSAGES.lockTakeOver })).toBeTruthy();
  await main.event({ action: 'unlocked', contentId: 'a6', actorName: 'Autre' });
  expect(screen.queryByTestId('lock-freed')).toBeNull();

  await main.event({ action: 'unlocked', contentId: 'a5', actorName: 'Camille Martin' });
  expect(screen.getByTestId('lock-freed').textContent).toContain(
    'Camille Martin a libéré ce contenu : vous pouvez le modifier.',
  );
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.lockFreedTake }));
  await screen.findByText('éditeur ouvert');
});

it('tells it too when the lock lapses (its expiry passed, no event of its own)', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    render(lockedList());
    await main.event({
      action: 'locked',
      contentId: 'a5',
      actorName: 'Camille Martin',
      lockExpiresAt: '2026-11-27T10:10:00.000Z',
    });
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(screen.queryByTestId('lock-freed')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('lock-freed').textContent).toContain(MESSAGES.lockFreedNobody);
  } finally {
    vi.useRealTimers();
  }
});
