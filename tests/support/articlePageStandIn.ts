// A local news site for the Diagnostic (issue 37): the public pages of published articles as a
// site publishes them, for the server tests and the e2e. `bon` passes every check (canonical,
// title and description lengths, a 1200 × 630 Open Graph JPEG, NewsArticle JSON-LD in @graph,
// captioned figures, internal links that answer); `mauvais` fails every one. Misbehaving pages:
// `absent` (404), `redirection-privee` (a redirect to 10.0.0.1), `muette` (never answers),
// `enorme` (larger than any cap), `image.jpg` served as a page (not HTML).
//
//   tsx tests/support/articlePageStandIn.ts --port 8789
//   → prints `ARTICLE_PAGES_LISTENING http://127.0.0.1:8789`
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface ArticlePageStandIn {
  url: string;
  pageUrl(slug: string): string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const GOOD_TITLE = 'Les vendanges précoces bouleversent le vignoble bordelais';
const GOOD_DESCRIPTION =
  'Chaleur record, raisins mûrs dès août : les viticulteurs de Gironde avancent leurs vendanges de trois semaines.';

function goodPage(base: string): string {
  const self = `${base}/articles/bon`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Le Journal local', url: base },
      { '@type': ['NewsArticle'], headline: GOOD_TITLE, url: self },
    ],
  };
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>${escapeHtml(GOOD_TITLE)}</title>
<meta name="description" content="${escapeHtml(GOOD_DESCRIPTION)}">
<link rel="canonical" href="${self}">
<meta property="og:image" content="/images/grande.jpg">
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
</head><body><header><img src="/images/logo.png" alt="Le Journal local"></header>
<article><h1>${escapeHtml(GOOD_TITLE)}</h1>
<figure><img src="/images/vignes.jpg" alt="Vignes"><figcaption>Les vignes de Pauillac. &copy; Jeanne Martin</figcaption></figure>
<p>Lire aussi <a href="/articles/autre">notre enquête</a> et <a href="/articles/bon#suite">la suite</a>.</p>
<p><img src="/medias/cle-creditee-123.jpg" alt="Cuve"></p>
</article></body></html>`;
}

function badPage(): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Vendanges</title>
<link rel="canonical" href="https://ailleurs.example/vendanges">
<meta property="og:image" content="/images/petite.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>
<script type="application/ld+json">{ cassé </script>
</head><body><article><h1>Vendanges</h1>
<figure><img src="/images/vignes.jpg" alt="Vignes"><figcaption> </figcaption></figure>
<p><a href="/articles/disparu">un lien mort</a> · <a href="/articles/autre">un lien vivant</a>
· <a href="https://ailleurs.example/page">un lien externe</a></p>
</article></body></html>`;
}

const OTHER_PAGE =
  '<!doctype html><html><head><title>Autre</title></head><body>Autre</body></html>';

export async function startArticlePageStandIn(
  options: { port?: number } = {},
): Promise<ArticlePageStandIn> {
  const [large, small] = await Promise.all([
    sharp({ create: { width: 1200, height: 630, channels: 3, background: '#7a2a3a' } })
      .jpeg()
      .toBuffer(),
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7a3a' } })
      .jpeg()
      .toBuffer(),
  ]);
  const held = new Set<ServerResponse>();
  let base = '';
  const html = (res: ServerResponse, body: string, status = 200) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    switch (path) {
      case '/articles/bon':
        return html(res, goodPage(base));
      case '/articles/mauvais':
        return html(res, badPage());
      case '/articles/autre':
        return html(res, OTHER_PAGE);
      case '/articles/redirection-privee':
        res.writeHead(302, { location: 'http://10.0.0.1/admin' });
        return res.end();
      case '/articles/muette':
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case '/articles/enorme':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<html><body>${'x'.repeat(4 * 1024 * 1024)}</body></html>`);
      case '/images/grande.jpg':
      case '/articles/image.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(large);
      case '/images/petite.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(small);
      default:
        return html(res, '<html><body>Introuvable</body></html>', 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    pageUrl: (slug) => `${base}/articles/${slug}`,
    close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// Run alone (the e2e's web server): print the address once listening.
if (process.argv[1]?.endsWith('articlePageStandIn.ts')) {
  const port = Number(process.argv[process.argv.indexOf('--port') + 1]) || 0;
  void startArticlePageStandIn({ port }).then((standIn) =>
    console.log(`ARTICLE_PAGES_LISTENING ${standIn.url}`),
  );
}
