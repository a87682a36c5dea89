/**
 * electron-updater behind the update policy's `Updater` port: a thin adapter, no decisions (those
 * are in update-policy.ts, tested in Node). Feeds use the generic provider (the company's server);
 * electron-updater checks each download's sha512 and, on Windows and macOS, its signature.
 */
import electronUpdater from 'electron-updater';
import type { Updater } from './update-policy';

export function electronUpdaterPort(): Updater {
  const { autoUpdater } = electronUpdater;
  autoUpdater.autoDownload = true;
  // An update not installed by "Restart to update" installs when the app quits.
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.logger = null;
  return {
    setFeedUrl: (url) => autoUpdater.setFeedURL({ provider: 'generic', url }),
    check: async () => {
      await autoUpdater.checkForUpdates();
    },
    quitAndInstall: () => autoUpdater.quitAndInstall(),
    onEvent: (listener) => {
      autoUpdater.on('update-available', (info) =>
        listener({ type: 'available', version: info.version }),
      );
      autoUpdater.on('download-progress', (progress) =>
        listener({ type: 'progress', percent: progress.percent }),
      );
      autoUpdater.on('update-downloaded', (info) =>
        listener({ type: 'downloaded', version: info.version }),
      );
      autoUpdater.on('update-not-available', () => listener({ type: 'none' }));
      autoUpdater.on('error', (error) => listener({ type: 'error', message: error.message }));
    },
  };
}
