// The print body (issue 36): the text of a raw article version as the print system exchanges it,
// a small markup — <p> paragraphs, <h2> intertitles, <h3> headlines, <b>/<strong> and <i>/<em>,
// <br/> — and its conversion to and from the web article's rich body. Only text travels between
// print and web: elements (images, embeds, tables' structure) stay on the web side, and any other
// tag of a print body is read as its text. A round trip print → web → print gives back the same
// paragraphs, intertitles and emphasis.
import { Parser } from 'htmlparser2';
import { MARK, NODE } from './names';
import { blockTexts } from './plainText';
import type { RichTextDoc, RichTextMark, RichTextNode } from './types';

type BlockType = typeof NODE.paragraph | typeof NODE.title | typeof NODE.headline;

const BLOCK_TAGS: Readonly<Record<string, BlockType>> = {
  p: NODE.paragraph,
  div: NODE.paragraph,
  li: NODE.paragraph,
  h1: NODE.title,
  h2: NODE.title,
  h3: NODE.headline,
  h4: NODE.headline,
};
/** Tags whose content is not text. */
const SKIPPED_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript']);
const MARK_TAGS: Readonly<Record<string, string>> = {
  b: MARK.bold,
  strong: MARK.bold,
  i: MARK.italic,
  em: MARK.italic,
};

function markList(counts: ReadonlyMap<string, number>): RichTextMark[] | undefined {
  const marks = [MARK.bold, MARK.italic]
    .filter((name) => (counts.get(name) ?? 0) > 0)
    .map((type) => ({ type }));
  return marks.length ? marks : undefined;
}

/** A print body (markup or plain text, one paragraph per line) as the blocks of a rich body. */
export function printBodyToRich(body: string | null | undefined): RichTextDoc {
  const blocks: RichTextNode[] = [];
  const marks = new Map<string, number>();
  let current: { type: BlockType; content: RichTextNode[] } | null = null;
  let inBlockTag = 0;
  // Inside <script>, <style>, …: code, not text; nothing of it reaches the article.
  let skipped = 0;

  const flush = (): void => {
    if (current && current.content.some((n) => n.type === NODE.text && n.text?.trim())) {
      const content = trimEdges(current.content);
      blocks.push({ type: current.type, content });
    }
    current = null;
  };
  const open = (type: BlockType): void => {
    flush();
    current = { type, content: [] };
  };
  const text = (value: string): void => {
    if (skipped) return;
    const unix = value.replace(/\r/g, '');
    // Outside any tag, a line break separates paragraphs (a plain-text body); inside a block tag
    // it is the markup's wrapping, a space.
    const parts = inBlockTag ? [unix.replace(/\n/g, ' ')] : unix.split('\n');
    parts.forEach((part, index) => {
      if (index > 0 && current) open(NODE.paragraph);
      const collapsed = part.replace(/[\t ]+/g, ' ');
      if (collapsed === '' || (collapsed === ' ' && !current)) return;
      if (!current) current = { type: NODE.paragraph, content: [] };
      const node: RichTextNode = { type: NODE.text, text: collapsed };
      const m = markList(marks);
      if (m) node.marks = m;
      const last = current.content[current.content.length - 1];
      if (last?.type === NODE.text && sameMarks(last.marks, node.marks))
        last.text = `${last.text ?? ''}${collapsed}`.replace(/ {2,}/g, ' ');
      else current.content.push(node);
    });
  };

  const parser = new Parser(
    {
      onopentag(name) {
        const block = BLOCK_TAGS[name];
        if (SKIPPED_TAGS.has(name)) skipped += 1;
        else if (block) {
          inBlockTag += 1;
          open(block);
        } else if (MARK_TAGS[name]) {
          marks.set(MARK_TAGS[name], (marks.get(MARK_TAGS[name]) ?? 0) + 1);
        } else if (name === 'br' && current) {
          current.content.push({ type: NODE.hardBreak });
        }
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipped = Math.max(0, skipped - 1);
        else if (BLOCK_TAGS[name]) {
          inBlockTag = Math.max(0, inBlockTag - 1);
          flush();
        } else if (MARK_TAGS[name]) {
          marks.set(MARK_TAGS[name], Math.max(0, (marks.get(MARK_TAGS[name]) ?? 0) - 1));
        }
      },
      ontext: text,
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(body ?? '');
  parser.end();
  flush();
  return { type: NODE.doc, content: blocks.length ? blocks : [{ type: NODE.paragraph }] };
}

function sameMarks(a: RichTextMark[] | undefined, b: RichTextMark[] | undefined): boolean {
  return (a ?? []).map((m) => m.type).join() === (b ?? []).map((m) => m.type).join();
}

/** Leading and trailing spaces of a block are the markup's indentation, not the text's. */
function trimEdges(content: RichTextNode[]): RichTextNode[] {
  const out = content.map((n) => ({ ...n }));
  const first = out.find((n) => n.type === NODE.text);
  if (first?.text) first.text = first.text.replace(/^ +/, '');
  const last = [...out].reverse().find((n) => n.type === NODE.text);
  if (last?.text) last.text = last.text.replace(/ +$/, '');
  return out.filter((n) => n.type !== NODE.text || n.text !== '');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function inlineMarkup(node: RichTextNode): string {
  let out = '';
  for (const child of node.content ?? []) {
    if (child.type === NODE.hardBreak) {
      out += '<br/>';
      continue;
    }
    if (child.type !== NODE.text) continue;
    let piece = escapeText(child.text ?? '');
    const names = new Set((child.marks ?? []).map((m) => m.type));
    if (names.has(MARK.italic)) piece = `<i>${piece}</i>`;
    if (names.has(MARK.bold)) piece = `<b>${piece}</b>`;
    out += piece;
  }
  return out;
}

const PRINT_BLOCK_TAG: Readonly<Record<string, string>> = {
  [NODE.paragraph]: 'p',
  [NODE.title]: 'h2',
  [NODE.headline]: 'h3',
};

/**
 * A rich body as print markup: every text block in document order (inside lists, quotes and
 * frames too), bold and italic kept, links reduced to their text, elements left out.
 */
export function richToPrintBody(doc: RichTextNode | null | undefined): string {
  if (!doc) return '';
  const out: string[] = [];
  const walk = (node: RichTextNode): void => {
    const tag = PRINT_BLOCK_TAG[node.type];
    if (tag) {
      const inner = inlineMarkup(node);
      if (inner.replace(/<br\/>/g, '').trim() !== '') out.push(`<${tag}>${inner}</${tag}>`);
      return;
    }
    if (node.type === NODE.table || node.type === NODE.slide) return;
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return out.join('\n');
}

/** A print lead or signature (plain text) as a one-paragraph rich lead, or null when blank. */
export function printTextToLead(text: string | null | undefined): RichTextDoc | null {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  if (value === '') return null;
  return {
    type: NODE.doc,
    content: [{ type: NODE.paragraph, content: [{ type: NODE.text, text: value }] }],
  };
}

/** A rich lead as the print system's plain-text lead. */
export function richLeadToPrintText(doc: RichTextNode | null | undefined): string {
  if (!doc) return '';
  return blockTexts(doc).join(' ').replace(/\s+/g, ' ').trim();
}
