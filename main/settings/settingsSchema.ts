// The settings' one schema (zod), checked around the key-value store on every read and write,
// and the migrations of the file between its versions (conf's `migrations` + `projectVersion`).
// Never a token here: the schema knows no such key, and unknown keys are dropped.
import { z } from 'zod';
import type { MigrationContext } from '../storage/keyValueStore';

export const WindowBoundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});

const LastUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isSuperAdmin: z.boolean(),
  brandKeys: z.array(z.string()),
  allBrands: z.boolean(),
});

/** Each key with its default: a key that fails its schema falls back alone, the rest is kept. */
export const SettingsShape = {
  apiUrl: z.string().nullable().default(null),
  /** The embed-metadata service's address when BACKOFFICE_EMBED_METADATA_URL is unset (its key: env only). */
  embedMetadataUrl: z.string().nullable().default(null),
  /** The podcast service's address when BACKOFFICE_PODCAST_URL is unset (its key: env only). */
  podcastServiceUrl: z.string().nullable().default(null),
  /** E-mail of the last account remembered in the keychain: which keychain entry to restore. */
  lastAccount: z.string().nullable().default(null),
  /** Display name and rights of that account, to show the shell while the API is unreachable. */
  lastUser: LastUserSchema.nullable().default(null),
  /** Window bounds per display (main/electron/windowState.ts `displayKey`). */
  windows: z.record(z.string(), WindowBoundsSchema).default({}),
  /** The display the window was last closed on. */
  lastDisplay: z.string().nullable().default(null),
  /** « Voir plus / Masquer » of the article editor's extra titles: shown by default. */
  showMoreTitles: z.boolean().default(true),
  /** The brand last chosen in the brand selector (null: « Toutes »). */
  lastBrand: z.string().nullable().default(null),
};

export const StoredSettingsSchema = z.object(SettingsShape);

export type StoredSettings = z.infer<typeof StoredSettingsSchema>;
export type WindowBounds = z.infer<typeof WindowBoundsSchema>;

/** The file keeps the hand-written store's name and folder: `<data dir>/settings.json`. */
export const SETTINGS_FILE_NAME = 'settings';

/** Version of the settings file's shape (not the app's: conf records it in `__internal__`). */
export const SETTINGS_VERSION = '2.0.0';

/** Key of the window bounds the 1.x file kept for one window, whatever the display. */
export const LEGACY_DISPLAY = 'legacy';

export const settingsMigrations: Record<string, (store: MigrationContext) => void> = {
  // 1.x (the hand-written store): one `window` for every display. Kept as the legacy display's
  // bounds, restored (kept on screen) until the window is closed on a known display.
  '2.0.0': (store) => {
    if (!store.has('window')) return;
    const window = WindowBoundsSchema.safeParse(store.get('window'));
    if (window.success) {
      store.set('windows', { [LEGACY_DISPLAY]: window.data });
      store.set('lastDisplay', LEGACY_DISPLAY);
    }
    store.delete('window');
  },
};
