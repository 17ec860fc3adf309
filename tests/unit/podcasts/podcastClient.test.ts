// The podcast client (main/podcasts) against the local stand-in of the podcast service
// (tests/support/podcastStandIn.ts): each call (search, episodes, submit, a feed), its headers,
// the caps (a 12 MB feed refused while reading), the address guard, and every failure as a French
// message. Then the channels through Backoffice's real dispatcher (zod-checked requests).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import type { Backoffice } from '../../../main/app/Backoffice';
import { isForbiddenAddress } from '../../../main/podcasts/guardedGet';
import {
  PodcastClient,
  podcastServiceConfig,
  type PodcastServiceConfig,
} from '../../../main/podcasts/PodcastClient';
import { startPodcastStandIn, type PodcastStandIn } from '../../support/podcastStandIn';
import { offlineBackoffice } from '../support/offlineBackoffice';

let standIn: PodcastStandIn;
beforeAll(async () => {
  standIn = await startPodcastStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  standIn.misbehave = {};
  standIn.requests.length = 0;
});

function client(config: Partial<PodcastServiceConfig> = {}) {
  const logs: string[] = [];
  const c = new PodcastClient(
    () => ({ url: standIn.url, key: null, allowLoopback: true, ...config }),
    { log: (m) => logs.push(m) },
  );
  return { c, logs };
}

describe('podcastServiceConfig', () => {
  it('reads the environment first, then the settings; refuses what is not http(s)', () => {
    expect(
      podcastServiceConfig({ BACKOFFICE_PODCAST_URL: 'https://p.example' }, 'https://s.example'),
    ).toEqual({
      url: 'https://p.example',
      key: null,
      allowLoopback: false,
    });
    expect(podcastServiceConfig({}, 'https://s.example').url).toBe('https://s.example');
    expect(
      podcastServiceConfig({ BACKOFFICE_PODCAST_URL: 'file:///etc/passwd' }, null).url,
    ).toBeNull();
    expect(
      podcastServiceConfig(
        { BACKOFFICE_PODCAST_KEY: ' k ', BACKOFFICE_PODCAST_ALLOW_LOOPBACK: '1' },
        null,
      ),
    ).toEqual({ url: null, key: 'k', allowLoopback: true });
  });
});

describe('isForbiddenAddress', () => {
  it.each([
    ['127.0.0.1', false, true],
    ['127.0.0.1', true, false],
    ['::1', true, false],
    ['::ffff:10.0.0.1', false, true],
    ['192.168.1.4', true, true],
    ['169.254.169.254', true, true],
    ['93.184.216.34', false, false],
    ['not an address', false, true],
  ])('%s (loopback allowed: %s) → forbidden %s', (address, loopback, forbidden) => {
    expect(isForbiddenAddress(address, loopback)).toBe(forbidden);
  });
});

describe('PodcastClient', () => {
  it('says plainly in French when the service is not configured', async () => {
    const { c } = client({ url: null });
    expect(await c.search('télé')).toEqual({ ok: false, message: MESSAGES.podcastNotConfigured });
    expect(await c.episodes('p1', '')).toEqual({
      ok: false,
      message: MESSAGES.podcastNotConfigured,
    });
    expect(await c.submit({ feed: 'https://f.example/rss', title: 'T', playlist: false })).toEqual({
      ok: false,
      message: MESSAGES.podcastNotConfigured,
    });
  });

  it('searches podcasts with GET /podcasts?q=&presta=1 and the key as a bearer', async () => {
    const { c } = client({ key: 'secret' });
    const answer = await c.search(' télé ');
    expect(answer.ok && answer.podcasts.map((p) => [p.id, p.provider])).toEqual([
      ['p1', 'Ausha'],
      ['p2', 'Acast'],
      ['p3', 'Acast'],
    ]);
    const request = standIn.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/podcasts');
    expect(request.headers.authorization).toBe('Bearer secret');
    expect(request.headers.accept).toBe('application/json');
  });

  it('lists a podcast’s episodes with GET /podcast/{id}/episodes?q=&presta=1', async () => {
    const { c } = client();
    const answer = await c.episodes('p2', 'épisode 2');
    expect(answer).toEqual({
      ok: true,
      episodes: [
        {
          id: 'p2-e2',
          podcastId: 'p2',
          title: 'Télé Story — épisode 2',
          url: 'https://podcasts.example.com/p2/episode-2',
          duration: 1200,
          publishedAt: '2026-02-01T08:00:00.000Z',
        },
      ],
    });
    expect(standIn.requests[0]?.path).toBe('/podcast/p2/episodes');
  });

  it('submits a feed with POST /submit-podcast (form feed, title, playlist)', async () => {
    const { c } = client();
    const feed = `${standIn.url}/feeds/story.xml`;
    expect(await c.submit({ feed, title: ' Télé Story ', playlist: true })).toEqual({ ok: true });
    expect(standIn.submitted.at(-1)).toEqual({ feed, title: 'Télé Story', playlist: 'true' });
    expect(standIn.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('turns refusals, failures and unreadable answers into French messages', async () => {
    const { c, logs } = client({ key: 'wrong' });
    standIn.misbehave = { key: 'right' };
    expect(await c.search('télé')).toEqual({ ok: false, message: MESSAGES.podcastRefused });
    standIn.misbehave = { status: 500 };
    expect(await c.search('télé')).toEqual({ ok: false, message: MESSAGES.podcastUnreachable });
    standIn.misbehave = { malformed: true };
    expect(await c.search('télé')).toEqual({ ok: false, message: MESSAGES.podcastUnreachable });
    expect(await c.episodes('inconnu', '')).toEqual({
      ok: false,
      message: MESSAGES.podcastRefused,
    });
    expect(logs.join('\n')).not.toContain(standIn.url);
  });

  it('refuses the service on loopback unless BACKOFFICE_PODCAST_ALLOW_LOOPBACK=1', async () => {
    const { c } = client({ allowLoopback: false });
    expect(await c.search('télé')).toEqual({ ok: false, message: MESSAGES.podcastUnreachable });
    expect(standIn.requests).toEqual([]);
    expect(await c.feed(`${standIn.url}/feeds/story.xml`)).toEqual({
      ok: false,
      message: MESSAGES.podcastFeedForbidden,
    });
  });

  it('fetches a feed with Accept: application/rss+xml, a 500-episode one whole', async () => {
    const { c } = client();
    const answer = await c.feed(`${standIn.url}/feeds/big.xml`);
    expect(answer.ok && answer.xml.match(/<item>/g)?.length).toBe(500);
    expect(standIn.requests[0]?.headers.accept).toMatch(/^application\/rss\+xml/);
  });

  it('checks every hop and every name: a redirect or a name leading to a private network is refused', async () => {
    const { c } = client();
    expect(await c.feed(`${standIn.url}/feeds/to-private.xml`)).toEqual({
      ok: false,
      message: MESSAGES.podcastFeedForbidden,
    });
    const resolving = new PodcastClient(() => ({ url: null, key: null, allowLoopback: true }), {
      resolve: async () => ['192.168.1.10'],
    });
    expect(await resolving.feed('https://intranet.example/feed.xml')).toEqual({
      ok: false,
      message: MESSAGES.podcastFeedForbidden,
    });
  });

  it('gives up on a feed that does not answer within the time cap', async () => {
    const slow = new PodcastClient(() => ({ url: standIn.url, key: null, allowLoopback: true }), {
      timeoutMs: 50,
    });
    expect(await slow.feed(`${standIn.url}/feeds/hang.xml`)).toEqual({
      ok: false,
      message: MESSAGES.podcastFeedUnreachable,
    });
  });

  it('refuses a feed over 10 MB while reading it, and a feed that is not there', async () => {
    const { c } = client();
    expect(await c.feed(`${standIn.url}/feeds/huge.xml`)).toEqual({
      ok: false,
      message: MESSAGES.podcastFeedTooLarge,
    });
    expect(await c.feed(`${standIn.url}/feeds/absent.xml`)).toEqual({
      ok: false,
      message: MESSAGES.podcastFeedUnreachable,
    });
  });
});

describe('the podcasts channels through Backoffice', () => {
  let dataDir: string;
  let app: Backoffice;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backoffice-podcasts-'));
    // The settings file names the service; the environment allows the loopback stand-in.
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({ podcastServiceUrl: standIn.url }),
    );
    app = offlineBackoffice(dataDir, undefined, {
      env: { BACKOFFICE_API_URL: 'http://127.0.0.1:1', BACKOFFICE_PODCAST_ALLOW_LOOPBACK: '1' },
    });
    await app.start();
  });
  afterAll(async () => {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a search and a feed', async () => {
    expect(await app.dispatch('podcasts.search', { q: 'story' }, true)).toMatchObject({
      ok: true,
      value: { ok: true, podcasts: [{ id: 'p2' }] },
    });
    expect(
      await app.dispatch('podcasts.feed', { url: `${standIn.url}/feeds/coulisses.xml` }, true),
    ).toMatchObject({ ok: true, value: { ok: true } });
  });

  it('refuses malformed requests before any call', async () => {
    for (const [channel, payload] of [
      ['podcasts.feed', { url: 'file:///etc/passwd' }],
      ['podcasts.submit', { feed: 'https://f.example', title: '  ', playlist: false }],
      ['podcasts.episodes', { podcastId: '', q: '' }],
      ['podcasts.search', { q: 'x', extra: 1 }],
    ] as const)
      expect(await app.dispatch(channel, payload, true)).toMatchObject({
        ok: false,
        error: { code: 'BAD_REQUEST' },
      });
    expect(standIn.requests).toEqual([]);
  });
});
