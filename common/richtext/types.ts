// The stored shape of rich text: ProseMirror's JSON (Node.toJSON()), typed loosely enough to be
// read without ProseMirror (server search indexing, previews) and strictly enough to be checked.

export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: RichTextMark[];
}

export interface RichTextDoc extends RichTextNode {
  type: 'doc';
  content: RichTextNode[];
}

/** Which editor a document belongs to: the lead allows inline formatting only. */
export type RichTextKind = 'lead' | 'body';

export function isRichTextDoc(value: unknown): value is RichTextDoc {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; content?: unknown };
  return v.type === 'doc' && Array.isArray(v.content);
}

/** Reads a string attribute, with '' for anything that is not a string. */
export function stringAttr(node: { attrs?: Record<string, unknown> }, name: string): string {
  const value = node.attrs?.[name];
  return typeof value === 'string' ? value : '';
}

export function booleanAttr(node: { attrs?: Record<string, unknown> }, name: string): boolean {
  return node.attrs?.[name] === true;
}

export function numberAttr(
  node: { attrs?: Record<string, unknown> },
  name: string,
  fallback: number,
): number {
  const value = node.attrs?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
