// The demo shows a push going out (issue 30): the demo seed gives every push brand its segments
// and turns on the server's local stand-in of FCM (services/pushes/demoServices.ts); the real server
// CLI started on that database, with no FCM configured, says it uses the demo service, offers
// Android in pushServices, and a push recorded on TEL with a seeded segment is sent through the
// real FcmProvider over FCM's HTTP protocol, its outcome saying no telephone received it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { brandProfile } from '../../../common/domain/brands';
import { prepareDatabase } from '../../../server/src/app';
import { createSuperAdmin } from '../../../server/src/auth/adminAccount';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { DEMO_BRANDS } from '../../../server/src/seed/catalogue';
import { seedDemoSegments } from '../../../server/src/seed/demoSegments';
import { DEMO_FCM_NOTE } from '../../../server/src/services/pushes/demoServices';
import { forEachBackend } from '../helpers/backends';
import { waitFor } from '../helpers/cliServer';

const ROOT = join(__dirname, '..', '..', '..');
const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const EMAIL = 'admin.demo@example.test';
const PASSWORD = 'un mot de passe solide';

forEachBackend('the demo push service', (backend) => {
  let dataDir: string | null = null;
  let pg: (DatabaseHandle & { url?: string }) | null = null;
  let articleId: string;
  let segments: { brand_key: string; id: string; title: string }[];
  let child: ChildProcess | null = null;
  const stderr: string[] = [];

  beforeAll(async () => {
    let handle: DatabaseHandle & { url?: string };
    if (backend.kind === 'pglite') {
      dataDir = mkdtempSync(join(tmpdir(), 'bo-push-demo-'));
      handle = await openDatabase({ kind: 'pglite', dataDir, template: inject('pgliteTemplate') });
      await prepareDatabase(handle);
    } else {
      handle = pg = await backend.openDatabase();
    }
    await createSuperAdmin(handle.db, { email: EMAIL, name: 'Admin', password: PASSWORD });
    articleId = (
      (await handle.db
        .execute(sql`insert into articles (brand_key, format, status, title, published_at)
          values ('TEL', 'Rich', 'Published', 'Alerte orages', '2026-01-01T08:00:00Z') returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
    await seedDemoSegments(handle.db, new Date('2026-11-20T08:00:00Z'));
    // Idempotent, like the rest of the seed.
    await seedDemoSegments(handle.db, new Date('2026-11-20T08:00:00Z'));
    segments = (
      (await handle.db.execute(
        sql`select brand_key, id, title from segments where active order by brand_key, title`,
      )) as unknown as { rows: { brand_key: string; id: string; title: string }[] }
    ).rows;
    if (backend.kind === 'pglite') await handle.close();

    child = spawn(
      process.execPath,
      ['--import', TSX, join(ROOT, 'server/src/cli.ts'), '--port', '0'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: pg?.url ?? '',
          BACKOFFICE_DATA_DIR: dataDir ?? '',
          BACKOFFICE_FCM_SERVICE_ACCOUNT: '',
          BACKOFFICE_JOBS_POLL_MS: '100',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await pg?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds three segments for every demo brand that sends pushes, none for the others', () => {
    for (const brandKey of DEMO_BRANDS) {
      const profile = brandProfile(brandKey);
      const pushes = profile.pushPlatforms.length > 0 || profile.editorialAlertAllowed;
      expect(segments.filter((s) => s.brand_key === brandKey).length).toBe(pushes ? 3 : 0);
    }
    expect(new Set(segments.filter((s) => s.brand_key === 'TEL').map((s) => s.title))).toEqual(
      new Set(['Abonnés à la newsletter', 'Île-de-France', 'Lecteurs fidèles']),
    );
  });

  it('a push recorded on the demo goes out through the local FCM stand-in, and says so', async () => {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).on('line', (line) => {
        const m = /^BACKOFFICE_SERVER_LISTENING (\S+)/.exec(line);
        if (m) resolve(m[1]!);
      });
      child!.once('exit', () => reject(new Error(`le serveur s'est arrêté :\n${stderr.join('')}`)));
    });
    expect(stderr.join('')).toContain('Push Android : service de démonstration local (FCM) sur');
    const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string) =>
      (await (
        await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: T; errors?: { message: string }[] };
    const token = (
      await gql<{ login: { token: string } }>(
        'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        { e: EMAIL, p: PASSWORD },
      )
    ).data.login.token;
    expect((await gql<{ pushServices: string[] }>('{ pushServices }', {}, token)).data).toEqual({
      pushServices: ['android'],
    });
    const segment = segments.find((s) => s.brand_key === 'TEL')!;
    const created = await gql<{ createPush: { id: string }[] }>(
      'mutation createPush($data: PushCreateInput!) { createPush(data: $data) { id } }',
      {
        data: {
          brandKey: 'TEL',
          title: 'Alerte orages',
          body: 'Vigilance orange sur le sud-est',
          targetDevices: ['android'],
          articleId,
          segments: ['DORMANT'],
          segmentIds: [segment.id],
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const push = await waitFor(async () => {
      const r = await gql<{
        pushes: { state: string; outcome: string | null; targeting: unknown }[];
      }>(
        'query pushes($id: ID!) { pushes(where: { articleId: $id }) { state outcome targeting } }',
        { id: articleId },
        token,
      );
      const p = r.data.pushes[0];
      return p && p.state !== 'scheduled' && p.state !== 'sending' ? p : null;
    }, 'le push part');
    expect(push.state).toBe('sent');
    expect(push.outcome).toBe(`Envoyé (1 destinataire) — ${DEMO_FCM_NOTE}`);
    expect(push.targeting).toMatchObject({ segmentNames: [segment.title] });
  }, 120_000);
});
