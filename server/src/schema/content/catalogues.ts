// Sources, qualifiers and attributes (admin lists and article/author pickers).
import { MESSAGES } from '../../../../common/domain/messages';
import {
  listBrandScope,
  requireBrand,
  requireBrandOf,
  requireSuperAdmin,
  requireUser,
} from '../../auth/guards';
import { notFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import {
  CATALOGUE_MESSAGES,
  countSources,
  createAttribute,
  createQualifier,
  findQualifier,
  findSource,
  listAttributes,
  listQualifiers,
  listSources,
  updateQualifier,
} from '../../services/content/catalogues';
import type { AttributeRow, QualifierRow } from '../../services/content/rows';
import { iso } from './parents';

const qualifierOut = (q: QualifierRow) => ({
  ...q,
  format: q.format as 'Rich' | 'Slideshow' | 'Video',
});
const attributeOut = (a: AttributeRow) => ({
  ...a,
  createdAt: iso(a.createdAt),
  updatedAt: iso(a.updatedAt),
});

export const catalogueResolvers: Resolvers = {
  Query: {
    // A brand's catalogues (sources, qualifiers, attributes) are its own, like its content.
    sources: (_p, args, ctx) => listSources(ctx.db, args, listBrandScope(ctx, args.where)),
    source: async (_p, { where }, ctx) => {
      requireUser(ctx);
      const source = requireBrandOf(ctx, await findSource(ctx.db, where.id));
      if (!source) throw notFound(CATALOGUE_MESSAGES.sourceNotFound);
      return source;
    },
    sourceCount: (_p, { where }, ctx) => countSources(ctx.db, where, listBrandScope(ctx, where)),
    qualifiers: async (_p, args, ctx) =>
      (await listQualifiers(ctx.db, args, listBrandScope(ctx, args.where))).map(qualifierOut),
    qualifier: async (_p, { where }, ctx) => {
      requireUser(ctx);
      const q = requireBrandOf(ctx, await findQualifier(ctx.db, where.id));
      if (!q) throw notFound(MESSAGES.qualifierNotFound);
      return qualifierOut(q);
    },
    attributes: async (_p, args, ctx) =>
      (await listAttributes(ctx.db, args, listBrandScope(ctx, args.where))).map(attributeOut),
  },
  Mutation: {
    // Admin area (001 §2 /crud): qualifiers and attributes are managed by super-admins.
    createQualifier: async (_p, { data }, ctx) => {
      requireSuperAdmin(ctx);
      requireBrand(ctx, data.brandKey);
      return qualifierOut(await createQualifier(ctx.db, data, ctx.now));
    },
    updateQualifier: async (_p, { where, data }, ctx) => {
      requireSuperAdmin(ctx);
      const existing = await findQualifier(ctx.db, where.id);
      if (!existing) throw notFound(MESSAGES.qualifierNotFound);
      return qualifierOut(await updateQualifier(ctx.db, existing, data, ctx.now));
    },
    createAttribute: async (_p, { data }, ctx) => {
      requireSuperAdmin(ctx);
      requireBrand(ctx, data.brandKey);
      return attributeOut(await createAttribute(ctx.db, data, ctx.now));
    },
  },
};
