// The demo catalogue: users with roles, and per brand a category tree (levels 1–3) with channels,
// events and guides, tags, sources, qualifiers, attributes and authors. Every row has a stable id
// (seedId) and is inserted with `on conflict do nothing`.
import { hashPassword } from '../auth/password';
import type { Database } from '../db/database';
import { roles, userRoles, users } from '../db/schema/accounts';
import {
  attributes,
  authorAttributes,
  authors,
  categories,
  qualifiers,
  sources,
  tags,
} from '../db/schema/content';
import { slugify } from '../../../common/domain/validation/slug';
import { seedId } from './determinism';
import {
  CATEGORY_TREE,
  CHANNELS,
  EVENT_TAGS,
  EVENTS,
  FIRST_NAMES,
  GUIDES,
  LAST_NAMES,
  PERSON_TAGS,
  QUALIFIERS,
  SOURCES,
  TOPIC_TAGS,
  TV_COLLECTION_TAGS,
  TV_PROGRAM_TAGS,
  VIDEO_TAGS,
} from './frenchCorpus';

export const DEMO_BRANDS = ['TEL', 'CAP', 'GEO', 'FAC', 'CAC', 'BEA'] as const;

export interface BrandCatalogue {
  brandKey: string;
  categoryIds: string[];
  channelIds: string[];
  eventIds: string[];
  guideIds: string[];
  sourceIds: string[];
  qualifierIds: string[];
  authorIds: string[];
}

export interface Catalogue {
  userIds: string[];
  brands: BrandCatalogue[];
  topicTagIds: string[];
  personTagIds: string[];
  eventTagIds: string[];
  videoTagIds: string[];
}

export interface DemoUser {
  key: string;
  name: string;
  email: string;
  role: string;
  isSuperAdmin: boolean;
  brandKeys: string[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    name: 'Administratrice Démo',
    email: 'admin@demo.backoffice.test',
    role: 'admin',
    isSuperAdmin: true,
    brandKeys: [],
  },
  {
    key: 'journaliste',
    name: 'Camille Martin',
    email: 'camille.martin@demo.backoffice.test',
    role: 'journaliste',
    isSuperAdmin: false,
    brandKeys: [],
  },
  {
    key: 'editeur',
    name: 'Julien Bernard',
    email: 'julien.bernard@demo.backoffice.test',
    role: 'editeur',
    isSuperAdmin: false,
    brandKeys: ['TEL', 'CAP'],
  },
  {
    key: 'pigiste',
    name: 'Sophie Dubois',
    email: 'sophie.dubois@demo.backoffice.test',
    role: 'journaliste',
    isSuperAdmin: false,
    brandKeys: ['GEO'],
  },
];

export async function seedUsers(db: Database, password: string, now: Date): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const ids: string[] = [];
  for (const u of DEMO_USERS) {
    const roleId = seedId(`role:${u.role}`);
    await db
      .insert(roles)
      .values({ id: roleId, slug: u.role, createdAt: now })
      .onConflictDoNothing();
    const id = seedId(`user:${u.key}`);
    await db
      .insert(users)
      .values({
        id,
        name: u.name,
        email: u.email,
        passwordHash,
        isSuperAdmin: u.isSuperAdmin,
        allBrands: u.brandKeys.length === 0,
        brandKeys: u.brandKeys,
        createdAt: now,
      })
      .onConflictDoNothing();
    await db.insert(userRoles).values({ userId: id, roleId, position: 0 }).onConflictDoNothing();
    ids.push(id);
  }
  return ids;
}

async function seedTags(
  db: Database,
  now: Date,
): Promise<Pick<Catalogue, 'topicTagIds' | 'personTagIds' | 'eventTagIds' | 'videoTagIds'>> {
  const insert = async (titles: readonly string[], type: string) => {
    const rows = titles.map((title) => ({
      id: seedId(`tag:${type}:${title}`),
      title,
      type,
      slug: slugify(title),
      createdAt: now,
      updatedAt: now,
    }));
    await db.insert(tags).values(rows).onConflictDoNothing();
    return rows.map((r) => r.id);
  };
  const ids = {
    topicTagIds: await insert(TOPIC_TAGS, 'Tag'),
    personTagIds: await insert(PERSON_TAGS, 'Person'),
    eventTagIds: await insert(EVENT_TAGS, 'Event'),
    videoTagIds: await insert(VIDEO_TAGS, 'Video'),
  };
  // Offered by the TV panels only; no generated article carries them.
  await insert(TV_PROGRAM_TAGS, 'TvProgram');
  await insert(TV_COLLECTION_TAGS, 'TvCollection');
  return ids;
}

type CategoryRow = typeof categories.$inferInsert;

/** The brand's category tree, channels, events and guides (published pages, spec 000 §5). */
async function seedCategories(db: Database, brandKey: string, now: Date) {
  const rootId = seedId(`category:${brandKey}:root`);
  const root = slugify(brandKey);
  const page = (
    id: string,
    title: string,
    format: string,
    level: number,
    parentId: string | null,
    path: string,
  ): CategoryRow => ({
    id,
    brandKey,
    title,
    format,
    level,
    parentId,
    path,
    slug: slugify(title),
    status: 'Published',
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  });
  const rows = [page(rootId, brandKey, 'Category', 1, null, root)];
  const categoryIds: string[] = [];
  for (const [level2, children] of Object.entries(CATEGORY_TREE)) {
    const id2 = seedId(`category:${brandKey}:${level2}`);
    rows.push(page(id2, level2, 'Category', 2, rootId, `${root}/${slugify(level2)}`));
    categoryIds.push(id2);
    for (const level3 of children) {
      const id3 = seedId(`category:${brandKey}:${level2}:${level3}`);
      const path = `${root}/${slugify(level2)}/${slugify(level3)}`;
      rows.push(page(id3, level3, 'Category', 3, id2, path));
      categoryIds.push(id3);
    }
  }
  const flat = (titles: readonly string[], format: string) =>
    titles.map((title) => {
      const id = seedId(`category:${brandKey}:${format}:${title}`);
      rows.push(page(id, title, format, 2, rootId, `${root}/${slugify(title)}`));
      return id;
    });
  const channelIds = flat(CHANNELS, 'Channel');
  const eventIds = flat(EVENTS, 'Event');
  const guideIds = flat(GUIDES, 'Guide');
  await db.insert(categories).values(rows).onConflictDoNothing();
  return { categoryIds, channelIds, eventIds, guideIds };
}

/** Sources, qualifiers (the last one a draft) and author attributes of the brand. */
async function seedReferenceLists(db: Database, brandKey: string, now: Date) {
  const sourceRows = SOURCES.map((title) => ({
    id: seedId(`source:${brandKey}:${title}`),
    title,
    brandKey,
    status: 'Published',
    createdAt: now,
  }));
  await db.insert(sources).values(sourceRows).onConflictDoNothing();
  const qualifierRows = QUALIFIERS.map((title, i) => ({
    id: seedId(`qualifier:${brandKey}:${title}`),
    title,
    brandKey,
    status: i === QUALIFIERS.length - 1 ? 'Draft' : 'Published',
    format: 'Rich',
    createdAt: now,
    updatedAt: now,
  }));
  await db.insert(qualifiers).values(qualifierRows).onConflictDoNothing();
  const attributeRows = ['Grand reporter', 'Chroniqueur', 'Photographe'].map((title) => ({
    id: seedId(`attribute:${brandKey}:${title}`),
    title,
    slug: slugify(title),
    brandKey,
    createdAt: now,
    updatedAt: now,
  }));
  await db.insert(attributes).values(attributeRows).onConflictDoNothing();
  return {
    sourceIds: sourceRows.map((r) => r.id),
    qualifierIds: qualifierRows.filter((q) => q.status !== 'Draft').map((r) => r.id),
    attributeIds: attributeRows.map((r) => r.id),
  };
}

const RESUMES = ['Journaliste politique', 'Reporter culture', 'Rédactrice sport'];

/** Ten authors of the brand; the first three carry an attribute each. */
async function seedAuthors(
  db: Database,
  brandKey: string,
  attributeIds: string[],
  now: Date,
): Promise<string[]> {
  const authorRows = Array.from({ length: 10 }, (_, i) => {
    const name = `${FIRST_NAMES[(i * 7 + brandKey.length) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 3 + brandKey.charCodeAt(0)) % LAST_NAMES.length]}`;
    return {
      id: seedId(`author:${brandKey}:${i}`),
      name,
      brandKey,
      email: `${slugify(name)}@${brandKey.toLowerCase()}.demo.backoffice.test`,
      resume: RESUMES[i % 3],
      isMain: i === 0,
      // The demo admin signs as the brand's first author, Camille Martin as the second: a new
      // article starts with the journalist's main author (spec 000 §2 creation page).
      userId: i === 0 ? seedId('user:admin') : i === 1 ? seedId('user:journaliste') : null,
      hasPublicProfile: i % 2 === 0,
      isExternal: i === 9,
      createdAt: now,
      updatedAt: now,
    };
  });
  // Ten names per brand are distinct by construction; a clash with a hand-made author is skipped.
  await db.insert(authors).values(authorRows).onConflictDoNothing();
  const attributed = authorRows.slice(0, 3);
  await db
    .insert(authorAttributes)
    .values(
      attributed.map((a, i) => ({ authorId: a.id, attributeId: attributeIds[i]!, position: 0 })),
    )
    .onConflictDoNothing();
  return authorRows.map((r) => r.id);
}

async function seedBrand(db: Database, brandKey: string, now: Date): Promise<BrandCatalogue> {
  const pages = await seedCategories(db, brandKey, now);
  const { sourceIds, qualifierIds, attributeIds } = await seedReferenceLists(db, brandKey, now);
  const authorIds = await seedAuthors(db, brandKey, attributeIds, now);
  return { brandKey, ...pages, sourceIds, qualifierIds, authorIds };
}

export async function seedCatalogue(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<Catalogue> {
  const tagIds = await seedTags(db, now);
  const brands: BrandCatalogue[] = [];
  for (const brandKey of DEMO_BRANDS) brands.push(await seedBrand(db, brandKey, now));
  return { userIds, brands, ...tagIds };
}
