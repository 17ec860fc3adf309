// Drizzle mirror of migrations/0002_content.sql (the SQL is the source of truth: generated search
// columns and their indexes are declared there only). Columns pointing at users(id) are plain uuid
// here so this file does not depend on the accounts area; the foreign keys exist in SQL.
// articles.search_vector (kept by a trigger, body part completed after commit for long bodies)
// and search_pending are SQL-only too (0004_content_deferred_search.sql, services/content/searchIndexer.ts).
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sources = pgTable('sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  brandKey: text('brand_key').notNull(),
  status: text('status').notNull().default('Published'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const qualifiers = pgTable('qualifiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  status: text('status').notNull().default('Draft'),
  brandKey: text('brand_key').notNull(),
  format: text('format').notNull().default('Rich'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const attributes = pgTable('attributes', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  brandKey: text('brand_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const authors = pgTable('authors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  brandKey: text('brand_key').notNull(),
  description: text('description'),
  resume: text('resume'),
  email: text('email'),
  media: jsonb('media'),
  facebookId: text('facebook_id'),
  googleId: text('google_id'),
  instagramId: text('instagram_id'),
  linkedinId: text('linkedin_id'),
  pinterestId: text('pinterest_id'),
  snapchatId: text('snapchat_id'),
  twitterId: text('twitter_id'),
  userId: uuid('user_id'),
  isMain: boolean('is_main').notNull().default(false),
  hasPublicProfile: boolean('has_public_profile').notNull().default(false),
  isExternal: boolean('is_external').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const authorAttributes = pgTable(
  'author_attributes',
  {
    authorId: uuid('author_id').notNull(),
    attributeId: uuid('attribute_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.attributeId] })],
);

export const authorHistories = pgTable('author_histories', {
  id: uuid('id').primaryKey().defaultRandom(),
  authorId: uuid('author_id').notNull(),
  userId: uuid('user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  snapshot: jsonb('snapshot').notNull(),
});

export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  type: text('type').notNull(),
  lang: text('lang').notNull().default('fr'),
  relationId: text('relation_id'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const tagBrandedContents = pgTable('tag_branded_contents', {
  id: uuid('id').primaryKey().defaultRandom(),
  tagId: uuid('tag_id').notNull(),
  brandKey: text('brand_key').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  body: jsonb('body'),
  media: jsonb('media'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const machineTags = pgTable('machine_tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  tag: text('tag').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandKey: text('brand_key').notNull(),
  format: text('format').notNull(),
  level: integer('level').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  slug: text('slug').notNull().default(''),
  descriptionSeo: text('description_seo').notNull().default(''),
  description: jsonb('description'),
  body: jsonb('body'),
  medias: jsonb('medias'),
  isHeadlined: boolean('is_headlined').notNull().default(false),
  status: text('status').notNull().default('Draft'),
  parentId: uuid('parent_id'),
  path: text('path').notNull().default(''),
  lockedAt: ts('locked_at'),
  lockedBy: uuid('locked_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  editedAt: ts('edited_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  publishedAt: ts('published_at'),
  // 0060_pages.sql (issue 17): editing pages.
  version: integer('version').notNull().default(1),
  lockExpiresAt: ts('lock_expires_at'),
  sections: jsonb('sections').notNull().default([]),
  creatorId: uuid('creator_id'),
});

export const categoryTags = pgTable(
  'category_tags',
  {
    categoryId: uuid('category_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.tagId] })],
);

export const articles = pgTable('articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandKey: text('brand_key').notNull(),
  format: text('format').notNull(),
  status: text('status').notNull(),
  title: text('title').notNull(),
  secondaryTitle: text('secondary_title'),
  partnerTitle: text('partner_title'),
  signatureComplement: text('signature_complement'),
  // 0174_articles_affiliate_cards.sql (issue 37): the article's own switch for affiliate cards.
  affiliateCardsEnabled: boolean('affiliate_cards_enabled').notNull().default(true),
  discoverTitle: text('discover_title'),
  slug: text('slug'),
  lead: jsonb('lead'),
  body: jsonb('body'),
  leadText: text('lead_text').notNull().default(''),
  bodyText: text('body_text').notNull().default(''),
  medias: jsonb('medias'),
  pushCount: integer('push_count').notNull().default(0),
  refererCount: integer('referer_count').notNull().default(0),
  canonical: text('canonical'),
  publicId: text('public_id'),
  platformId: text('platform_id'),
  sourceId: uuid('source_id'),
  creatorId: uuid('creator_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  publishedAt: ts('published_at'),
  editedAt: ts('edited_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  lockedAt: ts('locked_at'),
  lockedBy: uuid('locked_by'),
  lockExpiresAt: ts('lock_expires_at'),
  version: integer('version').notNull().default(1),
});

function link(table: string, otherColumn: string) {
  return pgTable(
    table,
    {
      articleId: uuid('article_id').notNull(),
      otherId: uuid(otherColumn).notNull(),
      position: integer('position').notNull(),
    },
    (t) => [primaryKey({ columns: [t.articleId, t.otherId] })],
  );
}

/** Article ↔ category of any format (Category, Channel, Event, Guide), ordered. */
export const articleCategories = link('article_categories', 'category_id');
export const articleTags = link('article_tags', 'tag_id');
export const articleAuthors = link('article_authors', 'author_id');
export const articleQualifiers = link('article_qualifiers', 'qualifier_id');
export const articleMachineTags = link('article_machine_tags', 'machine_tag_id');

export const lives = pgTable('lives', {
  id: uuid('id').primaryKey().defaultRandom(),
  articleId: uuid('article_id').notNull(),
  postCount: integer('post_count').notNull().default(0),
  endedAt: ts('ended_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // 0080_cards_orphan_pages_lives.sql: colleagues poll the live's newest change.
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const articleUrls = pgTable('article_urls', {
  id: uuid('id').primaryKey().defaultRandom(),
  articleId: uuid('article_id').notNull(),
  origin: text('origin').notNull(),
  path: text('path').notNull(),
  statusOk: boolean('status_ok').notNull().default(true),
});

export const articleHistories = pgTable('article_histories', {
  id: uuid('id').primaryKey().defaultRandom(),
  articleId: uuid('article_id').notNull(),
  userId: uuid('user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  snapshot: jsonb('snapshot').notNull(),
});

export const newsletterFlashSenderHistories = pgTable('newsletter_flash_sender_histories', {
  id: uuid('id').primaryKey().defaultRandom(),
  articleId: uuid('article_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  // 0090_jobs_pushes.sql: who sent which subject.
  userId: uuid('user_id'),
  subject: text('subject'),
});
