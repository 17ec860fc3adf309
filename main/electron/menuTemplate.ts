// The native menu, in French, with the usual edit and view shortcuts (roles give the platform's
// own accelerators). The developer tools are offered in development only: in the installed app
// they would let anyone at the keyboard run script with the page's bridge.
import type { MenuItemConstructorOptions } from 'electron';

export function menuTemplate(
  isMac: boolean,
  appName: string,
  development = false,
): MenuItemConstructorOptions[] {
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'Fichier',
      submenu: [
        isMac ? { role: 'close', label: 'Fermer la fenêtre' } : { role: 'quit', label: 'Quitter' },
      ],
    },
    {
      label: 'Édition',
      submenu: [
        { role: 'undo', label: 'Annuler' },
        { role: 'redo', label: 'Rétablir' },
        { type: 'separator' },
        { role: 'cut', label: 'Couper' },
        { role: 'copy', label: 'Copier' },
        { role: 'paste', label: 'Coller' },
        { role: 'pasteAndMatchStyle', label: 'Coller sans mise en forme' },
        { role: 'delete', label: 'Supprimer' },
        { role: 'selectAll', label: 'Tout sélectionner' },
      ],
    },
    {
      label: 'Affichage',
      submenu: [
        { role: 'reload', label: 'Recharger' },
        { role: 'forceReload', label: 'Forcer le rechargement' },
        ...(development
          ? [{ role: 'toggleDevTools', label: 'Outils de développement' } as const]
          : []),
        { type: 'separator' },
        { role: 'resetZoom', label: 'Taille réelle' },
        { role: 'zoomIn', label: 'Zoom avant' },
        { role: 'zoomOut', label: 'Zoom arrière' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Plein écran' },
      ],
    },
    {
      label: 'Fenêtre',
      submenu: [
        { role: 'minimize', label: 'Réduire' },
        { role: 'zoom', label: 'Agrandir' },
      ],
    },
  ];
  if (isMac) {
    template.unshift({
      label: appName,
      submenu: [
        { role: 'about', label: `À propos de ${appName}` },
        { type: 'separator' },
        { role: 'hide', label: `Masquer ${appName}` },
        { role: 'hideOthers', label: 'Masquer les autres' },
        { role: 'unhide', label: 'Tout afficher' },
        { type: 'separator' },
        { role: 'quit', label: `Quitter ${appName}` },
      ],
    });
  }
  return template;
}
