// The live newsroom in the other lists (issue 39, the list kit's useLiveRows), against a fake main:
// the cards grid shows who edits a tile from the first `presence` answer then live, asks one tile
// again when a colleague saves it (the list itself is not asked again), offers « nouveaux encarts »
// and reloads only when clicked, reloads on `resync`, and ignores `ready` / unknown actions and
// other brands; the push table (no presence, no query for one push) reloads its page at once.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { GraphqlRequest } from '../../../common/ipc/channels';
import type { LiveEvent } from '../../../common/live/liveEvents';
import { CardListPage } from '../../../renderer/src/features/cards/CardListPage';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { useLiveRows } from '../../../renderer/src/listKit/useLiveRows';
import { entry, fakeLiveMain } from '../support/fakeLiveMain';

const main = fakeLiveMain();
window.backoffice = main.bridge;
const client = createApolloClient(() => main.bridge);

afterEach(cleanup);

const sizes = ['clientWidth', 'clientHeight'] as const;
const laidOut = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
beforeAll(() => {
  // The grid's scroller size, which happy-dom does not lay out: a few rows of tiles in view.
  for (const [key, value] of [
    ['clientWidth', 1000],
    ['clientHeight', 900],
  ] as const)
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  sizes.forEach((key, i) => {
    if (laidOut[i]) Object.defineProperty(HTMLElement.prototype, key, laidOut[i]);
  });
});

const card = (id: string, title: string) => ({
  __typename: 'Card',
  id,
  title,
  label: 'Accueil',
  status: 'online',
  brandKey: 'TEL',
  media: null,
});

const asked = (operation: string) =>
  main
    .callsOf('graphql.request')
    .filter((request) => (request as GraphqlRequest).operationName === operation);

function cardsList() {
  return (
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/TEL/cards']}>
          <Routes>
            <Route path="/:brandKey/cards" element={<CardListPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>
  );
}

it('keeps the cards grid live: who edits, a saved tile alone, « nouveaux encarts », resync', async () => {
  let titles = ['Encart un', 'Encart deux'];
  main.answers.CardList = () => ({
    data: { cards: titles.map((title, i) => card(`c${i + 1}`, title)) },
  });
  main.answers.LivePresence = (request) => {
    expect(request.variables).toMatchObject({ brandKey: 'TEL', contentType: 'card' });
    return {
      data: {
        presence: [
          entry({
            contentType: 'card',
            contentId: 'c1',
            userId: 'u3',
            userName: 'Camille Martin',
            mode: 'editing',
          }),
        ],
      },
    };
  };
  main.answers.CardTileById = (request) => ({
    data: { card: card(String(request.variables?.id), 'Encart deux modifié') },
  });
  render(cardsList());
  const first = (await screen.findByText('Encart un')).closest('button')!;
  await waitFor(() =>
    expect(within(first).getByTestId('row-presence').textContent).toContain(
      'Camille Martin modifie',
    ),
  );

  // A colleague saves the second tile: that tile alone is asked again, the list is not.
  const lists = asked('CardList').length;
  await main.event({ action: 'saved', contentType: 'card', contentId: 'c2', version: 3 });
  await screen.findByText('Encart deux modifié');
  expect(asked('CardTileById')).toHaveLength(1);
  expect(asked('CardList')).toHaveLength(lists);

  // Julien opens the second one: live, without asking anything.
  await main.event({
    action: 'presence',
    contentType: 'card',
    contentId: 'c2',
    presence: [
      entry({
        contentType: 'card',
        contentId: 'c2',
        userId: 'u2',
        userName: 'Julien Bernard',
        mode: 'editing',
      }),
    ],
  });
  const second = screen.getByText('Encart deux modifié').closest('button')!;
  expect(within(second).getByTestId('row-presence').textContent).toContain(
    'Julien Bernard modifie',
  );

  // The stream's `ready`, an unknown action, another brand, an article: nothing moves.
  await main.event({ action: 'ready' as LiveEvent['action'], contentType: 'card', contentId: '' });
  await main.event({
    action: 'archived' as LiveEvent['action'],
    contentType: 'card',
    contentId: 'c1',
  });
  await main.event({ action: 'created', contentType: 'card', contentId: 'c7', brandKey: 'CAP' });
  await main.event({ action: 'created', contentId: 'a7' });
  expect(screen.queryByTestId('new-items')).toBeNull();
  expect(asked('CardTileById')).toHaveLength(1);

  // A card created elsewhere is offered, not inserted; the list reloads when asked.
  await main.event({ action: 'created', contentType: 'card', contentId: 'c3' });
  expect(screen.getByRole('button', { name: MESSAGES.newCards })).toBeTruthy();
  expect(screen.queryByText('Encart trois')).toBeNull();
  titles = ['Encart un', 'Encart deux modifié', 'Encart trois'];
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.newCards }));
  await screen.findByText('Encart trois');
  expect(screen.queryByTestId('new-items')).toBeNull();

  // `resync` (the channel missed too much): the list is asked again.
  const before = asked('CardList').length;
  await main.event({ action: 'resync', contentType: 'card', contentId: '' });
  await waitFor(() => expect(asked('CardList').length).toBe(before + 1));
});

type Push = { id: string; title: string };

function PushHarness({ rows, reload }: { rows: Push[]; reload: () => void }) {
  const live = useLiveRows({
    contentType: 'push',
    brandKey: null,
    rows,
    presence: false,
    onNew: 'reload',
    reload,
  });
  return (
    <ul>
      {live.rows.map((row) => (
        <li key={row.id}>
          {row.title}
          {live.presenceOf(row.id).length}
        </li>
      ))}
      {live.newItems && <li>offre</li>}
    </ul>
  );
}

it('reloads a table page at once (pushes: no presence, no query for one row)', async () => {
  let reloads = 0;
  const rows = [{ id: 'p1', title: 'Alerte' }];
  render(
    <ApolloProvider client={client}>
      <PushHarness rows={rows} reload={() => (reloads += 1)} />
    </ApolloProvider>,
  );
  await main.event({ action: 'status', contentType: 'push', contentId: 'p1', status: 'sent' });
  expect(reloads).toBe(1);
  await main.event({ action: 'created', contentType: 'push', contentId: 'p2', brandKey: 'CAP' });
  expect(reloads).toBe(2);
  expect(screen.queryByText('offre')).toBeNull();
  // Presence of a push is nobody's row line.
  await main.event({
    action: 'presence',
    contentType: 'push',
    contentId: 'p1',
    presence: [
      entry({ contentType: 'push', contentId: 'p1', userId: 'u2', userName: 'Julien Bernard' }),
    ],
  });
  expect(screen.getByRole('listitem').textContent).toBe('Alerte0');
});
