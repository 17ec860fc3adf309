// The packaged app as plain Node can read it: app.asar extracted, app.asar.unpacked laid over it
// (Electron merges the two the same way), and `electron` replaced by a tiny stand-in module so
// that out/main/index.js loads without Electron (the module-load check and the `package` bench).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { extractAll } from '@electron/asar';

export function resourcesOf(appDir: string): string {
  return join(appDir, 'resources');
}

export function extractLayout(appDir: string, dest: string): string {
  const resources = resourcesOf(appDir);
  extractAll(join(resources, 'app.asar'), dest);
  cpSync(join(resources, 'app.asar.unpacked'), dest, { recursive: true });
  return dest;
}

/**
 * A require hook: `electron` resolves to an object whose every property is a callable that returns
 * the same object, except `app.whenReady()` that never settles (nothing past the module load runs).
 */
const ELECTRON_STAND_IN = `
const Module = require('node:module');
const never = () => new Promise(() => {});
// Electron's main-process modules, listed as own keys: a bundle that default-imports 'electron'
// (electron-store does) copies the module's own properties into a namespace (__toESM).
const NAMES = ['app', 'autoUpdater', 'BrowserWindow', 'clipboard', 'crashReporter', 'dialog',
  'globalShortcut', 'ipcMain', 'Menu', 'MenuItem', 'nativeImage', 'nativeTheme', 'net',
  'Notification', 'powerMonitor', 'protocol', 'safeStorage', 'screen', 'session', 'shell',
  'systemPreferences', 'Tray', 'utilityProcess', 'webContents'];
const stub = new Proxy(function electronStandIn() {}, {
  get: (_t, key) => (key === 'then' ? undefined : key === 'whenReady' ? never : stub),
  ownKeys: (target) => [...Reflect.ownKeys(target), ...NAMES],
  getOwnPropertyDescriptor: (target, key) =>
    Reflect.getOwnPropertyDescriptor(target, key) ??
    (NAMES.includes(key) ? { configurable: true, enumerable: true, writable: false, value: stub } : undefined),
  apply: () => stub,
  construct: () => stub,
});
const load = Module._load;
Module._load = function (request, ...rest) {
  return request === 'electron' ? stub : load.call(this, request, ...rest);
};
`;

export function writeElectronStandIn(dir: string): string {
  const file = join(dir, 'electron-stand-in-module.cjs');
  writeFileSync(file, ELECTRON_STAND_IN);
  return file;
}

/** Loads out/main/index.js in a fresh `node`; returns the require's duration in ms. */
export function timeMainLoad(layout: string, standIn: string): number {
  const main = JSON.stringify(join(layout, 'out/main/index.js'));
  const code = `const t = performance.now(); require(${main}); console.log(performance.now() - t); process.exit(0);`;
  const run = spawnSync(process.execPath, ['-r', standIn, '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_RUN_AS_NODE: undefined },
  });
  if (run.status !== 0) throw new Error(`main did not load: ${run.stderr}`);
  return Number(run.stdout.trim().split('\n').pop());
}

/** The packages every bundle of out/main requires at run time (kept external by electron-vite). */
export function externalRequires(layout: string): string[] {
  const folder = join(layout, 'out/main');
  const files = [
    ...readdirSync(folder).filter((f) => f.endsWith('.js')),
    ...readdirSync(join(folder, 'chunks')).map((f) => join('chunks', f)),
  ];
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(folder, file), 'utf8');
    for (const match of code.matchAll(/(?:require|import)\("([^".][^"]*)"\)/g)) {
      const name = match[1] ?? '';
      if (!isBuiltin(name) && name !== 'electron') found.add(name);
    }
  }
  return [...found].sort();
}
