// The recipe pickers besides the slideshow's (tests/component/slideshows): the media picker's
// « Recette » tab (search, a pick becomes a media object pointing at the recipe's public URL, a
// recipe without an image or address disabled with the reason) and the internal-link search
// (recipes of the brand merged newest first with articles, labelled RECIPE).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentPick } from '../../../renderer/src/mediaKit/contentPick';
import { MESSAGES } from '../../../common/domain/messages';
import {
  RECIPE_NO_IMAGE,
  RECIPE_NO_URL,
  RecipeTab,
  type RecipeTabSearch,
} from '../../../renderer/src/mediaKit/RecipeTab';
import { createInternalLinkSearch } from '../../../renderer/src/articleKit/internalLinks';
import {
  InternalLinkSearchDocument,
  RecipeSearchDocument,
} from '../../../renderer/src/graphql/generated/graphql';
import type { FoundRecipe } from '../../../renderer/src/mediaKit/recipeSearch';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const recipe = (id: string, title: string, fields: Partial<FoundRecipe> = {}): FoundRecipe => ({
  id,
  brandKey: 'CAC',
  title,
  status: 'Published',
  slug: id,
  publishedAt: '2026-05-03T08:00:00.000Z',
  medias: [
    {
      key: `recettes/${id}.jpg`,
      href: `https://img.example.fr/${id}.jpg`,
      credit: 'StockFood',
      source: 'Recettes',
      format: 'image',
    },
  ],
  recipeUrls: [{ url: `https://www.cuisineactuelle.fr/recettes/${id}`, isCanonical: true }],
  ...fields,
});

describe('RecipeTab (media picker « Recette »)', () => {
  it('searches the brand and picks a recipe as a media object', async () => {
    const user = userEvent.setup();
    const catalogue = [
      recipe('tatin', 'Tarte Tatin'),
      recipe('sans-image', 'Soupe sans photo', { medias: [] }),
      // No URL and a brand without a site: nowhere to link to.
      recipe('sans-adresse', 'Gratin perdu', { recipeUrls: [], brandKey: 'TEL' }),
    ];
    const search = vi.fn<RecipeTabSearch>(async (_brand, text) =>
      catalogue.filter((r) => r.title.toLowerCase().includes(text.toLowerCase())),
    );
    const onPick = vi.fn<(pick: ContentPick) => void>();
    render(
      <FluentProvider theme={webLightTheme}>
        <RecipeTab brandKey="CAC" onPick={onPick} search={search} />
      </FluentProvider>,
    );
    const list = await screen.findByRole('listbox', { name: 'Recettes' });
    expect(search).toHaveBeenCalledWith('CAC', '');
    await within(list).findByText('Tarte Tatin');
    expect(within(list).getByText(RECIPE_NO_IMAGE)).toBeTruthy();
    expect(within(list).getByText(RECIPE_NO_URL)).toBeTruthy();
    // A disabled one cannot be picked.
    await user.click(within(list).getByText('Soupe sans photo'));
    expect(onPick).not.toHaveBeenCalled();

    await user.type(
      screen.getByRole('searchbox', { name: 'Rechercher une recette publiée' }),
      'tatin',
    );
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('CAC', 'tatin'));
    await waitFor(() => expect(within(list).queryByText('Gratin perdu')).toBeNull());
    await user.click(within(list).getByText('Tarte Tatin'));
    expect(onPick).toHaveBeenCalledWith({
      target: 'media',
      media: {
        key: 'recettes/tatin.jpg',
        href: 'https://img.example.fr/tatin.jpg',
        caption: 'Tarte Tatin',
        credit: 'StockFood',
        source: 'Recettes',
        format: 'image',
        target: 'https://www.cuisineactuelle.fr/recettes/tatin',
        rel: 'recipe:tatin',
      },
    });
  });

  it('says when the search failed', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <RecipeTab brandKey="CAC" onPick={() => {}} search={() => Promise.reject(new Error('x'))} />
      </FluentProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('internal-link search with recipes', () => {
  const client = (recipes: FoundRecipe[]) => {
    const query = vi.fn(async ({ query: doc }: { query: unknown; variables: unknown }) => {
      if (doc === RecipeSearchDocument) return { data: { recipes } };
      if (doc === InternalLinkSearchDocument)
        return {
          data: {
            searchArticles: [
              {
                id: 'a1',
                title: 'Un article récent',
                format: 'Rich',
                slug: 'recent',
                canonical: 'https://www.cuisineactuelle.fr/recent',
                brandKey: 'CAC',
                publishedAt: '2026-05-04T08:00:00.000Z',
              },
              {
                id: 'a2',
                title: 'Un article ancien',
                format: 'Video',
                slug: null,
                canonical: null,
                brandKey: 'TEL',
                publishedAt: '2026-05-01T08:00:00.000Z',
              },
            ],
          },
        };
      throw new Error('unexpected document');
    });
    return { query, client: { query } as unknown as ApolloClient };
  };

  it("asks the brand's first 100 published recipes, newest first, and merges them by date", async () => {
    const fake = client([
      recipe('tatin', 'Tarte Tatin'),
      recipe('vieux', 'Pot-au-feu', { publishedAt: null }),
    ]);
    const results = await createInternalLinkSearch(fake.client, 'CAC')('  tarte ');
    const recipeCall = fake.query.mock.calls.find(([o]) => o.query === RecipeSearchDocument)!;
    expect(recipeCall[0].variables).toEqual({
      first: 100,
      where: { brandKey: 'CAC', status: 'Published', title_contains: 'tarte' },
      orderBy: 'publishedAt_DESC',
    });
    expect(results).toEqual([
      {
        id: 'a1',
        title: 'Un article récent',
        url: 'https://www.cuisineactuelle.fr/recent',
        type: 'ARTICLE',
      },
      {
        id: 'tatin',
        title: 'Tarte Tatin',
        url: 'https://www.cuisineactuelle.fr/recettes/tatin',
        type: 'RECIPE',
      },
      {
        id: 'a2',
        title: 'Un article ancien',
        url: null,
        type: 'VIDEO',
        whyNot: MESSAGES.internalLinkNoPublicUrl,
      },
      {
        id: 'vieux',
        title: 'Pot-au-feu',
        url: 'https://www.cuisineactuelle.fr/recettes/vieux',
        type: 'RECIPE',
      },
    ]);
  });

  it('without a brand, articles and videos only', async () => {
    const fake = client([recipe('tatin', 'Tarte Tatin')]);
    const results = await createInternalLinkSearch(fake.client)('');
    expect(results.map((r) => r.type)).toEqual(['ARTICLE', 'VIDEO']);
    expect(fake.query.mock.calls.some(([o]) => o.query === RecipeSearchDocument)).toBe(false);
  });
});
