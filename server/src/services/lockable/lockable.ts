// The one lockable, brand-scoped content service (spec 000 §4 "Locking", 001 §6, §9; DESIGN.md
// "One content kit"). A content type (article and its formats, page, card, orphan page, live post)
// declares its table, lock columns, durations and French messages in a `LockableType`
// (contentTypes.ts); this module is the only place that locks, retains, releases, takes over,
// checks a save's version, records a history snapshot and checks the brand of what is read or
// written. A lock is taken on opening, retained periodically, released by the holder; it lapses at
// `lockExpiresAt` and a lapsed lock is nobody's. Another user's save or lock gets LOCKED naming the
// holder, unless the type allows taking over (confirmed in the app): the former holder's next
// retain is then refused, saying who.
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { listBrandScope, requireBrand, requireBrandOf, requireUser } from '../../auth/guards';
import type { GraphQLContext, SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { badUserInput, conflict, locked, notFound } from '../../errors';
import { FIELD_MESSAGES } from '../content/fieldChecks';
import { isUuid } from '../content/sqlRows';
import { emitLiveEvent } from '../../live/eventLog';
import type { LiveContentType } from '../../../../common/live/liveEvents';

/** What the service reads of a row: enough to decide on a lock, a version and a brand. */
export interface LockState {
  id: string;
  brandKey: string;
  version: number;
  lockedBy: string | null;
  lockedAt: Date | null;
  lockExpiresAt: Date | null;
  /** The article format (its lock duration and wording depend on it); null for other types. */
  format: string | null;
  /** The row's parent (a live post's live), for types whose brand is their parent's. */
  parentId: string | null;
}

export type LockAction = 'lock' | 'retain' | 'unlock';

/** A content type's declaration: the one thing a new lockable type writes. */
export interface LockableType {
  /** The name tests and logs use ('article', 'page', 'card', …). */
  readonly type: string;
  readonly table: PgTable;
  readonly columns: {
    readonly id: PgColumn;
    readonly version: PgColumn;
    /** Absent when the brand is the parent's (see `brandOf`). */
    readonly brandKey?: PgColumn;
    readonly format?: PgColumn;
    readonly parentId?: PgColumn;
  };
  /** The lock's columns and durations; absent for a type edited without a lock (orphan pages). */
  readonly lock?: {
    readonly lockedBy: PgColumn;
    /** Absent when the type does not keep when the lock was taken (live posts). */
    readonly lockedAt?: PgColumn;
    readonly lockExpiresAt: PgColumn;
    /** How long a lock lasts from a lock or retain (`changed`: unsaved changes were reported). */
    durationMs(changed: boolean, state: Pick<LockState, 'format'>): number;
    /** Whether another user may take a live lock over (then told on their next retain). */
    readonly takeOver: boolean;
  };
  /** The brand of a row whose brand is not one of its columns (a live post's live's article). */
  brandOf?(db: Database, parentId: string): Promise<string | undefined>;
  /** Whether a save must name the version it is based on (BAD_USER_INPUT when it does not). */
  readonly versionRequired: boolean;
  readonly messages: {
    readonly notFound: string;
    lockedBy(name: string, state: Pick<LockState, 'format'>): string;
    /** The refusal of a retain after someone took the lock over; default `lockedBy`. */
    takenOver?(name: string): string;
    conflict(currentVersion: number): string;
  };
  /** Where a save's history snapshot goes (articles, pages). */
  readonly history?: { readonly table: PgTable; readonly contentId: PgColumn };
}

/** The declaration's lock part, or an error: only lockable types are locked. */
function lockOf(decl: LockableType): NonNullable<LockableType['lock']> {
  if (!decl.lock) throw new Error(`${decl.type} is not edited under a lock`);
  return decl.lock;
}

/** The row's lock state (locked `for update` when `forUpdate`), or undefined when absent. */
export async function readState(
  decl: LockableType,
  db: Database,
  id: string,
  forUpdate = true,
): Promise<LockState | undefined> {
  if (!isUuid(id)) return undefined;
  const c = decl.columns;
  const l = decl.lock;
  const fields: Record<string, PgColumn> = { id: c.id, version: c.version };
  if (c.brandKey) fields.brandKey = c.brandKey;
  if (c.format) fields.format = c.format;
  if (c.parentId) fields.parentId = c.parentId;
  if (l?.lockedBy) fields.lockedBy = l.lockedBy;
  if (l?.lockedAt) fields.lockedAt = l.lockedAt;
  if (l?.lockExpiresAt) fields.lockExpiresAt = l.lockExpiresAt;
  const query = db.select(fields).from(decl.table).where(eq(c.id, id));
  const row = (await (forUpdate ? query.for('update') : query))[0] as
    Partial<LockState> | undefined;
  if (!row) return undefined;
  const parentId = row.parentId ?? null;
  const brandKey =
    row.brandKey ?? (decl.brandOf && parentId ? await decl.brandOf(db, parentId) : undefined);
  return {
    id: row.id!,
    brandKey: brandKey ?? '',
    version: row.version!,
    lockedBy: row.lockedBy ?? null,
    lockedAt: row.lockedAt ?? null,
    lockExpiresAt: row.lockExpiresAt ?? null,
    format: row.format ?? null,
    parentId,
  };
}

/** The row's lock state, or NOT_FOUND with the type's message. */
export async function requireState(
  decl: LockableType,
  db: Database,
  id: string,
  forUpdate = true,
): Promise<LockState> {
  const state = await readState(decl, db, id, forUpdate);
  if (!state) throw notFound(decl.messages.notFound);
  return state;
}

type LockFields = { lockedBy: string | null; lockExpiresAt: Date | string | null };

/** The user holding a live lock other than `userId`, or null. */
export function otherHolder(row: LockFields, userId: string, now: Date): string | null {
  if (!row.lockedBy || row.lockedBy === userId || !row.lockExpiresAt) return null;
  return new Date(row.lockExpiresAt).getTime() > now.getTime() ? row.lockedBy : null;
}

/** Lapsed locks read as none, so lists and editors never show a stale holder. */
export function liveLock(
  row: LockFields & { lockedAt?: Date | null },
  now: Date,
): { lockedBy: string | null; lockedAt: Date | null; lockExpiresAt: Date | null } {
  if (!row.lockedBy || !row.lockExpiresAt || new Date(row.lockExpiresAt).getTime() <= now.getTime())
    return { lockedBy: null, lockedAt: null, lockExpiresAt: null };
  return {
    lockedBy: row.lockedBy,
    lockedAt: row.lockedAt ?? null,
    lockExpiresAt: new Date(row.lockExpiresAt),
  };
}

/** LOCKED naming the holder when someone else holds a live lock on the row. */
export async function assertNotLockedByOther(
  decl: LockableType,
  db: Database,
  state: LockFields & Pick<LockState, 'format'>,
  user: SessionUser,
  now: Date,
  wording?: (name: string) => string,
): Promise<void> {
  const holderId = otherHolder(state, user.id, now);
  if (!holderId) return;
  const holder = (
    await db
      .select({ id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, holderId))
  )[0];
  const name = holder?.name ?? 'un autre utilisateur';
  throw locked(wording ? wording(name) : decl.messages.lockedBy(name, state), {
    lockedBy: holder ?? { id: holderId },
    lockExpiresAt: state.lockExpiresAt ? new Date(state.lockExpiresAt).toISOString() : undefined,
  });
}

/** A save's version against the stored one: BAD_USER_INPUT when missing (if required), CONFLICT when stale. */
export function checkVersion(
  decl: LockableType,
  state: Pick<LockState, 'version'>,
  version: number | null | undefined,
): void {
  if (version === null || version === undefined) {
    if (decl.versionRequired) throw badUserInput({ version: FIELD_MESSAGES.versionRequired });
    return;
  }
  if (version !== state.version)
    throw conflict(decl.messages.conflict(state.version), { currentVersion: state.version });
}

/**
 * Before an update: the row exists (NOT_FOUND), is of a brand the user works on (`checkBrand`),
 * nobody else holds it (LOCKED) and the save is based on its current version (CONFLICT).
 */
export async function assertWritable(
  decl: LockableType,
  db: Database,
  id: string,
  /** `user` null: a type edited without a lock (orphan pages). */
  edit: { user: SessionUser | null; now: Date; version: number | null | undefined },
  checkBrand: (brandKey: string) => void,
): Promise<LockState> {
  const state = await requireState(decl, db, id);
  checkBrand(state.brandKey);
  if (decl.lock) {
    if (!edit.user) throw new Error(`${decl.type} is saved under a lock`);
    await assertNotLockedByOther(decl, db, state, edit.user, edit.now);
  }
  checkVersion(decl, state, edit.version);
  return state;
}

/** The lock columns' values of a new lock taken by `user` now (a creator holds the lock). */
export function newLock(
  decl: LockableType,
  user: SessionUser,
  now: Date,
  format: string | null = null,
  changed = false,
): { lockedAt: Date; lockedBy: string; lockExpiresAt: Date } {
  return {
    lockedAt: now,
    lockedBy: user.id,
    lockExpiresAt: new Date(now.getTime() + lockOf(decl).durationMs(changed, { format })),
  };
}

function lockValues(
  decl: LockableType,
  state: LockState,
  user: SessionUser,
  now: Date,
  action: LockAction,
  changed: boolean,
): Record<string, Date | string | null> {
  const lock = lockOf(decl);
  const set: Record<string, Date | string | null> = {};
  const key = (column: PgColumn) => column.name;
  if (action === 'unlock') {
    set[key(lock.lockedBy)] = null;
    set[key(lock.lockExpiresAt)] = null;
    if (lock.lockedAt) set[key(lock.lockedAt)] = null;
    return set;
  }
  set[key(lock.lockedBy)] = user.id;
  set[key(lock.lockExpiresAt)] = new Date(now.getTime() + lock.durationMs(changed, state));
  // A retain keeps the original lockedAt; a fresh lock starts now.
  if (lock.lockedAt)
    set[key(lock.lockedAt)] =
      action === 'retain' && state.lockedBy === user.id && state.lockedAt ? state.lockedAt : now;
  return set;
}

export interface LockChange {
  user: SessionUser;
  now: Date;
  action: LockAction;
  changed?: boolean;
  takeOver?: boolean;
}

/**
 * One lock action inside the caller's transaction (the row locked `for update`, so two users
 * racing for the lock cannot both win). `checkBrand` runs once the row's brand is known.
 */
export async function changeLockIn(
  decl: LockableType,
  db: Database,
  id: string,
  change: LockChange,
  checkBrand: (brandKey: string) => void,
): Promise<LockState> {
  const lock = lockOf(decl);
  const state = await requireState(decl, db, id);
  checkBrand(state.brandKey);
  const { user, now, action } = change;
  // Taking over replaces the holder; a retain refused to the one who lost it says who took it.
  if (!(action === 'lock' && change.takeOver && lock.takeOver))
    await assertNotLockedByOther(
      decl,
      db,
      state,
      user,
      now,
      action === 'retain' ? decl.messages.takenOver : undefined,
    );
  const set = lockValues(decl, state, user, now, action, change.changed === true);
  await db
    .update(decl.table)
    .set(byField(decl.table, set) as never)
    .where(eq(decl.columns.id, state.id));
  await tellLockChange(decl, db, state, change, set[lock.lockExpiresAt.name] as Date | null);
  return state;
}

/**
 * The newsroom hears of a lock taken (or taken over) and of a release, in the lock's transaction;
 * a retain by the holder changes nobody's view and tells nothing.
 */
async function tellLockChange(
  decl: LockableType,
  db: Database,
  state: LockState,
  { user, now, action }: LockChange,
  lockExpiresAt: Date | null,
): Promise<void> {
  if (action === 'retain' && state.lockedBy === user.id) return;
  await emitLiveEvent(db, {
    brandKey: state.brandKey,
    contentType: decl.type as LiveContentType,
    contentId: state.id,
    action: action === 'unlock' ? 'unlocked' : 'locked',
    version: state.version,
    actor: { id: user.id, name: user.name },
    lockExpiresAt: action === 'unlock' ? null : lockExpiresAt,
    at: now,
  });
}

/** Drizzle's `set` and `values` take field names; the declaration names columns. */
function byField(table: PgTable, byColumn: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table)))
    if (column.name in byColumn) out[field] = byColumn[column.name];
  return out;
}

/** One lock action in its own transaction; `read` gives the type's answer for the row. */
export async function changeLock<T>(
  decl: LockableType,
  db: Database,
  id: string,
  change: LockChange,
  checkBrand: (brandKey: string) => void,
  read: (db: Database, id: string) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const state = await changeLockIn(decl, t, id, change, checkBrand);
    return read(t, state.id);
  });
}

/** One history snapshot of a save (« Historique des modifications »). */
export async function recordHistory(
  decl: LockableType,
  db: Database,
  entry: { contentId: string; userId: string; now: Date; snapshot: Record<string, unknown> },
): Promise<void> {
  if (!decl.history) throw new Error(`${decl.type} keeps no history`);
  const values = byField(decl.history.table, {
    [decl.history.contentId.name]: entry.contentId,
    user_id: entry.userId,
    created_at: entry.now,
    snapshot: entry.snapshot,
  });
  await db.insert(decl.history.table).values(values as never);
}

// — Brand scope: the guards of auth/guards.ts, called here for every lockable type.

/** The check a service runs on a row's brand once it knows it: FORBIDDEN outside the user's brands. */
export function brandGuard(ctx: GraphQLContext): (brandKey: string) => void {
  return (brandKey) => void requireBrand(ctx, brandKey);
}

/** A row read for the user: returned when they work on its brand, FORBIDDEN otherwise. */
export const readScoped = requireBrandOf;

/** The brands a list may show (null = all): the filter's brands must be the user's. */
export const listScope = listBrandScope;

/**
 * A lock mutation as the API runs it: the signed-in user (UNAUTHENTICATED), the row's brand
 * (FORBIDDEN), then the lock rules; `read` answers the type's object.
 */
export function lockMutation<T>(
  decl: LockableType,
  ctx: GraphQLContext,
  id: string,
  action: LockAction,
  read: (db: Database, id: string) => Promise<T>,
  options: { changed?: boolean | null; takeOver?: boolean | null } = {},
): Promise<T> {
  const user = requireUser(ctx);
  return changeLock(
    decl,
    ctx.db,
    id,
    {
      user,
      now: ctx.now,
      action,
      changed: options.changed === true,
      takeOver: options.takeOver === true,
    },
    brandGuard(ctx),
    read,
  );
}
