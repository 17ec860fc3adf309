// Live blogs over HTTP on PGlite (and PostgreSQL with TEST_DATABASE_URL): opening creates the
// live once, close/reopen, posts newest first, the body rule, edits marked by their editor,
// deletion, the 200-post cap, and the article's post count.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { doc } from '../content/fixtures';

const OPEN = `mutation upsertLive($id: ID!) { upsertLive(article: { id: $id }) { id endedAt postCount article { id title } } }`;
const POST = `mutation upsertLivePost($live: ID!, $where: LivePostWhereUniqueInput, $data: LivePostInput!) {
  upsertLivePost(live: { id: $live }, where: $where, data: $data) { id title body version publishedAt author { name } editingBy { name } } }`;
const POSTS = `query liveOfArticle($id: ID!) { liveOfArticle(article: { id: $id }) { id endedAt postCount updatedAt posts { id title editingBy { name } } } }`;

interface Post {
  id: string;
  title: string | null;
  version: number;
  publishedAt: string;
  author: { name: string } | null;
  editingBy: { name: string } | null;
}

forEachBackend('lives', (backend) => {
  let server: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let capOnly: TestAccount;
  let articleId: string;
  let liveId: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    alice = await server.createUser({ name: 'Alice Martin' });
    bob = await server.createUser({ name: 'Bob Durand' });
    capOnly = await server.createUser({ name: 'Claire Cap', brandKeys: ['CAP'] });
    const a = await server.gql<{ upsertArticle: { id: string } }>(
      `mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Élections : la soirée en direct' } },
      alice.token,
    );
    articleId = a.data!.upsertArticle.id;
  });
  afterAll(() => server.close());

  const post = (token: string, data: Record<string, unknown>, id?: string) =>
    server.gql<{ upsertLivePost: Post }>(
      POST,
      { live: liveId, where: id ? { id } : null, data },
      token,
    );

  it('opening the live screen creates the live once', async () => {
    const none = await server.gql<{ liveOfArticle: null }>(POSTS, { id: articleId }, alice.token);
    expect(none.data!.liveOfArticle).toBeNull();
    const first = await server.gql<{
      upsertLive: { id: string; endedAt: null; postCount: number };
    }>(OPEN, { id: articleId }, alice.token);
    expect(first.data!.upsertLive).toMatchObject({
      endedAt: null,
      postCount: 0,
      article: { id: articleId },
    });
    liveId = first.data!.upsertLive.id;
    const second = await server.gql<{ upsertLive: { id: string } }>(
      OPEN,
      { id: articleId },
      bob.token,
    );
    expect(second.data!.upsertLive.id).toBe(liveId);
    const other = await server.gql(OPEN, { id: articleId }, capOnly.token);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists posts newest first, from several journalists, and counts them on the article', async () => {
    const p1 = await post(alice.token, { title: '20 h', body: doc('Les bureaux ferment.') });
    expect(p1.errors).toBeUndefined();
    expect(p1.data!.upsertLivePost.author).toEqual({ name: 'Alice Martin' });
    await post(bob.token, { title: '20 h 05', body: doc('Premières estimations.') });
    await post(alice.token, {
      title: 'Avant',
      body: doc('Rappel.'),
      publishedAt: '2020-01-01T10:00:00Z',
    });
    const r = await server.gql<{ liveOfArticle: { postCount: number; posts: Post[] } }>(
      POSTS,
      { id: articleId },
      bob.token,
    );
    expect(r.data!.liveOfArticle.posts.map((p) => p.title)).toEqual(['20 h 05', '20 h', 'Avant']);
    const art = await server.gql<{ article: { live: { postCount: number } } }>(
      `query article($id: ID!) { article(where: { id: $id }) { live { postCount } } }`,
      { id: articleId },
      alice.token,
    );
    expect(art.data!.article.live.postCount).toBe(3);
  });

  it('refuses a post without text', async () => {
    const r = await post(alice.token, { body: { type: 'doc', content: [{ type: 'paragraph' }] } });
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ body: 'Le post doit contenir du texte.' });
  });

  it('marks a post being edited: others get LOCKED naming the editor until it is saved', async () => {
    const p = (await post(alice.token, { title: 'Modifiable', body: doc('Version 1') })).data!
      .upsertLivePost;
    const mark = await server.gql<{ editLivePost: Post }>(
      `mutation editLivePost($id: ID!) { editLivePost(where: { id: $id }, editing: true) { editingBy { name } } }`,
      { id: p.id },
      alice.token,
    );
    expect(mark.data!.editLivePost.editingBy).toEqual({ name: 'Alice Martin' });
    const seen = await server.gql<{ liveOfArticle: { posts: Post[] } }>(
      POSTS,
      { id: articleId },
      bob.token,
    );
    expect(seen.data!.liveOfArticle.posts.find((x) => x.id === p.id)!.editingBy).toEqual({
      name: 'Alice Martin',
    });
    const blocked = await post(bob.token, { body: doc('Écrasé') }, p.id);
    expect(blocked.errors?.[0]?.extensions?.code).toBe('LOCKED');
    expect(blocked.errors?.[0]?.message).toBe(
      'Ce post est en cours de modification par Alice Martin.',
    );
    const del = await server.gql(
      `mutation deleteLivePost($id: ID!) { deleteLivePost(where: { id: $id }) { id } }`,
      { id: p.id },
      bob.token,
    );
    expect(del.errors?.[0]?.extensions?.code).toBe('LOCKED');
    const saved = await post(
      alice.token,
      { title: 'Modifié', body: doc('Version 2'), version: 1 },
      p.id,
    );
    expect(saved.data!.upsertLivePost).toMatchObject({
      title: 'Modifié',
      version: 2,
      editingBy: null,
    });
    const deleted = await server.gql(
      `mutation deleteLivePost($id: ID!) { deleteLivePost(where: { id: $id }) { id } }`,
      { id: p.id },
      bob.token,
    );
    expect(deleted.errors).toBeUndefined();
    const after = await server.gql<{ liveOfArticle: { postCount: number; posts: Post[] } }>(
      POSTS,
      { id: articleId },
      bob.token,
    );
    expect(after.data!.liveOfArticle.posts.map((x) => x.id)).not.toContain(p.id);
    expect(after.data!.liveOfArticle.postCount).toBe(3);
  });

  it('closes (endedAt = now, posting refused) and reopens (endedAt cleared)', async () => {
    const close = await server.gql<{ updateLive: { endedAt: string | null } }>(
      `mutation updateLive($id: ID!, $e: DateTime) { updateLive(where: { id: $id }, data: { endedAt: $e }) { endedAt } }`,
      { id: liveId, e: '1999-01-01T00:00:00Z' },
      alice.token,
    );
    const endedAt = close.data!.updateLive.endedAt!;
    expect(Math.abs(Date.parse(endedAt) - Date.now())).toBeLessThan(60_000);
    const refused = await post(bob.token, { body: doc('Trop tard') });
    expect(refused.errors?.[0]?.message).toBe('Le live est clôturé : rouvrez-le pour le modifier.');
    const reopen = await server.gql<{ updateLive: { endedAt: string | null } }>(
      `mutation updateLive($id: ID!) { updateLive(where: { id: $id }, data: { endedAt: null }) { endedAt } }`,
      { id: liveId },
      alice.token,
    );
    expect(reopen.data!.updateLive.endedAt).toBeNull();
    expect((await post(bob.token, { body: doc('De retour') })).errors).toBeUndefined();
  });

  it('holds at most 200 posts', async () => {
    await server.handle.db.execute(sql`insert into live_posts (live_id, body)
      select ${liveId}::uuid, '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x"}]}]}'::jsonb
      from generate_series(1, 196)`);
    await server.handle.db.execute(
      sql`update lives set post_count = 200 where id = ${liveId}::uuid`,
    );
    const r = await post(alice.token, { body: doc('Un de trop') });
    expect(r.errors?.[0]?.message).toBe('Un live ne peut pas contenir plus de 200 posts.');
    const listed = await server.gql<{ liveOfArticle: { posts: Post[] } }>(
      POSTS,
      { id: articleId },
      alice.token,
    );
    expect(listed.data!.liveOfArticle.posts).toHaveLength(200);
  });
});
