// Segments API (spec 001 §7): reading is open to any signed-in user of the brand (the push screen
// lists them); creating, editing and deleting are the admin area's, for super-admins only.
import { MESSAGES } from '../../../../common/domain/messages';
import { requireBrand, requireSuperAdmin, requireUser } from '../../auth/guards';
import { notFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import {
  createSegment,
  findSegment,
  listSegments,
  updateSegment,
} from '../../services/segments/segmentStore';
import type { SegmentRow } from '../../db/schema/segments';

const segmentOut = (s: SegmentRow) => ({
  ...s,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

export const segmentResolvers: Resolvers = {
  Query: {
    segments: async (_p, args, ctx) => {
      requireUser(ctx);
      if (args.where?.brandKey) requireBrand(ctx, args.where.brandKey);
      else requireSuperAdmin(ctx);
      return (await listSegments(ctx.db, args)).map(segmentOut);
    },
    segment: async (_p, { where }, ctx) => {
      requireUser(ctx);
      const segment = await findSegment(ctx.db, where.id);
      if (!segment) throw notFound(MESSAGES.segmentNotFound);
      requireBrand(ctx, segment.brandKey);
      return segmentOut(segment);
    },
  },
  Mutation: {
    createSegment: async (_p, { data }, ctx) => {
      requireSuperAdmin(ctx);
      return segmentOut(await createSegment(ctx.db, data, ctx.now));
    },
    updateSegment: async (_p, { where, data }, ctx) => {
      requireSuperAdmin(ctx);
      const existing = await findSegment(ctx.db, where.id);
      if (!existing) throw notFound(MESSAGES.segmentNotFound);
      return segmentOut(await updateSegment(ctx.db, existing, data, ctx.now));
    },
  },
};
