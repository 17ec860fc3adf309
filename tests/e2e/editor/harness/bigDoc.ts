// Generates long bodies for the benchmark and the screenshot: paragraphs of French-looking words
// with marks, titles, frames, tables and 200 typed elements spread evenly.
import { FRAME_KINDS, NODE, createTable, type RichTextDoc, type RichTextNode } from '../../../../common/richtext';

const WORDS = 'le la les un une des journaliste rédaction article politique économie culture sport santé gouvernement ministre région Paris Lyon Marseille élection réforme budget entreprise marché emploi climat énergie transport école université hôpital recherche festival concert équipe match victoire défaite saison'.split(' ');

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
      return { type: NODE.image, attrs: { key: `img-${i}`, href: `https://images.example.org/${i}.jpg`, caption: `Photo ${i}`, credit: 'AFP', source: 'AFP', focusPoint: null, crop: null } };
    case 1:
      return { type: NODE.media, attrs: { url: `https://www.youtube.com/watch?v=v${i}`, canonical: '', html: '', width: null, height: null, credit: '', meta: { title: `Vidéo ${i}` } } };
    case 2:
      return { type: NODE.pageBreak };
    case 3:
      return createTable(3, 3, { title: `Tableau ${i}`, source: 'Insee', accentuation: { top: true, bottom: false, left: false, right: false } });
    default:
      return { type: NODE.c2c, attrs: { label: `Appeler ${i}`, url: `https://example.org/c2c/${i}` } };
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
    if (p % 40 === 0) content.push({ type: NODE.title, attrs: { anchor: `partie-${p}` }, content: [{ type: 'text', text: `Partie ${p / 40 + 1}` }] });
    if (p % 25 === 10) {
      content.push({ type: NODE.frame, attrs: { kind: FRAME_KINDS[p % FRAME_KINDS.length] }, content: [paragraph(p, 30)] });
    } else {
      content.push(paragraph(p, perParagraph));
    }
    if (placed < elements && p % every === every - 1) content.push(element(placed++));
  }
  while (placed < elements) content.push(element(placed++));
  return { type: 'doc', content };
}
