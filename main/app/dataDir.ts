// The app data folder outside Electron: the same folder Electron's app.getPath('userData') gives
// on Linux (~/.config/<productName>), so both hosts share settings and the embedded server's data.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const PRODUCT_NAME = 'Back-office éditorial';

export function defaultDataDir(env: NodeJS.ProcessEnv): string {
  if (env.BACKOFFICE_DATA_DIR) return env.BACKOFFICE_DATA_DIR;
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, PRODUCT_NAME);
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), PRODUCT_NAME);
}
