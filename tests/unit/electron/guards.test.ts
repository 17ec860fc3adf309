import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '../../../common/ipc/channels';
import {
  APP_ORIGIN,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  isAllowedExternalUrl,
  isTrustedSender,
} from '../../../main/electron/guards';
import {
  hardenContents,
  hardenSession,
  type HardenableContents,
  type NavigationEvent,
} from '../../../main/electron/hardening';
import { wireIpc, type IpcMainLike } from '../../../main/electron/ipcWiring';
import { menuTemplate } from '../../../main/electron/menuTemplate';
import { restoreBounds } from '../../../main/electron/windowState';
import { createDispatcher } from '../../../main/ipc/dispatcher';
import type { IpcCaller } from '../../../main/ipc/ipcCaller';

describe('openExternal guard', () => {
  it.each([
    ['https://www.example.fr/article', true],
    ['http://example.fr', true],
    ['mailto:redaction@example.fr', true],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['data:text/html,<script>1</script>', false],
    ['smb://share/x', false],
    ['ms-msdt:/id', false],
    [`${APP_ORIGIN}/index.html`, false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedExternalUrl(url)).toBe(allowed);
    expect(decideWindowOpen(url)).toBe(allowed ? 'open-external' : 'deny');
  });
});

describe('navigation guard', () => {
  it.each([
    [`${APP_ORIGIN}/index.html#/article/list`, 'allow'],
    ['app://elsewhere/index.html', 'deny'],
    ['https://evil.example/phish', 'open-external'],
    ['file:///home/user/index.html', 'deny'],
    ['chrome://settings', 'deny'],
    ['http://localhost:5173/', 'open-external'],
  ] as const)('%s → %s', (url, decision) => {
    expect(decideNavigation(url)).toBe(decision);
  });

  it('allows the dev server only when one is given', () => {
    expect(decideNavigation('http://localhost:5173/#/login', 'http://localhost:5173')).toBe(
      'allow',
    );
  });
});

describe('sender check', () => {
  it.each([
    ['the app top frame', { url: `${APP_ORIGIN}/index.html#/login`, parent: null }, true],
    ['a foreign top frame', { url: 'https://evil.example/', parent: null }, false],
    ['a frame of another app:// host', { url: 'app://other/index.html', parent: null }, false],
    ['an app subframe', { url: `${APP_ORIGIN}/index.html`, parent: {} }, false],
    ['a file:// frame', { url: 'file:///tmp/x.html', parent: null }, false],
    ['no frame (destroyed)', null, false],
  ])('%s → %s', (_case, frame, trusted) => {
    expect(isTrustedSender(frame)).toBe(trusted);
  });

  it('IPC wiring answers FORBIDDEN_SENDER to a foreign frame without reaching the handler', async () => {
    const registered = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
    const session = vi.fn(async () => ({ user: null, remembered: false, notice: null }));
    const dispatch = createDispatcher({ 'auth.session': session } as never);
    wireIpc({ handle: (channel, listener) => registered.set(channel, listener) }, dispatch);
    const listener = registered.get('auth.session' satisfies Channel)!;
    const foreign = await listener(
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      null,
    );
    expect(foreign).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(session).not.toHaveBeenCalled();
    const own = await listener(
      { senderFrame: { url: `${APP_ORIGIN}/index.html`, parent: null } },
      null,
    );
    expect(own).toMatchObject({ ok: true });
  });
});

describe('the calling window', () => {
  it('reaches the handler as one caller per window: its events go to it alone, its closing is told', async () => {
    const registered = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
    const seen: unknown[] = [];
    const suggest = vi.fn(async (_request: unknown, caller: unknown) => {
      seen.push(caller);
      return { requestId: '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f' };
    });
    wireIpc(
      { handle: (channel, listener) => registered.set(channel, listener) },
      createDispatcher({ 'ai.suggest': suggest } as never),
    );
    const listener = registered.get('ai.suggest' satisfies Channel)!;
    const contents = (name: string) => {
      const emitter = new EventEmitter();
      const sent: string[] = [];
      return {
        sent,
        emitter,
        sender: {
          send: (channel: string) => void sent.push(`${name} ${channel}`),
          once: (event: 'destroyed', l: () => void) => void emitter.once(event, l),
        },
      };
    };
    const [one, two] = [contents('one'), contents('two')];
    const frame = { url: `${APP_ORIGIN}/index.html`, parent: null };
    const request = { brandKey: 'TEL', kind: 'Title', mode: 'generate', source: {} };
    await listener({ senderFrame: frame, sender: one.sender }, request);
    await listener({ senderFrame: frame, sender: one.sender }, request);
    await listener({ senderFrame: frame, sender: two.sender }, request);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
    const caller = seen[0] as IpcCaller;
    const gone = vi.fn();
    caller.onGone(gone);
    caller.emit('ai.suggestions', { requestId: 'r', titles: [], done: true, error: null });
    expect(one.sent).toEqual(['one event:ai.suggestions']);
    expect(two.sent).toEqual([]);
    // One listener on the window however many requests wait on it.
    expect(one.emitter.listenerCount('destroyed')).toBe(1);
    one.emitter.emit('destroyed');
    expect(gone).toHaveBeenCalledTimes(1);
  });
});

class FakeContents extends EventEmitter {
  windowOpen: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(
    handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' },
  ) {
    this.windowOpen = handler;
  }
  navigate(url: string): boolean {
    let prevented = false;
    const event: NavigationEvent = { preventDefault: () => (prevented = true) };
    this.emit('will-navigate', event, url);
    return prevented;
  }
}

describe('window hardening', () => {
  it('denies every window.open and hands web links to the system browser', () => {
    const contents = new FakeContents();
    const opened: string[] = [];
    hardenContents(contents as unknown as HardenableContents, (url) => opened.push(url));
    expect(contents.windowOpen?.({ url: 'https://example.fr' })).toEqual({ action: 'deny' });
    expect(contents.windowOpen?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.fr']);
  });

  it('keeps the window on the app and blocks webviews', () => {
    const contents = new FakeContents();
    const opened: string[] = [];
    hardenContents(contents as unknown as HardenableContents, (url) => opened.push(url));
    expect(contents.navigate(`${APP_ORIGIN}/index.html#/dashboard`)).toBe(false);
    expect(contents.navigate('https://evil.example/')).toBe(true);
    expect(contents.navigate('file:///etc/passwd')).toBe(true);
    expect(opened).toEqual(['https://evil.example/']);
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('allows the page to write the clipboard (« Copier l’adresse »), never to read it', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
    hardenSession({
      setPermissionRequestHandler: (h) => (request = h),
      setPermissionCheckHandler: () => {},
    });
    const callback = vi.fn();
    request!(null, 'clipboard-sanitized-write', callback);
    expect(callback).toHaveBeenCalledWith(true);
    expect(decidePermission('clipboard-read')).toBe(false);
  });

  it('refuses every other permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
    let check: ((c: unknown, p: string) => boolean) | null = null;
    hardenSession({
      setPermissionRequestHandler: (h) => (request = h),
      setPermissionCheckHandler: (h) => (check = h),
    });
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      const callback = vi.fn();
      request!(null, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(check!(null, permission)).toBe(false);
      expect(decidePermission(permission)).toBe(false);
    }
  });
});

describe('window state', () => {
  const display = { x: 0, y: 0, width: 1920, height: 1080 };
  it('restores bounds that are on a display', () => {
    const saved = { x: 100, y: 50, width: 1200, height: 800, maximized: false };
    expect(restoreBounds(saved, [display])).toEqual(saved);
  });
  it('keeps the size but drops a position on a monitor that is gone', () => {
    expect(
      restoreBounds({ x: 3000, y: 50, width: 1200, height: 800, maximized: true }, [display]),
    ).toEqual({ width: 1200, height: 800, maximized: true });
  });
  it('uses the default size the first time', () => {
    expect(restoreBounds(null, [display])).toEqual({ width: 1440, height: 900, maximized: false });
  });
});

describe('menu', () => {
  const menuOptions = {
    isMac: false,
    appName: 'Back-office éditorial',
    version: '1.2.3',
    packaged: true,
    showAbout: () => {},
  };
  it('offers the usual edit and view shortcuts, in French', () => {
    const roles = menuTemplate(menuOptions)
      .flatMap((item) => (Array.isArray(item.submenu) ? item.submenu : []))
      .map((i) => i.role);
    expect(roles).toEqual(
      expect.arrayContaining([
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'reload',
        'zoomIn',
        'zoomOut',
        'resetZoom',
        'togglefullscreen',
        'quit',
      ]),
    );
    expect(menuTemplate(menuOptions).map((item) => item.label)).toEqual([
      'Fichier',
      'Édition',
      'Affichage',
      'Fenêtre',
      'Aide',
    ]);
  });
});
