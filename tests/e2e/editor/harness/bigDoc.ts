// Generates long bodies for the benchmark and the screenshot: paragraphs of French-looking words
// with marks, titles, frames, tables and 200 typed elements spread evenly.
import {
  FRAME_KINDS,
  NODE,
  createTable,
  type RichTextDoc,
  type RichTextNode,
} from '../../../../common/richtext';

const WORDS =
  'le la les un une des journaliste rédaction article politique économie culture sport santé gouvernement ministre région Paris Lyon Marseille élection réforme budget entreprise marché emploi climat énergie transport école université hôpital recherche festival concert équipe match victoire défaite saison'.split(
    ' ',
  );

function sentence(seed: number, length: number): string {
  const out: string[] = [];
  for (let i = 0; i < length; i++) out.push(WORDS[(seed * 31 + i * 7) % WORDS.length]!);
  const s = out.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}

function paragraph(seed: number, words: number): RichTextNode {
  const text = sentence(seed, words);
  const cut = text.indexOf(' ', 20);
  if (seed % 3 !== 0 || cut < 0) return { type: NODE.paragraph, content: [{ type: 'text', text }] };
  return {
    type: NODE.paragraph,
    content: [
      { type: 'text', text: text.slice(0, cut), marks: [{ type: seed % 2 ? 'bold' : 'italic' }] },
      { type: 'text', text: text.slice(cut) },
    ],
  };
}

function element(i: number): RichTextNode {
  switch (i % 5) {
    case 0:
      return {
        type: NODE.image,
        attrs: {
          key: `img-${i}`,
          href: `https://images.example.org/${i}.jpg`,
          caption: `Photo ${i}`,
          credit: 'AFP',
          source: 'AFP',
          focusPoint: null,
          crop: null,
        },
      };
    case 1:
      return {
        type: NODE.media,
        attrs: {
          url: `https://www.youtube.com/watch?v=v${i}`,
          canonical: '',
          html: '',
          width: null,
          height: null,
          credit: '',
          meta: { title: `Vidéo ${i}` },
        },
      };
    case 2:
      return { type: NODE.pageBreak };
    case 3:
      return createTable(3, 3, {
        title: `Tableau ${i}`,
        source: 'Insee',
        accentuation: { top: true, bottom: false, left: false, right: false },
      });
    default:
      return {
        type: NODE.c2c,
        attrs: { label: `Appeler ${i}`, url: `https://example.org/c2c/${i}` },
      };
  }
}

/** A body of about `words` words with `elements` elements, paragraphs of ~60 words. */
export function bigDoc(words: number, elements: number): RichTextDoc {
  const perParagraph = 60;
  const paragraphs = Math.max(1, Math.round(words / perParagraph));
  const every = Math.max(1, Math.floor(paragraphs / Math.max(1, elements)));
  const content: RichTextNode[] = [];
  let placed = 0;
  for (let p = 0; p < paragraphs; p++) {
    if (p % 40 === 0)
      content.push({
        type: NODE.title,
        attrs: { anchor: `partie-${p}` },
        content: [{ type: 'text', text: `Partie ${p / 40 + 1}` }],
      });
    if (p % 25 === 10) {
      content.push({
        type: NODE.frame,
        attrs: { kind: FRAME_KINDS[p % FRAME_KINDS.length] },
        content: [paragraph(p, 30)],
      });
    } else {
      content.push(paragraph(p, perParagraph));
    }
    if (placed < elements && p % every === every - 1) content.push(element(placed++));
  }
  while (placed < elements) content.push(element(placed++));
  return { type: 'doc', content };
}

const para = (...content: RichTextNode[]): RichTextNode => ({ type: NODE.paragraph, content });
const txt = (text: string, ...marks: string[]): RichTextNode =>
  marks.length
    ? { type: 'text', text, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text };
const row = (...cells: string[]): RichTextNode => ({
  type: NODE.tableRow,
  content: cells.map((c) => ({
    type: NODE.tableCell,
    attrs: { colspan: 1, rowspan: 1, colwidth: null },
    content: [para(txt(c))],
  })),
});

/** A realistic long article for the screenshot: titles, marks, lists, frames, an image and a table. */
export function sampleArticle(): RichTextDoc {
  const body = bigDoc(1200, 0)
    .content.filter((n) => n.type === NODE.paragraph)
    .slice(0, 8);
  return {
    type: 'doc',
    content: [
      para(
        txt('Le gouvernement a présenté mardi son '),
        txt('projet de budget', 'bold'),
        txt(' pour 2027, avec un objectif de déficit '),
        txt('ramené à 4,1 %', 'italic'),
        txt(' du PIB, une hypothèse jugée '),
        txt('optimiste', 'strikethrough'),
        txt(' ambitieuse par le Haut Conseil des finances publiques.'),
      ),
      {
        type: NODE.frame,
        attrs: { kind: 'Summary' },
        content: [
          {
            type: NODE.bulletList,
            content: [
              'Déficit visé : 4,1 % du PIB',
              '15 milliards d’euros d’économies',
              'Vote prévu avant le 20 décembre',
            ].map((s) => ({ type: NODE.listItem, content: [para(txt(s))] })),
          },
        ],
      },
      {
        type: NODE.title,
        attrs: { anchor: 'les-economies' },
        content: [txt('Où seront faites les économies ?')],
      },
      body[0]!,
      {
        type: NODE.image,
        attrs: {
          key: 'budget.jpg',
          href: '',
          caption: 'Le ministre de l’Économie à Bercy, mardi.',
          credit: 'AFP',
          source: '',
          focusPoint: null,
          crop: null,
        },
      },
      body[1]!,
      {
        type: NODE.table,
        attrs: {
          title: 'Répartition des économies (en milliards d’euros)',
          source: 'Projet de loi de finances 2027',
          accentuation: { top: true, bottom: true, left: false, right: false },
        },
        content: [
          row('Poste', '2026', '2027'),
          row('État', '6,2', '7,5'),
          row('Sécurité sociale', '4,1', '5,0'),
          row('Collectivités', '2,0', '2,5'),
          row('Total', '12,3', '15,0'),
        ],
      },
      {
        type: NODE.blockquote,
        content: [
          para(
            txt(
              '« Nous tenons nos engagements sans augmenter les impôts », a déclaré le ministre.',
            ),
          ),
        ],
      },
      {
        type: NODE.frame,
        attrs: { kind: 'Notice' },
        content: [
          para(
            txt('Cet article a été mis à jour mercredi à 9 h avec la réaction de l’opposition.'),
          ),
        ],
      },
      { type: NODE.headline, attrs: { anchor: '' }, content: [txt('La réaction de l’opposition')] },
      body[2]!,
      {
        type: NODE.frame,
        attrs: { kind: 'ReboundText' },
        content: [para(txt('À lire aussi : Réforme des retraites, ce qui change au 1er janvier'))],
      },
      body[3]!,
      {
        type: NODE.frame,
        attrs: { kind: 'Source' },
        content: [
          para(txt('Sources : ministère de l’Économie, Haut Conseil des finances publiques.')),
        ],
      },
      {
        type: NODE.frame,
        attrs: { kind: 'Deontology' },
        content: [para(txt('Notre rédaction n’a pas été rémunérée pour cet article.'))],
      },
      {
        type: NODE.frame,
        attrs: { kind: 'BulletPoint' },
        content: [para(txt('Le texte arrive au Sénat le 25 novembre.'))],
      },
      {
        type: NODE.frame,
        attrs: { kind: 'Default' },
        content: [para(txt('Encadré libre : chronologie des budgets depuis 2020.'))],
      },
      body[4]!,
    ],
  };
}
