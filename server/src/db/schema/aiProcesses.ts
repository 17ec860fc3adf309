// Drizzle mirror of migrations/0163_ai_processes.sql (issue 35): the good-deal prompts and the
// processes of the good-deal and slideshow AI screens, one row per process (its job's key).
import { integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const goodDealPrompts = pgTable('good_deal_prompts', {
  id: serial('id').primaryKey(),
  promptOrder: integer('prompt_order').notNull().unique(),
  prompt: text('prompt').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

export type GoodDealStatus = 'SUCCESS' | 'ERROR';

export const goodDealProcesses = pgTable('good_deal_processes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  brandKey: text('brand_key').notNull(),
  productUrl: text('product_url').notNull(),
  productTitle: text('product_title'),
  /** Null while running (spec 001 §5). */
  status: text('status').$type<GoodDealStatus>(),
  error: text('error'),
  articleId: uuid('article_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type SlideshowProcessKind = 'generate' | 'complete' | 'describe';
export type SlideshowProcessStatus = 'RUNNING' | 'SUCCESS' | 'ERROR';

export const aiSlideshowProcesses = pgTable('ai_slideshow_processes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  brandKey: text('brand_key').notNull(),
  kind: text('kind').$type<SlideshowProcessKind>().notNull(),
  articleId: uuid('article_id'),
  slideshowSubject: text('slideshow_subject'),
  searchQuery: text('search_query'),
  recipeNumber: integer('recipe_number').notNull(),
  recipeIds: jsonb('recipe_ids').$type<string[]>().notNull().default([]),
  excludedIngredients: jsonb('excluded_ingredients').$type<string[]>().notNull().default([]),
  status: text('status').$type<SlideshowProcessStatus>().notNull().default('RUNNING'),
  errorMsg: text('error_msg'),
  generatedTitle: text('generated_title'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
