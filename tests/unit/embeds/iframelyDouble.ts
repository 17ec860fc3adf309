// A stand-in for the embed-metadata service (iframely's HTTP interface: GET ?uri=<url> → JSON) on a
// free loopback port. The media URL picks the behaviour: a normal answer for YouTube and Vimeo,
// 404 for …/introuvable, a hang for …/lent, broken JSON for …/casse, an oversized answer for
// …/enorme (…/flot without a length), hostile markup for …/hostile. Used by the client's unit tests and the editor e2e.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  uri: string | null;
  apiKey: string | null;
  headers: IncomingMessage['headers'];
}

export interface IframelyDouble {
  /** The service endpoint to configure (…/iframely). */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const DOUBLE_VIDEO = {
  uri: 'https://www.youtube.com/watch?v=e2e-embed',
  title: 'Le reportage du double de test',
  site: 'YouTube',
  author: 'Chaîne de la rédaction',
  description: 'Une vidéo servie par le double du service de métadonnées.',
  canonical: 'https://www.youtube.com/watch?v=e2e-embed',
  thumbnail: 'https://i.ytimg.com/vi/e2e-embed/hqdefault.jpg',
  html: '<div><iframe src="https://www.youtube.com/embed/e2e-embed" allowfullscreen></iframe></div>',
} as const;

/** The media attributes the client must make of DOUBLE_VIDEO's answer. */
export const DOUBLE_VIDEO_ATTRS = {
  url: DOUBLE_VIDEO.uri,
  canonical: DOUBLE_VIDEO.canonical,
  html: DOUBLE_VIDEO.html,
  width: 640,
  height: 360,
  credit: DOUBLE_VIDEO.author,
  meta: {
    title: DOUBLE_VIDEO.title,
    description: DOUBLE_VIDEO.description,
    site: DOUBLE_VIDEO.site,
    author: DOUBLE_VIDEO.author,
    thumbnail: DOUBLE_VIDEO.thumbnail,
  },
};

export const HOSTILE_HTML =
  '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><iframe srcdoc="<script>parent.__pwned=3</script>"></iframe>';

function answer(uri: string): { status: number; body: string } | 'hang' | 'stream' {
  const json = (status: number, value: unknown) => ({ status, body: JSON.stringify(value) });
  if (uri.includes('/introuvable')) return json(404, { status: 404, error: 'Not found' });
  if (uri.includes('/lent')) return 'hang';
  if (uri.includes('/flot')) return 'stream';
  if (uri.includes('/casse')) return { status: 200, body: '{"meta": {"title": "coupé' };
  if (uri.includes('/erreur')) return json(500, { error: 'boom' });
  if (uri.includes('/enorme'))
    return json(200, { meta: { title: 'x' }, html: 'a'.repeat(2 * 1024 * 1024) });
  if (uri.includes('/tableau')) return json(200, [1, 2, 3]);
  if (uri.includes('/hostile')) {
    return json(200, {
      url: 'javascript:alert(1)',
      canonical: 'data:text/html,<script>alert(1)</script>',
      html: HOSTILE_HTML,
      width: -5,
      height: 'grand',
      meta: {
        title: '<b onclick="x">Titre</b>\u0000 piégé',
        site: 42,
        author: 'Auteur\nsur deux lignes',
        canonical: 'https://ok.example/canonique',
      },
      links: { thumbnail: [{ href: 'javascript:alert(1)' }], player: 'pas une liste' },
    });
  }
  if (uri === DOUBLE_VIDEO.uri) {
    return json(200, {
      url: DOUBLE_VIDEO.uri,
      meta: {
        title: DOUBLE_VIDEO.title,
        description: DOUBLE_VIDEO.description,
        site: DOUBLE_VIDEO.site,
        author: DOUBLE_VIDEO.author,
        canonical: DOUBLE_VIDEO.canonical,
      },
      links: {
        player: [
          {
            href: 'https://www.youtube.com/embed/e2e-embed',
            type: 'text/html',
            media: { width: 640, height: 360 },
          },
        ],
        thumbnail: [
          { href: DOUBLE_VIDEO.thumbnail, type: 'image/jpeg', media: { width: 480, height: 360 } },
        ],
      },
      html: DOUBLE_VIDEO.html,
    });
  }
  // Any other URL: an oEmbed-like answer built from it.
  return json(200, {
    url: uri,
    meta: { title: `Média ${new URL(uri).pathname}`, site: new URL(uri).hostname },
    width: 480,
    height: 270,
    html: '<iframe></iframe>',
  });
}

export async function startIframelyDouble(
  options: { requireKey?: string } = {},
): Promise<IframelyDouble> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const uri = url.searchParams.get('uri');
    const apiKey = url.searchParams.get('api_key');
    requests.push({ path: url.pathname, uri, apiKey, headers: req.headers });
    res.setHeader('content-type', 'application/json; charset=utf-8');
    const key = apiKey ?? (req.headers['x-api-key'] as string | undefined) ?? null;
    if (options.requireKey && key !== options.requireKey) {
      res.writeHead(403).end(JSON.stringify({ error: 'Forbidden' }));
      return;
    }
    if (url.pathname !== '/iframely' || !uri) {
      res.writeHead(400).end(JSON.stringify({ error: 'uri manquant' }));
      return;
    }
    const result = answer(uri);
    if (result === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (result === 'stream') {
      // No content-length: chunks until the client gives up (the cap must count what it reads).
      res.writeHead(200);
      res.write('{"html": "');
      const chunk = 'a'.repeat(64 * 1024);
      let sent = 0;
      const pump = (): void => {
        while (sent < 64 && res.write(chunk)) sent++;
        if (sent >= 64) res.end('"}');
        else res.once('drain', pump);
      };
      res.on('close', () => (sent = 64));
      pump();
      return;
    }
    res.writeHead(result.status).end(result.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/iframely`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
