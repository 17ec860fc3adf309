// The small key-value port the settings and the drafts are written through: one JSON file per
// store, replaced atomically (temp file, fsync, rename). `conf` implements it in plain Node (the
// browser host, tests); electron-store — conf with Electron's defaults, the same files — under
// Electron (main/electron/electronStore.ts). Only this shape is used, so either engine fits.

/** What a migration sees of the store while it runs (conf's own API, a subset). */
export interface MigrationContext {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  has(key: string): boolean;
  delete(key: string): void;
}

export interface KeyValueStore<T extends Record<string, unknown>> {
  /** Reading parses the file; assigning writes the whole file atomically. */
  store: T;
  readonly path: string;
}

export interface KeyValueStoreOptions<T extends Record<string, unknown>> {
  /** The folder of the file. */
  cwd: string;
  /** The file's name without `.json`. */
  name: string;
  defaults?: Partial<T>;
  /** Version of the stored shape; the migrations up to it run once, in order. */
  projectVersion?: string;
  migrations?: Record<string, (store: MigrationContext) => void>;
  /** A file that is not JSON counts as empty (the next write replaces it). */
  clearInvalidConfig?: boolean;
  serialize?: (value: T) => string;
  configFileMode?: number;
}

export type KeyValueStoreFactory = <T extends Record<string, unknown>>(
  options: KeyValueStoreOptions<T>,
) => KeyValueStore<T>;
