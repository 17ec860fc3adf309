// « Se connecter au serveur de la rédaction » (issue 30): an address is kept only when its
// `GET /health` answers as this API; main asks it with bounds (http(s) only, loopback for http, no
// redirect followed, a time limit), and says in French why an address is refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_LAUNCH_MESSAGES,
  HEALTH_SERVICE,
} from '../../../common/embedded/firstLaunchProtocol';
import { API_URL_MESSAGE } from '../../../common/ipc/apiUrl';
import { checkBackofficeServer, healthUrl } from '../../../main/setup/serverCheck';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise((done) => (s.closeAllConnections(), s.close(done)))),
  );
});

/** A real HTTP server on loopback answering every request with `answer`. */
async function serve(
  answer: (
    path: string,
  ) => { status: number; body?: string; headers?: Record<string, string> } | null,
): Promise<{ url: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    const reply = answer(req.url ?? '');
    if (!reply) return; // never answers
    res.writeHead(reply.status, reply.headers ?? {});
    res.end(reply.body ?? '');
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

const thisApi = JSON.stringify({ status: 'ok', service: HEALTH_SERVICE });

describe('checking a newsroom server before keeping its address', () => {
  it('accepts the back-office API, asking its /health under the given path', async () => {
    const api = await serve(() => ({ status: 200, body: thisApi }));
    expect(await checkBackofficeServer(`${api.url}/redaction`)).toEqual({ ok: true });
    expect(api.paths).toEqual(['/redaction/health']);
    expect(healthUrl('https://api.example.fr').href).toBe('https://api.example.fr/health');
  });

  it.each([
    ['another web server', { status: 200, body: '<html>Bienvenue</html>' }],
    ['another JSON health', { status: 200, body: JSON.stringify({ status: 'ok' }) }],
    ['an error page', { status: 500, body: thisApi }],
  ])('refuses %s in French', async (_, reply) => {
    const other = await serve(() => reply);
    expect(await checkBackofficeServer(other.url)).toEqual({
      ok: false,
      message: FIRST_LAUNCH_MESSAGES.notThisApi,
    });
  });

  it('does not follow a redirect', async () => {
    const target = await serve(() => ({ status: 200, body: thisApi }));
    const redirecting = await serve(() => ({
      status: 302,
      headers: { location: `${target.url}/health` },
    }));
    expect(await checkBackofficeServer(redirecting.url)).toEqual({
      ok: false,
      message: FIRST_LAUNCH_MESSAGES.redirected,
    });
    expect(target.paths).toEqual([]);
  });

  it('gives up on a server that does not answer, and on a closed port', async () => {
    const silent = await serve(() => null);
    // A deadline not kept would leave the check waiting past the test's timeout.
    expect(await checkBackofficeServer(silent.url, undefined, 300)).toEqual({
      ok: false,
      message: FIRST_LAUNCH_MESSAGES.serverUnreachable,
    });
    const closed = await serve(() => ({ status: 200, body: thisApi }));
    await new Promise((done) => servers.pop()?.close(done));
    expect((await checkBackofficeServer(closed.url)).ok).toBe(false);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://api.example.fr',
    'http://192.168.1.10:4000',
    'http://metadata.google.internal',
    'https://user:secret@api.example.fr',
    'pas une adresse',
  ])('refuses %s without any request', async (address) => {
    let asked = false;
    const result = await checkBackofficeServer(address, async () => {
      asked = true;
      return { status: 200, body: thisApi };
    });
    expect(result).toEqual({ ok: false, message: API_URL_MESSAGE });
    expect(asked).toBe(false);
  });
});
