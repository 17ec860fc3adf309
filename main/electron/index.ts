// The Electron host: one hardened window on the app's own scheme, the contract over IPC with
// sender checks, the token vault, and the embedded server in a utilityProcess when no API is set.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  safeStorage,
  screen,
  session,
  shell,
  type WebContents,
} from 'electron';
import { join } from 'node:path';
import { Backoffice, isAllowedExternalUrl } from '../app/Backoffice';
import { PRODUCT_NAME } from '../app/dataDir';
import { openKeychain } from '../vault/keytarStore';
import { registerAppScheme, serveRenderer } from './appProtocol';
import { APP_ORIGIN } from './guards';
import { hardenContents, hardenSession } from './hardening';
import { wireIpc } from './ipcWiring';
import { aboutText, menuTemplate } from './menuTemplate';
// Installed-app integration (issue 38): updates, keychain fallback, Chromium's French checker.
import { updateFeedUrl } from '../desktop/updates';
import { openSecretStore } from '../vault/secretStoreChoice';
import { electronUpdater } from './autoUpdater';
import { applyFrenchSpellChecker } from './spellcheck';
import { EVENT_PREFIX } from '../../common/ipc/events';
import { startUtilityServer } from './utilityServer';
import { rememberWindow, restoreWindow } from './windowState';
import { electronStoreFactory } from './electronStore';
import { chooseCsvSavePath } from './saveDialog';
import { taskbarProgress } from '../uploads/taskbarProgress';
import { attachDeepLinks, desktopParts, startDeepLinks } from './desktop';

app.enableSandbox();
registerAppScheme();
app.setName(PRODUCT_NAME);
// Tests and side-by-side installs point the app at another data folder.
if (process.env.BACKOFFICE_DATA_DIR) app.setPath('userData', process.env.BACKOFFICE_DATA_DIR);

const devServerUrl =
  !app.isPackaged && process.env.ELECTRON_RENDERER_URL ? process.env.ELECTRON_RENDERER_URL : null;
const log = (line: string) => console.error(line);
let backoffice: Backoffice | null = null;
let mainWindow: BrowserWindow | null = null;

function safeOpenExternal(url: string): void {
  // Reviewed (electronegativity): only http, https and mailto reach the OS.
  if (isAllowedExternalUrl(url))
    void shell.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
}

function broadcast(channel: string, payload: unknown): void {
  for (const window of BrowserWindow.getAllWindows()) window.webContents.send(channel, payload);
}

function createWindow(services: Backoffice, route = ''): BrowserWindow {
  const bounds = restoreWindow(services.settings.get(), [
    screen.getPrimaryDisplay(),
    ...screen.getAllDisplays(),
  ]);
  const window = new BrowserWindow({
    ...bounds,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: PRODUCT_NAME,
    backgroundColor: '#ffffff',
    webPreferences: {
      // Reviewed (electronegativity): the preload only exposes the typed contract (preload/index.ts).
      preload: join(__dirname, '../preload/index.js'), // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // A middle click must not open a new window behind the navigation guards' back.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true,
      // No developer tools in the installed app (menu, shortcut or API alike).
      devTools: !app.isPackaged,
    },
  });
  if ('maximized' in bounds && bounds.maximized) window.maximize();
  const save = () => {
    if (window.isDestroyed() || window.isMinimized()) return;
    const { x, y, width, height } = window.getNormalBounds();
    const display = screen.getDisplayMatching({ x, y, width, height });
    const bounds = { x, y, width, height, maximized: window.isMaximized() };
    services.settings.update(rememberWindow(services.settings.get(), display, bounds));
  };
  window.on('close', save);
  window.once('ready-to-show', () => window.show());
  // A route (already checked by the IPC schema) opens that screen: a duplicate, a diagnostic.
  void window.loadURL(`${devServerUrl ?? `${APP_ORIGIN}/index.html`}${route ? `#${route}` : ''}`);
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Deep links (issue 38): a second launch's argv forwards its link and brings the window forward.
  const deepLinks = startDeepLinks(log);
  app.on('second-instance', (_event, argv) => deepLinks.secondInstance(argv));

  // Every WebContents ever created (windows, devtools…) gets the navigation guards.
  app.on('web-contents-created', (_event, contents: WebContents) =>
    hardenContents(contents, safeOpenExternal, devServerUrl),
  );

  void app.whenReady().then(async () => {
    hardenSession(session.defaultSession);
    applyFrenchSpellChecker(session.defaultSession, process.platform, log);
    serveRenderer(join(__dirname, '../renderer'));
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate({
          isMac: process.platform === 'darwin',
          appName: PRODUCT_NAME,
          version: app.getVersion(),
          packaged: app.isPackaged,
          showAbout: () =>
            void dialog.showMessageBox({
              type: 'info',
              title: `À propos de ${PRODUCT_NAME}`,
              message: aboutText(PRODUCT_NAME, app.getVersion()),
            }),
        }),
      ),
    );
    const dataDir = app.getPath('userData');
    const vault = await openSecretStore({
      openKeychain,
      safeStorage,
      platform: process.platform,
      dataDir,
      log,
    });
    const feedUrl = updateFeedUrl(process.env, log);
    const services = new Backoffice({
      host: 'electron',
      appName: PRODUCT_NAME,
      version: app.getVersion(),
      dataDir,
      env: process.env,
      keychain: vault.store,
      updater: feedUrl ? electronUpdater(feedUrl, log) : null,
      // Settings and drafts on electron-store (the same files as conf under the browser host).
      createStore: electronStoreFactory,
      startEmbeddedServer: () => startUtilityServer(join(__dirname, 'server.js'), dataDir, log),
      openExternal: async (url) => {
        // Reviewed (electronegativity): Backoffice checked the URL (isAllowedExternalUrl) first.
        await shell.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
        return 'main';
      },
      emit: (event, payload) => {
        broadcast(`${EVENT_PREFIX}${event}`, payload);
        // The window's taskbar/dock progress shows the total of the uploads under way.
        if (
          (event === 'uploads.progress' || event === 'videoUploads.progress') &&
          backoffice &&
          mainWindow
        ) {
          mainWindow.setProgressBar(
            taskbarProgress([
              backoffice.uploadQueue.totals(),
              backoffice.videoUploadQueue.totals(),
            ]),
          );
        }
      },
      chooseSavePath: chooseCsvSavePath(() => mainWindow),
      openWindow: async (route) => {
        createWindow(services, route);
      },
      log,
      desktop: desktopParts(deepLinks),
    });
    backoffice = services;
    wireIpc(ipcMain, services.dispatch, devServerUrl);
    // The window opens at once; the session call waits for the embedded server if it is starting.
    mainWindow = createWindow(services, deepLinks.takeInitialRoute() ?? '');
    mainWindow.on('closed', () => (mainWindow = null));
    attachDeepLinks(deepLinks, mainWindow);
    await services.start().catch((error: unknown) => log(String(error)));
  });

  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting || !backoffice) return;
    event.preventDefault();
    quitting = true;
    void backoffice.stop().finally(() => app.quit());
  });
  app.on('window-all-closed', () => app.quit());
}
