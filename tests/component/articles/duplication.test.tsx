// « Duplication web » to another brand (issue 30): the copy says what it is a copy of, gets a slug
// made from its title, and names what of the source brand it did not carry over, and why.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDraftsMain } from '../support/fakeDraftsMain';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import type { SavedArticle } from '../../../renderer/src/articleKit/articleForm';
import { duplicationStart } from '../../../renderer/src/features/articles/duplication';
import { createApolloClient } from '../../../renderer/src/graphql/apolloClient';

const source = {
  id: '5b0e3f4a-8c1d-4e2f-9a3b-7c6d5e4f3a2b',
  version: 4,
  title: "L'été à Paris : les 5 sorties",
  secondaryTitle: null,
  partnerTitle: null,
  discoverTitle: null,
  slug: 'lete-a-paris-les-5-sorties-tel',
  status: 'Published',
  lead: null,
  body: null,
  brandKey: 'TEL',
  format: 'Rich',
  medias: [{ key: 'a', href: 'https://img.example.fr/a.jpg', credit: 'AFP', source: 'AFP' }],
  canonical: null,
  urls: [],
  categories: [
    { id: 'c1', title: 'Sorties' },
    { id: 'c2', title: 'Culture' },
  ],
  channels: [],
  events: [],
  guides: [],
  qualifiers: [{ id: 'q1', title: 'Exclusif' }],
  machineTags: [],
  tags: [{ id: 't1', title: 'Paris', type: 'Tag' }],
  authors: [{ author: { id: 'a1', name: 'Julien Roux' } }],
  source: { id: 's1', title: 'AFP' },
} as unknown as SavedArticle;

const COPY_OF = "Copie de « L'été à Paris : les 5 sorties » (TEL)";
const LEFT_BEHIND =
  'Non repris, car propres à la marque TEL : Catégories : « Sorties », « Culture » · Auteurs : « Julien Roux » · Source : « AFP » · Qualificatifs : « Exclusif ». Choisissez ceux de la nouvelle marque dans le panneau de droite.';

describe('duplicationStart', () => {
  it('says where the copy comes from and what stayed behind, and gives it a slug', () => {
    const start = duplicationStart(source, 'CAP');
    expect(start.notices).toEqual([
      { intent: 'info', text: COPY_OF },
      { intent: 'warning', text: LEFT_BEHIND },
    ]);
    expect(start.values).toMatchObject({
      title: source.title,
      slug: 'lete-a-paris-les-5-sorties',
      tags: [{ id: 't1', title: 'Paris', type: 'Tag' }],
    });
    expect(start.values).not.toHaveProperty('categories');
  });

  it('names nothing left behind when the source had nothing of its brand', () => {
    const bare = {
      ...source,
      categories: [],
      qualifiers: [],
      authors: [],
      source: null,
    } as unknown as SavedArticle;
    expect(duplicationStart(bare, 'CAP').notices).toEqual([{ intent: 'info', text: COPY_OF }]);
  });
});

afterEach(cleanup);

it('shows the notices and the slug in the editor of the copy', async () => {
  const main = fakeDraftsMain('CAP:new:0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f');
  window.backoffice = main.bridge;
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter>
          <ArticleEditor
            brandKey="CAP"
            kind="article"
            initial={null}
            newDraftId="0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f"
            onCreated={vi.fn()}
            startWith={duplicationStart(source, 'CAP')}
          />
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
  expect(await screen.findByText(COPY_OF)).toBeTruthy();
  expect(screen.getByText(LEFT_BEHIND)).toBeTruthy();
  expect(await screen.findByDisplayValue('lete-a-paris-les-5-sorties')).toBeTruthy();
});
