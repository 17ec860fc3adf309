// The staging folder of resumable uploads: one `<upload id>.part` per unfinished upload, and the
// sweep that removes the parts no upload will claim any more.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { mediaUploads } from '../db/schema/media';
import { isUuid } from '../services/content/sqlRows';
import type { MediaContext } from './mediaContext';

export function partPath(ctx: MediaContext, id: string): string {
  return join(ctx.stagingDir, `${id}.part`);
}

/** How many bytes of an upload the staging folder holds. */
export async function heldBytes(ctx: MediaContext, id: string): Promise<number> {
  try {
    return (await stat(partPath(ctx, id))).size;
  } catch {
    return 0;
  }
}

async function stagedIds(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter((name) => name.endsWith('.part'))
    .map((name) => name.slice(0, -'.part'.length))
    .filter(isUuid);
}

/**
 * Removes the staged bytes no upload will claim any more: the parts of uploads that expired (or
 * finished) more than `stagingGraceMs` ago, and parts whose upload row is gone (its user was
 * deleted) once older than a URL's life plus the grace. Run by the staging sweep job.
 */
export async function sweepStaging(ctx: MediaContext): Promise<{ removed: number; bytes: number }> {
  const ids = await stagedIds(ctx.stagingDir);
  const now = ctx.now().getTime();
  const { stagingGraceMs } = ctx.uploadLimits;
  let removed = 0;
  let bytes = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    const rows = await ctx.db
      .select({
        id: mediaUploads.id,
        expiresAt: mediaUploads.expiresAt,
        completedAt: mediaUploads.completedAt,
      })
      .from(mediaUploads)
      .where(inArray(mediaUploads.id, batch));
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const id of batch) {
      const info = await stat(partPath(ctx, id)).catch(() => null);
      if (!info) continue;
      const row = byId.get(id);
      // When the part stopped being of use: its URL expired or was used; without a row, its
      // last write plus a URL's life.
      const endedAt = row
        ? Math.min(row.expiresAt.getTime(), row.completedAt?.getTime() ?? Infinity)
        : info.mtimeMs + ctx.uploadUrlTtlMs;
      if (now <= endedAt + stagingGraceMs) continue;
      await rm(partPath(ctx, id), { force: true });
      removed++;
      bytes += info.size;
    }
  }
  return { removed, bytes };
}
