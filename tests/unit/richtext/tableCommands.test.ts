// The editor's table row/column commands never leave a table below one row or one column.
import { describe, expect, it } from 'vitest';
import { EditorState, TextSelection } from 'prosemirror-state';
import {
  DEFAULT_ACCENTUATION,
  createTable,
  tableDimensions,
  type RichTextNode,
} from '../../../common/richtext';
import {
  addTableColumn,
  addTableRow,
  removeTableColumn,
  removeTableRow,
  updateTable,
} from '../../../renderer/src/editor/commands';
import { bodySchema } from '../../../renderer/src/editor/schema';

function stateWithTable(rows: number, columns: number): EditorState {
  const doc = bodySchema.nodeFromJSON({
    type: 'doc',
    content: [
      createTable(rows, columns, { title: '', source: '', accentuation: DEFAULT_ACCENTUATION }),
    ],
  });
  // Cursor in the first cell's paragraph: doc > table(0) > row(1) > cell(2) > paragraph(3) → pos 4.
  return EditorState.create({ doc, selection: TextSelection.create(doc, 4) });
}

const dims = (s: EditorState) => tableDimensions(s.doc.firstChild!.toJSON() as RichTextNode);

function apply(
  state: EditorState,
  command: typeof addTableRow,
): { ok: boolean; state: EditorState } {
  let next = state;
  const ok = command(state, (tr) => (next = state.apply(tr)));
  return { ok, state: next };
}

describe('table commands', () => {
  it.each([
    ['row', removeTableRow, 1, 3],
    ['column', removeTableColumn, 3, 1],
  ] as const)('refuses to remove the last %s', (_name, command, rows, columns) => {
    const state = stateWithTable(rows, columns);
    expect(command(state)).toBe(false);
    expect(apply(state, command).ok).toBe(false);
    expect(dims(state)).toEqual({ rows, columns });
  });

  it('adds and removes rows and columns down to 1×1', () => {
    let state = stateWithTable(1, 1);
    state = apply(state, addTableRow).state;
    state = apply(state, addTableColumn).state;
    expect(dims(state)).toEqual({ rows: 2, columns: 2 });
    state = apply(state, removeTableRow).state;
    state = apply(state, removeTableColumn).state;
    expect(dims(state)).toEqual({ rows: 1, columns: 1 });
    expect(apply(state, removeTableRow).ok).toBe(false);
    expect(apply(state, removeTableColumn).ok).toBe(false);
  });

  it('the dialog update keeps at least 1×1 and applies title, source and accentuation', () => {
    const state = stateWithTable(2, 2);
    const settings = {
      title: 'Titre',
      source: 'Insee',
      accentuation: { top: false, bottom: true, left: true, right: false },
    };
    const { state: next } = apply(state, updateTable(0, 0, 0, settings));
    expect(dims(next)).toEqual({ rows: 1, columns: 1 });
    expect(next.doc.firstChild!.attrs).toEqual(settings);
  });
});
