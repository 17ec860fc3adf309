// Applies the Electron security checklist to a window's contents and session. Written against
// the few Electron methods it uses, so tests drive it with plain objects.
import { decideNavigation, decidePermission, decideWindowOpen } from './guards';

export interface NavigationEvent {
  preventDefault(): void;
}

export interface HardenableContents {
  setWindowOpenHandler(
    handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' },
  ): void;
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: NavigationEvent) => void): unknown;
}

export interface HardenableSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

export function hardenContents(
  contents: HardenableContents,
  openExternal: (url: string) => void,
  devServerUrl: string | null = null,
): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url) === 'open-external') openExternal(url);
    return { action: 'deny' };
  });
  const guard = (event: NavigationEvent, url: string) => {
    const decision = decideNavigation(url, devServerUrl);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternal(url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function hardenSession(session: HardenableSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(decidePermission(permission)),
  );
  session.setPermissionCheckHandler((_contents, permission) => decidePermission(permission));
}
