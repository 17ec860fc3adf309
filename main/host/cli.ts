// `npm run web`: the browser host. Starts the main-process services (and the embedded server when
// no API is configured), serves the built renderer on 127.0.0.1 and prints the URL with its
// per-launch secret. BACKOFFICE_NO_BROWSER=1 skips opening Chromium (tests).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Backoffice } from '../app/Backoffice';
import { defaultDataDir, PRODUCT_NAME } from '../app/dataDir';
import { startNodeChildServer } from '../embedded/nodeChildServer';
import { openKeychain } from '../vault/keytarStore';
import { BrowserHost } from './BrowserHost';
import { findChromium, openAppWindow } from './chromiumAppWindow';

export const LISTENING_PREFIX = 'BACKOFFICE_WEB_LISTENING';

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const projectRoot = resolve(__dirname, '../..');
  const rendererDir = join(projectRoot, 'out/renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.error("L'interface n'est pas construite : lancez d'abord `npm run build`.");
    process.exit(1);
  }
  const dataDir = defaultDataDir(process.env);
  // Run as the built bundle (out/main/host.js, `npm run web`), the host starts the server built
  // next to it; run from the sources (tsx, development), the server's sources.
  const builtServer = __filename.endsWith('.js') ? join(__dirname, 'server.js') : undefined;
  const log = (message: string) => console.error(message);
  const keychain = await openKeychain();
  let host: BrowserHost | null = null;
  const backoffice = new Backoffice({
    host: 'browser',
    appName: PRODUCT_NAME,
    version: process.env.npm_package_version ?? '0.1.0',
    dataDir,
    env: process.env,
    keychain,
    startEmbeddedServer: () => startNodeChildServer({ projectRoot, dataDir, log, builtServer }),
    // A browser page opens its own links: the renderer falls back to window.open (noopener).
    openExternal: async () => 'renderer',
    emit: (event, payload) => host?.emit(event, payload),
    log,
  });
  host = new BrowserHost({
    rendererDir,
    dispatch: backoffice.dispatch,
    uploads: backoffice.uploads,
    downloads: backoffice.downloads,
    port: Number(argValue('--port') ?? 0),
    log,
    onWindowCount: (count) => backoffice.windowsChanged(count),
  });

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await host?.close();
    await backoffice.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  // The page is served at once; the embedded server starts beside it (what needs the API waits
  // for it and says so), instead of the window waiting for PGlite.
  const url = await host.listen();
  void backoffice.start().then(
    () => {
      const api = backoffice.location();
      console.error(
        `API (${api.source === 'embedded' ? 'serveur intégré' : api.source}) : ${api.effectiveApiUrl ?? '—'}`,
      );
    },
    (error: unknown) =>
      console.error(`Échec du démarrage : ${error instanceof Error ? error.message : error}`),
  );
  if (!keychain) console.error('Aucun trousseau système : la session ne sera pas mémorisée.');
  console.log(`${LISTENING_PREFIX} ${url}`);
  console.error(`${PRODUCT_NAME} : ouvrez ${url}`);
  const chromium = process.env.BACKOFFICE_NO_BROWSER === '1' ? null : findChromium(process.env);
  if (chromium) openAppWindow(chromium, url, dataDir);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
