// Publishing an article whose slug is empty (issue 30): the editor fills the slug from the title
// with the slug helper (001 §5), shows it in its field and sends it with the publication, so the
// article never goes public without an address.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeDraftsMain } from '../support/fakeDraftsMain';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import type { SavedArticle } from '../../../renderer/src/articleKit/articleForm';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';

const ID = '5b0e3f4a-8c1d-4e2f-9a3b-7c6d5e4f3a2b';
const main = fakeDraftsMain(`TEL:${ID}`);

const draft = {
  __typename: 'Article',
  id: ID,
  version: 3,
  title: "L'été à Paris : les 5 sorties !",
  secondaryTitle: null,
  partnerTitle: null,
  discoverTitle: null,
  slug: null,
  status: 'Draft',
  lead: null,
  body: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  publishedAt: null,
  editedAt: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  brandKey: 'TEL',
  format: 'Rich',
  medias: [
    { key: 'TEL/2026/11/a', href: 'https://img.example.fr/a.jpg', credit: 'AFP', source: 'AFP' },
  ],
  canonical: null,
  urls: [],
  live: null,
  lockedAt: null,
  lockedBy: null,
  categories: [{ id: 'c1', title: 'Sorties' }],
  channels: [],
  events: [],
  guides: [],
  qualifiers: [],
  machineTags: [],
  tags: [{ id: 't1', title: 'Paris', type: 'Tag' }],
  authors: [],
  source: null,
} as unknown as SavedArticle;

beforeEach(() => {
  main.reset();
  window.localStorage.clear();
});
afterEach(cleanup);

it('fills the empty slug from the title when publishing and sends it with the publication', async () => {
  const user = userEvent.setup();
  const bridge = main.bridge;
  window.backoffice = bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => bridge)}>
        <MemoryRouter>
          <ArticleEditor
            brandKey="TEL"
            kind="article"
            initial={draft}
            newDraftId="0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f"
            onCreated={vi.fn()}
          />
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
  const slug = screen.getByRole('textbox', { name: 'Slug' });
  expect((slug as HTMLInputElement).value).toBe('');

  await user.click(screen.getByRole('button', { name: 'Statut : Brouillon' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Publier' }));

  await waitFor(() => expect(main.channels()).toContain('outbox.enqueue'));
  expect((slug as HTMLInputElement).value).toBe('lete-a-paris-les-5-sorties');
  const [, request] = main.calls.find(([channel]) => channel === 'outbox.enqueue')!;
  expect(JSON.stringify(request)).toContain('"slug":"lete-a-paris-les-5-sorties"');
  expect(JSON.stringify(request)).toContain('"status":"Published"');
});
