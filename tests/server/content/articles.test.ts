// The content API end to end over HTTP, on PGlite (and PostgreSQL with TEST_DATABASE_URL): saving
// with every server-side rule, locks between two users, optimistic versions, history, search with
// accent folding and ranking, the N+1 bound, and bad input refused with nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIMEDIA_MESSAGES } from '../../../common/richtext/elements';
import { SAVE_KEY_REUSED_MESSAGE } from '../../../server/src/services/content/saveReceipts';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { ARTICLE_FIELDS, doc, IMAGE, insertFixtures, type ContentFixtures } from './fixtures';

interface SavedArticle {
  id: string;
  title: string;
  status: string;
  version: number;
  slug: string | null;
  publishedAt: string | null;
  editedAt: string | null;
  categories: { id: string; order: number }[];
  tags: { id: string; title: string; order: number }[];
  authors: { author: { id: string; name: string } }[];
  lockedBy: { id: string; name: string } | null;
  histories: { id: string; user: { name: string } | null }[];
}

const UPSERT = `mutation upsertArticle($where: ArticleWhereUniqueInput, $create: ArticleCreateInput!, $update: ArticleUpdateInput!) {
  upsertArticle(where: $where, create: $create, update: $update) { ${ARTICLE_FIELDS} } }`;
const UPDATE = `mutation updateArticle($id: ID!, $data: ArticleUpdateInput!) {
  updateArticle(where: { id: $id }, data: $data) { ${ARTICLE_FIELDS} } }`;

forEachBackend('content: articles', (backend) => {
  let server: TestServer;
  let fx: ContentFixtures;
  let alice: TestAccount;
  let bob: TestAccount;
  let capOnly: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    fx = await insertFixtures(server.handle);
    alice = await server.createUser({ name: 'Alice Martin' });
    bob = await server.createUser({ name: 'Bob Durand' });
    capOnly = await server.createUser({ name: 'Claire Cap', brandKeys: ['CAP'] });
  });
  afterAll(() => server.close());

  async function create(token: string, fields: Record<string, unknown> = {}) {
    const create = { brandKey: 'TEL', format: 'Rich', title: 'Un article', ...fields };
    return server.gql<{ upsertArticle: SavedArticle }>(UPSERT, { create, update: {} }, token);
  }
  async function update(token: string, id: string, data: Record<string, unknown>) {
    return server.gql<{ updateArticle: SavedArticle }>(UPDATE, { id, data }, token);
  }
  const publishable = () => ({
    medias: IMAGE,
    categories: { set: [{ id: fx.category }] },
    tags: { set: [{ id: fx.tag }] },
    source: { connect: fx.source },
  });

  describe('saving', () => {
    it('creates a draft with ordered relations, the creator holding the lock, and a history entry', async () => {
      const r = await create(alice.token, {
        title: 'Les élèves font leur rentrée',
        lead: doc('Une rentrée sous le soleil.'),
        body: doc('Les élèves sont arrivés tôt.'),
        categories: {
          set: [
            { id: fx.category2, order: 1 },
            { id: fx.category, order: 0 },
          ],
        },
        tags: { connect: [{ id: fx.tag }, { id: fx.personTag }, { id: fx.tag }] },
      });
      expect(r.errors).toBeUndefined();
      const a = r.data!.upsertArticle;
      expect(a).toMatchObject({ status: 'Draft', version: 1, lockedBy: { name: 'Alice Martin' } });
      expect(a.categories.map((c) => c.id)).toEqual([fx.category, fx.category2]);
      expect(a.tags.map((t) => t.id)).toEqual([fx.tag, fx.personTag]);
      expect(a.histories).toHaveLength(1);
      expect(a.histories[0]!.user?.name).toBe('Alice Martin');
    });

    it.each([
      [
        'empty title',
        { title: '   ' },
        'title',
        'Un article doit comporter un titre pour pouvoir être enregistré.',
      ],
      [
        'date before 1970',
        { publishedAt: '1969-12-31T00:00:00Z' },
        'publishedAt',
        'La date doit être comprise entre le 01/01/1970 et le 01/01/2100.',
      ],
      [
        'date after 2100',
        { publishedAt: '2100-01-02T00:00:00Z' },
        'publishedAt',
        'La date doit être comprise entre le 01/01/1970 et le 01/01/2100.',
      ],
      [
        'over-long title',
        { title: 'x'.repeat(501) },
        'title',
        'Ce champ ne doit pas dépasser 500 caractères.',
      ],
      [
        'script in a title',
        { title: 'Bonjour <script>alert(1)</script>' },
        'title',
        'Le code HTML n’est pas autorisé dans ce champ.',
      ],
      [
        'body not a document',
        { body: { type: 'paragraph', text: 'x' } },
        'body',
        "Le contenu n'est pas un document valide.",
      ],
      [
        'unknown node in body',
        { body: { type: 'doc', content: [{ type: 'script', content: [] }] } },
        'body',
        "Le contenu n'est pas un document valide.",
      ],
      [
        'a javascript: link in the body',
        {
          body: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'clic',
                    marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                  },
                ],
              },
            ],
          },
        },
        'body',
        "Le contenu n'est pas un document valide.",
      ],
      [
        'a lead with a title node',
        {
          lead: {
            type: 'doc',
            content: [{ type: 'title', content: [{ type: 'text', text: 'x' }] }],
          },
        },
        'lead',
        "Le contenu n'est pas un document valide.",
      ],
      [
        'a multimedia element of an unknown kind',
        {
          body: {
            type: 'doc',
            content: [
              { type: 'multimedia', attrs: { id: 'x', kind: 'Quiz', title: 'T', url: '' } },
            ],
          },
        },
        'body',
        MULTIMEDIA_MESSAGES.unknownKind('Quiz'),
      ],
      [
        'a multimedia element with a javascript: URL',
        {
          body: {
            type: 'doc',
            content: [
              {
                type: 'multimedia',
                attrs: { id: 'x', kind: 'Article', title: 'T', url: 'javascript:alert(1)' },
              },
            ],
          },
        },
        'body',
        "Élément multimédia : l'adresse doit être une URL http:// ou https://.",
      ],
      [
        'a multimedia element with a relative URL',
        {
          body: {
            type: 'doc',
            content: [
              {
                type: 'multimedia',
                attrs: { id: 'x', kind: 'Video', title: 'T', url: '/video/1' },
              },
            ],
          },
        },
        'body',
        MULTIMEDIA_MESSAGES.badUrl,
      ],
      [
        'HTML in an image credit',
        { medias: [{ key: 'k', credit: '<b>AFP</b>' }] },
        'medias',
        'La liste des médias est invalide.',
      ],
      [
        'invalid slug',
        { slug: 'Mon Slug!' },
        'slug',
        'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
      ],
      [
        'unknown category id',
        { categories: { set: [{ id: '00000000-0000-4000-8000-000000000000' }] } },
        'categories',
        'Catégorie introuvable.',
      ],
      [
        'category of another brand',
        { categories: { set: [{ id: 'OTHER' }] } },
        'categories',
        "Catégorie n'appartient pas à la marque de l'article.",
      ],
      [
        'three categories',
        { categories: { set: [{ id: 'C1' }, { id: 'C2' }, { id: 'C3' }] } },
        'categories',
        null,
      ],
      [
        '21 tags',
        { tags: { set: Array.from({ length: 21 }, (_, i) => ({ id: `T${i}` })) } },
        'tags',
        null,
      ],
      [
        'a Video tag on a Rich article',
        { tags: { set: [{ id: 'VIDEO' }] } },
        'tags',
        'Les tags vidéo sont réservés aux pages vidéo.',
      ],
    ])(
      'refuses %s with a French message and writes nothing',
      async (_label, fields, field, message) => {
        const resolved = JSON.parse(
          JSON.stringify(fields)
            .replace('"OTHER"', JSON.stringify(fx.otherBrandCategory))
            .replace('"C1"', JSON.stringify(fx.category))
            .replace('"C2"', JSON.stringify(fx.category2))
            .replace('"C3"', JSON.stringify(fx.category3))
            .replace('"VIDEO"', JSON.stringify(fx.videoTag))
            .replace(/"T(\d+)"/g, (_m, i: string) => JSON.stringify(fx.tags25[Number(i)])),
        ) as Record<string, unknown>;
        const before = await server.gql<{ articleCount: number }>(
          'query articleCount { articleCount }',
          {},
          alice.token,
        );
        const r = await create(alice.token, resolved);
        expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        const fieldMessage = r.errors?.[0]?.extensions?.fields?.[field as string];
        if (message) expect(fieldMessage).toBe(message);
        else expect(fieldMessage).toMatch(/plus de|maximum/);
        const after = await server.gql<{ articleCount: number }>(
          'query articleCount { articleCount }',
          {},
          alice.token,
        );
        expect(after.data!.articleCount).toBe(before.data!.articleCount);
      },
    );

    it('saves multimedia elements of known kinds unchanged, an old hand-typed one without a URL too', async () => {
      const body = {
        type: 'doc',
        content: [
          {
            type: 'multimedia',
            attrs: { id: 'a1', kind: 'Diapo', title: 'Jardins', url: 'https://www.telestar.fr/j' },
          },
          { type: 'multimedia', attrs: { id: '42', kind: 'Podcast', title: 'Ancien', url: '' } },
        ],
      };
      const r = await create(alice.token, { body });
      expect(r.errors).toBeUndefined();
      const read = await server.gql<{ article: { body: unknown } }>(
        'query($id: ID!) { article(where: { id: $id }) { body } }',
        { id: r.data!.upsertArticle.id },
        alice.token,
      );
      expect(read.data!.article.body).toEqual(body);
    });

    it('refuses a publication date that is not a date where it enters, in French, writing nothing', async () => {
      const before = await server.gql<{ articleCount: number }>(
        'query articleCount { articleCount }',
        {},
        alice.token,
      );
      const r = await create(alice.token, { publishedAt: 'demain' });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toContain("Une date envoyée n'est pas valide");
      const after = await server.gql<{ articleCount: number }>(
        'query articleCount { articleCount }',
        {},
        alice.token,
      );
      expect(after.data!.articleCount).toBe(before.data!.articleCount);
    });

    it('refuses person tags on a brand that does not allow them (SESH) and allows them on TEL', async () => {
      const refused = await create(alice.token, {
        brandKey: 'SESH',
        tags: { set: [{ id: fx.personTag }] },
      });
      expect(refused.errors?.[0]?.extensions?.fields?.tags).toBe(
        'Les tags personnalité ne sont pas autorisés pour cette marque.',
      );
      const allowed = await create(alice.token, { tags: { set: [{ id: fx.personTag }] } });
      expect(allowed.errors).toBeUndefined();
    });

    it('refuses a brand the user has no access to', async () => {
      const r = await create(capOnly.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('requires a token', async () => {
      const r = await create('');
      expect(r.errors?.[0]?.message).toBe('user token not found');
    });
  });

  describe('transitions and publishing', () => {
    it('publishes or schedules an article with no slug under one made from its title, and keeps a typed one', async () => {
      const a = (await create(alice.token, { title: "L'été à Paris : les 5 sorties !" })).data!
        .upsertArticle;
      expect(a.slug).toBeNull();
      const published = await update(alice.token, a.id, {
        version: 1,
        status: 'Published',
        transition: 'publish',
        ...publishable(),
      });
      expect(published.errors).toBeUndefined();
      expect(published.data!.updateArticle.slug).toBe('lete-a-paris-les-5-sorties');
      // A later save with the slug left out (or cleared) does not leave the article without one.
      const cleared = await update(alice.token, a.id, { version: 2, slug: null });
      expect(cleared.data!.updateArticle.slug).toBe('lete-a-paris-les-5-sorties');

      const b = (await create(alice.token, { title: 'Programmé', slug: 'mon-slug' })).data!
        .upsertArticle;
      const scheduled = await update(alice.token, b.id, {
        version: 1,
        status: 'Scheduled',
        transition: 'schedule',
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
        ...publishable(),
      });
      expect(scheduled.errors).toBeUndefined();
      expect(scheduled.data!.updateArticle.slug).toBe('mon-slug');

      // A draft keeps no slug until it goes public.
      const c = (await create(alice.token, { title: 'Brouillon' })).data!.upsertArticle;
      expect(
        (await update(alice.token, c.id, { version: 1, title: 'Brouillon 2' })).data!.updateArticle
          .slug,
      ).toBeNull();
    });

    it('refuses to publish when the title gives no slug and none is typed, in French on the slug', async () => {
      const a = (await create(alice.token, { title: '!!! ???' })).data!.upsertArticle;
      const refused = await update(alice.token, a.id, {
        version: 1,
        status: 'Published',
        transition: 'publish',
        ...publishable(),
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions?.fields?.slug).toBe(
        "Un slug est obligatoire pour publier : saisissez-le, le titre ne permet pas d'en générer un.",
      );
    });

    it('refuses to publish without the requirements, then publishes with them and sets publishedAt', async () => {
      const a = (await create(alice.token, { title: 'À publier' })).data!.upsertArticle;
      const refused = await update(alice.token, a.id, {
        version: 1,
        status: 'Published',
        transition: 'publish',
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.values(refused.errors?.[0]?.extensions?.fields ?? {})).toEqual(
        expect.arrayContaining([
          'Une catégorie est obligatoire pour publier.',
          'Au moins un tag est obligatoire pour publier.',
        ]),
      );
      const ok = await update(alice.token, a.id, {
        version: 1,
        status: 'Published',
        transition: 'publish',
        ...publishable(),
      });
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.updateArticle).toMatchObject({ status: 'Published', version: 2 });
      expect(ok.data!.updateArticle.publishedAt).not.toBeNull();
    });

    it.each([
      ['Draft → ScheduledForRepublication', 'ScheduledForRepublication', null],
      ['Draft → Published via unpublish', 'Published', 'unpublish'],
      ['Draft → Private (video-only status)', 'Private', null],
    ])(
      'refuses a transition not allowed from the current status: %s',
      async (_label, status, transition) => {
        const a = (await create(alice.token, { title: 'Transition' })).data!.upsertArticle;
        const r = await update(alice.token, a.id, {
          version: 1,
          status,
          transition,
          ...publishable(),
        });
        expect(r.errors?.[0]?.extensions?.fields?.status).toMatch(
          /^Le passage du statut Draft au statut .* n'est pas autorisé\.$/,
        );
      },
    );

    it('scheduling needs a publication date', async () => {
      const a = (await create(alice.token, { title: 'Programmé' })).data!.upsertArticle;
      const refused = await update(alice.token, a.id, {
        version: 1,
        status: 'Scheduled',
        transition: 'schedule',
        ...publishable(),
      });
      expect(refused.errors?.[0]?.extensions?.fields?.publishedAt).toBe(
        'Une date de publication est obligatoire pour programmer.',
      );
      const ok = await update(alice.token, a.id, {
        version: 1,
        status: 'Scheduled',
        transition: 'schedule',
        publishedAt: '2099-06-01T08:00:00Z',
        ...publishable(),
      });
      expect(ok.data?.updateArticle).toMatchObject({
        status: 'Scheduled',
        publishedAt: '2099-06-01T08:00:00.000Z',
      });
    });

    it('keeps an existing non-conforming slug unchangeable', async () => {
      const a = (await create(alice.token, { title: 'Slug' })).data!.upsertArticle;
      await server.handle.runScript(
        `update articles set slug = 'Ancien_Slug' where id = '${a.id}'`,
      );
      const r = await update(alice.token, a.id, { version: 1, slug: 'nouveau-slug' });
      expect(r.errors?.[0]?.extensions?.fields?.slug).toBe(
        'Ce slug existant ne peut pas être modifié.',
      );
      const kept = await update(alice.token, a.id, {
        version: 1,
        slug: 'Ancien_Slug',
        title: 'Slug gardé',
      });
      expect(kept.errors).toBeUndefined();
    });
  });

  describe('videos and dates', () => {
    it('a TEL video needs a channel on creation, loses its authors, and follows the video machine', async () => {
      const author = await server.gql<{ createAuthor: { id: string } }>(
        'mutation createAuthor($data: AuthorCreateInput!) { createAuthor(data: $data) { id } }',
        { data: { name: 'Vidéaste', brandKey: 'TEL' } },
        alice.token,
      );
      const noChannel = await create(alice.token, { format: 'Video', title: 'Ma vidéo' });
      expect(noChannel.errors?.[0]?.extensions?.fields?.channels).toBe(
        'Une chaîne vidéo est obligatoire.',
      );
      const ok = await create(alice.token, {
        format: 'Video',
        title: 'Ma vidéo',
        channels: { set: [{ id: fx.channel }] },
        tags: { set: [{ id: fx.videoTag }] },
        authors: { set: [{ id: author.data!.createAuthor.id }] },
      });
      expect(ok.errors).toBeUndefined();
      const video = ok.data!.upsertArticle;
      expect(video.authors).toEqual([]);
      // Draft → Published is an article move, not a video one.
      const refused = await update(alice.token, video.id, { version: 1, status: 'Published' });
      expect(refused.errors?.[0]?.extensions?.fields?.status).toBe(
        "Le passage du statut Draft au statut Published n'est pas autorisé.",
      );
      // Processing done: the video is Private; 'publish' puts it Ready for automatic publication.
      await server.handle.runScript(
        `update articles set status = 'Private' where id = '${video.id}'`,
      );
      const ready = await update(alice.token, video.id, {
        version: 1,
        status: 'Ready',
        transition: 'publish',
      });
      expect(ready.errors).toBeUndefined();
      expect(ready.data!.updateArticle.status).toBe('Ready');
    });

    it('saving a published article sets editedAt; antidating needs a past date', async () => {
      const a = (await create(alice.token, { title: 'Publié puis modifié' })).data!.upsertArticle;
      const published = (
        await update(alice.token, a.id, {
          version: 1,
          status: 'Published',
          transition: 'publish',
          ...publishable(),
        })
      ).data!.updateArticle;
      expect(published.editedAt).toBeNull();
      const edited = (await update(alice.token, a.id, { version: 2, title: 'Publié puis corrigé' }))
        .data!.updateArticle;
      expect(edited.editedAt).not.toBeNull();
      expect(edited.publishedAt).toBe(published.publishedAt);
      const future = await update(alice.token, a.id, {
        version: 3,
        status: 'Published',
        transition: 'antidate',
        publishedAt: '2099-01-01T00:00:00Z',
      });
      expect(future.errors?.[0]?.extensions?.fields?.publishedAt).toBe(
        'La date doit être dans le passé pour antidater.',
      );
      const past = await update(alice.token, a.id, {
        version: 3,
        status: 'Published',
        transition: 'antidate',
        publishedAt: '2020-05-04T10:00:00Z',
      });
      expect(past.data!.updateArticle.publishedAt).toBe('2020-05-04T10:00:00.000Z');
    });
  });

  describe('locks and versions', () => {
    it('another user gets LOCKED naming the holder, on lock and on save; the holder ends the edition', async () => {
      const a = (await create(alice.token, { title: 'Verrou' })).data!.upsertArticle;
      const lockByBob = await server.gql(
        'mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }) { id } }',
        { id: a.id },
        bob.token,
      );
      expect(lockByBob.errors?.[0]?.extensions?.code).toBe('LOCKED');
      expect(lockByBob.errors?.[0]?.message).toBe(
        'Cet article est en cours de modification par Alice Martin.',
      );
      const saveByBob = await update(bob.token, a.id, { version: 1, title: 'Bob écrit' });
      expect(saveByBob.errors?.[0]?.extensions?.code).toBe('LOCKED');
      const retain = await server.gql<{ retainArticleLock: { lockExpiresAt: string } }>(
        'mutation retainArticleLock($id: ID!) { retainArticleLock(where: { id: $id }, changed: true) { lockExpiresAt } }',
        { id: a.id },
        alice.token,
      );
      expect(Date.parse(retain.data!.retainArticleLock.lockExpiresAt) - Date.now()).toBeGreaterThan(
        25 * 60_000,
      );
      const unlockByBob = await server.gql(
        'mutation unlockArticle($id: ID!) { unlockArticle(where: { id: $id }) { id } }',
        { id: a.id },
        bob.token,
      );
      expect(unlockByBob.errors?.[0]?.extensions?.code).toBe('LOCKED');
      const unlock = await server.gql<{ unlockArticle: { lockedBy: null } }>(
        'mutation unlockArticle($id: ID!) { unlockArticle(where: { id: $id }) { lockedBy { id } } }',
        { id: a.id },
        alice.token,
      );
      expect(unlock.data!.unlockArticle.lockedBy).toBeNull();
      const lock = await server.gql<{ lockArticle: { lockedBy: { name: string } } }>(
        'mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }) { lockedBy { name } } }',
        { id: a.id },
        bob.token,
      );
      expect(lock.data!.lockArticle.lockedBy.name).toBe('Bob Durand');
    });

    it('a stale save gets CONFLICT with the current version and changes nothing', async () => {
      const a = (await create(alice.token, { title: 'Version 1' })).data!.upsertArticle;
      const first = await update(alice.token, a.id, { version: 1, title: 'Version 2' });
      expect(first.data!.updateArticle.version).toBe(2);
      const stale = await update(alice.token, a.id, { version: 1, title: 'Écrase' });
      expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
      const now = await server.gql<{
        article: { title: string; version: number };
        articleHistoryCount: number;
      }>(
        'query article($id: ID!) { article(where: { id: $id }) { title version } articleHistoryCount(where: { id: $id }) }',
        { id: a.id },
        alice.token,
      );
      expect(now.data).toEqual({
        article: { title: 'Version 2', version: 2 },
        articleHistoryCount: 2,
      });
      const history = await server.gql<{
        article: { histories: { snapshot: { title: string; version: number } }[] };
      }>(
        'query article($id: ID!) { article(where: { id: $id }) { histories { snapshot } } }',
        { id: a.id },
        alice.token,
      );
      expect(
        history.data!.article.histories.map((h) => [h.snapshot.title, h.snapshot.version]),
      ).toEqual([
        ['Version 2', 2],
        ['Version 1', 1],
      ]);
    });

    it('a save sent again with the same Idempotency-Key is answered, not applied twice nor refused as a conflict', async () => {
      const a = (await create(alice.token, { brandKey: 'FAC', title: 'Envoyé deux fois' })).data!
        .upsertArticle;
      const MUTATION =
        'mutation updateArticle($id: ID!, $data: ArticleUpdateInput!) { updateArticle(where: { id: $id }, data: $data) { id version } }';
      const send = async (token: string, key: string, data: Record<string, unknown>) => {
        const response = await server.post(
          '/graphql?updateArticle',
          JSON.stringify({ query: MUTATION, variables: { id: a.id, data } }),
          {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': key,
          },
        );
        return (await response.json()) as {
          data?: { updateArticle: { id: string; version: number } };
          errors?: { extensions?: { code?: string } }[];
        };
      };
      const key = randomUUID();
      const first = await send(alice.token, key, {
        version: 1,
        title: 'Envoyé deux fois, corrigé',
      });
      expect(first.data?.updateArticle).toEqual({ id: a.id, version: 2 });
      // The answer was lost: the app sends the very same save again.
      const again = await send(alice.token, key, {
        version: 1,
        title: 'Envoyé deux fois, corrigé',
      });
      expect(again.errors).toBeUndefined();
      expect(again.data?.updateArticle).toEqual({ id: a.id, version: 2 });
      const count = await server.gql<{ articleHistoryCount: number; article: { version: number } }>(
        'query q($id: ID!) { articleHistoryCount(where: { id: $id }) article(where: { id: $id }) { version } }',
        { id: a.id },
        alice.token,
      );
      expect(count.data).toEqual({ articleHistoryCount: 2, article: { version: 2 } });
      // A new save on the old version is still a conflict, and keys belong to their user.
      expect(
        (await send(alice.token, randomUUID(), { version: 1, title: 'Autre' })).errors?.[0]
          ?.extensions?.code,
      ).toBe('CONFLICT');
      await server.gql(
        'mutation unlockArticle($id: ID!) { unlockArticle(where: { id: $id }) { id } }',
        { id: a.id },
        alice.token,
      );
      expect(
        (await send(bob.token, key, { version: 1, title: 'Bob' })).errors?.[0]?.extensions?.code,
      ).toBe('CONFLICT');
      // The same key on another article's save is refused, never answered with the first article.
      const other = (await create(alice.token, { brandKey: 'FAC', title: 'Un autre article' }))
        .data!.upsertArticle;
      const reused = await server.post(
        '/graphql?updateArticle',
        JSON.stringify({
          query: MUTATION,
          variables: { id: other.id, data: { version: 1, title: 'Autre, modifié' } },
        }),
        {
          'content-type': 'application/json',
          authorization: `Bearer ${alice.token}`,
          'idempotency-key': key,
        },
      );
      const refused = (await reused.json()) as {
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      expect(refused.errors?.[0]).toMatchObject({
        message: SAVE_KEY_REUSED_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('a save that sends only the body keeps the lead, its search words and its place in the history', async () => {
      const a = (
        await create(alice.token, {
          brandKey: 'FAC',
          title: 'Chapô gardé',
          lead: doc('Un chapô rarissime zygomatique.'),
          body: doc('Premier corps.'),
        })
      ).data!.upsertArticle;
      const saved = await update(alice.token, a.id, { version: 1, body: doc('Second corps.') });
      expect(saved.errors).toBeUndefined();
      const now = await server.gql<{
        article: {
          lead: unknown;
          body: unknown;
          histories: { snapshot: { lead: unknown; body: unknown } }[];
        };
        searchArticles: { id: string }[];
      }>(
        'query q($id: ID!) { article(where: { id: $id }) { lead body histories { snapshot } } searchArticles(query: "zygomatique", where: { brandKey: "FAC" }) { id } }',
        { id: a.id },
        alice.token,
      );
      expect(now.data!.article.lead).toEqual(doc('Un chapô rarissime zygomatique.'));
      expect(now.data!.article.body).toEqual(doc('Second corps.'));
      expect(now.data!.article.histories[0]!.snapshot).toMatchObject({
        lead: doc('Un chapô rarissime zygomatique.'),
        body: doc('Second corps.'),
      });
      expect(now.data!.searchArticles.map((r) => r.id)).toEqual([a.id]);
    });

    it('articleHistory gives one saved version, to users of its brand only', async () => {
      const a = (await create(alice.token, { title: 'Première' })).data!.upsertArticle;
      await update(alice.token, a.id, { version: 1, title: 'Seconde' });
      const list = await server.gql<{ article: { histories: { id: string }[] } }>(
        'query article($id: ID!) { article(where: { id: $id }) { histories { id } } }',
        { id: a.id },
        alice.token,
      );
      const [latest, first] = list.data!.article.histories;
      const ENTRY =
        'query articleHistory($id: ID!) { articleHistory(where: { id: $id }) { id createdAt user { name } snapshot } }';
      const one = await server.gql<{
        articleHistory: { id: string; user: { name: string }; snapshot: { title: string } };
      }>(ENTRY, { id: first!.id }, alice.token);
      expect(one.errors).toBeUndefined();
      expect(one.data!.articleHistory).toMatchObject({
        id: first!.id,
        user: { name: 'Alice Martin' },
        snapshot: { title: 'Première' },
      });
      expect(latest).toBeDefined();
      const outsider = await server.createUser({ name: 'Autre marque', brandKeys: ['BEA'] });
      expect(
        (await server.gql(ENTRY, { id: first!.id }, outsider.token)).errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await server.gql<{ articleHistory: null }>(
            ENTRY,
            { id: '00000000-0000-4000-8000-000000000009' },
            alice.token,
          )
        ).data?.articleHistory,
      ).toBeNull();
      expect(
        (await server.gql<{ articleHistory: null }>(ENTRY, { id: "1' or '1'='1" }, alice.token))
          .data?.articleHistory,
      ).toBeNull();
    });

    it('a save without a version is refused', async () => {
      const a = (await create(alice.token, { title: 'Sans version' })).data!.upsertArticle;
      const r = await update(alice.token, a.id, { title: 'x' });
      expect(r.errors?.[0]?.extensions?.fields?.version).toBeDefined();
    });

    it('unknown ids: NOT_FOUND on update and lock, null on read', async () => {
      const missing = '00000000-0000-4000-8000-000000000001';
      expect(
        (await update(alice.token, missing, { version: 1 })).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      expect(
        (await update(alice.token, 'pas-un-id', { version: 1 })).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      const lock = await server.gql(
        'mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }) { id } }',
        { id: missing },
        alice.token,
      );
      expect(lock.errors?.[0]?.message).toBe("L'identifiant de l'article est introuvable.");
      const read = await server.gql<{ article: null }>(
        'query article($id: ID!) { article(where: { id: $id }) { id } }',
        { id: 'x' },
        alice.token,
      );
      expect(read.data!.article).toBeNull();
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await create(alice.token, {
        brandKey: 'GEO',
        title: 'Un élève exceptionnel au lycée',
        body: doc('Portrait.'),
      });
      await create(alice.token, {
        brandKey: 'GEO',
        title: 'La rentrée scolaire',
        body: doc('Chaque élève reçoit un cartable.'),
      });
      await create(alice.token, {
        brandKey: 'GEO',
        title: 'Recette de la tarte',
        body: doc('Des pommes et du beurre.'),
      });
    });

    it("folds accents ('eleve' finds 'élève') and ranks title matches first", async () => {
      const r = await server.gql<{
        searchArticles: { title: string }[];
        searchArticleCount: number;
      }>(
        'query searchArticles($q: String) { searchArticles(query: $q, where: { brandKey: "GEO" }) { title } searchArticleCount(query: $q, where: { brandKey: "GEO" }) }',
        { q: 'eleve' },
        alice.token,
      );
      expect(r.data!.searchArticles.map((a) => a.title)).toEqual([
        'Un élève exceptionnel au lycée',
        'La rentrée scolaire',
      ]);
      expect(r.data!.searchArticleCount).toBe(2);
    });

    it('lists without rich text but loads body and lead when asked', async () => {
      const r = await server.gql<{
        searchArticles: { title: string; body: { type: string }; lead: null }[];
      }>(
        'query searchArticles { searchArticles(query: "tarte", where: { brandKey: "GEO" }) { title body lead } }',
        {},
        alice.token,
      );
      expect(r.data!.searchArticles).toEqual([
        { title: 'Recette de la tarte', body: doc('Des pommes et du beurre.'), lead: null },
      ]);
    });

    it('autocompletes by title prefix', async () => {
      const r = await server.gql<{ searchArticles: { title: string }[] }>(
        'query searchArticles { searchArticles(like: "rentr", first: 10, where: { brandKey: "GEO" }) { title } }',
        {},
        alice.token,
      );
      expect(r.data!.searchArticles.map((a) => a.title)).toEqual(['La rentrée scolaire']);
    });

    it('filters by image credit and source inside one credit, accents and case ignored, and follows a save', async () => {
      const media = (key: string, credit: string, source: string) => ({
        key,
        href: `https://img.example.test/${key}.jpg`,
        credit,
        source,
        format: 'image',
      });
      const agency = await create(alice.token, {
        brandKey: 'GEO',
        title: 'Crédits : agences',
        medias: [media('c1', 'Photo Agence Élysée', 'AFP'), media('c2', 'Reuters', 'Getty')],
      });
      await create(alice.token, {
        brandKey: 'GEO',
        title: 'Crédits : droits réservés',
        medias: [media('c3', 'DR', 'Interne')],
      });
      const titles = async (where: Record<string, string>) => {
        const r = await server.gql<{ articles: { title: string }[]; articleCount: number }>(
          'query articles($where: ArticleWhereInput) { articles(where: $where, orderBy: title_ASC) { title } articleCount(where: $where) }',
          { where: { brandKey: 'GEO', ...where } },
          alice.token,
        );
        expect(r.errors).toBeUndefined();
        expect(r.data!.articleCount).toBe(r.data!.articles.length);
        return r.data!.articles.map((a) => a.title);
      };
      expect(await titles({ imageCredit: 'ELYSEE' })).toEqual(['Crédits : agences']);
      expect(await titles({ imageCredit: 'reut' })).toEqual(['Crédits : agences']);
      // Two characters: no trigram to look up, the folded column is read instead.
      expect(await titles({ imageCredit: 'dr' })).toEqual(['Crédits : droits réservés']);
      // The end of one credit and the start of the next are not one credit.
      expect(await titles({ imageCredit: 'Élysée\nReuters' })).toEqual([]);
      expect(await titles({ imageSource: 'getty' })).toEqual(['Crédits : agences']);
      expect(await titles({ imageCredit: 'Élysée', imageSource: 'Interne' })).toEqual([]);

      const saved = await update(alice.token, agency.data!.upsertArticle.id, {
        version: agency.data!.upsertArticle.version,
        medias: [media('c1', 'Photo Hans Lucas', 'Hans Lucas')],
      });
      expect(saved.errors).toBeUndefined();
      expect(await titles({ imageCredit: 'elysee' })).toEqual([]);
      expect(await titles({ imageCredit: 'hans luc' })).toEqual(['Crédits : agences']);
    });

    it('a brand-restricted user only sees its brands', async () => {
      const r = await server.gql<{ articleCount: number }>(
        'query articleCount { articleCount }',
        {},
        capOnly.token,
      );
      expect(r.data!.articleCount).toBe(0);
      const forbidden = await server.gql(
        'query articles { articles(where: { brandKey: "GEO" }) { id } }',
        {},
        capOnly.token,
      );
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  it('loads 50 articles with authors and tags in a bounded number of SQL queries', async () => {
    const author = await server.gql<{ createAuthor: { id: string } }>(
      'mutation createAuthor($data: AuthorCreateInput!) { createAuthor(data: $data) { id } }',
      { data: { name: 'Auteur N+1', brandKey: 'BEA' } },
      alice.token,
    );
    for (let i = 0; i < 50; i++) {
      await create(alice.token, {
        brandKey: 'BEA',
        title: `Article ${i}`,
        authors: { set: [{ id: author.data!.createAuthor.id }] },
        tags: { set: [{ id: fx.tag }] },
      });
    }
    const db = server.handle.db as unknown as {
      session: { client: { query: (...args: unknown[]) => unknown } };
    };
    const client = db.session.client;
    const original = client.query;
    let count = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
    try {
      const r = await server.gql<{ articles: unknown[] }>(
        'query articles { articles(first: 50, where: { brandKey: "BEA" }) { id title authors { author { name } } tags { title } } }',
        {},
        alice.token,
      );
      expect(r.data!.articles).toHaveLength(50);
    } finally {
      client.query = original;
    }
    // The list, then authors and tags in one statement (services/content/statementBatch.ts), plus
    // the session lookup when the server does not remember it: never one per article.
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
  });
});
