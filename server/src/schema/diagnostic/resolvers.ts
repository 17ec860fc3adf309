// articleDiagnostic (diagnostic.graphql; issue 37): the article of one of the user's brands, and
// Published (000 §2 "Actions": Diagnostic, published only); its page read by
// diagnostic/pageDiagnostic.ts. A page that cannot be read answers a French error, never a 500.
import { asc, eq } from 'drizzle-orm';
import { articlePublicUrl } from '../../../../common/domain/diagnostic';
import { bodyImages, type MediaObject, type RichTextDoc } from '../../../../common/domain/article';
import { MESSAGES } from '../../../../common/domain/messages';
import { requireBrandOf, requireUser } from '../../auth/guards';
import { articleUrls } from '../../db/schema/content';
import {
  DiagnosticFailure,
  diagnosePage,
  diagnosticPolicyFromEnv,
} from '../../diagnostic/pageDiagnostic';
import { badUserInput, notFound, serviceUnavailable } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { findArticle } from '../../services/content/articleQueries';

/** Keys and addresses of the article's media (its list and its body's images) that carry a credit. */
function creditedSources(medias: unknown, body: unknown): string[] {
  const listed = Array.isArray(medias) ? (medias as MediaObject[]) : [];
  const inBody = bodyImages((body ?? null) as RichTextDoc | null);
  return [...listed, ...inBody]
    .filter((media) => typeof media?.credit === 'string' && media.credit.trim() !== '')
    .flatMap((media) => [media.key, media.href ?? ''])
    .filter((source): source is string => typeof source === 'string' && source.length > 3);
}

export const diagnosticResolvers: Resolvers = {
  Query: {
    articleDiagnostic: async (_p, { where }, ctx) => {
      requireUser(ctx);
      const article = requireBrandOf(ctx, await findArticle(ctx.db, where.id));
      if (!article) throw notFound(MESSAGES.articleIdNotFound);
      if (article.status !== 'Published') throw badUserInput({}, MESSAGES.diagnosticNotPublished);
      // In the order Article.urls has them (services/content/loaders.ts), so urls[0] is the same.
      const urls = await ctx.db
        .select({ origin: articleUrls.origin, path: articleUrls.path })
        .from(articleUrls)
        .where(eq(articleUrls.articleId, article.id))
        .orderBy(asc(articleUrls.path));
      const url = articlePublicUrl({ ...article, urls });
      if (!url) throw badUserInput({}, MESSAGES.diagnosticNoPublicUrl);
      try {
        const checks = await diagnosePage(
          { url, creditedSources: creditedSources(article.medias, article.body) },
          diagnosticPolicyFromEnv(process.env),
        );
        return { url, checks };
      } catch (error) {
        if (error instanceof DiagnosticFailure) throw serviceUnavailable(error.message);
        throw error;
      }
    },
  },
};
