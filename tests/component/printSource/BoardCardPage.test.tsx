// The board card route (issue 36; spec 000 §2, §3 "Board card"): the card opens a new, unsaved
// article prefilled with its title, category and authors, naming the card (and its planned date,
// which the editor has no field for); an unknown card or another brand's is said in French.
// The route table still sends /:brandKey/article/edit to the editor, not to a card named "edit".
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage, MESSAGES } from '../../../common/domain/messages';
import type { DuplicationStart } from '../../../renderer/src/articleKit/articleStart';
import { ROUTES } from '../../../renderer/src/app/routeTable';
import { followApiStatus } from '../../../renderer/src/draftsKit/apiStatus';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import { BoardCardPage } from '../../../renderer/src/features/printSource/BoardCardPage';
import {
  boardCardStart,
  type BoardCard,
} from '../../../renderer/src/features/printSource/boardCardStart';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { fakePrintMain, refusal, setApiOnline, type GraphqlAnswer } from './fakePrintMain';

const CARD: BoardCard = {
  id: 'card-42',
  brandKey: 'TEL',
  title: 'Les séries de la rentrée',
  userId: 'u-7',
  // 22:30 UTC is the next day in Paris.
  publicationDate: '2026-09-01T22:30:00.000Z',
  authors: [
    { id: 'a1', name: 'Julien Roux' },
    { id: 'a2', name: 'Claire Petit' },
  ],
  category: { id: 'c9', title: 'Séries' },
};
const ORIGIN =
  'Nouvel article depuis la carte du board « Les séries de la rentrée », parution prévue le 02/09/2026.';

describe('boardCardStart', () => {
  it('starts the article with the title, its slug, the category and the authors', () => {
    expect(boardCardStart(CARD)).toEqual({
      values: {
        title: CARD.title,
        slug: 'les-series-de-la-rentree',
        categories: [{ id: 'c9', title: 'Séries' }],
        authors: [
          { id: 'a1', title: 'Julien Roux' },
          { id: 'a2', title: 'Claire Petit' },
        ],
      },
      notices: [{ intent: 'info', text: ORIGIN }],
    });
  });

  it("leaves the authors to the editor's main author when the card has none, and says no date it has not", () => {
    const start = boardCardStart({ ...CARD, authors: [], category: null, publicationDate: null });
    expect(start.values).not.toHaveProperty('authors');
    expect(start.values.categories).toEqual([]);
    expect(start.notices[0]!.text).toBe(formatMessage('boardCardOrigin', { title: CARD.title }));
  });
});

function Started() {
  const location = useLocation();
  const state = location.state as { duplication: DuplicationStart };
  return (
    <output aria-label="nouvel article">
      {location.pathname} {JSON.stringify(state.duplication)}
    </output>
  );
}

function open(answer: GraphqlAnswer, path = '/TEL/article/card-42') {
  const main = fakePrintMain({ BoardCardStart: answer });
  window.backoffice = main.bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:brandKey/article/:cardId" element={<BoardCardPage />} />
            <Route path="/:brandKey/article/edit" element={<Started />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
  return main;
}

const found = (card: BoardCard | null) => () => ({
  data: { boardCard: card && { __typename: 'BoardCard', ...card } },
});

beforeAll(() => followApiStatus(fakePrintMain({}).bridge));
afterEach(() => {
  cleanup();
  setApiOnline(true);
});

describe('the board card route', () => {
  it('opens a new article of the brand started from the card', async () => {
    const main = open(found(CARD));
    const started = await screen.findByLabelText('nouvel article');
    expect(started.textContent).toBe(`/TEL/article/edit ${JSON.stringify(boardCardStart(CARD))}`);
    expect(main.asked('BoardCardStart').map((o) => o.variables)).toEqual([{ id: 'card-42' }]);
  });

  const notFound = formatMessage('boardCardNotFound', { id: 'card-42' });
  it.each([
    ['an unknown card', found(null)],
    ["another brand's card", found({ ...CARD, brandKey: 'GEO' })],
    ['a refusal of the server', () => refusal('NOT_FOUND', 'Not found')],
  ])('says so in French for %s', async (_, answer) => {
    open(answer);
    expect((await screen.findByRole('alert')).textContent).toContain(notFound);
    expect(screen.getByRole('button', { name: MESSAGES.printBackToList })).toBeTruthy();
  });

  it('offers « Réessayer » when the server failed', async () => {
    let calls = 0;
    open(() =>
      ++calls === 1 ? refusal('INTERNAL_SERVER_ERROR', MESSAGES.genericError) : found(CARD)(),
    );
    const retry = await screen.findByRole('button', { name: MESSAGES.genericRetry });
    retry.click();
    expect(await screen.findByLabelText('nouvel article')).toBeTruthy();
  });

  it('offline, says the card opens when the network is back', async () => {
    setApiOnline(false);
    open(() => refusal('NETWORK_ERROR', 'Serveur injoignable : vous travaillez hors ligne.'));
    expect(await screen.findByText(MESSAGES.boardCardOffline)).toBeTruthy();
  });

  it("says 'Erreur, il n'y a pas de BrandKey' for an unknown brand", async () => {
    const main = open(found(CARD), '/XXX/article/card-42');
    expect(await screen.findByText(MESSAGES.articleNoBrandKey)).toBeTruthy();
    expect(main.operations).toHaveLength(0);
  });
});

it("shows the card's title, category, authors and origin in the new article's editor", async () => {
  const main = fakePrintMain({});
  window.backoffice = main.bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter>
          <ArticleEditor
            brandKey="TEL"
            kind="article"
            initial={null}
            newDraftId="0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f"
            onCreated={vi.fn()}
            startWith={boardCardStart(CARD)}
          />
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
  expect(await screen.findByText(ORIGIN)).toBeTruthy();
  expect(await screen.findByDisplayValue(CARD.title)).toBeTruthy();
  for (const name of ['Séries', 'Julien Roux', 'Claire Petit'])
    expect((await screen.findAllByText(name)).length).toBeGreaterThan(0);
});

describe('the route table', () => {
  const routes: RouteObject[] = [{ children: ROUTES.map((r) => ({ path: r.path })) }];
  const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
  it.each([
    ['/TEL/article/edit', '/:brandKey/:articleType/edit/:id?/:search?'],
    [
      '/TEL/article/edit/6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      '/:brandKey/:articleType/edit/:id?/:search?',
    ],
    ['/TEL/video/edit', '/:brandKey/:articleType/edit/:id?/:search?'],
    ['/TEL/article/card-42', '/:brandKey/article/:cardId'],
    ['/TEL/article/raw-17/version/v-3', '/:brandKey/article/:rawArticleId/version/:versionId'],
  ])('sends %s to %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});
