// A push whose server is killed (SIGKILL) while FCM is still answering is not sent again when the
// server restarts (issue 30): the real server CLI in a child process, a stand-in FCM that receives
// the message and holds its answer, kill -9, a restart on the same database; once the restarted
// server has taken the job up again (its lease, shortened here by BACKOFFICE_JOBS_LEASE_MS), FCM
// has received the push once, with the push's id as its collapse keys, and the history says that
// the outcome is unknown. The waits poll for what the server records; nothing waits a fixed time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { forEachBackend } from '../helpers/backends';
import { cliServerSuite, gql, waitFor } from '../helpers/cliServer';
import { startStandIns, type StandIns } from './standIns';

forEachBackend('push cut off by a crash', (backend) => {
  let standIns: StandIns;
  beforeAll(async () => {
    standIns = await startStandIns();
  });
  afterAll(() => standIns.close());
  const cli = cliServerSuite(backend, {
    prefix: 'bo-push-crash-',
    admin: { email: 'admin.crash@example.test', password: 'un mot de passe solide' },
    seed: async (db) => {
      await db.execute(sql`insert into articles (brand_key, format, status, title, published_at)
      values ('TEL', 'Rich', 'Published', 'Alerte orages', '2026-01-01T08:00:00Z')`);
    },
    env: () => standIns.env,
  });

  it('received once by FCM, with its id as collapse key, and recorded as an unknown outcome', async () => {
    const first = await cli.start();
    const token = await cli.login(first);
    const article = await gql<{ articles: { id: string }[] }>(
      first,
      'query articles { articles(first: 1, where: { brandKey: "TEL" }) { id } }',
      {},
      token,
    );
    standIns.holdNextFcm();
    const created = await gql<{ createPush: { id: string }[] }>(
      first,
      `mutation createPush($data: PushCreateInput!) { createPush(data: $data) { id } }`,
      {
        data: {
          brandKey: 'TEL',
          title: 'Alerte orages',
          body: 'Vigilance orange sur le sud-est',
          targetDevices: ['android'],
          articleId: article.data!.articles[0]!.id,
          segments: ['DORMANT'],
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const pushId = created.data!.createPush[0]!.id;

    // FCM has the message and has not answered: the server is killed there.
    await waitFor(async () => (standIns.countFor(pushId) > 0 ? true : null), 'FCM reçoit le push');
    const { server: second, token: token2 } = await cli.crashAndRestart(first);
    const push = await waitFor(async () => {
      const r = await gql<{ pushes: { state: string; outcome: string | null }[] }>(
        second,
        'query pushes($id: ID!) { pushes(where: { articleId: $id }) { state outcome } }',
        { id: article.data!.articles[0]!.id },
        token2,
      );
      const p = r.data?.pushes[0];
      return p && p.state !== 'sending' ? p : null;
    }, 'le serveur redémarré reprend la tâche');
    expect(push.state).toBe('unknown');
    expect(push.outcome).toBe(MESSAGES.pushOutcomeUnknown.replace('{label}', 'Android (FCM)'));
    expect(standIns.countFor(pushId)).toBe(1);
    const fcm = standIns.calls.find((c) => c.id === pushId)!.body as {
      message: { android?: { collapse_key?: string }; apns?: { headers?: Record<string, string> } };
    };
    expect(fcm.message.android?.collapse_key).toBe(pushId);
    expect(fcm.message.apns?.headers?.['apns-collapse-id']).toBe(pushId);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
