// The two ProseMirror schemas (spec 000 §2): the lead (bold, italic, link, internal link) and the
// body (adds strikethrough, anchor and person links, titles, lists, quotes, frames, typed elements
// and tables). toDOM/parseDOM mirror common/richtext/html.ts so JSON → HTML → JSON is lossless,
// and every parse rule goes through the same URL whitelist, so pasted HTML cannot smuggle a
// javascript: href, a style or an event handler into the document.

import {
  Schema,
  type DOMOutputSpec,
  type MarkSpec,
  type NodeSpec,
  type Attrs,
} from 'prosemirror-model';
import { tableNodes } from 'prosemirror-tables';
import {
  FRAME_LABELS,
  MARK,
  NODE,
  isFrameKind,
  isInternalLinkType,
  readAccentuation,
  safeAnchor,
  safeHref,
  safeImageSrc,
  type Accentuation,
  type RichTextKind,
} from '../../../common/richtext';

function parseJson(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function numberOrNull(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const data = (dom: HTMLElement, name: string): string => dom.getAttribute(`data-${name}`) ?? '';

// ——— marks ———

const linkGroup = 'anyLink';

const marks: Record<string, MarkSpec> = {
  [MARK.link]: {
    attrs: { href: {} },
    inclusive: false,
    group: linkGroup,
    excludes: linkGroup,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = safeHref((dom as HTMLElement).getAttribute('href'));
          return href && !href.startsWith('#') ? { href } : false;
        },
      },
    ],
    toDOM: (mark) => [
      'a',
      {
        href: mark.attrs.href as string,
        rel: 'noopener noreferrer',
        title: mark.attrs.href as string,
      },
      0,
    ],
  },
  [MARK.internalLink]: {
    attrs: { href: {}, id: { default: '' }, linkType: {}, title: { default: '' } },
    inclusive: false,
    group: linkGroup,
    excludes: linkGroup,
    parseDOM: [
      {
        tag: 'a[data-internal-link]',
        priority: 60,
        getAttrs: (dom) => {
          const el = dom as HTMLElement;
          const href = safeHref(el.getAttribute('href'));
          const linkType = el.getAttribute('data-internal-link');
          if (!href || !isInternalLinkType(linkType)) return false;
          return { href, linkType, id: data(el, 'id'), title: data(el, 'title') };
        },
      },
    ],
    toDOM: (mark) => [
      'a',
      {
        href: mark.attrs.href as string,
        'data-internal-link': mark.attrs.linkType as string,
        'data-id': mark.attrs.id as string,
        'data-title': mark.attrs.title as string,
        class: 'pm-internal-link',
      },
      0,
    ],
  },
  [MARK.anchorLink]: {
    attrs: { anchor: {} },
    inclusive: false,
    group: linkGroup,
    excludes: linkGroup,
    parseDOM: [
      {
        tag: 'a[data-anchor-link]',
        priority: 60,
        getAttrs: (dom) => {
          const anchor = safeAnchor(
            ((dom as HTMLElement).getAttribute('href') ?? '').replace(/^#/, ''),
          );
          return anchor ? { anchor } : false;
        },
      },
    ],
    toDOM: (mark) => [
      'a',
      { href: `#${mark.attrs.anchor as string}`, 'data-anchor-link': '', class: 'pm-anchor-link' },
      0,
    ],
  },
  [MARK.personLink]: {
    attrs: { href: { default: '' }, personId: {}, name: { default: '' } },
    inclusive: false,
    group: linkGroup,
    excludes: linkGroup,
    parseDOM: [
      {
        tag: 'a[data-person-id]',
        priority: 60,
        getAttrs: (dom) => {
          const el = dom as HTMLElement;
          const personId = data(el, 'person-id');
          return personId
            ? { personId, href: safeHref(el.getAttribute('href')), name: data(el, 'name') }
            : false;
        },
      },
    ],
    toDOM: (mark) => {
      const href = mark.attrs.href as string;
      return [
        'a',
        {
          ...(href ? { href } : {}),
          'data-person-id': mark.attrs.personId as string,
          'data-name': mark.attrs.name as string,
          class: 'pm-person-link',
        },
        0,
      ];
    },
  },
  [MARK.bold]: {
    parseDOM: [
      { tag: 'strong' },
      // Google Docs wraps everything in <b style="font-weight:normal">: not bold.
      {
        tag: 'b',
        getAttrs: (dom) => ((dom as HTMLElement).style.fontWeight !== 'normal' ? null : false),
      },
      { style: 'font-weight=700' },
      { style: 'font-weight=bold' },
    ],
    toDOM: (): DOMOutputSpec => ['strong', 0],
  },
  [MARK.italic]: {
    parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
    toDOM: (): DOMOutputSpec => ['em', 0],
  },
  [MARK.strikethrough]: {
    parseDOM: [
      { tag: 's' },
      { tag: 'del' },
      { tag: 'strike' },
      { style: 'text-decoration=line-through' },
    ],
    toDOM: (): DOMOutputSpec => ['s', 0],
  },
};

const leadMarkNames = [MARK.link, MARK.internalLink, MARK.bold, MARK.italic];

// ——— nodes ———

const text: NodeSpec = { group: 'inline' };
const hardBreak: NodeSpec = {
  inline: true,
  group: 'inline',
  selectable: false,
  parseDOM: [{ tag: 'br' }],
  toDOM: () => ['br'],
};
const paragraph: NodeSpec = {
  content: 'inline*',
  group: 'block',
  parseDOM: [{ tag: 'p' }],
  toDOM: () => ['p', 0],
};

function heading(tag: 'h2' | 'h3', extraTags: string[]): NodeSpec {
  return {
    attrs: { anchor: { default: '' } },
    content: 'inline*',
    group: 'block',
    defining: true,
    parseDOM: [tag, ...extraTags].map((t) => ({
      tag: t,
      getAttrs: (dom: HTMLElement | string) => ({
        anchor: safeAnchor((dom as HTMLElement).getAttribute('id')),
      }),
    })),
    toDOM: (node) => [tag, node.attrs.anchor ? { id: node.attrs.anchor as string } : {}, 0],
  };
}

function frameLabel(kind: unknown): string {
  return isFrameKind(kind) ? FRAME_LABELS[kind] : FRAME_LABELS.Default;
}

const frame: NodeSpec = {
  attrs: { kind: { default: 'Default' } },
  content: '(paragraph | title | headline | bullet_list | ordered_list | blockquote)+',
  group: 'block',
  defining: true,
  parseDOM: [
    {
      tag: 'aside[data-frame]',
      getAttrs: (dom) => ({
        kind: isFrameKind((dom as HTMLElement).getAttribute('data-frame'))
          ? (dom as HTMLElement).getAttribute('data-frame')
          : 'Default',
      }),
    },
  ],
  // The label is drawn by CSS from data-label so it never becomes document content.
  toDOM: (node) => [
    'aside',
    {
      'data-frame': node.attrs.kind as string,
      'data-label': frameLabel(node.attrs.kind),
      class: 'pm-frame',
    },
    0,
  ],
};

function element(
  name: string,
  tag: string,
  attrs: Record<string, { default: unknown }>,
  read: (dom: HTMLElement) => Attrs,
  write: (a: Attrs) => Record<string, string>,
): NodeSpec {
  return {
    attrs,
    group: 'block',
    atom: true,
    selectable: true,
    draggable: true,
    parseDOM: [
      {
        tag: `${tag}[data-element="${name}"]`,
        priority: 60,
        getAttrs: (dom) => read(dom as HTMLElement),
      },
    ],
    toDOM: (node) => [tag, { 'data-element': name, ...write(node.attrs) }],
  };
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const jsonAttr = (v: unknown): Record<string, string> =>
  v === null || v === undefined ? {} : { v: JSON.stringify(v) };

const image = element(
  'image',
  'figure',
  {
    key: { default: '' },
    href: { default: '' },
    caption: { default: '' },
    credit: { default: '' },
    source: { default: '' },
    focusPoint: { default: null },
    crop: { default: null },
  },
  (dom) => ({
    key: data(dom, 'key'),
    href: safeImageSrc(data(dom, 'href')),
    caption: data(dom, 'caption'),
    credit: data(dom, 'credit'),
    source: data(dom, 'source'),
    focusPoint: parseJson(dom.getAttribute('data-focus-point')),
    crop: parseJson(dom.getAttribute('data-crop')),
  }),
  (a) => {
    const out: Record<string, string> = {
      'data-key': str(a.key),
      'data-href': str(a.href),
      'data-caption': str(a.caption),
      'data-credit': str(a.credit),
      'data-source': str(a.source),
    };
    const fp = jsonAttr(a.focusPoint).v;
    const crop = jsonAttr(a.crop).v;
    if (fp) out['data-focus-point'] = fp;
    if (crop) out['data-crop'] = crop;
    return out;
  },
);

const media = element(
  'media',
  'figure',
  {
    url: { default: '' },
    canonical: { default: '' },
    html: { default: '' },
    width: { default: null },
    height: { default: null },
    credit: { default: '' },
    meta: { default: null },
  },
  (dom) => ({
    url: safeHref(data(dom, 'url')),
    canonical: safeHref(data(dom, 'canonical')),
    html: data(dom, 'html'),
    width: numberOrNull(dom.getAttribute('data-width')),
    height: numberOrNull(dom.getAttribute('data-height')),
    credit: data(dom, 'credit'),
    meta: parseJson(dom.getAttribute('data-meta')),
  }),
  (a) => {
    const out: Record<string, string> = {
      'data-url': str(a.url),
      'data-canonical': str(a.canonical),
      'data-html': str(a.html),
      'data-credit': str(a.credit),
    };
    if (typeof a.width === 'number') out['data-width'] = String(a.width);
    if (typeof a.height === 'number') out['data-height'] = String(a.height);
    const meta = jsonAttr(a.meta).v;
    if (meta) out['data-meta'] = meta;
    return out;
  },
);

const pageBreak: NodeSpec = {
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  parseDOM: [{ tag: 'hr[data-element="page-break"]', priority: 60 }],
  toDOM: () => ['hr', { 'data-element': 'page-break' }],
};

const c2c = element(
  'c2c',
  'div',
  { label: { default: '' }, url: { default: '' } },
  (dom) => ({ label: data(dom, 'label'), url: safeHref(data(dom, 'url')) }),
  (a) => ({ 'data-label': str(a.label), 'data-url': str(a.url) }),
);

const multimedia = element(
  'multimedia',
  'div',
  {
    id: { default: '' },
    kind: { default: 'Article' },
    title: { default: '' },
    url: { default: '' },
  },
  (dom) => ({
    id: data(dom, 'id'),
    kind: data(dom, 'kind') || 'Article',
    title: data(dom, 'title'),
    url: safeHref(data(dom, 'url')),
  }),
  (a) => ({
    'data-id': str(a.id),
    'data-kind': str(a.kind),
    'data-title': str(a.title),
    'data-url': str(a.url),
  }),
);

/** An affiliate card (issue 37): the platform's html is kept as data, never rendered here. */
const affilizz = element(
  'affilizz',
  'div',
  {
    html: { default: '' },
    title: { default: '' },
    publicationInfos: { default: '' },
    productName: { default: '' },
    description: { default: '' },
    positivePoints: { default: [] },
    negativePoints: { default: [] },
    rating: { default: '' },
  },
  (dom) => ({
    html: data(dom, 'html'),
    title: data(dom, 'title'),
    publicationInfos: data(dom, 'publication-infos'),
    productName: data(dom, 'product-name'),
    description: data(dom, 'description'),
    positivePoints: stringList(parseJson(dom.getAttribute('data-positive-points'))),
    negativePoints: stringList(parseJson(dom.getAttribute('data-negative-points'))),
    rating: data(dom, 'rating'),
  }),
  (a) => ({
    'data-html': str(a.html),
    'data-title': str(a.title),
    'data-publication-infos': str(a.publicationInfos),
    'data-product-name': str(a.productName),
    'data-description': str(a.description),
    'data-positive-points': JSON.stringify(stringList(a.positivePoints)),
    'data-negative-points': JSON.stringify(stringList(a.negativePoints)),
    'data-rating': str(a.rating),
  }),
);

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [];
}

const tables = tableNodes({ tableGroup: 'block', cellContent: 'paragraph+', cellAttributes: {} });

function accentFlags(a: Accentuation): string {
  return (['top', 'bottom', 'left', 'right'] as const).filter((k) => a[k]).join(' ');
}

function readTableAttrs(dom: HTMLElement): Attrs {
  const flags = (dom.getAttribute('data-accentuation') ?? '').split(/\s+/);
  return {
    title: data(dom, 'title'),
    source: data(dom, 'source'),
    accentuation: {
      top: flags.includes('top'),
      bottom: flags.includes('bottom'),
      left: flags.includes('left'),
      right: flags.includes('right'),
    },
  };
}

const table: NodeSpec = {
  ...tables.table,
  attrs: {
    title: { default: '' },
    source: { default: '' },
    accentuation: { default: { top: true, bottom: false, left: false, right: false } },
  },
  parseDOM: [
    {
      tag: 'figure[data-element="table"]',
      priority: 60,
      contentElement: 'tbody',
      getAttrs: (dom) => readTableAttrs(dom as HTMLElement),
    },
    // A table pasted from elsewhere: default settings (top accentuation on).
    { tag: 'table' },
  ],
  toDOM: (node) => {
    const acc = readAccentuation(node.attrs.accentuation);
    return [
      'figure',
      {
        'data-element': 'table',
        'data-title': str(node.attrs.title),
        'data-source': str(node.attrs.source),
        'data-accentuation': accentFlags(acc),
        class: 'pm-table',
      },
      ['table', ['tbody', 0]],
    ];
  },
};

const listItem: NodeSpec = {
  content: 'paragraph (paragraph | bullet_list | ordered_list)*',
  defining: true,
  parseDOM: [{ tag: 'li' }],
  toDOM: () => ['li', 0],
};
const bulletList: NodeSpec = {
  content: 'list_item+',
  group: 'block',
  parseDOM: [{ tag: 'ul' }],
  toDOM: () => ['ul', 0],
};
const orderedList: NodeSpec = {
  attrs: { order: { default: 1 } },
  content: 'list_item+',
  group: 'block',
  parseDOM: [
    {
      tag: 'ol',
      getAttrs: (dom) => ({
        order: (dom as HTMLElement).hasAttribute('start')
          ? Number((dom as HTMLElement).getAttribute('start')) || 1
          : 1,
      }),
    },
  ],
  toDOM: (node) =>
    node.attrs.order === 1 ? ['ol', 0] : ['ol', { start: node.attrs.order as number }, 0],
};
const blockquote: NodeSpec = {
  content: 'paragraph+',
  group: 'block',
  defining: true,
  parseDOM: [{ tag: 'blockquote' }],
  toDOM: () => ['blockquote', 0],
};

export const bodySchema = new Schema({
  nodes: {
    [NODE.doc]: { content: 'block+' },
    [NODE.paragraph]: paragraph,
    [NODE.title]: heading('h2', ['h1']),
    [NODE.headline]: heading('h3', ['h4', 'h5', 'h6']),
    [NODE.bulletList]: bulletList,
    [NODE.orderedList]: orderedList,
    [NODE.listItem]: listItem,
    [NODE.blockquote]: blockquote,
    [NODE.frame]: frame,
    [NODE.image]: image,
    [NODE.media]: media,
    [NODE.pageBreak]: pageBreak,
    [NODE.c2c]: c2c,
    [NODE.multimedia]: multimedia,
    [NODE.affilizz]: affilizz,
    [NODE.table]: table,
    [NODE.tableRow]: tables.table_row,
    [NODE.tableCell]: tables.table_cell,
    [NODE.tableHeader]: tables.table_header,
    [NODE.text]: text,
    [NODE.hardBreak]: hardBreak,
  },
  marks,
});

export const leadSchema = new Schema({
  nodes: {
    [NODE.doc]: { content: 'paragraph+' },
    [NODE.paragraph]: paragraph,
    [NODE.text]: text,
    [NODE.hardBreak]: hardBreak,
  },
  marks: Object.fromEntries(leadMarkNames.map((name) => [name, marks[name]!])),
});

export function schemaFor(kind: RichTextKind): Schema {
  return kind === 'lead' ? leadSchema : bodySchema;
}
