// The print-source route (issue 36; spec 000 §2, 001 §8): the web article is made on the server
// while a loading message says so, then its editor replaces the route; the server's refusals are
// shown in its words with a way back to the list; the network's failures offer « Réessayer »;
// offline it says it waits and makes the article once the network is back.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from '../../../common/domain/messages';
import { followApiStatus } from '../../../renderer/src/draftsKit/apiStatus';
import { PrintSourcePage } from '../../../renderer/src/features/printSource/PrintSourcePage';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { fakePrintMain, held, refusal, setApiOnline, type GraphqlAnswer } from './fakePrintMain';

const ARTICLE_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const CREATED = {
  data: {
    createArticleFromPrintVersion: {
      __typename: 'Article',
      id: ARTICLE_ID,
      brandKey: 'TEL',
      format: 'Rich',
    },
  },
};
const NETWORK = refusal('NETWORK_ERROR', 'Serveur injoignable : vous travaillez hors ligne.');

function Landed() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <output aria-label="arrivée">
      {location.pathname}
      {location.search} {how}
    </output>
  );
}

function open(answer: GraphqlAnswer, path = '/TEL/article/raw-17/version/v-3') {
  const main = fakePrintMain({ PrintSourceCreateArticle: answer });
  window.backoffice = main.bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter initialEntries={['/article/list', path]} initialIndex={1}>
          <Routes>
            <Route
              path="/:brandKey/article/:rawArticleId/version/:versionId"
              element={<PrintSourcePage />}
            />
            <Route path="/:brandKey/:articleType/edit/:id" element={<Landed />} />
            <Route path="/article/list" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
  return main;
}

beforeAll(() => followApiStatus(fakePrintMain({}).bridge));
beforeEach(() => setApiOnline(true));
afterEach(cleanup);

it('says it is making the article while the server works, then replaces itself with its editor', async () => {
  const answer = held<unknown>();
  const main = open(() => answer.promise);
  expect(await screen.findByText(MESSAGES.printSourceCreating)).toBeTruthy();
  expect(main.asked('PrintSourceCreateArticle').map((o) => o.variables)).toEqual([
    { rawArticle: 'raw-17', version: 'v-3', brandKey: 'TEL' },
  ]);
  answer.resolve(CREATED);
  const landed = await screen.findByLabelText('arrivée');
  // REPLACE: Back leads to where the journalist came from, not to a second creation.
  expect(landed.textContent).toBe(`/TEL/article/edit/${ARTICLE_ID} REPLACE`);
});

it.each([
  ['NOT_FOUND', formatMessage('printSourceNotFound', { id: 'raw-17' })],
  ['BAD_USER_INPUT', MESSAGES.printSourceProblem],
  ['BAD_USER_INPUT', MESSAGES.printSourceEmpty],
])(
  'shows the refusal %s in the words of the spec, with a way back to the list',
  async (code, message) => {
    open(() => refusal(code, message));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByRole('button', { name: MESSAGES.genericRetry })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.printBackToList }));
    expect((await screen.findByLabelText('arrivée')).textContent).toBe(
      '/article/list?brand=TEL PUSH',
    );
  },
);

it('offers « Réessayer » when the server could not be reached, and then opens the article', async () => {
  let calls = 0;
  const main = open(() => (++calls === 1 ? NETWORK : CREATED));
  expect((await screen.findByRole('alert')).textContent).toContain(NETWORK.errors[0]!.message);
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.genericRetry }));
  expect((await screen.findByLabelText('arrivée')).textContent).toContain(
    `/TEL/article/edit/${ARTICLE_ID}`,
  );
  expect(main.asked('PrintSourceCreateArticle')).toHaveLength(2);
});

it('offline, says it waits for the network and makes the article when the network is back', async () => {
  setApiOnline(false);
  const main = open(() => CREATED);
  expect(await screen.findByText(MESSAGES.printSourceOffline)).toBeTruthy();
  expect(main.asked('PrintSourceCreateArticle')).toHaveLength(0);
  setApiOnline(true);
  expect((await screen.findByLabelText('arrivée')).textContent).toContain(
    `/TEL/article/edit/${ARTICLE_ID}`,
  );
  expect(main.asked('PrintSourceCreateArticle')).toHaveLength(1);
});

it("says 'Erreur, il n'y a pas de BrandKey' for an unknown brand and asks nothing", async () => {
  const main = open(() => CREATED, '/XXX/article/raw-17/version/v-3');
  expect(await screen.findByText(MESSAGES.articleNoBrandKey)).toBeTruthy();
  expect(main.operations).toHaveLength(0);
});
