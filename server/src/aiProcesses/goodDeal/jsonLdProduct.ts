// schema.org Product in a page's JSON-LD scripts: a Product node at the top, in an array, or in
// an @graph; its first Offer (or AggregateOffer) gives price, currency and seller. A script that is
// not JSON is skipped (shops ship broken ones), never fatal.
import { absoluteUrl, type ProductFacts } from './productTypes';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: Node): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

/** Every node of a JSON-LD document: arrays and @graph walked (not the properties). */
function topNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(topNodes);
  if (!isNode(value)) return [];
  const graph = value['@graph'];
  return [value, ...(graph !== undefined ? topNodes(graph) : [])];
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value.name ?? value.url ?? value['@id']);
  return null;
}

function firstOffer(product: Node): Node | null {
  const offers = product.offers;
  const list = Array.isArray(offers) ? offers : [offers];
  const offer = list.find(isNode);
  if (!offer) return null;
  // An AggregateOffer holds its offers inside; its lowPrice stands for the price.
  return { ...offer, price: offer.price ?? offer.lowPrice };
}

function parse(script: string): unknown {
  try {
    return JSON.parse(script);
  } catch {
    return null;
  }
}

function imageOf(product: Node): unknown {
  const image = product.image;
  if (Array.isArray(image)) return image[0];
  return isNode(image) ? (image.url ?? image.contentUrl) : image;
}

export function jsonLdProduct(scripts: readonly string[], pageUrl: string): ProductFacts | null {
  const product = scripts
    .flatMap((script) => topNodes(parse(script)))
    .find((node) => typesOf(node).includes('Product'));
  const name = product ? text(product.name) : null;
  if (!product || !name) return null;
  const offer = firstOffer(product);
  return {
    name,
    description: text(product.description),
    brand: text(product.brand),
    price: text(offer?.price),
    currency: text(offer?.priceCurrency),
    seller: text(offer?.seller),
    imageUrl: absoluteUrl(text(imageOf(product)), pageUrl),
    pageUrl,
    pageText: null,
    foundIn: 'jsonLd',
  };
}
