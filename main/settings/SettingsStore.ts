// The desktop app's own settings (API URL, window bounds, last account): a small JSON file in the
// app data folder, written atomically (temp file, fsync, rename) so a crash never leaves half a
// file. Never holds a token.
import {
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
  fsyncSync,
  closeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const WindowBoundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});

const StoredSettingsSchema = z.object({
  apiUrl: z.string().nullable().default(null),
  /** The embed-metadata service's address when BACKOFFICE_EMBED_METADATA_URL is unset (its key: env only). */
  embedMetadataUrl: z.string().nullable().default(null),
  /** The podcast service's address when BACKOFFICE_PODCAST_URL is unset (its key: env only). */
  podcastServiceUrl: z.string().nullable().default(null),
  /** E-mail of the last account remembered in the keychain: which keychain entry to restore. */
  lastAccount: z.string().nullable().default(null),
  /** Display name and rights of that account, to show the shell while the API is unreachable. */
  lastUser: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      isSuperAdmin: z.boolean(),
      brandKeys: z.array(z.string()),
      allBrands: z.boolean(),
    })
    .nullable()
    .default(null),
  window: WindowBoundsSchema.nullable().default(null),
});

export type StoredSettings = z.infer<typeof StoredSettingsSchema>;
export type WindowBounds = z.infer<typeof WindowBoundsSchema>;

export class SettingsStore {
  private current: StoredSettings;
  readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'settings.json');
    this.current = SettingsStore.load(this.file);
  }

  private static load(file: string): StoredSettings {
    try {
      return StoredSettingsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // Missing or unreadable: start from defaults rather than refusing to open the app.
      return StoredSettingsSchema.parse({});
    }
  }

  get(): StoredSettings {
    return this.current;
  }

  update(patch: Partial<StoredSettings>): StoredSettings {
    this.current = StoredSettingsSchema.parse({ ...this.current, ...patch });
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(this.current, null, 2));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
    return this.current;
  }
}
