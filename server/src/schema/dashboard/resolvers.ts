// The dashboard (spec 000 §2–§3): the list page, its count and its chart, each for the checked and
// brand-scoped filter (dashboardFilter.ts). The CSV of the same filter is csvRoute.ts.
import { requireUser } from '../../auth/guards';
import type { Resolvers } from '../../generated/resolvers';
import {
  dashboardCount,
  dashboardHistogram,
  dashboardPage,
} from '../../services/dashboard/dashboardQueries';
import { selectedFields } from '../selection';
import { dashboardQueryFor } from './dashboardFilter';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardArticles: async (_p, { filter, first, after }, ctx, info) => {
      const q = dashboardQueryFor(ctx, requireUser(ctx), filter);
      // Only the Article fields under `items` decide which columns are read.
      const itemsNode = info.fieldNodes[0]?.selectionSet?.selections.find(
        (s) => s.kind === 'Field' && s.name.value === 'items',
      );
      const fields =
        itemsNode && itemsNode.kind === 'Field'
          ? selectedFields({ fieldNodes: [itemsNode], fragments: info.fragments })
          : null;
      return dashboardPage(ctx.db, q, first, after, fields);
    },
    dashboardCount: (_p, { filter }, ctx) =>
      dashboardCount(ctx.db, dashboardQueryFor(ctx, requireUser(ctx), filter)),
    dashboardHistogram: async (_p, { filter }, ctx) => {
      const histogram = await dashboardHistogram(
        ctx.db,
        dashboardQueryFor(ctx, requireUser(ctx), filter),
      );
      return {
        unit: histogram.unit,
        total: histogram.total,
        buckets: histogram.buckets.map((b) => ({
          start: b.start.toISOString(),
          label: b.label,
          count: b.count,
        })),
      };
    },
  },
};
