// Mounts the good-deal AI page (issue 35) on an in-memory GraphQL link: each operation is answered
// by `answers[operationName](variables)` (data or GraphQL errors, as the server sends them) and
// recorded. The router also knows the article editor's route, shown as its path.
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '../../../common/ipc/channels';
import { SessionContext } from '../../../renderer/src/app/session/SessionContext';
import { GoodDealPage } from '../../../renderer/src/features/goodDeals/GoodDealPage';

export type Answer = (variables: Record<string, unknown>) => unknown;

export const JOURNALIST: SessionUser = {
  id: 'u2',
  name: 'Camille Martin',
  email: 'camille@example.test',
  isSuperAdmin: false,
  brandKeys: [],
  allBrands: true,
};
export const ADMIN: SessionUser = { ...JOURNALIST, id: 'u1', name: 'Admin', isSuperAdmin: true };

/** A GraphQL refusal as the API sends it (DESIGN.md "Contracts"). */
export function refusal(code: string, message: string, fields?: Record<string, string>) {
  return { errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] };
}

function EditorProbe() {
  return <p>Éditeur {useLocation().pathname}</p>;
}

export function mountGoodDealPage(options: {
  answers: Record<string, Answer>;
  user?: SessionUser;
  path?: string;
}) {
  const operations: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        operations.push({ name, variables: operation.variables });
        const answer = options.answers[name];
        const result = answer ? answer(operation.variables) : refusal('OTHER', `pas de ${name}`);
        observer.next(
          result && typeof result === 'object' && 'errors' in result
            ? (result as ApolloLink.Result)
            : { data: result as Record<string, unknown> },
        );
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link,
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  const session = {
    status: 'ready' as const,
    user: options.user ?? JOURNALIST,
    notice: null,
    login: () => Promise.resolve({ ok: false as const, message: '' }),
    loginWithProvider: () => Promise.resolve({ ok: false as const, message: '' }),
    logout: () => Promise.resolve(),
    createFirstAdmin: () => Promise.resolve({ ok: false as const, message: '', fields: {} }),
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[options.path ?? '/ia/article?brand=TEL']}>
            <Routes>
              <Route path="/ia/article" element={<GoodDealPage />} />
              <Route path="/:brandKey/:articleType/edit/:id" element={<EditorProbe />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ApolloProvider>
    </FluentProvider>,
  );
  return {
    operations,
    namesOf: (name: string) => operations.filter((op) => op.name === name),
  };
}

let clock = Date.parse('2026-11-27T09:00:00.000Z');
/** A process row as the API returns it. */
export function processRow(
  id: string,
  fields: Partial<{
    status: 'SUCCESS' | 'ERROR' | null;
    productTitle: string | null;
    error: string | null;
    article: { id: string; brandKey: string; title: string } | null;
  }> = {},
) {
  const at = new Date((clock += 60_000)).toISOString();
  return {
    __typename: 'ArticleGoodDealAiProcess',
    id,
    status: null,
    createdAt: at,
    updatedAt: at,
    brandKey: 'TEL',
    productUrl: `https://boutique.example.fr/produit/${id}`,
    productTitle: null,
    error: null,
    article: null,
    ...fields,
    ...(fields.article ? { article: { __typename: 'Article', ...fields.article } } : {}),
  };
}
