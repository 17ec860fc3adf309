// The security decisions of the Electron host as pure functions (no 'electron' import), so they
// are unit-tested without the binary: which URLs belong to the app, which may leave it, and which
// IPC senders are the app's own frame.
import { isAllowedExternalUrl } from '../app/Backoffice';

/** The renderer is served from this privileged custom scheme, never from a remote URL. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'backoffice';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export { isAllowedExternalUrl };

/** True for URLs of the app itself (its custom scheme, or the dev server while developing). */
export function isAppUrl(value: string, devServerUrl: string | null = null): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST) return true;
    return devServerUrl !== null && url.origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

/** In-window navigation: the app's own pages only; web links go to the system browser. */
export function decideNavigation(
  target: string,
  devServerUrl: string | null = null,
): NavigationDecision {
  if (isAppUrl(target, devServerUrl)) return 'allow';
  return isAllowedExternalUrl(target) ? 'open-external' : 'deny';
}

/** window.open never creates a window: web links go to the system browser, the rest nowhere. */
export function decideWindowOpen(target: string): 'open-external' | 'deny' {
  return isAllowedExternalUrl(target) ? 'open-external' : 'deny';
}

export interface SenderFrame {
  url: string;
  /** null for a top-level frame. */
  parent: unknown;
}

/** An IPC message is trusted only from the top frame of an app page (GitHub Desktop's rule). */
export function isTrustedSender(
  frame: SenderFrame | null | undefined,
  devServerUrl: string | null = null,
): boolean {
  if (!frame) return false;
  return frame.parent === null && isAppUrl(frame.url, devServerUrl);
}

/**
 * The app asks for one permission: writing text to the clipboard (a media's « Copier l'adresse »,
 * an anchor's copy), which the page's `navigator.clipboard.writeText` needs under Electron as in
 * a browser. Everything else (reading the clipboard, camera, geolocation, notifications…) is
 * refused.
 */
export function decidePermission(permission: string): boolean {
  return permission === 'clipboard-sanitized-write';
}
