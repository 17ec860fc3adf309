// Lock expiry with the server's clock moved: 10 minutes without changes, 30 after a retain with
// changes (spec 000 §4); a lapsed lock is nobody's, so another user may take it and save. A live
// lock may be taken over (takeOver, confirmed in the app): the former holder's retain is refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const MINUTE = 60_000;

forEachBackend('content: lock expiry', (backend) => {
  let server: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let clock = Date.parse('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({ backend, now: () => new Date(clock) });
    alice = await server.createUser({ name: 'Alice' });
    bob = await server.createUser({ name: 'Bob' });
  });
  afterAll(() => server.close());

  const lock = (token: string, id: string) =>
    server.gql(
      'mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }) { id } }',
      { id },
      token,
    );

  it.each([
    ['unchanged: 10 minutes', false, 9, 11],
    ['changed: 30 minutes', true, 29, 31],
  ])('%s', async (_label, changed, stillLockedAfter, freeAfter) => {
    const created = await server.gql<{ upsertArticle: { id: string } }>(
      'mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }',
      { c: { brandKey: 'TEL', format: 'Rich', title: `Expiration ${String(changed)}` } },
      alice.token,
    );
    const id = created.data!.upsertArticle.id;
    const start = clock;
    await server.gql(
      'mutation retainArticleLock($id: ID!, $c: Boolean) { retainArticleLock(where: { id: $id }, changed: $c) { id } }',
      { id, c: changed },
      alice.token,
    );
    clock = start + stillLockedAfter * MINUTE;
    expect((await lock(bob.token, id)).errors?.[0]?.extensions?.code).toBe('LOCKED');
    clock = start + freeAfter * MINUTE;
    expect((await lock(bob.token, id)).errors).toBeUndefined();
    const save = await server.gql<{ updateArticle: { version: number } }>(
      'mutation updateArticle($id: ID!) { updateArticle(where: { id: $id }, data: { version: 1, title: "Repris par Bob" }) { version } }',
      { id },
      bob.token,
    );
    expect(save.data!.updateArticle.version).toBe(2);
    expect((await lock(alice.token, id)).errors?.[0]?.message).toBe(
      'Cet article est en cours de modification par Bob.',
    );
  });

  it('takeOver: another user takes a live lock; the former holder’s retain and save are refused, naming them', async () => {
    const created = await server.gql<{ upsertArticle: { id: string } }>(
      'mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }',
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Prise de main' } },
      alice.token,
    );
    const id = created.data!.upsertArticle.id;
    expect((await lock(alice.token, id)).errors).toBeUndefined();
    expect((await lock(bob.token, id)).errors?.[0]?.extensions?.code).toBe('LOCKED');
    const takeOver = await server.gql<{ lockArticle: { lockedBy: { name: string } } }>(
      'mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }, takeOver: true) { lockedBy { name } } }',
      { id },
      bob.token,
    );
    expect(takeOver.errors).toBeUndefined();
    expect(takeOver.data!.lockArticle.lockedBy.name).toBe('Bob');
    const retain = await server.gql(
      'mutation retainArticleLock($id: ID!) { retainArticleLock(where: { id: $id }, changed: true) { id } }',
      { id },
      alice.token,
    );
    expect(retain.errors?.[0]).toMatchObject({
      message: 'Bob a pris la main sur cet article.',
      extensions: { code: 'LOCKED' },
    });
    const save = await server.gql(
      'mutation updateArticle($id: ID!) { updateArticle(where: { id: $id }, data: { version: 1, title: "Alice" }) { version } }',
      { id },
      alice.token,
    );
    expect(save.errors?.[0]?.extensions?.code).toBe('LOCKED');
  });
});
