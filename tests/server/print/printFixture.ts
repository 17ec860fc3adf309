// A small print exchange file for the server tests: one magazine per brand given, 2 issues,
// 2 headings each, a unit, 3 subjects (one raw article with 2 versions, one with only empty
// versions, one without raw article) and a board card — every id prefixed by `p`.
import type { PrintImport } from '../../../server/src/print/importFormat';

export function printFile(
  p: string,
  brandKey: string,
  extra: Partial<PrintImport> = {},
): PrintImport {
  return {
    publications: [
      {
        id: `${p}-mag`,
        brandKey,
        title: `Magazine ${p}`,
        issues: [
          {
            id: `${p}-i1`,
            title: 'Numéro 1',
            publishedOn: '2026-11-01',
            headings: [
              { id: `${p}-h1`, title: 'Événement' },
              { id: `${p}-h2`, title: 'Séries' },
            ],
          },
          {
            id: `${p}-i2`,
            title: 'Numéro 2',
            publishedOn: '2026-11-08',
            headings: [{ id: `${p}-h3`, title: 'Cinéma' }],
          },
        ],
      },
    ],
    units: [{ id: `${p}-u1`, brandKey, title: 'Service Télévision' }],
    subjects: [
      {
        id: `${p}-s1`,
        title: 'Les séries de l’hiver',
        unit: `${p}-u1`,
        heading: `${p}-h1`,
        assignment: `${p}-a1`,
        rawArticle: {
          id: `${p}-ra1`,
          versions: [
            {
              id: `${p}-v1`,
              title: 'Premier jet',
              lead: 'Un chapô.',
              body: '<p>Premier <b>texte</b>.</p>',
              signature: 'Par Jeanne Print',
              status: 'Editing',
              createdAt: '2026-11-02T08:00:00.000Z',
            },
            {
              id: `${p}-v2`,
              title: 'Les séries policières de l’hiver',
              lead: 'Six nouvelles enquêtes.',
              body: '<p>Cet hiver, le <b>polar</b>.</p><h2>Enquêtrices</h2><p>Une <i>commissaire</i>.</p>',
              signature: 'Par Jeanne Print',
              status: 'Validation',
              createdAt: '2026-11-03T08:00:00.000Z',
              editor: { id: 'ed-1', name: 'Nathalie Roux' },
            },
          ],
        },
      },
      {
        id: `${p}-s2`,
        title: 'Sujet sans texte',
        heading: `${p}-h2`,
        assignment: `${p}-a2`,
        rawArticle: {
          id: `${p}-ra2`,
          versions: [
            {
              id: `${p}-v3`,
              title: '',
              lead: '',
              body: '<p></p>',
              signature: '',
              status: 'Editing',
              createdAt: '2026-11-02T08:00:00.000Z',
            },
          ],
        },
      },
      { id: `${p}-s3`, title: 'Sujet du numéro 2', heading: `${p}-h3`, assignment: `${p}-a3` },
    ],
    boardCards: [
      {
        id: `${p}-card1`,
        brandKey,
        title: `Carte ${p}`,
        authors: [],
        publicationDate: '2026-12-01T07:00:00.000Z',
      },
    ],
    ...extra,
  };
}
