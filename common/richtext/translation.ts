// Translation of a rich document (issue 34, « Duplication web » to a brand of another language):
// the texts of a document are collected in document order, sent to be translated as a numbered
// list, and written back into the same structure. Only texts change: marks, links, elements,
// attributes other than prose ones, and ids are kept as they are.
//
// What is prose here: every text node (one item each, so a bold word or a link keeps its marks),
// an image's caption, a table's title, a call-to-action button's label, a slide's caption,
// description and button title. Texts that hold nothing
// to translate (blank ones) are not sent. A text node keeps its own leading and trailing spaces:
// a translator trims them, and they separate the node from its neighbours.
import { NODE } from './names';
import type { RichTextDoc, RichTextNode } from './types';

/**
 * Element attributes that are prose a reader sees (elements.ts, table.ts, a slide's caption and its
 * slideshow description and button of common/domain/slideshow.ts), as paths into `attrs`.
 */
export const PROSE_ATTRS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  [NODE.image]: [['caption']],
  [NODE.table]: [['title']],
  [NODE.c2c]: [['label']],
  [NODE.slide]: [['caption'], ['slideshow', 'description'], ['slideshow', 'buttonTitle']],
};

function hasWords(text: string): boolean {
  return text.trim() !== '';
}

function proseAttrsOf(node: RichTextNode): readonly (readonly string[])[] {
  return PROSE_ATTRS[node.type] ?? [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The prose at a path of the attributes, or null when there is none there. */
function proseAt(
  attrs: Record<string, unknown> | undefined,
  path: readonly string[],
): string | null {
  let value: unknown = attrs;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return typeof value === 'string' && hasWords(value) ? value : null;
}

/** A copy of the attributes with `text` at the path (the objects on the way copied, not changed). */
function withProseAt(
  attrs: Record<string, unknown>,
  path: readonly string[],
  text: string,
): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  const inner = attrs[key];
  return {
    ...attrs,
    [key]: rest.length === 0 ? text : withProseAt(inner as Record<string, unknown>, rest, text),
  };
}

/** Visits every translatable text of a document in document order (attributes before content). */
function visitTexts(node: RichTextNode, visit: (text: string) => void): void {
  for (const path of proseAttrsOf(node)) {
    const value = proseAt(node.attrs, path);
    if (value !== null) visit(value);
  }
  if (node.type === NODE.text && node.text !== undefined && hasWords(node.text)) visit(node.text);
  for (const child of node.content ?? []) visitTexts(child, visit);
}

/** The texts of a document to translate, in document order (none for a missing document). */
export function collectTexts(doc: RichTextNode | null | undefined): string[] {
  const out: string[] = [];
  if (doc) visitTexts(doc, (text) => out.push(text));
  return out;
}

/** The translation with the original's leading and trailing whitespace. */
export function keepSpacing(original: string, translated: string): string {
  const lead = /^\s*/.exec(original)![0];
  const trail = /\s*$/.exec(original)![0];
  return lead + translated.trim() + trail;
}

function rebuild(node: RichTextNode, next: () => string): RichTextNode {
  const out: RichTextNode = { ...node };
  for (const path of proseAttrsOf(node)) {
    const value = proseAt(out.attrs, path);
    if (value !== null) out.attrs = withProseAt(out.attrs!, path, keepSpacing(value, next()));
  }
  if (node.type === NODE.text && node.text !== undefined && hasWords(node.text))
    out.text = keepSpacing(node.text, next());
  if (node.content) out.content = node.content.map((child) => rebuild(child, next));
  return out;
}

/**
 * The document with its texts replaced, in the order collectTexts gave them. `texts` must hold
 * exactly as many entries as collectTexts found (a RangeError otherwise: the caller checked it).
 */
export function replaceTexts<T extends RichTextNode>(doc: T, texts: readonly string[]): T {
  const expected = collectTexts(doc).length;
  if (texts.length !== expected)
    throw new RangeError(`${texts.length} translations for ${expected} texts`);
  let index = 0;
  return rebuild(doc, () => texts[index++]!) as T;
}

/** Batches of texts, each at most `maxItems` entries and `maxChars` characters (one text alone may exceed it). */
export function batchTexts(
  texts: readonly string[],
  maxItems: number,
  maxChars: number,
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= maxItems || chars + text.length > maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Title, lead and body of an article, as one list of texts and back. */
export interface TranslatableArticle {
  title: string;
  lead: RichTextDoc | null;
  body: RichTextDoc | null;
}

export function articleTexts(article: TranslatableArticle): string[] {
  return [
    ...(hasWords(article.title) ? [article.title] : []),
    ...collectTexts(article.lead),
    ...collectTexts(article.body),
  ];
}

/** The article with the translations of articleTexts written back (same count, same order). */
export function withArticleTexts(
  article: TranslatableArticle,
  texts: readonly string[],
): TranslatableArticle {
  const expected = articleTexts(article).length;
  if (texts.length !== expected)
    throw new RangeError(`${texts.length} translations for ${expected} texts`);
  let at = 0;
  const take = (n: number) => texts.slice(at, (at += n));
  const title = hasWords(article.title) ? keepSpacing(article.title, take(1)[0]!) : article.title;
  const lead = article.lead
    ? replaceTexts(article.lead, take(collectTexts(article.lead).length))
    : null;
  const body = article.body
    ? replaceTexts(article.body, take(collectTexts(article.body).length))
    : null;
  return { title, lead, body };
}
