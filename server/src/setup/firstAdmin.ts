// The first super-admin, created from the desktop app's welcome screen: only while the database
// has no user at all. Race-safe: one transaction holding an advisory lock counts the users and
// inserts, so two calls at once make one admin and the second is refused.
import { sql } from 'drizzle-orm';
import { FIRST_LAUNCH_MESSAGES } from '../../../common/embedded/firstLaunchProtocol';
import { createSuperAdmin, type AdminInput } from '../auth/adminAccount';
import type { Database } from '../db/database';
import { forbidden } from '../errors';
import { countUsers } from '../services/accounts/userStore';

/** Any number, the same in every server process on one PostgreSQL. */
const FIRST_ADMIN_LOCK = 'backoffice:first-admin';

export async function createFirstSuperAdmin(
  db: Database,
  input: AdminInput,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${FIRST_ADMIN_LOCK}))`);
    if ((await countUsers(tx)) > 0) throw forbidden(FIRST_LAUNCH_MESSAGES.accountsExist);
    return createSuperAdmin(tx, input, now);
  });
}
