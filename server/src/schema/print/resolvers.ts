// The print operations of print.graphql (issue 36). Every read and write goes through the
// context's PrintSystem and is scoped by the publication's brand: a list names a brand the user
// works on; one record of another brand is FORBIDDEN, like an article (schema/content/articles.ts).
import { eq, inArray } from 'drizzle-orm';
import { isBlank } from '../../../../common/domain/article';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  allowedPrintStatuses,
  PRINT_ID,
  PRINT_LIMITS,
  printTextIsReadOnly,
} from '../../../../common/domain/printWorkflow';
import { cleanPrintTitle } from '../../../../common/domain/validation/print';
import { requireBrand, requireUser, visibleBrandKeys } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import { authors } from '../../db/schema/content';
import { boardCards } from '../../db/schema/print';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { updateAssignment } from '../../print/assignmentUpdate';
import { printCall } from '../../print/printErrors';
import type { AssignmentRecord } from '../../print/printSystem';
import { createArticleFromPrintVersion } from '../../print/printWebCopy';
import { assignmentWebArticles } from '../../print/webArticles';
import { findCategory } from '../../services/content/categories';
import { FIELD_MESSAGES } from '../../services/content/fieldChecks';
import { iso } from '../content/parents';

/** An id the print system could hold (else nothing is asked for). */
const printId = (id: string): boolean => PRINT_ID.test(id);

const subjectOf = (a: AssignmentRecord) => ({ ...a.subject, assignment: a });

function page(value: number | null | undefined, fallback: number, max: number): number {
  if (value === null || value === undefined) return fallback;
  return Math.max(0, Math.min(Math.trunc(value), max));
}

async function visibleAssignment(ctx: GraphQLContext, id: string) {
  requireUser(ctx);
  const found = printId(id) ? await printCall(() => ctx.print.assignment(id)) : null;
  if (!found) throw notFound(MESSAGES.printAssignmentNotFound);
  requireBrand(ctx, found.brandKey);
  return found;
}

export const printResolvers: Resolvers = {
  Query: {
    rawArticle: async (_p, { where }, ctx) => {
      requireUser(ctx);
      if (!printId(where.id)) return null;
      const found = await printCall(() => ctx.print.rawArticle(where.id));
      if (found) requireBrand(ctx, found.brandKey);
      return found;
    },
    assignments: (_p, { where, first, skip }, ctx) => {
      requireBrand(ctx, where.brandKey);
      const searching = !isBlank(where.subjectTitle_contains);
      const fallback = searching
        ? PRINT_LIMITS.subjectSearchFirst
        : PRINT_LIMITS.assignmentsFirstMax;
      return printCall(() =>
        ctx.print.assignments({
          brandKey: where.brandKey,
          ids: where.id_in ? where.id_in.filter(printId) : undefined,
          subjectTitleContains: searching ? (where.subjectTitle_contains ?? '') : undefined,
          publicationId: where.printPublication ?? undefined,
          issueId: where.printIssue ?? undefined,
          headingId: where.printHeading ?? undefined,
          first: page(first, fallback, PRINT_LIMITS.assignmentsFirstMax),
          skip: page(skip, 0, Number.MAX_SAFE_INTEGER),
        }),
      );
    },
    printPublications: (_p, { where }, ctx) => {
      requireBrand(ctx, where.brandKey);
      return printCall(() => ctx.print.publications(where.brandKey));
    },
    printIssues: async (_p, { where }, ctx) => {
      requireUser(ctx);
      if (!printId(where.printPublication)) return [];
      const issues = await printCall(() => ctx.print.issues(where.printPublication));
      if (issues[0]) requireBrand(ctx, issues[0].publication.brandKey);
      return issues;
    },
    printHeadings: async (_p, { where }, ctx) => {
      requireUser(ctx);
      if (!printId(where.printIssue)) return [];
      const headings = await printCall(() => ctx.print.headings(where.printIssue));
      if (headings[0]) requireBrand(ctx, headings[0].issue.publication.brandKey);
      return headings;
    },
    units: (_p, { where }, ctx) => {
      requireBrand(ctx, where.brandKey);
      return printCall(() => ctx.print.units(where.brandKey));
    },
    boardCard: async (_p, { where }, ctx) => {
      requireUser(ctx);
      if (!printId(where.id)) return null;
      const card = (await ctx.db.select().from(boardCards).where(eq(boardCards.id, where.id)))[0];
      if (card) requireBrand(ctx, card.brandKey);
      return card ?? null;
    },
  },
  Mutation: {
    createArticleFromPrintVersion: (_p, { where, brandKey }, ctx) =>
      createArticleFromPrintVersion(ctx, requireUser(ctx), where, brandKey),
    createSubject: async (_p, { data }, ctx) => {
      requireUser(ctx);
      const errors: FieldErrors = {};
      const title = cleanPrintTitle(data.title).trim();
      if (isBlank(title)) errors.title = MESSAGES.requiredField;
      else if (title.length > PRINT_LIMITS.titleMax)
        errors.title = FIELD_MESSAGES.tooLong(PRINT_LIMITS.titleMax);
      const heading = printId(data.printHeading)
        ? await printCall(() => ctx.print.heading(data.printHeading))
        : null;
      if (!heading) errors.printHeading = MESSAGES.printHeadingNotFound;
      assertNoFieldErrors(errors);
      const brandKey = heading!.issue.publication.brandKey;
      requireBrand(ctx, brandKey);
      if (data.unit) {
        const units = await printCall(() => ctx.print.units(brandKey));
        if (!units.some((u) => u.id === data.unit))
          assertNoFieldErrors({ unit: MESSAGES.printUnitNotFound });
      }
      const assignment = await printCall(() =>
        ctx.print.createSubject({ title, headingId: heading!.id, unitId: data.unit ?? null }),
      );
      return subjectOf(assignment);
    },
    updateAssignment: async (_p, { where, data }, ctx) => {
      const user = requireUser(ctx);
      const assignment = await visibleAssignment(ctx, where.id);
      return updateAssignment(ctx, user, assignment, data);
    },
  },
  Assignment: {
    subject: (a) => subjectOf(a),
    printHeading: (a) => a.heading,
    rawArticle: (a, _args, ctx) =>
      a.rawArticleId ? printCall(() => ctx.print.rawArticle(a.rawArticleId as string)) : null,
    webArticles: (a, _args, ctx) =>
      assignmentWebArticles(ctx.db, a.id, visibleBrandKeys(requireUser(ctx))),
  },
  Subject: {
    assignment: (s) => s.assignment,
  },
  RawArticle: {
    assignment: (r, _args, ctx) =>
      r.assignmentId ? printCall(() => ctx.print.assignment(r.assignmentId as string)) : null,
  },
  RawArticleVersion: {
    allowedStatuses: (v) => [...allowedPrintStatuses(v.status)],
    textIsReadOnly: (v) => printTextIsReadOnly(v.status),
    createdAt: (v) => iso(v.createdAt),
  },
  PrintHeading: {
    publication: (h) => h.issue.publication,
  },
  BoardCard: {
    publicationDate: (c) => iso(c.publicationDate),
    authors: async (c, _args, ctx) => {
      if (c.authorIds.length === 0) return [];
      const rows = await ctx.db.select().from(authors).where(inArray(authors.id, c.authorIds));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return c.authorIds.flatMap((id) => byId.get(id) ?? []);
    },
    category: (c, _args, ctx) => (c.categoryId ? findCategory(ctx.db, c.categoryId) : null),
  },
};
