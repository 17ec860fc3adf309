// Migration 0007: long article values are compressed with lz4 where the server has it
// (PostgreSQL here), and PGlite, built without it, keeps its default.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';

forEachBackend('long values compression', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.openDatabase();
  });
  afterAll(() => handle.close());

  it(
    backend.kind === 'postgres'
      ? 'compresses bodies, texts, vectors and snapshots with lz4'
      : 'keeps the default compression',
    async () => {
      const rows = await queryRows<{ column: string; compression: string }>(
        handle.db,
        sql`select c.relname || '.' || a.attname as "column", a.attcompression::text as compression
            from pg_attribute a join pg_class c on c.oid = a.attrelid
           where (c.relname, a.attname) in (('articles', 'body'), ('articles', 'body_text'), ('articles', 'search_vector'), ('article_histories', 'snapshot'))
           order by 1`,
      );
      const lz4 = (
        await queryRows<{ has: boolean }>(
          handle.db,
          sql`select 'lz4' = any(enumvals) as has from pg_settings where name = 'default_toast_compression'`,
        )
      )[0]!.has;
      expect(rows.map((r) => r.column)).toEqual([
        'article_histories.snapshot',
        'articles.body',
        'articles.body_text',
        'articles.search_vector',
      ]);
      expect(rows.map((r) => r.compression)).toEqual(Array(4).fill(lz4 ? 'l' : ''));
      if (backend.kind === 'pglite') expect(lz4).toBe(false);
    },
  );
});
