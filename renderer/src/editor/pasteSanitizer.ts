// First line of the paste rules (spec 000 §2, 001 §5): pasted HTML loses its scripts, styles,
// handlers, images and links before ProseMirror parses it. Forbidden code tags are reported with
// the spec's message. Content copied from this editor (ProseMirror marks it with data-pm-slice)
// keeps its element data-* attributes and links, still without handlers or styles.

import { FORBIDDEN_PASTE_TAGS } from '../../../common/richtext';

export interface SanitizedPaste {
  html: string;
  /** Forbidden tags met, lower-case, each once, in document order. */
  forbiddenTags: string[];
}

const DROPPED_MEDIA = [
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'map',
  'area',
];
const KEPT_ATTRIBUTES = new Set(['colspan', 'rowspan', 'start']);
const INTERNAL_ATTRIBUTES = new Set(['href', 'id', 'data-pm-slice']);

export function sanitizePastedHtml(html: string): SanitizedPaste {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const internal = doc.querySelector('[data-pm-slice]') !== null;
  const forbiddenTags: string[] = [];
  const forbidden = new Set<string>(FORBIDDEN_PASTE_TAGS);
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (forbidden.has(tag) && el.isConnected) {
      if (!forbiddenTags.includes(tag)) forbiddenTags.push(tag);
      el.remove();
    }
  }
  // <head> content (title, meta) never becomes text.
  doc.head.replaceChildren();
  const body = doc.body;
  for (const el of Array.from(body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!internal && DROPPED_MEDIA.includes(tag)) {
      el.remove();
      continue;
    }
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: that is not bold.
    if (tag === 'b' && (el as HTMLElement).style.fontWeight === 'normal') {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    if (!internal && tag === 'a') {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const keep =
        KEPT_ATTRIBUTES.has(name) ||
        (internal &&
          (INTERNAL_ATTRIBUTES.has(name) || (name.startsWith('data-') && name !== 'data-html')));
      if (!keep) el.removeAttribute(attr.name);
    }
  }
  return { html: body.innerHTML, forbiddenTags };
}
