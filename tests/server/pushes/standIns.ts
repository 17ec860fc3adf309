// Local stand-ins for the push and newsletter services, speaking their HTTP protocols, started by a
// test (server tests, the bench, the end-to-end spec):
//   FCM       POST /token (OAuth JWT-bearer grant: the service account's RS256 assertion is
//             verified), POST /v1/projects/{id}/messages:send (the issued bearer is required)
//   APNs      HTTP/2 (h2c) POST /3/device/{token}: ES256 provider token verified, apns-topic checked
//   Web Push  POST /wp/{id}: a VAPID `vapid t=…, k=…` authorization verified, aes128gcm body
//   Newsletter POST /newsletter/flash with the bearer token
// `env` holds the BACKOFFICE_* variables that point a server at them (providersFromEnv).
// `failNext(service, n)` makes the next n calls answer 503 (retries are tested with it).
// `holdNextFcm()` makes the next FCM message be received (and counted) but never answered, as a
// provider still answering when the server is killed; `close()` ends the held answers.
import {
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  verify,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createH2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';

export type StandInService = 'fcm' | 'apns' | 'webpush' | 'newsletter';

export interface ReceivedCall {
  service: StandInService;
  at: number;
  /** The push id (pushes) or the subject (newsletter). */
  id: string;
  body: Record<string, unknown>;
}

export interface StandIns {
  env: Record<string, string>;
  calls: ReceivedCall[];
  /** Calls per push id, to check that nothing was sent twice. */
  countFor(id: string): number;
  failNext(service: StandInService, n: number): void;
  /** The next FCM message is received and counted, and its answer held until close(). */
  holdNextFcm(): void;
  /** A Web Push subscription whose endpoint is this stand-in (its keys are real P-256 keys). */
  webSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

const b64 = (s: string) => Buffer.from(s, 'base64url');

function verifyJwt(
  token: string,
  key: KeyObject,
  alg: 'RS256' | 'ES256',
): Record<string, unknown> | null {
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return null;
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    b64(s),
  );
  return ok ? (JSON.parse(b64(p).toString('utf8')) as Record<string, unknown>) : null;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startStandIns(): Promise<StandIns> {
  const calls: ReceivedCall[] = [];
  const failing: Record<StandInService, number> = { fcm: 0, apns: 0, webpush: 0, newsletter: 0 };
  let holdFcm = false;
  const held: { destroy(): void }[] = [];
  const shouldFail = (service: StandInService): boolean => {
    if (failing[service] <= 0) return false;
    failing[service] -= 1;
    return true;
  };

  const fcmKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apnsKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const vapid = webpush.generateVAPIDKeys();
  const issued = new Set<string>();
  const newsletterToken = randomBytes(12).toString('hex');
  let base = '';

  const http: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = request.url ?? '';
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && url === '/token') {
        const form = new URLSearchParams(body.toString('utf8'));
        const claims = verifyJwt(form.get('assertion') ?? '', fcmKeys.publicKey, 'RS256');
        if (!claims || form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          return reply(400, { error: 'invalid_grant' });
        const token = randomBytes(16).toString('hex');
        issued.add(token);
        return reply(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      const fcm = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url);
      if (request.method === 'POST' && fcm) {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !issued.has(bearer))
          return reply(401, { error: { status: 'UNAUTHENTICATED' } });
        if (shouldFail('fcm')) return reply(503, { error: { status: 'UNAVAILABLE' } });
        const json = JSON.parse(body.toString('utf8')) as {
          message: { data?: { pushId?: string } };
        };
        calls.push({
          service: 'fcm',
          at: Date.now(),
          id: json.message.data?.pushId ?? '',
          body: json,
        });
        if (holdFcm) {
          holdFcm = false;
          held.push(response);
          return;
        }
        return reply(200, {
          name: `projects/${fcm[1]}/messages/${randomBytes(6).toString('hex')}`,
        });
      }
      if (request.method === 'POST' && url.startsWith('/wp/')) {
        const auth = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
        if (!auth || auth[2] !== vapid.publicKey) return reply(401, {});
        const jwk = createPublicKey({
          key: {
            kty: 'EC',
            crv: 'P-256',
            x: b64(vapid.publicKey).subarray(1, 33).toString('base64url'),
            y: b64(vapid.publicKey).subarray(33, 65).toString('base64url'),
          },
          format: 'jwk',
        });
        if (!auth[1] || !verifyJwt(auth[1], jwk, 'ES256')) return reply(403, {});
        if (request.headers['content-encoding'] !== 'aes128gcm' || body.length === 0)
          return reply(400, {});
        if (shouldFail('webpush')) return reply(503, {});
        // The payload is encrypted for the browser; the push id is the message's Topic (RFC 8030).
        const topic = String(request.headers.topic ?? '');
        const id = topic.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
        calls.push({
          service: 'webpush',
          at: Date.now(),
          id,
          body: { endpoint: url, bytes: body.length },
        });
        response.writeHead(201);
        return response.end();
      }
      if (request.method === 'POST' && url === '/newsletter/flash') {
        if (request.headers.authorization !== `Bearer ${newsletterToken}`) return reply(401, {});
        if (shouldFail('newsletter')) return reply(503, {});
        const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        calls.push({ service: 'newsletter', at: Date.now(), id: String(json.subject), body: json });
        return reply(200, { ok: true });
      }
      reply(404, {});
    })();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const apnsPublic = apnsKeys.publicKey;
  const h2: Http2Server = createH2Server();
  h2.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const answer = (status: number, json?: unknown) => {
        stream.respond({ ':status': status, 'content-type': 'application/json' });
        stream.end(json ? JSON.stringify(json) : undefined);
      };
      const path = String(headers[':path'] ?? '');
      const device = /^\/3\/device\/([^/]+)$/.exec(path)?.[1];
      if (headers[':method'] !== 'POST' || !device) return answer(404, { reason: 'BadPath' });
      const token = /^bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
      if (!token || !verifyJwt(token, apnsPublic, 'ES256'))
        return answer(403, { reason: 'InvalidProviderToken' });
      if (headers['apns-topic'] !== 'fr.example.backoffice')
        return answer(400, { reason: 'TopicDisallowed' });
      if (shouldFail('apns')) return answer(503, { reason: 'ServiceUnavailable' });
      const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { pushId?: string };
      calls.push({
        service: 'apns',
        at: Date.now(),
        id: json.pushId ?? '',
        body: { device, ...json },
      });
      answer(200);
    });
  });
  await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', resolve));
  const apnsUrl = `http://127.0.0.1:${(h2.address() as AddressInfo).port}`;

  const env: Record<string, string> = {
    BACKOFFICE_FCM_SERVICE_ACCOUNT: JSON.stringify({
      project_id: 'backoffice-test',
      client_email: 'push@backoffice-test.iam.gserviceaccount.com',
      private_key: fcmKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${base}/token`,
    }),
    BACKOFFICE_FCM_URL: base,
    BACKOFFICE_APNS_KEY: apnsKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    BACKOFFICE_APNS_KEY_ID: 'ABC123DEFG',
    BACKOFFICE_APNS_TEAM_ID: 'TEAM123456',
    BACKOFFICE_APNS_TOPIC: 'fr.example.backoffice',
    BACKOFFICE_APNS_URL: apnsUrl,
    BACKOFFICE_VAPID_PUBLIC_KEY: vapid.publicKey,
    BACKOFFICE_VAPID_PRIVATE_KEY: vapid.privateKey,
    BACKOFFICE_VAPID_SUBJECT: 'mailto:redaction@example.fr',
    BACKOFFICE_NEWSLETTER_URL: `${base}/newsletter`,
    BACKOFFICE_NEWSLETTER_TOKEN: newsletterToken,
  };

  return {
    env,
    calls,
    countFor: (id) => calls.filter((c) => c.id === id).length,
    failNext: (service, n) => {
      failing[service] = n;
    },
    holdNextFcm: () => {
      holdFcm = true;
    },
    webSubscription: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${base}/wp/${randomBytes(8).toString('hex')}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      };
    },
    close: async () => {
      for (const response of held) response.destroy();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => h2.close(() => resolve()));
    },
  };
}
