// Content fixtures written straight to the database: categories, sources and tags have no create
// mutation in this area (pages and admin screens own them), so tests insert them as the seed does.
import type { DatabaseHandle } from '../../../server/src/db/database';
import { categories, sources, tags } from '../../../server/src/db/schema/content';

export interface ContentFixtures {
  category: string;
  category2: string;
  category3: string;
  channel: string;
  otherBrandCategory: string;
  source: string;
  tag: string;
  personTag: string;
  videoTag: string;
  tags25: string[];
}

export async function insertFixtures(
  handle: DatabaseHandle,
  brandKey = 'TEL',
): Promise<ContentFixtures> {
  const db = handle.db;
  const cat = async (title: string, format: 'Category' | 'Channel', brand = brandKey) =>
    (
      await db
        .insert(categories)
        .values({
          title,
          format,
          level: 2,
          brandKey: brand,
          status: 'Published',
          slug: title.toLowerCase(),
        })
        .returning()
    )[0]!.id;
  const tag = async (title: string, type: string) =>
    (
      await db
        .insert(tags)
        .values({ title, type, slug: title.toLowerCase().replace(/\W+/g, '-') })
        .returning()
    )[0]!.id;
  const tags25: string[] = [];
  for (let i = 0; i < 25; i++) tags25.push(await tag(`Sujet ${i}`, 'Tag'));
  return {
    category: await cat('Actualités', 'Category'),
    category2: await cat('Culture', 'Category'),
    category3: await cat('Sport', 'Category'),
    channel: await cat('Chaîne info', 'Channel'),
    otherBrandCategory: await cat('Autre marque', 'Category', 'CAP'),
    source: (await db.insert(sources).values({ title: 'AFP', brandKey }).returning())[0]!.id,
    tag: await tag('Politique', 'Tag'),
    personTag: await tag('Victor Hugo', 'Person'),
    videoTag: await tag('Reportage', 'Video'),
    tags25,
  };
}

export function doc(...paragraphs: string[]) {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}

export const IMAGE = [
  {
    key: 'img-1',
    href: 'https://img.example.test/1.jpg',
    credit: 'Photo AFP',
    source: 'AFP',
    format: 'image',
  },
];

export const ARTICLE_FIELDS = `id title status version slug publishedAt editedAt brandKey format
  categories { id title order } tags { id title type order } authors { order author { id name } }
  source { id title } lockedBy { id name } histories { id user { name } }`;
