// The print bench's magazine (issue 36): 10,000 raw articles by default, each with its subject,
// assignment and two versions, in the server's own print tables (migration 0164), inserted in
// batches through Drizzle. 9 in 10 are TEL's (the brand measured), 1 in 10 GEO's (what the brand
// scope must leave out). Subject titles mix a few words with accents so that the dialog's search
// has work to do; their keys are printSubjectTitleKey's, as the server writes them.
import { printSubjectTitleKey } from '../../../common/domain/printWorkflow';
import type { Database } from '../../../server/src/db/database';
import {
  printAssignments,
  printHeadings,
  printIssues,
  printPublications,
  printSubjectTitles,
  printSubjects,
  printUnits,
  rawArticleVersions,
  rawArticles,
} from '../../../server/src/db/schema/print';

const ISSUES_PER_BRAND = 40;
const HEADINGS_PER_ISSUE = 6;
const BATCH = 1_000;

const THEMES = [
  'Les séries de l’hiver',
  'Cuisine d’été',
  'Élections municipales',
  'Le festival de Cannes',
  'Jardins partagés',
  'Voyage en Islande',
  'La rentrée littéraire',
  'Football féminin',
  'Énergie solaire',
  'Le marché de Noël',
  'Cinéma d’animation',
  'Santé mentale',
  'Musées gratuits',
  'Télé-réalité',
  'Randonnée en montagne',
  'Économie circulaire',
];
const ANGLES = ['enquête', 'portrait', 'reportage', 'entretien', 'analyse', 'carnet', 'dossier'];
const HEADINGS = ['Actualité', 'Séries', 'Cinéma', 'Société', 'Voyage', 'Culture'];

export const printBenchIds = {
  rawArticle: (n: number) => `raw-b-${n}`,
  /** The newest version of raw article n (the one the route is opened on). */
  latestVersion: (n: number) => `ver-b-${n}-2`,
  brandOf: (n: number) => (n % 10 === 0 ? 'GEO' : 'TEL'),
};

function body(n: number, theme: string): string {
  const paragraph = (k: number) =>
    `<p>${theme} : le ${ANGLES[(n + k) % ANGLES.length]} numéro ${n}, paragraphe ${k}. ` +
    'La rédaction a rencontré les acteurs du terrain, recueilli les chiffres et vérifié chaque ' +
    `source ; <b>l’essentiel</b> tient en quelques lignes, <i>le reste</i> en page ${k + 2}.</p>`;
  return [
    paragraph(1),
    paragraph(2),
    '<h2>Ce qu’il faut retenir</h2>',
    paragraph(3),
    paragraph(4),
    '<h3>Repères</h3>',
    paragraph(5),
    paragraph(6),
  ].join('\n');
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Inserts the magazine; `count` raw articles numbered 1..count. */
export async function seedPrintBench(db: Database, count: number): Promise<void> {
  const brands = ['TEL', 'GEO'] as const;
  await db.insert(printPublications).values(
    brands.map((brandKey) => ({
      id: `pub-b-${brandKey}`,
      brandKey,
      title: `${brandKey} Magazine`,
    })),
  );
  const issues = brands.flatMap((brandKey) =>
    Array.from({ length: ISSUES_PER_BRAND }, (_, i) => ({
      id: `iss-b-${brandKey}-${i + 1}`,
      publicationId: `pub-b-${brandKey}`,
      title: `N° ${i + 1}`,
      publishedOn: new Date(Date.UTC(2026, 0, 1 + 7 * i)).toISOString().slice(0, 10),
    })),
  );
  await db.insert(printIssues).values(issues);
  await db.insert(printHeadings).values(
    issues.flatMap((issue) =>
      HEADINGS.slice(0, HEADINGS_PER_ISSUE).map((title, position) => ({
        id: `${issue.id.replace('iss-', 'hd-')}-${position + 1}`,
        issueId: issue.id,
        title,
        position,
      })),
    ),
  );
  await db.insert(printUnits).values(
    brands.flatMap((brandKey) =>
      ['Rédaction', 'Pigistes', 'Photo'].map((title, i) => ({
        id: `unit-b-${brandKey}-${i + 1}`,
        brandKey,
        title,
      })),
    ),
  );

  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const placed = numbers.map((n) => {
    const brandKey = printBenchIds.brandOf(n);
    const issue = 1 + (n % ISSUES_PER_BRAND);
    const theme = THEMES[n % THEMES.length]!;
    return {
      n,
      brandKey,
      theme,
      title: `${theme}, ${ANGLES[n % ANGLES.length]} ${n}`,
      issueId: `iss-b-${brandKey}-${issue}`,
      headingId: `hd-b-${brandKey}-${issue}-${1 + (n % HEADINGS_PER_ISSUE)}`,
    };
  });
  await inBatches(placed, (batch) =>
    db.insert(printSubjects).values(
      batch.map((p) => ({
        id: `sub-b-${p.n}`,
        title: p.title,
        unitId: `unit-b-${p.brandKey}-${1 + (p.n % 3)}`,
      })),
    ),
  );
  await inBatches(placed, (batch) =>
    db.insert(printAssignments).values(
      batch.map((p) => ({
        id: `asg-b-${p.n}`,
        subjectId: `sub-b-${p.n}`,
        headingId: p.headingId,
        brandKey: p.brandKey,
        issueId: p.issueId,
      })),
    ),
  );
  await inBatches(placed, (batch) =>
    db.insert(printSubjectTitles).values(
      batch.map((p) => ({
        issueId: p.issueId,
        titleKey: printSubjectTitleKey(p.title),
        subjectId: `sub-b-${p.n}`,
      })),
    ),
  );
  await inBatches(placed, (batch) =>
    db.insert(rawArticles).values(
      batch.map((p) => ({
        id: printBenchIds.rawArticle(p.n),
        assignmentId: `asg-b-${p.n}`,
        brandKey: p.brandKey,
      })),
    ),
  );
  const versions = placed.flatMap((p) =>
    [1, 2].map((k) => ({
      id: `ver-b-${p.n}-${k}`,
      rawArticleId: printBenchIds.rawArticle(p.n),
      title: p.title,
      lead: `${p.theme} : ce qu’en disent ceux qui le vivent (version ${k}).`,
      body: body(p.n, p.theme),
      signature: 'Claire Martin, avec la rédaction',
      status: k === 1 ? ('Editing' as const) : ('Validation' as const),
      createdAt: new Date(Date.UTC(2026, 10, 1, 8, k)),
      editorId: 'p-bench',
      editorName: 'Claire Martin',
    })),
  );
  await inBatches(versions, (batch) => db.insert(rawArticleVersions).values(batch));
}
