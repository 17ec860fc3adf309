// « Duplication web » to another brand (issue 30): the copy says what it is a copy of, gets a slug
// made from its title, and names what of the source brand it did not carry over, and why.
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDraftsMain } from '../support/fakeDraftsMain';
import { ArticleEditor } from '../../../renderer/src/features/articles/ArticleEditor';
import type { SavedArticle } from '../../../renderer/src/articleKit/articleForm';
import {
  duplicationStart,
  translationTarget,
  type DuplicationStart,
} from '../../../renderer/src/features/articles/duplication';
import { DuplicateArticlePage } from '../../../renderer/src/features/articles/DuplicateArticlePage';
import { MESSAGES } from '../../../common/domain/messages';
import { fakeVideoMain } from '../support/fakeVideoMain';
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

// Issue 34: to a brand of another language the copy is translated (translateArticle).
const TRANSLATED = {
  title: 'Sommer in Paris: die 5 Ausflüge',
  lead: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ein Sommer.' }] }],
  },
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hallo.' }] }],
  },
};

describe('duplicationStart to a brand of another language', () => {
  it('uses the translated title, lead and body, and a slug of the translated title', () => {
    const start = duplicationStart(source, 'DEGTS', TRANSLATED);
    expect(translationTarget('TEL', 'DEGTS')).toBe('de');
    expect(start.values).toMatchObject({
      title: TRANSLATED.title,
      slug: 'sommer-in-paris-die-5-ausfluge',
      lead: TRANSLATED.lead,
      body: TRANSLATED.body,
    });
    expect(start.notices.map((n) => n.text)).not.toContain(MESSAGES.articleTranslateError);
  });

  it("keeps the untranslated copy and says 'Impossible de traduire l'article' when it failed", () => {
    const start = duplicationStart(source, 'DEGTS', null);
    expect(start.values.title).toBe(source.title);
    expect(start.notices).toContainEqual({
      intent: 'warning',
      text: MESSAGES.articleTranslateError,
    });
  });

  it('asks for no translation between brands of one language', () => {
    expect(translationTarget('TEL', 'CAP')).toBeNull();
  });
});

function CopyState() {
  const state = useLocation().state as { duplication: DuplicationStart };
  return <output aria-label="copie">{JSON.stringify(state.duplication.values.title)}</output>;
}

async function duplicateTo(brandKey: string, translate: () => unknown) {
  const main = fakeVideoMain({
    graphql: {
      ArticleEditor: () => ({ data: { article: { __typename: 'Article', ...source } } }),
      TranslateArticle: translate,
    },
  });
  render(
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={createApolloClient(() => main.bridge)}>
        <MemoryRouter initialEntries={[`/article/dup/${brandKey}/${source.id}`]}>
          <Routes>
            <Route path="/article/dup/:brandKey/:id" element={<DuplicateArticlePage />} />
            <Route path="/:brandKey/article/edit" element={<CopyState />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </FluentProvider>,
  );
  return main;
}

it('translates the copy to a brand of another language, saying so meanwhile', async () => {
  const main = await duplicateTo('DEGTS', () => ({ data: { translateArticle: TRANSLATED } }));
  expect(await screen.findByText("Traduction de l'article…")).toBeTruthy();
  const copy = await screen.findByLabelText('copie');
  expect(copy.textContent).toBe(JSON.stringify(TRANSLATED.title));
  const asked = main.operations.find((r) => r.operationName === 'TranslateArticle');
  expect(asked?.variables).toEqual({ id: source.id, lang: 'de' });
});

it('starts the untranslated copy when the translation is refused', async () => {
  await duplicateTo('DEGTS', () => ({
    data: null,
    errors: [
      {
        message: "L'assistant IA n'est pas configuré sur ce serveur.",
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ],
  }));
  const copy = await screen.findByLabelText('copie');
  expect(copy.textContent).toBe(JSON.stringify(source.title));
});
