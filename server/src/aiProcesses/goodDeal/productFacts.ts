// What is known of the product, read from the page in the order shops are most reliable:
// schema.org Product/Offer JSON-LD (also inside @graph and arrays), then Open Graph (og:*,
// product:price:*), else the page's own text — kept only when it shows a price (a page with no
// price is not a product page). Nothing here is trusted as markup: it is plain text for the prompt.
import { scanPage, type PageScan } from './pageScan';
import { jsonLdProduct } from './jsonLdProduct';
import { absoluteUrl, type ProductFacts } from './productTypes';

/** Shops write prices in text as « 129,90 € », « 129.90 EUR » or « €129.90 ». */
const PRICE_IN_TEXT = /(\d[\d\s.]*[.,]\d{2}\s*(€|eur\b))|(€\s*\d+([.,]\d{2})?)/i;

const orNull = (value: string | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

function fromOpenGraph(scan: PageScan, pageUrl: string): ProductFacts | null {
  const meta = (key: string) => orNull(scan.meta.get(key));
  const name = meta('og:title');
  if (!name) return null;
  return {
    name,
    description: meta('og:description') ?? meta('description'),
    brand: meta('product:brand') ?? meta('og:brand'),
    price: meta('product:price:amount') ?? meta('og:price:amount'),
    currency: meta('product:price:currency') ?? meta('og:price:currency'),
    seller: meta('og:site_name'),
    imageUrl: absoluteUrl(meta('og:image'), pageUrl),
    pageUrl,
    pageText: null,
    foundIn: 'openGraph',
  };
}

function fromText(scan: PageScan, pageUrl: string): ProductFacts | null {
  const name = scan.h1 || scan.title;
  if (!name || !PRICE_IN_TEXT.test(scan.text)) return null;
  return {
    name,
    description: orNull(scan.meta.get('description')),
    brand: null,
    price: null,
    currency: null,
    seller: null,
    imageUrl: absoluteUrl(scan.images[0], pageUrl),
    pageUrl,
    pageText: scan.text,
    foundIn: 'text',
  };
}

/** The product of the page, or null when the page shows none. */
export function extractProduct(html: string, pageUrl: string): ProductFacts | null {
  const scan = scanPage(html);
  const structured = jsonLdProduct(scan.jsonLd, pageUrl);
  if (structured) {
    // Open Graph fills what the JSON-LD left out (often the image or the shop's name).
    const og = fromOpenGraph(scan, pageUrl);
    return {
      ...structured,
      imageUrl: structured.imageUrl ?? og?.imageUrl ?? null,
      seller: structured.seller ?? og?.seller ?? null,
    };
  }
  return fromOpenGraph(scan, pageUrl) ?? fromText(scan, pageUrl);
}
