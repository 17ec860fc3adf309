// The services a push or a newsletter flash is handed to, each behind an interface speaking the real
// service's HTTP protocol (DESIGN.md "Third-party services"), configured by environment variables:
//   android  FCM HTTP v1: a service account's JWT exchanged for an OAuth token, then
//            POST /v1/projects/{project}/messages:send with a topic condition per smart segment.
//   ios      APNs over HTTP/2: POST /3/device/{token} with an ES256 provider token, per device.
//   ea       Web Push (the `web-push` package: VAPID + aes128gcm), per browser subscription.
//   newsletter  POST {url}/flash with a bearer token (the newsletter tool's flash endpoint).
// A provider that is not configured is absent: the push is refused before it is queued.
import { createSign, createPrivateKey, sign as signData } from 'node:crypto';
import { connect, constants as h2 } from 'node:http2';
import webpush from 'web-push';
import { classifyRequestError, ServiceNotReached, ServiceRefusal } from './deliveryErrors';
import {
  checkedPrivateKey,
  checkedVapidKey,
  fcmAccountFromEnv,
  valueOrFile,
} from './providerCredentials';

export type PushDevice = 'android' | 'ios' | 'ea';

export interface PushMessage {
  pushId: string;
  brandKey: string;
  title: string;
  body: string;
  imageUrl: string | null;
  articleId: string | null;
  /** Smart segment types. */
  segments: string[];
  /** The brand segments' queries for this platform, with their names. */
  targeting: { segmentNames: string[]; queries: unknown[] };
}

export interface PushRecipient {
  token: string;
  keys?: { p256dh: string; auth: string } | null;
}

export interface PushProvider {
  readonly device: PushDevice;
  /** Said after « Envoyé (n destinataires) » in the push's outcome (the demo's service says it is one). */
  readonly outcomeNote?: string;
  /**
   * Sends one push. Throws ServiceRefusal or ServiceNotReached when the push certainly did not go
   * out (the job retries it); anything else thrown (a time-out, a connection cut mid-answer) leaves
   * the outcome unknown, and the push is not sent again (pushes.ts).
   */
  send(message: PushMessage, recipients: readonly PushRecipient[]): Promise<{ delivered: number }>;
}

export interface NewsletterFlash {
  brandKey: string;
  subject: string;
  teaser: string;
  img: string;
  imgAlt: string;
  title: string;
  contentUrl: string;
  uuid: string;
  resource: string;
}

export interface NewsletterProvider {
  /** Said after « Newsletter flash envoyé » (the demo's service says it is one). */
  readonly outcomeNote?: string;
  sendFlash(flash: NewsletterFlash): Promise<void>;
}

export interface ProviderSet {
  push: Partial<Record<PushDevice, PushProvider>>;
  newsletter?: NewsletterProvider;
}

async function expectOk(response: Response, service: string): Promise<string> {
  const text = await response.text();
  if (!response.ok)
    throw new ServiceRefusal(`${service} : HTTP ${response.status} ${text.slice(0, 300)}`);
  return text;
}

/**
 * No provider call may outlast this: well under the job queue's lease (60 s), so a job is never
 * taken over by another process while its first call is still in flight.
 */
export const PROVIDER_TIMEOUT_MS = 20_000;
const timeout = () => AbortSignal.timeout(PROVIDER_TIMEOUT_MS);

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

// — FCM HTTP v1 —

export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export class FcmProvider implements PushProvider {
  readonly device = 'android';
  private token: { value: string; expires: number } | null = null;

  constructor(
    private readonly account: FcmServiceAccount,
    private readonly baseUrl = 'https://fcm.googleapis.com',
    readonly outcomeNote?: string,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires > Date.now() + 60_000) return this.token.value;
    const tokenUri = this.account.token_uri ?? 'https://oauth2.googleapis.com/token';
    const iat = Math.floor(Date.now() / 1000);
    const unsigned = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(
      JSON.stringify({
        iss: this.account.client_email,
        scope: 'https://www.googleapis.com/auth/firebase.messaging',
        aud: tokenUri,
        iat,
        exp: iat + 3600,
      }),
    )}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(this.account.private_key);
    const response = await fetch(tokenUri, {
      method: 'POST',
      signal: timeout(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${b64url(signature)}`,
      }),
    });
    const body = JSON.parse(await expectOk(response, 'FCM (jeton)')) as {
      access_token: string;
      expires_in: number;
    };
    this.token = { value: body.access_token, expires: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  async send(message: PushMessage): Promise<{ delivered: number }> {
    const topic = (segment: string) =>
      `'${message.brandKey.toLowerCase()}_${segment.toLowerCase()}' in topics`;
    // Nothing has left before the message's own request: a failure up to here is safe to retry.
    let bearer: string;
    try {
      bearer = await this.accessToken();
    } catch (error) {
      if (error instanceof ServiceRefusal) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ServiceNotReached(`FCM (jeton) : ${reason}`);
    }
    let response: Response;
    try {
      response = await fetch(
        `${this.baseUrl}/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`,
        {
          method: 'POST',
          signal: timeout(),
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              // FCM conditions take up to five topics: one per smart segment type.
              condition: message.segments.map(topic).join(' || '),
              notification: {
                title: message.title,
                body: message.body,
                ...(message.imageUrl ? { image: message.imageUrl } : {}),
              },
              // The push's id as the de-duplication key on both platforms FCM delivers to: a
              // device that gets the same push twice shows it once (Web Push does it with Topic).
              android: { collapse_key: message.pushId },
              apns: { headers: { 'apns-collapse-id': message.pushId } },
              data: {
                pushId: message.pushId,
                articleId: message.articleId ?? '',
                targeting: JSON.stringify(message.targeting),
              },
            },
          }),
        },
      );
    } catch (error) {
      throw classifyRequestError(error, 'FCM');
    }
    await expectOk(response, 'FCM');
    return { delivered: 1 };
  }
}

// — APNs —

export interface ApnsConfig {
  keyPem: string;
  keyId: string;
  teamId: string;
  topic: string;
  baseUrl?: string;
}

export class ApnsProvider implements PushProvider {
  readonly device = 'ios';
  private jwt: { value: string; issued: number } | null = null;

  constructor(private readonly config: ApnsConfig) {}

  private providerToken(): string {
    // Apple accepts a provider token for up to an hour and refuses one renewed more than every 20 min.
    if (this.jwt && Date.now() - this.jwt.issued < 40 * 60_000) return this.jwt.value;
    const unsigned = `${b64url(JSON.stringify({ alg: 'ES256', kid: this.config.keyId }))}.${b64url(
      JSON.stringify({ iss: this.config.teamId, iat: Math.floor(Date.now() / 1000) }),
    )}`;
    const signature = signData('sha256', Buffer.from(unsigned), {
      key: createPrivateKey(this.config.keyPem),
      dsaEncoding: 'ieee-p1363',
    });
    this.jwt = { value: `${unsigned}.${b64url(signature)}`, issued: Date.now() };
    return this.jwt.value;
  }

  async send(
    message: PushMessage,
    recipients: readonly PushRecipient[],
  ): Promise<{ delivered: number }> {
    if (recipients.length === 0) return { delivered: 0 };
    const session = connect(this.config.baseUrl ?? 'https://api.push.apple.com');
    session.on('error', () => {});
    const payload = JSON.stringify({
      aps: { alert: { title: message.title, body: message.body }, 'mutable-content': 1 },
      pushId: message.pushId,
      articleId: message.articleId,
      ...(message.imageUrl ? { imageUrl: message.imageUrl } : {}),
    });
    try {
      const one = (token: string) =>
        new Promise<void>((resolve, reject) => {
          const request = session.request({
            [h2.HTTP2_HEADER_METHOD]: 'POST',
            [h2.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(token)}`,
            authorization: `bearer ${this.providerToken()}`,
            'apns-topic': this.config.topic,
            'apns-push-type': 'alert',
            'apns-priority': '10',
            // The push's id: a device that receives it twice (a resend after a crash) shows it once.
            'apns-collapse-id': message.pushId,
            'content-type': 'application/json',
          });
          let status = 0;
          let body = '';
          request.on('response', (headers) => {
            status = Number(headers[h2.HTTP2_HEADER_STATUS]);
          });
          request.setEncoding('utf8');
          request.on('data', (chunk: string) => (body += chunk));
          request.on('end', () =>
            status === 200
              ? resolve()
              : reject(new ServiceRefusal(`APNs : HTTP ${status} ${body.slice(0, 300)}`)),
          );
          request.on('error', (error) => reject(classifyRequestError(error, 'APNs')));
          request.setTimeout(PROVIDER_TIMEOUT_MS, () =>
            request.close(h2.NGHTTP2_CANCEL, () => reject(new Error('APNs : délai dépassé'))),
          );
          request.end(payload);
        });
      await Promise.all(recipients.map((r) => one(r.token)));
      return { delivered: recipients.length };
    } finally {
      session.close();
    }
  }
}

// — Web Push (VAPID) —

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class WebPushProvider implements PushProvider {
  readonly device = 'ea';
  constructor(private readonly vapid: VapidConfig) {}

  async send(
    message: PushMessage,
    recipients: readonly PushRecipient[],
  ): Promise<{ delivered: number }> {
    const payload = JSON.stringify({
      title: message.title,
      body: message.body,
      image: message.imageUrl,
      pushId: message.pushId,
      articleId: message.articleId,
    });
    await Promise.all(
      recipients.map(async (r) => {
        if (!r.keys) throw new Error('Web Push : abonnement sans clés');
        // web-push encrypts and signs (aes128gcm, VAPID); the request goes out through fetch so a
        // subscription endpoint may be any URL the browser's push service gave.
        const details = webpush.generateRequestDetails(
          { endpoint: r.token, keys: r.keys },
          payload,
          {
            vapidDetails: this.vapid,
            TTL: 3600,
            contentEncoding: 'aes128gcm',
            // RFC 8030 Topic (≤ 32 base64url characters): the push's id, so a browser offline
            // when it is sent again receives it once.
            topic: message.pushId.replace(/-/g, ''),
          },
        );
        const response = await fetch(details.endpoint, {
          method: details.method,
          signal: timeout(),
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
        }).catch((error: unknown) => {
          throw classifyRequestError(error, 'Web Push');
        });
        await expectOk(response, 'Web Push');
      }),
    );
    return { delivered: recipients.length };
  }
}

// — Newsletter —

export class HttpNewsletterProvider implements NewsletterProvider {
  constructor(
    private readonly url: string,
    private readonly token: string,
    readonly outcomeNote?: string,
  ) {}

  async sendFlash(flash: NewsletterFlash): Promise<void> {
    const response = await fetch(`${this.url.replace(/\/$/, '')}/flash`, {
      method: 'POST',
      signal: timeout(),
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(flash),
    });
    await expectOk(response, 'Newsletter');
  }
}

/**
 * The providers configured by the environment, their credentials checked (a ConfigError names the
 * variable, and the server does not start):
 *   BACKOFFICE_FCM_SERVICE_ACCOUNT (JSON or its path), BACKOFFICE_FCM_URL
 *   BACKOFFICE_APNS_KEY (.p8 PEM or its path), BACKOFFICE_APNS_KEY_ID, BACKOFFICE_APNS_TEAM_ID,
 *     BACKOFFICE_APNS_TOPIC, BACKOFFICE_APNS_URL
 *   BACKOFFICE_VAPID_PUBLIC_KEY, BACKOFFICE_VAPID_PRIVATE_KEY, BACKOFFICE_VAPID_SUBJECT
 *   BACKOFFICE_NEWSLETTER_URL, BACKOFFICE_NEWSLETTER_TOKEN
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): ProviderSet {
  const push: ProviderSet['push'] = {};
  if (env.BACKOFFICE_FCM_SERVICE_ACCOUNT) {
    const account = fcmAccountFromEnv(env.BACKOFFICE_FCM_SERVICE_ACCOUNT);
    push.android = new FcmProvider(account, env.BACKOFFICE_FCM_URL || undefined);
  }
  if (
    env.BACKOFFICE_APNS_KEY &&
    env.BACKOFFICE_APNS_KEY_ID &&
    env.BACKOFFICE_APNS_TEAM_ID &&
    env.BACKOFFICE_APNS_TOPIC
  ) {
    push.ios = new ApnsProvider({
      keyPem: checkedPrivateKey(
        'BACKOFFICE_APNS_KEY',
        valueOrFile(env.BACKOFFICE_APNS_KEY),
        'ec',
        'la clé .p8',
      ),
      keyId: env.BACKOFFICE_APNS_KEY_ID,
      teamId: env.BACKOFFICE_APNS_TEAM_ID,
      topic: env.BACKOFFICE_APNS_TOPIC,
      baseUrl: env.BACKOFFICE_APNS_URL || undefined,
    });
  }
  if (env.BACKOFFICE_VAPID_PUBLIC_KEY && env.BACKOFFICE_VAPID_PRIVATE_KEY) {
    push.ea = new WebPushProvider({
      publicKey: checkedVapidKey(
        'BACKOFFICE_VAPID_PUBLIC_KEY',
        env.BACKOFFICE_VAPID_PUBLIC_KEY,
        65,
      ),
      privateKey: checkedVapidKey(
        'BACKOFFICE_VAPID_PRIVATE_KEY',
        env.BACKOFFICE_VAPID_PRIVATE_KEY,
        32,
      ),
      subject: env.BACKOFFICE_VAPID_SUBJECT || 'mailto:redaction@example.fr',
    });
  }
  const newsletter =
    env.BACKOFFICE_NEWSLETTER_URL && env.BACKOFFICE_NEWSLETTER_TOKEN
      ? new HttpNewsletterProvider(env.BACKOFFICE_NEWSLETTER_URL, env.BACKOFFICE_NEWSLETTER_TOKEN)
      : undefined;
  return { push, newsletter };
}
