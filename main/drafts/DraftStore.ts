// The local draft tier: one JSON file per draft under `<app data>/drafts/`, each replaced
// atomically on every write, so a crash or kill at any moment leaves the previous or the new
// draft, never a torn one. Drafts are few and small enough to keep in memory once loaded; the
// disk is the truth across restarts. Writes to one key are serialized so an older write can never
// land after a newer one.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { brandKeyOfDraft, parseDraftKey } from '../../common/ipc/draftLimits';
import { DraftProblemSchema, DraftSchema } from '../../common/ipc/schemas';
import { removeStrayTempFiles, writeFileAtomic } from './atomicFile';
import { diskTrouble } from './diskTrouble';

const StoredDraftSchema = DraftSchema.omit({ state: true });

export type StoredDraft = z.infer<typeof StoredDraftSchema>;
export type DraftProblem = z.infer<typeof DraftProblemSchema>;
export type DraftValue = Record<string, unknown>;

/** Reversible and safe on every file system: the key's bytes in base64url. */
export function fileNameForKey(key: string): string {
  return `${Buffer.from(key, 'utf8').toString('base64url')}.json`;
}

/** Draft files read side by side at start (well under the open-file limit). */
const OPEN_BATCH = 32;

export class DraftStore {
  private readonly drafts = new Map<string, StoredDraft>();
  private readonly writes = new Map<string, Promise<void>>();

  private constructor(readonly folder: string) {}

  /** Loads every draft on disk; clears temporary files of writes killed before their rename. */
  static async open(
    folder: string,
    log: (message: string) => void = () => {},
  ): Promise<DraftStore> {
    const store = new DraftStore(folder);
    await removeStrayTempFiles(folder);
    const names = (await readdir(folder).catch(() => [] as string[])).filter(
      (n) => n.endsWith('.json') && !n.startsWith('.'),
    );
    // Read a batch at a time rather than one after the other: the reads wait on the disk side by
    // side (500 drafts: 117 ms read in turn, measured by `npm run bench -- drafts`).
    for (let start = 0; start < names.length; start += OPEN_BATCH) {
      const batch = names.slice(start, start + OPEN_BATCH);
      const texts = await Promise.all(
        batch.map((name) => readFile(join(folder, name), 'utf8').catch(() => null)),
      );
      batch.forEach((name, i) => {
        try {
          const draft = StoredDraftSchema.parse(JSON.parse(texts[i] ?? ''));
          if (fileNameForKey(draft.key) === name) store.drafts.set(draft.key, draft);
        } catch {
          // Written atomically, so this is damage from outside the app: leave the file for a human.
          log(`Brouillon illisible ignoré : ${name}`);
        }
      });
    }
    return store;
  }

  get(key: string): StoredDraft | null {
    return this.drafts.get(key) ?? null;
  }

  list(brandKey?: string): StoredDraft[] {
    const all = [...this.drafts.values()].filter(
      (d) => brandKey === undefined || brandKeyOfDraft(d.key) === brandKey,
    );
    return all.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  /** Records a new local revision of the editor state. Keeps the id and any reported problem. */
  async put(
    key: string,
    value: DraftValue,
    baseVersion: number | null,
    now = new Date(),
  ): Promise<StoredDraft> {
    const previous = this.drafts.get(key);
    const at = now.toISOString();
    const draft: StoredDraft = {
      key,
      value,
      baseVersion,
      articleId: previous?.articleId ?? articleIdOfKey(key),
      revision: (previous?.revision ?? 0) + 1,
      createdAt: previous?.createdAt ?? at,
      updatedAt: at,
      problem: previous?.problem ?? null,
    };
    await this.change(key, draft, previous);
    return draft;
  }

  /** Changes bookkeeping fields (never the text): acknowledged version, new id, problem. */
  async update(
    key: string,
    patch: Partial<Pick<StoredDraft, 'baseVersion' | 'articleId' | 'problem'>>,
  ): Promise<StoredDraft | null> {
    const previous = this.drafts.get(key);
    if (!previous) return null;
    const draft = { ...previous, ...patch };
    await this.change(key, draft, previous);
    return draft;
  }

  async delete(key: string): Promise<boolean> {
    const previous = this.drafts.get(key);
    await this.change(key, null, previous);
    return previous !== undefined;
  }

  /**
   * Sets the key's state in memory and on disk. When the disk refuses (read-only, full), memory
   * goes back to what the disk still holds, so `get` never answers a version that is not kept and
   * a discarded draft is not reported gone while its file remains; the caller gets the French
   * warning.
   */
  private async change(
    key: string,
    next: StoredDraft | null,
    previous: StoredDraft | undefined,
  ): Promise<void> {
    if (next) this.drafts.set(key, next);
    else this.drafts.delete(key);
    try {
      await this.persist(key);
    } catch (error) {
      if (this.drafts.get(key) === (next ?? undefined)) {
        if (previous) this.drafts.set(key, previous);
        else this.drafts.delete(key);
      }
      throw diskTrouble(error);
    }
  }

  /** Resolves once every write started so far has reached the disk. */
  async flush(): Promise<void> {
    await Promise.all([...this.writes.values()]);
  }

  /** Queues a write of the key's current in-memory state (or its removal) behind earlier ones. */
  private persist(key: string): Promise<void> {
    const file = join(this.folder, fileNameForKey(key));
    const previous = this.writes.get(key) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(async () => {
        const draft = this.drafts.get(key);
        if (draft) await writeFileAtomic(file, JSON.stringify(draft));
        else await rm(file, { force: true });
      });
    this.writes.set(key, next);
    void next
      .finally(() => {
        if (this.writes.get(key) === next) this.writes.delete(key);
      })
      .catch(() => {});
    return next;
  }
}

/**
 * `TEL:1234` or `card:TEL:1234` → '1234'; `…:new:<uuid>` → null (the server has not given it an
 * id yet). The field keeps its first name, `articleId`, for every content type.
 */
export function articleIdOfKey(key: string): string | null {
  return parseDraftKey(key)?.id ?? null;
}
