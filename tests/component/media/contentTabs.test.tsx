// The media picker's content tabs (000 §2 "Media picker"): Article, Video and Diapo search the
// brand's published contents of their format (newest first, thumbnail, date), a content without a
// public URL (for a media field: without an image either) is listed disabled with the reason, and
// a pick becomes a media object for a media field or `{ kind, id, title, url }` for the body's
// « Multimédia » element; the picker's tabs by mode and brand (no Photo for the body, no Podcast
// on HBZ, Recette on recipe brands), Podcast opening its own tab (podcastTab.test.tsx).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_WORDING,
  contentOfArticle,
  searchPublishedArticles,
  type ContentKind,
  type ContentPick,
  type ContentSearch,
  type PickableContent,
} from '../../../renderer/src/mediaKit/contentPick';
import { ContentTab } from '../../../renderer/src/mediaKit/ContentTab';
import { MediaPicker, pickerTabs } from '../../../renderer/src/mediaKit/MediaPicker';
import type { BackofficeBridge } from '../../../common/ipc/bridge';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

// The app's search goes through main: a fake bridge answers searchArticles.
const request = vi.fn(async (_op: { variables?: Record<string, unknown> }) => ({
  data: {
    searchArticles: [
      {
        id: 'diapo-1',
        title: 'Les plus beaux jardins',
        slug: 'les-plus-beaux-jardins',
        canonical: 'https://www.telestar.fr/jardins',
        brandKey: 'TEL',
        publishedAt: '2026-05-02T08:00:00.000Z',
        medias: [{ key: 'j.jpg', href: 'https://img.example.fr/j.jpg', credit: 'AFP' }],
      },
    ],
  },
}));
window.backoffice = { graphql: { request } } as unknown as BackofficeBridge;

const content = (id: string, title: string, fields: Partial<PickableContent> = {}) =>
  ({
    kind: 'Article',
    id,
    title,
    url: `https://www.telestar.fr/${id}`,
    image: {
      key: `${id}.jpg`,
      href: `https://img.example.fr/${id}.jpg`,
      credit: 'AFP',
      source: 'AFP',
    },
    publishedAt: '2026-05-03T08:00:00.000Z',
    ...fields,
  }) satisfies PickableContent;

function mountTab(kind: ContentKind, target: 'media' | 'multimedia', search: ContentSearch) {
  const onPick = vi.fn<(pick: ContentPick) => void>();
  render(
    <FluentProvider theme={webLightTheme}>
      <ContentTab kind={kind} brandKey="TEL" target={target} onPick={onPick} search={search} />
    </FluentProvider>,
  );
  return onPick;
}

describe('Article tab', () => {
  const catalogue = [
    content('soleil', 'Le soleil se lève'),
    content('sans-image', 'Pluie sans photo', { image: null }),
    content('sans-adresse', 'Brouillard perdu', { url: null }),
  ];
  const search = vi.fn<ContentSearch>(async (_brand, text) =>
    catalogue.filter((c) => c.title.toLowerCase().includes(text.toLowerCase())),
  );

  it('for a media field: the newest at once, thumbnail and date, disabled ones with the reason', async () => {
    const user = userEvent.setup();
    const onPick = mountTab('Article', 'media', search);
    const list = await screen.findByRole('listbox', { name: 'Articles' });
    expect(search).toHaveBeenCalledWith('TEL', '');
    await within(list).findByText('Le soleil se lève');
    expect(within(list).getAllByText(/Publié le \d\d\/\d\d\/2026 à/)).toHaveLength(3);
    expect(list.querySelector('img[src="https://img.example.fr/soleil.jpg"]')).toBeTruthy();
    expect(within(list).getByText(CONTENT_WORDING.Article.noImage)).toBeTruthy();
    expect(within(list).getByText(CONTENT_WORDING.Article.noUrl)).toBeTruthy();
    await user.click(within(list).getByText('Pluie sans photo'));
    await user.click(within(list).getByText('Brouillard perdu'));
    expect(onPick).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article publié' }), 'sol');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('TEL', 'sol'));
    await waitFor(() => expect(within(list).queryByText('Pluie sans photo')).toBeNull());
    await user.click(within(list).getByText('Le soleil se lève'));
    expect(onPick).toHaveBeenCalledWith({
      target: 'media',
      media: {
        key: 'soleil.jpg',
        href: 'https://img.example.fr/soleil.jpg',
        caption: 'Le soleil se lève',
        credit: 'AFP',
        source: 'AFP',
        format: 'image',
        target: 'https://www.telestar.fr/soleil',
        rel: 'article:soleil',
      },
    });
  });

  it('for the body: a content without an image can be picked, one without an address cannot', async () => {
    const user = userEvent.setup();
    const onPick = mountTab('Article', 'multimedia', search);
    const list = await screen.findByRole('listbox', { name: 'Articles' });
    await within(list).findByText('Pluie sans photo');
    expect(within(list).queryByText(CONTENT_WORDING.Article.noImage)).toBeNull();
    expect(within(list).getByText(CONTENT_WORDING.Article.noUrl)).toBeTruthy();
    await user.click(within(list).getByText('Brouillard perdu'));
    expect(onPick).not.toHaveBeenCalled();
    await user.click(within(list).getByText('Pluie sans photo'));
    expect(onPick).toHaveBeenCalledWith({
      target: 'multimedia',
      attrs: {
        kind: 'Article',
        id: 'sans-image',
        title: 'Pluie sans photo',
        url: 'https://www.telestar.fr/sans-image',
      },
    });
  });

  it('says when the search failed', async () => {
    mountTab('Article', 'media', () => Promise.reject(new Error('x')));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('Video and Diapo tabs', () => {
  it('Video picks a video as the body’s multimedia element', async () => {
    const user = userEvent.setup();
    const search = vi.fn<ContentSearch>(async () => [
      content('v1', 'Le making-of', { kind: 'Video' }),
    ]);
    const onPick = mountTab('Video', 'multimedia', search);
    const list = await screen.findByRole('listbox', { name: 'Vidéos' });
    expect(screen.getByRole('searchbox', { name: 'Rechercher une vidéo publiée' })).toBeTruthy();
    await user.click(await within(list).findByText('Le making-of'));
    expect(onPick).toHaveBeenCalledWith({
      target: 'multimedia',
      attrs: { kind: 'Video', id: 'v1', title: 'Le making-of', url: 'https://www.telestar.fr/v1' },
    });
  });

  it('Diapo searches the brand’s published slideshows through the app and picks one', async () => {
    const user = userEvent.setup();
    const onPick = mountTab('Diapo', 'media', searchPublishedArticles('Diapo'));
    const list = await screen.findByRole('listbox', { name: 'Diaporamas' });
    expect(request.mock.calls[0]![0].variables).toMatchObject({
      first: 20,
      where: { brandKey: 'TEL', status: 'Published', format: 'Slideshow' },
      query: null,
      orderBy: 'publishedAt_DESC',
    });
    await user.click(await within(list).findByText('Les plus beaux jardins'));
    expect(onPick).toHaveBeenCalledWith({
      target: 'media',
      media: expect.objectContaining({
        href: 'https://img.example.fr/j.jpg',
        caption: 'Les plus beaux jardins',
        target: 'https://www.telestar.fr/jardins',
        rel: 'slideshow:diapo-1',
      }),
    });
  });

  it('a slideshow without a canonical URL gets the brand site’s slug address, else none', () => {
    const base = { id: 'd', title: ' ', slug: 'mon-diapo', canonical: null, medias: [] };
    expect(contentOfArticle('Diapo', { ...base, brandKey: 'FAC' })).toMatchObject({
      kind: 'Diapo',
      title: 'NO_TITLE',
      url: 'https://www.femmeactuelle.fr/mon-diapo',
      image: null,
      publishedAt: null,
    });
    expect(contentOfArticle('Diapo', { ...base, brandKey: 'NOPE' }).url).toBeNull();
  });
});

describe('MediaPicker tabs by mode and brand', () => {
  const labels = (brand: string, mode: 'images' | 'medias' | 'multimedia') =>
    pickerTabs(brand, mode).map((t) => t.label);

  it('the body gets the content tabs without Photo; an image field Photo only', () => {
    expect(labels('CAC', 'multimedia')).toEqual([
      'Article',
      'Recette',
      'Video',
      'Diapo',
      'Podcast',
    ]);
    expect(labels('TEL', 'multimedia')).toEqual(['Article', 'Video', 'Diapo', 'Podcast']);
    expect(labels('HBZ', 'multimedia')).not.toContain('Podcast');
    expect(labels('TEL', 'medias')).toEqual(['Article', 'Video', 'Diapo', 'Podcast', 'Photo']);
    expect(labels('TEL', 'images')).toEqual(['Photo']);
  });

  it('opens on Article for the body, whose pick is the multimedia attributes; Podcast opens its search', async () => {
    const user = userEvent.setup();
    const onPickContent = vi.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <MediaPicker
          brandKey="TEL"
          mode="multimedia"
          onClose={() => {}}
          onPickContent={onPickContent}
        />
      </FluentProvider>,
    );
    expect(screen.queryByRole('tab', { name: 'Photo' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Article' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Podcast' }));
    expect(screen.getByTestId('podcast-tab')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Diapo' }));
    const list = await screen.findByRole('listbox', { name: 'Diaporamas' });
    await user.click(await within(list).findByText('Les plus beaux jardins'));
    expect(onPickContent).toHaveBeenCalledWith({
      kind: 'Diapo',
      id: 'diapo-1',
      title: 'Les plus beaux jardins',
      url: 'https://www.telestar.fr/jardins',
    });
  });
});
