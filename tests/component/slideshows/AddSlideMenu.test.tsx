// The slideshow speed dial (issue 18, 000 §2): Article and Vidéo open a searchable picker over the
// brand's published content of that format and add the chosen one as a slide of the same typed
// shape as the address flow; Lien keeps the address form with its French error; Recette (recipe
// brands only) searches the brand's published recipes and makes the slide from the one picked.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '../../../common/domain/slideshow';
import {
  ADDRESS_ERROR,
  AddSlideMenu,
} from '../../../renderer/src/features/slideshows/AddSlideMenu';
import { SlideContentPicker } from '../../../renderer/src/features/slideshows/SlideContentPicker';
import {
  slideContentOf,
  slideContentOfRecipe,
  type SlideContent,
  type SlideContentSearch,
} from '../../../renderer/src/features/slideshows/slideContent';

const ARTICLES: SlideContent[] = [
  {
    id: 'a-1',
    title: 'Les dix plus belles plages de Bretagne',
    target: 'https://www.example.fr/plages-bretagne',
    picture: 'https://img.example.fr/plage.jpg',
    credit: 'AFP',
    publishedAt: '2026-05-02T08:00:00.000Z',
  },
  {
    id: 'a-2',
    title: 'Randonnée sur le GR34',
    target: 'a-2',
    picture: '',
    credit: '',
    publishedAt: '2026-05-01T08:00:00.000Z',
  },
];

function mount({ recipe = false, search }: { recipe?: boolean; search?: SlideContentSearch } = {}) {
  const onAdd = vi.fn<(slide: Slide) => void>();
  const searchContent = vi.fn<SlideContentSearch>(
    search ??
      (async (_kind, text) =>
        ARTICLES.filter((a) => a.title.toLowerCase().includes(text.toLowerCase()))),
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <AddSlideMenu
        isRecipeBrand={recipe}
        onFiles={() => {}}
        onAdd={onAdd}
        searchContent={searchContent}
      />
    </FluentProvider>,
  );
  return { onAdd, searchContent };
}

/**
 * The dialog a menu item opened. Under happy-dom, Fluent's focus manager (tabster) sometimes leaves
 * a dialog opened from a closing menu marked aria-hidden (a timing of its modalizer that Chromium
 * does not show: the e2e finds the same dialogs by role); so it is looked up including hidden
 * nodes (by its title, as a hidden node has no accessible name), and its content likewise.
 */
async function dialogNamed(name: string): Promise<HTMLElement> {
  const title = await screen.findByText(name, { selector: 'h2' });
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

async function openItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Ajouter des diapositives' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

// Menus, dialogs and debounced searches on a busy 2-core machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

describe('AddSlideMenu: Article and Vidéo pickers', () => {
  it('Article: lists the newest at once, searches as one types, picks by keyboard', async () => {
    const user = userEvent.setup();
    const { onAdd, searchContent } = mount();
    await openItem(user, 'Article');
    const dialog = await dialogNamed('Ajouter : Article');
    // No address field: a search.
    expect(within(dialog).queryByRole('textbox', { name: /Adresse/, hidden: true })).toBeNull();
    const results = await within(dialog).findByRole('listbox', { name: 'Résultats', hidden: true });
    expect(within(results).getAllByRole('option', { hidden: true })).toHaveLength(2);
    expect(searchContent).toHaveBeenCalledWith('article', '');

    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Rechercher un article publié', hidden: true }),
      'plages',
    );
    await waitFor(() => expect(searchContent).toHaveBeenLastCalledWith('article', 'plages'));
    await waitFor(() =>
      expect(
        within(
          within(dialog).getByRole('listbox', { name: 'Résultats', hidden: true }),
        ).getAllByRole('option', { hidden: true }),
      ).toHaveLength(1),
    );
    // ↓ from the search into the list, Enter picks.
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    const slide = onAdd.mock.calls[0]![0];
    expect(slide).toMatchObject({
      kind: 'article',
      target: 'https://www.example.fr/plages-bretagne',
      caption: 'Les dix plus belles plages de Bretagne',
      href: 'https://img.example.fr/plage.jpg',
      credit: 'AFP',
    });
    expect(slide.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('Vidéo searches videos and a click picks', async () => {
    const user = userEvent.setup();
    const { onAdd, searchContent } = mount();
    await openItem(user, 'Vidéo');
    const dialog = await dialogNamed('Ajouter : Vidéo');
    await user.click(
      await within(dialog).findByRole('option', { name: /Randonnée/, hidden: true }),
    );
    expect(searchContent).toHaveBeenCalledWith('video', '');
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ kind: 'video', target: 'a-2', href: '' });
  });

  it('says when nothing matches, and when the search failed', async () => {
    const user = userEvent.setup();
    mount({ search: async () => [] });
    await openItem(user, 'Article');
    expect(await screen.findByText('Aucun article publié ne correspond.')).toBeTruthy();
    cleanup();
    mount({ search: async () => Promise.reject(new Error('réseau')) });
    await openItem(user, 'Vidéo');
    expect(await screen.findByRole('alert', { hidden: true })).toBeTruthy();
  });
});

describe('SlideContentPicker on its own', () => {
  it('is an accessible dialog: named, a search field, the results as a listbox with dates, Annuler closes', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const onClose = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <SlideContentPicker
          kind="article"
          search={async () => ARTICLES}
          onPick={onPick}
          onClose={onClose}
        />
      </FluentProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ajouter : Article' });
    expect(
      within(dialog).getByRole('searchbox', { name: 'Rechercher un article publié' }),
    ).toBeTruthy();
    const list = await within(dialog).findByRole('listbox', { name: 'Résultats' });
    expect(within(list).getByRole('option', { name: /Randonnée/ }).textContent).toContain(
      'Publié le',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });
});

describe('AddSlideMenu: address forms', () => {
  it('Lien: a French error until the address is http(s) with a host, then adds the slide', async () => {
    const user = userEvent.setup();
    const { onAdd } = mount();
    await openItem(user, 'Lien');
    const dialog = await dialogNamed('Ajouter : Lien');
    const address = within(dialog).getByRole('textbox', { name: /Adresse/, hidden: true });
    await user.type(address, 'www.example.fr');
    expect(within(dialog).getByText(ADDRESS_ERROR)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ajouter', hidden: true })).toHaveProperty(
      'disabled',
      true,
    );
    await user.clear(address);
    await user.type(address, 'https://www.example.fr/guide');
    expect(within(dialog).queryByText(ADDRESS_ERROR)).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Légende', hidden: true }),
      'Le guide',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter', hidden: true }));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      kind: 'link',
      target: 'https://www.example.fr/guide',
      caption: 'Le guide',
    });
  });

  it('no Recette for a brand without recipes', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(screen.getByRole('button', { name: 'Ajouter des diapositives' }));
    await screen.findByRole('menuitem', { name: 'Article' });
    expect(screen.queryByRole('menuitem', { name: 'Recette' })).toBeNull();
  });

  it('Recette for a recipe brand: searches recipes, the picked one becomes a recipe slide', async () => {
    const user = userEvent.setup();
    const recipes = [
      slideContentOfRecipe({
        id: 'r-1',
        brandKey: 'FAC',
        title: 'Tarte Tatin',
        status: 'Published',
        slug: 'tarte-tatin',
        publishedAt: '2026-05-03T08:00:00.000Z',
        medias: [
          {
            key: 'r/tatin.jpg',
            href: 'https://img.example.fr/tatin.jpg',
            credit: 'StockFood',
            format: 'image',
          },
        ],
        recipeUrls: [
          { url: 'https://www.femmeactuelle.fr/recettes/old', isCanonical: false },
          { url: 'https://www.femmeactuelle.fr/recettes/tarte-tatin', isCanonical: true },
        ],
      }),
      slideContentOfRecipe({
        id: 'r-2',
        brandKey: 'FAC',
        title: 'Gratin dauphinois',
        status: 'Published',
        slug: 'gratin',
        publishedAt: '2026-05-02T08:00:00.000Z',
        medias: [],
        recipeUrls: [],
      }),
    ];
    const { onAdd, searchContent } = mount({
      recipe: true,
      search: async (kind, text) =>
        kind === 'recipe' ? recipes.filter((r) => r.title.toLowerCase().includes(text)) : [],
    });
    await openItem(user, 'Recette');
    const dialog = await dialogNamed('Ajouter : Recette');
    // A search, not an address to paste.
    expect(within(dialog).queryByRole('textbox', { name: /Adresse/, hidden: true })).toBeNull();
    await within(dialog).findByText('Gratin dauphinois');
    expect(searchContent).toHaveBeenCalledWith('recipe', '');
    expect(within(dialog).getByText('Publiée le 03/05/2026 à 10:00')).toBeTruthy();
    await user.type(
      within(dialog).getByRole('searchbox', {
        name: 'Rechercher une recette publiée',
        hidden: true,
      }),
      'tatin',
    );
    await waitFor(() => expect(searchContent).toHaveBeenLastCalledWith('recipe', 'tatin'));
    await waitFor(() => expect(within(dialog).queryByText('Gratin dauphinois')).toBeNull());
    await user.click(within(dialog).getByText('Tarte Tatin'));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      kind: 'recipe',
      target: 'https://www.femmeactuelle.fr/recettes/tarte-tatin',
      caption: 'Tarte Tatin',
      href: 'https://img.example.fr/tatin.jpg',
      credit: 'StockFood',
    });
    // Without a public URL or image: the brand site's recipe address, no picture.
    expect(recipes[1]).toMatchObject({
      target: 'https://www.femmeactuelle.fr/recettes/gratin',
      picture: '',
      credit: '',
    });
  });

  it('Recette: an empty catalogue says so', async () => {
    const user = userEvent.setup();
    mount({ recipe: true, search: async () => [] });
    await openItem(user, 'Recette');
    const dialog = await dialogNamed('Ajouter : Recette');
    expect(await within(dialog).findByText('Aucune recette publiée ne correspond.')).toBeTruthy();
  });
});

describe('slideContentOf', () => {
  it('the canonical URL, else the brand site and slug, else the id; the first image and credit', () => {
    const base = { id: 'x', title: ' ', brandKey: 'TEL', slug: 'x', canonical: null };
    expect(slideContentOf({ ...base, canonical: 'https://c.fr/x' }).target).toBe('https://c.fr/x');
    expect(slideContentOf({ ...base, brandKey: 'FAC' }).target).toBe(
      'https://www.femmeactuelle.fr/x',
    );
    expect(slideContentOf(base).target).toBe('x');
    expect(slideContentOf(base).title).toBe('NO_TITLE');
    const withMedia = slideContentOf({
      ...base,
      medias: [
        { href: 'https://v.fr/v.mp4', format: 'video' },
        { href: 'https://i.fr/i.jpg', format: 'image', credit: 'Reuters' },
      ],
    });
    expect(withMedia).toMatchObject({ picture: 'https://i.fr/i.jpg', credit: 'Reuters' });
  });
});
