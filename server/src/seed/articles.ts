// Demo articles in bulk: realistic French titles, leads and bodies (ProseMirror JSON plus the
// plain text search reads), spread over statuses, formats, brands and three years of publication
// dates, with categories, tags, authors, sources, qualifiers and one history entry each. Batches
// of 500; a batch whose ids all exist already is skipped, so re-running is cheap and idempotent.
import { sql } from 'drizzle-orm';
import { newSlide } from '../../../common/domain/slideshow';
import { NODE } from '../../../common/richtext/names';
import type { ArticleStatus } from '../../../common/domain/statuses';
import { slugify } from '../../../common/domain/validation/slug';
import { docToPlainText } from '../../../common/richtext/plainText';
import type { RichTextDoc } from '../../../common/richtext/types';
import type { Database } from '../db/database';
import {
  articleAuthors,
  articleCategories,
  articleHistories,
  articleQualifiers,
  articles,
  articleTags,
  articleUrls,
  lives,
} from '../db/schema/content';
import { emptyLists, type RelationLists } from '../services/content/articleRelations';
import { articleSnapshot } from '../services/content/articleSnapshot';
import { queryOne, uuidList } from '../services/content/sqlRows';
import type { Catalogue } from './catalogue';
import { demoPicture, staleDemoImage, type DemoPictures } from './demoImages';
import { pick, pickSome, randomSource, seedId } from './determinism';
import { COMPLEMENTS, OBJECTS, SENTENCES, SUBJECTS, VERBS, verbFor } from './frenchCorpus';

const BATCH = 500;
const DAY = 86_400_000;

type Format = 'Rich' | 'Slideshow' | 'Video';

const RICH_STATUSES: [ArticleStatus, number][] = [
  ['Published', 0.7],
  ['Draft', 0.1],
  ['Ready', 0.05],
  ['Scheduled', 0.04],
  ['Frozen', 0.03],
  ['Deleted', 0.05],
  ['ScheduledForRepublication', 0.03],
];
const VIDEO_STATUSES: [ArticleStatus, number][] = [
  ['Published', 0.7],
  ['Private', 0.1],
  ['Ready', 0.08],
  ['Pending', 0.04],
  ['Deleted', 0.08],
];

function weighted(random: () => number, table: [ArticleStatus, number][]): ArticleStatus {
  let r = random();
  for (const [status, weight] of table) {
    if ((r -= weight) <= 0) return status;
  }
  return table[0]![0];
}

function paragraph(text: string) {
  return { type: 'paragraph', content: [{ type: 'text', text }] };
}

export function articleId(index: number): string {
  return seedId(`article:${index}`);
}

interface Generated {
  row: typeof articles.$inferInsert;
  categories: string[];
  tags: string[];
  authors: string[];
  qualifiers: string[];
  live: boolean;
  publicUrl: { origin: string; path: string } | null;
}

/** Where photos pointed before the demo had its own (a host that does not exist): `--articles` without a media store, and the rows a re-seed repairs. */
const PLACEHOLDER_IMAGES = 'https://images.demo.backoffice.test';

/** The photo of an article or slide: the brand's demo picture when the seed made them. */
function photoOf(
  pictures: DemoPictures | undefined,
  brandKey: string,
  n: number,
  name: string,
  fallback: { caption: string; credit: string; source: string },
) {
  const picture = pictures ? demoPicture(pictures, brandKey, n) : null;
  return picture
    ? { ...picture, caption: fallback.caption }
    : {
        key: `demo/${name}.jpg`,
        href: `${PLACEHOLDER_IMAGES}/${name}.jpg`,
        ...fallback,
        format: 'image',
      };
}

type Brand = Catalogue['brands'][number];

/** The title, lead and paragraphs of text (drawn in this order: the seed replays it). */
function drawText(random: () => number): { title: string; lead: RichTextDoc; text: RichTextDoc } {
  const subject = pick(random, SUBJECTS);
  const verb = verbFor(subject, pick(random, VERBS));
  const title = `${subject} ${verb} ${pick(random, OBJECTS)} ${pick(random, COMPLEMENTS)}`;
  const lead: RichTextDoc = { type: 'doc', content: [paragraph(pick(random, SENTENCES))] };
  const paragraphs = 3 + Math.floor(random() * 4);
  const text: RichTextDoc = {
    type: 'doc',
    content: Array.from({ length: paragraphs }, () =>
      paragraph(pickSome(random, SENTENCES, 3).join(' ')),
    ),
  };
  return { title, lead, text };
}

/** Up to three years ago, a month ahead when scheduled, none for drafts and pending videos. */
function drawPublishedAt(random: () => number, status: ArticleStatus, now: Date): Date | null {
  const age = Math.floor(random() * 3 * 365 * DAY);
  return status === 'Scheduled' || status === 'ScheduledForRepublication'
    ? new Date(now.getTime() + (1 + random() * 30) * DAY)
    : status === 'Draft' || status === 'Pending'
      ? null
      : new Date(now.getTime() - age);
}

/** The categories (or channel) and tags of one article, drawn in the seed's order. */
function drawLinks(
  random: () => number,
  format: Format,
  brand: Brand,
  catalogue: Catalogue,
): { categories: string[]; tags: string[] } {
  const categories =
    format === 'Video'
      ? [pick(random, brand.channelIds)]
      : pickSome(random, brand.categoryIds, 1 + Math.floor(random() * 2));
  if (format !== 'Video' && random() < 0.1) categories.push(pick(random, brand.eventIds));
  const tags =
    format === 'Video'
      ? [pick(random, catalogue.videoTagIds)]
      : pickSome(random, catalogue.topicTagIds, 1 + Math.floor(random() * 5));
  if (format !== 'Video' && random() < 0.2) tags.push(pick(random, catalogue.personTagIds));
  return { categories, tags };
}

export function generateArticle(
  index: number,
  catalogue: Catalogue,
  creatorId: string,
  now: Date,
  pictures?: DemoPictures,
): Generated {
  const random = randomSource(index * 2654435761);
  const brand = catalogue.brands[index % catalogue.brands.length]!;
  const roll = random();
  const format: Format = roll < 0.75 ? 'Rich' : roll < 0.9 ? 'Slideshow' : 'Video';
  const status = weighted(random, format === 'Video' ? VIDEO_STATUSES : RICH_STATUSES);
  const { title, lead, text } = drawText(random);
  // A slideshow's body is its slides (the paragraphs are still drawn: the picks after them, and
  // so every other article, stay what they were).
  // The article's n-th turn through its brand's pictures (brands alternate by index).
  const pictureTurn = Math.floor(index / catalogue.brands.length);
  const body =
    format === 'Slideshow' ? demoSlides(index, brand.brandKey, pictureTurn, pictures) : text;
  const publishedAt = drawPublishedAt(random, status, now);
  const photoCredit = pick(random, ['AFP', 'Reuters', 'Rédaction', 'DR']);
  const photoSource = pick(random, ['AFP', 'Getty', 'Rédaction']);
  const medias = [
    photoOf(pictures, brand.brandKey, pictureTurn, String(index), {
      caption: title,
      credit: photoCredit,
      source: photoSource,
    }),
    ...(format === 'Video' ? [{ key: `video/${index}`, format: 'video' }] : []),
  ];
  const { categories, tags } = drawLinks(random, format, brand, catalogue);
  const created = new Date((publishedAt ?? now).getTime() - DAY);
  // A slug and, once published, a public address: what the internal-link dialog links to.
  const slug = `${slugify(title)}-${index}`;
  const site = `https://www.${brand.brandKey.toLowerCase()}.demo.backoffice.test`;
  const canonical =
    publishedAt && status !== 'Scheduled' && status !== 'ScheduledForRepublication'
      ? `${site}/${slug}.html`
      : null;
  return {
    row: {
      id: articleId(index),
      brandKey: brand.brandKey,
      format,
      status,
      title,
      slug,
      canonical,
      lead,
      body,
      leadText: docToPlainText(lead),
      bodyText: docToPlainText(body),
      medias,
      sourceId: pick(random, brand.sourceIds),
      creatorId,
      pushCount: random() < 0.1 ? 1 : 0,
      createdAt: created,
      updatedAt: new Date(Math.min(now.getTime(), created.getTime() + DAY * random() * 10)),
      publishedAt,
      editedAt:
        status === 'Published' && random() < 0.3
          ? new Date(Math.min(now.getTime(), (publishedAt as Date).getTime() + DAY))
          : null,
      version: 1,
    },
    categories,
    tags,
    authors:
      format === 'Video' ? [] : pickSome(random, brand.authorIds, 1 + Math.floor(random() * 2)),
    qualifiers: random() < 0.3 ? [pick(random, brand.qualifierIds)] : [],
    live: format === 'Rich' && random() < 0.02,
    // The demo's sites do not exist: its public addresses are recorded as not answering, so
    // « Visualiser » says so (000 §2) instead of opening a page that cannot load.
    publicUrl: canonical ? { origin: site, path: `/${slug}.html` } : null,
  };
}

const CREDITS = ['AFP', 'Reuters', 'Rédaction', 'DR'];
const SOURCES = ['AFP', 'Getty', 'Rédaction'];

/** 4 to 9 credited photo slides, the first one the slideshow's cover (its own random draws). */
function demoSlides(
  index: number,
  brandKey: string,
  pictureTurn: number,
  pictures?: DemoPictures,
): RichTextDoc {
  const random = randomSource(index * 7919 + 1);
  const count = 4 + Math.floor(random() * 6);
  const slides = Array.from({ length: count }, (_, n) => {
    const name = n === 0 ? `${index}` : `${index}-${n}`;
    const credit = pick(random, CREDITS);
    const source = pick(random, SOURCES);
    const caption = pick(random, SENTENCES);
    // The cover is the article's own picture; the next slides walk on through the brand's.
    const photo = photoOf(pictures, brandKey, pictureTurn + n, name, {
      caption,
      credit,
      source,
    });
    return newSlide({
      key: photo.key,
      href: photo.href,
      caption,
      credit: photo.credit,
      source: photo.source,
      media: {
        source: photo.source,
        credit: photo.credit,
        originalName: `IMG_${String(1000 + n)}.jpg`,
        extension: 'jpg',
        defaultTitle: '',
        defaultDescription: '',
      },
    });
  });
  return {
    type: 'doc',
    content: slides.map((slide) => ({ type: NODE.slide, attrs: { ...slide } })),
  };
}

/** The generated links as a save's relation lists (a page link is a category, channel or event). */
function relationListsOf(g: Generated, catalogue: Catalogue): RelationLists {
  const brand = catalogue.brands.find((b) => b.brandKey === g.row.brandKey);
  const lists = emptyLists();
  for (const id of g.categories) {
    if (brand?.channelIds.includes(id)) lists.channels.push(id);
    else if (brand?.eventIds.includes(id)) lists.events.push(id);
    else lists.categories.push(id);
  }
  lists.tags = [...g.tags];
  lists.authors = [...g.authors];
  lists.qualifiers = [...g.qualifiers];
  return lists;
}

const links = (articleId: string, ids: string[]) =>
  ids.map((otherId, position) => ({ articleId, otherId, position }));

/**
 * A batch seeded already: repaired only where an older seed left it behind (no public URL, first
 * versions without content, placeholder photos). Generates the batch only when something is due.
 */
async function repairSeededBatch(
  db: Database,
  catalogue: Catalogue,
  indexes: number[],
  generate: () => Generated[],
  pictures?: DemoPictures,
): Promise<void> {
  const emptyVersions = await queryOne<{ n: number }>(
    db,
    sql`select count(*)::int as n from article_histories
        where id in ${uuidList(indexes.map((i) => seedId(`history:${articleId(i)}`)))}
          and not (snapshot ? 'body')`,
  );
  const missingUrls = await queryOne<{ n: number }>(
    db,
    sql`select count(*)::int as n from articles a
        where a.id in ${uuidList(indexes.map(articleId))} and a.canonical like '%.demo.backoffice.test/%'
          and not exists (select 1 from article_urls u where u.article_id = a.id)`,
  );
  if (!pictures && !emptyVersions?.n && !missingUrls?.n) return;
  const generated = generate();
  if (missingUrls?.n) await insertDemoUrls(db, generated);
  if (pictures) await repairPlaceholderImages(db, generated);
  if (emptyVersions?.n) await repairFirstVersions(db, generated, catalogue);
}

/** One batch's articles, their links, lives, URLs and first versions, in one transaction. */
async function insertBatch(
  db: Database,
  catalogue: Catalogue,
  generated: Generated[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .insert(articles)
      .values(generated.map((g) => g.row))
      .onConflictDoNothing();
    await t
      .insert(articleCategories)
      .values(generated.flatMap((g) => links(g.row.id as string, g.categories)))
      .onConflictDoNothing();
    await t
      .insert(articleTags)
      .values(generated.flatMap((g) => links(g.row.id as string, g.tags)))
      .onConflictDoNothing();
    const authorLinks = generated.flatMap((g) => links(g.row.id as string, g.authors));
    if (authorLinks.length)
      await t.insert(articleAuthors).values(authorLinks).onConflictDoNothing();
    const qualifierLinks = generated.flatMap((g) => links(g.row.id as string, g.qualifiers));
    if (qualifierLinks.length)
      await t.insert(articleQualifiers).values(qualifierLinks).onConflictDoNothing();
    const liveRows = generated
      .filter((g) => g.live)
      .map((g) => ({
        id: seedId(`live:${g.row.id}`),
        articleId: g.row.id as string,
        postCount: 3,
      }));
    if (liveRows.length) await t.insert(lives).values(liveRows).onConflictDoNothing();
    await insertDemoUrls(t, generated);
    await t
      .insert(articleHistories)
      .values(
        generated.map((g) => ({
          id: seedId(`history:${g.row.id}`),
          articleId: g.row.id as string,
          userId: g.row.creatorId ?? null,
          createdAt: g.row.updatedAt as Date,
          // The version as the history dialog reads a saved one: fields, relations, lead, body.
          snapshot: articleSnapshot(g.row, relationListsOf(g, catalogue)),
        })),
      )
      .onConflictDoNothing();
  });
}

/** Ensures articles 0…count-1 exist; returns how many were inserted. */
export async function seedArticles(
  db: Database,
  catalogue: Catalogue,
  count: number,
  now: Date,
  onProgress?: (done: number) => void,
  pictures?: DemoPictures,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < count; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => start + i);
    const existing = await queryOne<{ n: number }>(
      db,
      sql`select count(*)::int as n from articles where id in ${uuidList(indexes.map(articleId))}`,
    );
    const generate = () =>
      indexes.map((i) =>
        generateArticle(
          i,
          catalogue,
          catalogue.userIds[i % catalogue.userIds.length]!,
          now,
          pictures,
        ),
      );
    if (Number(existing?.n ?? 0) === indexes.length) {
      await repairSeededBatch(db, catalogue, indexes, generate, pictures);
      continue;
    }
    await insertBatch(db, catalogue, generate());
    inserted += indexes.length - Number(existing?.n ?? 0);
    onProgress?.(start + indexes.length);
  }
  return inserted;
}

/**
 * A demo seeded before it had its own photos points at a host that does not exist, and one whose
 * media port changed points at the old port: its articles take the pictures a new seed gives them
 * (medias, and a slideshow's slides). An article a journalist gave another image keeps it.
 */
async function repairPlaceholderImages(db: Database, generated: Generated[]): Promise<void> {
  const rows = generated.map(
    (g) =>
      sql`(${g.row.id}::uuid, ${JSON.stringify(g.row.medias)}::jsonb, ${JSON.stringify(g.row.body)}::jsonb)`,
  );
  await db.execute(
    sql`update articles a set medias = v.medias,
          body = case when a.format = 'Slideshow' then v.body else a.body end
        from (values ${sql.join(rows, sql`, `)}) as v(id, medias, body)
        where a.id = v.id
          and ${staleDemoImage(sql`a.medias->0->>'href'`, sql`v.medias->0->>'href'`)}`,
  );
}

/** A demo seeded when first versions held only title and status gets their content back. */
async function repairFirstVersions(
  db: Database,
  generated: Generated[],
  catalogue: Catalogue,
): Promise<void> {
  const rows = generated.map(
    (g) =>
      sql`(${seedId(`history:${g.row.id}`)}::uuid, ${JSON.stringify(articleSnapshot(g.row, relationListsOf(g, catalogue)))}::jsonb)`,
  );
  await db.execute(
    sql`update article_histories h set snapshot = v.snapshot
        from (values ${sql.join(rows, sql`, `)}) as v(id, snapshot)
        where h.id = v.id and not (h.snapshot ? 'body')`,
  );
}

/** The public address of each published demo article, marked as not answering (see publicUrl). */
async function insertDemoUrls(db: Database, generated: Generated[]): Promise<void> {
  const rows = generated.flatMap((g) =>
    g.publicUrl
      ? [
          {
            id: seedId(`url:${g.row.id}`),
            articleId: g.row.id as string,
            origin: g.publicUrl.origin,
            path: g.publicUrl.path,
            statusOk: false,
          },
        ]
      : [],
  );
  if (rows.length) await db.insert(articleUrls).values(rows).onConflictDoNothing();
}
