// Print reads (issue 36): publications, issues newest first, headings, units, assignments with
// filters and the subject-title search, raw articles newest first, board cards; GEO vs TEL scope.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importPrint } from '../../../server/src/print/importPrint';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { printFile } from './printFixture';

forEachBackend('print reads', (backend) => {
  let server: TestServer;
  let geo: TestAccount;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    await importPrint(server.handle.db, printFile('tel', 'TEL'));
    geo = await server.createUser({ brandKeys: ['GEO'] });
  });
  afterAll(() => server.close());

  const q = <T>(query: string, vars: Record<string, unknown> = {}, token = server.admin.token) =>
    server.gql<T>(query, vars, token);

  it('lists publications, issues newest first, headings in order and units', async () => {
    const r = await q<{
      printPublications: { id: string; title: string }[];
      printIssues: { id: string; publication: { brandKey: string } }[];
      printHeadings: { id: string; title: string; publication: { id: string } }[];
      units: { id: string }[];
    }>(
      `query r { printPublications(where: { brandKey: "TEL" }) { id title }
        printIssues(where: { printPublication: "tel-mag" }) { id publication { brandKey } }
        printHeadings(where: { printIssue: "tel-i1" }) { id title publication { id } }
        units(where: { brandKey: "TEL" }) { id } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.printPublications).toEqual([{ id: 'tel-mag', title: 'Magazine tel' }]);
    expect(r.data!.printIssues.map((i) => i.id)).toEqual(['tel-i2', 'tel-i1']);
    expect(r.data!.printHeadings.map((h) => h.title)).toEqual(['Événement', 'Séries']);
    expect(r.data!.printHeadings[0]!.publication.id).toBe('tel-mag');
    expect(r.data!.units).toEqual([{ id: 'tel-u1' }]);
  });

  it('reads assignments with filters and searches subject titles without case or accents', async () => {
    const list = async (where: string) =>
      (
        await q<{ assignments: { id: string }[] }>(
          `query a { assignments(where: { brandKey: "TEL", ${where} }) { id } }`,
        )
      )
        .data!.assignments.map((a) => a.id)
        .sort();
    expect(await list('printIssue: "tel-i1"')).toEqual(['tel-a1', 'tel-a2']);
    expect(await list('printHeading: "tel-h3"')).toEqual(['tel-a3']);
    expect(await list('printPublication: "tel-mag"')).toEqual(['tel-a1', 'tel-a2', 'tel-a3']);
    expect(await list('subjectTitle_contains: "SERIES DE L"')).toEqual(['tel-a1']);
    expect(await list('id_in: ["tel-a2", "nope"]')).toEqual(['tel-a2']);
  });

  it('reads a raw article, newest version first, with its path and read-only flag', async () => {
    const r = await q<{
      rawArticle: {
        assignment: { id: string; subject: { title: string; unit: { title: string } } };
        versions: {
          id: string;
          status: string;
          allowedStatuses: string[];
          textIsReadOnly: boolean;
          editor: { name: string } | null;
          createdAt: string;
        }[];
      };
    }>(
      `query r { rawArticle(where: { id: "tel-ra1" }) { assignment { id subject { title unit { title } } }
        versions { id status allowedStatuses textIsReadOnly editor { name } createdAt } } }`,
    );
    expect(r.errors).toBeUndefined();
    const ra = r.data!.rawArticle;
    expect(ra.assignment.id).toBe('tel-a1');
    expect(ra.assignment.subject.unit.title).toBe('Service Télévision');
    expect(ra.versions.map((v) => v.id)).toEqual(['tel-v2', 'tel-v1']);
    expect(ra.versions[0]).toMatchObject({
      status: 'Validation',
      allowedStatuses: ['Validating', 'Editing'],
      textIsReadOnly: false,
      editor: { name: 'Nathalie Roux' },
      createdAt: '2026-11-03T08:00:00.000Z',
    });
    const missing = await q<{ rawArticle: null }>(
      `query r { rawArticle(where: { id: "nope" }) { id } }`,
    );
    expect(missing.data!.rawArticle).toBeNull();
  });

  it('reads a board card', async () => {
    const r = await q<{
      boardCard: { title: string; authors: unknown[]; publicationDate: string };
    }>(
      `query b { boardCard(where: { id: "tel-card1" }) { title authors { id } publicationDate category { id } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.boardCard).toMatchObject({
      title: 'Carte tel',
      authors: [],
      publicationDate: '2026-12-01T07:00:00.000Z',
    });
  });

  it('refuses TEL print data to a GEO journalist', async () => {
    const forbidden = [
      `query a { printPublications(where: { brandKey: "TEL" }) { id } }`,
      `query a { printIssues(where: { printPublication: "tel-mag" }) { id } }`,
      `query a { printHeadings(where: { printIssue: "tel-i1" }) { id } }`,
      `query a { units(where: { brandKey: "TEL" }) { id } }`,
      `query a { assignments(where: { brandKey: "TEL" }) { id } }`,
      `query a { rawArticle(where: { id: "tel-ra1" }) { id } }`,
      `query a { boardCard(where: { id: "tel-card1" }) { id } }`,
    ];
    for (const query of forbidden) {
      const r = await q<Record<string, unknown>>(query, {}, geo.token);
      expect(r.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });
});
