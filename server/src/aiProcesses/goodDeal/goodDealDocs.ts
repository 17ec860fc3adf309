// The AI's answer as the article's rich lead and body (common/richtext: ProseMirror JSON, the
// nodes the server's rich-text check accepts): the lead one paragraph, the body its sections —
// a heading as a 'title' node (h2, « Titre » in the editor), then paragraphs — ending with the
// transparency clause.
import { NODE } from '../../../../common/richtext/names';
import type { RichTextDoc, RichTextNode } from '../../../../common/richtext/types';
import type { GoodDealAnswer } from './goodDealAnswer';

const textNode = (text: string): RichTextNode => ({ type: NODE.text, text });

/** A paragraph of plain text (line breaks kept as hard breaks; no empty text node). */
export function paragraph(text: string): RichTextNode {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const content = lines.flatMap((l, i): RichTextNode[] =>
    i === 0 ? [textNode(l)] : [{ type: NODE.hardBreak }, textNode(l)],
  );
  return { type: NODE.paragraph, content };
}

function heading(text: string): RichTextNode {
  return { type: NODE.title, attrs: { anchor: '' }, content: [textNode(text.trim())] };
}

export function leadDoc(answer: GoodDealAnswer): RichTextDoc {
  return { type: NODE.doc, content: [paragraph(answer.lead)] };
}

export function bodyDoc(answer: GoodDealAnswer, transparencyClause: string): RichTextDoc {
  const content: RichTextNode[] = [];
  for (const section of answer.sections) {
    if (section.heading && section.heading.trim() !== '') content.push(heading(section.heading));
    for (const text of section.paragraphs) content.push(paragraph(text));
  }
  if (transparencyClause.trim() !== '') content.push(paragraph(transparencyClause));
  return { type: NODE.doc, content };
}
