// electron-updater behind the flow's Updater port (main/desktop/updates.ts): the generic provider
// on the configured feed, nothing downloaded before the flow asks, its errors logged (an unheard
// 'error' event would throw). Only runs under Electron; the flow is tested in plain Node.
import { autoUpdater } from 'electron-updater';
import type { Updater } from '../desktop/updates';

export function electronUpdater(feedUrl: string, log: (line: string) => void): Updater {
  autoUpdater.autoDownload = false;
  // A downloaded update the user did not restart for is installed when the app quits.
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.logger = null;
  autoUpdater.on('error', (error: Error) => log(`Mise à jour : ${error.message}`));
  autoUpdater.setFeedURL({ provider: 'generic', url: feedUrl });
  return {
    check: async () => {
      const result = await autoUpdater.checkForUpdates();
      return result?.isUpdateAvailable ? { version: result.updateInfo.version } : null;
    },
    download: async () => {
      await autoUpdater.downloadUpdate();
    },
    quitAndInstall: () => autoUpdater.quitAndInstall(),
  };
}
