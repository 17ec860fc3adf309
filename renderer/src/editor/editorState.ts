// Builds the ProseMirror state of one editor: its schema, the stored JSON (or an empty document)
// and the plugin set. Kept free of React so the tests and the bench harness build the same thing.

import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { dropCursor } from 'prosemirror-dropcursor';
import { gapCursor } from 'prosemirror-gapcursor';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Node as PMNode, Schema } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { EditorState, type Command, type Plugin } from 'prosemirror-state';
import { goToNextCell, tableEditing } from 'prosemirror-tables';
import {
  MARK,
  NODE,
  isRichTextDoc,
  type RichTextDoc,
  type RichTextKind,
} from '../../../common/richtext';
import { toggleMarkNamed } from './commands';
import { embedMetadataPlugin } from './embedMetadata';
import { buildInputRules } from './inputRules';
import { pastePlugin, type PasteOptions } from './pastePlugin';
import { schemaFor } from './schema';
import { spellingPlugin, type SpellingOptions } from './spellingPlugin';

export interface EditorStateOptions {
  kind: RichTextKind;
  paste: PasteOptions;
  /** Ctrl/Cmd+K: the component opens its link dialog. */
  onLinkShortcut: () => void;
  /** As-you-type spelling (issue 33), when the editor has a checker. */
  spelling?: SpellingOptions;
}

/** The stored JSON as a document of this schema; an empty paragraph when null or unreadable. */
export function docFromJson(schema: Schema, value: RichTextDoc | null): PMNode {
  if (value && isRichTextDoc(value) && value.content.length > 0) {
    try {
      const doc = schema.nodeFromJSON(value);
      doc.check();
      return doc;
    } catch (error) {
      // A document the schema refuses is shown empty rather than half-parsed; the caller keeps
      // the stored value untouched until the journalist types.
      console.error('Document illisible pour ce schéma', error);
    }
  }
  return schema.topNodeType.createAndFill()!;
}

/** Stored form: null when the document holds no text and no element (spec 000 §4 normalisation). */
export function docToJson(doc: PMNode): RichTextDoc | null {
  const empty =
    doc.childCount === 1 &&
    doc.firstChild!.type.name === NODE.paragraph &&
    doc.firstChild!.content.size === 0;
  return empty ? null : (doc.toJSON() as RichTextDoc);
}

function buildKeymap(schema: Schema, onLinkShortcut: () => void): Plugin {
  const keys: Record<string, Command> = {
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Mod-b': toggleMarkNamed(MARK.bold),
    'Mod-i': toggleMarkNamed(MARK.italic),
    'Mod-k': () => {
      onLinkShortcut();
      return true;
    },
  };
  if (schema.marks[MARK.strikethrough]) keys['Mod-Shift-x'] = toggleMarkNamed(MARK.strikethrough);
  const hardBreak = schema.nodes[NODE.hardBreak];
  if (hardBreak) {
    keys['Shift-Enter'] = chainCommands(exitCode, (state, dispatch) => {
      if (dispatch) dispatch(state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView());
      return true;
    });
  }
  const listItem = schema.nodes[NODE.listItem];
  if (listItem) {
    keys.Enter = splitListItem(listItem);
    keys.Tab = chainCommands(goToNextCell(1), sinkListItem(listItem));
    keys['Shift-Tab'] = chainCommands(goToNextCell(-1), liftListItem(listItem));
  }
  return keymap(keys);
}

export function createEditorState(
  value: RichTextDoc | null,
  options: EditorStateOptions,
): EditorState {
  const schema = schemaFor(options.kind);
  const plugins: Plugin[] = [
    buildInputRules(schema),
    buildKeymap(schema, options.onLinkShortcut),
    keymap(baseKeymap),
    history(),
    dropCursor({ color: '#0f6cbd', width: 2 }),
    gapCursor(),
    pastePlugin(options.paste),
    embedMetadataPlugin(),
  ];
  if (options.kind === 'body') plugins.push(tableEditing());
  if (options.spelling) plugins.push(spellingPlugin(options.spelling));
  return EditorState.create({ doc: docFromJson(schema, value), plugins });
}
