// A local shop for the good-deal process (issue 35): product pages as merchants publish them, for
// the server tests, the e2e, the demo and the bench. Each page carries what real shops carry:
// schema.org Product/Offer JSON-LD, Open Graph tags, or neither (the page text only); its image
// is a real JPEG. Pages the tests need can be added; misbehaving ones are named: `enorme` (larger
// than any cap), `muette` (never answers), `redirection-interne` (a redirect to 127.0.0.1:1).
//
//   tsx tests/support/productPageStandIn.ts --port 8788
//   → prints `PRODUCT_STANDIN_LISTENING http://127.0.0.1:8788`
//   GET /produits/robot-cuiseur   GET /images/robot-cuiseur.jpg
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface StandInProduct {
  slug: string;
  name: string;
  description: string;
  brand: string;
  price: string;
  currency: string;
  seller: string;
  /** How the page says it: JSON-LD (and Open Graph), Open Graph only, or the text only. */
  markup: 'jsonLd' | 'openGraph' | 'text';
}

export const STAND_IN_PRODUCTS: readonly StandInProduct[] = [
  {
    slug: 'robot-cuiseur',
    name: 'Robot cuiseur Multichef 5000',
    description:
      'Robot cuiseur multifonction de 1 500 W avec bol de 4,5 litres, balance intégrée et 12 programmes automatiques.',
    brand: 'Multichef',
    price: '249.99',
    currency: 'EUR',
    seller: 'La Boutique du Chef',
    markup: 'jsonLd',
  },
  {
    slug: 'aspirateur-balai',
    name: 'Aspirateur balai sans fil Tornado X',
    description: 'Aspirateur balai sans fil, 45 minutes d’autonomie, filtre HEPA lavable.',
    brand: 'Tornado',
    price: '179.00',
    currency: 'EUR',
    seller: 'Électro Plus',
    markup: 'openGraph',
  },
  {
    slug: 'casque-audio',
    name: 'Casque audio à réduction de bruit Silence Pro',
    description:
      'Casque circum-auriculaire Bluetooth, 30 heures d’écoute, réduction de bruit active.',
    brand: 'Silence',
    price: '129.90',
    currency: 'EUR',
    seller: 'Son & Image',
    markup: 'text',
  },
];

const PHOTO = readFileSync(join(__dirname, '..', 'fixtures', 'j5.jpeg'));

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function jsonLd(product: StandInProduct, base: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [`${base}/images/${product.slug}.jpg`],
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: `${base}/produits/${product.slug}`,
      price: product.price,
      priceCurrency: product.currency,
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: product.seller },
    },
  };
  // `</` closed inside JSON-LD would end the script element: the way shops escape it.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function openGraph(product: StandInProduct, base: string): string {
  return [
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${escapeHtml(product.name)}">`,
    `<meta property="og:description" content="${escapeHtml(product.description)}">`,
    `<meta property="og:image" content="${base}/images/${product.slug}.jpg">`,
    `<meta property="og:site_name" content="${escapeHtml(product.seller)}">`,
    `<meta property="product:price:amount" content="${product.price}">`,
    `<meta property="product:price:currency" content="${product.currency}">`,
  ].join('\n');
}

/** The product page as the shop serves it. */
export function productPage(product: StandInProduct, base: string): string {
  const head = [
    `<meta charset="utf-8"><title>${escapeHtml(product.name)} – ${escapeHtml(product.seller)}</title>`,
    product.markup === 'jsonLd' ? jsonLd(product, base) + openGraph(product, base) : '',
    product.markup === 'openGraph' ? openGraph(product, base) : '',
  ].join('\n');
  const price = `${product.price.replace('.', ',')} €`;
  return `<!doctype html><html lang="fr"><head>${head}</head><body>
<nav>Accueil › Maison › ${escapeHtml(product.brand)}</nav>
<main><h1>${escapeHtml(product.name)}</h1>
<img src="/images/${product.slug}.jpg" alt="${escapeHtml(product.name)}">
<p class="prix">${price}</p><p>${escapeHtml(product.description)}</p>
<p>Vendu et expédié par ${escapeHtml(product.seller)}.</p></main>
<script>window.dataLayer = [];</script></body></html>`;
}

export interface ProductPageStandIn {
  /** The shop's root, e.g. http://127.0.0.1:8788 */
  url: string;
  /** The address of a product's page. */
  pageUrl(slug: string): string;
  /** Serves `html` at /produits/<slug> (a page a test needs). */
  page(slug: string, html: string): void;
  /** Paths asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface ProductPageStandInOptions {
  port?: number;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export async function startProductPageStandIn(
  options: ProductPageStandInOptions = {},
): Promise<ProductPageStandIn> {
  const extra = new Map<string, string>();
  const requests: string[] = [];
  const held = new Set<ServerResponse>();
  let base = '';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://shop').pathname;
    requests.push(path);
    const image = /^\/images\/([a-z0-9-]+)\.jpg$/.exec(path);
    if (image) return send(res, 200, 'image/jpeg', PHOTO);
    const slug = /^\/produits\/([a-z0-9-]+)$/.exec(path)?.[1];
    if (!slug) return send(res, 404, 'text/html; charset=utf-8', '<h1>Page introuvable</h1>');
    if (slug === 'muette') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (slug === 'enorme') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = `<p>${'Bon plan '.repeat(1000)}</p>`;
      let sent = 0;
      const pump = (): void => {
        while (sent < 64 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    if (slug === 'redirection-interne') {
      res.writeHead(302, { location: 'http://127.0.0.1:1/admin' });
      return res.end();
    }
    const html = extra.get(slug);
    if (html !== undefined) return send(res, 200, 'text/html; charset=utf-8', html);
    const product = STAND_IN_PRODUCTS.find((p) => p.slug === slug);
    if (!product) return send(res, 404, 'text/html; charset=utf-8', '<h1>Produit introuvable</h1>');
    return send(res, 200, 'text/html; charset=utf-8', productPage(product, base));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    pageUrl: (slug) => `${base}/produits/${slug}`,
    page: (slug, html) => void extra.set(slug, html),
    requests,
    close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1]?.endsWith('productPageStandIn.ts')) {
  const at = process.argv.indexOf('--port');
  const port = at >= 0 ? Number(process.argv[at + 1]) : undefined;
  void startProductPageStandIn({ port }).then((shop) =>
    process.stdout.write(`PRODUCT_STANDIN_LISTENING ${shop.url}\n`),
  );
}
