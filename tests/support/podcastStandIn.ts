// A podcast service speaking the protocol main calls (main/podcasts/PodcastClient.ts, spec 001 §7):
// GET /podcasts?q=&presta=1, GET /podcast/{id}/episodes?q=&presta=1, POST /submit-podcast (form
// feed, title, playlist), and the feeds' RSS under /feeds/: a small catalogue of two providers, a
// 500-episode feed (/feeds/big.xml), a 12 MB one (/feeds/huge.xml), one that never answers and one
// redirecting to a private address. Hooks make it misbehave:
// answer 500, refuse the key, send malformed JSON.
//
//   tsx tests/support/podcastStandIn.ts --port 8790
//   → prints `PODCAST_STANDIN_LISTENING http://127.0.0.1:8790`
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPodcast {
  id: string;
  title: string;
  provider: string;
  feed: string;
  image: string | null;
}
export interface StandInEpisode {
  id: string;
  podcastId: string;
  title: string;
  url: string;
  duration: number | null;
  publishedAt: string | null;
}

export interface PodcastStandIn {
  url: string;
  podcasts: StandInPodcast[];
  episodes: StandInEpisode[];
  /** What /submit-podcast received, as form fields. */
  submitted: Record<string, string>[];
  /** Every request's method, path and headers. */
  requests: { method: string; path: string; headers: IncomingMessage['headers'] }[];
  misbehave: { status?: number; malformed?: boolean; key?: string };
  close(): Promise<void>;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (value: string) => value.replace(/[&<>"]/g, (c) => ESC[c] ?? c);

/** An RSS 2.0 podcast feed with iTunes and Podcast namespaces, `count` episodes. */
export function podcastFeedXml(title: string, count: number, padding = 0): string {
  const items: string[] = [];
  for (let i = count; i >= 1; i--) {
    const minutes = 20 + (i % 40);
    items.push(`<item>
  <title>${xml(`${title} — épisode ${i}`)}</title>
  <guid isPermaLink="false">${xml(title)}-${i}</guid>
  <pubDate>${new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toUTCString()}</pubDate>
  <enclosure url="https://audio.example.com/${i}.mp3" length="${minutes * 960_000}" type="audio/mpeg"/>
  <itunes:duration>00:${String(minutes).padStart(2, '0')}:30</itunes:duration>
  <itunes:episode>${i}</itunes:episode>
  <podcast:transcript url="https://audio.example.com/${i}.vtt" type="text/vtt"/>
  <description>${xml(`Résumé de l'épisode ${i}. `.repeat(padding ? Math.ceil(padding / count / 30) : 2))}</description>
</item>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
  <title>${xml(title)}</title>
  <link>https://podcasts.example.com/${encodeURIComponent(title)}</link>
  <description>${xml(title)}, le podcast.</description>
  <itunes:author>La rédaction</itunes:author>
  <itunes:image href="https://podcasts.example.com/cover.jpg"/>
  <podcast:guid>6ba7b810-9dad-11d1-80b4-00c04fd430c8</podcast:guid>
${items.join('\n')}
</channel>
</rss>`;
}

export const HUGE_FEED_BYTES = 12 * 1024 * 1024;

function catalogue(base: string): { podcasts: StandInPodcast[]; episodes: StandInEpisode[] } {
  const podcasts: StandInPodcast[] = [
    {
      id: 'p1',
      title: 'Les coulisses de la télé',
      provider: 'Ausha',
      feed: `${base}/feeds/coulisses.xml`,
      image: null,
    },
    {
      id: 'p2',
      title: 'Télé Story',
      provider: 'Acast',
      feed: `${base}/feeds/story.xml`,
      image: null,
    },
    {
      id: 'p3',
      title: 'La télé du grenier',
      provider: 'Acast',
      feed: `${base}/feeds/big.xml`,
      image: null,
    },
  ];
  const episodes: StandInEpisode[] = podcasts.flatMap((p) =>
    [1, 2, 3].map((n) => ({
      id: `${p.id}-e${n}`,
      podcastId: p.id,
      title: `${p.title} — épisode ${n}`,
      url: `https://podcasts.example.com/${p.id}/episode-${n}`,
      duration: 600 * n,
      publishedAt: `2026-0${n}-01T08:00:00.000Z`,
    })),
  );
  return { podcasts, episodes };
}

const matches = (title: string, q: string) =>
  q.trim() === '' || title.toLowerCase().includes(q.trim().toLowerCase());

export async function startPodcastStandIn(
  options: { port?: number } = {},
): Promise<PodcastStandIn> {
  const feeds = new Map<string, string>();
  const state = {
    podcasts: [] as StandInPodcast[],
    episodes: [] as StandInEpisode[],
    submitted: [] as Record<string, string>[],
    requests: [] as PodcastStandIn['requests'],
    misbehave: {} as PodcastStandIn['misbehave'],
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(state.misbehave.malformed ? '{ not json' : JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (url.pathname.startsWith('/feeds/')) {
        const name = url.pathname.slice('/feeds/'.length);
        // A redirect to a private network: main must check the second hop too.
        if (name === 'to-private.xml')
          return void res.writeHead(302, { location: 'http://10.0.0.1/feed.xml' }).end();
        if (name === 'hang.xml') return; // never answers: main's time cap ends it
        if (name === 'huge.xml') {
          // Streamed without a length, so the cap is met while reading, not from the header.
          res.writeHead(200, { 'content-type': 'application/rss+xml' });
          const block = Buffer.alloc(1024 * 1024, 0x20);
          let sent = 0;
          const pump = () => {
            while (sent < HUGE_FEED_BYTES) {
              sent += block.length;
              if (!res.write(block)) return void res.once('drain', pump);
            }
            res.end();
          };
          pump();
          return;
        }
        const feed = feeds.get(name);
        if (!feed) return void json(res, 404, { error: 'not found' });
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        return void res.end(feed);
      }
      if (state.misbehave.key && req.headers.authorization !== `Bearer ${state.misbehave.key}`)
        return void json(res, 401, { error: 'unauthorized' });
      if (state.misbehave.status) return void json(res, state.misbehave.status, { error: 'boom' });
      const q = url.searchParams.get('q') ?? '';
      if (req.method === 'GET' && url.pathname === '/podcasts')
        return void json(
          res,
          200,
          state.podcasts.filter((p) => matches(p.title, q)),
        );
      const episodes = /^\/podcast\/([^/]+)\/episodes$/.exec(url.pathname);
      if (req.method === 'GET' && episodes) {
        const id = decodeURIComponent(episodes[1] ?? '');
        if (!state.podcasts.some((p) => p.id === id))
          return void json(res, 404, { error: 'unknown' });
        return void json(
          res,
          200,
          state.episodes.filter((e) => e.podcastId === id && matches(e.title, q)),
        );
      }
      if (req.method === 'POST' && url.pathname === '/submit-podcast') {
        const form = Object.fromEntries(
          new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        );
        if (!form.feed || !form.title) return void json(res, 400, { error: 'feed and title' });
        state.submitted.push(form);
        return void json(res, 201, { ok: true });
      }
      json(res, 404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const data = catalogue(base);
  state.podcasts.push(...data.podcasts);
  state.episodes.push(...data.episodes);
  feeds.set('coulisses.xml', podcastFeedXml('Les coulisses de la télé', 3));
  feeds.set('story.xml', podcastFeedXml('Télé Story', 12));
  feeds.set('big.xml', podcastFeedXml('La télé du grenier', 500));
  feeds.set('single.xml', podcastFeedXml('Un seul épisode', 1));
  feeds.set('broken.xml', '<html><body>pas un flux</body></html>');
  return Object.assign(state, {
    url: base,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

if (process.argv[1]?.endsWith('podcastStandIn.ts')) {
  const at = process.argv.indexOf('--port');
  void startPodcastStandIn({ port: at >= 0 ? Number(process.argv[at + 1]) : 8790 }).then((s) =>
    console.log(`PODCAST_STANDIN_LISTENING ${s.url}`),
  );
}
