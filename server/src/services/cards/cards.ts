// Cards (encarts): read, save and lock (spec 000 §3 Card, §4 Card status and Locking; 001 §5, §9).
// The rules of common/domain/validation/card are enforced here, on the merged card, so a partial
// update cannot leave a card without its title, URL or location; empty optional fields are null.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { CARD_STATUSES, type CardStatus } from '../../../../common/domain/statuses';
import { emptyToNull, validateCard } from '../../../../common/domain/validation/card';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { badUserInput, conflict, notFound, type FieldErrors } from '../../errors';
import { FIELD_MESSAGES, TEXT_LIMITS, checkText } from '../content/fieldChecks';
import { checkRichText } from '../content/richTextCheck';
import { isUuid, queryOne, queryRows, uuidArray } from '../content/sqlRows';
import { iso, isoRequired, lockedError, otherLockHolder, type UserRefRow } from './rowValues';

export const CARD_MESSAGES = {
  lockedBy: (name: string) => `Cet encart est en cours de modification par ${name}.`,
  notFound: "L'identifiant de l'encart est introuvable.",
  conflict: "L'encart a été modifié entre-temps par quelqu'un d'autre.",
  mediaInvalid: "L'image de l'encart est invalide.",
} as const;

interface CardRow {
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
  lockedBy: string | null;
  lockedAt: Date | string | null;
  lockExpiresAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  lockerName: string | null;
  lockerEmail: string | null;
  lockerAvatar: string | null;
}

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

const SELECT = sql`select c.id, c.brand_key as "brandKey", c.title, c.secondary_title as "secondaryTitle",
  c.description, c.url, c.label, c.status, c.media, c.body, c.version, c.locked_by as "lockedBy",
  c.locked_at as "lockedAt", c.lock_expires_at as "lockExpiresAt", c.created_at as "createdAt",
  c.updated_at as "updatedAt", u.name as "lockerName", u.email as "lockerEmail",
  u.avatar_url as "lockerAvatar"
  from cards c left join users u on u.id = c.locked_by`;

async function relationsOf(
  db: Database,
  ids: string[],
): Promise<{
  categories: Map<string, CardOut['categories']>;
  tags: Map<string, CardOut['tags']>;
}> {
  const categories = new Map<string, CardOut['categories']>();
  const tags = new Map<string, CardOut['tags']>();
  if (ids.length === 0) return { categories, tags };
  const cats = await queryRows<{
    cardId: string;
    id: string;
    title: string;
    level: number;
    position: number;
  }>(
    db,
    sql`select cc.card_id as "cardId", k.id, k.title, k.level, cc.position from card_categories cc
      join categories k on k.id = cc.category_id where cc.card_id = any(${uuidArray(ids)})
      order by cc.position`,
  );
  for (const c of cats) {
    const list = categories.get(c.cardId) ?? [];
    list.push({ order: c.position, id: c.id, title: c.title, level: c.level });
    categories.set(c.cardId, list);
  }
  const tagRows = await queryRows<{
    cardId: string;
    id: string;
    title: string;
    type: string;
    position: number;
  }>(
    db,
    sql`select ct.card_id as "cardId", t.id, t.title, t.type, ct.position from card_tags ct
      join tags t on t.id = ct.tag_id where ct.card_id = any(${uuidArray(ids)})
      order by ct.position`,
  );
  for (const t of tagRows) {
    const list = tags.get(t.cardId) ?? [];
    list.push({ order: t.position, id: t.id, title: t.title, type: t.type });
    tags.set(t.cardId, list);
  }
  return { categories, tags };
}

function outOf(row: CardRow, now: Date, rel: Awaited<ReturnType<typeof relationsOf>>): CardOut {
  const live =
    row.lockedBy && row.lockExpiresAt && new Date(row.lockExpiresAt).getTime() > now.getTime();
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
    lockedAt: live ? iso(row.lockedAt) : null,
    lockedBy:
      live && row.lockedBy && row.lockerName
        ? {
            id: row.lockedBy,
            name: row.lockerName,
            email: row.lockerEmail ?? '',
            avatarUrl: row.lockerAvatar,
          }
        : null,
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

async function rowById(db: Database, id: string, forUpdate = false): Promise<CardRow | undefined> {
  if (!isUuid(id)) return undefined;
  return queryOne<CardRow>(
    db,
    sql`${SELECT} where c.id = ${id}::uuid${forUpdate ? sql` for update of c` : sql``}`,
  );
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
  const where: SQL[] = [];
  if (args.brandKey) where.push(sql`c.brand_key = ${args.brandKey}`);
  if (args.brandKeys) where.push(sql`c.brand_key = any(${sql.param(args.brandKeys)}::text[])`);
  if (args.status) where.push(sql`c.status = ${args.status}`);
  const limit = Math.min(Math.max(page.first ?? LIMITS.pageSize.cards, 0), LIMITS.pageSize.cards);
  const offset = Math.max(page.skip ?? 0, 0);
  const rows = await queryRows<CardRow>(
    db,
    sql`${SELECT} ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by c.updated_at desc, c.id limit ${limit} offset ${offset}`,
  );
  return rowsToOut(db, rows, now);
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
  categories: readonly string[] | null | undefined,
  tagIds: readonly string[] | null | undefined,
): Promise<void> {
  if (categories && categories.length > 0) {
    const ids = [...new Set(categories)];
    if (!ids.every(isUuid)) errors.categories = FIELD_MESSAGES.unknownId('Catégorie');
    else {
      const found = await queryRows<{ id: string; brandKey: string }>(
        db,
        sql`select id, brand_key as "brandKey" from categories where id = any(${uuidArray(ids)})`,
      );
      if (found.length !== ids.length) errors.categories = FIELD_MESSAGES.unknownId('Catégorie');
      else if (found.some((c) => c.brandKey !== brandKey))
        errors.categories = `Une catégorie n'appartient pas à la marque de l'encart.`;
    }
  }
  if (tagIds && tagIds.length > 0) {
    const ids = [...new Set(tagIds)];
    if (!ids.every(isUuid)) errors.tags = FIELD_MESSAGES.unknownId('Tag');
    else {
      const found = await queryRows<{ id: string }>(
        db,
        sql`select id from tags where id = any(${uuidArray(ids)})`,
      );
      if (found.length !== ids.length) errors.tags = FIELD_MESSAGES.unknownId('Tag');
    }
  }
}

async function writeRelations(
  db: Database,
  cardId: string,
  table: 'card_categories' | 'card_tags',
  ids: readonly string[] | null | undefined,
): Promise<void> {
  if (ids === undefined || ids === null) return;
  const column = table === 'card_categories' ? sql.raw('category_id') : sql.raw('tag_id');
  await db.execute(sql`delete from ${sql.raw(table)} where card_id = ${cardId}::uuid`);
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db.execute(
    sql`insert into ${sql.raw(table)} (card_id, ${column}, position)
      select ${cardId}::uuid, x.id, x.ord - 1 from unnest(${uuidArray(unique)}) with ordinality as x(id, ord)`,
  );
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
    const existing = id ? await rowById(t, id, true) : undefined;
    if (id && !existing) throw notFound(CARD_MESSAGES.notFound);
    if (existing) {
      checkBrand(existing.brandKey);
      const holder = otherLockHolder(existing.lockedBy, existing.lockExpiresAt, user.id, now);
      if (holder) throw await lockedError(t, holder, CARD_MESSAGES.lockedBy);
      if (input.version === null || input.version === undefined)
        throw badUserInput({ version: FIELD_MESSAGES.versionRequired });
      if (input.version !== existing.version)
        throw conflict(CARD_MESSAGES.conflict, { currentVersion: existing.version });
    } else if (input.brandKey) checkBrand(input.brandKey);

    const pick = <K extends keyof CardRow>(key: K, value: CardRow[K] | null | undefined) =>
      value === undefined ? (existing ? existing[key] : null) : value;
    const merged = {
      brandKey: existing ? existing.brandKey : (input.brandKey ?? null),
      title: pick('title', input.title),
      url: pick('url', input.url),
      label: pick('label', input.label),
      status: pick('status', input.status as CardStatus | null | undefined) ?? 'Published',
    };
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
    let bodyJson: string | null | undefined;
    if (input.body !== undefined) {
      const body = checkRichText(input.body, 'body');
      if (!body.ok) errors.body = body.message;
      else bodyJson = body.json;
    }
    if (merged.brandKey)
      await checkRelations(t, errors, merged.brandKey, input.categories, input.tags);
    if (Object.keys(errors).length > 0) throw badUserInput(errors);

    const trim = (v: string | null) => (v === null ? null : v.trim());
    const optional = (v: string | null | undefined, current: string | null) =>
      v === undefined ? current : (emptyToNull(v)?.trim() ?? null);
    const secondaryTitle = optional(input.secondaryTitle, existing?.secondaryTitle ?? null);
    const description = optional(input.description, existing?.description ?? null);
    const media =
      input.media === undefined ? (existing?.media ?? null) : normalisedMedia(input.media);
    const mediaJson = media === null ? null : JSON.stringify(media);
    const body =
      bodyJson === undefined
        ? existing?.body === null || existing?.body === undefined
          ? null
          : JSON.stringify(existing.body)
        : bodyJson;

    let cardId: string;
    if (existing) {
      cardId = existing.id;
      await t.execute(sql`update cards set title = ${trim(merged.title)}, url = ${trim(merged.url)},
        label = ${trim(merged.label)}, status = ${merged.status}, secondary_title = ${secondaryTitle},
        description = ${description}, media = ${mediaJson}::jsonb, body = ${body}::jsonb,
        version = version + 1, updated_at = ${now}
        where id = ${cardId}::uuid`);
    } else {
      const created = await queryOne<{ id: string }>(
        t,
        sql`insert into cards (brand_key, title, url, label, status, secondary_title, description,
          media, body, created_by, created_at, updated_at, locked_by, locked_at, lock_expires_at)
        values (${merged.brandKey}, ${trim(merged.title)}, ${trim(merged.url)}, ${trim(merged.label)},
          ${merged.status}, ${secondaryTitle}, ${description}, ${mediaJson}::jsonb, ${body}::jsonb,
          ${user.id}::uuid, ${now}, ${now}, ${user.id}::uuid, ${now},
          ${new Date(now.getTime() + LIMITS.locks.articleUnchangedMs)})
        returning id`,
      );
      cardId = created!.id;
    }
    await writeRelations(t, cardId, 'card_categories', input.categories);
    await writeRelations(t, cardId, 'card_tags', input.tags);
    return (await rowById(t, cardId))!;
  });
  return (await rowsToOut(db, [saved], now))[0]!;
}

export type CardLockAction = 'lock' | 'retain' | 'unlock';

/** Lock actions on a card (000 §4 "Locking"): the article rules, with the card's wording. */
export async function changeCardLock(
  db: Database,
  user: SessionUser,
  now: Date,
  id: string,
  action: CardLockAction,
  options: { changed?: boolean; checkBrand: (brandKey: string) => void },
): Promise<CardOut> {
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const existing = await rowById(t, id, true);
    if (!existing) throw notFound(CARD_MESSAGES.notFound);
    options.checkBrand(existing.brandKey);
    const holder = otherLockHolder(existing.lockedBy, existing.lockExpiresAt, user.id, now);
    if (holder) throw await lockedError(t, holder, CARD_MESSAGES.lockedBy);
    if (action === 'unlock') {
      await t.execute(sql`update cards set locked_by = null, locked_at = null,
        lock_expires_at = null where id = ${existing.id}::uuid`);
    } else {
      const keepSince =
        action === 'retain' && existing.lockedBy === user.id && existing.lockedAt
          ? new Date(existing.lockedAt)
          : now;
      const ms = options.changed ? LIMITS.locks.articleChangedMs : LIMITS.locks.articleUnchangedMs;
      await t.execute(sql`update cards set locked_by = ${user.id}::uuid, locked_at = ${keepSince},
        lock_expires_at = ${new Date(now.getTime() + ms)} where id = ${existing.id}::uuid`);
    }
    return (await rowById(t, existing.id))!;
  });
  return (await rowsToOut(db, [row], now))[0]!;
}
