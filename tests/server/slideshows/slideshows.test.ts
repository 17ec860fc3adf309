// Slideshows through the article API (issue 18, spec 000 §3–§4, 001 §5): an article of format
// Slideshow whose body's blocks are typed slides; every slide field kept in order; bad slides
// refused in French naming the slide; publishing refused while a slide lacks a credit, the message
// naming the slides; the slideshow statuses only; the first slide as the list image; the 600000 ms
// lock and its French LOCKED message; another brand refused. PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import { newSlide, type Slide } from '../../../common/domain/slideshow';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const FIELDS = `id title status version format brandKey body medias publishedAt lockExpiresAt lockedBy { id name }`;
const UPSERT = `mutation upsertArticle($where: ArticleWhereUniqueInput, $create: ArticleCreateInput!, $update: ArticleUpdateInput!) {
  upsertArticle(where: $where, create: $create, update: $update) { ${FIELDS} } }`;

interface Saved {
  id: string;
  title: string;
  status: string;
  version: number;
  format: string;
  body: { type: string; content: { type: string; attrs: Slide }[] } | null;
  medias: { key: string; href: string }[] | null;
  publishedAt: string | null;
  lockExpiresAt: string | null;
  lockedBy: { id: string; name: string } | null;
}

function slide(n: number, fields: Partial<Slide> = {}): Slide {
  return newSlide({
    key: `media-${n}`,
    href: `https://img.example.test/${n}.jpg`,
    caption: `Légende ${n}`,
    credit: `Photographe ${n}`,
    source: 'AFP',
    ...fields,
  });
}

const body = (slides: Slide[]) => ({
  type: 'doc',
  content: slides.map((attrs) => ({ type: 'slide', attrs })),
});

forEachBackend('slideshows', (backend) => {
  let server: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let capOnly: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    alice = await server.createUser({ name: 'Alice Martin' });
    bob = await server.createUser({ name: 'Bob Durand' });
    capOnly = await server.createUser({ name: 'Claire Cap', brandKeys: ['CAP'] });
  });
  afterAll(() => server.close());

  const create = (token: string, fields: Record<string, unknown>) =>
    server.gql<{ upsertArticle: Saved }>(
      UPSERT,
      {
        create: { brandKey: 'TEL', format: 'Slideshow', title: 'Un diaporama', ...fields },
        update: {},
      },
      token,
    );
  const update = (token: string, saved: Saved, fields: Record<string, unknown>) =>
    server.gql<{ upsertArticle: Saved }>(
      UPSERT,
      {
        where: { id: saved.id },
        create: { brandKey: 'TEL', format: 'Slideshow', title: 'x' },
        update: { version: saved.version, ...fields },
      },
      token,
    );

  it('stores slides as typed blocks with every field, in order, and lists the first slide as image', async () => {
    const full = slide(1, {
      crop: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 },
      focusPoint: { x: 0.25, y: 0.75 },
      media: {
        source: 'AFP',
        credit: 'EXIF Artiste',
        originalName: 'plage.jpg',
        extension: 'jpg',
        defaultTitle: 'Plage',
        defaultDescription: 'Une plage au matin',
      },
      slideshow: {
        description: 'La plage',
        hasButton: true,
        buttonTitle: 'Réserver',
        buttonUrl: 'https://example.test/reserver',
        buttonRel: 'nofollow',
      },
    });
    const slides = [full, slide(2), slide(3)];
    const r = await create(alice.token, { body: body(slides) });
    expect(r.errors).toBeUndefined();
    const saved = r.data!.upsertArticle;
    expect(saved.format).toBe('Slideshow');
    expect(saved.body!.content.map((n) => n.type)).toEqual(['slide', 'slide', 'slide']);
    expect(saved.body!.content[0]!.attrs).toEqual(full);
    expect(saved.medias![0]).toMatchObject({
      key: 'media-1',
      href: 'https://img.example.test/1.jpg',
    });

    // Reordered: the order is kept and the list image follows the new first slide.
    const moved = await update(alice.token, saved, {
      body: body([slides[2]!, slides[0]!, slides[1]!]),
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.upsertArticle.body!.content.map((n) => n.attrs.key)).toEqual([
      'media-3',
      'media-1',
      'media-2',
    ]);
    expect(moved.data!.upsertArticle.medias![0]!.key).toBe('media-3');
    const list = await server.gql<{ searchArticles: { id: string; medias: { key: string }[] }[] }>(
      `query { searchArticles(first: 10, skip: 0, where: { format: Slideshow }) { id medias } }`,
      {},
      alice.token,
    );
    expect(list.data!.searchArticles.find((a) => a.id === saved.id)!.medias[0]!.key).toBe(
      'media-3',
    );
  });

  it.each([
    ['no key', { key: '' }, 'Diapositive 2 : la clé du média est obligatoire.'],
    ['a javascript: image', { href: 'javascript:alert(1)' }, 'Diapositive 2 : l'],
    [
      'a focus point outside',
      { focusPoint: { x: 2, y: 0.5 } },
      "Diapositive 2 : le point focal doit être dans l'image.",
    ],
    [
      'a rel other than nofollow',
      {
        slideshow: {
          description: '',
          hasButton: false,
          buttonTitle: '',
          buttonUrl: '',
          buttonRel: 'sponsored',
        },
      },
      "Diapositive 2 : l'attribut rel du bouton doit être « nofollow » ou vide.",
    ],
    [
      'a button without title or URL',
      {
        slideshow: {
          description: '',
          hasButton: true,
          buttonTitle: '',
          buttonUrl: 'ftp://x',
          buttonRel: '',
        },
      },
      'Diapositive 2 : le titre du bouton est obligatoire.',
    ],
    ['a credit that is not text', { credit: 42 }, 'Diapositive 2 : le crédit doit être un texte.'],
  ])(
    'refuses a slide with %s, in French, naming the slide, writing nothing',
    async (_what, bad, message) => {
      const count = async () =>
        (
          await server.gql<{ searchArticleCount: number }>(
            `query { searchArticleCount(where: { format: Slideshow }) }`,
            {},
            alice.token,
          )
        ).data!.searchArticleCount;
      const before = await count();
      const r = await create(alice.token, {
        title: 'Refusé',
        body: body([slide(1), { ...slide(2), ...(bad as object) } as Slide]),
      });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields?.body).toContain(message);
      expect(await count()).toBe(before);
    },
  );

  it('refuses a paragraph in a slideshow and a slide in an article', async () => {
    const paragraph = await create(alice.token, {
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
      },
    });
    expect(paragraph.errors?.[0]?.extensions?.fields?.body).toContain("n'est pas une diapositive");
    const article = await server.gql(
      UPSERT,
      {
        create: { brandKey: 'TEL', format: 'Rich', title: 'Article', body: body([slide(1)]) },
        update: {},
      },
      alice.token,
    );
    expect(article.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses to publish while slides lack a credit, naming them; publishes once fixed', async () => {
    const slides = [slide(1), slide(2, { credit: '' }), slide(3), slide(4, { credit: '  ' })];
    const saved = (await create(alice.token, { body: body(slides) })).data!.upsertArticle;
    expect(saved.status).toBe('Draft');
    const refused = await update(alice.token, saved, {
      status: 'Published',
      transition: 'publish',
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fields?.slides).toBe(
      "Chaque diapositive doit avoir un crédit : les diapositives 2 et 4 n'en ont pas.",
    );
    // Scheduling needs the credits too.
    const schedule = await update(alice.token, saved, {
      status: 'Scheduled',
      transition: 'schedule',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(schedule.errors?.[0]?.extensions?.fields?.slides).toContain('diapositives 2 et 4');

    const fixed = slides.map((s) => ({ ...s, credit: s.credit.trim() || 'Crédit ajouté' }));
    const published = await update(alice.token, saved, {
      body: body(fixed),
      status: 'Published',
      transition: 'publish',
    });
    expect(published.errors).toBeUndefined();
    expect(published.data!.upsertArticle.status).toBe('Published');
    expect(published.data!.upsertArticle.publishedAt).not.toBeNull();

    // A published slideshow cannot lose a credit either.
    const unset = await update(alice.token, published.data!.upsertArticle, {
      body: body([fixed[0]!, { ...fixed[1]!, credit: '' }]),
    });
    expect(unset.errors?.[0]?.extensions?.fields?.slides).toBe(
      "Chaque diapositive doit avoir un crédit : la diapositive 2 n'en a pas.",
    );
  });

  it('refuses an empty slideshow to publish and statuses slideshows do not have', async () => {
    const saved = (await create(alice.token, {})).data!.upsertArticle;
    const empty = await update(alice.token, saved, { status: 'Published', transition: 'publish' });
    expect(empty.errors?.[0]?.extensions?.fields?.slides).toBe(
      'Ajoutez au moins une diapositive avant de publier.',
    );
    for (const status of ['Ready', 'Frozen', 'Private']) {
      const r = await update(alice.token, saved, { status });
      expect(r.errors?.[0]?.extensions?.code, status).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields?.status, status).toBeTruthy();
    }
  });

  describe('locks and brands', () => {
    it('locks for 600000 ms, and another user gets LOCKED in French', async () => {
      const saved = (await create(alice.token, { body: body([slide(1)]) })).data!.upsertArticle;
      const lock = await server.gql<{ lockArticle: Saved }>(
        `mutation lockArticle($id: ID!) { lockArticle(where: { id: $id }) { ${FIELDS} } }`,
        { id: saved.id },
        alice.token,
      );
      expect(lock.errors).toBeUndefined();
      const until = Date.parse(lock.data!.lockArticle.lockExpiresAt!) - Date.now();
      expect(until).toBeGreaterThan(LIMITS.locks.slideshowMs - 60_000);
      expect(until).toBeLessThanOrEqual(LIMITS.locks.slideshowMs + 1000);
      // Retained with changes: still 600000 ms (articles would get 30 minutes).
      const retain = await server.gql<{ retainArticleLock: Saved }>(
        `mutation retainArticleLock($id: ID!) { retainArticleLock(where: { id: $id }, changed: true) { ${FIELDS} } }`,
        { id: saved.id },
        alice.token,
      );
      expect(
        Date.parse(retain.data!.retainArticleLock.lockExpiresAt!) - Date.now(),
      ).toBeLessThanOrEqual(LIMITS.locks.slideshowMs + 1000);
      const byBob = await update(bob.token, saved, { title: 'Volé' });
      expect(byBob.errors?.[0]?.extensions?.code).toBe('LOCKED');
      expect(byBob.errors?.[0]?.message).toBe(
        'Ce diaporama est en cours de modification par Alice Martin.',
      );
    });

    it('refuses a user without the brand', async () => {
      const r = await create(capOnly.token, { body: body([slide(1)]) });
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
