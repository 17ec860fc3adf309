// The good-deal operations of aiProcesses.graphql (issue 35): the prompts and the transparency
// clause (super-admins only), the current user's processes, and starting one — the input checked
// with the rules the form uses, the process row and its job written together, the row answered at
// once (running: no status). The work itself is the job's (aiProcesses/goodDeal/goodDealJob.ts).
import {
  AI_PROCESS_PAGES,
  firstOf,
  goodDealTextErrors,
  goodDealUrlErrors,
} from '../../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../../common/domain/messages';
import { isValid } from '../../../../common/domain/validation/fieldErrors';
import { aiErrorToGraphQL, AiServiceError } from '../../ai/aiErrors';
import { canUseBrand, requireBrand, requireSuperAdmin, requireUser } from '../../auth/guards';
import {
  startGoodDealProcess,
  userGoodDealProcesses,
} from '../../aiProcesses/goodDeal/goodDealProcesses';
import {
  listGoodDealPrompts,
  readTransparencyClause,
  updateGoodDealPrompt,
  writeTransparencyClause,
  type GoodDealPromptRow,
} from '../../aiProcesses/goodDeal/goodDealSettings';
import { badUserInput, notFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { findArticle } from '../../services/content/articleQueries';
import { iso } from '../content/parents';

const promptOut = (row: GoodDealPromptRow) => ({
  id: String(row.id),
  promptOrder: row.promptOrder,
  prompt: row.prompt,
  updatedAt: iso(row.updatedAt),
});

export const goodDealResolvers: Resolvers = {
  Query: {
    articleGoodDealAiPrompts: async (_p, { first }, ctx) => {
      requireSuperAdmin(ctx);
      const rows = await listGoodDealPrompts(
        ctx.db,
        firstOf(first, AI_PROCESS_PAGES.goodDealPrompts),
      );
      return rows.map(promptOut);
    },
    articleGoodDealTransparencyClause: (_p, _a, ctx) => {
      requireSuperAdmin(ctx);
      return readTransparencyClause(ctx.db);
    },
    articleGoodDealAiProcesses: (_p, { first }, ctx) => {
      const user = requireUser(ctx);
      return userGoodDealProcesses(
        ctx.db,
        user.id,
        firstOf(first, AI_PROCESS_PAGES.goodDealProcesses),
      );
    },
  },
  Mutation: {
    generateAIGoodDealArticle: (_p, { productUrl, brandKey }, ctx) => {
      const user = requireBrand(ctx, brandKey);
      const errors = goodDealUrlErrors(productUrl);
      if (!isValid(errors)) throw badUserInput(errors);
      if (!ctx.ai?.configured) throw aiErrorToGraphQL(new AiServiceError('notConfigured'));
      const now = ctx.now;
      return startGoodDealProcess(
        ctx.db,
        { userId: user.id, brandKey, productUrl: productUrl.trim() },
        () => now,
      );
    },
    updateArticleGoodDealAiPrompt: async (_p, { id, prompt }, ctx) => {
      const user = requireSuperAdmin(ctx);
      const errors = goodDealTextErrors('prompt', prompt);
      if (!isValid(errors)) throw badUserInput(errors);
      const row = /^\d{1,9}$/.test(id)
        ? await updateGoodDealPrompt(ctx.db, Number(id), prompt, user.id)
        : null;
      if (!row) throw notFound(MESSAGES.goodDealPromptNotFound);
      return promptOut(row);
    },
    updateArticleGoodDealTransparencyClause: (_p, { text }, ctx) => {
      requireSuperAdmin(ctx);
      const errors = goodDealTextErrors('text', text);
      if (!isValid(errors)) throw badUserInput(errors);
      return writeTransparencyClause(ctx.db, text);
    },
  },
  ArticleGoodDealAiProcess: {
    createdAt: (p) => iso(p.createdAt),
    updatedAt: (p) => iso(p.updatedAt),
    // The article is brand-scoped as every Article: a brand taken away hides it.
    article: async (p, _a, ctx) => {
      if (!p.articleId) return null;
      const row = await findArticle(ctx.db, p.articleId);
      return row && canUseBrand(ctx.user, row.brandKey) ? row : null;
    },
  },
};
