// `npm run lint:electron`: Electronegativity over the Electron side of the app (main/, preload/ and
// the renderer's index.html with its CSP), failing on any finding of high or medium severity.
// The Electron version is given (it cannot be read from an unbuilt tree) and the check that
// downloads Electron's release list is off, so the scan needs no network. Findings reviewed in
// the code carry an `eng-disable` comment saying why.
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
).version;
const scan = mkdtempSync(join(tmpdir(), 'electronegativity-'));
const output = join(scan, 'findings.csv');
try {
  for (const part of ['main', 'preload'])
    cpSync(join(root, part), join(scan, 'src', part), { recursive: true });
  cpSync(join(root, 'renderer/index.html'), join(scan, 'src/renderer/index.html'));
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/@doyensec/electronegativity/dist/index.js'),
      '--input',
      join(scan, 'src'),
      '--electron-version',
      electronVersion,
      '--exclude-checks',
      'AvailableSecurityFixesGlobalCheck',
      '--relative',
      '--verbose',
      'false',
      '--output',
      output,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    process.exit(run.status ?? 1);
  }
  const rows = readFileSync(output, 'utf8').trim().split('\n').slice(1).filter(Boolean);
  // Columns: issue, severity, confidence, file, location, sample, description, url.
  const serious = rows.filter((row) => /^[^,]+,"?(HIGH|MEDIUM)"?,/.test(row));
  for (const row of rows) process.stdout.write(`${row}\n`);
  process.stdout.write(
    `Electronegativity (Electron ${electronVersion}) : ${rows.length} constat(s), ${serious.length} de gravité haute ou moyenne.\n`,
  );
  process.exit(serious.length ? 1 : 0);
} finally {
  rmSync(scan, { recursive: true, force: true });
}
