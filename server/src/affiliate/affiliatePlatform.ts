// The affiliate platform (issue 37; an Affilizz-like product catalogue and card service) as the
// resolvers see it. One implementation speaks its REST API (httpAffiliatePlatform.ts); without a
// configured API every call is refused in French (« non configurée »), never a 500.
import { MESSAGES } from '../../../common/domain/messages';
import type { LIMITS } from '../../../common/domain/limits';

export type AffiliateSort = (typeof LIMITS.affiliate.sorts)[number];

export interface AffiliateProduct {
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

export interface AffiliateProductPage {
  totalElements: number;
  totalPages: number;
  pageable: { pageNumber: number };
  content: AffiliateProduct[];
}

export interface AffiliateDesign {
  id: string;
  name: string;
  defaultDesign: boolean;
  renderingType: string;
}

export interface ProductSearch {
  mediaId: string;
  keyword: string;
  minPrice: number | null;
  maxPrice: number | null;
  sort: AffiliateSort;
  page: number;
  size: number;
  locale: string;
}

export interface NewCard {
  mediaId: string;
  type: string;
  locale: string;
  productId: string;
  designId: string | null;
  title: string;
  positivePoints: string[];
  negativePoints: string[];
  /** 'N / 10' or null. */
  rating: string | null;
}

export interface CreatedCard {
  id: string;
  html: string;
  publicationInfos: string;
  productName: string;
  description: string;
}

export interface AffiliatePlatform {
  searchProducts(search: ProductSearch): Promise<AffiliateProductPage>;
  designs(mediaId: string): Promise<AffiliateDesign[]>;
  /** null when the platform does not know the localized product. */
  addCatalogProduct(
    mediaId: string,
    productLocalizedId: string,
    locale: string,
  ): Promise<AffiliateProduct | null>;
  /** null when the platform does not know the product. */
  createCard(card: NewCard): Promise<CreatedCard | null>;
}

/** What went wrong reaching the platform, in French (common/domain/messages.ts). */
export class AffiliatePlatformError extends Error {}

/** The platform when none is configured: every call says so. */
export const NOT_CONFIGURED_PLATFORM: AffiliatePlatform = {
  searchProducts: () => Promise.reject(new AffiliatePlatformError(MESSAGES.affiliateNotConfigured)),
  designs: () => Promise.reject(new AffiliatePlatformError(MESSAGES.affiliateNotConfigured)),
  addCatalogProduct: () =>
    Promise.reject(new AffiliatePlatformError(MESSAGES.affiliateNotConfigured)),
  createCard: () => Promise.reject(new AffiliatePlatformError(MESSAGES.affiliateNotConfigured)),
};
