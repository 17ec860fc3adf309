// Node view of the typed elements (image, media, page break, C2C, multimedia): a non-editable card
// showing the element's fields and its validation messages, with a "Modifier" button. Built with
// plain DOM (no React root per element) so 200 elements cost little; never injects stored HTML.
// A media element shows a preview card from its metadata (title, site, author, URL: text only, the
// thumbnail through the CSP's https images) and the state of its metadata look-up (embedMetadata.ts).

import type { Node as PMNode } from 'prosemirror-model';
import type { Decoration, EditorView, NodeView } from 'prosemirror-view';
import {
  NODE,
  readAffilizzAttrs,
  readC2cAttrs,
  readImageAttrs,
  readMediaAttrs,
  readMultimediaAttrs,
  safeImageSrc,
  validateElement,
  type ElementNodeName,
  type MediaAttrs,
} from '../../../common/richtext';
import { EMBED_LOADING_MESSAGE, embedStatusOf, type EmbedStatus } from './embedMetadata';

export const ELEMENT_LABELS: Record<ElementNodeName, string> = {
  [NODE.image]: 'Image',
  [NODE.media]: 'Média',
  [NODE.pageBreak]: 'Saut de page',
  [NODE.c2c]: 'C2C',
  [NODE.multimedia]: 'Multimédia',
  [NODE.affilizz]: 'Carte produit',
};

const FIELD_LABELS: Record<string, string> = {
  href: 'Adresse',
  credit: 'Crédit',
  source: 'Source',
  focusPoint: 'Point focal',
  crop: 'Recadrage',
  url: 'URL',
  canonical: 'URL canonique',
  label: 'Libellé',
  id: 'Identifiant',
  title: 'Titre',
  kind: 'Type',
  productName: 'Produit',
  rating: 'Note',
};

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function line(label: string, value: string): HTMLElement {
  const row = el('div', 'pm-element-field');
  row.append(
    el('span', 'pm-element-field-label', `${label} : `),
    el('span', 'pm-element-field-value', value || '—'),
  );
  return row;
}

/** The preview card of a media element. Every value goes in as text; the stored html is never used. */
function mediaCard(m: MediaAttrs): HTMLElement {
  const card = el('div', 'pm-embed-card');
  card.dataset.testid = 'embed-card';
  const thumb =
    m.meta?.thumbnail && /^https:/i.test(m.meta.thumbnail) ? safeImageSrc(m.meta.thumbnail) : '';
  if (thumb) {
    const img = el('img', 'pm-embed-thumbnail');
    img.src = thumb;
    img.alt = '';
    img.loading = 'lazy';
    img.referrerPolicy = 'no-referrer';
    img.addEventListener('error', () => img.remove());
    card.append(img);
  }
  const text = el('div', 'pm-embed-text');
  text.append(el('div', 'pm-embed-title', m.meta?.title || 'Sans titre'));
  const byline = [m.meta?.site, m.meta?.author].filter(Boolean).join(' · ');
  if (byline) text.append(el('div', 'pm-embed-byline', byline));
  text.append(el('div', 'pm-embed-url', m.url || '—'));
  card.append(text);
  return card;
}

function sameStatus(a: EmbedStatus | null, b: EmbedStatus | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** « Modifier » (`'edit'`), or a multimedia element's « Corriger le titre » (`'title'`). */
export type EditElement = (pos: number, node: PMNode, action?: 'edit' | 'title') => void;

export class ElementView implements NodeView {
  dom: HTMLElement;
  private node: PMNode;
  private status: EmbedStatus | null;

  constructor(
    node: PMNode,
    private readonly view: EditorView,
    private readonly getPos: () => number | undefined,
    private readonly onEdit: EditElement,
    decorations: readonly Decoration[] = [],
  ) {
    this.node = node;
    this.status = embedStatusOf(decorations);
    this.dom = el('div', 'pm-element');
    this.dom.contentEditable = 'false';
    this.render();
  }

  private render(): void {
    const type = this.node.type.name as ElementNodeName;
    this.dom.replaceChildren();
    this.dom.dataset.element = type;
    this.dom.append(this.header(type));
    const a = this.node.attrs as Record<string, unknown>;
    this.dom.append(elementBody(type, a, this.status));
    const messages = Object.entries(validateElement(type, a));
    this.dom.classList.toggle('pm-element-invalid', messages.length > 0);
    if (messages.length) {
      const list = el('ul', 'pm-element-errors');
      list.setAttribute('role', 'alert');
      for (const [field, message] of messages)
        list.append(el('li', '', `${FIELD_LABELS[field] ?? field} : ${message}`));
      this.dom.append(list);
    }
  }

  /** The element's name and its buttons (« Modifier », « Corriger le titre » for a multimedia). */
  private header(type: ElementNodeName): HTMLElement {
    const header = el('div', 'pm-element-header');
    header.append(el('span', 'pm-element-title', ELEMENT_LABELS[type] ?? type));
    if (type !== NODE.pageBreak) header.append(this.editButton('Modifier', 'edit'));
    // The content is picked (the media picker); its title may be corrected by hand.
    if (type === NODE.multimedia) header.append(this.editButton('Corriger le titre', 'title'));
    return header;
  }

  private editButton(label: string, what: 'edit' | 'title'): HTMLButtonElement {
    const button = el('button', 'pm-element-edit', label);
    button.type = 'button';
    button.addEventListener('mousedown', (e) => e.preventDefault());
    button.addEventListener('click', () => {
      const pos = this.getPos();
      if (pos !== undefined) this.onEdit(pos, this.node, what);
    });
    return button;
  }

  update(node: PMNode, decorations: readonly Decoration[] = []): boolean {
    if (node.type !== this.node.type) return false;
    const status = embedStatusOf(decorations);
    if (node.attrs !== this.node.attrs || !sameStatus(status, this.status)) {
      this.node = node;
      this.status = status;
      this.render();
    }
    this.node = node;
    return true;
  }

  selectNode(): void {
    this.dom.classList.add('ProseMirror-selectednode');
  }

  deselectNode(): void {
    this.dom.classList.remove('ProseMirror-selectednode');
  }

  stopEvent(event: Event): boolean {
    return event.target instanceof HTMLButtonElement;
  }

  ignoreMutation(): boolean {
    return true;
  }

  /** Kept for symmetry with other views; the view reference lets future fields dispatch directly. */
  get editorView(): EditorView {
    return this.view;
  }
}

/** What an element shows of itself in the text, by type. */
function elementBody(
  type: ElementNodeName,
  a: Record<string, unknown>,
  status: EmbedStatus | null,
): HTMLElement {
  const body = el('div', 'pm-element-body');
  switch (type) {
    case NODE.image: {
      const img = readImageAttrs(a);
      const src = safeImageSrc(img.href);
      if (src) {
        const tag = el('img', 'pm-element-image');
        tag.src = src;
        tag.alt = img.caption;
        tag.loading = 'lazy';
        body.append(tag);
      }
      body.append(
        line('Légende', img.caption),
        line('Crédit', img.credit),
        line('Source', img.source),
      );
      break;
    }
    case NODE.media: {
      const m = readMediaAttrs(a);
      body.append(m.meta ? mediaCard(m) : line('URL', m.url));
      if (status?.embedStatus === 'loading')
        body.append(el('div', 'pm-embed-loading', EMBED_LOADING_MESSAGE));
      if (status?.embedStatus === 'error') {
        const error = el('div', 'pm-embed-error', status.message);
        error.setAttribute('role', 'status');
        body.append(error);
      }
      break;
    }
    case NODE.c2c: {
      const c = readC2cAttrs(a);
      body.append(line('Libellé', c.label), line('URL', c.url));
      break;
    }
    case NODE.multimedia: {
      const m = readMultimediaAttrs(a);
      body.append(
        line('Type', m.kind),
        line('Titre', m.title),
        line('Identifiant', m.id),
        line('URL', m.url),
      );
      break;
    }
    case NODE.affilizz: {
      const card = readAffilizzAttrs(a);
      body.append(
        line('Titre', card.title),
        line('Produit', card.productName),
        line('Points positifs', card.positivePoints.join(' · ')),
        line('Points négatifs', card.negativePoints.join(' · ')),
        line('Note', card.rating),
      );
      break;
    }
    case NODE.pageBreak:
      body.append(el('hr', 'pm-page-break'));
      break;
  }
  return body;
}
