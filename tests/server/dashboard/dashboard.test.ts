// The dashboard API over HTTP on PGlite (and PostgreSQL with TEST_DATABASE_URL): every filter of
// spec 000 §3 plus brand and search, keyset pages of 50 in a stable order, the count, the chart's
// buckets in Paris time across a day and a month with a DST change, the streamed CSV and the
// size limits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../../server/src/db/schema/accounts';
import { articles } from '../../../server/src/db/schema/content';
import { dashboardCsvRoute } from '../../../server/src/schema/dashboard/csvRoute';
import type { StreamSink } from '../../../server/src/schema/dashboard/streamRoute';
import { writeDashboardCsv } from '../../../server/src/services/dashboard/csvExport';
import type { DashboardQuery } from '../../../server/src/services/dashboard/dashboardQueries';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { insertArticle, insertDashboardFixtures, type DashboardFixtures } from './fixtures';

const LIST = `query dashboardArticles($filter: DashboardFilterInput!, $first: Int, $after: String) {
  dashboardArticles(filter: $filter, first: $first, after: $after) {
    items { id title publishedAt } endCursor hasMore } }`;
const COUNT = `query dashboardCount($filter: DashboardFilterInput!) { dashboardCount(filter: $filter) }`;
const HISTOGRAM = `query dashboardHistogram($filter: DashboardFilterInput!) {
  dashboardHistogram(filter: $filter) { unit total buckets { start label count } } }`;

interface Page {
  items: { id: string; title: string; publishedAt: string | null }[];
  endCursor: string | null;
  hasMore: boolean;
}
interface Histogram {
  unit: 'hour' | 'day';
  total: number;
  buckets: { start: string; label: string; count: number }[];
}

forEachBackend('dashboard', (backend) => {
  let server: TestServer;
  let fx: DashboardFixtures;
  let capOnly: TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    fx = await insertDashboardFixtures(server.handle);
    capOnly = await server.createUser({ name: 'Claire Cap', brandKeys: ['CAP'] });
    const h = server.handle;
    // 2026-06-15, a summer day (Paris = UTC+2).
    await insertArticle(h, {
      title: 'Élection : les résultats',
      publishedAt: '2026-06-15T06:10:00Z',
      categoryIds: [fx.catActu],
      tagIds: [fx.tagPolitique],
      authorIds: [fx.authorAlice],
      sourceId: fx.source,
      qualifierIds: [fx.qualifier],
      leadText: 'Le scrutin municipal',
    });
    await insertArticle(h, {
      title: 'Festival de cinéma',
      publishedAt: '2026-06-15T06:40:00Z',
      format: 'Slideshow',
      categoryIds: [fx.catCulture],
      authorIds: [fx.authorBruno],
    });
    await insertArticle(h, {
      title: 'Match du soir',
      publishedAt: '2026-06-15T19:05:00Z',
      format: 'Video',
      tagIds: [fx.tagSport],
      authorIds: [fx.authorAlice, fx.authorBruno],
    });
    await insertArticle(h, {
      title: 'Programmé demain',
      publishedAt: '2026-06-16T08:00:00Z',
      status: 'Scheduled',
    });
    await insertArticle(h, { title: 'Brouillon sans date', publishedAt: null, status: 'Draft' });
    await insertArticle(h, {
      title: 'Article CAP',
      publishedAt: '2026-06-15T09:00:00Z',
      brandKey: 'CAP',
    });
  });
  afterAll(() => server.close());

  const june15 = { startDate: '2026-06-15', endDate: '2026-06-15' };
  async function titles(filter: Record<string, unknown>, token = server.admin.token) {
    const r = await server.gql<{ dashboardArticles: Page }>(LIST, { filter }, token);
    expect(r.errors).toBeUndefined();
    return r.data!.dashboardArticles.items.map((i) => i.title);
  }

  it('lists a day newest first, and each filter narrows it', async () => {
    expect(await titles({ ...june15, status: ['Published'] })).toEqual([
      'Match du soir',
      'Article CAP',
      'Festival de cinéma',
      'Élection : les résultats',
    ]);
    const base = { ...june15, status: ['Published'], brandKey: 'TEL' };
    expect(await titles(base)).toHaveLength(3);
    expect(await titles({ ...base, format: ['Slideshow', 'Video'] })).toEqual([
      'Match du soir',
      'Festival de cinéma',
    ]);
    expect(await titles({ ...base, categoryIds: [fx.catActu] })).toEqual([
      'Élection : les résultats',
    ]);
    expect(await titles({ ...base, tagIds: [fx.tagSport] })).toEqual(['Match du soir']);
    expect(await titles({ ...base, qualifierIds: [fx.qualifier] })).toEqual([
      'Élection : les résultats',
    ]);
    expect(await titles({ ...base, sourceIds: [fx.source] })).toEqual(['Élection : les résultats']);
    expect(await titles({ ...base, authorIds: [fx.authorBruno] })).toEqual([
      'Match du soir',
      'Festival de cinéma',
    ]);
    // Text search: accents folded, lead included.
    expect(await titles({ ...base, search: 'election' })).toEqual(['Élection : les résultats']);
    expect(await titles({ ...base, search: 'scrutin' })).toEqual(['Élection : les résultats']);
    // Statuses: scheduled the next day, a draft without date only when no date bounds it.
    expect(
      await titles({ startDate: '2026-06-16', endDate: '2026-06-16', status: ['Scheduled'] }),
    ).toEqual(['Programmé demain']);
    expect(await titles({ status: ['Draft'] })).toEqual(['Brouillon sans date']);
    // An empty status or format list chooses nothing.
    expect(await titles({ ...base, status: [] })).toEqual([]);
    expect(await titles({ ...base, format: [] })).toEqual([]);
  });

  it('reads the dates as whole Paris days (00:30 in Paris is still that day)', async () => {
    const id = await insertArticle(server.handle, {
      title: 'Juste après minuit',
      publishedAt: '2026-06-16T22:30:00Z', // 17/06 00:30 in Paris
    });
    expect(await titles({ startDate: '2026-06-17', endDate: '2026-06-17' })).toEqual([
      'Juste après minuit',
    ]);
    expect(await titles({ startDate: '2026-06-16', endDate: '2026-06-16' })).not.toContain(
      'Juste après minuit',
    );
    expect(id).toBeTruthy();
  });

  it('counts what the list shows, scoped to the brands of the user', async () => {
    const count = async (filter: Record<string, unknown>, token = server.admin.token) =>
      (await server.gql<{ dashboardCount: number }>(COUNT, { filter }, token)).data?.dashboardCount;
    expect(await count({ ...june15, status: ['Published'] })).toBe(4);
    expect(await count({ ...june15, status: ['Published'] }, capOnly.token)).toBe(1);
    expect(await titles({ ...june15, status: ['Published'] }, capOnly.token)).toEqual([
      'Article CAP',
    ]);
    const refused = await server.gql(LIST, { filter: { brandKey: 'TEL' } }, capOnly.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(COUNT, { filter: {} }, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('pages by 50 at most with a stable order, ties broken by id', async () => {
    // 120 articles at the same instant on another day: the order must still be total.
    const same = '2025-01-10T10:00:00Z';
    for (let i = 0; i < 120; i++)
      await insertArticle(server.handle, { title: `Lot ${i}`, publishedAt: same });
    const filter = { startDate: '2025-01-10', endDate: '2025-01-10' };
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const r: { data: { dashboardArticles: Page } | null } = await server.gql<{
        dashboardArticles: Page;
      }>(LIST, { filter, first: 500, after }, server.admin.token);
      const page: Page = r.data!.dashboardArticles;
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((i) => i.id));
      pages++;
      if (!page.hasMore) break;
      after = page.endCursor;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort()).toEqual(seen);
  });

  it('charts a day per hour in Paris time', async () => {
    const r = await server.gql<{ dashboardHistogram: Histogram }>(
      HISTOGRAM,
      { filter: { ...june15, status: ['Published'], brandKey: 'TEL' } },
      server.admin.token,
    );
    const h = r.data!.dashboardHistogram;
    expect(h.unit).toBe('hour');
    expect(h.buckets).toHaveLength(24);
    expect(h.buckets[0]).toMatchObject({ start: '2026-06-14T22:00:00.000Z', label: '00:00' });
    const nonZero = h.buckets.filter((b) => b.count > 0).map((b) => [b.label, b.count]);
    // 06:10Z and 06:40Z → 08:00 Paris; 19:05Z → 21:00 Paris.
    expect(nonZero).toEqual([
      ['08:00', 2],
      ['21:00', 1],
    ]);
    expect(h.total).toBe(3);
  });

  it('charts the DST days with 23 and 25 hours', async () => {
    // 29/03/2026: Paris goes from 02:00 CET to 03:00 CEST. 25/10/2026: back from 03:00 to 02:00.
    await insertArticle(server.handle, {
      title: 'Avant le passage',
      publishedAt: '2026-03-29T00:30:00Z',
    });
    await insertArticle(server.handle, {
      title: 'Après le passage',
      publishedAt: '2026-03-29T01:30:00Z',
    });
    await insertArticle(server.handle, {
      title: 'Heure doublée 1',
      publishedAt: '2026-10-25T00:15:00Z',
    });
    await insertArticle(server.handle, {
      title: 'Heure doublée 2',
      publishedAt: '2026-10-25T01:15:00Z',
    });
    const day = async (d: string) =>
      (
        await server.gql<{ dashboardHistogram: Histogram }>(
          HISTOGRAM,
          { filter: { startDate: d, endDate: d } },
          server.admin.token,
        )
      ).data!.dashboardHistogram;
    const spring = await day('2026-03-29');
    expect(spring.buckets).toHaveLength(23);
    expect(spring.buckets.map((b) => b.label)).not.toContain('02:00');
    expect(spring.buckets.filter((b) => b.count).map((b) => b.label)).toEqual(['01:00', '03:00']);
    const autumn = await day('2026-10-25');
    expect(autumn.buckets).toHaveLength(25);
    // 02:00 happens twice in Paris that night: one article in each.
    expect(autumn.buckets.filter((b) => b.count).map((b) => [b.label, b.start])).toEqual([
      ['02:00', '2026-10-25T00:00:00.000Z'],
      ['02:00', '2026-10-25T01:00:00.000Z'],
    ]);
  });

  it('charts a month per Paris day, across the DST change', async () => {
    await insertArticle(server.handle, {
      title: 'Samedi soir tard',
      publishedAt: '2026-03-28T23:30:00Z', // 29/03 00:30 in Paris (CET)
    });
    await insertArticle(server.handle, {
      title: 'Premier avril',
      publishedAt: '2026-03-31T22:30:00Z', // 01/04 00:30 in Paris (CEST): out of March
    });
    await insertArticle(server.handle, {
      title: 'Premier mars',
      publishedAt: '2026-02-28T23:10:00Z',
    });
    const r = await server.gql<{ dashboardHistogram: Histogram }>(
      HISTOGRAM,
      { filter: { startDate: '2026-03-01', endDate: '2026-03-31' } },
      server.admin.token,
    );
    const h = r.data!.dashboardHistogram;
    expect(h.unit).toBe('day');
    expect(h.buckets).toHaveLength(31);
    expect(h.buckets[0]).toMatchObject({
      label: '01/03/2026',
      start: '2026-02-28T23:00:00.000Z',
      count: 1,
    });
    // After the change, midnight in Paris is 22:00 UTC.
    expect(h.buckets[30]).toMatchObject({ label: '31/03/2026', start: '2026-03-30T22:00:00.000Z' });
    const byLabel = Object.fromEntries(h.buckets.map((b) => [b.label, b.count]));
    // Avant/Après le passage (from the DST test) and Samedi soir tard all fall on 29/03.
    expect(byLabel['29/03/2026']).toBe(3);
    expect(byLabel['28/03/2026']).toBe(0);
    expect(h.total).toBe(4);
  });

  it('refuses filters beyond the size limits, in French', async () => {
    const many = Array.from({ length: 101 }, () => fx.catActu);
    const r = await server.gql(LIST, { filter: { categoryIds: many } }, server.admin.token);
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { categoryIds: 'Au plus 100 éléments par filtre.' },
    });
    const long = await server.gql(
      LIST,
      { filter: { search: 'a'.repeat(201) } },
      server.admin.token,
    );
    expect(long.errors?.[0]?.extensions?.fields).toEqual({
      search: 'La recherche est limitée à 200 caractères.',
    });
    const badDay = await server.gql(
      COUNT,
      { filter: { startDate: '2026-02-30', endDate: '2026-03-01' } },
      server.admin.token,
    );
    expect(badDay.errors?.[0]?.extensions?.fields).toEqual({
      startDate: 'La date doit être au format AAAA-MM-JJ.',
    });
    const order = await server.gql(
      COUNT,
      { filter: { startDate: '2026-03-02', endDate: '2026-03-01' } },
      server.admin.token,
    );
    expect(order.errors?.[0]?.extensions?.fields).toEqual({
      endDate: 'La date de fin doit être postérieure ou égale à la date de début.',
    });
  });

  async function csv(filter: unknown, token: string | null = server.admin.token) {
    const response = await fetch(
      `${server.url}/dashboard/export.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  it('streams the CSV of the filter: BOM, ";", Paris dates, accents, quotes', async () => {
    await insertArticle(server.handle, {
      title: 'Titre avec ; et "guillemets" — été',
      publishedAt: '2026-07-01T10:05:00Z',
      categoryIds: [fx.catActu, fx.catCulture],
      authorIds: [fx.authorAlice, fx.authorBruno],
      medias: [
        { key: 'a', href: 'https://img.test/a.jpg', format: 'image' },
        { key: 'b', href: 'https://img.test/b.jpg', format: 'image' },
        { key: 'v', format: 'video' },
      ],
      pushCount: 2,
      live: true,
    });
    await insertArticle(server.handle, {
      title: '=HYPERLINK("x")',
      publishedAt: '2026-07-01T09:00:00Z',
      status: 'Scheduled',
    });
    const { response, bytes, text } = await csv({
      startDate: '2026-07-01',
      endDate: '2026-07-01',
      status: ['Published', 'Scheduled'],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="dashboard-/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Date de publication;Image;Description;Catégories;Contributeurs;Média;Diffusion;Statut',
    );
    expect(lines[1]).toBe(
      '01/07/2026 12:05;https://img.test/a.jpg;"Titre avec ; et ""guillemets"" — été";Actualités, Culture;Alice Émond, Bruno Lefèvre;2 images · 1 vidéo;TEL · 2 pushs · Live;Publié',
    );
    // A formula is defused; the scheduled status carries its date.
    expect(lines[2]).toBe(
      `01/07/2026 11:00;;"'=HYPERLINK(""x"")";;;;TEL;Programmé le 01/07/2026 11:00`,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('answers the CSV route with the API errors before any byte', async () => {
    expect((await csv({}, null)).response.status).toBe(401);
    const bad = await csv({ status: ['Nope'] });
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text).errors[0].message).toBe('Le filtre du dashboard est invalide.');
    const other = await csv({ brandKey: 'TEL' }, capOnly.token);
    expect(other.response.status).toBe(403);
    const tooMany = await csv({ tagIds: Array.from({ length: 101 }, () => fx.tagSport) });
    expect(tooMany.response.status).toBe(400);
    // Beyond the row limit the export is refused whole (limit lowered to 2 for the test).
    const route = dashboardCsvRoute({ handle: server.handle, maxRows: 2 });
    const chunks: string[] = [];
    let status = 0;
    const sink: StreamSink = {
      start: (s) => void (status = s),
      write: async (c) => void chunks.push(c),
      end: () => {},
      abort: () => {},
      closed: false,
    };
    await route(
      {
        method: 'GET',
        url: `/dashboard/export.csv?filter=${encodeURIComponent(JSON.stringify(june15))}`,
        headers: { authorization: `Bearer ${server.admin.token}` },
      },
      sink,
    );
    expect(status).toBe(413);
    expect(JSON.parse(chunks.join('')).errors[0].message).toBe(
      "L'export est limité à 200 000 lignes : affinez les filtres.",
    );
  });

  it('writes every row once, in the list order, batch after batch', async () => {
    const chunks: string[] = [];
    const q: DashboardQuery = {
      status: ['Published'],
      format: ['Rich', 'Slideshow', 'Video'],
      startDate: '2025-01-10',
      endDate: '2025-01-10',
      categoryIds: [],
      tagIds: [],
      qualifierIds: [],
      sourceIds: [],
      authorIds: [],
      brandKey: null,
      brandKeys: null,
      search: null,
    };
    const complete = await writeDashboardCsv(
      server.handle.db,
      q,
      async (c) => void chunks.push(c),
      () => false,
      7,
    );
    expect(complete).toBe(true);
    // Header, then 120 rows in ceil(120 / 7) = 18 batches.
    expect(chunks).toHaveLength(1 + 18);
    const rows = chunks.join('').split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => r.split(';')[2])).size).toBe(120);
  });

  it('goes on from the published rows to the unpublished ones, relations in their order', async () => {
    const h = server.handle;
    // CAP articles « Prêt » only here: 2 published the same instant, 1 later, 4 never published.
    const tie = '2024-05-05T10:00:00Z';
    const ids: Record<string, string> = {};
    for (const [title, publishedAt] of [
      ['Prêt A', tie],
      ['Prêt B', tie],
      ['Prêt récent', '2024-05-06T10:00:00Z'],
      ['Prêt sans date 1', null],
      ['Prêt sans date 2', null],
      ['Prêt sans date 3', null],
      ['Prêt sans date 4', null],
    ] as const)
      ids[title] = await insertArticle(h, {
        title,
        publishedAt,
        brandKey: 'CAP',
        status: 'Ready',
        categoryIds: [fx.catCulture, fx.catActu],
        authorIds: title === 'Prêt A' ? [] : [fx.authorBruno, fx.authorAlice],
      });
    // No author: the creator is the contributor.
    await h.db
      .update(articles)
      .set({ creatorId: server.admin.id })
      .where(eq(articles.id, ids['Prêt A']!));
    const [creator] = await h.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, server.admin.id));
    const byId = (a: string, b: string) => (ids[a]! < ids[b]! ? [a, b] : [b, a]);
    const expected = [
      'Prêt récent',
      ...byId('Prêt A', 'Prêt B'),
      ...Object.keys(ids)
        .filter((t) => t.startsWith('Prêt sans date'))
        .sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1)),
    ];
    const q: DashboardQuery = {
      status: ['Ready'],
      format: ['Rich', 'Slideshow', 'Video'],
      startDate: null,
      endDate: null,
      categoryIds: [],
      tagIds: [],
      qualifierIds: [],
      sourceIds: [],
      authorIds: [],
      brandKey: 'CAP',
      brandKeys: null,
      search: null,
    };
    // Batches of 2 (a tie split across two batches, one batch half published and half not) and
    // of 100 (everything at once): the same rows in the same order.
    for (const size of [2, 100]) {
      const chunks: string[] = [];
      expect(
        await writeDashboardCsv(
          h.db,
          q,
          async (c) => void chunks.push(c),
          () => false,
          size,
        ),
      ).toBe(true);
      const rows = chunks
        .join('')
        .split('\r\n')
        .filter(Boolean)
        .slice(1)
        .map((r) => r.split(';'));
      expect(rows.map((r) => r[2])).toEqual(expected);
      for (const r of rows) {
        expect(r[3]).toBe('Culture, Actualités');
        expect(r[4]).toBe(r[2] === 'Prêt A' ? creator!.name : 'Bruno Lefèvre, Alice Émond');
      }
      expect(rows[1]![0]).toBe('05/05/2024 12:00');
      expect(rows[6]![0]).toBe('');
    }
  });
});
