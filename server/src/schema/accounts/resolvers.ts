// Accounts API (spec 001 §7): login/logout/me for everyone; users, roles and Google groups are
// the admin area, reserved to super-admins for reading as well as writing — the list exposes
// every colleague's e-mail, and the spec shows no finer role rule (001 §6 "not shown").
import { isKnownBrand } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { LIMITS } from '../../../../common/domain/limits';
import { requireSuperAdmin, requireUser } from '../../auth/guards';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { createSession, forgetAllSessions, revokeSession } from '../../auth/session';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import {
  assertNoFieldErrors,
  badUserInput,
  isUniqueViolation,
  notFound,
  tooManyAttempts,
  unauthenticated,
  type FieldErrors,
} from '../../errors';
import {
  TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../auth/loginThrottle';
import type { Resolvers } from '../../generated/resolvers';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  isUuid,
  validateGoogleGroupInput,
  validateRoleInput,
  validateUserInput,
} from '../../services/accounts/accountValidation';
import {
  findGoogleGroup,
  insertGoogleGroup,
  listGoogleGroups,
  updateGoogleGroupRow,
} from '../../services/accounts/googleGroupStore';
import { loginWithOidc } from '../../services/accounts/oidcLogin';
import { toPage } from '../../services/accounts/paging';
import {
  findRole,
  insertRole,
  listRoles,
  renameRole,
  rolesByIds,
  slugTaken,
} from '../../services/accounts/roleStore';
import {
  countSuperAdmins,
  countUsers,
  emailTaken,
  findCredentials,
  findUser,
  insertUser,
  listUsers,
  revokeUserSessions,
  updateUserRow,
  type UserPatch,
} from '../../services/accounts/userStore';

export const LOGIN_FAILED_MESSAGE = 'Adresse e-mail ou mot de passe incorrect';
const MAX_SEARCH = 200;

function searchOf(where: { search?: string | null } | null | undefined): string | null {
  const search = where?.search?.trim();
  if (!search) return null;
  if (search.length > MAX_SEARCH)
    throw badUserInput({ search: ACCOUNT_MESSAGES.tooLong(MAX_SEARCH) });
  return search;
}

async function loadUserOrThrow(db: Database, id: string) {
  const user = isUuid(id) ? await findUser(db, id) : null;
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

async function loadRoleOrThrow(db: Database, id: string) {
  const role = isUuid(id) ? await findRole(db, id) : null;
  if (!role) throw notFound(MESSAGES.roleNotFound);
  return role;
}

async function loadGroupOrThrow(db: Database, id: string) {
  const group = isUuid(id) ? await findGoogleGroup(db, id) : null;
  if (!group) throw notFound(MESSAGES.googleGroupNotFound);
  return group;
}

/** Adds a field error when a referenced role does not exist. */
async function checkRolesExist(
  db: Database,
  ids: readonly string[],
  field: string,
  errors: FieldErrors,
): Promise<void> {
  if (ids.length === 0 || errors[field]) return;
  const valid = ids.filter(isUuid);
  const found = await rolesByIds(db, valid);
  if (valid.length !== ids.length || ids.some((id) => !found.has(id)))
    errors[field] = ACCOUNT_MESSAGES.roleUnknown;
}

/** Runs a write; a unique index firing (a concurrent duplicate) becomes the field's message. */
async function writeOrFieldError<T>(write: () => Promise<T>, onDuplicate: FieldErrors): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badUserInput(onDuplicate);
    throw error;
  }
}

async function login(ctx: GraphQLContext, email: string, password: string) {
  const failed = unauthenticated(LOGIN_FAILED_MESSAGE);
  // Oversized input cannot match a stored account; refuse it before any hashing or query.
  if (email.length > ACCOUNT_LIMITS.email || password.length > ACCOUNT_LIMITS.passwordMax)
    throw failed;
  // Counted before the password is checked (atomically: a burst gets no more checks than the
  // limit). Unknown addresses are counted too, so the refusal says nothing about which accounts exist.
  const verdict = await ctx.loginThrottle.attempt(email, ctx.source, ctx.now);
  if (verdict === 'address-blocked') throw tooManyAttempts(TOO_MANY_ATTEMPTS_MESSAGE);
  const account = await findCredentials(ctx.db, email.trim());
  // Hash even for an unknown e-mail so timing does not reveal which accounts exist.
  const ok = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
  // A source over its limit (a script behind the newsroom's shared address) no longer locks every
  // journalist out: a right password for an account that is not itself throttled still signs in.
  // Each account keeps its own 5 attempts per 15 minutes, so guessing gains nothing from it.
  if (!account?.passwordHash || !ok)
    throw verdict === 'source-blocked'
      ? tooManyAttempts(TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE)
      : failed;
  await ctx.loginThrottle.succeeded(email, ctx.source, ctx.now);
  const token = await createSession(ctx.db, account.id, ctx.now, ctx.settings.tokenTtlDays);
  return { token, user: await loadUserOrThrow(ctx.db, account.id) };
}

export const accountsResolvers: Resolvers = {
  Query: {
    me: async (_p, _a, ctx) => loadUserOrThrow(ctx.db, requireUser(ctx).id),
    users: async (_p, { first, skip, where }, ctx) => {
      requireSuperAdmin(ctx);
      return listUsers(ctx.db, toPage(first, skip, LIMITS.pageSize.users), searchOf(where));
    },
    userCount: async (_p, { where }, ctx) => {
      requireSuperAdmin(ctx);
      return countUsers(ctx.db, searchOf(where));
    },
    user: async (_p, { where }, ctx) => {
      requireSuperAdmin(ctx);
      return loadUserOrThrow(ctx.db, where.id);
    },
    roles: async (_p, { first, skip, where }, ctx) => {
      requireSuperAdmin(ctx);
      return listRoles(ctx.db, toPage(first, skip, LIMITS.pageSize.roles), searchOf(where));
    },
    role: async (_p, { where }, ctx) => {
      requireSuperAdmin(ctx);
      return loadRoleOrThrow(ctx.db, where.id);
    },
    googleGroups: async (_p, { first, skip, where }, ctx) => {
      requireSuperAdmin(ctx);
      return listGoogleGroups(
        ctx.db,
        toPage(first, skip, LIMITS.pageSize.googleGroups),
        searchOf(where),
      );
    },
    googleGroup: async (_p, { where }, ctx) => {
      requireSuperAdmin(ctx);
      return loadGroupOrThrow(ctx.db, where.id);
    },
  },
  Mutation: {
    login: (_p, { email, password }, ctx) => login(ctx, email, password),
    loginWithOidc: async (_p, { idToken, nonce }, ctx) => {
      const { token, userId } = await loginWithOidc(ctx, idToken, nonce);
      return { token, user: await loadUserOrThrow(ctx.db, userId) };
    },
    logout: async (_p, _a, ctx) => {
      requireUser(ctx);
      if (ctx.tokenHash) await revokeSession(ctx.db, ctx.tokenHash, ctx.now);
      return true;
    },

    createUser: async (_p, { data }, ctx) => {
      requireSuperAdmin(ctx);
      const errors = validateUserInput(data, true, isKnownBrand);
      await checkRolesExist(ctx.db, data.roleIds, 'roleIds', errors);
      const email = data.email.trim();
      if (!errors.email && (await emailTaken(ctx.db, email)))
        errors.email = ACCOUNT_MESSAGES.emailTaken;
      assertNoFieldErrors(errors);
      const passwordHash = data.password ? await hashPassword(data.password) : null;
      const id = await writeOrFieldError(
        () =>
          ctx.db.transaction((tx) =>
            insertUser(
              tx,
              {
                name: data.name.trim(),
                email,
                passwordHash,
                isSuperAdmin: data.isSuperAdmin ?? false,
                brandKeys: [...new Set(data.brandKeys ?? [])],
                roleIds: [...data.roleIds],
              },
              ctx.now,
            ),
          ),
        { email: ACCOUNT_MESSAGES.emailTaken },
      );
      return loadUserOrThrow(ctx.db, id);
    },

    updateUser: async (_p, { where, data }, ctx) => {
      requireSuperAdmin(ctx);
      const existing = await loadUserOrThrow(ctx.db, where.id);
      // GraphQL null on a non-null column means "not sent" except where validation says otherwise.
      const errors = validateUserInput(
        {
          name: data.name,
          email: data.email,
          roleIds: data.roleIds,
          password: data.password,
          brandKeys: data.brandKeys,
        },
        false,
        isKnownBrand,
      );
      if (data.roleIds) await checkRolesExist(ctx.db, data.roleIds, 'roleIds', errors);
      const email = data.email?.trim();
      if (email && !errors.email && (await emailTaken(ctx.db, email, existing.id)))
        errors.email = ACCOUNT_MESSAGES.emailTaken;
      if (
        data.isSuperAdmin === false &&
        existing.isSuperAdmin &&
        (await countSuperAdmins(ctx.db, existing.id)) === 0
      ) {
        errors.isSuperAdmin = ACCOUNT_MESSAGES.lastSuperAdmin;
      }
      assertNoFieldErrors(errors);
      const patch: UserPatch = {};
      if (data.name != null) patch.name = data.name.trim();
      if (email) patch.email = email;
      if (data.roleIds) patch.roleIds = [...data.roleIds];
      if (data.isSuperAdmin != null) patch.isSuperAdmin = data.isSuperAdmin;
      if (data.brandKeys) patch.brandKeys = [...new Set(data.brandKeys)];
      if (data.password) patch.passwordHash = await hashPassword(data.password);
      await writeOrFieldError(
        () =>
          ctx.db.transaction(async (tx) => {
            await updateUserRow(tx, existing.id, patch);
            // A new password ends the user's other sessions (a stolen token stops working).
            if (patch.passwordHash)
              await revokeUserSessions(tx, existing.id, ctx.now, ctx.tokenHash);
          }),
        { email: ACCOUNT_MESSAGES.emailTaken },
      );
      // Sessions remembered by auth/session carry the user's old rights: forget them once committed.
      forgetAllSessions();
      return loadUserOrThrow(ctx.db, existing.id);
    },

    createRole: async (_p, { data }, ctx) => {
      requireSuperAdmin(ctx);
      const errors = validateRoleInput(data, true);
      const slug = data.slug.trim();
      if (!errors.slug && (await slugTaken(ctx.db, slug))) errors.slug = ACCOUNT_MESSAGES.slugTaken;
      assertNoFieldErrors(errors);
      const id = await writeOrFieldError(() => insertRole(ctx.db, slug), {
        slug: ACCOUNT_MESSAGES.slugTaken,
      });
      return loadRoleOrThrow(ctx.db, id);
    },

    updateRole: async (_p, { where, data }, ctx) => {
      requireSuperAdmin(ctx);
      const existing = await loadRoleOrThrow(ctx.db, where.id);
      const errors = validateRoleInput(data, false);
      const slug = data.slug?.trim();
      if (slug && !errors.slug && (await slugTaken(ctx.db, slug, existing.id)))
        errors.slug = ACCOUNT_MESSAGES.slugTaken;
      assertNoFieldErrors(errors);
      if (slug)
        await writeOrFieldError(() => renameRole(ctx.db, existing.id, slug), {
          slug: ACCOUNT_MESSAGES.slugTaken,
        });
      return loadRoleOrThrow(ctx.db, existing.id);
    },

    createGoogleGroup: async (_p, { data }, ctx) => {
      requireSuperAdmin(ctx);
      const errors = validateGoogleGroupInput(data, true);
      // Any given id is checked ("" included: it must not reach the uuid column).
      if (data.roleId != null) await checkRolesExist(ctx.db, [data.roleId], 'roleId', errors);
      assertNoFieldErrors(errors);
      const id = await insertGoogleGroup(ctx.db, data.groupTitle.trim(), data.roleId ?? null);
      return loadGroupOrThrow(ctx.db, id);
    },

    updateGoogleGroup: async (_p, { where, data }, ctx) => {
      requireSuperAdmin(ctx);
      const existing = await loadGroupOrThrow(ctx.db, where.id);
      const errors = validateGoogleGroupInput(data, false);
      // Any given id is checked ("" included: it must not reach the uuid column).
      if (data.roleId != null) await checkRolesExist(ctx.db, [data.roleId], 'roleId', errors);
      assertNoFieldErrors(errors);
      const patch: { groupTitle?: string; roleId?: string | null } = {};
      if (data.groupTitle != null) patch.groupTitle = data.groupTitle.trim();
      // roleId: null explicitly unlinks the role; absent leaves it.
      if (data.roleId !== undefined) patch.roleId = data.roleId;
      await updateGoogleGroupRow(ctx.db, existing.id, patch);
      return loadGroupOrThrow(ctx.db, existing.id);
    },
  },
};
