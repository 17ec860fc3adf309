// The picker's Podcast tab (000 §2 "Media picker", 001 §5): the search from 3 characters, the
// provider chips keeping one selected, the playlist switch (one podcast and two episodes at
// least), an episode picked as the body's Multimédia element of kind Podcast, the service's
// refusals shown as main says them, and « Ajouter un flux » (the feed read by main, parsed here,
// sent with its title and playlist choice). The bridge is a fake answering as main does.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import type { Podcast, PodcastEpisode } from '../../../common/ipc/channels';
import { PodcastTab, PODCAST_WORDING } from '../../../renderer/src/mediaKit/PodcastTab';
import { podcastFeedXml } from '../../support/podcastStandIn';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const PODCASTS: Podcast[] = [
  {
    id: 'p1',
    title: 'Les coulisses de la télé',
    provider: 'Ausha',
    feed: 'https://f.example/1',
    image: null,
  },
  { id: 'p2', title: 'Télé Story', provider: 'Acast', feed: 'https://f.example/2', image: null },
];
const episode = (podcastId: string, n: number): PodcastEpisode => ({
  id: `${podcastId}-e${n}`,
  podcastId,
  title: `${podcastId} épisode ${n}`,
  url: `https://audio.example/${podcastId}/${n}.mp3`,
  duration: 600 * n,
  publishedAt: null,
});

const podcasts = {
  search: vi.fn(async (_q: string) => ({ ok: true as const, podcasts: PODCASTS })),
  episodes: vi.fn(async (id: string, _q: string) => ({
    ok: true as const,
    episodes: id === 'p1' ? [episode('p1', 1), episode('p1', 2)] : [episode('p2', 1)],
  })),
  submit: vi.fn(async () => ({ ok: true as const })),
  feed: vi.fn(async (_url: string) => ({ ok: true as const, xml: podcastFeedXml('Mon flux', 3) })),
};
beforeEach(() => {
  vi.clearAllMocks();
  window.backoffice = { podcasts } as unknown as BackofficeBridge;
});

function renderTab(target: 'multimedia' | 'media' = 'multimedia') {
  const onPick = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <PodcastTab target={target} onPick={onPick} />
    </FluentProvider>,
  );
  return { onPick, user: userEvent.setup() };
}

describe('PodcastTab', () => {
  it('searches from 3 characters only', async () => {
    const { user } = renderTab();
    await user.type(screen.getByRole('searchbox', { name: PODCAST_WORDING.search }), 'té');
    expect(await screen.findByText(MESSAGES.podcastSearchTooShort)).toBeTruthy();
    expect(podcasts.search).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: PODCAST_WORDING.search }), 'l');
    await screen.findByRole('checkbox', { name: 'Télé Story · Acast' });
    expect(podcasts.search).toHaveBeenLastCalledWith('tél');
  });

  it('keeps at least one provider chip selected, and filters the podcasts by them', async () => {
    const { user } = renderTab();
    await user.type(screen.getByRole('searchbox', { name: PODCAST_WORDING.search }), 'télé');
    const chips = await screen.findByRole('group', { name: PODCAST_WORDING.providers });
    const acast = within(chips).getByRole('button', { name: 'Acast' });
    const ausha = within(chips).getByRole('button', { name: 'Ausha' });
    await user.click(acast);
    expect(acast.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'Télé Story · Acast' })).toBeNull();
    await user.click(ausha); // the last one selected: it stays
    expect(ausha.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Les coulisses de la télé · Ausha' })).toBeTruthy();
  });

  it('picks an episode as the Multimédia element; the playlist only for one podcast of 2+ items', async () => {
    const { user, onPick } = renderTab();
    await user.type(screen.getByRole('searchbox', { name: PODCAST_WORDING.search }), 'télé');
    await user.click(await screen.findByRole('checkbox', { name: 'Télé Story · Acast' }));
    const list = await screen.findByRole('listbox', { name: PODCAST_WORDING.episodes });
    // One episode: no playlist.
    expect(screen.getByRole('switch', { name: PODCAST_WORDING.playlist })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(list).getByText('p2 épisode 1'));
    expect(onPick).toHaveBeenCalledWith({
      target: 'multimedia',
      attrs: {
        kind: 'Podcast',
        id: 'p2-e1',
        title: 'p2 épisode 1',
        url: 'https://audio.example/p2/1.mp3',
      },
    });
    // Two podcasts ticked: no playlist either.
    await user.click(screen.getByRole('checkbox', { name: 'Les coulisses de la télé · Ausha' }));
    await within(await screen.findByRole('listbox', { name: PODCAST_WORDING.episodes })).findByText(
      'p1 épisode 2',
    );
    expect(screen.getByRole('switch', { name: PODCAST_WORDING.playlist })).toHaveProperty(
      'disabled',
      true,
    );
    // One podcast of two episodes: the playlist may be chosen, and inserts the podcast.
    await user.click(screen.getByRole('checkbox', { name: 'Télé Story · Acast' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: PODCAST_WORDING.playlist })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await user.click(screen.getByRole('switch', { name: PODCAST_WORDING.playlist }));
    await user.click(screen.getByRole('button', { name: PODCAST_WORDING.insertPlaylist }));
    expect(onPick).toHaveBeenLastCalledWith({
      target: 'multimedia',
      attrs: {
        kind: 'Podcast',
        id: 'p1',
        title: 'Les coulisses de la télé',
        url: 'https://f.example/1',
      },
    });
  });

  it('lists episodes disabled, with the reason, for an image field', async () => {
    const { user, onPick } = renderTab('media');
    await user.type(screen.getByRole('searchbox', { name: PODCAST_WORDING.search }), 'télé');
    await user.click(await screen.findByRole('checkbox', { name: 'Télé Story · Acast' }));
    expect(await screen.findByText(MESSAGES.podcastBodyOnly, { exact: false })).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('shows the service’s refusal as main says it, and keeps the text typed', async () => {
    podcasts.search.mockResolvedValueOnce({
      ok: false,
      message: MESSAGES.podcastNotConfigured,
    } as never);
    const { user } = renderTab();
    const box = screen.getByRole('searchbox', { name: PODCAST_WORDING.search });
    await user.type(box, 'télé');
    expect(await screen.findByText(MESSAGES.podcastNotConfigured)).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('télé');
  });

  it('reads a feed, then sends it with its title and the playlist choice', async () => {
    const { user } = renderTab();
    const feedBox = screen.getByRole('textbox', { name: PODCAST_WORDING.feedUrl });
    await user.type(feedBox, 'https://f.example/rss');
    await user.click(screen.getByRole('button', { name: PODCAST_WORDING.readFeed }));
    const title = await screen.findByRole('textbox', { name: PODCAST_WORDING.feedTitle });
    expect((title as HTMLInputElement).value).toBe('Mon flux');
    expect(screen.getByText('3 épisodes')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: PODCAST_WORDING.playlist }));
    await user.click(screen.getByRole('button', { name: PODCAST_WORDING.submitFeed }));
    expect(await screen.findByText(MESSAGES.podcastSubmitted)).toBeTruthy();
    expect(podcasts.feed).toHaveBeenCalledWith('https://f.example/rss');
    expect(podcasts.submit).toHaveBeenCalledWith({
      feed: 'https://f.example/rss',
      title: 'Mon flux',
      playlist: true,
    });
  });

  it('says why a feed is refused (too large, not a podcast feed), keeping the address', async () => {
    podcasts.feed.mockResolvedValueOnce({
      ok: false,
      message: MESSAGES.podcastFeedTooLarge,
    } as never);
    const { user } = renderTab();
    const feedBox = screen.getByRole('textbox', { name: PODCAST_WORDING.feedUrl });
    await user.type(feedBox, 'https://f.example/huge');
    await user.click(screen.getByRole('button', { name: PODCAST_WORDING.readFeed }));
    expect(await screen.findByText(MESSAGES.podcastFeedTooLarge)).toBeTruthy();
    podcasts.feed.mockResolvedValueOnce({ ok: true, xml: '<html>pas un flux</html>' });
    await user.click(screen.getByRole('button', { name: PODCAST_WORDING.readFeed }));
    expect(await screen.findByText(MESSAGES.podcastFeedUnreadable)).toBeTruthy();
    expect((feedBox as HTMLInputElement).value).toBe('https://f.example/huge');
  });
});
