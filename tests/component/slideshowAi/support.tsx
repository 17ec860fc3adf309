// The slideshow AI screen mounted at an address, with main as the in-memory bridge of fakeAiMain
// (GraphQL answered by operation name) and a signed-in journalist; the address is readable.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '../../../common/ipc/channels';
import {
  SessionContext,
  type SessionState,
} from '../../../renderer/src/app/session/SessionContext';
import { SlideshowAiPage } from '../../../renderer/src/features/slideshowAi/SlideshowAiPage';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';
import type { fakeAiMain } from '../support/fakeAiMain';

export const JOURNALIST: SessionUser = {
  id: 'u1',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  isSuperAdmin: false,
  brandKeys: ['CAC', 'TEL'],
  allBrands: false,
};

function session(user: SessionUser): SessionState {
  const never = () => Promise.reject(new Error('not in this test'));
  return {
    status: 'ready',
    user,
    notice: null,
    login: never,
    loginWithProvider: never,
    logout: never,
    createFirstAdmin: never,
  };
}

export const location = { path: '' };

function Where() {
  const current = useLocation();
  location.path = current.pathname;
  return null;
}

export function mountScreen(
  main: ReturnType<typeof fakeAiMain>,
  path: string,
  user: SessionUser = JOURNALIST,
) {
  window.backoffice = main.bridge;
  return render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <SessionContext.Provider value={session(user)}>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            <Routes>
              <Route
                path="/slideshow/ia/:activeTab/:brandKey/:slideshowId?"
                element={<SlideshowAiPage />}
              />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ApolloProvider>
    </FluentProvider>,
  );
}

export interface ProcessFixture {
  id: string;
  status: 'RUNNING' | 'SUCCESS' | 'ERROR';
  slideshowSubject?: string | null;
  articleId?: string | null;
  errorMsg?: string | null;
  generatedTitle?: string | null;
  recipeNumber?: number;
}

export function processRow(p: ProcessFixture) {
  return {
    __typename: 'OpenAiProcess',
    brandKey: 'CAC',
    articleId: null,
    slideshowSubject: null,
    recipeNumber: 5,
    errorMsg: null,
    generatedTitle: null,
    createdAt: '2026-03-02T08:30:00.000Z',
    updatedAt: '2026-03-02T08:31:00.000Z',
    ...p,
  };
}

export const processes = (rows: ProcessFixture[]) => () => ({
  data: { openAiProcesses: rows.map(processRow) },
});
