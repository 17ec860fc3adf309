// The read cache: what the user last opened or listed, kept on disk so that offline the editor
// opens an article and the lists show their rows (issue 13, DESIGN.md "Offline drafts"). Only the
// reads named in common/ipc/offlineReads are kept, one file per read (the user, the operation and
// its variables hashed), replaced atomically like the drafts. Documents and list pages are capped
// separately, the least recently used going first; a file's modification time is its last use, so
// opening the cache is a folder listing, not a read of every file.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { GraphqlRequest, GraphqlResult } from '../../common/ipc/channels';
import {
  OFFLINE_READS,
  READ_CACHE_LIMITS,
  stableJson,
  type OfflineReadKind,
} from '../../common/ipc/offlineReads';
import { removeStrayTempFiles, writeFileAtomic } from './atomicFile';

interface CachedRead {
  scope: string;
  operationName: string;
  variables: string;
  contentType: string;
  id: string | null;
  savedAt: string;
  result: GraphqlResult;
}

interface IndexEntry {
  kind: OfflineReadKind;
  usedAt: number;
}

const PREFIX: Record<OfflineReadKind, string> = { document: 'd-', list: 'l-' };

export class ReadCache {
  private readonly index = new Map<string, IndexEntry>();
  private writing = new Map<string, Promise<void>>();
  private readonly storing = new Set<Promise<void>>();

  private constructor(
    readonly folder: string,
    private readonly limits: Record<OfflineReadKind, number>,
  ) {}

  static async open(
    folder: string,
    limits: Record<OfflineReadKind, number> = { ...READ_CACHE_LIMITS },
  ): Promise<ReadCache> {
    const cache = new ReadCache(folder, limits);
    await removeStrayTempFiles(folder);
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names.map(async (name) => {
        const kind = name.startsWith(PREFIX.document)
          ? 'document'
          : name.startsWith(PREFIX.list)
            ? 'list'
            : null;
        if (!kind || !name.endsWith('.json')) return;
        const info = await stat(join(folder, name)).catch(() => null);
        if (info) cache.index.set(name, { kind, usedAt: info.mtimeMs });
      }),
    );
    return cache;
  }

  /** Whether this read is one the cache keeps. */
  static keeps(request: GraphqlRequest): boolean {
    return Object.hasOwn(OFFLINE_READS, request.operationName);
  }

  get size(): number {
    return this.index.size;
  }

  /** Keeps a complete answer (data and no error) of a cached read, for this user. */
  store(
    scope: string,
    request: GraphqlRequest,
    result: GraphqlResult,
    now = new Date(),
  ): Promise<void> {
    const storing = this.storeNow(scope, request, result, now);
    this.storing.add(storing);
    void storing.finally(() => this.storing.delete(storing)).catch(() => {});
    return storing;
  }

  /** Resolves once every copy being written has been written (or failed): quitting waits for it. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.storing]);
  }

  private async storeNow(
    scope: string,
    request: GraphqlRequest,
    result: GraphqlResult,
    now: Date,
  ): Promise<void> {
    const read = OFFLINE_READS[request.operationName];
    if (!read || !result.data || (result.errors?.length ?? 0) > 0) return;
    const name = this.fileName(scope, request);
    const variables = request.variables ?? {};
    const entry: CachedRead = {
      scope,
      operationName: request.operationName,
      variables: stableJson(variables),
      contentType: read.contentType,
      id: typeof variables.id === 'string' ? variables.id : null,
      savedAt: now.toISOString(),
      result: { data: result.data },
    };
    this.index.set(name, { kind: read.kind, usedAt: now.getTime() });
    await this.write(name, JSON.stringify(entry));
    await this.evict(read.kind);
  }

  /** The last complete answer to this read for this user, and when it was received. */
  async read(
    scope: string,
    request: GraphqlRequest,
  ): Promise<{ result: GraphqlResult; savedAt: string } | null> {
    if (!ReadCache.keeps(request)) return null;
    const name = this.fileName(scope, request);
    if (!this.index.has(name)) return null;
    await this.writing.get(name);
    try {
      const entry = JSON.parse(await readFile(join(this.folder, name), 'utf8')) as CachedRead;
      if (entry.scope !== scope || entry.variables !== stableJson(request.variables ?? {}))
        return null;
      const now = new Date();
      this.index.set(name, { kind: this.index.get(name)!.kind, usedAt: now.getTime() });
      await utimes(join(this.folder, name), now, now).catch(() => {});
      return { result: entry.result, savedAt: entry.savedAt };
    } catch {
      return null;
    }
  }

  /** Forgets everything (sign-out: another user must not read this one's copies). */
  async clear(): Promise<void> {
    const names = [...this.index.keys()];
    this.index.clear();
    await Promise.all(names.map((name) => rm(join(this.folder, name), { force: true })));
  }

  private fileName(scope: string, request: GraphqlRequest): string {
    const read = OFFLINE_READS[request.operationName];
    const hash = createHash('sha256')
      .update(`${scope}\n${request.operationName}\n${stableJson(request.variables ?? {})}`)
      .digest('base64url');
    return `${PREFIX[read?.kind ?? 'list']}${hash}.json`;
  }

  private write(name: string, contents: string): Promise<void> {
    const file = join(this.folder, name);
    const previous = this.writing.get(name) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(() => writeFileAtomic(file, contents));
    this.writing.set(name, next);
    void next
      .finally(() => {
        if (this.writing.get(name) === next) this.writing.delete(name);
      })
      .catch(() => {});
    return next;
  }

  private async evict(kind: OfflineReadKind): Promise<void> {
    const ofKind = [...this.index.entries()].filter(([, entry]) => entry.kind === kind);
    const excess = ofKind.length - this.limits[kind];
    if (excess <= 0) return;
    const oldest = ofKind.sort(([, a], [, b]) => a.usedAt - b.usedAt).slice(0, excess);
    for (const [name] of oldest) {
      this.index.delete(name);
      await (this.writing.get(name) ?? Promise.resolve()).catch(() => {});
      await rm(join(this.folder, name), { force: true });
    }
  }
}
