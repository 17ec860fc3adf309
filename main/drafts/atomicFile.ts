// Whole-file replacement that a crash cannot tear: the bytes go to a temporary file in the same
// folder, are flushed to the disk (fsync), then renamed over the target (rename is atomic within
// one file system), and the folder entry itself is flushed. A kill at any point leaves either the
// old file or the new one, plus at worst a stray temporary file that `removeStrayTempFiles` clears.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export const TEMP_SUFFIX = '.tmp';

export function tempPathFor(file: string): string {
  return join(
    dirname(file),
    `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`,
  );
}

export async function writeFileAtomic(file: string, contents: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = tempPathFor(file);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(contents, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  await syncFolder(dirname(file));
}

/** Makes the rename itself durable. Best effort: some file systems refuse fsync on a folder. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not fatal: the rename is still atomic, only its durability across power loss is weaker.
  }
}

/** Deletes temporary files left by a write that was killed before its rename; returns their names. */
export async function removeStrayTempFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const strays = names.filter((name) => name.startsWith('.') && name.endsWith(TEMP_SUFFIX));
  await Promise.all(strays.map((name) => rm(join(folder, name), { force: true })));
  return strays;
}
