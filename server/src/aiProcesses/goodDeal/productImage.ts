// The product's image, imported into the media store as the article's main media. Fetched through
// the same SSRF guard and address rule as the page (the local shop in tests and the demo), then
// ingested like any URL import, credited to the merchant (else the brand, else the shop's host).
// Its key is the process's own: a job run again after a crash finds the photo it already stored.
import type { MediaObject } from '../../../../common/domain/article';
import { decodePathSegment } from '../../../../common/domain/validation/plainText';
import type { MediaService } from '../../media/MediaService';
import { guardedFetch } from '../../media/ssrfGuard';
import { productAddressRule, PRODUCT_FETCH_LIMITS, type ProductFetchPolicy } from './productFetch';
import type { ProductFacts } from './productTypes';

export interface ProductImageTarget {
  processId: string;
  brandKey: string;
  createdAt: Date;
  userId: string;
}

export function productImageKey(target: ProductImageTarget): string {
  const month = String(target.createdAt.getUTCMonth() + 1).padStart(2, '0');
  return `${target.brandKey}/${target.createdAt.getUTCFullYear()}/${month}/${target.processId}`;
}

/** Page data shown as plain text in the media fields (the save refuses anything tag-like). */
const plain = (text: string): string => text.replace(/[<>]/g, '').slice(0, 200);

export function productCredit(facts: ProductFacts): string {
  return plain(facts.seller ?? facts.brand ?? new URL(facts.pageUrl).hostname);
}

async function fetchImage(url: string, media: MediaService, policy: ProductFetchPolicy) {
  return guardedFetch(url, {
    maxBytes: media.limits.maxBytes,
    timeoutMs: policy.timeoutMs ?? PRODUCT_FETCH_LIMITS.timeoutMs,
    isForbidden: productAddressRule(policy.allowLoopback ?? false),
  });
}

/** The main media of the article, or null (no image, no media service, or the import failed). */
export async function importProductImage(
  media: MediaService | undefined,
  facts: ProductFacts,
  target: ProductImageTarget,
  policy: ProductFetchPolicy,
  log: (line: string) => void,
): Promise<MediaObject | null> {
  if (!media || !facts.imageUrl) return null;
  const key = productImageKey(target);
  const credit = productCredit(facts);
  try {
    const known = await media.photoByKey(key);
    const image = known
      ? media.toResolved(known)
      : await fetchImage(facts.imageUrl, media, policy).then((fetched) =>
          media.ingest(
            { id: target.userId },
            target.brandKey,
            decodePathSegment(new URL(fetched.finalUrl).pathname.split('/').pop() ?? ''),
            fetched.body,
            key,
            { credit },
          ),
        );
    return { key: image.url, href: image.url, credit, caption: plain(facts.name), format: 'image' };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    log(`Bon plan ${target.processId} : image du produit non importée (${why}).`);
    return null;
  }
}
