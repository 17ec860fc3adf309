// loginWithOidc (issue 16): the app sends the ID token it obtained from the OpenID provider (RFC
// 8252 flow in main) and the nonce it chose; the token is checked here (auth/oidc.ts). A known
// user — by the provider's subject (googleId), else by verified e-mail — is signed in; an unknown
// one only when one of their groups maps to a role in the Google-group table, and is then created
// with those roles. Groups that map to roles add those roles to known users too (never remove).
import { and, asc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../common/domain/messages';
import { InvalidIdTokenError, ProviderUnreachableError, type OidcVerifier } from '../../auth/oidc';
import { createSession } from '../../auth/session';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { googleGroups, userRoles, users } from '../../db/schema';
import {
  forbidden,
  isUniqueViolation,
  serviceUnavailable,
  tooManyAttempts,
  unauthenticated,
} from '../../errors';
import { TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE } from '../../auth/loginThrottle';
import { ACCOUNT_LIMITS } from './accountValidation';
import { insertUser } from './userStore';

/** Longer than any real ID token (Google's are ~1 KB): refused before any parsing. */
export const MAX_ID_TOKEN_LENGTH = 16_384;
/** A JWS in compact form: three base64url parts. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** The app's nonces are base64url (openid-client's randomNonce); nothing else is ours. */
const NONCE = /^[A-Za-z0-9_-]{16,256}$/;

/** The roles the given group titles map to (case-insensitive match), in group-title order. */
export async function rolesOfGroups(db: Database, groups: readonly string[]): Promise<string[]> {
  const titles = [...new Set(groups.map((g) => g.trim().toLowerCase()).filter(Boolean))];
  if (titles.length === 0) return [];
  const rows = await db
    .select({ roleId: googleGroups.roleId })
    .from(googleGroups)
    .where(
      and(inArray(sql`lower(${googleGroups.groupTitle})`, titles), isNotNull(googleGroups.roleId)),
    )
    .orderBy(asc(googleGroups.groupTitle), asc(googleGroups.id));
  return [...new Set(rows.flatMap((r) => (r.roleId ? [r.roleId] : [])))];
}

async function findBySubject(db: Database, subject: string) {
  const rows = await db
    .select({ id: users.id, googleId: users.googleId })
    .from(users)
    .where(eq(users.googleId, subject))
    .limit(1);
  return rows[0] ?? null;
}

async function findByEmail(db: Database, email: string) {
  const rows = await db
    .select({ id: users.id, googleId: users.googleId })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

/** Adds roles the user does not have yet, after their current ones. */
async function addRoles(db: Database, userId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const [last] = await db
    .select({ position: max(userRoles.position) })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(userRoles)
    .values(roleIds.map((roleId, i) => ({ userId, roleId, position: start + i })))
    .onConflictDoNothing();
}

/** The identity behind a token the provider signed for this app; the source's attempt counted. */
async function verifiedIdentity(
  ctx: GraphQLContext,
  oidc: OidcVerifier,
  idToken: string,
  nonce: string,
) {
  // Checked before anything else: hostile input never reaches the provider or the database.
  if (idToken.length > MAX_ID_TOKEN_LENGTH || !COMPACT_JWS.test(idToken) || !NONCE.test(nonce))
    throw unauthenticated(MESSAGES.oidcInvalidToken);
  // Counted before the token is checked, like a password (auth/loginThrottle.ts).
  // A source over its limit is refused only for a token that is not good: a token the provider
  // signed cannot be guessed, so a journalist sharing the address of a script still signs in.
  const verdict = await ctx.loginThrottle.attemptFromSource(ctx.source, ctx.now);
  let identity;
  try {
    identity = await oidc.verify(idToken, nonce, ctx.now);
  } catch (error) {
    if (error instanceof InvalidIdTokenError)
      throw verdict === 'source-blocked'
        ? tooManyAttempts(TOO_MANY_ATTEMPTS_FROM_SOURCE_MESSAGE)
        : unauthenticated(MESSAGES.oidcInvalidToken);
    if (error instanceof ProviderUnreachableError)
      throw serviceUnavailable(MESSAGES.oidcProviderUnreachable);
    throw error;
  }
  // A token the provider signed for this app is no guess: its attempt is given back.
  await ctx.loginThrottle.succeededFromSource(ctx.source, ctx.now);
  return identity;
}

type Identity = Awaited<ReturnType<typeof verifiedIdentity>>;

/** The account already tied to the subject, or to the verified e-mail (then tied to the subject). */
async function existingAccount(ctx: GraphQLContext, identity: Identity, email: string | null) {
  const account = await findBySubject(ctx.db, identity.subject);
  if (account || !email) return account;
  const byEmail = await findByEmail(ctx.db, email);
  // An account already tied to another subject is not taken over through its e-mail.
  if (byEmail && byEmail.googleId && byEmail.googleId !== identity.subject)
    throw forbidden(MESSAGES.oidcNoAccess);
  if (!byEmail) return null;
  await ctx.db.update(users).set({ googleId: identity.subject }).where(eq(users.id, byEmail.id));
  return { id: byEmail.id, googleId: identity.subject };
}

/** A first sign-in: the account is created with the roles of the user's groups. */
async function createAccount(
  ctx: GraphQLContext,
  identity: Identity,
  email: string | null,
  roleIds: string[],
): Promise<string> {
  if (roleIds.length === 0) throw forbidden(MESSAGES.oidcNoAccess);
  if (!email) throw forbidden(MESSAGES.oidcNoEmail);
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertUser(
        tx,
        {
          name: (identity.name ?? email).slice(0, ACCOUNT_LIMITS.name),
          email,
          passwordHash: null,
          isSuperAdmin: false,
          brandKeys: [],
          roleIds,
        },
        ctx.now,
      );
      await tx.update(users).set({ googleId: identity.subject }).where(eq(users.id, id));
      return id;
    });
  } catch (error) {
    // The same person signing in twice at once: the other request created the account.
    const created = isUniqueViolation(error) ? await findByEmail(ctx.db, email) : null;
    if (!created) throw error;
    return created.id;
  }
}

/** Signs the token's user in and returns the new session token and the user's id. */
export async function loginWithOidc(
  ctx: GraphQLContext,
  idToken: string,
  nonce: string,
): Promise<{ token: string; userId: string }> {
  if (!ctx.oidc) throw unauthenticated(MESSAGES.oidcNotConfigured);
  const identity = await verifiedIdentity(ctx, ctx.oidc, idToken, nonce);
  const email =
    identity.email && identity.emailVerified && identity.email.length <= ACCOUNT_LIMITS.email
      ? identity.email
      : null;
  const roleIds = await rolesOfGroups(ctx.db, identity.groups);
  const account = await existingAccount(ctx, identity, email);
  let userId: string;
  if (account) {
    userId = account.id;
    await addRoles(ctx.db, userId, roleIds);
  } else userId = await createAccount(ctx, identity, email, roleIds);
  const token = await createSession(ctx.db, userId, ctx.now, ctx.settings.tokenTtlDays);
  return { token, userId };
}
