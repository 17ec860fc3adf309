// The print system over the server's own print tables (migration 0164), used when no print API is
// configured. Subject titles are unique per issue through print_subject_titles (its primary key
// is the rule, so two concurrent creations cannot both pass); ids of the rows made here are UUIDs.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  canMovePrintVersion,
  printSubjectTitleKey,
  printTextIsReadOnly,
} from '../../../common/domain/printWorkflow';
import type { PrintVersionStatus } from '../../../common/domain/statuses';
import type { Database } from '../db/database';
import {
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
import {
  PrintSystemError,
  type AssignmentFilter,
  type AssignmentRecord,
  type NewSubject,
  type NewVersion,
  type PrintHeadingRecord,
  type PrintIssueRecord,
  type PrintPublicationRecord,
  type PrintSystem,
  type PrintUnitRecord,
  type RawArticleRecord,
  type RawArticleVersionRecord,
} from './printSystem';

const headingColumns = {
  id: printHeadings.id,
  title: printHeadings.title,
  issueId: printIssues.id,
  issueTitle: printIssues.title,
  publishedOn: printIssues.publishedOn,
  publicationId: printPublications.id,
  brandKey: printPublications.brandKey,
  publicationTitle: printPublications.title,
};

interface HeadingRow {
  id: string;
  title: string;
  issueId: string;
  issueTitle: string;
  publishedOn: string | null;
  publicationId: string;
  brandKey: string;
  publicationTitle: string;
}

function headingOf(r: HeadingRow): PrintHeadingRecord {
  return {
    id: r.id,
    title: r.title,
    issue: {
      id: r.issueId,
      title: r.issueTitle,
      publishedOn: r.publishedOn,
      publication: { id: r.publicationId, brandKey: r.brandKey, title: r.publicationTitle },
    },
  };
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

export class LocalPrintSystem implements PrintSystem {
  constructor(
    private readonly db: Database,
    /** The time given to the versions made here (a request's fixed "now"). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The same print tables written through `db` (a transaction of the caller). */
  bind(db: Database): LocalPrintSystem {
    return new LocalPrintSystem(db, this.now);
  }

  async publications(brandKey: string): Promise<PrintPublicationRecord[]> {
    return this.db
      .select()
      .from(printPublications)
      .where(eq(printPublications.brandKey, brandKey))
      .orderBy(asc(printPublications.title), asc(printPublications.id));
  }

  async issues(publicationId: string): Promise<PrintIssueRecord[]> {
    const rows = await this.db
      .select({
        id: printIssues.id,
        title: printIssues.title,
        publishedOn: printIssues.publishedOn,
        publication: {
          id: printPublications.id,
          brandKey: printPublications.brandKey,
          title: printPublications.title,
        },
      })
      .from(printIssues)
      .innerJoin(printPublications, eq(printPublications.id, printIssues.publicationId))
      .where(eq(printIssues.publicationId, publicationId))
      .orderBy(sql`${printIssues.publishedOn} desc nulls last`, asc(printIssues.id));
    return rows;
  }

  private headingQuery(where: SQL) {
    return this.db
      .select(headingColumns)
      .from(printHeadings)
      .innerJoin(printIssues, eq(printIssues.id, printHeadings.issueId))
      .innerJoin(printPublications, eq(printPublications.id, printIssues.publicationId))
      .where(where)
      .orderBy(asc(printHeadings.position), asc(printHeadings.title), asc(printHeadings.id));
  }

  async headings(issueId: string): Promise<PrintHeadingRecord[]> {
    return (await this.headingQuery(eq(printHeadings.issueId, issueId))).map(headingOf);
  }

  async heading(id: string): Promise<PrintHeadingRecord | null> {
    const rows = await this.headingQuery(eq(printHeadings.id, id));
    return rows[0] ? headingOf(rows[0]) : null;
  }

  async units(brandKey: string): Promise<PrintUnitRecord[]> {
    return this.db
      .select({ id: printUnits.id, title: printUnits.title })
      .from(printUnits)
      .where(eq(printUnits.brandKey, brandKey))
      .orderBy(asc(printUnits.title), asc(printUnits.id));
  }

  async assignments(filter: AssignmentFilter): Promise<AssignmentRecord[]> {
    const c: SQL[] = [eq(printAssignments.brandKey, filter.brandKey)];
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      c.push(inArray(printAssignments.id, [...filter.ids]));
    }
    if (filter.issueId) c.push(eq(printAssignments.issueId, filter.issueId));
    if (filter.headingId) c.push(eq(printAssignments.headingId, filter.headingId));
    if (filter.publicationId) c.push(eq(printIssues.publicationId, filter.publicationId));
    const key = filter.subjectTitleContains
      ? printSubjectTitleKey(filter.subjectTitleContains)
      : '';
    if (key) {
      // print_subject_titles_search (trigram) serves the `like`; the key folds case and accents.
      const pattern = `%${key.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      c.push(
        sql`exists (select 1 from print_subject_titles st where st.subject_id = ${printAssignments.subjectId} and st.title_key like ${pattern})`,
      );
    }
    return this.assignmentRows(and(...c) as SQL, filter.first, filter.skip);
  }

  async assignment(id: string): Promise<AssignmentRecord | null> {
    return (await this.assignmentRows(eq(printAssignments.id, id), 1, 0))[0] ?? null;
  }

  private async assignmentRows(where: SQL, first: number, skip: number) {
    const rows = await this.db
      .select({
        ...headingColumns,
        assignmentId: printAssignments.id,
        assignmentBrand: printAssignments.brandKey,
        subjectId: printSubjects.id,
        subjectTitle: printSubjects.title,
        unitId: printUnits.id,
        unitTitle: printUnits.title,
        rawArticleId: rawArticles.id,
      })
      .from(printAssignments)
      .innerJoin(printSubjects, eq(printSubjects.id, printAssignments.subjectId))
      .leftJoin(printUnits, eq(printUnits.id, printSubjects.unitId))
      .innerJoin(printHeadings, eq(printHeadings.id, printAssignments.headingId))
      .innerJoin(printIssues, eq(printIssues.id, printHeadings.issueId))
      .innerJoin(printPublications, eq(printPublications.id, printIssues.publicationId))
      .leftJoin(rawArticles, eq(rawArticles.assignmentId, printAssignments.id))
      .where(where)
      .orderBy(desc(printAssignments.createdAt), asc(printAssignments.id))
      .limit(first)
      .offset(skip);
    return rows.map((r): AssignmentRecord => ({
      id: r.assignmentId,
      brandKey: r.assignmentBrand,
      subject: {
        id: r.subjectId,
        title: r.subjectTitle,
        unit: r.unitId ? { id: r.unitId, title: r.unitTitle ?? '' } : null,
      },
      heading: headingOf(r),
      rawArticleId: r.rawArticleId,
    }));
  }

  async rawArticle(id: string): Promise<RawArticleRecord | null> {
    const article = (await this.db.select().from(rawArticles).where(eq(rawArticles.id, id)))[0];
    if (!article) return null;
    const versions = await this.db
      .select()
      .from(rawArticleVersions)
      .where(eq(rawArticleVersions.rawArticleId, id))
      .orderBy(desc(rawArticleVersions.createdAt), desc(rawArticleVersions.id));
    return {
      id: article.id,
      brandKey: article.brandKey,
      assignmentId: article.assignmentId,
      versions: versions.map((v): RawArticleVersionRecord => ({
        id: v.id,
        title: v.title,
        lead: v.lead,
        body: v.body,
        signature: v.signature,
        status: v.status,
        createdAt: v.createdAt,
        editor:
          v.editorId && v.editorName
            ? { id: v.editorId, name: v.editorName, avatarUrl: v.editorAvatarUrl }
            : null,
      })),
    };
  }

  async createSubject(subject: NewSubject): Promise<AssignmentRecord> {
    const heading = await this.heading(subject.headingId);
    if (!heading) throw new PrintSystemError({ kind: 'notFound' });
    const brandKey = heading.issue.publication.brandKey;
    const ids = { subject: randomUUID(), assignment: randomUUID(), rawArticle: randomUUID() };
    try {
      await this.db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await t
          .insert(printSubjects)
          .values({ id: ids.subject, title: subject.title, unitId: subject.unitId });
        // The primary key (issue, title key) refuses a second subject of the same title.
        await t.insert(printSubjectTitles).values({
          issueId: heading.issue.id,
          titleKey: printSubjectTitleKey(subject.title),
          subjectId: ids.subject,
        });
        await t.insert(printAssignments).values({
          id: ids.assignment,
          subjectId: ids.subject,
          headingId: heading.id,
          brandKey,
          issueId: heading.issue.id,
          createdAt: this.now(),
        });
        await t
          .insert(rawArticles)
          .values({ id: ids.rawArticle, assignmentId: ids.assignment, brandKey });
      });
    } catch (e) {
      if (isUniqueViolation(e))
        throw new PrintSystemError({ kind: 'duplicateSubject', title: subject.title });
      throw e;
    }
    return (await this.assignment(ids.assignment)) as AssignmentRecord;
  }

  /** The assignment's raw article (made when missing), its latest version locked for the write. */
  private async rawArticleForWrite(t: Database, assignmentId: string) {
    const assignment = await new LocalPrintSystem(t, this.now).assignment(assignmentId);
    if (!assignment) throw new PrintSystemError({ kind: 'notFound' });
    let rawArticleId = assignment.rawArticleId;
    if (!rawArticleId) {
      rawArticleId = randomUUID();
      await t
        .insert(rawArticles)
        .values({ id: rawArticleId, assignmentId, brandKey: assignment.brandKey });
    }
    await t.execute(sql`select id from raw_articles where id = ${rawArticleId} for update`);
    const latest = (
      await t
        .select()
        .from(rawArticleVersions)
        .where(eq(rawArticleVersions.rawArticleId, rawArticleId))
        .orderBy(desc(rawArticleVersions.createdAt), desc(rawArticleVersions.id))
        .limit(1)
    )[0];
    return { rawArticleId, latest };
  }

  async addVersion(assignmentId: string, version: NewVersion): Promise<RawArticleRecord> {
    const rawArticleId = await this.db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const { rawArticleId, latest } = await this.rawArticleForWrite(t, assignmentId);
      if (latest && printTextIsReadOnly(latest.status))
        throw new PrintSystemError({ kind: 'textReadOnly' });
      // Newest first is by time: a version is never older than the one it follows.
      const now = this.now();
      const createdAt =
        latest && latest.createdAt.getTime() >= now.getTime()
          ? new Date(latest.createdAt.getTime() + 1)
          : now;
      await t.insert(rawArticleVersions).values({
        id: randomUUID(),
        rawArticleId,
        title: version.title,
        lead: version.lead,
        body: version.body,
        signature: version.signature,
        status: version.status,
        createdAt,
        editorId: version.editor.userId,
        editorName: version.editor.name,
        editorAvatarUrl: version.editor.avatarUrl,
        userId: version.editor.userId,
      });
      return rawArticleId;
    });
    return (await this.rawArticle(rawArticleId)) as RawArticleRecord;
  }

  async moveLatestVersion(
    assignmentId: string,
    status: PrintVersionStatus,
  ): Promise<RawArticleRecord> {
    const rawArticleId = await this.db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const { rawArticleId, latest } = await this.rawArticleForWrite(t, assignmentId);
      if (!latest) throw new PrintSystemError({ kind: 'notFound' });
      if (!canMovePrintVersion(latest.status, status))
        throw new PrintSystemError({ kind: 'transitionRefused', from: latest.status, to: status });
      await t
        .update(rawArticleVersions)
        .set({ status })
        .where(eq(rawArticleVersions.id, latest.id));
      return rawArticleId;
    });
    return (await this.rawArticle(rawArticleId)) as RawArticleRecord;
  }
}
