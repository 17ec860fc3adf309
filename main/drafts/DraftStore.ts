// The local draft tier: one JSON file per draft under `<app data>/drafts/`, one key-value store
// each (conf in plain Node, electron-store under Electron: main/storage), replaced atomically on
// every write (temp file, fsync, rename), so a crash or kill at any moment leaves the previous or
// the new draft, never a torn one. The files keep the layout of the earlier hand-written writer
// (`<base64url key>.json`, the draft's fields at the top), so drafts written before still open.
// Drafts are few and small enough to keep in memory once loaded; the disk is the truth across
// restarts. Writes to one key are serialized so an older write can never land after a newer one.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { brandKeyOfDraft, parseDraftKey } from '../../common/ipc/draftLimits';
import { DraftProblemSchema, DraftSchema } from '../../common/ipc/schemas';
import { confStoreFactory } from '../storage/confStore';
import type { KeyValueStore, KeyValueStoreFactory } from '../storage/keyValueStore';
import { removeStrayTempFiles } from './atomicFile';
import { diskTrouble } from './diskTrouble';

const StoredDraftSchema = DraftSchema.omit({ state: true });

export type StoredDraft = z.infer<typeof StoredDraftSchema>;
export type DraftProblem = z.infer<typeof DraftProblemSchema>;
export type DraftValue = Record<string, unknown>;

/** Reversible and safe on every file system: the key's bytes in base64url. */
export function fileNameForKey(key: string): string {
  return `${Buffer.from(key, 'utf8').toString('base64url')}.json`;
}

/** A temporary file of conf's writer (atomically: `<file>.tmp-<10 digits><6 hex>`). */
const ENGINE_TEMP = /\.json\.tmp-\d{10}[0-9a-f]{6}$/;

/** Draft files read side by side at start (well under the open-file limit). */
const OPEN_BATCH = 32;

type DraftFile = KeyValueStore<StoredDraft & Record<string, unknown>>;

export class DraftStore {
  private readonly drafts = new Map<string, StoredDraft>();
  private readonly files = new Map<string, DraftFile>();
  private readonly writes = new Map<string, Promise<void>>();

  private constructor(
    readonly folder: string,
    private readonly createStore: KeyValueStoreFactory,
  ) {}

  /**
   * Loads every draft on disk; clears temporary files of writes killed before their rename (the
   * engine's, and the earlier writer's `.…tmp`).
   */
  static async open(
    folder: string,
    log: (message: string) => void = () => {},
    createStore: KeyValueStoreFactory = confStoreFactory,
  ): Promise<DraftStore> {
    const store = new DraftStore(folder, createStore);
    await removeStrayTempFiles(folder);
    const all = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      all.filter((n) => ENGINE_TEMP.test(n)).map((n) => rm(join(folder, n), { force: true })),
    );
    const names = all.filter((n) => n.endsWith('.json') && !n.startsWith('.'));
    // The files are read here, a batch at a time side by side, rather than by one engine store
    // each, which reads in turn and synchronously (500 drafts: see the README's figures). The
    // store of a draft is made at its first write (storeOf).
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

  /** One store per draft: the file `<name>.json` of the folder, written whole on every change. */
  private fileFor(name: string): DraftFile {
    return this.createStore({
      cwd: this.folder,
      name,
      // Compact: a 1 MB body is written and parsed as fast as it can be.
      serialize: JSON.stringify,
      configFileMode: 0o600,
    });
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

  private storeOf(key: string): DraftFile {
    let file = this.files.get(key);
    if (!file) {
      file = this.fileFor(fileNameForKey(key).slice(0, -'.json'.length));
      this.files.set(key, file);
    }
    return file;
  }

  /** Queues a write of the key's current in-memory state (or its removal) behind earlier ones. */
  private persist(key: string): Promise<void> {
    const previous = this.writes.get(key) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(async () => {
        const draft = this.drafts.get(key);
        // `__internal__` (conf's migration bookkeeping, none in a draft) given as undefined: conf
        // then need not read the previous 1 MB back to keep it, and JSON leaves it out.
        if (draft) this.storeOf(key).store = { ...draft, __internal__: undefined };
        else await rm(join(this.folder, fileNameForKey(key)), { force: true });
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
