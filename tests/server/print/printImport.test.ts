// The print import (issue 36): a good file upserted, a second import changes nothing, a bad file
// refused whole with a French problem per bad entry named by its path — nothing half-imported.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importPrint, PrintImportError } from '../../../server/src/print/importPrint';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { printFile } from './printFixture';

const TABLES = [
  'print_publications',
  'print_issues',
  'print_headings',
  'print_units',
  'print_subjects',
  'print_subject_titles',
  'print_assignments',
  'raw_articles',
  'raw_article_versions',
  'board_cards',
];

forEachBackend('print import', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const t of TABLES) {
      const r = (await server.handle.db.execute(
        sql.raw(`select count(*)::int as n from ${t}`),
      )) as unknown as { rows: { n: number }[] };
      out[t] = r.rows[0]!.n;
    }
    return out;
  };
  const problemsOf = async (json: unknown): Promise<string[]> => {
    try {
      await importPrint(server.handle.db, json);
    } catch (e) {
      if (e instanceof PrintImportError) return e.problems;
      throw e;
    }
    return [];
  };

  it('imports a file, and the same file again changes nothing', async () => {
    const summary = await importPrint(server.handle.db, printFile('a', 'TEL'));
    expect(summary).toEqual({
      publications: 1,
      issues: 2,
      headings: 3,
      units: 1,
      subjects: 3,
      versions: 3,
      boardCards: 1,
    });
    const once = await counts();
    expect(once.print_subject_titles).toBe(3);
    await importPrint(server.handle.db, printFile('a', 'TEL'));
    expect(await counts()).toEqual(once);
  });

  it('updates by id: a renamed subject keeps one title key', async () => {
    const file = printFile('a', 'TEL');
    file.subjects[2]!.title = 'Sujet renommé';
    await importPrint(server.handle.db, file);
    const r = (await server.handle.db.execute(
      sql`select title_key from print_subject_titles where subject_id = 'a-s3'`,
    )) as unknown as { rows: { title_key: string }[] };
    expect(r.rows).toEqual([{ title_key: 'sujet renomme' }]);
  });

  it('refuses a bad file whole, each problem named by its path', async () => {
    const before = await counts();
    const shape = printFile('b', 'TEL') as Record<string, unknown> & ReturnType<typeof printFile>;
    (shape.publications[0] as { id: string }).id = 'pas un id !';
    (shape.subjects[0]!.rawArticle!.versions[0] as { status: string }).status = 'Imprimé';
    const shapeProblems = await problemsOf(shape);
    expect(shapeProblems).toHaveLength(2);
    expect(shapeProblems[0]).toMatch(/^publications\.0\.id : /);
    expect(shapeProblems[1]).toMatch(/^subjects\.0\.rawArticle\.versions\.0\.status : /);

    const refs = printFile('c', 'TEL');
    refs.publications[0]!.brandKey = 'XXX';
    refs.subjects[1]!.heading = 'inconnue';
    refs.subjects[2]!.title = 'LES SÉRIES DE L’HIVER';
    refs.subjects[2]!.heading = 'c-h2';
    refs.boardCards[0]!.authors = ['Personne Inconnue'];
    refs.boardCards[0]!.category = ['TEL', 'Nulle part'];
    const problems = await problemsOf(refs);
    expect(problems).toEqual([
      'publications.0.brandKey : marque inconnue (XXX)',
      // the unit is TEL's, the heading's publication now XXX's
      'subjects.0.unit : service inconnu pour cette marque (c-u1)',
      'subjects.1.heading : rubrique inconnue (inconnue)',
      'subjects.2.title : titre déjà pris dans ce numéro par subjects.0',
      'boardCards.0.authors.0 : auteur inconnu pour TEL (Personne Inconnue)',
      'boardCards.0.category : catégorie inconnue pour TEL (TEL > Nulle part)',
    ]);
    // A title taken by a subject already stored in that issue.
    const taken = printFile('a', 'TEL');
    taken.subjects = [
      { ...taken.subjects[2]!, id: 'a-s9', assignment: 'a-a9', title: 'Sujet renommé' },
    ];
    expect(await problemsOf(taken)).toEqual([
      'subjects.0.title : Duplication impossible, un sujet intitulé "Sujet renommé" existe déjà sur le print',
    ]);
    expect(await counts()).toEqual(before);
  });
});
