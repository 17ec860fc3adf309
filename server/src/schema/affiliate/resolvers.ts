// The affiliate operations of affiliate.graphql (issue 37). Every one names a brand the user works
// on (FORBIDDEN otherwise) that is an affiliate brand with the Affilizz plug-in enabled; the
// platform is the context's (affiliate/affiliatePlatform.ts) and its failures are French
// SERVICE_UNAVAILABLE errors; bad input is BAD_USER_INPUT on its field.
import { GraphQLError } from 'graphql';
import { brandProfile } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { isBlank } from '../../../../common/domain/article';
import { NODE } from '../../../../common/richtext/names';
import {
  allowsAffiliateCards,
  canSearchAffiliateProducts,
  parseAffiliateRating,
  pointsForSave,
  ratingTag,
} from '../../../../common/domain/validation/affiliate';
import { AffiliatePlatformError } from '../../affiliate/affiliatePlatform';
import { findArticleAffiliateSwitch } from '../../services/content/articleQueries';
import { ARTICLE } from '../../services/lockable/contentTypes';
import { requireBrand } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import {
  assertNoFieldErrors,
  badUserInput,
  forbidden,
  notFound,
  serviceUnavailable,
} from '../../errors';
import type { FieldErrors } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

const A = LIMITS.affiliate;
/** A page larger than the wizard's is still bounded (a hand-made request). */
const MAX_PAGE_SIZE = 50;

/** The user's brand, affiliate with the plug-in enabled (000 §2), or FORBIDDEN. */
function requireAffiliateBrand(ctx: GraphQLContext, brandKey: string): void {
  requireBrand(ctx, brandKey);
  const profile = brandProfile(brandKey);
  if (!profile.affiliate || !profile.enableAffilizPlugin) {
    throw new GraphQLError(MESSAGES.affiliateBrandDisabled.replace('{brandKey}', brandKey), {
      extensions: { code: 'FORBIDDEN' },
    });
  }
}

/**
 * 000 §2 « enabled for … the article »: a card for a saved article needs its switch on. The
 * article must be of the brand named (NOT_FOUND otherwise: another brand's article is not shown).
 */
async function requireArticleAllowsCards(
  ctx: GraphQLContext,
  brandKey: string,
  articleId: string | null | undefined,
): Promise<void> {
  if (articleId === null || articleId === undefined) return;
  const article = await findArticleAffiliateSwitch(ctx.db, articleId);
  if (!article || article.brandKey !== brandKey) throw notFound(ARTICLE.messages.notFound);
  if (!allowsAffiliateCards(brandProfile(brandKey), article))
    throw forbidden(MESSAGES.affiliateArticleDisabled);
}

/** A platform call, its failures as French errors. */
async function platformCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AffiliatePlatformError) throw serviceUnavailable(error.message);
    throw error;
  }
}

function price(value: number | null | undefined, field: string, errors: FieldErrors) {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0) {
    errors[field] = MESSAGES.affiliatePriceRangeInvalid;
    return null;
  }
  return value;
}

export const affiliateResolvers: Resolvers = {
  Query: {
    searchAffiliationProduct: async (_p, args, ctx) => {
      requireAffiliateBrand(ctx, args.brandKey);
      const errors: FieldErrors = {};
      if (!canSearchAffiliateProducts(args.keyword))
        errors.keyword = MESSAGES.affiliateKeywordTooShort;
      const minPrice = price(args.minPrice, 'minPrice', errors);
      const maxPrice = price(args.maxPrice, 'maxPrice', errors);
      if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
        errors.maxPrice = MESSAGES.affiliatePriceRangeInvalid;
      assertNoFieldErrors(errors);
      const size = Math.max(
        1,
        Math.min(Math.trunc(args.size ?? A.productSearchPageSize), MAX_PAGE_SIZE),
      );
      return platformCall(() =>
        ctx.affiliate.searchProducts({
          mediaId: args.brandKey,
          keyword: args.keyword.trim(),
          minPrice,
          maxPrice,
          sort: args.sort ?? A.defaultSort,
          page: Math.max(0, Math.trunc(args.page ?? 0)),
          size,
          locale: A.locale,
        }),
      );
    },
    searchAffiliationDesign: (_p, { mediaId }, ctx) => {
      requireAffiliateBrand(ctx, mediaId);
      return platformCall(() => ctx.affiliate.designs(mediaId));
    },
  },
  Mutation: {
    createAffiliationCatalogProduct: async (_p, { brandKey, productLocalizedId }, ctx) => {
      requireAffiliateBrand(ctx, brandKey);
      if (isBlank(productLocalizedId))
        throw badUserInput({ productLocalizedId: MESSAGES.affiliateProductNotFound });
      const added = await platformCall(() =>
        ctx.affiliate.addCatalogProduct(brandKey, productLocalizedId.trim(), A.locale),
      );
      if (!added) throw notFound(MESSAGES.affiliateProductNotFound);
      return added;
    },
    createAffiliationCard: async (_p, { brandKey, data, articleId }, ctx) => {
      requireAffiliateBrand(ctx, brandKey);
      await requireArticleAllowsCards(ctx, brandKey, articleId);
      const errors: FieldErrors = {};
      if (isBlank(data.title)) errors.title = MESSAGES.affiliateTitleRequired;
      let rating: string | null = null;
      if (data.rating !== null && data.rating !== undefined) {
        const parsed = parseAffiliateRating(String(data.rating));
        if (data.catalog) errors.rating = MESSAGES.affiliateRatingForCatalog;
        else if (!parsed.ok) errors.rating = parsed.message;
        else if (parsed.value !== null) rating = ratingTag(parsed.value);
      }
      assertNoFieldErrors(errors);
      const positivePoints = pointsForSave(data.positivePoints);
      const negativePoints = pointsForSave(data.negativePoints);
      const title = data.title.trim();
      const created = await platformCall(() =>
        ctx.affiliate.createCard({
          mediaId: brandKey,
          type: A.cardType,
          locale: A.locale,
          productId: data.productId,
          designId: data.designId ?? null,
          title,
          positivePoints,
          negativePoints,
          rating,
        }),
      );
      if (!created) throw notFound(MESSAGES.affiliateProductNotFound);
      return {
        type: NODE.affilizz,
        html: created.html,
        title,
        publicationInfos: created.publicationInfos,
        productName: created.productName,
        description: created.description,
        positivePoints,
        negativePoints,
        rating,
      };
    },
  },
};
