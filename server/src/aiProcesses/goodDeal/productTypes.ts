// The product as the good-deal process knows it, whichever part of the page it came from.

export interface ProductFacts {
  name: string;
  description: string | null;
  brand: string | null;
  price: string | null;
  currency: string | null;
  seller: string | null;
  /** Absolute http(s) address of the product's image. */
  imageUrl: string | null;
  pageUrl: string;
  /** The page's visible text, when that is all there is. */
  pageText: string | null;
  foundIn: 'jsonLd' | 'openGraph' | 'text';
}

/** An address of the page made absolute; null unless http(s). */
export function absoluteUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
