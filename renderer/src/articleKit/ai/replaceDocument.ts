// Replaces a rich-text editor's whole document by another as one transaction: one « Annuler »
// (Ctrl+Z) brings the previous text back, which a new value handed from outside would not do (the
// editor starts a new state, and a new history, for those).
import { Node as ProseMirrorNode } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import type { RichTextDoc } from '../../../../common/richtext';

/** False when the document does not fit the editor's schema (nothing is changed then). */
export function replaceDocument(view: EditorView, next: RichTextDoc): boolean {
  let doc: ProseMirrorNode;
  try {
    doc = ProseMirrorNode.fromJSON(view.state.schema, next);
    doc.check();
  } catch {
    return false;
  }
  const { state } = view;
  view.dispatch(state.tr.replaceWith(0, state.doc.content.size, doc.content).scrollIntoView());
  return true;
}

/** A lead of one paragraph holding `text` (a picked lead suggestion). */
export function paragraphDoc(text: string): RichTextDoc {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
}
