// The first super-admin: created from BACKOFFICE_ADMIN_EMAIL/PASSWORD at start, or by
// `--create-admin`. There is no built-in account and no default password.
import type { Database } from '../db/database';
import { isKnownBrand } from '../../../common/domain/brands';
import { assertNoFieldErrors, badUserInput } from '../errors';
import { ACCOUNT_MESSAGES, validateUserInput } from '../services/accounts/accountValidation';
import { countUsers, emailTaken, insertUser } from '../services/accounts/userStore';
import { hashPassword } from './password';

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
}

/** Creates a super-admin working on every brand; validates like createUser (bar the role). */
export async function createSuperAdmin(
  db: Database,
  input: AdminInput,
  now = new Date(),
): Promise<string> {
  const email = input.email.trim();
  const name = (input.name ?? '').trim() || email.split('@')[0] || email;
  const errors = validateUserInput({ name, email, password: input.password }, false, isKnownBrand);
  if (!input.password) errors.password = ACCOUNT_MESSAGES.passwordTooShort;
  assertNoFieldErrors(errors);
  if (await emailTaken(db, email)) throw badUserInput({ email: ACCOUNT_MESSAGES.emailTaken });
  return insertUser(
    db,
    {
      name,
      email,
      passwordHash: await hashPassword(input.password),
      isSuperAdmin: true,
      brandKeys: [],
      roleIds: [],
    },
    now,
  );
}

export type FirstAdminOutcome = 'created' | 'users-exist' | 'no-credentials';

/** On an empty database, creates the admin given by the environment; never touches existing users. */
export async function ensureFirstAdmin(
  db: Database,
  admin: AdminInput | null,
): Promise<FirstAdminOutcome> {
  if ((await countUsers(db)) > 0) return 'users-exist';
  if (!admin) return 'no-credentials';
  await createSuperAdmin(db, admin);
  return 'created';
}
