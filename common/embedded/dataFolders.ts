// Where the app keeps its data, declared once for the two processes that must agree on it: the
// desktop app (settings, drafts, and `<app data>/server` for its embedded server) and the server's
// own tools (`npm run server`, `npm run seed`), so that `npm run seed -- --demo && npm start`
// seeds the folder the app opens. Pure: the caller passes its environment, platform and home.
export const PRODUCT_NAME = 'Back-office éditorial';

interface Host {
  env: Readonly<Record<string, string | undefined>>;
  platform: string;
  home: string;
}

function joinFor(platform: string, ...parts: string[]): string {
  const sep = platform === 'win32' ? '\\' : '/';
  return parts.map((p, i) => (i === 0 ? p.replace(/[\\/]+$/, '') : p)).join(sep);
}

/** The app data folder: Electron's app.getPath('userData') for this product on each OS. */
export function appDataDir({ env, platform, home }: Host): string {
  if (env.BACKOFFICE_DATA_DIR) return env.BACKOFFICE_DATA_DIR;
  if (platform === 'win32' && env.APPDATA) return joinFor(platform, env.APPDATA, PRODUCT_NAME);
  if (platform === 'darwin')
    return joinFor(platform, home, 'Library', 'Application Support', PRODUCT_NAME);
  return joinFor(platform, env.XDG_CONFIG_HOME || joinFor(platform, home, '.config'), PRODUCT_NAME);
}

/** The embedded server's PGlite folder inside an app data folder. */
export function embeddedDatabaseDir(appData: string, platform: string): string {
  return joinFor(platform, appData, 'server');
}
