// `npm run print:import` (issue 36): the exchange file (importFormat.ts) upserted by id in one
// transaction. The whole file is checked first — its shape, then every reference (brands,
// headings, units, authors, users, categories) and the subject titles unique per issue — and
// refused whole with a French error per bad entry, named by its path: nothing is half-imported.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../common/domain/messages';
import { printSubjectTitleKey } from '../../../common/domain/printWorkflow';
import type { Database } from '../db/database';
import { brands, users } from '../db/schema/accounts';
import { authors, categories } from '../db/schema/content';
import {
  boardCards,
  printAssignments,
  printHeadings,
  printIssues,
  printPublications,
  printSubjects,
  printSubjectTitles,
  printUnits,
  rawArticles,
  rawArticleVersions,
} from '../db/schema/print';
import { printImportSchema, type PrintImport } from './importFormat';

export class PrintImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`${MESSAGES.printImportInvalid}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface PrintImportSummary {
  publications: number;
  issues: number;
  headings: number;
  units: number;
  subjects: number;
  versions: number;
  boardCards: number;
}

/** The file's JSON checked against the format; PrintImportError lists every problem. */
export function parsePrintImport(json: unknown): PrintImport {
  const parsed = printImportSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new PrintImportError(
    parsed.error.issues.map((i) => `${i.path.join('.') || '(fichier)'} : ${i.message}`),
  );
}

interface Resolved {
  /** heading id → issue id and brand */
  headings: Map<string, { issueId: string; brandKey: string }>;
  cardAuthors: Map<string, string[]>;
  cardUsers: Map<string, string | null>;
  cardCategories: Map<string, string | null>;
}

function duplicates(ids: string[], path: (i: number) => string, problems: string[]) {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) problems.push(`${path(i)} : identifiant en double (${id})`);
    seen.add(id);
  });
}

async function categoryByPath(db: Database, brandKey: string, path: readonly string[]) {
  let parentId: string | null = null;
  for (const title of path) {
    const found: { id: string }[] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.brandKey, brandKey),
          eq(categories.format, 'Category'),
          eq(categories.title, title),
          parentId ? eq(categories.parentId, parentId) : sql`${categories.parentId} is null`,
        ),
      )
      .limit(1);
    if (!found[0]) return null;
    parentId = found[0].id;
  }
  return parentId;
}

/** Every reference of the file, or PrintImportError naming each one that does not resolve. */
async function resolveReferences(db: Database, file: PrintImport): Promise<Resolved> {
  const problems: string[] = [];
  const known = new Set((await db.select({ key: brands.key }).from(brands)).map((b) => b.key));
  const brandCheck = (key: string, path: string) => {
    if (!known.has(key)) problems.push(`${path}.brandKey : marque inconnue (${key})`);
  };

  duplicates(
    file.publications.map((p) => p.id),
    (i) => `publications.${i}.id`,
    problems,
  );
  const issues = file.publications.flatMap((p, pi) =>
    p.issues.map((issue, ii) => ({ issue, path: `publications.${pi}.issues.${ii}` })),
  );
  duplicates(
    issues.map((x) => x.issue.id),
    (i) => `${issues[i]!.path}.id`,
    problems,
  );
  const headingsInFile = issues.flatMap(({ issue, path }) =>
    issue.headings.map((h, hi) => ({ h, path: `${path}.headings.${hi}` })),
  );
  duplicates(
    headingsInFile.map((x) => x.h.id),
    (i) => `${headingsInFile[i]!.path}.id`,
    problems,
  );
  duplicates(
    file.units.map((u) => u.id),
    (i) => `units.${i}.id`,
    problems,
  );
  duplicates(
    file.subjects.map((s) => s.id),
    (i) => `subjects.${i}.id`,
    problems,
  );
  duplicates(
    file.subjects.map((s) => s.assignment),
    (i) => `subjects.${i}.assignment`,
    problems,
  );
  const versions = file.subjects.flatMap((s, si) =>
    (s.rawArticle?.versions ?? []).map((v, vi) => ({
      v,
      path: `subjects.${si}.rawArticle.versions.${vi}`,
    })),
  );
  duplicates(
    versions.map((x) => x.v.id),
    (i) => `${versions[i]!.path}.id`,
    problems,
  );
  duplicates(
    file.boardCards.map((c) => c.id),
    (i) => `boardCards.${i}.id`,
    problems,
  );

  file.publications.forEach((p, i) => brandCheck(p.brandKey, `publications.${i}`));
  file.units.forEach((u, i) => brandCheck(u.brandKey, `units.${i}`));
  file.boardCards.forEach((c, i) => brandCheck(c.brandKey, `boardCards.${i}`));

  const headings = new Map<string, { issueId: string; brandKey: string }>();
  for (const p of file.publications)
    for (const issue of p.issues)
      for (const h of issue.headings)
        headings.set(h.id, { issueId: issue.id, brandKey: p.brandKey });
  const missingHeadings = file.subjects.map((s) => s.heading).filter((h) => !headings.has(h));
  if (missingHeadings.length) {
    const rows = await db
      .select({
        id: printHeadings.id,
        issueId: printIssues.id,
        brandKey: printPublications.brandKey,
      })
      .from(printHeadings)
      .innerJoin(printIssues, eq(printIssues.id, printHeadings.issueId))
      .innerJoin(printPublications, eq(printPublications.id, printIssues.publicationId))
      .where(inArray(printHeadings.id, missingHeadings));
    for (const r of rows) headings.set(r.id, { issueId: r.issueId, brandKey: r.brandKey });
  }
  const units = new Map(file.units.map((u) => [u.id, u.brandKey]));
  const unitIds = file.subjects.flatMap((s) => (s.unit && !units.has(s.unit) ? [s.unit] : []));
  if (unitIds.length)
    for (const u of await db
      .select({ id: printUnits.id, brandKey: printUnits.brandKey })
      .from(printUnits)
      .where(inArray(printUnits.id, unitIds)))
      units.set(u.id, u.brandKey);

  // Subject titles: unique per issue, in the file and against the subjects already stored.
  const titleKeys = new Map<string, number>();
  for (const [i, s] of file.subjects.entries()) {
    const heading = headings.get(s.heading);
    if (!heading) {
      problems.push(`subjects.${i}.heading : rubrique inconnue (${s.heading})`);
      continue;
    }
    if (s.unit && units.get(s.unit) !== heading.brandKey)
      problems.push(`subjects.${i}.unit : service inconnu pour cette marque (${s.unit})`);
    const key = `${heading.issueId}\u0000${printSubjectTitleKey(s.title)}`;
    const first = titleKeys.get(key);
    if (first !== undefined)
      problems.push(`subjects.${i}.title : titre déjà pris dans ce numéro par subjects.${first}`);
    else titleKeys.set(key, i);
    const taken = await db
      .select({ subjectId: printSubjectTitles.subjectId })
      .from(printSubjectTitles)
      .where(
        and(
          eq(printSubjectTitles.issueId, heading.issueId),
          eq(printSubjectTitles.titleKey, printSubjectTitleKey(s.title)),
          ne(printSubjectTitles.subjectId, s.id),
        ),
      )
      .limit(1);
    if (taken[0])
      problems.push(
        `subjects.${i}.title : ${MESSAGES.printDuplicateSubject.replace('{title}', s.title)}`,
      );
  }

  const cardAuthors = new Map<string, string[]>();
  const cardUsers = new Map<string, string | null>();
  const cardCategories = new Map<string, string | null>();
  for (const [i, card] of file.boardCards.entries()) {
    const ids: string[] = [];
    for (const [ai, name] of card.authors.entries()) {
      const found = await db
        .select({ id: authors.id })
        .from(authors)
        .where(and(eq(authors.brandKey, card.brandKey), eq(authors.name, name)))
        .limit(1);
      if (found[0]) ids.push(found[0].id);
      else
        problems.push(
          `boardCards.${i}.authors.${ai} : auteur inconnu pour ${card.brandKey} (${name})`,
        );
    }
    cardAuthors.set(card.id, ids);
    let userId: string | null = null;
    if (card.userEmail) {
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${card.userEmail})`)
        .limit(1);
      if (found[0]) userId = found[0].id;
      else problems.push(`boardCards.${i}.userEmail : utilisateur inconnu (${card.userEmail})`);
    }
    cardUsers.set(card.id, userId);
    let categoryId: string | null = null;
    if (card.category?.length) {
      categoryId = await categoryByPath(db, card.brandKey, card.category);
      if (!categoryId)
        problems.push(
          `boardCards.${i}.category : catégorie inconnue pour ${card.brandKey} (${card.category.join(' > ')})`,
        );
    }
    cardCategories.set(card.id, categoryId);
  }
  if (problems.length) throw new PrintImportError(problems);
  return { headings, cardAuthors, cardUsers, cardCategories };
}

async function write(db: Database, file: PrintImport, r: Resolved): Promise<PrintImportSummary> {
  const summary: PrintImportSummary = {
    publications: 0,
    issues: 0,
    headings: 0,
    units: 0,
    subjects: 0,
    versions: 0,
    boardCards: 0,
  };
  for (const p of file.publications) {
    await db
      .insert(printPublications)
      .values({ id: p.id, brandKey: p.brandKey, title: p.title })
      .onConflictDoUpdate({
        target: printPublications.id,
        set: { brandKey: p.brandKey, title: p.title },
      });
    summary.publications += 1;
    for (const issue of p.issues) {
      const values = {
        publicationId: p.id,
        title: issue.title,
        publishedOn: issue.publishedOn ?? null,
      };
      await db
        .insert(printIssues)
        .values({ id: issue.id, ...values })
        .onConflictDoUpdate({ target: printIssues.id, set: values });
      summary.issues += 1;
      for (const [position, h] of issue.headings.entries()) {
        const hv = { issueId: issue.id, title: h.title, position };
        await db
          .insert(printHeadings)
          .values({ id: h.id, ...hv })
          .onConflictDoUpdate({ target: printHeadings.id, set: hv });
        summary.headings += 1;
      }
    }
  }
  for (const u of file.units) {
    await db
      .insert(printUnits)
      .values(u)
      .onConflictDoUpdate({ target: printUnits.id, set: { brandKey: u.brandKey, title: u.title } });
    summary.units += 1;
  }
  for (const s of file.subjects) {
    const heading = r.headings.get(s.heading)!;
    await db
      .insert(printSubjects)
      .values({ id: s.id, title: s.title, unitId: s.unit ?? null })
      .onConflictDoUpdate({
        target: printSubjects.id,
        set: { title: s.title, unitId: s.unit ?? null },
      });
    await db.delete(printSubjectTitles).where(eq(printSubjectTitles.subjectId, s.id));
    await db.insert(printSubjectTitles).values({
      issueId: heading.issueId,
      titleKey: printSubjectTitleKey(s.title),
      subjectId: s.id,
    });
    const av = {
      subjectId: s.id,
      headingId: s.heading,
      brandKey: heading.brandKey,
      issueId: heading.issueId,
    };
    await db
      .insert(printAssignments)
      .values({ id: s.assignment, ...av })
      .onConflictDoUpdate({ target: printAssignments.id, set: av });
    summary.subjects += 1;
    if (!s.rawArticle) continue;
    const rv = { assignmentId: s.assignment, brandKey: heading.brandKey };
    await db
      .insert(rawArticles)
      .values({ id: s.rawArticle.id, ...rv })
      .onConflictDoUpdate({ target: rawArticles.id, set: rv });
    for (const v of s.rawArticle.versions) {
      const vv = {
        rawArticleId: s.rawArticle.id,
        title: v.title ?? null,
        lead: v.lead ?? null,
        body: v.body ?? null,
        signature: v.signature ?? null,
        status: v.status,
        createdAt: new Date(v.createdAt),
        editorId: v.editor?.id ?? null,
        editorName: v.editor?.name ?? null,
        editorAvatarUrl: v.editor?.avatarUrl ?? null,
      };
      await db
        .insert(rawArticleVersions)
        .values({ id: v.id, ...vv })
        .onConflictDoUpdate({ target: rawArticleVersions.id, set: vv });
      summary.versions += 1;
    }
  }
  for (const c of file.boardCards) {
    const cv = {
      brandKey: c.brandKey,
      title: c.title,
      authorIds: r.cardAuthors.get(c.id) ?? [],
      userId: r.cardUsers.get(c.id) ?? null,
      categoryId: r.cardCategories.get(c.id) ?? null,
      publicationDate: c.publicationDate ? new Date(c.publicationDate) : null,
    };
    await db
      .insert(boardCards)
      .values({ id: c.id, ...cv })
      .onConflictDoUpdate({ target: boardCards.id, set: cv });
    summary.boardCards += 1;
  }
  return summary;
}

/** Imports an exchange file (its parsed JSON); PrintImportError refuses it whole. */
export async function importPrint(db: Database, json: unknown): Promise<PrintImportSummary> {
  const file = parsePrintImport(json);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const resolved = await resolveReferences(t, file);
    return write(t, file, resolved);
  });
}
