// electron-updater behind the flow's Updater port (main/desktop/updates.ts): the generic provider
// on the configured feed, nothing downloaded before the flow asks, its errors logged (an unheard
// 'error' event would throw). Only runs under Electron; the flow is tested in plain Node.
import type { AppUpdater } from 'electron-updater';
import type { Updater } from '../desktop/updates';

export function electronUpdater(feedUrl: string, log: (line: string) => void): Updater {
  // Loaded at the first check, not with main: requiring it costs 0.3–0.8 s here, at start-up.
  let loaded: Promise<AppUpdater> | null = null;
  const updater = () =>
    (loaded ??= import('electron-updater').then((module) => {
      // A CommonJS package: under Node's import() its lazy `autoUpdater` getter is only on default.
      const { autoUpdater } = module.default ?? module;
      autoUpdater.autoDownload = false;
      // A downloaded update the user did not restart for is installed when the app quits.
      autoUpdater.autoInstallOnAppQuit = true;
      autoUpdater.logger = null;
      autoUpdater.on('error', (error: Error) => log(`Mise à jour : ${error.message}`));
      autoUpdater.setFeedURL({ provider: 'generic', url: feedUrl });
      return autoUpdater;
    }));
  return {
    check: async () => {
      const result = await (await updater()).checkForUpdates();
      return result?.isUpdateAvailable ? { version: result.updateInfo.version } : null;
    },
    download: async () => {
      await (await updater()).downloadUpdate();
    },
    quitAndInstall: () => void updater().then((autoUpdater) => autoUpdater.quitAndInstall()),
  };
}
