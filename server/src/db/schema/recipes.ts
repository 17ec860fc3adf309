// Drizzle mirror of migrations/0100_recipes.sql. Read-only in this app (the external recipe editor
// or the demo seed writes them). The title search index on fold_accents(title) and the column
// checks are declared in SQL only.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandKey: text('brand_key').notNull(),
    status: text('status').notNull().default('Draft'),
    title: text('title').notNull(),
    slug: text('slug').notNull().default(''),
    medias: jsonb('medias').notNull().default([]),
    urls: jsonb('urls').notNull().default([]),
    categories: jsonb('categories').notNull().default([]),
    authorName: text('author_name'),
    cookTime: integer('cook_time'),
    prepTime: integer('prep_time'),
    totalTime: integer('total_time'),
    waitTime: integer('wait_time'),
    yield: integer('yield'),
    difficulty: text('difficulty'),
    calorieLevel: text('calorie_level'),
    estimatedCost: text('estimated_cost'),
    cookingMethod: text('cooking_method'),
    ingredients: jsonb('ingredients').notNull().default({ raw: [], parsed: [], unparsed: [] }),
    advice: text('advice'),
    instructions: jsonb('instructions').notNull().default([]),
    source: text('source'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('recipes_brand_status_published').on(
      t.brandKey,
      t.status,
      t.publishedAt.desc().nullsLast(),
      t.id,
    ),
  ],
);
