// The affiliate platform reached through its REST API (issue 37), when
// BACKOFFICE_AFFILIATE_API_URL names one. The protocol (README « Affiliate product cards »): JSON
// both ways, the key as a Bearer token (BACKOFFICE_AFFILIATE_API_KEY).
//   GET  /medias/{mediaId}/products?keyword=&minPrice=&maxPrice=&sort=&page=&size=&locale=
//                                            → { totalElements, totalPages, pageable, content }
//   GET  /medias/{mediaId}/designs           → Design[]
//   POST /medias/{mediaId}/catalog-products {productLocalizedId, locale} → 201 Product | 404
//   POST /medias/{mediaId}/cards {type, locale, productId, designId, title, positivePoints,
//                                 negativePoints, rating}          → 201 Card | 404
// Every call goes through the SSRF guard (loopback only with BACKOFFICE_AFFILIATE_ALLOW_LOOPBACK=1),
// capped in time and size; every answer is checked (zod). Failures become AffiliatePlatformError
// with a French message, here and nowhere else.
import { z } from 'zod';
import { MESSAGES } from '../../../common/domain/messages';
import {
  callRestApi,
  REAL_API_CLOCK,
  restApiConfigFromEnv,
  type ApiClock,
  type RestApiAnswer,
  type RestApiFailures,
} from '../integrations/restApi';
import type { GuardedFetchOptions } from '../media/ssrfGuard';
import {
  AffiliatePlatformError,
  NOT_CONFIGURED_PLATFORM,
  type AffiliateDesign,
  type AffiliatePlatform,
  type AffiliateProduct,
  type AffiliateProductPage,
  type CreatedCard,
  type NewCard,
  type ProductSearch,
} from './affiliatePlatform';

export const AFFILIATE_API_LIMITS = {
  /** A page of 16 products with their points is a few kB; 2 MB is generous. */
  maxBytes: 2 * 1024 * 1024,
  /** The wizard waits on these calls while the journalist types. */
  timeoutMs: 8_000,
} as const;

export interface HttpAffiliateConfig {
  /** Without a trailing slash. */
  apiUrl: string;
  apiKey: string | null;
  allowLoopback: boolean;
}

/** The time cap's clock: the real one, or a test's. */
export type AffiliateApiClock = ApiClock;

export interface HttpAffiliateOptions {
  timeoutMs?: number;
  maxBytes?: number;
  clock?: AffiliateApiClock;
  resolve?: GuardedFetchOptions['resolve'];
}

/** BACKOFFICE_AFFILIATE_API_URL (http or https), _API_KEY, _ALLOW_LOOPBACK=1; null when no URL. */
export function httpAffiliateConfigFromEnv(env: NodeJS.ProcessEnv): HttpAffiliateConfig | null {
  const config = restApiConfigFromEnv(env, {
    url: 'BACKOFFICE_AFFILIATE_API_URL',
    token: 'BACKOFFICE_AFFILIATE_API_KEY',
    allowLoopback: 'BACKOFFICE_AFFILIATE_ALLOW_LOOPBACK',
  });
  if (!config) return null;
  // The platform calls its token a key.
  return { apiUrl: config.apiUrl, apiKey: config.token, allowLoopback: config.allowLoopback };
}

/** The configured platform, or the one that answers « non configurée ». */
export function affiliatePlatformFromEnv(env: NodeJS.ProcessEnv): AffiliatePlatform {
  const config = httpAffiliateConfigFromEnv(env);
  return config ? new HttpAffiliatePlatform(config) : NOT_CONFIGURED_PLATFORM;
}

const points = z.array(z.string());
const product = z.object({
  type: z.enum(['CatalogProduct', 'Product']),
  id: z.string().min(1),
  productLocalizedId: z.string().nullable(),
  currencyCode: z.string().nullable(),
  defaultImage: z.string().nullable(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  nbOffers: z.number().int().nonnegative(),
  name: z.string().nullable(),
  upsides: points,
  downsides: points,
});
const productPage = z.object({
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  pageable: z.object({ pageNumber: z.number().int().nonnegative() }),
  content: z.array(product),
});
const design = z.object({
  id: z.string().min(1),
  name: z.string(),
  defaultDesign: z.boolean(),
  renderingType: z.string(),
});
const card = z.object({
  id: z.string().min(1),
  html: z.string(),
  publicationInfos: z.string(),
  productName: z.string(),
  description: z.string(),
});

const fail = (message: string) => new AffiliatePlatformError(message);

/** A refused address is told as unreachable here (no addressForbidden): the platform's choice. */
const FAILURES: RestApiFailures = {
  unreachable: () => fail(MESSAGES.affiliateUnreachable),
  denied: () => fail(MESSAGES.affiliateDenied),
  malformed: () => fail(MESSAGES.affiliateMalformed),
};

export class HttpAffiliatePlatform implements AffiliatePlatform {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly clock: AffiliateApiClock;

  constructor(
    private readonly config: HttpAffiliateConfig,
    private readonly options: HttpAffiliateOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? AFFILIATE_API_LIMITS.timeoutMs;
    this.maxBytes = options.maxBytes ?? AFFILIATE_API_LIMITS.maxBytes;
    this.clock = options.clock ?? REAL_API_CLOCK;
  }

  /** One call, capped by the clock: a platform that hangs is stopped, not waited for. */
  private call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RestApiAnswer> {
    return callRestApi(
      {
        method,
        url: `${this.config.apiUrl}${path}`,
        token: this.config.apiKey,
        body,
        accept: 'application/json',
      },
      {
        timeoutMs: this.timeoutMs,
        maxBytes: this.maxBytes,
        clock: this.clock,
        allowLoopback: this.config.allowLoopback,
        resolve: this.options.resolve,
      },
      FAILURES,
    );
  }

  /** A 2xx answer read by `schema`, null on 404 when `orNull`; anything else is malformed. */
  private async read<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T | null> {
    const answer = await this.call(method, path, body);
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status > 299) throw fail(MESSAGES.affiliateMalformed);
    const result = schema.safeParse(answer.json);
    if (!result.success) throw fail(MESSAGES.affiliateMalformed);
    return result.data;
  }

  private static media(mediaId: string): string {
    return `/medias/${encodeURIComponent(mediaId)}`;
  }

  async searchProducts(search: ProductSearch): Promise<AffiliateProductPage> {
    const query = new URLSearchParams({
      keyword: search.keyword,
      sort: search.sort,
      page: String(search.page),
      size: String(search.size),
      locale: search.locale,
    });
    if (search.minPrice !== null) query.set('minPrice', String(search.minPrice));
    if (search.maxPrice !== null) query.set('maxPrice', String(search.maxPrice));
    const path = `${HttpAffiliatePlatform.media(search.mediaId)}/products?${query}`;
    const page = await this.read('GET', path, productPage);
    return page ?? { totalElements: 0, totalPages: 0, pageable: { pageNumber: 0 }, content: [] };
  }

  async designs(mediaId: string): Promise<AffiliateDesign[]> {
    return (
      (await this.read(
        'GET',
        `${HttpAffiliatePlatform.media(mediaId)}/designs`,
        z.array(design),
      )) ?? []
    );
  }

  addCatalogProduct(
    mediaId: string,
    productLocalizedId: string,
    locale: string,
  ): Promise<AffiliateProduct | null> {
    return this.read('POST', `${HttpAffiliatePlatform.media(mediaId)}/catalog-products`, product, {
      productLocalizedId,
      locale,
    });
  }

  createCard(newCard: NewCard): Promise<CreatedCard | null> {
    const { mediaId, ...body } = newCard;
    return this.read('POST', `${HttpAffiliatePlatform.media(mediaId)}/cards`, card, body);
  }
}
