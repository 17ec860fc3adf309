// The product page, read through the SSRF guard (media/ssrfGuard.ts): every address checked, also
// after each redirect, the size and the time capped, HTML only. Loopback (the tests' and the
// demo's local shop) only when BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK says so.
import { MESSAGES } from '../../../../common/domain/messages';
import { MediaRefusal } from '../../media/mediaMessages';
import { addressRuleAllowingLoopback } from '../../integrations/restApi';
import { guardedFetch, type GuardedFetchOptions } from '../../media/ssrfGuard';
import { GoodDealFailure } from './goodDealFailure';

export const PRODUCT_FETCH_LIMITS = {
  /** Product pages are rarely above 1 MB; a larger answer is not a product page worth reading. */
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
} as const;

export interface ProductFetchPolicy {
  allowLoopback?: boolean;
  /** Shorter in tests (the `muette` page never answers). */
  timeoutMs?: number;
  maxBytes?: number;
}

/** The guard's address rule, loopback let through when the policy says so (the shared rule). */
export const productAddressRule = addressRuleAllowingLoopback;

export interface ProductPage {
  html: string;
  finalUrl: string;
}

function failureOf(error: MediaRefusal): GoodDealFailure {
  if (error.code === 'FORBIDDEN_ADDRESS')
    return new GoodDealFailure(MESSAGES.goodDealPageForbidden);
  if (error.code === 'PAYLOAD_TOO_LARGE') return new GoodDealFailure(MESSAGES.goodDealPageTooLarge);
  if (error.status === 504) return new GoodDealFailure(MESSAGES.goodDealPageTimeout);
  return new GoodDealFailure(MESSAGES.goodDealPageUnreachable);
}

export function productFetchOptions(policy: ProductFetchPolicy): GuardedFetchOptions {
  return {
    maxBytes: policy.maxBytes ?? PRODUCT_FETCH_LIMITS.maxBytes,
    timeoutMs: policy.timeoutMs ?? PRODUCT_FETCH_LIMITS.timeoutMs,
    maxRedirects: PRODUCT_FETCH_LIMITS.maxRedirects,
    isForbidden: productAddressRule(policy.allowLoopback ?? false),
    accept: 'text/html,application/xhtml+xml',
  };
}

/** The page's HTML, or a GoodDealFailure saying in French why it could not be read. */
export async function fetchProductPage(
  url: string,
  policy: ProductFetchPolicy,
): Promise<ProductPage> {
  let fetched;
  try {
    fetched = await guardedFetch(url, productFetchOptions(policy));
  } catch (error) {
    if (error instanceof MediaRefusal) throw failureOf(error);
    throw error;
  }
  const type = (fetched.contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/html' && type !== 'application/xhtml+xml')
    throw new GoodDealFailure(MESSAGES.goodDealPageNotHtml);
  return { html: fetched.body.toString('utf8'), finalUrl: fetched.finalUrl };
}
