// A podcast feed's RSS, fetched by main (PodcastClient.feed: 10 MB at most) and read here with
// feedsmith, which knows the iTunes and Podcast namespaces and gives durations in seconds
// (STACK.md: a 500-episode feed in about 60 ms). What the picker needs: the show's title and
// its episodes (title, audio address, duration, date); anything else in the feed is ignored.
import { parseRssFeed } from 'feedsmith';
import { MESSAGES } from '../../../common/domain/messages';

export interface FeedEpisode {
  id: string;
  title: string;
  /** The episode's audio (its enclosure), else its page. */
  url: string;
  /** Seconds, when the feed says. */
  duration: number | null;
  publishedAt: string | null;
}

export interface PodcastFeed {
  title: string;
  author: string | null;
  image: string | null;
  episodes: FeedEpisode[];
}

/** The parts of feedsmith's RSS feed read here (its published types resolve to `any` under our
 * module settings, so the shape relied upon is written out). */
interface RssShape {
  title?: string;
  image?: { url?: string };
  itunes?: { author?: string; image?: string };
  items?: {
    title?: string;
    link?: string;
    pubDate?: string;
    guid?: { value?: string };
    enclosures?: { url?: string }[];
    itunes?: { title?: string; duration?: number };
  }[];
}

const isHttp = (value: string | undefined): value is string =>
  !!value && /^https?:\/\//i.test(value);

/** The feed read, or a French message when it is not a podcast RSS feed. */
export function parsePodcastFeed(xml: string): PodcastFeed | { error: string } {
  let feed: RssShape;
  try {
    feed = parseRssFeed(xml) as RssShape;
  } catch {
    return { error: MESSAGES.podcastFeedUnreadable };
  }
  const episodes = (feed.items ?? []).flatMap((item, index): FeedEpisode[] => {
    const url = item.enclosures?.find((e) => isHttp(e.url))?.url ?? item.link;
    if (!isHttp(url)) return [];
    const date = item.pubDate ? new Date(item.pubDate) : null;
    return [
      {
        id: item.guid?.value ?? `${index}`,
        title: (item.title ?? item.itunes?.title ?? '').trim(),
        url,
        duration: typeof item.itunes?.duration === 'number' ? item.itunes.duration : null,
        publishedAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
      },
    ];
  });
  return {
    title: (feed.title ?? '').trim(),
    author: feed.itunes?.author ?? null,
    image: feed.itunes?.image ?? feed.image?.url ?? null,
    episodes,
  };
}
