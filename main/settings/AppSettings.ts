// The desktop app's own settings (API URL, window bounds per display, last account, editor
// preferences): one JSON file in the app data folder through the key-value port — conf under the
// browser host, electron-store under Electron (main/storage). Validated by one zod schema
// (settingsSchema.ts) on the way in and out; migrated by conf between the file's versions.
import { confStoreFactory } from '../storage/confStore';
import type { KeyValueStore, KeyValueStoreFactory } from '../storage/keyValueStore';
import {
  SETTINGS_FILE_NAME,
  SETTINGS_VERSION,
  SettingsShape,
  StoredSettingsSchema,
  settingsMigrations,
  type StoredSettings,
} from './settingsSchema';

export type { StoredSettings, WindowBounds } from './settingsSchema';

/** Each known key parsed alone: one damaged value falls back to its default, not the whole file. */
function readSettings(raw: Record<string, unknown>): StoredSettings {
  const entries = Object.entries(SettingsShape).map(([key, schema]) => {
    const parsed = schema.safeParse(raw[key]);
    return [key, parsed.success ? parsed.data : schema.parse(undefined)];
  });
  return StoredSettingsSchema.parse(Object.fromEntries(entries));
}

export class AppSettings {
  private current: StoredSettings;
  private readonly kv: KeyValueStore<StoredSettings>;

  constructor(dataDir: string, createStore: KeyValueStoreFactory = confStoreFactory) {
    this.kv = createStore<StoredSettings>({
      cwd: dataDir,
      name: SETTINGS_FILE_NAME,
      projectVersion: SETTINGS_VERSION,
      migrations: settingsMigrations,
      // A file that is not JSON (damaged from outside): defaults, replaced at the next change.
      clearInvalidConfig: true,
      configFileMode: 0o600,
    });
    this.current = readSettings(this.kv.store);
  }

  get file(): string {
    return this.kv.path;
  }

  get(): StoredSettings {
    return this.current;
  }

  /** Validates the whole result first: a refused value changes neither memory nor the file. */
  update(patch: Partial<StoredSettings>): StoredSettings {
    const next = StoredSettingsSchema.parse({ ...this.current, ...patch });
    this.kv.store = next;
    this.current = next;
    return next;
  }
}
