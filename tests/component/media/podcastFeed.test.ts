// A feed's RSS read in the renderer with feedsmith (podcastFeed.ts): the iTunes and Podcast
// namespaces, durations in seconds, a 500-episode feed whole, and a page that is no feed refused.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { parsePodcastFeed } from '../../../renderer/src/mediaKit/podcastFeed';
import { formatEpisodeDuration } from '../../../renderer/src/mediaKit/podcastPick';
import { podcastFeedXml } from '../../support/podcastStandIn';

describe('parsePodcastFeed', () => {
  it('reads the show and its episodes, durations in seconds', () => {
    const feed = parsePodcastFeed(podcastFeedXml('Télé Story', 3));
    expect('error' in feed).toBe(false);
    if ('error' in feed) return;
    expect(feed.title).toBe('Télé Story');
    expect(feed.author).toBe('La rédaction');
    expect(feed.image).toBe('https://podcasts.example.com/cover.jpg');
    expect(feed.episodes[0]).toEqual({
      id: 'Télé Story-3',
      title: 'Télé Story — épisode 3',
      url: 'https://audio.example.com/3.mp3',
      duration: 23 * 60 + 30,
      publishedAt: '2026-01-04T00:00:00.000Z',
    });
  });

  it('reads a 500-episode feed whole', () => {
    const feed = parsePodcastFeed(podcastFeedXml('Grenier', 500));
    expect('error' in feed ? 0 : feed.episodes.length).toBe(500);
  });

  it('refuses what is not an RSS feed', () => {
    expect(parsePodcastFeed('<html><body>pas un flux</body></html>')).toEqual({
      error: MESSAGES.podcastFeedUnreadable,
    });
    expect(parsePodcastFeed('')).toEqual({ error: MESSAGES.podcastFeedUnreadable });
  });
});

describe('formatEpisodeDuration', () => {
  it.each([
    [null, ''],
    [30, '30 s'],
    [42 * 60, '42 min'],
    [3600 + 5 * 60, '1 h 05 min'],
  ])('%s → %s', (seconds, text) => expect(formatEpisodeDuration(seconds)).toBe(text));
});
