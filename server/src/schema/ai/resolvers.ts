// AI (issue 34; spec 001 §7, §9): the gateway's status, the prompts (data, edited by super-admins),
// raw text and image prompts, and the editor's title suggestions. Every call is the caller's on a
// brand they work on (FORBIDDEN otherwise) and goes through the gateway's limits; its refusals are
// said once, by withAiErrors. translateArticle, suggestInternalLinks and getBodyWithSuggestedLinks
// are the AI features' (another resolver map beside this one).
import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../../common/domain/messages';
import { gatewayOf } from '../../ai/aiFromEnv';
import { withAiErrors } from '../../ai/aiErrors';
import type { AiCaller } from '../../ai/AiGateway';
import { findPrompt, listPrompts, savePrompt, type StoredPrompt } from '../../ai/prompts';
import { suggestionService } from '../../ai/suggestions';
import { requireBrand, requireUser } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { badUserInput } from '../../errors';
import type { Prompt, Resolvers } from '../../generated/resolvers';

/** A raw prompt sent at most (a whole article and its instructions fit). */
export const RAW_PROMPT_MAX_CHARS = 100_000;
const RAW_PROMPT_MESSAGES = {
  empty: 'Le prompt est vide.',
  tooLong: `Le prompt dépasse ${RAW_PROMPT_MAX_CHARS.toLocaleString('fr-FR')} caractères.`,
} as const;

function callerOf(ctx: GraphQLContext, brandKey: string, purpose: string): AiCaller {
  const user = requireBrand(ctx, brandKey);
  return { userId: user.id, brandKey, purpose };
}

function checkRawPrompt(prompt: string): void {
  if (prompt.trim() === '') throw badUserInput({ prompt: RAW_PROMPT_MESSAGES.empty });
  if (prompt.length > RAW_PROMPT_MAX_CHARS)
    throw badUserInput({ prompt: RAW_PROMPT_MESSAGES.tooLong });
}

function promptOut(row: StoredPrompt): Prompt {
  return { ...row, updatedAt: row.updatedAt?.toISOString() ?? null };
}

function requirePromptEditor(ctx: GraphQLContext): string {
  const user = requireUser(ctx);
  if (!user.isSuperAdmin)
    throw new GraphQLError(MESSAGES.aiPromptForbidden, { extensions: { code: 'FORBIDDEN' } });
  return user.id;
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

export const aiResolvers: Resolvers = {
  Query: {
    aiStatus: (_p, { brandKey }, ctx) => {
      requireBrand(ctx, brandKey);
      const { configured } = gatewayOf(ctx);
      return { configured, message: configured ? null : MESSAGES.aiNotConfigured };
    },
    prompts: async (_p, { brandKey }, ctx) => {
      if (brandKey) requireBrand(ctx, brandKey);
      else requireUser(ctx);
      return (await listPrompts(ctx.db, brandKey ?? null)).map(promptOut);
    },
    prompt: async (_p, { where }, ctx) => {
      if (where.brandKey) requireBrand(ctx, where.brandKey);
      else requireUser(ctx);
      const row = await findPrompt(ctx.db, where.field, where.brandKey ?? null);
      return row && promptOut(row);
    },
    executeTextPrompt: (_p, args, ctx) => {
      const caller = callerOf(ctx, args.brandKey, 'executeTextPrompt');
      checkRawPrompt(args.prompt);
      return withAiErrors(async () => ({
        content: await gatewayOf(ctx).text(caller, {
          messages: [{ role: 'user', content: args.prompt }],
          model: args.model ?? undefined,
          maxCompletionTokens: args.max_completion_tokens ?? undefined,
          temperature: args.temperature ?? undefined,
          topP: args.top_p ?? undefined,
          frequencyPenalty: args.frequency_penalty ?? undefined,
          presencePenalty: args.presence_penalty ?? undefined,
          responseFormat: asObject(args.response_format),
        }),
      }));
    },
    executeImagePrompt: (_p, { prompt, brandKey, size }, ctx) => {
      const caller = callerOf(ctx, brandKey, 'executeImagePrompt');
      checkRawPrompt(prompt);
      return withAiErrors(async () => ({
        b64Json: await gatewayOf(ctx).image(caller, prompt, size ?? undefined),
      }));
    },
    suggestTitles: (_p, { brandKey, kind, mode, source }, ctx) => {
      const caller = callerOf(ctx, brandKey, `suggest.${kind}`);
      const service = suggestionService(gatewayOf(ctx), ctx.db);
      return withAiErrors(async () => ({
        kind,
        titles: await service.suggestTitles(caller, kind, mode, source),
      }));
    },
  },
  Mutation: {
    updatePrompt: async (_p, { where, data }, ctx) => {
      const userId = requirePromptEditor(ctx);
      const row = await savePrompt(
        ctx.db,
        { field: where.field, brandKey: where.brandKey ?? null },
        data,
        { userId, now: ctx.now },
      );
      return promptOut(row);
    },
  },
};
