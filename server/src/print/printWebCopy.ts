// createArticleFromPrintVersion (issue 36, spec 000 §2 "The print-source route"): a Draft Rich web
// article of the brand made from a print version, through the article save service (its checks,
// lock and history), with the suggested tags and categories and the assignment's machine tag —
// one transaction. One per version and brand (print_web_copies): asked again, the same article.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  assignmentMachineTag,
  checkPrintSource,
  type PrintSource,
} from '../../../common/domain/printWorkflow';
import { slugify } from '../../../common/domain/validation/slug';
import { printBodyToRich, printTextToLead } from '../../../common/richtext/printBody';
import { canUseBrand, requireBrand } from '../auth/guards';
import type { GraphQLContext, SessionUser } from '../context';
import type { Database } from '../db/database';
import { authors, machineTags } from '../db/schema/content';
import { printWebCopies } from '../db/schema/print';
import { badUserInput, notFound } from '../errors';
import { findArticle, type ArticleListRow } from '../services/content/articleQueries';
import { saveArticle } from '../services/content/articleSave';
import { suggestCategories } from '../services/content/categories';
import { suggestTags } from '../services/content/tags';
import { printCall } from './printErrors';

/** The user's author of that brand, the main one first (spec 000 §2 creation page). */
async function mainAuthorId(db: Database, userId: string, brandKey: string) {
  const rows = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.userId, userId), eq(authors.brandKey, brandKey)))
    .orderBy(desc(authors.isMain), asc(authors.createdAt), asc(authors.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

async function machineTagId(db: Database, tag: string): Promise<string> {
  await db.insert(machineTags).values({ tag }).onConflictDoNothing();
  const rows = await db
    .select({ id: machineTags.id })
    .from(machineTags)
    .where(eq(machineTags.tag, tag));
  return rows[0]!.id;
}

export async function createArticleFromPrintVersion(
  ctx: GraphQLContext,
  user: SessionUser,
  where: { rawArticle: string; version: string },
  brandKey: string,
): Promise<ArticleListRow> {
  requireBrand(ctx, brandKey);
  const record = await printCall(() => ctx.print.rawArticle(where.rawArticle));
  // Another brand's raw article is one the user cannot see: the same answer as a missing one.
  const visible = record && canUseBrand(user, record.brandKey) ? record : null;
  const source: PrintSource | null = visible && {
    id: visible.id,
    assignment: visible.assignmentId ? { id: visible.assignmentId } : null,
    versions: visible.versions,
  };
  const check = checkPrintSource(where.rawArticle, source, where.version);
  if (!check.ok) throw source ? badUserInput({}, check.message) : notFound(check.message);
  const version = visible!.versions.find((v) => v.id === check.version.id)!;
  // A version with a text but no title (the print desk titles last): the subject's title.
  const title =
    version.title?.trim() ||
    (await printCall(() => ctx.print.assignment(check.assignmentId)))?.subject.title ||
    '';

  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Two clicks at once: the second waits here, then finds the first one's article.
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`print-web-copy:${version.id}:${brandKey}`}))`,
    );
    const copy = (
      await db
        .select({ articleId: printWebCopies.articleId })
        .from(printWebCopies)
        .where(and(eq(printWebCopies.versionId, version.id), eq(printWebCopies.brandKey, brandKey)))
    )[0];
    const existing = copy ? await findArticle(db, copy.articleId) : null;
    if (existing) return existing;

    // The save service in this transaction (a savepoint); no save receipt of its own.
    const inTx: GraphQLContext = { ...ctx, db, idempotencyKey: null };
    const authorId = await mainAuthorId(db, user.id, brandKey);
    const tagId = await machineTagId(db, assignmentMachineTag(check.assignmentId));
    const created = await saveArticle(inTx, user, {
      id: null,
      update: null,
      create: {
        brandKey,
        format: 'Rich',
        status: 'Draft',
        title,
        // As any new article's (the editor's creation and « Duplication web »): from the title.
        slug: slugify(title),
        lead: printTextToLead(version.lead),
        body: printBodyToRich(version.body),
        signatureComplement: version.signature?.trim() || null,
        authors: authorId ? { connect: [{ id: authorId }] } : undefined,
        machineTags: { connect: [{ id: tagId }] },
      },
    });
    // Suggestions read the saved title and lead: asked once the article exists.
    const check2 = (key: string) => requireBrand(ctx, key);
    const tags = await suggestTags(db, created.id, brandKey, null, check2);
    const categories = await suggestCategories(db, created.id, null, check2);
    const saved =
      tags.length || categories.length
        ? await saveArticle(inTx, user, {
            id: created.id,
            create: null,
            update: {
              version: created.version,
              tags: tags.length ? { connect: tags.map((t) => ({ id: t.id })) } : undefined,
              categories: categories.length
                ? { connect: categories.map((c) => ({ id: c.id })) }
                : undefined,
            },
          })
        : created;
    await db.insert(printWebCopies).values({
      versionId: version.id,
      brandKey,
      articleId: saved.id,
      createdAt: ctx.now,
    });
    return saved;
  });
}
