// Serves the built renderer from the privileged `app://backoffice/` scheme, with the CSP header:
// the window never loads a remote URL or file:// (whose origin would be shared by every file).
import { protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../app/contentSecurityPolicy';
import { readStaticFile } from '../host/staticFiles';
import { APP_HOST, APP_SCHEME } from './guards';

/** Must run before app 'ready'. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? await readStaticFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not Found', { status: 404 });
    return new Response(new Uint8Array(file.body), {
      headers: {
        'content-type': file.type,
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
