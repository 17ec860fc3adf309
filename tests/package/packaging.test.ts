// What a user installs (README « Packaging »): electron-builder's `dir` target built with a
// STAND-IN for Electron's folder (it proves the package's contents, not Electron), the .deb made
// from it, and their contents checked. Needs `npm run build` first (scripts/test.sh does it).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listPackage } from '@electron/asar';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_LINK_SCHEME } from '../../common/desktop/deepLinkScheme';
import {
  buildDeb,
  buildDirTarget,
  DEB_NAME,
  makeStandInElectron,
  ROOT,
} from '../../scripts/packageCheck/build';
import {
  externalRequires,
  extractLayout,
  resourcesOf,
  timeMainLoad,
  writeElectronStandIn,
} from '../../scripts/packageCheck/layout';

const hasTools = ['dpkg-deb', 'fakeroot'].every(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0,
);
if (!hasTools) console.warn('Packaging test skipped: dpkg-deb or fakeroot is not installed.');

describe.skipIf(!hasTools)('the packaged app (dir target and .deb)', () => {
  let work = '';
  let appDir = '';
  let deb = '';
  let asar: string[] = [];
  let layout = '';
  const unpacked = (path: string) => join(resourcesOf(appDir), 'app.asar.unpacked', path);

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'out/main/index.js'))) throw new Error('Run `npm run build` first.');
    work = mkdtempSync(join(tmpdir(), 'package-check-'));
    appDir = await buildDirTarget(work, await makeStandInElectron(work));
    // zstd: fast here; the size reported by the bench is the default xz's.
    deb = await buildDeb(appDir, join(work, 'deb'), 'zstd');
    asar = listPackage(join(resourcesOf(appDir), 'app.asar'), { isPack: false });
    layout = extractLayout(appDir, join(work, 'layout'));
  }, 300_000);
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds the built app and nothing from tests or sources', () => {
    for (const file of [
      '/out/main/index.js',
      '/out/main/server.js',
      '/out/main/correction-worker.js',
      '/out/preload/index.js',
      '/out/renderer/index.html',
      '/package.json',
    ])
      expect(asar).toContain(file);
    const own = asar.filter((f) => !f.startsWith('/node_modules/'));
    expect(own.filter((f) => /\.(tsx?|mts|cts)$/.test(f))).toEqual([]);
    expect(
      own.filter((f) => /^\/(tests|renderer|main|server|common|engines|scripts)\//.test(f)),
    ).toEqual([]);
    // The renderer's libraries are bundled into out/renderer, not shipped as node_modules.
    expect(asar.some((f) => f.startsWith('/node_modules/@fluentui/'))).toBe(false);
    expect(asar.some((f) => f.startsWith('/node_modules/react-dom/'))).toBe(false);
  });

  it('has the database template, migrations, SDL, dictionaries and icons', () => {
    expect(existsSync(unpacked('out/main/embedded-db.tar.gz'))).toBe(true);
    expect(asar.filter((f) => /^\/out\/main\/migrations\/.+\.sql$/.test(f)).length).toBeGreaterThan(
      0,
    );
    expect(
      asar.filter((f) => /^\/out\/main\/graphql-schema\/.+\.graphql$/.test(f)).length,
    ).toBeGreaterThan(0);
    expect(existsSync(unpacked('node_modules/dictionary-fr/index.dic'))).toBe(true);
    expect(existsSync(unpacked('node_modules/dictionary-fr/index.aff'))).toBe(true);
    expect(asar.some((f) => f.startsWith('/out/renderer/favicons/'))).toBe(true);
  });

  it('unpacks the native and WASM engines, and they load in plain Node', () => {
    for (const file of [
      'node_modules/keytar/build/Release/keytar.node',
      'node_modules/@img/sharp-linux-x64/lib/sharp-linux-x64-0.35.5.node',
      'node_modules/@electric-sql/pglite/dist/pglite.wasm',
      'node_modules/@electric-sql/pglite/dist/pglite.data',
      'node_modules/hunspell-asm/package.json',
    ])
      expect(existsSync(unpacked(file))).toBe(true);
    // Loaded from the merged layout: under Electron an unpacked module keeps its path inside the
    // asar (its dependencies, e.g. sharp's detect-libc, stay in the archive); only files go outside.
    const at = (path: string) => JSON.stringify(join(layout, path));
    const script = `
      const keytar = require(${at('node_modules/keytar')});
      if (typeof keytar.getPassword !== 'function') throw new Error('keytar');
      const sharp = require(${at('node_modules/sharp')});
      const { PGlite } = require(${at('node_modules/@electric-sql/pglite')});
      if (typeof PGlite !== 'function') throw new Error('pglite');
      const { loadModule } = require(${at('node_modules/hunspell-asm')});
      const fs = require('node:fs');
      (async () => {
        const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
        if ((await sharp(png).metadata()).width !== 4) throw new Error('sharp');
        const f = await loadModule();
        const dict = ${at('node_modules/dictionary-fr')};
        const h = f.create(f.mountBuffer(fs.readFileSync(dict + '/index.aff'), 'fr.aff'), f.mountBuffer(fs.readFileSync(dict + '/index.dic'), 'fr.dic'));
        if (!h.spell('bonjour') || h.spell('bonjourr')) throw new Error('hunspell');
        console.log('loaded');
      })().catch((e) => { console.error(e); process.exit(1); });`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()).toBe(
      'loaded',
    );
    const ffprobe = unpacked('node_modules/@ffprobe-installer/linux-x64/ffprobe');
    expect(execFileSync(ffprobe, ['-version'], { encoding: 'utf8' })).toMatch(/^ffprobe version/);
  });

  it('ships every package out/main requires, and main loads from the packaged layout', () => {
    const missing = externalRequires(layout).filter((name) => {
      try {
        require.resolve(name, { paths: [join(layout, 'out/main')] });
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
    expect(timeMainLoad(layout, writeElectronStandIn(work))).toBeGreaterThan(0);
  });

  it('configures the fuses (asserted in the configuration: a stand-in binary has no fuse wire)', () => {
    const config = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8'));
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
    expect(config.protocols[0].schemes).toEqual([DEEP_LINK_SCHEME]);
    expect(config.deb.depends).toContain('libsecret-1-0');
  });

  it('builds a .deb with the desktop entry, the scheme handler, the icon and libsecret', () => {
    const info = execFileSync('dpkg-deb', ['--info', deb], { encoding: 'utf8' });
    expect(info).toMatch(new RegExp(`Package: ${DEB_NAME}`));
    expect(info).toMatch(/Depends: .*libsecret-1-0/);
    expect(info).toMatch(/Depends: .*libnss3/);
    const contents = execFileSync('dpkg-deb', ['--contents', deb], { encoding: 'utf8' });
    const desktopFile = `./usr/share/applications/${DEB_NAME}.desktop`;
    for (const path of [
      desktopFile,
      `./usr/share/pixmaps/${DEB_NAME}.png`,
      `./usr/lib/${DEB_NAME}/resources/app.asar`,
      `./usr/lib/${DEB_NAME}/resources/app.asar.unpacked/node_modules/keytar/build/Release/keytar.node`,
      `./usr/bin/${DEB_NAME}`,
    ])
      expect(contents).toContain(path);
    const entry = execFileSync(
      'sh',
      ['-c', `dpkg-deb --fsys-tarfile "$0" | tar -xO "$1"`, deb, desktopFile],
      {
        encoding: 'utf8',
      },
    );
    expect(entry).toContain(`MimeType=x-scheme-handler/${DEEP_LINK_SCHEME};`);
    expect(entry).toContain(`Exec=${DEB_NAME} %U`);
    expect(entry).toContain(`Icon=${DEB_NAME}`);
  });
});
