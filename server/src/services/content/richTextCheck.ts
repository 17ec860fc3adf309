// Structural check of a stored ProseMirror document before it is saved: known node and mark
// names (common/richtext/names), text only in text nodes, a bounded depth and size. The editor
// produces valid documents; this keeps a hand-made request from storing something the editor,
// the HTML renderer or the search indexer cannot read. A multimedia element must name a known kind
// and, when it has a URL, an http(s) one (its own French message, common/richtext/elements); an
// affiliate card, texts, points and a 'N / 10' rating.
import { MESSAGES } from '../../../../common/domain/messages';
import { affilizzProblem, multimediaProblem } from '../../../../common/richtext/elements';
import { LEAD_MARKS, MARK, NODE } from '../../../../common/richtext/names';
import { safeHref } from '../../../../common/richtext/safeUrl';
import type { RichTextDoc, RichTextNode } from '../../../../common/richtext/types';
import { FIELD_MESSAGES, TEXT_LIMITS } from './fieldChecks';

const NODE_NAMES: ReadonlySet<string> = new Set(Object.values(NODE));
const MARK_NAMES: ReadonlySet<string> = new Set(Object.values(MARK));
const LEAD_NODES: ReadonlySet<string> = new Set([
  NODE.doc,
  NODE.paragraph,
  NODE.text,
  NODE.hardBreak,
]);
const LEAD_MARK_NAMES: ReadonlySet<string> = new Set(LEAD_MARKS);
const MAX_DEPTH = 30;

/** `json`: the document as JSON text (measured for the size limit; the save stores that text). */
export type RichTextCheck =
  { ok: true; doc: RichTextDoc | null; json: string | null } | { ok: false; message: string };

/** null, undefined or an empty doc normalise to null (000 §4: "lead, body … normalise to null"). */
export function checkRichText(value: unknown, kind: 'lead' | 'body'): RichTextCheck {
  if (value === null || value === undefined) return { ok: true, doc: null, json: null };
  const json = JSON.stringify(value);
  if (json.length > TEXT_LIMITS.richTextBytes)
    return { ok: false, message: FIELD_MESSAGES.richTextTooLarge };
  if (!isNode(value, kind, 0, true)) return { ok: false, message: FIELD_MESSAGES.richTextInvalid };
  const doc = value as RichTextDoc;
  const problem = elementProblem(doc);
  if (problem) return { ok: false, message: problem };
  return doc.content.length === 0 ? { ok: true, doc: null, json: null } : { ok: true, doc, json };
}

function isNode(value: unknown, kind: 'lead' | 'body', depth: number, root: boolean): boolean {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || Array.isArray(value))
    return false;
  const node = value as Record<string, unknown>;
  const type = node.type;
  if (typeof type !== 'string') return false;
  if (root !== (type === NODE.doc)) return false;
  if (root && !Array.isArray(node.content)) return false;
  if (!(kind === 'lead' ? LEAD_NODES : NODE_NAMES).has(type)) return false;
  if (
    node.attrs !== undefined &&
    node.attrs !== null &&
    (typeof node.attrs !== 'object' || Array.isArray(node.attrs))
  )
    return false;
  if (type === NODE.text) {
    if (typeof node.text !== 'string' || node.text === '' || node.content !== undefined)
      return false;
  } else if (node.text !== undefined) {
    return false;
  }
  if (node.marks !== undefined) {
    if (!Array.isArray(node.marks)) return false;
    const allowed = kind === 'lead' ? LEAD_MARK_NAMES : MARK_NAMES;
    for (const mark of node.marks) {
      if (typeof mark !== 'object' || mark === null) return false;
      const markType = (mark as { type?: unknown }).type;
      if (typeof markType !== 'string' || !allowed.has(markType)) return false;
      // A link may only point where the HTML renderer would let it (no javascript:, data:, …).
      const href = (mark as { attrs?: { href?: unknown } }).attrs?.href;
      if (
        markType === MARK.link &&
        href !== undefined &&
        href !== null &&
        href !== '' &&
        safeHref(href) === ''
      )
        return false;
    }
  }
  if (node.content !== undefined) {
    if (!Array.isArray(node.content)) return false;
    for (const child of node.content) if (!isNode(child, kind, depth + 1, false)) return false;
  }
  return true;
}

/** The first refused typed element's message (a checked document: isNode passed), or null. */
function elementProblem(node: RichTextNode): string | null {
  if (node.type === NODE.multimedia) {
    const problem = multimediaProblem(node.attrs ?? undefined);
    if (problem) return problem;
  }
  if (node.type === NODE.affilizz) {
    const problem = affilizzProblem(node.attrs ?? undefined, MESSAGES.affiliateElementInvalid);
    if (problem) return problem;
  }
  for (const child of node.content ?? []) {
    const problem = elementProblem(child);
    if (problem) return problem;
  }
  return null;
}
