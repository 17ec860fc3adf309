// Where Electron's binary is, without require('electron') (which tries to download it).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function electronBinary(): string | null {
  const pkg = resolve(__dirname, '../../../node_modules/electron');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(override ?? join(pkg, 'dist'), readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}
