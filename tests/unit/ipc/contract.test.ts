import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../common/ipc/channels';
import { channelSchemas } from '../../../common/ipc/schemas';
import { validateRequest } from '../../../common/ipc/validate';
import { createDispatcher, type Handlers } from '../../../main/ipc/dispatcher';

describe('contract validator', () => {
  it('covers every channel with a request and a response schema', () => {
    expect(Object.keys(channelSchemas).sort()).toEqual([...CHANNELS].sort());
  });

  it.each([
    ['unknown channel', 'fs.readFile', { path: '/etc/passwd' }, 'UNKNOWN_CHANNEL'],
    ['channel not a string', 42, null, 'UNKNOWN_CHANNEL'],
    ['prototype key as channel', '__proto__', null, 'UNKNOWN_CHANNEL'],
    ['login without password', 'auth.login', { email: 'a@b.fr', remember: true }, 'BAD_REQUEST'],
    [
      'login with empty email',
      'auth.login',
      { email: '  ', password: 'x', remember: true },
      'BAD_REQUEST',
    ],
    [
      'login remember as string',
      'auth.login',
      { email: 'a@b.fr', password: 'x', remember: 'yes' },
      'BAD_REQUEST',
    ],
    [
      'login with an extra field',
      'auth.login',
      { email: 'a@b.fr', password: 'x', remember: true, token: 't' },
      'BAD_REQUEST',
    ],
    ['login payload not an object', 'auth.login', 'a@b.fr:x', 'BAD_REQUEST'],
    ['graphql without query', 'graphql.request', { operationName: 'Me' }, 'BAD_REQUEST'],
    [
      'graphql operation name with a path',
      'graphql.request',
      { operationName: '../admin', query: '{ me { id } }' },
      'BAD_REQUEST',
    ],
    [
      'graphql variables as array',
      'graphql.request',
      { operationName: 'Me', query: '{ me { id } }', variables: [1] },
      'BAD_REQUEST',
    ],
    [
      'settings with a javascript: URL',
      'settings.set',
      { apiUrl: 'javascript:alert(1)' },
      'BAD_REQUEST',
    ],
    ['settings with a file: URL', 'settings.set', { apiUrl: 'file:///etc/passwd' }, 'BAD_REQUEST'],
    [
      'a first admin with a smuggled role',
      'setup.createAdmin',
      { name: 'A', email: 'a@b.fr', password: 'x', remember: true, isSuperAdmin: true },
      'BAD_REQUEST',
    ],
    [
      'a first admin without password',
      'setup.createAdmin',
      { name: 'A', email: 'a@b.fr', password: '', remember: true },
      'BAD_REQUEST',
    ],
    [
      'upload with an empty path',
      'uploads.registerPath',
      { path: '', name: 'a.jpg', size: 1, type: 'image/jpeg' },
      'BAD_REQUEST',
    ],
    [
      'upload with a negative size',
      'uploads.registerPath',
      { path: '/a.jpg', name: 'a.jpg', size: -1, type: 'image/jpeg' },
      'BAD_REQUEST',
    ],
    ['session with a payload', 'auth.session', { user: 'admin' }, 'BAD_REQUEST'],
    ['openExternal without url', 'app.openExternal', {}, 'BAD_REQUEST'],
    ['openWindow with a URL', 'app.openWindow', { route: 'https://evil.example/' }, 'BAD_REQUEST'],
    [
      'openWindow with a protocol-relative route',
      'app.openWindow',
      { route: '//evil.example' },
      'BAD_REQUEST',
    ],
    [
      'openWindow with a javascript: route',
      'app.openWindow',
      { route: 'javascript:alert(1)' },
      'BAD_REQUEST',
    ],
    ['openWindow with a quote', 'app.openWindow', { route: '/a"><script>' }, 'BAD_REQUEST'],
    [
      'spelling text over the limit',
      'spelling.check',
      { segments: [{ key: 'body.0', text: 'a'.repeat(300_001) }] },
      'BAD_REQUEST',
    ],
    [
      'spelling segment with an extra field',
      'spelling.check',
      { segments: [{ key: 'title', text: '', html: '<b>' }] },
      'BAD_REQUEST',
    ],
  ])('rejects %s', (_case, channel, payload, code) => {
    const result = validateRequest(channel, payload);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it.each([
    ['auth.session', null],
    ['auth.login', { email: 'a@b.fr', password: 'secret', remember: false }],
    [
      'graphql.request',
      {
        operationName: 'SearchArticles',
        query: 'query SearchArticles { ping }',
        variables: { first: 10 },
      },
    ],
    ['settings.set', { apiUrl: 'https://api.example.fr' }],
    ['settings.set', { apiUrl: null }],
    ['setup.status', null],
    [
      'setup.createAdmin',
      { name: 'Ada', email: 'ada@b.fr', password: 'secret-1234', remember: false },
    ],
    ['setup.loadDemo', {}],
    [
      'uploads.registerPath',
      { path: '/home/a/photo.jpg', name: 'photo.jpg', size: 1234, type: 'image/jpeg' },
    ],
    ['app.openExternal', { url: 'https://example.fr' }],
    ['auth.loginWithProvider', { remember: true }],
    ['app.openWindow', { route: '/slideshow/dup/TEL/0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f' }],
    ['spelling.check', { segments: [{ key: 'body.0', text: 'Le bâtiment' }] }],
    ['spelling.suggest', { word: 'batîment' }],
    ['app.focus', { focused: false }],
  ])('accepts a well-formed %s', (channel, payload) => {
    expect(validateRequest(channel, payload).ok).toBe(true);
  });
});

const unused = async (): Promise<never> => {
  throw new Error('no');
};

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const session = { user: null, remembered: false, notice: null };
  return {
    'auth.session': async () => session,
    'auth.login': async () => ({ ok: false as const, message: 'non' }),
    'auth.signInOptions': async () => ({ provider: false }),
    'auth.loginWithProvider': async () => ({ ok: false as const, message: 'non' }),
    'auth.logout': async () => session,
    'graphql.request': async () => ({ data: { ping: 'pong' } }),
    'settings.get': async () => ({
      apiUrl: null,
      effectiveApiUrl: null,
      source: 'embedded' as const,
    }),
    'settings.set': async () => ({
      ok: true as const,
      settings: { apiUrl: null, effectiveApiUrl: null, source: 'embedded' as const },
    }),
    'preferences.get': async () => ({ showMoreTitles: true, lastBrand: null }),
    'preferences.set': async () => ({ showMoreTitles: true, lastBrand: null }),
    'setup.status': async () => ({ welcome: false }),
    'setup.createAdmin': unused,
    'setup.loadDemo': unused,
    'uploads.registerPath': async () => {
      throw new Error('no');
    },
    'app.info': async () => {
      throw new Error('no');
    },
    'app.openExternal': async () => ({ handledBy: 'refused' as const }),
    'app.openWindow': async () => ({ handledBy: 'renderer' as const }),
    'app.focus': async () => ({}),
    'drafts.put': unused,
    'drafts.get': async () => null,
    'drafts.list': async () => [],
    'drafts.discard': async () => ({ discarded: false }),
    'outbox.enqueue': unused,
    'outbox.status': async () => ({ online: true, entries: [] }),
    'embeds.metadata': unused,
    'podcasts.search': unused,
    'podcasts.episodes': unused,
    'podcasts.submit': unused,
    'podcasts.feed': unused,
    'dashboard.exportCsv': unused,
    'uploads.start': unused,
    'uploads.cancel': async () => null,
    'uploads.retry': async () => null,
    'uploads.list': async () => [],
    'videoUploads.start': unused,
    'videoUploads.attach': async () => null,
    'videoUploads.cancel': async () => null,
    'videoUploads.retry': async () => null,
    'videoUploads.list': async () => [],
    'spelling.check': async () => ({ available: false, misspelled: [] }),
    'spelling.suggest': async () => ({ suggestions: [] }),
    'ai.suggest': async () => ({ requestId: '0f8b8c2e-1d8e-4c7a-9d37-6a1c2b3d4e5f' }),
    'ai.cancel': async () => ({ cancelled: false }),
    'api.check': async () => ({ online: true }),
    'outbox.sync': async () => ({ online: true }),
    'presence.set': async () => ({}),
    'live.status': async () => ({ state: 'live' as const }),
    'updates.status': async () => null,
    'updates.restart': async () => ({ restarted: false, state: null }),
    ...overrides,
  };
}

describe('dispatcher', () => {
  it('refuses an untrusted sender before looking at the payload', async () => {
    const login = vi.fn();
    const dispatch = createDispatcher(handlers({ 'auth.login': login }));
    const result = await dispatch(
      'auth.login',
      { email: 'a@b.fr', password: 'x', remember: true },
      false,
    );
    expect(result).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER', message: 'Expéditeur non autorisé' },
    });
    expect(login).not.toHaveBeenCalled();
  });

  it('never calls the handler with a malformed payload', async () => {
    const request = vi.fn();
    const dispatch = createDispatcher(handlers({ 'graphql.request': request }));
    const result = await dispatch('graphql.request', { operationName: 'Me', query: 1 }, true);
    expect(result.ok).toBe(false);
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps partial data with errors', async () => {
    const answer = {
      data: { me: null },
      errors: [{ message: 'user token not found', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    const dispatch = createDispatcher(handlers({ 'graphql.request': async () => answer }));
    expect(
      await dispatch('graphql.request', { operationName: 'Me', query: '{ me { id } }' }, true),
    ).toEqual({ ok: true, value: answer });
  });

  it('turns a failing handler or a malformed answer into INTERNAL without details', async () => {
    const dispatch = createDispatcher(
      handlers({ 'auth.session': async () => ({ user: 'admin' }) as never }),
    );
    expect(await dispatch('auth.session', null, true)).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Une erreur est survenue' },
    });
    expect(await dispatch('app.info', null, true)).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Une erreur est survenue' },
    });
  });
});
