// Electron's side of the desktop integration (issue 38), kept thin: the logic is in main/desktop
// (plain Node, tested there). Registers the `backoffice://` scheme, takes the cold-start link
// (argv; macOS's open-url, which may come before 'ready'), points links at the first window, and
// shows notifications with Electron's Notification.
import { app, BrowserWindow, Notification } from 'electron';
import { resolve } from 'node:path';
import { DEEP_LINK_SCHEME } from '../../common/desktop/deepLinkScheme';
import { EVENT_PREFIX } from '../../common/ipc/events';
import { DeepLinkRouter } from '../desktop/deepLinks';
import type { DesktopHostParts } from '../desktop/DesktopServices';
import type { Notifier } from '../desktop/notifications';

/** Call before 'ready': macOS sends open-url as soon as the app launches. */
export function startDeepLinks(log: (line: string) => void): DeepLinkRouter {
  const router = new DeepLinkRouter(log);
  // Reviewed (electronegativity): every link is parsed and checked against the route table
  // (common/desktop/deepLinks.ts) before anything opens; the rest is ignored and logged.
  // Unpackaged (`electron <app>`), the OS must start Electron with the app's path.
  const devArgs = process.defaultApp && process.argv[1] ? [resolve(process.argv[1])] : [];
  const [scheme, exe] = [DEEP_LINK_SCHEME, process.execPath];
  app.setAsDefaultProtocolClient(scheme, exe, devArgs); // eng-disable PROTOCOL_HANDLER_JS_CHECK
  router.fromArgv(process.argv);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    router.open(url, 'macOS');
  });
  return router;
}

/** Links go to this window from now on: restored, in front, then told the route. */
export function attachDeepLinks(router: DeepLinkRouter, window: BrowserWindow): void {
  router.attach({
    focus: () => {
      if (window.isDestroyed()) return;
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    },
    navigate: (route) => {
      if (!window.isDestroyed()) window.webContents.send(`${EVENT_PREFIX}app.navigate`, { route });
    },
  });
  window.on('closed', () => router.detach());
}

/** Shown notifications are kept until closed: a collected one loses its click handler. */
const shown = new Set<Notification>();

const electronNotifier: Notifier = {
  show(notification, onClick) {
    if (!Notification.isSupported()) return;
    const native = new Notification({ title: notification.title, body: notification.body });
    shown.add(native);
    native.on('click', onClick);
    native.on('close', () => shown.delete(native));
    native.show();
  },
};

export function desktopParts(router: DeepLinkRouter): DesktopHostParts {
  return {
    notifier: electronNotifier,
    isWindowFocused: () => BrowserWindow.getFocusedWindow() !== null,
    openRoute: (route) => (route ? router.openRoute(route) : router.show()),
  };
}
