// Sanitised HTML (common/richtext docToHtml, or anything pasted) → stored JSON. Needs a DOM, so it
// lives with the editor; the schema's parse rules do the whitelisting.

import { DOMParser as PMDOMParser } from 'prosemirror-model';
import type { RichTextDoc, RichTextKind } from '../../../common/richtext';
import { schemaFor } from './schema';

export function htmlToDoc(html: string, kind: RichTextKind): RichTextDoc {
  const dom = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const doc = PMDOMParser.fromSchema(schemaFor(kind)).parse(dom.body);
  return doc.toJSON() as RichTextDoc;
}
