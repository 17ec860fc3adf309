// Prompts admin (issue 34; spec 000 §3 "Prompts", 001 §7): super-admins list the prompts of a
// brand (with those of every brand) and edit a prompt's label and body; updatePrompt names the
// prompt by its field and brand. Others are told the area is reserved and ask nothing.
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { SessionUser } from '../../../common/ipc/channels';
import { SessionContext } from '../../../renderer/src/app/session/SessionContext';
import { ADMIN_ONLY_TITLE } from '../../../renderer/src/adminKit/AdminOnlyNotice';
import { hubSections } from '../../../renderer/src/features/admin/AdminHub';
import { PromptEdit, PromptList } from '../../../renderer/src/features/admin/AdminScreens';
import { promptId, promptWhere } from '../../../renderer/src/features/admin/entities/prompts';

const ADMIN: SessionUser = {
  id: 'u1',
  name: 'Admin',
  email: 'admin@example.test',
  isSuperAdmin: true,
  brandKeys: [],
  allBrands: true,
};

const PROMPTS = [
  {
    __typename: 'Prompt',
    field: 'Title',
    label: 'Titres',
    body: 'Propose 3 titres.',
    brandKey: 'TEL',
    updatedAt: '2026-11-26T09:00:00.000Z',
  },
  {
    __typename: 'Prompt',
    field: 'DiscoverTitle',
    label: 'Titres Discover',
    body: 'Propose 5 titres Discover.',
    brandKey: null,
    updatedAt: null,
  },
];

function mount(path: string, user: SessionUser = ADMIN, loaded = PROMPTS[0]) {
  const operations: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push({ name: operation.operationName ?? '', variables: operation.variables });
        const answers: Record<string, unknown> = {
          AdminPrompts: { prompts: PROMPTS },
          AdminPrompt: { prompt: loaded },
          AdminUpdatePrompt: { updatePrompt: { ...PROMPTS[0], ...operation.variables.data } },
        };
        observer.next({ data: answers[operation.operationName ?? ''] as Record<string, unknown> });
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
    user,
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
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/crud/prompt" element={<PromptList />} />
              <Route path="/crud/prompt/:id" element={<PromptEdit />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ApolloProvider>
    </FluentProvider>,
  );
  return operations;
}

afterEach(cleanup);

it('names a prompt by its field and brand, every brand being no brand', () => {
  expect(promptId('Title', 'TEL')).toBe('Title~TEL');
  expect(promptWhere('Title~TEL')).toEqual({ field: 'Title', brandKey: 'TEL' });
  expect(promptWhere(promptId('Body', null))).toEqual({ field: 'Body', brandKey: null });
  expect(hubSections('TEL').at(-1)?.links).toEqual([
    { label: 'Prompts IA', to: '/crud/prompt?brand=TEL' },
  ]);
});

it("lists the brand's prompts and those of every brand", async () => {
  const operations = mount('/crud/prompt?brand=TEL');
  expect(await screen.findByText('Titres')).toBeTruthy();
  expect(screen.getByText('Titres Discover')).toBeTruthy();
  expect(screen.getByText('Toutes les marques (par défaut)')).toBeTruthy();
  expect(operations[0]).toEqual({ name: 'AdminPrompts', variables: { brandKey: 'TEL' } });
});

it("edits a shared prompt for the brand: updatePrompt names the brand's own", async () => {
  const operations = mount('/crud/prompt/DiscoverTitle~TEL?brand=TEL', ADMIN, PROMPTS[1]);
  const user = userEvent.setup();
  const body = await screen.findByRole('textbox', { name: /Prompt/ });
  expect(
    screen.getByText("Prompt de toutes les marques : l'enregistrer crée celui de TEL."),
  ).toBeTruthy();
  await user.type(body, ' Sans emoji.');
  await user.click(screen.getByRole('button', { name: MESSAGES.save }));
  await waitFor(() => expect(operations.map((o) => o.name)).toContain('AdminUpdatePrompt'));
  expect(operations.find((o) => o.name === 'AdminUpdatePrompt')?.variables).toEqual({
    where: { field: 'DiscoverTitle', brandKey: 'TEL' },
    data: { label: 'Titres Discover', body: 'Propose 5 titres Discover. Sans emoji.' },
  });
});

it('saves the label and body of a prompt through updatePrompt', async () => {
  const operations = mount('/crud/prompt/Title~TEL?brand=TEL');
  const user = userEvent.setup();
  const body = await screen.findByRole('textbox', { name: /Prompt/ });
  expect(operations[0]).toEqual({
    name: 'AdminPrompt',
    variables: { where: { field: 'Title', brandKey: 'TEL' } },
  });
  await user.clear(body);
  await user.type(body, 'Propose 3 titres courts.');
  await user.click(screen.getByRole('button', { name: MESSAGES.save }));
  await waitFor(() => expect(operations.map((o) => o.name)).toContain('AdminUpdatePrompt'));
  expect(operations.find((o) => o.name === 'AdminUpdatePrompt')?.variables).toEqual({
    where: { field: 'Title', brandKey: 'TEL' },
    data: { label: 'Titres', body: 'Propose 3 titres courts.' },
  });
});

it('tells someone who is not a super-admin, asking nothing', async () => {
  const operations = mount('/crud/prompt?brand=TEL', {
    ...ADMIN,
    isSuperAdmin: false,
    allBrands: false,
    brandKeys: ['TEL'],
  });
  expect(await screen.findByText(ADMIN_ONLY_TITLE)).toBeTruthy();
  expect(operations).toEqual([]);
});
