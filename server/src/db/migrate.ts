// Applies server/src/db/migrations/NNNN_name.sql in order, each once, each in one transaction.
// Hand-written SQL rather than drizzle-kit output: full-text search needs generated columns,
// unaccent wrappers and GIN/trigram indexes that drizzle-kit does not express, and each area owns
// its own migration file. Drizzle's table definitions in ./schema mirror these files.
// The check-and-apply runs under an advisory lock so several instances starting together against
// one PostgreSQL apply each migration exactly once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeFolder } from '../runtimeFiles';
import type { DatabaseHandle } from './database';

export const MIGRATIONS_DIR = runtimeFolder('migrations', join(__dirname, 'migrations'));
const NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => NAME.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

export async function migrate(
  handle: Pick<DatabaseHandle, 'runScript'>,
  dir = MIGRATIONS_DIR,
): Promise<void> {
  await handle.runScript(
    'create table if not exists _migrations (name text primary key, applied_at timestamptz not null default now());',
  );
  for (const { name, sql } of listMigrations(dir)) {
    if (sql.includes('$migration_body$') || sql.includes('$migration$')) {
      throw new Error(`${name}: reserved dollar-quote tag`);
    }
    await handle.runScript(`
begin;
select pg_advisory_xact_lock(727001);
do $migration$
begin
  if not exists (select 1 from _migrations where name = '${name}') then
    execute $migration_body$${sql}$migration_body$;
    insert into _migrations(name) values ('${name}');
  end if;
end
$migration$;
commit;`);
  }
}
