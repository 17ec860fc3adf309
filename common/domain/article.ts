// The article shape the rules read (spec 000 §3). It is the common ground of the renderer's
// editor state and the server's row: only what the rules need, nothing about storage.
import type { ArticleFormat, ArticleStatus, TagType } from './statuses';

export interface FocusPoint {
  x: number;
  y: number;
  relativeX: number;
  relativeY: number;
}

/** A media of the article (000 §3 "Media object"). */
export interface MediaObject {
  key: string;
  href?: string | null;
  caption?: string | null;
  credit?: string | null;
  source?: string | null;
  /** 'image', 'video', … for the media list; image format ratio for Cerise brands. */
  format?: string | null;
  focusPoint?: FocusPoint | null;
  crop?: string | null;
  target?: string | null;
  rel?: string | null;
}

/** A ProseMirror JSON node. Body images are nodes of type 'image' whose attrs hold the media. */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown> | null;
  content?: readonly RichTextNode[];
  text?: string;
  marks?: readonly { type: string; attrs?: Record<string, unknown> | null }[];
}
export interface RichTextDoc {
  type: 'doc';
  content: readonly RichTextNode[];
}

export interface TagRef {
  id: string;
  title: string;
  type: TagType;
}
export interface RelationRef {
  id: string;
  title?: string;
}
export interface AuthorRef {
  author: { id: string; name: string };
}

export interface ArticleForRules {
  title: string | null;
  status: ArticleStatus;
  format: ArticleFormat;
  brandKey: string;
  slug: string | null;
  publishedAt: Date | null;
  medias: readonly MediaObject[];
  body: RichTextDoc | null;
  tags: readonly TagRef[];
  categories: readonly RelationRef[];
  channels: readonly RelationRef[];
  authors: readonly AuthorRef[];
  source: RelationRef | null;
  events: readonly RelationRef[];
  qualifiers: readonly RelationRef[];
  machineTags: readonly RelationRef[];
  guides: readonly RelationRef[];
}

/** Every node of a rich-text document, depth first. */
export function walkNodes(doc: RichTextDoc | null): RichTextNode[] {
  const out: RichTextNode[] = [];
  const visit = (nodes: readonly RichTextNode[]): void => {
    for (const node of nodes) {
      out.push(node);
      if (node.content) visit(node.content);
    }
  };
  if (doc) visit(doc.content);
  return out;
}

function attrString(
  attrs: Record<string, unknown> | null | undefined,
  name: string,
): string | null {
  const value = attrs?.[name];
  return typeof value === 'string' ? value : null;
}

/** The images of the body as media objects (their attrs carry key, href, caption, credit, source). */
export function bodyImages(doc: RichTextDoc | null): MediaObject[] {
  return walkNodes(doc)
    .filter((node) => node.type === 'image')
    .map((node) => ({
      key: attrString(node.attrs, 'key') ?? '',
      href: attrString(node.attrs, 'href'),
      caption: attrString(node.attrs, 'caption'),
      credit: attrString(node.attrs, 'credit'),
      source: attrString(node.attrs, 'source'),
    }));
}

/** The plain text of a rich-text document (used for "has text" rules). */
export function plainText(doc: RichTextDoc | null): string {
  return walkNodes(doc)
    .map((node) => node.text ?? '')
    .join('');
}

/** Whether a string is empty once whitespace is trimmed (001 §5: "whitespace counts as empty"). */
export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}
