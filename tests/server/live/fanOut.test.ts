// NOTIFY fan-out between TWO server processes (the real CLI) on one PostgreSQL (issue 39): a save
// and a presence announce through one reach a subscriber of the other; a process killed (kill -9),
// its subscriber reconnects to the other with its last cursor and misses nothing.
// PostgreSQL only (TEST_DATABASE_URL): PGlite is one process's database by nature.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postgresBackend } from '../helpers/backends';
import { cliServerSuite, gql, type CliServer } from '../helpers/cliServer';
import { subscribe } from './liveClient';

const url = process.env.TEST_DATABASE_URL?.trim();
const ADMIN = { email: 'fanout@example.test', password: 'un-mot-de-passe-solide' };
const CREATE = `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`;
const ANNOUNCE = `mutation announcePresence($i: ID!, $w: ID!, $items: [PresenceInput!]!) {
  announcePresence(instanceId: $i, windowId: $w, items: $items) }`;

(url ? describe : describe.skip)('live fan-out between two server processes [postgres]', () => {
  const suite = cliServerSuite(postgresBackend(url ?? ''), {
    prefix: 'live-fanout-',
    admin: ADMIN,
  });

  const create = async (server: CliServer, token: string, title: string) => {
    const made = await gql<{ upsertArticle: { id: string } }>(
      server,
      CREATE,
      { c: { brandKey: 'TEL', format: 'Rich', title } },
      token,
    );
    return made.data!.upsertArticle.id;
  };

  it('tells a save and a presence through one process to the subscribers of the other', async () => {
    const [a, b] = await Promise.all([suite.start(), suite.start()]);
    const [tokenA, tokenB] = await Promise.all([suite.login(a), suite.login(b)]);
    const atB = subscribe(b.url, tokenB);
    await atB.connected;
    const id = await create(a, tokenA, 'Sauvé par A');
    expect(await atB.next((e) => e.contentId === id)).toMatchObject({ action: 'created' });
    const ok = await gql(
      a,
      ANNOUNCE,
      {
        i: randomUUID(),
        w: 'w',
        items: [{ brandKey: 'TEL', contentType: 'article', contentId: id, mode: 'viewing' }],
      },
      tokenA,
    );
    expect(ok.data).toEqual({ announcePresence: true });
    const seen = await atB.next((e) => e.contentId === id && e.action === 'presence');
    expect(seen.presence).toEqual([
      expect.objectContaining({ mode: 'viewing', userName: 'Admin' }),
    ]);

    // A is killed: its subscriber comes back on B from its last cursor, missing nothing.
    const atA = subscribe(a.url, tokenA);
    await atA.connected;
    const before = await create(b, tokenB, 'Avant la panne');
    const last = await atA.next((e) => e.contentId === before);
    a.child.kill('SIGKILL');
    await a.exited;
    await atA.ended;
    const during = [
      await create(b, tokenB, 'Pendant la panne 1'),
      await create(b, tokenB, 'Pendant la panne 2'),
    ];
    const back = subscribe(b.url, tokenB, { since: last.cursor });
    await back.connected;
    const after = await create(b, tokenB, 'Après la reconnexion');
    await back.next((e) => e.contentId === after);
    const created = back.events.filter((e) => e.action === 'created').map((e) => e.contentId);
    expect(created).toEqual([...during, after]);
    atB.close();
    back.close();
    b.child.kill('SIGTERM');
    await b.exited;
  }, 120_000);
});
