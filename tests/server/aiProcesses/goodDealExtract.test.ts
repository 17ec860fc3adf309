// How the product is read from a page (issue 35): schema.org JSON-LD also inside @graph and
// arrays, a broken script skipped, an AggregateOffer's lowest price; Open Graph; else the text
// (scripts and styles dropped, capped) only when it shows a price; the stand-in shop's pages.
import { describe, expect, it } from 'vitest';
import { extractProduct } from '../../../server/src/aiProcesses/goodDeal/productFacts';
import { PAGE_TEXT_MAX_CHARS } from '../../../server/src/aiProcesses/goodDeal/pageScan';
import { productPage, STAND_IN_PRODUCTS } from '../../support/productPageStandIn';

const URL_ = 'https://boutique.example.test/produits/theiere';
const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('the product of a page', () => {
  it('is found in JSON-LD inside @graph, with the offer of an array', () => {
    const html = page(
      '<script type="application/ld+json">{ pas du json</script>' +
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'Théière' },
            {
              '@type': ['Product'],
              name: 'Théière en fonte 1,2 L',
              image: { '@type': 'ImageObject', url: '/img/theiere.jpg' },
              brand: 'Fonte & Co',
              offers: [{ '@type': 'AggregateOffer', lowPrice: 39.9, priceCurrency: 'EUR' }],
            },
          ],
        }),
    );
    expect(extractProduct(html, URL_)).toMatchObject({
      name: 'Théière en fonte 1,2 L',
      brand: 'Fonte & Co',
      price: '39.9',
      currency: 'EUR',
      imageUrl: 'https://boutique.example.test/img/theiere.jpg',
      foundIn: 'jsonLd',
    });
  });

  it('is found in a top-level JSON-LD array', () => {
    const html = page(
      ld([{ '@type': 'Organization' }, { '@type': 'Product', name: 'Bouilloire' }]),
    );
    expect(extractProduct(html, URL_)?.name).toBe('Bouilloire');
  });

  it('falls back on Open Graph, then on a text that shows a price', () => {
    const og = page(
      '<meta property="og:title" content="Grille-pain &amp; co"><meta property="product:price:amount" content="29.00">',
    );
    expect(extractProduct(og, URL_)).toMatchObject({ name: 'Grille-pain & co', price: '29.00' });
    const text = page(
      '<title>Mixeur</title><style>p { color: red }</style>',
      '<h1>Mixeur plongeant</h1><script>var prix = "1 €"</script><p>Prix : 49,90 €</p><img src="m.jpg">',
    );
    const facts = extractProduct(text, URL_)!;
    expect(facts).toMatchObject({ name: 'Mixeur plongeant', foundIn: 'text' });
    expect(facts.pageText).toContain('49,90 €');
    expect(facts.pageText).not.toContain('color');
    expect(facts.pageText).not.toContain('var prix');
    expect(facts.imageUrl).toBe('https://boutique.example.test/produits/m.jpg');
    expect(extractProduct(page('<title>Accueil</title>', '<p>Bienvenue</p>'), URL_)).toBeNull();
  });

  it('caps the page text', () => {
    const long = page('', `<h1>Robot</h1><p>${'bon plan à 19,99 € '.repeat(2_000)}</p>`);
    expect(extractProduct(long, URL_)!.pageText!.length).toBeLessThanOrEqual(PAGE_TEXT_MAX_CHARS);
  });

  it.each(STAND_IN_PRODUCTS.map((p) => [p.markup, p] as const))(
    'reads the shop page with %s',
    (markup, product) => {
      const facts = extractProduct(productPage(product, 'http://127.0.0.1:1'), URL_)!;
      expect(facts.name).toBe(product.name);
      expect(facts.foundIn).toBe(markup);
      expect(facts.imageUrl).toMatch(/\/images\/.+\.jpg$/);
    },
  );
});
