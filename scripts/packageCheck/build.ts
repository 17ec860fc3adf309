// The packaging check's builds (README « Packaging »): electron-builder's `dir` target with a
// STAND-IN for Electron's folder (Electron's binary cannot be downloaded here: the stand-in proves
// what the package holds, not that Electron runs it), then the .deb from that output with
// electron-installer-debian. `npm run package` builds the real installers where Electron exists.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { createPackage } from '@electron/asar';
import { Arch, build, Platform } from 'electron-builder';
import { DEEP_LINK_SCHEME } from '../../common/desktop/deepLinkScheme';

export const ROOT = resolve(__dirname, '../..');
/** electron-builder.yml's linux.executableName: the program the .deb installs. */
export const EXECUTABLE = 'backoffice-editorial';
/** Debian's package name (electron-installer-debian's `name`). */
export const DEB_NAME = 'backoffice-editorial';
/** The keychain library keytar talks to (the Secret Service), beyond Electron's own needs. */
export const EXTRA_DEPENDS = ['libsecret-1-0'];

interface PackageJson {
  version: string;
  description: string;
  productName: string;
}

export function electronVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8'));
  return (pkg as { version: string }).version;
}

/**
 * A folder shaped like Electron's dist: `electron` is a tiny script that only says it is a
 * stand-in, `resources/default_app.asar` a real asar (electron-builder opens it), `version` and
 * `LICENSE` as Electron ships them (electron-installer-debian reads both).
 */
export async function makeStandInElectron(dir: string): Promise<string> {
  const dist = join(dir, 'electron-stand-in');
  const defaultApp = join(dir, 'stand-in-default-app');
  mkdirSync(join(dist, 'resources'), { recursive: true });
  mkdirSync(defaultApp, { recursive: true });
  const binary = join(dist, 'electron');
  writeFileSync(
    binary,
    '#!/bin/sh\necho "Stand-in for the Electron binary (packaging check): not a runnable app." >&2\nexit 1\n',
  );
  chmodSync(binary, 0o755);
  writeFileSync(join(dist, 'version'), electronVersion());
  writeFileSync(
    join(dist, 'LICENSE'),
    'Stand-in for the Electron licence file (packaging check).\n',
  );
  writeFileSync(
    join(defaultApp, 'package.json'),
    '{"name":"stand-in-default-app","main":"main.js"}',
  );
  writeFileSync(join(defaultApp, 'main.js'), '// Stand-in for Electron default_app.\n');
  await createPackage(defaultApp, join(dist, 'resources', 'default_app.asar'));
  return dist;
}

/**
 * electron-builder.yml's configuration with the stand-in as Electron, no native rebuild (it needs
 * Electron's headers) and no fuse flipping (a stand-in binary has no fuse wire): the fuses are
 * checked in the configuration instead (packageContents.ts).
 */
export async function buildDirTarget(dir: string, electronDist: string): Promise<string> {
  const output = join(dir, 'dist');
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir', Arch.x64),
    config: {
      electronDist,
      electronVersion: electronVersion(),
      npmRebuild: false,
      electronFuses: null,
      directories: { output },
    },
  });
  return join(output, 'linux-unpacked');
}

/** The .deb from the dir output: desktop entry with the deep-link scheme, icon, dependencies. */
export async function buildDeb(
  appDir: string,
  dest: string,
  compression: 'xz' | 'gzip' | 'zstd' | 'none' = 'xz',
): Promise<string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  // electron-builder renames Electron's LICENSE; electron-installer-debian wants it by that name.
  const license = join(appDir, 'LICENSE');
  if (!existsSync(license)) copyFileSync(join(appDir, 'LICENSE.electron.txt'), license);
  // CommonJS without types: loaded here only (a dev tool).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const installer = require('electron-installer-debian') as (o: object) => Promise<{
    packagePaths: string[];
  }>;
  const { packagePaths } = await installer({
    src: appDir,
    dest,
    arch: 'amd64',
    name: DEB_NAME,
    productName: pkg.productName,
    genericName: 'Back-office éditorial',
    description: pkg.description,
    version: pkg.version,
    bin: EXECUTABLE,
    icon: join(ROOT, 'resources/icons/icon.png'),
    categories: ['Office'],
    mimeType: [`x-scheme-handler/${DEEP_LINK_SCHEME}`],
    depends: EXTRA_DEPENDS,
    maintainer: 'Équipe du back-office éditorial <backoffice@backoffice.test>',
    compression,
  });
  const [deb] = packagePaths;
  if (!deb) throw new Error('electron-installer-debian wrote no package');
  return deb;
}

export function sizeMb(file: string): number {
  return statSync(file).size / (1024 * 1024);
}
