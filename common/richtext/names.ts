// Node and mark names of the two schemas (lead and body). The server and the domain rules read
// stored documents by these names: renaming one is a data migration, not a refactor.

export const NODE = {
  doc: 'doc',
  paragraph: 'paragraph',
  text: 'text',
  hardBreak: 'hard_break',
  title: 'title',
  headline: 'headline',
  bulletList: 'bullet_list',
  orderedList: 'ordered_list',
  listItem: 'list_item',
  blockquote: 'blockquote',
  frame: 'frame',
  image: 'image',
  media: 'media',
  pageBreak: 'page_break',
  c2c: 'c2c',
  multimedia: 'multimedia',
  /** An affiliate product card (issue 37), made by the platform: inserted by the wizard only. */
  affilizz: 'affilizz',
  table: 'table',
  tableRow: 'table_row',
  tableCell: 'table_cell',
  tableHeader: 'table_header',
  /** A slideshow's atomic block (common/domain/slideshow.ts): only in a Slideshow's body. */
  slide: 'slide',
} as const;

export const MARK = {
  bold: 'bold',
  italic: 'italic',
  strikethrough: 'strikethrough',
  link: 'link',
  internalLink: 'internal_link',
  anchorLink: 'anchor_link',
  personLink: 'person_link',
} as const;

export type NodeName = (typeof NODE)[keyof typeof NODE];
export type MarkName = (typeof MARK)[keyof typeof MARK];

/** Marks offered in the lead (spec 000 §2: bold, italic, link, internal link). */
export const LEAD_MARKS: readonly MarkName[] = [
  MARK.bold,
  MARK.italic,
  MARK.link,
  MARK.internalLink,
];

/** Typed non-text elements: atoms edited through a dialog, never through contenteditable. */
export const ELEMENT_NODES = [
  NODE.image,
  NODE.media,
  NODE.pageBreak,
  NODE.c2c,
  NODE.multimedia,
  NODE.affilizz,
] as const;
export type ElementNodeName = (typeof ELEMENT_NODES)[number];

/** Internal link types (spec 000 §4 enumerations). */
export const INTERNAL_LINK_TYPES = ['ARTICLE', 'RECIPE', 'VIDEO', 'PROGRAM', 'BROADCAST'] as const;
export type InternalLinkType = (typeof INTERNAL_LINK_TYPES)[number];

export function isInternalLinkType(value: unknown): value is InternalLinkType {
  return typeof value === 'string' && (INTERNAL_LINK_TYPES as readonly string[]).includes(value);
}
