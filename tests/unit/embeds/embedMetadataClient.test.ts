// The embed-metadata client (main/embeds) against a local stand-in of the iframely service: the
// mapping to the media element's attributes, the key, and every failure as one of the three French
// messages (not configured, unreachable or too slow or unreadable, not found). Then the channel
// through Backoffice's real dispatcher, and the promise that stored embed HTML is never emitted.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backoffice } from '../../../main/app/Backoffice';
import { offlineBackoffice } from '../support/offlineBackoffice';
import {
  EmbedMetadataClient,
  embedServiceConfig,
  type EmbedServiceConfig,
} from '../../../main/embeds/EmbedMetadataClient';
import { docToHtml, EMBED_METADATA_MESSAGES, type RichTextDoc } from '../../../common/richtext';
import {
  DOUBLE_VIDEO,
  DOUBLE_VIDEO_ATTRS,
  HOSTILE_HTML,
  startIframelyDouble,
  type IframelyDouble,
} from './iframelyDouble';

let double: IframelyDouble;
beforeAll(async () => {
  double = await startIframelyDouble();
});
afterAll(() => double.close());

function client(
  config: Partial<EmbedServiceConfig> = {},
  options: ConstructorParameters<typeof EmbedMetadataClient>[1] = {},
) {
  const logs: string[] = [];
  const c = new EmbedMetadataClient(
    () => ({ url: double.url, key: null, keyHeader: null, ...config }),
    { log: (m) => logs.push(m), ...options },
  );
  return { c, logs };
}

describe('embedServiceConfig', () => {
  it.each([
    [
      'the environment first',
      { BACKOFFICE_EMBED_METADATA_URL: 'https://iframe.example/api' },
      'https://other.example/',
      'https://iframe.example/api',
    ],
    ['else the settings', {}, 'https://other.example/', 'https://other.example/'],
    ['nothing', {}, null, null],
    ['not an http URL', { BACKOFFICE_EMBED_METADATA_URL: 'file:///etc/passwd' }, null, null],
  ])('takes the service URL from %s', (_name, env, settingsUrl, expected) => {
    expect(embedServiceConfig(env, settingsUrl).url).toBe(expected);
  });

  it('takes the key from the environment only, and a header name only when it is one', () => {
    expect(
      embedServiceConfig(
        {
          BACKOFFICE_EMBED_METADATA_KEY: ' k1 ',
          BACKOFFICE_EMBED_METADATA_KEY_HEADER: 'X-Api-Key',
        },
        null,
      ),
    ).toEqual({ url: null, key: 'k1', keyHeader: 'X-Api-Key' });
    expect(
      embedServiceConfig(
        {
          BACKOFFICE_EMBED_METADATA_KEY: 'k1',
          BACKOFFICE_EMBED_METADATA_KEY_HEADER: 'bad header\r\n',
        },
        null,
      ).keyHeader,
    ).toBeNull();
  });
});

describe('EmbedMetadataClient', () => {
  it('maps an iframely answer to the media attributes', async () => {
    const { c } = client();
    expect(await c.metadata(DOUBLE_VIDEO.uri)).toEqual({
      ok: true,
      metadata: DOUBLE_VIDEO_ATTRS,
    });
    expect(double.requests.at(-1)).toMatchObject({
      path: '/iframely',
      uri: DOUBLE_VIDEO.uri,
      apiKey: null,
    });
  });

  it('sends the key as api_key, or in the named header, and never logs it', async () => {
    const keyed = await startIframelyDouble({ requireKey: 'secret-cle' });
    try {
      const logs: string[] = [];
      const byQuery = new EmbedMetadataClient(
        () => ({ url: keyed.url, key: 'secret-cle', keyHeader: null }),
        { log: (m) => logs.push(m) },
      );
      expect((await byQuery.metadata(DOUBLE_VIDEO.uri)).ok).toBe(true);
      expect(keyed.requests.at(-1)?.apiKey).toBe('secret-cle');
      const byHeader = new EmbedMetadataClient(
        () => ({ url: keyed.url, key: 'secret-cle', keyHeader: 'X-Api-Key' }),
        { log: (m) => logs.push(m) },
      );
      expect((await byHeader.metadata(DOUBLE_VIDEO.uri)).ok).toBe(true);
      expect(keyed.requests.at(-1)).toMatchObject({
        apiKey: null,
        headers: { 'x-api-key': 'secret-cle' },
      });
      const wrong = new EmbedMetadataClient(
        () => ({ url: keyed.url, key: 'autre', keyHeader: null }),
        { log: (m) => logs.push(m) },
      );
      expect(await wrong.metadata(DOUBLE_VIDEO.uri)).toEqual({
        ok: false,
        message: EMBED_METADATA_MESSAGES.unreachable,
      });
      expect(logs.join('\n')).not.toContain('autre');
      expect(logs.join('\n')).toContain('403');
    } finally {
      await keyed.close();
    }
  });

  it('says the service is not configured without calling anything', async () => {
    const before = double.requests.length;
    const { c } = client({ url: null });
    expect(await c.metadata(DOUBLE_VIDEO.uri)).toEqual({
      ok: false,
      message: "Le service de métadonnées des médias n'est pas configuré.",
    });
    expect(double.requests.length).toBe(before);
  });

  it.each([
    ['a 404 of the service', 'https://www.youtube.com/introuvable', "Ce média n'a pas été trouvé."],
    [
      'a 500 of the service',
      'https://www.youtube.com/erreur',
      'Impossible de récupérer les informations du média.',
    ],
    [
      'broken JSON',
      'https://www.youtube.com/casse',
      'Impossible de récupérer les informations du média.',
    ],
    [
      'JSON that is not an object',
      'https://www.youtube.com/tableau',
      'Impossible de récupérer les informations du média.',
    ],
    [
      'an answer over the size cap',
      'https://www.youtube.com/enorme',
      'Impossible de récupérer les informations du média.',
    ],
    [
      'a streamed answer over the size cap',
      'https://www.youtube.com/flot',
      'Impossible de récupérer les informations du média.',
    ],
  ])('answers %s with its French message', async (_name, uri, message) => {
    const { c } = client();
    expect(await c.metadata(uri)).toEqual({ ok: false, message });
  });

  it.each([
    ['https://www.youtube.com/enorme', 'réponse trop volumineuse'],
    ['https://www.youtube.com/flot', 'réponse trop volumineuse'],
    ['https://www.youtube.com/casse', 'JSON invalide'],
  ])('logs why %s failed', async (uri, reason) => {
    const { c, logs } = client();
    await c.metadata(uri);
    expect(logs).toEqual([`Métadonnées de média : ${reason}`]);
  });

  it('gives up after the deadline', async () => {
    const { c, logs } = client({}, { timeoutMs: 300 });
    // A deadline not kept would leave the call waiting past the test's timeout.
    expect(await c.metadata('https://www.youtube.com/lent')).toEqual({
      ok: false,
      message: EMBED_METADATA_MESSAGES.unreachable,
    });
    expect(logs).toContain('Métadonnées de média : délai dépassé');
  });

  it('answers a closed port as unreachable', async () => {
    const { c } = client({ url: 'http://127.0.0.1:1/iframely' });
    expect(await c.metadata(DOUBLE_VIDEO.uri)).toEqual({
      ok: false,
      message: EMBED_METADATA_MESSAGES.unreachable,
    });
  });

  it('keeps hostile markup as an inert string and drops hostile URLs and mistyped fields', async () => {
    const { c } = client();
    const result = await c.metadata('https://www.youtube.com/hostile');
    expect(result).toEqual({
      ok: true,
      metadata: {
        url: 'https://www.youtube.com/hostile',
        canonical: 'https://ok.example/canonique',
        html: HOSTILE_HTML,
        width: null,
        height: null,
        credit: 'Auteur sur deux lignes',
        meta: { title: '<b onclick="x">Titre</b> piégé', author: 'Auteur sur deux lignes' },
      },
    });
  });
});

describe('the embeds.metadata channel through Backoffice', () => {
  let dataDir: string;
  let app: Backoffice;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backoffice-embeds-'));
    // The settings file names the service; the environment holds none.
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({ embedMetadataUrl: double.url }),
    );
    app = offlineBackoffice(dataDir);
    await app.start();
  });
  afterAll(async () => {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the metadata of a URL', async () => {
    expect(await app.dispatch('embeds.metadata', { uri: DOUBLE_VIDEO.uri }, true)).toMatchObject({
      ok: true,
      value: { ok: true, metadata: { meta: { title: DOUBLE_VIDEO.title } } },
    });
  });

  it.each([
    ['a javascript: URL', { uri: 'javascript:alert(1)' }],
    ['a file: URL', { uri: 'file:///etc/passwd' }],
    ['a URL over 2,048 characters', { uri: `https://www.youtube.com/watch?v=${'a'.repeat(2048)}` }],
    ['an extra field', { uri: DOUBLE_VIDEO.uri, apiKey: 'x' }],
    ['no payload', null],
  ])('refuses %s before calling the service', async (_name, payload) => {
    const before = double.requests.length;
    expect(await app.dispatch('embeds.metadata', payload, true)).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Requête invalide' },
    });
    expect(double.requests.length).toBe(before);
  });

  it('stores the hostile html but no serialisation of the body ever emits it as markup', async () => {
    const answer = await app.dispatch(
      'embeds.metadata',
      { uri: 'https://www.youtube.com/hostile' },
      true,
    );
    if (!answer.ok || !(answer.value as { ok: boolean }).ok) throw new Error('expected metadata');
    const metadata = (answer.value as { metadata: Record<string, unknown> }).metadata;
    expect(metadata.html).toBe(HOSTILE_HTML);
    const doc: RichTextDoc = { type: 'doc', content: [{ type: 'media', attrs: metadata }] };
    const html = docToHtml(doc);
    for (const tag of ['<script', '<iframe', '<img', 'onerror="', 'onclick="'])
      expect(html).not.toContain(tag);
    // The markup survives only as an escaped attribute value, for a lossless round trip.
    expect(html).toContain('data-html="&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
  });
});
