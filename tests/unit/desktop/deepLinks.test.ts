// Issue 38: `backoffice://` links are parsed and checked against the route table the router mounts
// (common/desktop/deepLinks.ts), and reach the app from a cold start (argv, macOS's open-url before
// 'ready') or a second instance (its argv), in main/desktop/deepLinks.ts.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEEP_LINK_SCHEME } from '../../../common/desktop/deepLinkScheme';
import {
  checkAppRoute,
  deepLinkInArgv,
  matchAppRoute,
  parseDeepLink,
} from '../../../common/desktop/deepLinks';
import { ERROR_PATH, LOGIN_PATH, ROUTES, WELCOME_PATH } from '../../../common/domain/routeTable';
import { DeepLinkRouter } from '../../../main/desktop/deepLinks';

const ARTICLE = '/TEL/article/edit/0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f';

describe('the scheme', () => {
  it('is the one the .deb registers as x-scheme-handler', () => {
    expect(DEEP_LINK_SCHEME).toBe('backoffice');
  });
});

describe('parseDeepLink', () => {
  it.each([
    [`backoffice:/${ARTICLE}`, ARTICLE],
    [`backoffice://${ARTICLE}`, ARTICLE],
    [`BACKOFFICE:/${ARTICLE}/`, ARTICLE],
    ['backoffice://TEL/video/edit/42', '/TEL/video/edit/42'],
    ['backoffice://TEL/article/live/42', '/TEL/article/live/42'],
    ['backoffice://slideshow/edit/s1', '/slideshow/edit/s1'],
    ['backoffice://TEL/page/home/edit/news/sport', '/TEL/page/home/edit/news/sport'],
    ['backoffice://TEL/card/edit/c9', '/TEL/card/edit/c9'],
    ['backoffice://TEL/article/c9', '/TEL/article/c9'],
    ['backoffice://mobilepush/list', '/mobilepush/list'],
    ['backoffice://orphanpage/edit/GEO/p1', '/orphanpage/edit/GEO/p1'],
    ['backoffice://drafts', '/drafts'],
  ])('opens %s at %s', (link, route) => {
    expect(parseDeepLink(link)).toEqual({ ok: true, route });
  });

  it.each([
    ['another scheme', `https://evil.example${ARTICLE}`],
    ['a scheme that only starts alike', `backofficex:/${ARTICLE}`],
    ['an unknown path', 'backoffice://nowhere/at/all'],
    ['a route the table marks as not linkable (duplication)', 'backoffice://article/dup/TEL/42'],
    ['the admin area', 'backoffice://crud/user/u1'],
    ['the sign-in page', 'backoffice://login'],
    ['a type outside the constraint', 'backoffice://TEL/podcast/edit/42'],
    ['credentials', 'backoffice://user:pw@TEL/article/edit/42'],
    ['a parent segment', 'backoffice://TEL/article/edit/../../crud/user'],
    ['a current segment', 'backoffice://./drafts'],
    ['a query', 'backoffice://TEL/article/edit/42?token=x'],
    ['an injected query after an escape', 'backoffice://TEL/article/edit/42%3Fx=1'],
    ['a fragment', 'backoffice://drafts#/crud/user'],
    ['a backslash', 'backoffice://TEL\\article\\edit\\42'],
    ['an empty segment', 'backoffice://TEL//article/edit/42'],
    ['a space', 'backoffice://TEL/article/edit/4 2'],
    ['a quote', "backoffice://TEL/article/edit/4'2"],
    ['nothing', 'backoffice://'],
    ['an over-long link', `backoffice://TEL/article/edit/${'a'.repeat(600)}`],
  ])('ignores %s', (_case, link) => {
    expect(parseDeepLink(link).ok).toBe(false);
  });
});

describe('matchAppRoute picks the route the router renders', () => {
  const routes = [
    ...ROUTES.map((route) => ({ path: route.path })),
    { path: LOGIN_PATH },
    { path: WELCOME_PATH },
    { path: ERROR_PATH },
  ];
  it.each([
    '/TEL/article/edit',
    '/TEL/article/edit/42',
    '/TEL/article/c9',
    '/TEL/article/diagnostic/42',
    '/TEL/article/42/version/7',
    '/TEL/card/list',
    '/TEL/card/edit',
    '/TEL/mobilepush/add',
    '/TEL/page/home/list',
    '/TEL/page/home/edit/a/b/c/d/e',
    '/page/home/list',
    '/orphanpage/new/TEL',
    '/slideshow/ia/chat/TEL',
    '/crud/user/new',
    '/crud/user/u1',
    '/login',
    '/Article/List',
  ])('%s', (path) => {
    const expected = matchRoutes(routes, path)?.at(-1)?.route.path ?? null;
    expect(matchAppRoute(path)?.route.path ?? null).toBe(expected);
  });
});

describe('checkAppRoute', () => {
  it('is the same rule for a notification route', () => {
    expect(checkAppRoute('/drafts')).toEqual({ ok: true, route: '/drafts' });
    expect(checkAppRoute('drafts').ok).toBe(false);
    expect(checkAppRoute('/crud').ok).toBe(false);
  });
});

describe('deepLinkInArgv', () => {
  it.each([
    ['packaged Linux/Windows', ['/opt/Backoffice/backoffice', `backoffice:/${ARTICLE}`]],
    [
      'Electron in development with flags',
      [
        '/repo/node_modules/electron/dist/electron',
        '--inspect=5858',
        '/repo/out/main/index.js',
        '--no-sandbox',
        `backoffice:/${ARTICLE}`,
      ],
    ],
    [
      'a second instance (Chromium adds its switches first)',
      [
        'C:\\Program Files\\Backoffice\\Backoffice.exe',
        '--allow-file-access-from-files',
        '--original-process-start-time=13312',
        `backoffice:/${ARTICLE}`,
      ],
    ],
  ])('finds the link in %s argv', (_case, argv) => {
    expect(deepLinkInArgv(argv)).toBe(`backoffice:/${ARTICLE}`);
  });

  it('finds none in a plain start', () => {
    expect(deepLinkInArgv(['/opt/Backoffice/backoffice', '--no-sandbox'])).toBeNull();
  });
});

function target() {
  return { focus: vi.fn(), navigate: vi.fn() };
}

describe('DeepLinkRouter', () => {
  it('cold start (argv): the first window opens at the route, nothing is sent twice', () => {
    const router = new DeepLinkRouter();
    router.fromArgv(['/opt/Backoffice/backoffice', '--no-sandbox', `backoffice:/${ARTICLE}`]);
    expect(router.takeInitialRoute()).toBe(ARTICLE);
    const window = target();
    router.attach(window);
    expect(window.navigate).not.toHaveBeenCalled();
  });

  it('macOS open-url before ready is queued, and delivered when a window attaches', () => {
    const router = new DeepLinkRouter();
    router.open('backoffice://slideshow/edit/s1', 'macOS');
    const window = target();
    router.attach(window);
    expect(window.focus).toHaveBeenCalled();
    expect(window.navigate).toHaveBeenCalledWith('/slideshow/edit/s1');
  });

  it('warm (second-instance): focuses the first window and forwards the route', () => {
    const router = new DeepLinkRouter();
    const window = target();
    router.attach(window);
    router.secondInstance([
      '/usr/bin/backoffice',
      '--enable-features=X',
      'backoffice://TEL/card/edit/c9',
    ]);
    expect(window.focus).toHaveBeenCalledTimes(1);
    expect(window.navigate).toHaveBeenCalledWith('/TEL/card/edit/c9');
  });

  it('a second launch without a link only brings the window forward', () => {
    const router = new DeepLinkRouter();
    const window = target();
    router.attach(window);
    router.secondInstance(['/usr/bin/backoffice']);
    expect(window.focus).toHaveBeenCalledTimes(1);
    expect(window.navigate).not.toHaveBeenCalled();
  });

  it('ignores and logs a rejected link, without logging the link itself', () => {
    const log = vi.fn();
    const router = new DeepLinkRouter(log);
    const window = target();
    router.attach(window);
    router.secondInstance(['/usr/bin/backoffice', 'backoffice://crud/user/u1?secret=abc']);
    expect(window.navigate).not.toHaveBeenCalled();
    expect(window.focus).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ignoré'));
    expect(String(log.mock.calls[0])).not.toContain('secret');
  });

  it('a closed window queues links again for the next one', () => {
    const router = new DeepLinkRouter();
    const first = target();
    router.attach(first);
    router.detach();
    router.open('backoffice://drafts', 'test');
    expect(first.navigate).not.toHaveBeenCalled();
    expect(router.takeInitialRoute()).toBe('/drafts');
  });
});
