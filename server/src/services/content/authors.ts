// Authors (spec 000 §3, 001 §5): lists ('my authors' by user id, search by name), create and
// update with the rules: name and brand required, 'E-mail non valide', 'Un auteur au même nom a
// déjà été créé' (same brand, case and accents ignored), brand fixed once set, user id set only
// by a super-admin. Each save writes a history entry.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { canEditAuthorUserId } from '../../../../common/domain/validation/author';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { authorAttributes, authorHistories, authors } from '../../db/schema/content';
import { assertNoFieldErrors, forbidden, notFound, type FieldErrors } from '../../errors';
import type {
  AuthorCreateInput,
  AuthorOrderByInput,
  AuthorUpdateInput,
  AuthorWhereInput,
  RelationListInput,
} from '../../generated/resolvers';
import { applyListInput } from './articleRelations';
import { authorRuleErrors } from './articleRules';
import { checkText, FIELD_MESSAGES, TEXT_LIMITS } from './fieldChecks';
import type { AuthorRow } from './rows';
import { isUuid, pageOf, queryRows, uuidList } from './sqlRows';

export const AUTHOR_MESSAGES = {
  notFound: "Cet auteur n'existe pas",
  userIdSuperAdminOnly: 'Seul un super-administrateur peut lier un auteur à un utilisateur.',
  attributeUnknown: FIELD_MESSAGES.unknownId('Attribut'),
  attributeWrongBrand: "Cet attribut n'appartient pas à la marque de l'auteur.",
} as const;

const PAGE = { default: 100, max: 1000 } as const;

export async function listAuthors(
  db: Database,
  args: {
    first?: number | null;
    skip?: number | null;
    where?: AuthorWhereInput | null;
    orderBy?: AuthorOrderByInput | null;
  },
  /** The brands the reader works on (null: all): other brands' authors are not listed. */
  visibleBrands: readonly string[] | null = null,
): Promise<AuthorRow[]> {
  const { limit, offset } = pageOf(args.first, args.skip, PAGE.default, PAGE.max);
  const order =
    args.orderBy === 'name_DESC'
      ? [desc(authors.name)]
      : args.orderBy === 'createdAt_DESC'
        ? [desc(authors.createdAt)]
        : args.orderBy === 'updatedAt_DESC'
          ? [desc(authors.updatedAt)]
          : [asc(authors.name)];
  return db
    .select()
    .from(authors)
    .where(authorConditions(args.where, visibleBrands))
    .orderBy(...order, asc(authors.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuthors(
  db: Database,
  where: AuthorWhereInput | null | undefined,
  visibleBrands: readonly string[] | null = null,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authors)
    .where(authorConditions(where, visibleBrands));
  return Number(rows[0]?.n ?? 0);
}

function authorConditions(
  where: AuthorWhereInput | null | undefined,
  visibleBrands: readonly string[] | null,
): SQL | undefined {
  const c: SQL[] = [];
  if (visibleBrands)
    c.push(visibleBrands.length ? inArray(authors.brandKey, [...visibleBrands]) : sql`false`);
  if (where?.brandKey) c.push(eq(authors.brandKey, where.brandKey));
  if (where?.search)
    c.push(
      sql`public.fold_accents(${authors.name}) like '%' || public.fold_accents(${where.search}) || '%'`,
    );
  if (where?.userId) c.push(isUuid(where.userId) ? eq(authors.userId, where.userId) : sql`false`);
  if (where?.id_in)
    c.push(
      where.id_in.filter(isUuid).length
        ? inArray(authors.id, where.id_in.filter(isUuid))
        : sql`false`,
    );
  return c.length ? and(...c) : undefined;
}

export async function findAuthor(db: Database, id: string): Promise<AuthorRow | null> {
  if (!isUuid(id)) return null;
  return (await db.select().from(authors).where(eq(authors.id, id)))[0] ?? null;
}

type AuthorFields = Omit<AuthorUpdateInput, 'attributes'>;

function checkFields(errors: FieldErrors, data: Partial<AuthorFields>): void {
  checkText(errors, 'name', data.name, TEXT_LIMITS.name);
  checkText(errors, 'email', data.email, TEXT_LIMITS.email);
  checkText(errors, 'avatarUrl', data.avatarUrl, TEXT_LIMITS.url);
  checkText(errors, 'description', data.description, TEXT_LIMITS.description);
  checkText(errors, 'resume', data.resume, TEXT_LIMITS.description);
  for (const key of [
    'facebookId',
    'googleId',
    'instagramId',
    'linkedinId',
    'pinterestId',
    'snapchatId',
    'twitterId',
  ] as const) {
    checkText(errors, key, data[key], TEXT_LIMITS.shortText);
  }
}

/** Authors of the brand whose name matches (case ignored): what the duplicate-name rule reads. */
async function sameNameAuthors(
  db: Database,
  brandKey: string,
  name: string | null | undefined,
): Promise<{ id: string; name: string }[]> {
  if (!name || !name.trim()) return [];
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from authors where brand_key = ${brandKey} and lower(name) = lower(${name.trim()})`,
  );
}

async function resolveAttributes(
  db: Database,
  ids: string[],
  brandKey: string,
  errors: FieldErrors,
): Promise<void> {
  if (ids.length === 0) return;
  const valid = ids.filter(isUuid);
  const rows = valid.length
    ? await queryRows<{ id: string; brandKey: string }>(
        db,
        sql`select id, brand_key as "brandKey" from attributes where id in ${uuidList(valid)}`,
      )
    : [];
  const found = new Map(rows.map((r) => [r.id, r.brandKey]));
  for (const id of ids) {
    if (!found.has(id)) errors.attributes = AUTHOR_MESSAGES.attributeUnknown;
    else if (found.get(id) !== brandKey) errors.attributes = AUTHOR_MESSAGES.attributeWrongBrand;
  }
}

async function writeAttributes(db: Database, authorId: string, ids: string[]): Promise<void> {
  await db.delete(authorAttributes).where(eq(authorAttributes.authorId, authorId));
  if (ids.length)
    await db
      .insert(authorAttributes)
      .values(ids.map((attributeId, position) => ({ authorId, attributeId, position })));
}

async function currentAttributes(db: Database, authorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: authorAttributes.attributeId })
    .from(authorAttributes)
    .where(eq(authorAttributes.authorId, authorId))
    .orderBy(asc(authorAttributes.position));
  return rows.map((r) => r.id);
}

function fieldValues(data: Partial<AuthorFields>) {
  const { name, ...rest } = data;
  // The flags are NOT NULL columns with defaults: null in the input means "not given".
  for (const flag of ['isMain', 'hasPublicProfile', 'isExternal'] as const)
    if (rest[flag] === null) delete rest[flag];
  return { ...(name !== undefined && name !== null ? { name: name.trim() } : {}), ...rest };
}

export async function createAuthor(
  db: Database,
  user: SessionUser,
  data: AuthorCreateInput,
  now: Date,
): Promise<AuthorRow> {
  const { attributes: attributeInput, ...fields } = data;
  if (fields.userId && !canEditAuthorUserId(user.isSuperAdmin))
    throw forbidden(AUTHOR_MESSAGES.userIdSuperAdminOnly);
  const errors: FieldErrors = {};
  checkFields(errors, fields);
  if (fields.userId !== undefined && fields.userId !== null && !isUuid(fields.userId))
    errors.userId = FIELD_MESSAGES.unknownId('Utilisateur');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const ruleErrors = authorRuleErrors(
      { id: null, name: fields.name, brandKey: fields.brandKey, email: fields.email ?? null },
      {
        previousBrandKey: null,
        otherAuthors: await sameNameAuthors(t, fields.brandKey, fields.name),
      },
    );
    for (const [field, message] of Object.entries(ruleErrors)) errors[field] ??= message;
    const attributeIds = attributeInput ? applyListInput([], attributeInput) : [];
    await resolveAttributes(t, attributeIds, fields.brandKey, errors);
    assertNoFieldErrors(errors);
    const inserted = await t
      .insert(authors)
      .values({
        ...fieldValues(fields),
        name: fields.name.trim(),
        brandKey: fields.brandKey,
        createdAt: now,
        updatedAt: now,
      } as typeof authors.$inferInsert)
      .returning();
    const author = inserted[0] as AuthorRow;
    await writeAttributes(t, author.id, attributeIds);
    await t.insert(authorHistories).values({
      authorId: author.id,
      userId: user.id,
      createdAt: now,
      snapshot: { ...author, attributes: attributeIds },
    });
    return author;
  });
}

export async function updateAuthor(
  db: Database,
  user: SessionUser,
  existing: AuthorRow,
  data: AuthorUpdateInput,
  now: Date,
): Promise<AuthorRow> {
  const { attributes: attributeInput, ...fields } = data;
  if (
    fields.userId !== undefined &&
    fields.userId !== existing.userId &&
    !canEditAuthorUserId(user.isSuperAdmin)
  )
    throw forbidden(AUTHOR_MESSAGES.userIdSuperAdminOnly);
  const errors: FieldErrors = {};
  checkFields(errors, fields);
  if (fields.userId !== undefined && fields.userId !== null && !isUuid(fields.userId))
    errors.userId = FIELD_MESSAGES.unknownId('Utilisateur');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const name = fields.name !== undefined ? fields.name : existing.name;
    const ruleErrors = authorRuleErrors(
      {
        id: existing.id,
        name,
        brandKey: fields.brandKey !== undefined ? fields.brandKey : existing.brandKey,
        email: fields.email !== undefined ? fields.email : existing.email,
      },
      {
        previousBrandKey: existing.brandKey,
        otherAuthors: await sameNameAuthors(t, existing.brandKey, name),
      },
    );
    for (const [field, message] of Object.entries(ruleErrors)) errors[field] ??= message;
    let attributeIds: string[] | null = null;
    if (attributeInput) {
      attributeIds = applyListInput(
        await currentAttributes(t, existing.id),
        attributeInput as RelationListInput,
      );
      await resolveAttributes(t, attributeIds, existing.brandKey, errors);
    }
    assertNoFieldErrors(errors);
    const { brandKey: _fixed, ...changes } = fieldValues(fields);
    const updated = await t
      .update(authors)
      .set({ ...changes, updatedAt: now } as Partial<typeof authors.$inferInsert>)
      .where(eq(authors.id, existing.id))
      .returning();
    const author = updated[0];
    if (!author) throw notFound(AUTHOR_MESSAGES.notFound);
    if (attributeIds) await writeAttributes(t, author.id, attributeIds);
    await t.insert(authorHistories).values({
      authorId: author.id,
      userId: user.id,
      createdAt: now,
      snapshot: {
        ...author,
        attributes: attributeIds ?? (await currentAttributes(t, author.id)),
      },
    });
    return author;
  });
}
