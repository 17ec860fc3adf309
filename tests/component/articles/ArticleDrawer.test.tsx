// The article drawer's limits (001 §9: 2 categories, 20 tags, 10 authors, 1 guide…): a full picker
// is disabled and says the server's sentence; « Suggestions » adds at most 5 unselected tags and
// never passes 20; picking from a search adds the item.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandProfile } from '../../../common/domain/brands';
import { ArticleDrawer, tagsToAdd } from '../../../renderer/src/features/articles/ArticleDrawer';
import {
  EMPTY_FORM,
  type ArticleFormValues,
  type RelationItem,
} from '../../../renderer/src/articleKit/articleForm';
import type { DrawerSearches } from '../../../renderer/src/articleKit/drawerSearch';

const items = (prefix: string, count: number, type?: string): RelationItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    title: `${prefix} ${i}`,
    ...(type ? { type } : {}),
  }));

function searches(overrides: Partial<DrawerSearches> = {}): DrawerSearches {
  const none = async () => [];
  return {
    categories: () => none,
    tags: () => none,
    tvPrograms: none,
    tvCollections: none,
    authors: none,
    sources: none,
    qualifiers: none,
    suggestTags: none,
    suggestCategories: none,
    mainAuthorOf: async () => null,
    ...overrides,
  };
}

function mount(form: Partial<ArticleFormValues>, options: Partial<DrawerSearches> = {}) {
  const update = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ArticleDrawer
        form={{ ...EMPTY_FORM, ...form }}
        update={update}
        fieldErrors={{}}
        searches={searches(options)}
        profile={brandProfile('TEL')}
        isVideo={false}
        articleId="0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f"
        version={1}
        status="Draft"
        publishedAt={null}
      />
    </FluentProvider>,
  );
  return update;
}

afterEach(cleanup);

describe('ArticleDrawer limits', () => {
  it('two categories: the category search is disabled and says why', () => {
    mount({ categories: items('cat', 2) });
    expect(screen.getByRole('combobox', { name: 'Catégories' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Un article ne peut pas comporter plus de 2 catégories.')).toBeTruthy();
  });

  it('one category: still open', () => {
    mount({ categories: items('cat', 1) });
    expect(screen.getByRole('combobox', { name: 'Catégories' })).toHaveProperty('disabled', false);
  });

  it('ten authors: the author search is disabled and says why', () => {
    mount({ authors: items('aut', 10) });
    expect(screen.getByRole('combobox', { name: 'Auteurs' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Un article ne peut pas comporter plus de 10 auteurs.')).toBeTruthy();
  });

  it('twenty tags: the tag search and « Suggestions » are disabled', async () => {
    mount({ tags: items('tag', 20, 'Tag') }, { suggestTags: async () => items('new', 3, 'Tag') });
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Un article ne peut pas comporter plus de 20 tags.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Suggestions/ })).toHaveProperty('disabled', true),
    );
  });

  it('« Suggestions » adds the suggested tags not chosen yet', async () => {
    const user = userEvent.setup();
    const chosen = items('tag', 1, 'Tag');
    const update = mount(
      { tags: chosen },
      { suggestTags: async () => [chosen[0]!, ...items('sug', 3, 'Tag')] },
    );
    const button = screen.getByRole('button', { name: /Suggestions/ });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    expect(update).toHaveBeenCalledWith({ tags: [...chosen, ...items('sug', 3, 'Tag')] });
  });

  it('picking a searched category adds it', async () => {
    const user = userEvent.setup();
    const update = mount(
      {},
      { categories: () => async () => [{ id: 'c1', title: 'Politique', detail: 'Actualité' }] },
    );
    await user.click(screen.getByRole('combobox', { name: 'Catégories' }));
    await user.click(await screen.findByRole('option', { name: /Politique/ }));
    expect(update).toHaveBeenCalledWith({ categories: [{ id: 'c1', title: 'Politique' }] });
  });

  it('the TV panels search programmes and collections, and keep the other tags', async () => {
    const user = userEvent.setup();
    const tvPrograms = vi.fn(async () => [{ id: 'p1', title: 'Koh-Lanta', type: 'TvProgram' }]);
    const tags = vi.fn(() => async () => []);
    const update = mount({ tags: items('tag', 1, 'Tag') }, { tvPrograms, tags });
    await user.type(screen.getByRole('combobox', { name: 'Programmes TV' }), 'koh');
    await user.click(await screen.findByRole('option', { name: /Koh-Lanta/ }));
    expect(tvPrograms).toHaveBeenCalledWith('koh');
    expect(update).toHaveBeenCalledWith({
      tags: [
        { id: 'tag-0', title: 'tag 0', type: 'Tag' },
        { id: 'p1', title: 'Koh-Lanta', type: 'TvProgram' },
      ],
    });
    expect(screen.getByRole('combobox', { name: 'Collections TV' })).toBeTruthy();
  });
});

describe('« Suggestions » after a new article’s first save (issue 30)', () => {
  const ID = '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';
  function drawer(
    articleId: string | null,
    version: number | null,
    options: Partial<DrawerSearches>,
    update = vi.fn(),
  ) {
    return (
      <FluentProvider theme={webLightTheme}>
        <ArticleDrawer
          form={EMPTY_FORM}
          update={update}
          fieldErrors={{}}
          searches={searches(options)}
          profile={brandProfile('TEL')}
          isVideo={false}
          articleId={articleId}
          version={version}
          status="Draft"
          publishedAt={null}
        />
      </FluentProvider>
    );
  }

  it('is offered once saved even when the suggestions asked at the save gave nothing, and a click asks again', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    // The save's own ask fails (a busy server right after the save), the next one answers.
    const suggestTags = vi
      .fn<DrawerSearches['suggestTags']>()
      .mockRejectedValueOnce(new Error('délai dépassé'))
      .mockResolvedValue(items('sug', 2, 'Tag'));
    const { rerender } = render(drawer(null, null, { suggestTags }, update));
    const button = screen.getByRole('button', { name: /Suggestions/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe(
      'Les suggestions apparaissent après le premier enregistrement.',
    );

    rerender(drawer(ID, 1, { suggestTags }, update));
    await waitFor(() => expect(suggestTags).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    expect(suggestTags).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(update).toHaveBeenCalledWith({ tags: items('sug', 2, 'Tag') }));
  });

  it('says so when there is nothing to suggest, or when the suggestions could not be read', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    const suggestTags = vi
      .fn<DrawerSearches['suggestTags']>()
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('hors ligne'));
    render(drawer(ID, 1, { suggestTags }, update));
    const button = screen.getByRole('button', { name: /Suggestions/ });
    await waitFor(() => expect(suggestTags).toHaveBeenCalledTimes(1));
    await user.click(button);
    expect(
      await screen.findByText('Aucun tag à suggérer pour le texte enregistré de cet article.'),
    ).toBeTruthy();
    await user.click(button);
    expect(
      await screen.findByText("Les suggestions n'ont pas pu être chargées. Réessayez."),
    ).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('tagsToAdd', () => {
  it('adds at most 5, skipping the chosen ones', () => {
    const added = tagsToAdd(items('tag', 2), [...items('tag', 2), ...items('sug', 8)]);
    expect(added.map((tag) => tag.id)).toEqual(['sug-0', 'sug-1', 'sug-2', 'sug-3', 'sug-4']);
  });
  it('never passes 20 tags', () => {
    expect(tagsToAdd(items('tag', 18), items('sug', 5))).toHaveLength(2);
    expect(tagsToAdd(items('tag', 20), items('sug', 5))).toHaveLength(0);
  });
});
