// The diagnostic window (issue 37; spec 000 §2 "Actions": Diagnostic): each check green or red
// with why, the page's address, « Relancer » asking the server again with the loading state, the
// server's refusals (not published, unreachable page) in a bar; the route table sends
// /:brandKey/article/diagnostic/:id here and leaves the print and board-card routes theirs.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { ROUTES } from '../../../renderer/src/app/routeTable';
import { ArticleDiagnosticPage } from '../../../renderer/src/features/diagnostic/ArticleDiagnosticPage';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import { fakePrintMain, held, refusal, type GraphqlAnswer } from '../printSource/fakePrintMain';

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const URL_ = 'https://www.example.fr/vendanges';
const CHECKS = [
  { key: 'status', label: 'Réponse de la page', ok: true, detail: 'HTTP 200 en 120 ms.' },
  {
    key: 'canonical',
    label: 'URL canonique',
    ok: false,
    detail: `La page annonce https://ailleurs.example/ au lieu de ${URL_}.`,
  },
];
const answered = (checks = CHECKS) => ({
  data: {
    articleDiagnostic: {
      __typename: 'ArticleDiagnostic',
      url: URL_,
      checks: checks.map((c) => ({ __typename: 'DiagnosticCheck', ...c })),
    },
  },
});

function open(answer: GraphqlAnswer, path = `/GEO/article/diagnostic/${ID}`) {
  const main = fakePrintMain({ ArticleDiagnostic: answer });
  window.backoffice = main.bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:brandKey/article/diagnostic/:id" element={<ArticleDiagnosticPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
  return main;
}

afterEach(cleanup);

describe('the diagnostic window', () => {
  it('shows each check passed or failed, with why, and the page it read', async () => {
    const main = open(() => answered());
    const list = await screen.findByRole('list', { name: MESSAGES.diagnosticTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-ok'))).toEqual(['true', 'false']);
    expect(rows[0]!.textContent).toContain(`Réponse de la page — ${MESSAGES.diagnosticOk}`);
    expect(rows[1]!.textContent).toContain(`URL canonique — ${MESSAGES.diagnosticFailed}`);
    expect(rows[1]!.textContent).toContain(CHECKS[1]!.detail);
    expect(screen.getByText(`Page analysée : ${URL_}`)).toBeTruthy();
    expect(main.asked('ArticleDiagnostic').map((o) => o.variables)).toEqual([{ id: ID }]);
  });

  it('« Relancer » asks the server again, showing that it works meanwhile', async () => {
    const second = held<unknown>();
    let calls = 0;
    const main = open(() => (++calls === 1 ? answered() : second.promise));
    await screen.findByRole('list', { name: MESSAGES.diagnosticTitle });
    screen.getByRole('button', { name: MESSAGES.diagnosticRerun }).click();
    expect(await screen.findByText(MESSAGES.diagnosticRunning)).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.diagnosticRerun })).toHaveProperty(
      'disabled',
      true,
    );
    second.resolve(answered(CHECKS.map((c) => ({ ...c, ok: true }))));
    const list = await screen.findByRole('list', { name: MESSAGES.diagnosticTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-ok')),
    ).toEqual(['true', 'true']);
    expect(main.asked('ArticleDiagnostic')).toHaveLength(2);
  });

  it.each([
    ['an unpublished article', 'BAD_USER_INPUT', MESSAGES.diagnosticNotPublished],
    ['an unreachable page', 'SERVICE_UNAVAILABLE', MESSAGES.diagnosticPageUnreachable],
  ])('says why for %s in a bar, « Relancer » still offered', async (_, code, message) => {
    let calls = 0;
    open(() => (++calls === 1 ? refusal(code, message) : answered()));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    screen.getByRole('button', { name: MESSAGES.diagnosticRerun }).click();
    expect(await screen.findByRole('list', { name: MESSAGES.diagnosticTitle })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Erreur, il n'y a pas de BrandKey' for an unknown brand, asking nothing", async () => {
    const main = open(() => answered(), `/XXX/article/diagnostic/${ID}`);
    expect(await screen.findByText(MESSAGES.articleNoBrandKey)).toBeTruthy();
    expect(main.operations).toHaveLength(0);
  });
});

describe('the route table', () => {
  const routes: RouteObject[] = [{ children: ROUTES.map((r) => ({ path: r.path })) }];
  const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
  it.each([
    [`/GEO/article/diagnostic/${ID}`, '/:brandKey/article/diagnostic/:id'],
    ['/GEO/article/diagnostic', '/:brandKey/article/:cardId'],
    ['/GEO/article/raw-17/version/v-3', '/:brandKey/article/:rawArticleId/version/:versionId'],
    ['/GEO/article/diagnostic/version/v-3', '/:brandKey/article/:rawArticleId/version/:versionId'],
    [`/GEO/article/edit/${ID}`, '/:brandKey/:articleType/edit/:id?/:search?'],
  ])('sends %s to %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});
