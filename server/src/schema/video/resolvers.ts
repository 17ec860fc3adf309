// Videos (issue 32; spec 000 §4 "Video upload", 001 §7): the work is in video/VideoService.ts.
// Every operation checks the signed-in user and the brand before the host is reached.
import { requireBrand } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { serviceUnavailable } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  relatedArticles,
  requireArticleBrand,
  videoLoader,
  videoObject,
  type VideoService,
} from '../../video/VideoService';

function videoOf(ctx: GraphQLContext): VideoService {
  if (!ctx.video) throw serviceUnavailable(MESSAGES.videoHostUnreachable);
  return ctx.video;
}

export const videoResolvers: Resolvers = {
  Query: {
    dailymotionUploadURL: (_p, { brandKey }, ctx) => {
      requireBrand(ctx, brandKey);
      return videoOf(ctx).uploadUrl(ctx, brandKey);
    },
    relatedArticles: (_p, { where }, ctx) => relatedArticles(ctx, where.id),
  },
  Mutation: {
    importDailymotionVideo: async (_p, { where, video }, ctx) => {
      await requireArticleBrand(ctx, where.id);
      return videoOf(ctx).importVideo(ctx, where.id, video);
    },
    dailymotionUpdate: async (_p, { where, data }, ctx) => {
      await requireArticleBrand(ctx, where.id);
      return videoOf(ctx).update(ctx, where.id, {
        ...data,
        title: data.title ?? undefined,
        description: data.description ?? undefined,
        tags: data.tags ?? undefined,
        channel: data.channel ?? undefined,
        published: data.published ?? undefined,
        geoblocking: data.geoblocking ?? undefined,
      });
    },
    deleteVideo: async (_p, { where }, ctx) => {
      await requireArticleBrand(ctx, where.id);
      return videoOf(ctx).delete(ctx, where.id);
    },
  },
  Article: {
    video: async (parent, _args, ctx) => {
      const row = await videoLoader(ctx).load(parent.id);
      return row ? videoObject(row) : null;
    },
  },
};
