// Issue 12, desktop packaging: fuses in electron-builder.yml, DevTools only in development, a
// remote API over https only (loopback excepted), Electronegativity with no high or medium finding.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAllowedApiUrl } from '../../../common/ipc/apiUrl';
import { SettingsUpdateSchema } from '../../../common/ipc/schemas';
import { resolveApiLocation } from '../../../main/app/ApiLocation';
import { menuTemplate } from '../../../main/electron/menuTemplate';

const root = join(__dirname, '..', '..', '..');

describe('electron-builder.yml', () => {
  it('sets the fuses: no run-as-node, NODE_OPTIONS or --inspect; asar only and checked; cookies encrypted', () => {
    const text = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
    const fuses = /^electronFuses:\n((?: {2}\S.*\n?)+)/m.exec(text)?.[1] ?? '';
    const values = Object.fromEntries(
      fuses
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/:\s*/) as [string, string]),
    );
    expect(values).toEqual({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      enableCookieEncryption: 'true',
    });
  });
});

describe('developer tools', () => {
  const roles = (development: boolean) =>
    menuTemplate({
      isMac: false,
      appName: 'Back-office éditorial',
      version: '1.2.3',
      packaged: !development,
      showAbout: () => {},
    })
      .flatMap((item) => (Array.isArray(item.submenu) ? item.submenu : []))
      .map((entry) => entry.role);
  it('are in the menu in development only', () => {
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });
  it('are turned off in the window of the installed app', () => {
    const source = readFileSync(join(root, 'main/electron/index.ts'), 'utf8');
    expect(source).toMatch(/devTools: !app\.isPackaged/);
  });
});

describe('API address', () => {
  it.each([
    ['https://api.redaction.example.fr', true],
    ['https://api.redaction.example.fr:8443/graphql', true],
    ['http://127.0.0.1:4000', true],
    ['http://localhost:4000', true],
    ['http://[::1]:4000', true],
    ['http://api.redaction.example.fr', false],
    ['http://192.168.1.20:4000', false],
    ['http://127.0.0.1.evil.example', false],
    ['https://user:motdepasse@api.example.fr', false],
    ['ftp://api.example.fr', false],
    ['pas une adresse', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedApiUrl(url)).toBe(allowed);
    expect(SettingsUpdateSchema.safeParse({ apiUrl: url }).success).toBe(allowed);
  });

  it('an http address to another computer is ignored at start, with the reason logged', () => {
    const logged: string[] = [];
    const location = resolveApiLocation(
      'http://api.redaction.example.fr',
      null,
      'ipc://serveur-integre/',
      (line) => logged.push(line),
    );
    expect(location).toEqual({
      apiUrl: null,
      effectiveApiUrl: 'ipc://serveur-integre/',
      source: 'embedded',
    });
    expect(logged[0]).toMatch(
      /^BACKOFFICE_API_URL ignorée : L'adresse du serveur doit commencer par https:\/\//,
    );
  });
});

describe('Electronegativity', () => {
  it('finds nothing of high or medium severity (npm run lint:electron)', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts/electronegativity.mjs')], {
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(/0 de gravité haute ou moyenne\./);
    expect(run.status).toBe(0);
  }, 120_000);
});
