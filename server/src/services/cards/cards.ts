// Cards (encarts): read, save and lock (spec 000 §3 Card, §4 Card status and Locking; 001 §5, §9).
// The rules of common/domain/validation/card are enforced here, on the merged card, so a partial
// update cannot leave a card without its title, URL or location; empty optional fields are null.
// Lock, version and brand are the lockable service's (services/lockable, the CARD declaration).
import { emitContentChange } from '../../live/contentEvents';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { CARD_STATUSES, type CardStatus } from '../../../../common/domain/statuses';
import { emptyToNull, validateCard } from '../../../../common/domain/validation/card';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { cardCategories, cards, cardTags } from '../../db/schema/cards';
import { categories, tags } from '../../db/schema/content';
import { badUserInput, type FieldErrors } from '../../errors';
import { FIELD_MESSAGES, TEXT_LIMITS, checkText } from '../content/fieldChecks';
import { checkRichText } from '../content/richTextCheck';
import { personLinksProblem } from '../people/people';
import { isUuid, uuidArray } from '../content/sqlRows';
import { CARD } from '../lockable/contentTypes';
import { assertWritable, liveLock, newLock } from '../lockable/lockable';
import { iso, isoRequired, type UserRefRow } from './rowValues';

export const CARD_MESSAGES = {
  mediaInvalid: "L'image de l'encart est invalide.",
} as const;

const locker = alias(users, 'locker');

const CARD_COLUMNS = {
  id: cards.id,
  brandKey: cards.brandKey,
  title: cards.title,
  secondaryTitle: cards.secondaryTitle,
  description: cards.description,
  url: cards.url,
  label: cards.label,
  status: cards.status,
  media: cards.media,
  body: cards.body,
  version: cards.version,
  lockedBy: cards.lockedBy,
  lockedAt: cards.lockedAt,
  lockExpiresAt: cards.lockExpiresAt,
  createdAt: cards.createdAt,
  updatedAt: cards.updatedAt,
  lockerName: locker.name,
  lockerEmail: locker.email,
  lockerAvatar: locker.avatarUrl,
};

type CardRow = Omit<typeof cards.$inferSelect, 'createdBy' | 'status'> & {
  status: CardStatus;
  lockerName: string | null;
  lockerEmail: string | null;
  lockerAvatar: string | null;
};

export interface CardOut {
  id: string;
  brandKey: string;
  title: string;
  secondaryTitle: string | null;
  description: string | null;
  url: string;
  label: string;
  status: CardStatus;
  media: unknown;
  body: unknown;
  version: number;
  createdAt: string;
  updatedAt: string;
  lockedAt: string | null;
  lockedBy: UserRefRow | null;
  categories: { order: number; id: string; title: string; level: number }[];
  tags: { order: number; id: string; title: string; type: string }[];
}

function selectCards(db: Database, where: SQL | undefined) {
  return db
    .select(CARD_COLUMNS)
    .from(cards)
    .leftJoin(locker, eq(locker.id, cards.lockedBy))
    .where(where);
}

type Relations = {
  categories: Map<string, CardOut['categories']>;
  tags: Map<string, CardOut['tags']>;
};

function grouped<T extends { cardId: string }, U>(rows: T[], map: (row: T) => U): Map<string, U[]> {
  const out = new Map<string, U[]>();
  for (const row of rows) {
    const list = out.get(row.cardId) ?? [];
    list.push(map(row));
    out.set(row.cardId, list);
  }
  return out;
}

async function relationsOf(db: Database, ids: string[]): Promise<Relations> {
  if (ids.length === 0) return { categories: new Map(), tags: new Map() };
  // One uuid[] parameter however many cards (sqlRows.uuidArray): a page of 10,000 would bind
  // one parameter per id through `inArray`.
  const cats = await db
    .select({
      cardId: cardCategories.cardId,
      id: categories.id,
      title: categories.title,
      level: categories.level,
      position: cardCategories.position,
    })
    .from(cardCategories)
    .innerJoin(categories, eq(categories.id, cardCategories.categoryId))
    .where(sql`${cardCategories.cardId} = any(${uuidArray(ids)})`)
    .orderBy(cardCategories.position);
  const tagRows = await db
    .select({
      cardId: cardTags.cardId,
      id: tags.id,
      title: tags.title,
      type: tags.type,
      position: cardTags.position,
    })
    .from(cardTags)
    .innerJoin(tags, eq(tags.id, cardTags.tagId))
    .where(sql`${cardTags.cardId} = any(${uuidArray(ids)})`)
    .orderBy(cardTags.position);
  return {
    categories: grouped(cats, (c) => ({
      order: c.position,
      id: c.id,
      title: c.title,
      level: c.level,
    })),
    tags: grouped(tagRows, (t) => ({ order: t.position, id: t.id, title: t.title, type: t.type })),
  };
}

function lockerOf(row: CardRow, now: Date): UserRefRow | null {
  const live = liveLock(row, now);
  return live.lockedBy && row.lockerName
    ? {
        id: live.lockedBy,
        name: row.lockerName,
        email: row.lockerEmail ?? '',
        avatarUrl: row.lockerAvatar,
      }
    : null;
}

function outOf(row: CardRow, now: Date, rel: Relations): CardOut {
  return {
    id: row.id,
    brandKey: row.brandKey,
    title: row.title,
    secondaryTitle: row.secondaryTitle,
    description: row.description,
    url: row.url,
    label: row.label,
    status: row.status,
    media: row.media ?? null,
    body: row.body ?? null,
    version: row.version,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
    lockedAt: iso(liveLock(row, now).lockedAt),
    lockedBy: lockerOf(row, now),
    categories: rel.categories.get(row.id) ?? [],
    tags: rel.tags.get(row.id) ?? [],
  };
}

async function rowsToOut(db: Database, rows: CardRow[], now: Date): Promise<CardOut[]> {
  const rel = await relationsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => outOf(r, now, rel));
}

async function rowById(db: Database, id: string): Promise<CardRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await selectCards(db, eq(cards.id, id)))[0] as CardRow | undefined;
}

export async function cardById(db: Database, id: string, now: Date): Promise<CardOut> {
  return (await rowsToOut(db, [(await rowById(db, id))!], now))[0]!;
}

export async function findCard(
  db: Database,
  id: string,
  now: Date,
  checkBrand: (brandKey: string) => void,
): Promise<CardOut | null> {
  const row = await rowById(db, id);
  if (!row) return null;
  checkBrand(row.brandKey);
  return (await rowsToOut(db, [row], now))[0]!;
}

/** `brandKeys` null = every brand (the user works for all); else the list is scoped to them. */
export async function listCards(
  db: Database,
  args: { brandKey?: string | null; brandKeys: string[] | null; status?: CardStatus | null },
  page: { first?: number | null; skip?: number | null },
  now: Date,
): Promise<CardOut[]> {
  const limit = Math.min(Math.max(page.first ?? LIMITS.pageSize.cards, 0), LIMITS.pageSize.cards);
  const offset = Math.max(page.skip ?? 0, 0);
  const rows = await selectCards(
    db,
    and(
      args.brandKey ? eq(cards.brandKey, args.brandKey) : undefined,
      args.brandKeys
        ? sql`${cards.brandKey} = any(${sql.param(args.brandKeys)}::text[])`
        : undefined,
      args.status ? eq(cards.status, args.status) : undefined,
    ),
  )
    .orderBy(desc(cards.updatedAt), cards.id)
    .limit(limit)
    .offset(offset);
  return rowsToOut(db, rows as CardRow[], now);
}

export interface CardInput {
  brandKey?: string | null;
  title?: string | null;
  url?: string | null;
  label?: string | null;
  status?: string | null;
  secondaryTitle?: string | null;
  description?: string | null;
  media?: unknown;
  body?: unknown;
  categories?: readonly string[] | null;
  tags?: readonly string[] | null;
  version?: number | null;
}

/** One image: an object with an http(s) url (credit and alt are optional text). */
function checkMedia(errors: FieldErrors, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    if (value.length > 1) errors.media = MESSAGES.cardOneImage;
    else if (value.length === 1) checkMedia(errors, value[0]);
    return;
  }
  if (typeof value !== 'object') {
    errors.media = CARD_MESSAGES.mediaInvalid;
    return;
  }
  const m = value as Record<string, unknown>;
  const url = m.url;
  if (typeof url !== 'string' || url.length > TEXT_LIMITS.url || !isAllowedUrl(url, 'http')) {
    errors.media = CARD_MESSAGES.mediaInvalid;
    return;
  }
  for (const key of ['credit', 'alt'] as const) {
    const text = m[key];
    if (text !== undefined && text !== null && typeof text !== 'string')
      errors.media = CARD_MESSAGES.mediaInvalid;
    else checkText(errors, 'media', text ?? null, TEXT_LIMITS.shortText);
  }
}

function normalisedMedia(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : normalisedMedia(value[0]);
  const m = value as Record<string, unknown>;
  const out: Record<string, string> = { url: String(m.url) };
  for (const key of ['credit', 'alt'] as const) {
    const text = emptyToNull(typeof m[key] === 'string' ? (m[key] as string) : null);
    if (text) out[key] = text;
  }
  return out;
}

async function checkRelations(
  db: Database,
  errors: FieldErrors,
  brandKey: string,
  categoryIds: readonly string[] | null | undefined,
  tagIds: readonly string[] | null | undefined,
): Promise<void> {
  if (categoryIds && categoryIds.length > 0) {
    const ids = [...new Set(categoryIds)];
    if (!ids.every(isUuid)) errors.categories = FIELD_MESSAGES.unknownId('Catégorie');
    else {
      const found = await db
        .select({ id: categories.id, brandKey: categories.brandKey })
        .from(categories)
        .where(sql`${categories.id} = any(${uuidArray(ids)})`);
      if (found.length !== ids.length) errors.categories = FIELD_MESSAGES.unknownId('Catégorie');
      else if (found.some((c) => c.brandKey !== brandKey))
        errors.categories = `Une catégorie n'appartient pas à la marque de l'encart.`;
    }
  }
  if (tagIds && tagIds.length > 0) {
    const ids = [...new Set(tagIds)];
    if (!ids.every(isUuid)) errors.tags = FIELD_MESSAGES.unknownId('Tag');
    else {
      const found = await db
        .select({ id: tags.id })
        .from(tags)
        .where(sql`${tags.id} = any(${uuidArray(ids)})`);
      if (found.length !== ids.length) errors.tags = FIELD_MESSAGES.unknownId('Tag');
    }
  }
}

/** The card's ordered categories and tags, replaced when the save names them. */
async function writeRelations(db: Database, cardId: string, input: CardInput): Promise<void> {
  if (input.categories !== undefined && input.categories !== null) {
    await db.delete(cardCategories).where(eq(cardCategories.cardId, cardId));
    const unique = [...new Set(input.categories)];
    if (unique.length > 0)
      await db
        .insert(cardCategories)
        .values(unique.map((categoryId, position) => ({ cardId, categoryId, position })));
  }
  if (input.tags !== undefined && input.tags !== null) {
    await db.delete(cardTags).where(eq(cardTags.cardId, cardId));
    const unique = [...new Set(input.tags)];
    if (unique.length > 0)
      await db
        .insert(cardTags)
        .values(unique.map((tagId, position) => ({ cardId, tagId, position })));
  }
}

type Merged = {
  brandKey: string | null;
  title: string | null;
  url: string | null;
  label: string | null;
  status: CardStatus;
};

/** The card as it will be: the input where given, else what is stored. */
function mergedCard(existing: CardRow | undefined, input: CardInput): Merged {
  const pick = <K extends 'title' | 'url' | 'label'>(key: K, value: string | null | undefined) =>
    value === undefined ? (existing ? existing[key] : null) : value;
  return {
    brandKey: existing ? existing.brandKey : (input.brandKey ?? null),
    title: pick('title', input.title),
    url: pick('url', input.url),
    label: pick('label', input.label),
    status: ((input.status === undefined ? existing?.status : input.status) ??
      'Published') as CardStatus,
  };
}

/** The domain rules and the columns' limits; the checked body's document when one was sent. */
async function checkCard(
  db: Database,
  merged: Merged,
  input: CardInput,
): Promise<{ body: unknown }> {
  const errors: FieldErrors = { ...validateCard(merged) };
  if (!(CARD_STATUSES as readonly string[]).includes(merged.status))
    errors.status = MESSAGES.cardInvalid;
  checkText(errors, 'title', merged.title, TEXT_LIMITS.title);
  checkText(errors, 'label', merged.label, TEXT_LIMITS.shortText);
  // What a link may be is validateCard's (the URL rule); its length is the column's.
  if (!errors.url && merged.url && merged.url.length > TEXT_LIMITS.url)
    errors.url = FIELD_MESSAGES.tooLong(TEXT_LIMITS.url);
  checkText(errors, 'secondaryTitle', input.secondaryTitle, TEXT_LIMITS.title);
  checkText(errors, 'description', input.description, TEXT_LIMITS.description);
  checkMedia(errors, input.media);
  let body: unknown = undefined;
  if (input.body !== undefined) {
    const checked = checkRichText(input.body, 'body');
    if (!checked.ok) errors.body = checked.message;
    else {
      body = checked.doc;
      // A person link names a person that exists (spec 001 §5), as in an article's body.
      const problem = await personLinksProblem(db, checked.doc);
      if (problem) errors.body = problem;
    }
  }
  if (merged.brandKey)
    await checkRelations(db, errors, merged.brandKey, input.categories, input.tags);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return { body };
}

/** The columns a save writes. */
function cardValues(
  existing: CardRow | undefined,
  merged: Merged,
  input: CardInput,
  body: unknown,
) {
  const trim = (v: string | null) => (v === null ? null : v.trim());
  const optional = (v: string | null | undefined, current: string | null) =>
    v === undefined ? current : (emptyToNull(v)?.trim() ?? null);
  return {
    title: trim(merged.title)!,
    url: trim(merged.url)!,
    label: trim(merged.label)!,
    status: merged.status,
    secondaryTitle: optional(input.secondaryTitle, existing?.secondaryTitle ?? null),
    description: optional(input.description, existing?.description ?? null),
    media: input.media === undefined ? (existing?.media ?? null) : normalisedMedia(input.media),
    body: body === undefined ? (existing?.body ?? null) : body,
  };
}

/**
 * Creates (no `id`) or updates a card in one transaction. `checkBrand` runs on the brand of the
 * card (the requested one on creation, the stored one on update).
 */
export async function saveCard(
  db: Database,
  user: SessionUser,
  now: Date,
  id: string | null,
  input: CardInput,
  checkBrand: (brandKey: string) => void,
): Promise<CardOut> {
  const saved = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    let existing: CardRow | undefined;
    if (id) {
      await assertWritable(CARD, t, id, { user, now, version: input.version }, checkBrand);
      existing = await rowById(t, id);
    } else if (input.brandKey) checkBrand(input.brandKey);
    const merged = mergedCard(existing, input);
    const { body } = await checkCard(t, merged, input);
    const values = cardValues(existing, merged, input, body);
    let cardId: string;
    if (existing) {
      cardId = existing.id;
      await t
        .update(cards)
        .set({ ...values, version: sql`${cards.version} + 1`, updatedAt: now })
        .where(eq(cards.id, cardId));
    } else {
      const created = await t
        .insert(cards)
        .values({
          ...values,
          brandKey: merged.brandKey!,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
          ...newLock(CARD, user, now),
        })
        .returning({ id: cards.id });
      cardId = created[0]!.id;
    }
    await writeRelations(t, cardId, input);
    // The newsroom hears of it once committed (live/eventLog.ts).
    const row = (await rowById(t, cardId))!;
    await emitContentChange(t, 'card', row, existing ? 'saved' : 'created', user, now);
    return cardId;
  });
  return cardById(db, saved, now);
}
