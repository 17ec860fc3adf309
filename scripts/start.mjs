// `npm start`: the Electron app. Where Electron's binary is not installed (it downloads on first
// use, which fails offline) say so in one line and start the browser host instead.
/* global process, console */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function electronBinary() {
  const pkg = join(root, 'node_modules/electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(
    process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist'),
    readFileSync(pathFile, 'utf8').trim(),
  );
  return existsSync(binary) ? binary : null;
}

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// First start on a fresh clone: build once, so `npm ci && npm start` is all a newcomer types.
if (
  !existsSync(join(root, 'out/renderer/index.html')) ||
  !existsSync(join(root, 'out/main/host.js'))
) {
  console.error("Première exécution : construction de l'application (npm run build)…");
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `npm run web` asks for the browser host; `npm start` for Electron where its binary exists.
const browserAsked = process.argv.includes('--browser');
const electron = browserAsked ? null : electronBinary();
if (electron) {
  run(electron, [root]);
} else {
  if (!browserAsked)
    console.error(
      "Binaire Electron introuvable : démarrage de l'hôte navigateur à la place (npm run web).",
    );
  // The built host (as Electron runs its built main): it starts in a third of a second, where the
  // sources through tsx take over one.
  run(process.execPath, [
    join(root, 'out/main/host.js'),
    ...process.argv.slice(2).filter((arg) => arg !== '--browser'),
  ]);
}
