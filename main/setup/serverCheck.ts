// « Se connecter au serveur de la rédaction »: before an address is kept in the settings, main asks
// its `GET /health` and keeps it only if this API answers (`service`, server/src/app.ts). Main, not
// the renderer, makes the request (the renderer has no network). What it may reach is bounded:
// https, or http to this computer only (common/ipc/apiUrl.ts), no credentials in the address, no
// redirect followed (a 3xx could send the check elsewhere), a short time limit and a small answer.
import http from 'node:http';
import https from 'node:https';
import { FIRST_LAUNCH_MESSAGES, HEALTH_SERVICE } from '../../common/embedded/firstLaunchProtocol';
import { API_URL_MESSAGE, isAllowedApiUrl } from '../../common/ipc/apiUrl';

export const SERVER_CHECK_TIMEOUT_MS = 5_000;
const MAX_HEALTH_BYTES = 16 * 1024;

export type ServerCheck = { ok: true } | { ok: false; message: string };

export interface HealthReply {
  status: number;
  body: string;
}

/** One GET, no redirect followed; rejects on network failure or time-out. */
export type HealthGet = (url: URL, timeoutMs: number) => Promise<HealthReply>;

export const getHealth: HealthGet = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) {
      reject(new Error(`Unsupported protocol ${url.protocol}`));
      return;
    }
    const request = client.get(url, {
      timeout: timeoutMs,
      headers: { accept: 'application/json' },
    });
    const deadline = setTimeout(() => request.destroy(new Error('Request timed out')), timeoutMs);
    request.on('timeout', () => request.destroy(new Error('Request timed out')));
    request.on('error', (error) => (clearTimeout(deadline), reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_HEALTH_BYTES) request.destroy(new Error('Reply too large'));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(deadline);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => (clearTimeout(deadline), reject(error)));
    });
  });

/** The health address of an API address (`https://api.example/bo` → `https://api.example/bo/health`). */
export function healthUrl(apiUrl: string): URL {
  return new URL('health', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
}

/** Whether `apiUrl` is this back-office's API, in French when it is not. */
export async function checkBackofficeServer(
  apiUrl: string,
  get: HealthGet = getHealth,
  timeoutMs = SERVER_CHECK_TIMEOUT_MS,
): Promise<ServerCheck> {
  if (!isAllowedApiUrl(apiUrl)) return { ok: false, message: API_URL_MESSAGE };
  let reply: HealthReply;
  try {
    reply = await get(healthUrl(apiUrl), timeoutMs);
  } catch {
    return { ok: false, message: FIRST_LAUNCH_MESSAGES.serverUnreachable };
  }
  if (reply.status >= 300 && reply.status < 400)
    return { ok: false, message: FIRST_LAUNCH_MESSAGES.redirected };
  try {
    const body = JSON.parse(reply.body) as { status?: unknown; service?: unknown } | null;
    if (reply.status === 200 && body?.status === 'ok' && body.service === HEALTH_SERVICE)
      return { ok: true };
  } catch {
    // not JSON: not this API
  }
  return { ok: false, message: FIRST_LAUNCH_MESSAGES.notThisApi };
}
