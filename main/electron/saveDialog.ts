// The save dialog behind the dashboard's « Télécharger le CSV » (main/dashboard): the user picks
// where the file goes, in their Downloads folder by default.
import { app, dialog, type BrowserWindow } from 'electron';
import { join } from 'node:path';

export function chooseCsvSavePath(
  window: () => BrowserWindow | null,
): (defaultName: string) => Promise<string | null> {
  return async (defaultName) => {
    const options = {
      title: 'Enregistrer le CSV',
      defaultPath: join(app.getPath('downloads'), defaultName),
      buttonLabel: 'Enregistrer',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    };
    const parent = window();
    const result = parent
      ? await dialog.showSaveDialog(parent, options)
      : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  };
}
