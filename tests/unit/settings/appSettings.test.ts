// The settings on the key-value port (conf here; electron-store under Electron takes the same
// options): defaults, one schema refusing bad values without harming the file, the migration of
// the hand-written store's settings.json, per-display window bounds, and never a token.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberWindow, restoreWindow } from '../../../main/electron/windowState';
import { AppSettings } from '../../../main/settings/AppSettings';
import { LEGACY_DISPLAY, SETTINGS_VERSION } from '../../../main/settings/settingsSchema';

let dir: string;
const file = () => join(dir, 'settings.json');
const onDisk = async () => JSON.parse(await readFile(file(), 'utf8')) as Record<string, unknown>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** settings.json as the hand-written SettingsStore (before conf) left it. */
const OLD_SETTINGS = {
  apiUrl: 'https://api.redaction.example.fr',
  embedMetadataUrl: null,
  podcastServiceUrl: 'https://podcasts.example.fr',
  lastAccount: 'camille.martin@demo.backoffice.test',
  lastUser: {
    id: 'u1',
    name: 'Camille Martin',
    email: 'camille.martin@demo.backoffice.test',
    isSuperAdmin: false,
    brandKeys: ['TEL'],
    allBrands: true,
  },
  window: { x: 40, y: 30, width: 1300, height: 850, maximized: true },
};

const laptop = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const monitor = { id: 2, workArea: { x: 1920, y: 0, width: 2560, height: 1400 } };

describe('AppSettings', () => {
  it('starts from the defaults with no file, in <data dir>/settings.json', () => {
    const settings = new AppSettings(dir);
    expect(settings.file).toBe(file());
    expect(settings.get()).toEqual({
      apiUrl: null,
      embedMetadataUrl: null,
      podcastServiceUrl: null,
      lastAccount: null,
      lastUser: null,
      windows: {},
      lastDisplay: null,
      showMoreTitles: true,
      lastBrand: null,
    });
  });

  it('keeps changes across a restart, in a file only its user can read', async () => {
    new AppSettings(dir).update({ apiUrl: 'https://api.example.fr', showMoreTitles: false });
    const again = new AppSettings(dir);
    expect(again.get()).toMatchObject({ apiUrl: 'https://api.example.fr', showMoreTitles: false });
    expect((await onDisk()).__internal__).toEqual({ migrations: { version: SETTINGS_VERSION } });
  });

  it('refuses a bad value: memory and file unchanged, the file still opens', async () => {
    const settings = new AppSettings(dir);
    settings.update({ lastBrand: 'TEL' });
    const before = await readFile(file(), 'utf8');
    expect(() => settings.update({ showMoreTitles: 'oui' as unknown as boolean })).toThrow();
    expect(() =>
      settings.update({ windows: { x: { x: 0, y: 0, width: -5, height: 10, maximized: false } } }),
    ).toThrow();
    expect(settings.get().lastBrand).toBe('TEL');
    expect(await readFile(file(), 'utf8')).toBe(before);
    expect(new AppSettings(dir).get().lastBrand).toBe('TEL');
  });

  it('a damaged value in the file falls back alone; a file that is not JSON gives the defaults', async () => {
    await writeFile(file(), JSON.stringify({ apiUrl: 'https://a.example.fr', showMoreTitles: 3 }));
    expect(new AppSettings(dir).get()).toMatchObject({
      apiUrl: 'https://a.example.fr',
      showMoreTitles: true,
    });
    await writeFile(file(), '{"apiUrl": "https://a.exa');
    const settings = new AppSettings(dir);
    expect(settings.get().apiUrl).toBeNull();
    settings.update({ apiUrl: 'https://b.example.fr' });
    expect(new AppSettings(dir).get().apiUrl).toBe('https://b.example.fr');
  });

  it('migrates the hand-written store’s settings.json: API URL, account and window kept', async () => {
    await writeFile(file(), JSON.stringify(OLD_SETTINGS, null, 2));
    const settings = new AppSettings(dir);
    const { window, ...kept } = OLD_SETTINGS;
    expect(settings.get()).toMatchObject(kept);
    expect(settings.get().windows).toEqual({ [LEGACY_DISPLAY]: window });
    expect(settings.get().lastDisplay).toBe(LEGACY_DISPLAY);
    const stored = await onDisk();
    expect(stored.window).toBeUndefined();
    expect(stored.__internal__).toEqual({ migrations: { version: SETTINGS_VERSION } });
    // Once migrated, the next start does not run it again (nothing left to move).
    expect(new AppSettings(dir).get().windows).toEqual({ [LEGACY_DISPLAY]: window });
    // The legacy bounds open the window until it is closed on a known display.
    expect(restoreWindow(settings.get(), [laptop])).toEqual(window);
  });

  it('keeps window bounds per display and reopens on the display last used, if still there', () => {
    const settings = new AppSettings(dir);
    const onLaptop = { x: 10, y: 10, width: 1200, height: 800, maximized: false };
    const onMonitor = { x: 2000, y: 50, width: 2400, height: 1300, maximized: true };
    settings.update(rememberWindow(settings.get(), laptop, onLaptop));
    settings.update(rememberWindow(settings.get(), monitor, onMonitor));
    const reopened = new AppSettings(dir).get();
    expect(Object.keys(reopened.windows)).toHaveLength(2);
    expect(restoreWindow(reopened, [laptop, monitor])).toEqual(onMonitor);
    // The monitor unplugged: the laptop's own bounds, not the monitor's off-screen ones.
    expect(restoreWindow(reopened, [laptop])).toEqual(onLaptop);
    // Same monitor, another resolution: another layout; kept on screen, centred.
    const resized = { id: 2, workArea: { x: 0, y: 0, width: 1280, height: 700 } };
    expect(restoreWindow(reopened, [resized])).toEqual({
      width: 2400,
      height: 1300,
      maximized: true,
    });
    expect(restoreWindow(new AppSettings(join(dir, 'neuf')).get(), [laptop])).toEqual({
      width: 1440,
      height: 900,
      maximized: false,
    });
  });

  it('never holds a token: unknown keys are dropped, and a session leaves none in the file', async () => {
    const settings = new AppSettings(dir);
    settings.update({
      lastAccount: 'camille.martin@demo.backoffice.test',
      token: 'eyJhbGciOi.secret',
    } as never);
    expect(settings.get()).not.toHaveProperty('token');
    const text = await readFile(file(), 'utf8');
    expect(text).not.toContain('eyJhbGciOi.secret');
    expect(text.toLowerCase()).not.toMatch(/token|password|secret/);
  });

  it('a file that cannot be written: the change is refused, memory keeps the last saved value', async () => {
    const settings = new AppSettings(dir);
    settings.update({ lastBrand: 'TEL' });
    // The data folder replaced by a file: every write fails (also as root).
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, '');
    expect(() => settings.update({ lastBrand: 'GEO' })).toThrow();
    expect(settings.get().lastBrand).toBe('TEL');
  });
});
