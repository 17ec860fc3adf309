// The podcast service (spec 001 §7: GET /podcasts?q=&presta=1, GET /podcast/{id}/episodes?q=&presta=1,
// POST /submit-podcast with the form fields feed, title, playlist) and the feeds' RSS, asked from
// main so the service's address and key never reach the renderer. Every call goes through the
// guarded request (main/podcasts/guardedGet.ts) with a time and a size cap; a feed is read up to
// 10 MB with `Accept: application/rss+xml`. Every failure is one French message, never a throw.
import { z } from 'zod';
import type {
  Podcast,
  PodcastEpisode,
  PodcastEpisodesResult,
  PodcastFeedResult,
  PodcastSearchResult,
  PodcastSubmitRequest,
  PodcastSubmitResult,
} from '../../common/ipc/channels';
import { PODCAST_LIMITS } from '../../common/ipc/schemas';
import { isAllowedUrl } from '../../common/domain/validation/linkRule';
import { MESSAGES } from '../../common/domain/messages';
import { GuardedGetError, guardedRequest, type GuardedRequest } from './guardedGet';

export interface PodcastServiceConfig {
  /** The service's base address (http/https); null when not configured. */
  url: string | null;
  /** Sent as `Authorization: Bearer <key>` when set (environment only). */
  key: string | null;
  /** BACKOFFICE_PODCAST_ALLOW_LOOPBACK=1: the local stand-in may be on 127.0.0.1. */
  allowLoopback: boolean;
}

export const PODCAST_TIMEOUT_MS = 10_000;
export const PODCAST_SERVICE_MAX_BYTES = 2 * 1024 * 1024;
/** The largest feed read (issue 37: a 10 MB+ feed is refused). */
export const PODCAST_FEED_MAX_BYTES = 10 * 1024 * 1024;

export function podcastServiceConfig(
  env: NodeJS.ProcessEnv,
  settingsUrl: string | null,
): PodcastServiceConfig {
  const candidate = env.BACKOFFICE_PODCAST_URL?.trim() || settingsUrl?.trim() || null;
  return {
    url: isAllowedUrl(candidate, 'http') ? candidate : null,
    key: env.BACKOFFICE_PODCAST_KEY?.trim() || null,
    allowLoopback: env.BACKOFFICE_PODCAST_ALLOW_LOOPBACK === '1',
  };
}

// — The service's answers, lenient per item: an unreadable item is dropped, not fatal.
const id = z.union([z.string(), z.number()]).transform(String);
const text = z.string().catch('');
const ServicePodcast = z.object({
  id,
  title: text,
  provider: text,
  feed: text,
  image: z.string().nullable().optional().catch(null),
});
const ServiceEpisode = z.object({
  id,
  title: text,
  url: text,
  duration: z.number().nonnegative().nullable().optional().catch(null),
  publishedAt: z.string().nullable().optional().catch(null),
});

const clip = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);
const httpOr = (value: string | null | undefined, fallback: string | null) =>
  value && value.length <= PODCAST_LIMITS.url && isAllowedUrl(value, 'http') ? value : fallback;

function items<T>(raw: unknown, schema: z.ZodType<T>): T[] {
  const list = Array.isArray(raw) ? raw : [];
  return list.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface PodcastClientOptions {
  timeoutMs?: number;
  resolve?: GuardedRequest['resolve'];
  log?: (message: string) => void;
}

type Failure = { ok: false; message: string };

export class PodcastClient {
  private readonly log: (message: string) => void;

  constructor(
    private readonly config: () => PodcastServiceConfig,
    private readonly options: PodcastClientOptions = {},
  ) {
    this.log = options.log ?? (() => {});
  }

  async search(q: string): Promise<PodcastSearchResult> {
    const answer = await this.callService('GET', '/podcasts', { q: q.trim(), presta: '1' });
    if (!answer.ok) return answer;
    const podcasts: Podcast[] = items(answer.json, ServicePodcast)
      .slice(0, PODCAST_LIMITS.list)
      .flatMap((p) => {
        const feed = httpOr(p.feed, null);
        if (!feed) return [];
        return [
          {
            id: p.id.slice(0, PODCAST_LIMITS.id),
            title: clip(p.title, PODCAST_LIMITS.text),
            provider: clip(p.provider, PODCAST_LIMITS.text),
            feed,
            image: httpOr(p.image, null),
          },
        ];
      });
    return { ok: true, podcasts };
  }

  async episodes(podcastId: string, q: string): Promise<PodcastEpisodesResult> {
    const path = `/podcast/${encodeURIComponent(podcastId)}/episodes`;
    const answer = await this.callService('GET', path, { q: q.trim(), presta: '1' });
    if (!answer.ok) return answer;
    const episodes: PodcastEpisode[] = items(answer.json, ServiceEpisode)
      .slice(0, PODCAST_LIMITS.list)
      .flatMap((e) => {
        const url = httpOr(e.url, null);
        if (!url) return [];
        return [
          {
            id: e.id.slice(0, PODCAST_LIMITS.id),
            podcastId,
            title: clip(e.title, PODCAST_LIMITS.text),
            url,
            duration: e.duration ?? null,
            publishedAt: e.publishedAt?.slice(0, 64) ?? null,
          },
        ];
      });
    return { ok: true, episodes };
  }

  async submit(request: PodcastSubmitRequest): Promise<PodcastSubmitResult> {
    const form = new URLSearchParams({
      feed: request.feed,
      title: request.title.trim(),
      playlist: String(request.playlist),
    });
    const answer = await this.callService('POST', '/submit-podcast', {}, form.toString());
    return answer.ok ? { ok: true } : answer;
  }

  /** The feed's RSS as text, for the renderer's parser; over 10 MB is refused. */
  async feed(url: string): Promise<PodcastFeedResult> {
    try {
      const answer = await guardedRequest(url, {
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8',
        maxBytes: PODCAST_FEED_MAX_BYTES,
        timeoutMs: this.options.timeoutMs ?? PODCAST_TIMEOUT_MS,
        allowLoopback: this.config().allowLoopback,
        maxRedirects: 3,
        resolve: this.options.resolve,
      });
      if (answer.status !== 200) {
        this.log(`Podcasts : le flux a répondu ${answer.status}`);
        return { ok: false, message: MESSAGES.podcastFeedUnreachable };
      }
      return { ok: true, xml: new TextDecoder('utf-8').decode(answer.body) };
    } catch (error) {
      const reason = error instanceof GuardedGetError ? error.reason : 'network';
      this.log(`Podcasts : flux refusé (${reason})`);
      if (reason === 'tooLarge') return { ok: false, message: MESSAGES.podcastFeedTooLarge };
      if (reason === 'forbidden') return { ok: false, message: MESSAGES.podcastFeedForbidden };
      return { ok: false, message: MESSAGES.podcastFeedUnreachable };
    }
  }

  private async callService(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    form?: string,
  ): Promise<{ ok: true; json: unknown } | Failure> {
    const { url, key, allowLoopback } = this.config();
    if (!url) return { ok: false, message: MESSAGES.podcastNotConfigured };
    const target = new URL(url.replace(/\/+$/, '') + path);
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${key}`;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    try {
      const answer = await guardedRequest(target.toString(), {
        method,
        accept: 'application/json',
        headers,
        body: form,
        maxBytes: PODCAST_SERVICE_MAX_BYTES,
        timeoutMs: this.options.timeoutMs ?? PODCAST_TIMEOUT_MS,
        allowLoopback,
        resolve: this.options.resolve,
      });
      if (answer.status >= 400 && answer.status < 500) {
        this.log(`Podcasts : le service a refusé (${answer.status})`);
        return { ok: false, message: MESSAGES.podcastRefused };
      }
      if (answer.status < 200 || answer.status >= 300) {
        this.log(`Podcasts : le service a répondu ${answer.status}`);
        return { ok: false, message: MESSAGES.podcastUnreachable };
      }
      if (method === 'POST') return { ok: true, json: null };
      return { ok: true, json: JSON.parse(answer.body.toString('utf8')) as unknown };
    } catch (error) {
      // Never the address in the log: it may carry a key.
      const reason = error instanceof GuardedGetError ? error.reason : 'JSON invalide';
      this.log(`Podcasts : service injoignable (${reason})`);
      return { ok: false, message: MESSAGES.podcastUnreachable };
    }
  }
}

export function podcastHandlers(client: PodcastClient) {
  return {
    'podcasts.search': ({ q }: { q: string }) => client.search(q),
    'podcasts.episodes': ({ podcastId, q }: { podcastId: string; q: string }) =>
      client.episodes(podcastId, q),
    'podcasts.submit': (request: PodcastSubmitRequest) => client.submit(request),
    'podcasts.feed': ({ url }: { url: string }) => client.feed(url),
  };
}
