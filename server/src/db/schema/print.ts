// Drizzle mirror of migrations/0164_print.sql (issue 36): the server's own copy of the print
// system (publications, issues, headings, units, subjects, assignments, raw articles and their
// versions) and the newsroom's planning board cards.
import { date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { PrintVersionStatus } from '../../../../common/domain/statuses';
import { ts } from './columns';

export const printPublications = pgTable('print_publications', {
  id: text('id').primaryKey(),
  brandKey: text('brand_key').notNull(),
  title: text('title').notNull(),
});

export const printIssues = pgTable('print_issues', {
  id: text('id').primaryKey(),
  publicationId: text('publication_id').notNull(),
  title: text('title').notNull(),
  publishedOn: date('published_on'),
});

export const printHeadings = pgTable('print_headings', {
  id: text('id').primaryKey(),
  issueId: text('issue_id').notNull(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const printUnits = pgTable('print_units', {
  id: text('id').primaryKey(),
  brandKey: text('brand_key').notNull(),
  title: text('title').notNull(),
});

export const printSubjects = pgTable('print_subjects', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  unitId: text('unit_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const printAssignments = pgTable('print_assignments', {
  id: text('id').primaryKey(),
  subjectId: text('subject_id').notNull().unique(),
  headingId: text('heading_id').notNull(),
  brandKey: text('brand_key').notNull(),
  issueId: text('issue_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const printSubjectTitles = pgTable(
  'print_subject_titles',
  {
    issueId: text('issue_id').notNull(),
    titleKey: text('title_key').notNull(),
    subjectId: text('subject_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.titleKey] })],
);

export const rawArticles = pgTable('raw_articles', {
  id: text('id').primaryKey(),
  assignmentId: text('assignment_id').unique(),
  brandKey: text('brand_key').notNull(),
});

export const rawArticleVersions = pgTable('raw_article_versions', {
  id: text('id').primaryKey(),
  rawArticleId: text('raw_article_id').notNull(),
  title: text('title'),
  lead: text('lead'),
  body: text('body'),
  signature: text('signature'),
  status: text('status').$type<PrintVersionStatus>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  editorId: text('editor_id'),
  editorName: text('editor_name'),
  editorAvatarUrl: text('editor_avatar_url'),
  userId: uuid('user_id'),
});

export const printWebCopies = pgTable(
  'print_web_copies',
  {
    versionId: text('version_id').notNull(),
    brandKey: text('brand_key').notNull(),
    articleId: uuid('article_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.brandKey] })],
);

export const boardCards = pgTable('board_cards', {
  id: text('id').primaryKey(),
  brandKey: text('brand_key').notNull(),
  title: text('title').notNull(),
  authorIds: jsonb('author_ids').$type<string[]>().notNull().default([]),
  userId: uuid('user_id'),
  categoryId: uuid('category_id'),
  publicationDate: ts('publication_date'),
});
