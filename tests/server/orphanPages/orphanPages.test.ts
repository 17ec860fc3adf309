// Orphan pages over HTTP on PGlite (and PostgreSQL with TEST_DATABASE_URL): brand required,
// duplicate URL refused with the spec's message, publishedAt set/kept/cleared (000 §4), the HTML
// sanitised by allowlist, the title search and brand scoping.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const PAGE = `id brandKey uri title content metas isCMPEnabled isAdsEnabled isFullScreen status publishedAt editedAt version`;
const UPSERT = `mutation upsertOrphanPage($where: OrphanPageWhereUniqueInput, $create: OrphanPageCreateInput!, $update: OrphanPageUpdateInput!) {
  upsertOrphanPage(where: $where, create: $create, update: $update) { ${PAGE} } }`;

interface Page {
  id: string;
  uri: string;
  title: string;
  content: string;
  metas: string[];
  status: string;
  publishedAt: string | null;
  version: number;
  isCMPEnabled: boolean;
  isFullScreen: boolean;
}

forEachBackend('orphan pages', (backend) => {
  let server: TestServer;
  let alice: TestAccount;
  let capOnly: TestAccount;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    alice = await server.createUser({ name: 'Alice Martin' });
    capOnly = await server.createUser({ name: 'Claire Cap', brandKeys: ['CAP'] });
  });
  afterAll(() => server.close());

  const create = (fields: Record<string, unknown>, token = alice.token) =>
    server.gql<{ upsertOrphanPage: Page }>(
      UPSERT,
      { create: { brandKey: 'TEL', ...fields }, update: { version: 0 } },
      token,
    );
  const update = (id: string, fields: Record<string, unknown>) =>
    server.gql<{ upsertOrphanPage: Page }>(
      UPSERT,
      { where: { id }, create: { brandKey: 'TEL', uri: 'x' }, update: fields },
      alice.token,
    );

  it('creates a draft with its metas and switches; a duplicate URL gets the spec message', async () => {
    const r = await create({
      uri: '/jeux/regles',
      title: 'Règles du jeu',
      metas: ['robots: noindex'],
      isFullScreen: true,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.upsertOrphanPage).toMatchObject({
      status: 'draft',
      publishedAt: null,
      metas: ['robots: noindex'],
      isCMPEnabled: true,
      isFullScreen: true,
      version: 1,
    });
    const dup = await create({ uri: ' /jeux/regles ' });
    expect(dup.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(dup.errors?.[0]?.extensions?.fields).toEqual({
      uri: "L'URL saisie est déjà utilisée dans une autre page orpheline",
    });
    // Another brand may use the same URL.
    const other = await create({ brandKey: 'CAP', uri: '/jeux/regles' });
    expect(other.errors).toBeUndefined();
    // Moving another page onto the URL is refused the same way.
    const second = (await create({ uri: '/jeux/autre' })).data!.upsertOrphanPage;
    const moved = await update(second.id, { version: 1, uri: '/jeux/regles' });
    expect(moved.errors?.[0]?.extensions?.fields).toEqual({
      uri: "L'URL saisie est déjà utilisée dans une autre page orpheline",
    });
  });

  it('requires the brand on creation', async () => {
    const r = await create({ brandKey: ' ', uri: '/sans-marque' });
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ brandKey: 'La marque est obligatoire.' });
  });

  it('sets publishedAt on publishing, keeps it while published, clears it otherwise', async () => {
    const p = (await create({ uri: '/dates' })).data!.upsertOrphanPage;
    const published = (await update(p.id, { version: 1, status: 'published' })).data!
      .upsertOrphanPage;
    expect(published.publishedAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    const again = (await update(p.id, { version: 2, title: 'Retouche' })).data!.upsertOrphanPage;
    expect(again.publishedAt).toBe(published.publishedAt);
    const archived = (await update(p.id, { version: 3, status: 'archived' })).data!
      .upsertOrphanPage;
    expect(archived.publishedAt).toBeNull();
    const republished = (await update(p.id, { version: 4, status: 'published' })).data!
      .upsertOrphanPage;
    expect(republished.publishedAt).not.toBeNull();
    expect(republished.publishedAt).not.toBe(published.publishedAt);
    const stale = await update(p.id, { version: 2, title: 'Vieux' });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('stores and previews the HTML without scripts, event handlers or javascript: URLs', async () => {
    const dirty = `<h1 onclick="steal()">Titre</h1><script>alert(1)</script>
      <p style="color:red" onmouseover="x()">Texte <a href="javascript:alert(2)">lien</a>
      <a href="https://ok.example/" target="_blank">ok</a></p><img src="x" onerror="boom()">
      <iframe src="https://evil.example"></iframe><img src="https://img.example/a.jpg" alt="a">`;
    const p = (await create({ uri: '/html', content: dirty })).data!.upsertOrphanPage;
    for (const bad of [
      '<script',
      'alert(1)',
      'onclick',
      'onmouseover',
      'onerror',
      'javascript:',
      '<iframe',
      'style=',
    ])
      expect(p.content).not.toContain(bad);
    expect(p.content).toContain('<h1>Titre</h1>');
    expect(p.content).toContain(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(p.content).toContain('<img src="https://img.example/a.jpg" alt="a" />');
    const preview = await server.gql<{ sanitizeOrphanPageContent: string }>(
      `query sanitizeOrphanPageContent($c: String!) { sanitizeOrphanPageContent(content: $c) }`,
      { c: dirty },
      alice.token,
    );
    expect(preview.data!.sanitizeOrphanPageContent).toBe(p.content);
  });

  it('lists by brand and status, searches titles (accents ignored), keeps other brands out', async () => {
    await create({ uri: '/ete', title: 'Été indien', status: 'published' });
    const r = await server.gql<{ orphanPages: { title: string; status: string }[] }>(
      `{ orphanPages(where: { brandKey: "TEL", status: published, title_contains: "ete" }, first: 10) { title status } }`,
      {},
      alice.token,
    );
    expect(r.data!.orphanPages).toEqual([{ title: 'Été indien', status: 'published' }]);
    const forbidden = await server.gql(
      `{ orphanPages(where: { brandKey: "TEL" }) { id } }`,
      {},
      capOnly.token,
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const scoped = await server.gql<{ orphanPages: { uri: string }[] }>(
      `{ orphanPages { uri } }`,
      {},
      capOnly.token,
    );
    expect(scoped.data!.orphanPages.map((p) => p.uri)).toEqual(['/jeux/regles']);
  });
});
