// Node view of the typed elements (image, media, page break, C2C, multimedia): a non-editable card
// showing the element's fields and its validation messages, with a "Modifier" button. Built with
// plain DOM (no React root per element) so 200 elements cost little; never injects stored HTML.

import type { Node as PMNode } from 'prosemirror-model';
import type { EditorView, NodeView } from 'prosemirror-view';
import {
  NODE,
  readC2cAttrs,
  readImageAttrs,
  readMediaAttrs,
  readMultimediaAttrs,
  safeImageSrc,
  validateElement,
  type ElementNodeName,
} from '../../../common/richtext';

export const ELEMENT_LABELS: Record<ElementNodeName, string> = {
  [NODE.image]: 'Image',
  [NODE.media]: 'Média',
  [NODE.pageBreak]: 'Saut de page',
  [NODE.c2c]: 'C2C',
  [NODE.multimedia]: 'Multimédia',
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
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function line(label: string, value: string): HTMLElement {
  const row = el('div', 'pm-element-field');
  row.append(el('span', 'pm-element-field-label', `${label} : `), el('span', 'pm-element-field-value', value || '—'));
  return row;
}

export type EditElement = (pos: number, node: PMNode) => void;

export class ElementView implements NodeView {
  dom: HTMLElement;
  private node: PMNode;

  constructor(
    node: PMNode,
    private readonly view: EditorView,
    private readonly getPos: () => number | undefined,
    private readonly onEdit: EditElement,
  ) {
    this.node = node;
    this.dom = el('div', 'pm-element');
    this.dom.contentEditable = 'false';
    this.render();
  }

  private render(): void {
    const type = this.node.type.name as ElementNodeName;
    this.dom.replaceChildren();
    this.dom.dataset.element = type;
    const header = el('div', 'pm-element-header');
    header.append(el('span', 'pm-element-title', ELEMENT_LABELS[type] ?? type));
    if (type !== NODE.pageBreak) {
      const edit = el('button', 'pm-element-edit', 'Modifier');
      edit.type = 'button';
      edit.addEventListener('mousedown', (e) => e.preventDefault());
      edit.addEventListener('click', () => {
        const pos = this.getPos();
        if (pos !== undefined) this.onEdit(pos, this.node);
      });
      header.append(edit);
    }
    this.dom.append(header);
    const body = el('div', 'pm-element-body');
    const a = this.node.attrs as Record<string, unknown>;
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
        body.append(line('Légende', img.caption), line('Crédit', img.credit), line('Source', img.source));
        break;
      }
      case NODE.media: {
        const m = readMediaAttrs(a);
        body.append(line('Titre', m.meta?.title ?? ''), line('URL', m.url), line('Site', m.meta?.site ?? ''));
        break;
      }
      case NODE.c2c: {
        const c = readC2cAttrs(a);
        body.append(line('Libellé', c.label), line('URL', c.url));
        break;
      }
      case NODE.multimedia: {
        const m = readMultimediaAttrs(a);
        body.append(line('Type', m.kind), line('Titre', m.title), line('Identifiant', m.id));
        break;
      }
      case NODE.pageBreak:
        body.append(el('hr', 'pm-page-break'));
        break;
    }
    this.dom.append(body);
    const errors = validateElement(type, a);
    const messages = Object.entries(errors);
    this.dom.classList.toggle('pm-element-invalid', messages.length > 0);
    if (messages.length) {
      const list = el('ul', 'pm-element-errors');
      list.setAttribute('role', 'alert');
      for (const [field, message] of messages) list.append(el('li', '', `${FIELD_LABELS[field] ?? field} : ${message}`));
      this.dom.append(list);
    }
  }

  update(node: PMNode): boolean {
    if (node.type !== this.node.type) return false;
    if (node.attrs !== this.node.attrs) {
      this.node = node;
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
