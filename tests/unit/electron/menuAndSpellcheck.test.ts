// The native menu's template (French labels, shortcuts, « À propos » with the version, no
// developer tools when packaged) and Chromium's French spell-checker glue, through fakes.
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { aboutText, menuTemplate, type MenuOptions } from '../../../main/electron/menuTemplate';
import { applyFrenchSpellChecker, type SpellCheckSession } from '../../../main/electron/spellcheck';

const options = (overrides: Partial<MenuOptions> = {}): MenuOptions => ({
  isMac: false,
  appName: 'Back-office éditorial',
  version: '1.4.2',
  packaged: true,
  showAbout: vi.fn(),
  ...overrides,
});

const items = (template: MenuItemConstructorOptions[]) =>
  template.flatMap((menu) => (Array.isArray(menu.submenu) ? menu.submenu : []));

describe('menu template', () => {
  it('has the French menus of a desktop app', () => {
    expect(menuTemplate(options()).map((menu) => menu.label)).toEqual([
      'Fichier',
      'Édition',
      'Affichage',
      'Fenêtre',
      'Aide',
    ]);
    expect(menuTemplate(options({ isMac: true })).map((menu) => menu.label)).toEqual([
      'Back-office éditorial',
      'Fichier',
      'Édition',
      'Affichage',
      'Fenêtre',
      'Aide',
    ]);
  });

  it('gives the usual shortcuts', () => {
    const byRole = Object.fromEntries(
      items(menuTemplate(options()))
        .filter((item) => item.role)
        .map((item) => [item.role, [item.label, item.accelerator]]),
    );
    expect(byRole).toMatchObject({
      quit: ['Quitter', 'CmdOrCtrl+Q'],
      undo: ['Annuler', 'CmdOrCtrl+Z'],
      redo: ['Rétablir', 'CmdOrCtrl+Shift+Z'],
      cut: ['Couper', 'CmdOrCtrl+X'],
      copy: ['Copier', 'CmdOrCtrl+C'],
      paste: ['Coller', 'CmdOrCtrl+V'],
      selectAll: ['Tout sélectionner', 'CmdOrCtrl+A'],
      reload: ['Recharger', 'CmdOrCtrl+R'],
      resetZoom: ['Taille réelle', 'CmdOrCtrl+0'],
      zoomIn: ['Zoom avant', 'CmdOrCtrl+Plus'],
      zoomOut: ['Zoom arrière', 'CmdOrCtrl+-'],
      togglefullscreen: ['Plein écran', 'F11'],
      minimize: ['Réduire', 'CmdOrCtrl+M'],
      close: ['Fermer', 'CmdOrCtrl+W'],
    });
    const mac = items(menuTemplate(options({ isMac: true })));
    expect(mac.find((item) => item.role === 'quit')?.accelerator).toBe('Command+Q');
  });

  it.each([false, true])('« À propos » shows the version (macOS: %s)', (isMac) => {
    const showAbout = vi.fn();
    const about = items(menuTemplate(options({ isMac, showAbout }))).find(
      (item) => item.label === 'À propos de Back-office éditorial',
    );
    expect(about).toBeDefined();
    (about!.click as () => void)();
    expect(showAbout).toHaveBeenCalledTimes(1);
    expect(aboutText('Back-office éditorial', '1.4.2')).toBe(
      'Back-office éditorial\nVersion 1.4.2',
    );
  });

  it('offers the developer tools only when not packaged', () => {
    const roles = (packaged: boolean) =>
      items(menuTemplate(options({ packaged }))).map((item) => item.role);
    expect(roles(true)).not.toContain('toggleDevTools');
    expect(roles(false)).toContain('toggleDevTools');
    expect(JSON.stringify(menuTemplate(options({ isMac: true })))).not.toMatch(/DevTools/i);
  });
});

describe('Chromium spell-checker', () => {
  const fakeSession = (available: string[]) => {
    const set = vi.fn<(languages: string[]) => void>();
    const session: SpellCheckSession = {
      availableSpellCheckerLanguages: available,
      setSpellCheckerLanguages: set,
    };
    return { session, set };
  };

  it('checks plain inputs in French', () => {
    const { session, set } = fakeSession(['en-US', 'fr', 'fr-FR', 'de']);
    expect(applyFrenchSpellChecker(session, 'linux')).toBe('fr');
    expect(set).toHaveBeenCalledWith(['fr']);
  });

  it('takes a regional French dictionary when plain fr is missing', () => {
    const { session, set } = fakeSession(['en-US', 'fr-FR']);
    expect(applyFrenchSpellChecker(session, 'win32')).toBe('fr-FR');
    expect(set).toHaveBeenCalledWith(['fr-FR']);
  });

  it('leaves macOS to its own checker, and logs when no French dictionary exists', () => {
    const mac = fakeSession(['fr']);
    expect(applyFrenchSpellChecker(mac.session, 'darwin')).toBeNull();
    expect(mac.set).not.toHaveBeenCalled();
    const none = fakeSession(['en-US']);
    const log = vi.fn();
    expect(applyFrenchSpellChecker(none.session, 'linux', log)).toBeNull();
    expect(none.set).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('pas de dictionnaire français'));
  });
});
