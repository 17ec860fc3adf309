// « Appliquer » of the correction dialog in a live editor (issue 33): the corrected texts go in as
// one transaction (one Ctrl+Z undoes them all), only the changed ranges are replaced (marks and
// elements around them stay), a '\n' becomes a hard break; the title is a field change.
import { undo } from 'prosemirror-history';
import { EditorView } from 'prosemirror-view';
import { describe, expect, it, vi } from 'vitest';
import { docSegments } from '../../../common/correction/segments';
import type { RichTextDoc } from '../../../common/richtext';
import { applyCorrection, dialogSegmentsOf } from '../../../renderer/src/articleKit/correction';
import { applyCorrectedTexts } from '../../../renderer/src/editor/correctionCommands';
import { createEditorState, docToJson } from '../../../renderer/src/editor/editorState';
import { enabledTools } from '../../../renderer/src/editor/editorPlugins';

const body: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Les couts du ' },
        { type: 'text', text: 'batiment', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' sont tres hauts.' },
      ],
    },
    { type: 'page_break' },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ligne' },
        { type: 'hard_break' },
        { type: 'text', text: 'suivante' },
      ],
    },
  ],
};

function viewOf(value: RichTextDoc) {
  const state = createEditorState(value, {
    kind: 'body',
    onLinkShortcut: () => {},
    paste: { tools: enabledTools(['PageBreak']), forbiddenHosts: [], onError: () => {} },
  });
  return new EditorView(document.createElement('div'), { state });
}

describe('corrected texts into the editor', () => {
  it('is one undoable transaction replacing only what changed', () => {
    const view = viewOf(body);
    const dispatch = vi.spyOn(view, 'dispatch');
    const texts = new Map([
      ['body.0', 'Les coûts du bâtiment sont très hauts.'],
      ['body.1', 'Ligne\nsuivante\net fin'],
    ]);
    expect(applyCorrectedTexts('body', texts)(view.state, view.dispatch)).toBe(true);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(docToJson(view.state.doc)).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Les coûts du ' },
            { type: 'text', text: 'bâtiment', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' sont très hauts.' },
          ],
        },
        { type: 'page_break' },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ligne' },
            { type: 'hard_break' },
            { type: 'text', text: 'suivante' },
            { type: 'hard_break' },
            { type: 'text', text: 'et fin' },
          ],
        },
      ],
    });
    undo(view.state, view.dispatch);
    expect(docToJson(view.state.doc)).toEqual(body);
    view.destroy();
  });

  it('changes nothing when the texts are the same', () => {
    const view = viewOf(body);
    const texts = new Map(docSegments('body', body).map((s) => [s.key, s.text]));
    expect(applyCorrectedTexts('body', texts)(view.state, view.dispatch)).toBe(false);
    view.destroy();
  });

  it('writes the title as a field change, the body through its editor, a lead with no editor as JSON', () => {
    const view = viewOf(body);
    const lead: RichTextDoc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Un chapo' }] }],
    };
    const texts = { title: 'Titre tres court', lead, body };
    const segments = dialogSegmentsOf(texts).map((s) => ({
      ...s,
      text: s.text.replace('tres', 'très').replace('chapo', 'chapô').replace('couts', 'coûts'),
    }));
    const update = vi.fn();
    applyCorrection(segments, { texts, views: { body: view, lead: null }, update });
    expect(update).toHaveBeenCalledWith({
      title: 'Titre très court',
      lead: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Un chapô' }] }],
      },
    });
    expect(view.state.doc.firstChild!.textContent).toBe('Les coûts du batiment sont très hauts.');
    view.destroy();
  });

  it('calls no update when nothing changed', () => {
    const update = vi.fn();
    const texts = { title: 'Titre', lead: null, body: null };
    applyCorrection(dialogSegmentsOf(texts), { texts, views: {}, update });
    expect(update).not.toHaveBeenCalled();
  });
});
