// Stored JSON → sanitised HTML (previews, exports, the clipboard). Whitelist by construction: only
// known node and mark types produce tags, every text and attribute is escaped, every URL goes
// through safeHref/safeImageSrc, and element attributes travel as data-* so the editor's parser
// (renderer/src/editor/schema) reads them back losslessly. Raw embed HTML is never emitted.

import { readAccentuation } from './table';
import { NODE, MARK } from './names';
import { safeAnchor, safeHref, safeImageSrc } from './safeUrl';
import { isFrameKind } from './frames';
import { isInternalLinkType } from './names';
import {
  readAffilizzAttrs,
  readC2cAttrs,
  readImageAttrs,
  readMediaAttrs,
  readMultimediaAttrs,
} from './elements';
import type { RichTextDoc, RichTextMark, RichTextNode } from './types';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

type Attrs = Record<string, string | number | null | undefined | false>;

function attrs(map: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(map)) {
    if (value === null || value === undefined || value === false) continue;
    out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function markOpen(mark: RichTextMark): [string, string] | null {
  const a = mark.attrs ?? {};
  switch (mark.type) {
    case MARK.bold:
      return ['<strong>', '</strong>'];
    case MARK.italic:
      return ['<em>', '</em>'];
    case MARK.strikethrough:
      return ['<s>', '</s>'];
    case MARK.link: {
      const href = safeHref(a.href);
      return href ? [`<a${attrs({ href, rel: 'noopener noreferrer' })}>`, '</a>'] : null;
    }
    case MARK.internalLink: {
      const href = safeHref(a.href);
      const linkType = isInternalLinkType(a.linkType) ? a.linkType : null;
      if (!href || !linkType) return null;
      return [
        `<a${attrs({ href, 'data-internal-link': linkType, 'data-id': str(a.id), 'data-title': str(a.title) })}>`,
        '</a>',
      ];
    }
    case MARK.anchorLink: {
      const anchor = safeAnchor(a.anchor);
      return anchor
        ? [`<a${attrs({ href: `#${anchor}`, 'data-anchor-link': '' })}>`, '</a>']
        : null;
    }
    case MARK.personLink: {
      const href = safeHref(a.href);
      return [
        `<a${attrs({ href: href || null, 'data-person-id': str(a.personId), 'data-name': str(a.name) })}>`,
        '</a>',
      ];
    }
    default:
      return null;
  }
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function textHtml(node: RichTextNode): string {
  let html = escapeHtml(node.text ?? '');
  const marks = node.marks ?? [];
  for (let i = marks.length - 1; i >= 0; i--) {
    const pair = markOpen(marks[i]!);
    if (pair) html = pair[0] + html + pair[1];
  }
  return html;
}

function children(node: RichTextNode): string {
  let out = '';
  for (const child of node.content ?? []) out += nodeHtml(child);
  return out;
}

function cellAttrs(node: RichTextNode): Attrs {
  const a = node.attrs ?? {};
  const colspan = typeof a.colspan === 'number' && a.colspan > 1 ? a.colspan : null;
  const rowspan = typeof a.rowspan === 'number' && a.rowspan > 1 ? a.rowspan : null;
  const widths =
    Array.isArray(a.colwidth) && a.colwidth.every((w) => typeof w === 'number')
      ? a.colwidth.join(',')
      : null;
  return { colspan, rowspan, 'data-colwidth': widths };
}

type NodeAttrs = Record<string, unknown>;

function imageHtml(a: NodeAttrs): string {
  const img = readImageAttrs(a);
  const src = safeImageSrc(img.href);
  const legend = [img.caption, [img.credit, img.source].filter(Boolean).join(' / ')]
    .filter(Boolean)
    .join(' — ');
  return (
    `<figure${attrs({
      'data-element': 'image',
      'data-key': img.key,
      'data-href': src,
      'data-caption': img.caption,
      'data-credit': img.credit,
      'data-source': img.source,
      'data-focus-point': json(img.focusPoint),
      'data-crop': json(img.crop),
    })}>` +
    (src ? `<img${attrs({ src, alt: img.caption })}>` : '') +
    (legend ? `<figcaption>${escapeHtml(legend)}</figcaption>` : '') +
    '</figure>'
  );
}

/** A link opening elsewhere, or the bare label when the address is refused. */
function outboundLink(href: string | null, label: string): string {
  return href
    ? `<a${attrs({ href, rel: 'noopener noreferrer' })}>${escapeHtml(label)}</a>`
    : escapeHtml(label);
}

function mediaHtml(a: NodeAttrs): string {
  const media = readMediaAttrs(a);
  const href = safeHref(media.url);
  return (
    `<figure${attrs({
      'data-element': 'media',
      'data-url': href,
      'data-canonical': safeHref(media.canonical),
      'data-html': media.html,
      'data-width': media.width,
      'data-height': media.height,
      'data-credit': media.credit,
      'data-meta': json(media.meta),
    })}>` +
    outboundLink(href, media.meta?.title || media.url) +
    '</figure>'
  );
}

function c2cHtml(a: NodeAttrs): string {
  const c2c = readC2cAttrs(a);
  const href = safeHref(c2c.url);
  return (
    `<div${attrs({ 'data-element': 'c2c', 'data-label': c2c.label, 'data-url': href })}>` +
    outboundLink(href, c2c.label) +
    '</div>'
  );
}

/** An affiliate card: its fields as data-* (the editor reads them back), its title as text. */
function affilizzHtml(a: NodeAttrs): string {
  const card = readAffilizzAttrs(a);
  return (
    `<div${attrs({
      'data-element': 'affilizz',
      'data-html': card.html,
      'data-title': card.title,
      'data-publication-infos': card.publicationInfos,
      'data-product-name': card.productName,
      'data-description': card.description,
      'data-positive-points': JSON.stringify(card.positivePoints),
      'data-negative-points': JSON.stringify(card.negativePoints),
      'data-rating': card.rating,
    })}>` +
    escapeHtml(card.title) +
    '</div>'
  );
}

function multimediaHtml(a: NodeAttrs): string {
  const mm = readMultimediaAttrs(a);
  const href = safeHref(mm.url);
  return (
    `<div${attrs({ 'data-element': 'multimedia', 'data-id': mm.id, 'data-kind': mm.kind, 'data-title': mm.title, 'data-url': href })}>` +
    (href ? `<a${attrs({ href })}>${escapeHtml(mm.title)}</a>` : escapeHtml(mm.title)) +
    '</div>'
  );
}

function tableHtml(node: RichTextNode, a: NodeAttrs): string {
  const acc = readAccentuation(a.accentuation);
  const flags = (['top', 'bottom', 'left', 'right'] as const).filter((k) => acc[k]).join(' ');
  const title = str(a.title);
  const source = str(a.source);
  return (
    `<figure${attrs({ 'data-element': 'table', 'data-title': title, 'data-source': source, 'data-accentuation': flags })}>` +
    (title ? `<figcaption>${escapeHtml(title)}</figcaption>` : '') +
    `<table><tbody>${children(node)}</tbody></table>` +
    (source ? `<p data-part="source">${escapeHtml(source)}</p>` : '') +
    '</figure>'
  );
}

/** Wraps the children in a tag with no attributes. */
const wrap =
  (tag: string) =>
  (node: RichTextNode): string =>
    `<${tag}>${children(node)}</${tag}>`;

/** How each known node type is written; unknown types are not trusted with a tag. */
const NODE_HTML: Record<string, (node: RichTextNode, a: NodeAttrs) => string> = {
  [NODE.text]: (node) => textHtml(node),
  [NODE.hardBreak]: () => '<br>',
  [NODE.paragraph]: wrap('p'),
  [NODE.title]: (node, a) =>
    `<h2${attrs({ id: safeAnchor(a.anchor) || null })}>${children(node)}</h2>`,
  [NODE.headline]: (node, a) =>
    `<h3${attrs({ id: safeAnchor(a.anchor) || null })}>${children(node)}</h3>`,
  [NODE.bulletList]: wrap('ul'),
  [NODE.orderedList]: (node, a) => {
    const order = typeof a.order === 'number' && a.order !== 1 ? a.order : null;
    return `<ol${attrs({ start: order })}>${children(node)}</ol>`;
  },
  [NODE.listItem]: wrap('li'),
  [NODE.blockquote]: wrap('blockquote'),
  [NODE.frame]: (node, a) => {
    const kind = isFrameKind(a.kind) ? a.kind : 'Default';
    return `<aside${attrs({ 'data-frame': kind })}>${children(node)}</aside>`;
  },
  [NODE.image]: (_node, a) => imageHtml(a),
  [NODE.media]: (_node, a) => mediaHtml(a),
  [NODE.pageBreak]: () => '<hr data-element="page-break">',
  [NODE.c2c]: (_node, a) => c2cHtml(a),
  [NODE.multimedia]: (_node, a) => multimediaHtml(a),
  [NODE.affilizz]: (_node, a) => affilizzHtml(a),
  [NODE.table]: tableHtml,
  [NODE.tableRow]: wrap('tr'),
  [NODE.tableCell]: (node) => `<td${attrs(cellAttrs(node))}>${children(node)}</td>`,
  [NODE.tableHeader]: (node) => `<th${attrs(cellAttrs(node))}>${children(node)}</th>`,
};

function nodeHtml(node: RichTextNode): string {
  const write = Object.hasOwn(NODE_HTML, node.type) ? NODE_HTML[node.type] : undefined;
  // Unknown node types are not trusted with a tag; their text content (if any) survives.
  return write ? write(node, node.attrs ?? {}) : children(node);
}

export function docToHtml(doc: RichTextDoc | null): string {
  if (!doc) return '';
  return children(doc);
}
