// Dashboard fixtures written straight to the database: articles with exact publication instants
// (the chart's buckets depend on them) and their relations.
import type { DatabaseHandle } from '../../../server/src/db/database';
import {
  articleAuthors,
  articleCategories,
  articleQualifiers,
  articles,
  articleTags,
  authors,
  categories,
  lives,
  qualifiers,
  sources,
  tags,
} from '../../../server/src/db/schema/content';

export interface DashboardFixtures {
  catActu: string;
  catCulture: string;
  tagPolitique: string;
  tagSport: string;
  qualifier: string;
  source: string;
  authorAlice: string;
  authorBruno: string;
}

export async function insertDashboardFixtures(handle: DatabaseHandle): Promise<DashboardFixtures> {
  const db = handle.db;
  const cat = async (title: string) =>
    (
      await db
        .insert(categories)
        .values({ title, format: 'Category', level: 2, brandKey: 'TEL', status: 'Published' })
        .returning()
    )[0]!.id;
  const tag = async (title: string) =>
    (
      await db.insert(tags).values({ title, type: 'Tag', slug: title.toLowerCase() }).returning()
    )[0]!.id;
  const author = async (name: string) =>
    (await db.insert(authors).values({ name, brandKey: 'TEL' }).returning())[0]!.id;
  return {
    catActu: await cat('Actualités'),
    catCulture: await cat('Culture'),
    tagPolitique: await tag('Politique'),
    tagSport: await tag('Sport'),
    qualifier: (
      await db
        .insert(qualifiers)
        .values({ title: 'Exclusif', brandKey: 'TEL', status: 'Published' })
        .returning()
    )[0]!.id,
    source: (await db.insert(sources).values({ title: 'AFP', brandKey: 'TEL' }).returning())[0]!.id,
    authorAlice: await author('Alice Émond'),
    authorBruno: await author('Bruno Lefèvre'),
  };
}

export interface ArticleSpec {
  title: string;
  publishedAt: string | null;
  brandKey?: string;
  format?: 'Rich' | 'Slideshow' | 'Video';
  status?: string;
  categoryIds?: string[];
  tagIds?: string[];
  qualifierIds?: string[];
  authorIds?: string[];
  sourceId?: string | null;
  medias?: unknown;
  pushCount?: number;
  live?: boolean;
  leadText?: string;
}

export async function insertArticle(handle: DatabaseHandle, spec: ArticleSpec): Promise<string> {
  const db = handle.db;
  const [row] = await db
    .insert(articles)
    .values({
      title: spec.title,
      brandKey: spec.brandKey ?? 'TEL',
      format: spec.format ?? 'Rich',
      status: spec.status ?? 'Published',
      publishedAt: spec.publishedAt ? new Date(spec.publishedAt) : null,
      sourceId: spec.sourceId ?? null,
      medias: spec.medias ?? null,
      pushCount: spec.pushCount ?? 0,
      leadText: spec.leadText ?? '',
    })
    .returning({ id: articles.id });
  const id = row!.id;
  const link = async (
    table: typeof articleCategories,
    values: string[] | undefined,
  ): Promise<void> => {
    if (values?.length)
      await db
        .insert(table)
        .values(values.map((otherId, position) => ({ articleId: id, otherId, position })));
  };
  await link(articleCategories, spec.categoryIds);
  await link(articleTags, spec.tagIds);
  await link(articleQualifiers, spec.qualifierIds);
  await link(articleAuthors, spec.authorIds);
  if (spec.live) await db.insert(lives).values({ articleId: id });
  return id;
}
