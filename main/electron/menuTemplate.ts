// The native menu, in French, with the usual shortcuts of a desktop app (explicit accelerators:
// the same on every platform, CmdOrCtrl being ⌘ on macOS). The developer tools are offered when
// not packaged only: in the installed app they would let anyone at the keyboard run script with
// the page's bridge. « À propos » says the version.
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  isMac: boolean;
  appName: string;
  version: string;
  /** The installed app: no developer tools. */
  packaged: boolean;
  /** Shows the « À propos » box (main/electron/index.ts: a message box with aboutText). */
  showAbout: () => void;
}

/** The « À propos » box's text. */
export function aboutText(appName: string, version: string): string {
  return `${appName}\nVersion ${version}`;
}

function viewMenu(packaged: boolean): MenuItemConstructorOptions {
  return {
    label: 'Affichage',
    submenu: [
      { role: 'reload', label: 'Recharger', accelerator: 'CmdOrCtrl+R' },
      { role: 'forceReload', label: 'Forcer le rechargement', accelerator: 'CmdOrCtrl+Shift+R' },
      ...(packaged
        ? []
        : [
            {
              role: 'toggleDevTools',
              label: 'Outils de développement',
              accelerator: 'CmdOrCtrl+Alt+I',
            } as const,
          ]),
      { type: 'separator' },
      { role: 'resetZoom', label: 'Taille réelle', accelerator: 'CmdOrCtrl+0' },
      { role: 'zoomIn', label: 'Zoom avant', accelerator: 'CmdOrCtrl+Plus' },
      { role: 'zoomOut', label: 'Zoom arrière', accelerator: 'CmdOrCtrl+-' },
      { type: 'separator' },
      { role: 'togglefullscreen', label: 'Plein écran', accelerator: 'F11' },
    ],
  };
}

const editMenu: MenuItemConstructorOptions = {
  label: 'Édition',
  submenu: [
    { role: 'undo', label: 'Annuler', accelerator: 'CmdOrCtrl+Z' },
    { role: 'redo', label: 'Rétablir', accelerator: 'CmdOrCtrl+Shift+Z' },
    { type: 'separator' },
    { role: 'cut', label: 'Couper', accelerator: 'CmdOrCtrl+X' },
    { role: 'copy', label: 'Copier', accelerator: 'CmdOrCtrl+C' },
    { role: 'paste', label: 'Coller', accelerator: 'CmdOrCtrl+V' },
    {
      role: 'pasteAndMatchStyle',
      label: 'Coller sans mise en forme',
      accelerator: 'CmdOrCtrl+Shift+V',
    },
    { role: 'delete', label: 'Supprimer' },
    { role: 'selectAll', label: 'Tout sélectionner', accelerator: 'CmdOrCtrl+A' },
  ],
};

export function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { isMac, appName } = options;
  const about: MenuItemConstructorOptions = {
    label: `À propos de ${appName}`,
    click: () => options.showAbout(),
  };
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'Fichier',
      submenu: [
        isMac
          ? { role: 'close', label: 'Fermer la fenêtre', accelerator: 'CmdOrCtrl+W' }
          : { role: 'quit', label: 'Quitter', accelerator: 'CmdOrCtrl+Q' },
      ],
    },
    editMenu,
    viewMenu(options.packaged),
    {
      label: 'Fenêtre',
      submenu: [
        { role: 'minimize', label: 'Réduire', accelerator: 'CmdOrCtrl+M' },
        { role: 'zoom', label: 'Agrandir' },
        ...(isMac ? [] : [{ role: 'close', label: 'Fermer', accelerator: 'CmdOrCtrl+W' } as const]),
      ],
    },
    // On macOS « À propos » lives in the application menu, as the platform expects.
    { label: 'Aide', role: 'help', submenu: isMac ? [] : [about] },
  ];
  if (isMac) {
    template.unshift({
      label: appName,
      submenu: [
        about,
        { type: 'separator' },
        { role: 'hide', label: `Masquer ${appName}`, accelerator: 'Command+H' },
        { role: 'hideOthers', label: 'Masquer les autres', accelerator: 'Command+Alt+H' },
        { role: 'unhide', label: 'Tout afficher' },
        { type: 'separator' },
        { role: 'quit', label: `Quitter ${appName}`, accelerator: 'Command+Q' },
      ],
    });
  }
  return template;
}
