// The AI operations of the article editor that are not title suggestions (issue 34; ai.graphql):
// translateArticle (« Duplication web » to a brand of another language), suggestInternalLinks and
// getBodyWithSuggestedLinks (the internal-links dialog). The work is in server/src/ai/.
import { MESSAGES } from '../../../../common/domain/messages';
import { docToPlainText } from '../../../../common/richtext/plainText';
import { setSuggestedLinks } from '../../../../common/richtext/suggestedLinks';
import { isRichTextDoc, type RichTextDoc } from '../../../../common/richtext/types';
import type { AiGateway } from '../../ai/AiGateway';
import { AiServiceError, withAiErrors } from '../../ai/aiErrors';
import { gatewayOf } from '../../ai/aiFromEnv';
import { findPrompt } from '../../ai/prompts';
import { DEFAULT_TRANSLATE_PROMPT, translateArticleTexts } from '../../ai/articleTranslation';
import { articleCandidates, keyTerms, recipeCandidates } from '../../ai/internalLinkCandidates';
import { DEFAULT_INTERNAL_LINKS_PROMPT, suggestLinks } from '../../ai/internalLinks';
import { requireBrand, requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { badUserInput, notFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { findArticle } from '../../services/content/articleQueries';
import { checkRichText } from '../../services/content/richTextCheck';

/** BCP-47 primary language subtag (de, en, fr…). */
const LANGUAGE_TAG = /^[a-z]{2,3}$/;
const BAD_LANGUAGE = "La langue demandée n'est pas valide (de, en, fr…).";

/** The gateway, refused up front when not configured (before any look-up or shortcut). */
function configuredGateway(ctx: GraphQLContext): AiGateway {
  const gateway = gatewayOf(ctx);
  if (!gateway.configured) throw new AiServiceError('notConfigured');
  return gateway;
}

/** The brand's own prompt for a field, else the one of every brand (ai/prompts.ts), else ours. */
async function promptFor(
  db: Database,
  field: string,
  brandKey: string,
  fallback: string,
): Promise<string> {
  const stored = await findPrompt(db, field, brandKey);
  return stored?.body.trim() ? stored.body : fallback;
}

/** A stored document, or null for anything else (the columns hold JSON). */
function docOf(value: unknown): RichTextDoc | null {
  return isRichTextDoc(value) ? value : null;
}

/** The body an operation was given, as the save would store it (its own French message if not). */
function bodyArgument(body: unknown): RichTextDoc | null {
  const check = checkRichText(body, 'body');
  if (!check.ok) throw badUserInput({ body: check.message }, check.message);
  return check.doc;
}

export const articleAiResolvers: Resolvers = {
  Query: {
    translateArticle: (_p, { where, lang }, ctx) =>
      withAiErrors(async () => {
        const user = requireUser(ctx);
        const row = await findArticle(ctx.db, where.id);
        if (!row) throw notFound(MESSAGES.articleIdNotFound);
        requireBrand(ctx, row.brandKey);
        if (!LANGUAGE_TAG.test(lang)) throw badUserInput({ lang: BAD_LANGUAGE }, BAD_LANGUAGE);
        const gateway = configuredGateway(ctx);
        const prompt = await promptFor(ctx.db, 'translate', row.brandKey, DEFAULT_TRANSLATE_PROMPT);
        return translateArticleTexts(
          gateway,
          { userId: user.id, brandKey: row.brandKey, purpose: 'translate' },
          prompt,
          { title: row.title, lead: docOf(row.lead), body: docOf(row.body) },
          lang,
        );
      }),

    suggestInternalLinks: (_p, args, ctx) =>
      withAiErrors(async () => {
        const user = requireBrand(ctx, args.brandKey);
        const body = bodyArgument(args.body);
        const gateway = configuredGateway(ctx);
        if (!body) return [];
        const bodyText = docToPlainText(body);
        const terms = keyTerms(args.title, bodyText);
        const [articles, recipes] = await Promise.all([
          articleCandidates(ctx.db, args.brandKey, terms, args.idArticle ?? null),
          recipeCandidates(
            ctx.db,
            args.brandKey,
            `${args.title}\n${bodyText}`,
            ctx.recipeRecommender,
            (line) => console.warn(line),
          ),
        ]);
        const prompt = await promptFor(
          ctx.db,
          'internalLinks',
          args.brandKey,
          DEFAULT_INTERNAL_LINKS_PROMPT,
        );
        return suggestLinks(
          gateway,
          { userId: user.id, brandKey: args.brandKey, purpose: 'internalLinks' },
          prompt,
          {
            title: args.title,
            body,
            brandKey: args.brandKey,
            existingLinksLabels: args.existingLinksLabels ?? [],
          },
          [...articles, ...recipes],
        );
      }),

    getBodyWithSuggestedLinks: (_p, { body, links }, ctx) => {
      requireUser(ctx);
      const doc = bodyArgument(body);
      if (!doc) throw badUserInput({ body: MESSAGES.linksAddError }, MESSAGES.linksAddError);
      const result = setSuggestedLinks(doc, links);
      if (!result.ok)
        throw badUserInput({ links: MESSAGES.linksUnknownType }, MESSAGES.linksUnknownType);
      // What is answered must be what a save accepts (the links' URLs included).
      const check = checkRichText(result.body, 'body');
      if (!check.ok) throw badUserInput({ body: check.message }, MESSAGES.linksAddError);
      return { updatedBody: result.body };
    },
  },
};
