// An affiliate platform speaking the adapter's protocol (server/src/affiliate/httpAffiliatePlatform.ts,
// README « Affiliate product cards ») over HTTP, in memory: a catalogue of French products (the
// media's own products with offers, and catalogue products to add first), two card designs per
// media, cards rendered as HTML. For the adapter's tests, the bench (`answerDelayMs`) and the
// demo. Hooks make it misbehave: answer 500, send malformed JSON or a wrong shape, hang.
//
//   tsx tests/support/affiliateStandIn.ts --port 8790 [--key secret] [--delay 100]
//   → prints `AFFILIATE_STANDIN_LISTENING http://127.0.0.1:8790`
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInProduct {
  type: 'CatalogProduct' | 'Product';
  id: string;
  productLocalizedId: string | null;
  currencyCode: string | null;
  defaultImage: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  nbOffers: number;
  name: string | null;
  upsides: string[];
  downsides: string[];
}

const IMAGE = (slug: string) => `https://images.example.org/produits/${slug}.jpg`;

function product(
  type: StandInProduct['type'],
  slug: string,
  name: string,
  minPrice: number,
  maxPrice: number,
  nbOffers: number,
  upsides: string[] = [],
  downsides: string[] = [],
): StandInProduct {
  return {
    type,
    id: `${type === 'Product' ? 'prd' : 'cat'}-${slug}`,
    productLocalizedId: `fr-${slug}`,
    currencyCode: 'EUR',
    defaultImage: IMAGE(slug),
    minPrice,
    maxPrice,
    nbOffers,
    name,
    upsides,
    downsides,
  };
}

/** The catalogue: prices across every band of 001 §9. */
export function standInCatalogue(): StandInProduct[] {
  return [
    product(
      'Product',
      'cafetiere-italienne',
      'Cafetière italienne Bialetti Moka Express',
      24.9,
      39.99,
      12,
      ['Robuste', 'Café corsé'],
      ['Poignée qui chauffe'],
    ),
    product(
      'Product',
      'bouilloire-inox',
      'Bouilloire électrique inox 1,7 L',
      29,
      49.5,
      7,
      ['Rapide'],
      ['Bruyante'],
    ),
    product(
      'Product',
      'robot-patissier',
      'Robot pâtissier Kenwood Titanium Chef',
      449,
      599,
      9,
      ['Bol de 5 L', 'Très puissant'],
      ['Encombrant', 'Lourd'],
    ),
    product(
      'Product',
      'machine-cafe-grain',
      'Machine à café à grain De’Longhi Magnifica',
      329,
      429,
      15,
      ['Mouture réglable'],
      ['Entretien fréquent'],
    ),
    product(
      'Product',
      'aspirateur-balai',
      'Aspirateur balai sans fil Dyson V12',
      499,
      649,
      11,
      ['Autonomie de 60 min'],
      ['Prix élevé'],
    ),
    product(
      'Product',
      'casque-audio',
      'Casque audio à réduction de bruit Sony WH-1000XM5',
      299,
      419,
      18,
      ['Réduction de bruit', 'Confort'],
      ['Pas pliable'],
    ),
    product(
      'Product',
      'televiseur-oled',
      'Téléviseur OLED LG 55 pouces',
      1199,
      1599,
      8,
      ['Noirs parfaits'],
      ['Reflets'],
    ),
    product(
      'Product',
      'velo-electrique',
      'Vélo électrique de ville Moustache',
      2299,
      2799,
      4,
      ['Moteur Bosch'],
      ['Poids'],
    ),
    product(
      'Product',
      'poele-fonte',
      'Poêle en fonte Le Creuset 26 cm',
      89,
      139,
      10,
      ['Garde la chaleur'],
      ['Lourde'],
    ),
    product(
      'Product',
      'cafetiere-filtre',
      'Cafetière filtre programmable Moulinex',
      45,
      69,
      6,
      ['Programmable'],
      [],
    ),
    product('CatalogProduct', 'cafetiere-piston', 'Cafetière à piston Bodum Chambord', 22, 35, 3),
    product('CatalogProduct', 'lampe-chevet', 'Lampe de chevet en lin', 59, 79, 2),
  ];
}

export type AffiliateMisbehaviour = 'serverError' | 'malformedJson' | 'wrongShape' | 'hang' | null;

export interface RecordedAffiliateRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

export interface AffiliateStandIn {
  url: string;
  products: StandInProduct[];
  requests: RecordedAffiliateRequest[];
  misbehave(mode: AffiliateMisbehaviour): void;
  /** Resolves when the stand-in has received `count` requests in all (a hanging one included). */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface AffiliateStandInOptions {
  port?: number;
  /** When set, every request must carry `Authorization: Bearer <key>` (else 401). */
  apiKey?: string;
  /** Each answer waits this long (the bench: a platform answering in 100 ms). */
  answerDelayMs?: number;
}

/** A folded, accent-free form for the keyword match, as a search engine would. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sortProducts(list: StandInProduct[], sort: string, keyword: string): StandInProduct[] {
  const byPrice = (p: StandInProduct) => p.minPrice ?? 0;
  switch (sort) {
    case 'PRICE_ASC':
      return [...list].sort((a, b) => byPrice(a) - byPrice(b));
    case 'PRICE_DESC':
      return [...list].sort((a, b) => byPrice(b) - byPrice(a));
    case 'RELEVANCE':
      // Names starting with the keyword first.
      return [...list].sort(
        (a, b) =>
          Number(fold(b.name ?? '').startsWith(keyword)) -
          Number(fold(a.name ?? '').startsWith(keyword)),
      );
    default:
      return [...list].sort((a, b) => b.nbOffers - a.nbOffers);
  }
}

async function readBody(req: import('node:http').IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  return raw.trim() ? JSON.parse(raw) : null;
}

function send(res: ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof json === 'string' ? json : JSON.stringify(json));
}

export async function startAffiliateStandIn(
  options: AffiliateStandInOptions = {},
): Promise<AffiliateStandIn> {
  const products = standInCatalogue();
  const requests: RecordedAffiliateRequest[] = [];
  const held = new Set<ServerResponse>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let mode: AffiliateMisbehaviour = null;
  let sequence = 0;

  const search = (mediaId: string, q: URLSearchParams) => {
    const keyword = fold(q.get('keyword') ?? '');
    const min = q.has('minPrice') ? Number(q.get('minPrice')) : -Infinity;
    const max = q.has('maxPrice') ? Number(q.get('maxPrice')) : Infinity;
    const size = Math.max(1, Number(q.get('size') ?? 16));
    const page = Math.max(0, Number(q.get('page') ?? 0));
    const found = sortProducts(
      products.filter(
        (p) =>
          (p.type === 'CatalogProduct' || !p.id.includes(':') || p.id.startsWith(`${mediaId}:`)) &&
          fold(p.name ?? '').includes(keyword) &&
          (p.minPrice ?? 0) >= min &&
          (p.minPrice ?? 0) <= max,
      ),
      q.get('sort') ?? 'NB_OFFERS',
      keyword,
    );
    return {
      totalElements: found.length,
      totalPages: Math.ceil(found.length / size),
      pageable: { pageNumber: page },
      content: found.slice(page * size, page * size + size),
    };
  };

  const designs = (mediaId: string) => [
    { id: `${mediaId}-classique`, name: 'Classique', defaultDesign: true, renderingType: 'CARD' },
    { id: `${mediaId}-compact`, name: 'Compact', defaultDesign: false, renderingType: 'CARD' },
  ];

  const addCatalogProduct = (mediaId: string, body: unknown) => {
    const { productLocalizedId } = (body ?? {}) as { productLocalizedId?: string };
    const source = products.find(
      (p) => p.type === 'CatalogProduct' && p.productLocalizedId === productLocalizedId,
    );
    if (!source) return { status: 404, json: { error: 'notFound' } };
    const added = { ...source, id: `${mediaId}:${source.id}` };
    if (!products.some((p) => p.id === added.id)) products.push(added);
    return { status: 201, json: added };
  };

  const createCard = (mediaId: string, body: unknown) => {
    const sent = (body ?? {}) as {
      productId?: string;
      title?: string;
      positivePoints?: string[];
      negativePoints?: string[];
      rating?: string | null;
    };
    const found = products.find((p) => p.id === sent.productId);
    if (!found) return { status: 404, json: { error: 'notFound' } };
    const id = `card-${++sequence}`;
    const list = (points: string[] = []) => points.map((p) => `<li>${escapeHtml(p)}</li>`).join('');
    const html =
      `<div class="affilizz-card" data-card="${id}"><h3>${escapeHtml(sent.title ?? '')}</h3>` +
      `<ul class="plus">${list(sent.positivePoints)}</ul><ul class="minus">${list(sent.negativePoints)}</ul>` +
      (sent.rating ? `<p class="rating">${escapeHtml(sent.rating)}</p>` : '') +
      '</div>';
    return {
      status: 201,
      json: {
        id,
        html,
        publicationInfos: `${mediaId}/${id}`,
        productName: found.name ?? '',
        description: `${found.nbOffers} offres à partir de ${(found.minPrice ?? 0).toLocaleString('fr-FR', { minimumFractionDigits: 2 })} €`,
      },
    };
  };

  const route = (method: string, path: string, q: URLSearchParams, body: unknown) => {
    const [root, mediaId, sub] = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (root !== 'medias' || !mediaId) return { status: 404, json: { error: 'notFound' } };
    if (method === 'GET' && sub === 'products') return { status: 200, json: search(mediaId, q) };
    if (method === 'GET' && sub === 'designs') return { status: 200, json: designs(mediaId) };
    if (method === 'POST' && sub === 'catalog-products') return addCatalogProduct(mediaId, body);
    if (method === 'POST' && sub === 'cards') return createCard(mediaId, body);
    return { status: 404, json: { error: 'notFound' } };
  };

  const answer = (req: import('node:http').IncomingMessage, res: ServerResponse, body: unknown) => {
    const url = new URL(req.url ?? '/', 'http://affiliate');
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
      return send(res, 401, { error: 'unauthorized' });
    if (mode === 'hang') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (mode === 'serverError') return send(res, 500, { error: 'boom' });
    if (mode === 'malformedJson') return send(res, 200, '{"content": [');
    if (mode === 'wrongShape') return send(res, 200, { items: [{ name: 3 }] });
    const { status, json } = route(req.method ?? 'GET', url.pathname, url.searchParams, body);
    send(res, status, json);
  };

  const server = createServer((req, res) => {
    void (async () => {
      let body: unknown = null;
      try {
        body = await readBody(req);
      } catch {
        return send(res, 400, { error: 'badJson' });
      }
      const url = new URL(req.url ?? '/', 'http://affiliate');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization ?? null,
        body,
      });
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      // The bench's platform latency (real time: the bench measures it, tests leave it at 0).
      if (options.answerDelayMs) setTimeout(() => answer(req, res, body), options.answerDelayMs);
      else answer(req, res, body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    products,
    requests,
    misbehave: (next) => {
      mode = next;
    },
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1]?.endsWith('affiliateStandIn.ts')) {
  const arg = (name: string): string | undefined => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const port = arg('--port');
  const delay = arg('--delay');
  void startAffiliateStandIn({
    port: port ? Number(port) : undefined,
    apiKey: arg('--key'),
    answerDelayMs: delay ? Number(delay) : undefined,
  }).then((standIn) => process.stdout.write(`AFFILIATE_STANDIN_LISTENING ${standIn.url}\n`));
}
