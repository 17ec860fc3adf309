// Editor commands, in ProseMirror's (state, dispatch) => boolean form so the toolbar can ask
// whether one applies (no dispatch) before offering it.

import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { wrapInList } from 'prosemirror-schema-list';
import {
  Fragment,
  type Attrs,
  type MarkType,
  type Node as PMNode,
  type NodeType,
  type Schema,
} from 'prosemirror-model';
import { NodeSelection, type Command, type EditorState } from 'prosemirror-state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  isInTable,
  selectedRect,
} from 'prosemirror-tables';
import {
  MARK,
  NODE,
  canRemoveColumn,
  canRemoveRow,
  createTable,
  isInternalLinkType,
  resizeTable,
  safeAnchor,
  safeHref,
  type FrameKind,
  type RichTextNode,
  type TableSettings,
} from '../../../common/richtext';
import { MESSAGES } from '../../../common/domain/messages';

export function markType(schema: Schema, name: string): MarkType | null {
  return schema.marks[name] ?? null;
}

export function toggleMarkNamed(name: string): Command {
  return (state, dispatch) => {
    const type = markType(state.schema, name);
    return type ? toggleMark(type)(state, dispatch) : false;
  };
}

export function isMarkActive(state: EditorState, name: string): boolean {
  const type = markType(state.schema, name);
  if (!type) return false;
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The extent and attributes of a mark around the cursor (for editing an existing link). */
export function markAround(
  state: EditorState,
  name: string,
): { from: number; to: number; attrs: Attrs } | null {
  const type = markType(state.schema, name);
  if (!type) return null;
  const { $from } = state.selection;
  const parent = $from.parent;
  const index = $from.index();
  const start = $from.start();
  let found: { from: number; to: number; attrs: Attrs } | null = null;
  let pos = start;
  for (let i = 0; i < parent.childCount; i++) {
    const child = parent.child(i);
    const mark = type.isInSet(child.marks);
    const end = pos + child.nodeSize;
    if (mark && (i === index || (i === index - 1 && end === $from.pos))) {
      // Extend over neighbours carrying the same mark.
      let from = pos;
      let to = end;
      let p = pos;
      for (let j = i - 1; j >= 0 && mark.isInSet(parent.child(j).marks); j--) {
        p -= parent.child(j).nodeSize;
        from = p;
      }
      p = end;
      for (let j = i + 1; j < parent.childCount && mark.isInSet(parent.child(j).marks); j++) {
        p += parent.child(j).nodeSize;
        to = p;
      }
      found = { from, to, attrs: mark.attrs };
      break;
    }
    pos = end;
  }
  return found;
}

/** Applies a link-like mark to the selection, or inserts `text` carrying it at an empty cursor. */
export function applyLinkMark(name: string, attrs: Attrs, text?: string): Command {
  return (state, dispatch) => {
    const type = markType(state.schema, name);
    if (!type) return false;
    const { from, to, empty } = state.selection;
    if (empty && !text) {
      const around = markAround(state, name);
      if (!around) return false;
      if (dispatch)
        dispatch(
          state.tr
            .removeMark(around.from, around.to, type)
            .addMark(around.from, around.to, type.create(attrs)),
        );
      return true;
    }
    if (dispatch) {
      const tr = state.tr;
      if (empty && text) {
        tr.insert(from, state.schema.text(text, [type.create(attrs)]));
      } else {
        tr.removeMark(from, to, type).addMark(from, to, type.create(attrs));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export function removeLinkMark(name: string): Command {
  return (state, dispatch) => {
    const type = markType(state.schema, name);
    if (!type) return false;
    const { from, to, empty } = state.selection;
    const range = empty ? markAround(state, name) : { from, to };
    if (!range) return false;
    if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, type));
    return true;
  };
}

export function setLink(href: string): Command {
  const safe = safeHref(href);
  return (state, dispatch) =>
    safe ? applyLinkMark(MARK.link, { href: safe })(state, dispatch) : false;
}

export interface InternalLinkTarget {
  id: string;
  title: string;
  url: string;
  /** Link type as reported by the search; refused when not one of INTERNAL_LINK_TYPES. */
  type: string;
}

/** A search result of the internal-link dialog: linkable when it has a public URL, else why not. */
export interface InternalLinkResult extends Omit<InternalLinkTarget, 'url'> {
  url: string | null;
  /** Why a found content cannot be linked (no public address), shown in French instead of hiding it. */
  whyNot?: string;
}

export class UnknownInternalLinkTypeError extends Error {
  constructor() {
    super(MESSAGES.linksUnknownType);
  }
}

/** Spec 001 §7: an unknown internal link type is refused with 'Unknown internal link type'. */
export function setInternalLink(target: InternalLinkTarget): Command {
  if (!isInternalLinkType(target.type)) throw new UnknownInternalLinkTypeError();
  const href = safeHref(target.url);
  const attrs = { href, id: target.id, linkType: target.type, title: target.title };
  return (state, dispatch) =>
    href ? applyLinkMark(MARK.internalLink, attrs, target.title)(state, dispatch) : false;
}

export function setAnchorLink(anchor: string): Command {
  const safe = safeAnchor(anchor);
  return (state, dispatch) =>
    safe ? applyLinkMark(MARK.anchorLink, { anchor: safe })(state, dispatch) : false;
}

export function setPersonLink(personId: string, name: string, href: string): Command {
  return (state, dispatch) =>
    personId.trim()
      ? applyLinkMark(MARK.personLink, { personId: personId.trim(), name, href: safeHref(href) })(
          state,
          dispatch,
        )
      : false;
}

function nodeType(schema: Schema, name: string): NodeType | null {
  return schema.nodes[name] ?? null;
}

export function setTextBlock(name: string): Command {
  return (state, dispatch) => {
    const type = nodeType(state.schema, name);
    return type ? setBlockType(type)(state, dispatch) : false;
  };
}

export function isBlockActive(state: EditorState, name: string): boolean {
  return state.selection.$from.parent.type.name === name;
}

export function wrapInListNamed(name: string): Command {
  return (state, dispatch) => {
    const type = nodeType(state.schema, name);
    return type ? wrapInList(type)(state, dispatch) : false;
  };
}

export function toggleBlockquote(): Command {
  return (state, dispatch) => {
    const type = nodeType(state.schema, NODE.blockquote);
    if (!type) return false;
    if (ancestorOf(state, NODE.blockquote)) return lift(state, dispatch);
    return wrapIn(type)(state, dispatch);
  };
}

/** Depth of the closest ancestor of that type around the selection, or null. */
export function ancestorOf(
  state: EditorState,
  name: string,
): { depth: number; node: PMNode; pos: number } | null {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d--) {
    const node = $from.node(d);
    if (node.type.name === name) return { depth: d, node, pos: $from.before(d) };
  }
  return null;
}

/** Puts the selected blocks in a frame, or changes the kind of the frame around them. */
export function setFrame(kind: FrameKind): Command {
  return (state, dispatch) => {
    const type = nodeType(state.schema, NODE.frame);
    if (!type) return false;
    const around = ancestorOf(state, NODE.frame);
    if (around) {
      if (dispatch) dispatch(state.tr.setNodeMarkup(around.pos, undefined, { kind }));
      return true;
    }
    return wrapIn(type, { kind })(state, dispatch);
  };
}

export function removeFrame(): Command {
  return (state, dispatch) => {
    const around = ancestorOf(state, NODE.frame);
    if (!around) return false;
    if (dispatch) {
      const { pos, node } = around;
      dispatch(state.tr.replaceWith(pos, pos + node.nodeSize, node.content));
    }
    return true;
  };
}

export function insertBlockNode(node: PMNode): Command {
  return (state, dispatch) => {
    const { $from } = state.selection;
    // Elements go between blocks: after the current top-level block when the cursor is inside text.
    if (!state.selection.empty && !(state.selection instanceof NodeSelection)) return false;
    let canInsert = false;
    for (let d = $from.depth; d >= 0; d--) {
      const index = $from.indexAfter(d);
      if ($from.node(d).canReplaceWith(index, index, node.type)) {
        canInsert = true;
        break;
      }
    }
    if (!canInsert) return false;
    if (dispatch) dispatch(state.tr.replaceSelectionWith(node).scrollIntoView());
    return true;
  };
}

export function insertElement(name: string, attrs: Attrs): Command {
  return (state, dispatch) => {
    const type = nodeType(state.schema, name);
    return type ? insertBlockNode(type.create(attrs))(state, dispatch) : false;
  };
}

export function updateNodeAttrs(pos: number, attrs: Attrs): Command {
  return (state, dispatch) => {
    const node = state.doc.nodeAt(pos);
    if (!node) return false;
    if (dispatch) dispatch(state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs }));
    return true;
  };
}

export function insertTable(rows: number, columns: number, settings: TableSettings): Command {
  return (state, dispatch) => {
    const json = createTable(rows, columns, settings);
    const node = state.schema.nodeFromJSON(json);
    return insertBlockNode(node)(state, dispatch);
  };
}

/** Rewrites an existing table with new settings and dimensions (never below 1×1). */
export function updateTable(
  pos: number,
  rows: number,
  columns: number,
  settings: TableSettings,
): Command {
  return (state, dispatch) => {
    const table = state.doc.nodeAt(pos);
    if (!table || table.type.name !== NODE.table) return false;
    const json = resizeTable(table.toJSON() as RichTextNode, rows, columns);
    json.attrs = {
      ...json.attrs,
      title: settings.title,
      source: settings.source,
      accentuation: { ...settings.accentuation },
    };
    const next = state.schema.nodeFromJSON(json);
    if (dispatch) dispatch(state.tr.replaceWith(pos, pos + table.nodeSize, Fragment.from(next)));
    return true;
  };
}

export function tableAround(state: EditorState): { pos: number; node: PMNode } | null {
  const a = ancestorOf(state, NODE.table);
  if (a) return { pos: a.pos, node: a.node };
  const sel = state.selection;
  if (sel instanceof NodeSelection && sel.node.type.name === NODE.table)
    return { pos: sel.from, node: sel.node };
  return null;
}

export const addTableRow: Command = (state, dispatch) =>
  isInTable(state) && addRowAfter(state, dispatch);
export const addTableColumn: Command = (state, dispatch) =>
  isInTable(state) && addColumnAfter(state, dispatch);
export const removeTableRow: Command = (state, dispatch) => {
  if (!isInTable(state)) return false;
  const rect = selectedRect(state);
  const removing = rect.bottom - rect.top;
  if (!canRemoveRow(rect.map.height - removing + 1)) return false;
  return deleteRow(state, dispatch);
};
export const removeTableColumn: Command = (state, dispatch) => {
  if (!isInTable(state)) return false;
  const rect = selectedRect(state);
  const removing = rect.right - rect.left;
  if (!canRemoveColumn(rect.map.width - removing + 1)) return false;
  return deleteColumn(state, dispatch);
};

/** A readable anchor id from a title's text: lower-case ASCII words joined by hyphens. */
export function anchorFromText(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'ancre';
}

/** Gives the title or headline around the cursor an anchor (if it has none) and returns it. */
export function ensureAnchor(
  state: EditorState,
  dispatch?: (tr: import('prosemirror-state').Transaction) => void,
): string | null {
  const { $from } = state.selection;
  const block = $from.parent;
  if (block.type.name !== NODE.title && block.type.name !== NODE.headline) return null;
  const current = block.attrs.anchor as string;
  if (current) return current;
  const taken = new Set<string>();
  state.doc.forEach((n) => {
    if (n.attrs.anchor) taken.add(n.attrs.anchor as string);
  });
  const base = anchorFromText(block.textContent);
  let anchor = base;
  for (let i = 2; taken.has(anchor); i++) anchor = `${base}-${i}`;
  if (dispatch)
    dispatch(state.tr.setNodeMarkup($from.before(), undefined, { ...block.attrs, anchor }));
  return anchor;
}

/** Titles and headlines that carry an anchor, for the anchor-link dialog. */
export function anchorsOf(doc: PMNode): { anchor: string; text: string }[] {
  const out: { anchor: string; text: string }[] = [];
  doc.descendants((node) => {
    if ((node.type.name === NODE.title || node.type.name === NODE.headline) && node.attrs.anchor)
      out.push({ anchor: node.attrs.anchor as string, text: node.textContent });
    return node.isBlock && !node.isTextblock;
  });
  return out;
}
