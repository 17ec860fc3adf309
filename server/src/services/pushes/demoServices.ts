// The demo's push and newsletter services (issue 30: a new user trying the product must see a push
// go out). A database seeded with the demo (`npm run seed -- --demo`) has the setting
// 'demoPushService'; a server started on it without a real FCM account
// (BACKOFFICE_FCM_SERVICE_ACCOUNT) or newsletter tool (BACKOFFICE_NEWSLETTER_URL) starts this
// local endpoint on the loopback and talks to it through the real providers:
//   FCM's HTTP protocol: OAuth JWT-bearer grant signed with a key made at start, then
//     POST /v1/projects/{id}/messages:send — Android pushes;
//   the newsletter tool's POST /newsletter/flash with a bearer token — newsletter flashes.
// The whole path runs, and no telephone or subscriber receives anything: the push history and
// the flash's confirmation say so (DEMO_FCM_NOTE, DEMO_NEWSLETTER_NOTE).
import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serverSettings } from '../../db/schema/settings';
import {
  FcmProvider,
  HttpNewsletterProvider,
  type FcmServiceAccount,
  type ProviderSet,
} from './providers';

export const DEMO_PUSH_SETTING = 'demoPushService';
export const DEMO_FCM_PROJECT = 'demo-locale';
export const DEMO_FCM_NOTE = "service de démonstration local : aucun téléphone n'a reçu ce push";
export const DEMO_NEWSLETTER_NOTE =
  "service de démonstration local : aucun abonné n'a reçu cette newsletter";
/** Messages bigger than FCM's own 4 KB payload limit, with room for the envelope, are refused. */
const MAX_BODY_BYTES = 64 * 1024;

/** Whether the data of this database asked for the demo push service (the demo seed does). */
export async function demoPushServiceWanted(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, DEMO_PUSH_SETTING));
  return row?.value === true;
}

/** Turns the demo push service on for this database (the demo seed). */
export async function enableDemoPushService(db: Database): Promise<void> {
  await db
    .insert(serverSettings)
    .values({ key: DEMO_PUSH_SETTING, value: true })
    .onConflictDoUpdate({
      target: serverSettings.key,
      set: { value: true, updatedAt: sql`now()` },
    });
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface DemoServices {
  url: string;
  /** Push messages it accepted since it started. */
  delivered(): number;
  /** The real FCM provider, pointed at this endpoint with its service account. */
  push: FcmProvider;
  /** The real newsletter provider, pointed at this endpoint with its token. */
  newsletter: HttpNewsletterProvider;
  close(): Promise<void>;
}

/** Starts the demo endpoint on 127.0.0.1 (a free port): only this machine can reach it. */
export async function startDemoServices(): Promise<DemoServices> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const issued = new Set<string>();
  const newsletterToken = randomBytes(16).toString('hex');
  let delivered = 0;
  const server = createServer((request, response) => {
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    void (async () => {
      const body = await readBody(request);
      if (!body) return reply(413, { error: { status: 'INVALID_ARGUMENT' } });
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(body.toString('utf8'));
        const [h, p, s] = (form.get('assertion') ?? '').split('.');
        const signed =
          h &&
          p &&
          s &&
          verify('sha256', Buffer.from(`${h}.${p}`), keys.publicKey, Buffer.from(s, 'base64url'));
        if (!signed || form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          return reply(400, { error: 'invalid_grant' });
        const token = randomBytes(16).toString('hex');
        issued.add(token);
        return reply(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      if (
        request.method === 'POST' &&
        request.url === `/v1/projects/${DEMO_FCM_PROJECT}/messages:send`
      ) {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !issued.has(bearer))
          return reply(401, { error: { status: 'UNAUTHENTICATED' } });
        let message: unknown;
        try {
          message = (JSON.parse(body.toString('utf8')) as { message?: unknown }).message;
        } catch {
          message = null;
        }
        if (typeof message !== 'object' || message === null)
          return reply(400, { error: { status: 'INVALID_ARGUMENT' } });
        delivered += 1;
        return reply(200, { name: `projects/${DEMO_FCM_PROJECT}/messages/${delivered}` });
      }
      if (request.method === 'POST' && request.url === '/newsletter/flash') {
        if (request.headers.authorization !== `Bearer ${newsletterToken}`)
          return reply(401, { error: 'unauthorized' });
        try {
          const flash = JSON.parse(body.toString('utf8')) as { subject?: unknown };
          if (typeof flash.subject !== 'string') return reply(400, { error: 'subject' });
        } catch {
          return reply(400, { error: 'json' });
        }
        return reply(200, { ok: true });
      }
      reply(404, { error: { status: 'NOT_FOUND' } });
    })().catch(() => reply(500, { error: { status: 'INTERNAL' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account: FcmServiceAccount = {
    project_id: DEMO_FCM_PROJECT,
    client_email: `push@${DEMO_FCM_PROJECT}.invalid`,
    private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${url}/token`,
  };
  return {
    url,
    delivered: () => delivered,
    push: new FcmProvider(account, url, DEMO_FCM_NOTE),
    newsletter: new HttpNewsletterProvider(
      `${url}/newsletter`,
      newsletterToken,
      DEMO_NEWSLETTER_NOTE,
    ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The demo services of one server process: started at start when the database asks for them
 * (seeded before), or as soon as the demo data is loaded into the running server (the first
 * launch's « Charger les données de démonstration »), for what no real service is configured.
 * They take the place of the missing providers in `providers`, which the API shares.
 */
export class DemoServicesSwitch {
  private running: DemoServices | null = null;

  constructor(
    private readonly db: Database,
    private readonly providers: ProviderSet,
    private readonly log: (message: string) => void,
  ) {}

  async startIfWanted(): Promise<void> {
    if (this.running || (this.providers.push.android && this.providers.newsletter)) return;
    if (!(await demoPushServiceWanted(this.db))) return;
    const demo = await startDemoServices();
    this.running = demo;
    if (!this.providers.push.android) {
      this.providers.push.android = demo.push;
      this.log(
        `Push Android : service de démonstration local (FCM) sur ${demo.url} — aucun téléphone ne reçoit ces push.`,
      );
    }
    if (!this.providers.newsletter) {
      this.providers.newsletter = demo.newsletter;
      this.log(
        `Newsletter flash : service de démonstration local sur ${demo.url} — aucun abonné ne la reçoit.`,
      );
    }
  }

  async close(): Promise<void> {
    await this.running?.close();
  }
}
