// The RichTextEditor component in happy-dom: French toolbar by kind and brand plugins, the counts
// with plural, the person-link offering rule, and null for an empty editor.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { EditorView } from 'prosemirror-view';
import type { EditorPlugin } from '../../../common/domain/brandProfile';
import type { RichTextDoc } from '../../../common/richtext';
import { RichTextEditor } from '../../../renderer/src/editor';
import { LONG_BODY_BLOCKS } from '../../../renderer/src/editor/RichTextEditor';
import { TextSelection } from 'prosemirror-state';

afterEach(cleanup);

const personLinkDoc: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Marie Curie',
          marks: [
            { type: 'person_link', attrs: { personId: 'p1', name: 'Marie Curie', href: '' } },
          ],
        },
      ],
    },
  ],
};
const plainDoc: RichTextDoc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Un mot' }] }],
};

function mount(kind: 'lead' | 'body', value: RichTextDoc | null, plugins: EditorPlugin[] = []) {
  const onChange = vi.fn();
  let view: EditorView | null = null;
  render(
    <FluentProvider theme={webLightTheme}>
      <RichTextEditor
        kind={kind}
        value={value}
        onChange={onChange}
        brandProfile={{ draftEditorPlugins: plugins }}
        searchInternalLinks={async () => []}
        resolveInternalArticle={async () => null}
        onError={() => undefined}
        onViewReady={(v) => {
          view = v;
        }}
      />
    </FluentProvider>,
  );
  return { onChange, view: () => view! };
}

describe('RichTextEditor', () => {
  it('lead offers bold, italic, link and internal link only', () => {
    mount('lead', null);
    for (const name of ['Gras', 'Italique', 'Lien', 'Lien interne'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    for (const name of ['Barré', 'Titre', "Lien d'ancre", 'Citation', 'Encadré', 'Insérer'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('body offers frames and inserts only with the brand plugins', () => {
    mount('body', null, ['Frame', 'Table']);
    expect(screen.getByRole('button', { name: 'Encadré' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insérer' })).toBeTruthy();
    cleanup();
    mount('body', null, []);
    expect(screen.queryByRole('button', { name: 'Encadré' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insérer' })).toBeNull();
  });

  it.each([
    ['a body with a person link', personLinkDoc, true],
    ['a body without one', plainDoc, false],
  ])('person link is offered for %s: %s', (_name, doc, offered) => {
    mount('body', doc);
    expect(screen.queryByRole('button', { name: 'Lien personne' }) !== null).toBe(offered);
  });

  it('counts with the French plural and reports edits, null when emptied', async () => {
    const { onChange, view } = mount('body', plainDoc);
    expect(screen.getByTestId('rich-text-counts').textContent).toBe('6 caractères · 2 mots');
    act(() => {
      const v = view();
      v.dispatch(v.state.tr.delete(1, v.state.doc.content.size - 1).insertText('a', 1));
    });
    await waitFor(() =>
      expect(screen.getByTestId('rich-text-counts').textContent).toBe('1 caractère · 1 mot'),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }],
      }),
    );
    act(() => {
      const v = view();
      v.dispatch(v.state.tr.delete(1, v.state.doc.content.size - 1));
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });

  it('is spell-checked in French', () => {
    const { view } = mount('body', null);
    expect(view().dom.getAttribute('spellcheck')).toBe('true');
    expect(view().dom.getAttribute('lang')).toBe('fr');
  });

  // Long bodies switch to the rendering that skips off-screen blocks (editorStyles `pm-long`); the
  // lead and short bodies never do, and a body that grows past the threshold while typed switches.
  const paragraphs = (n: number): RichTextDoc => ({
    type: 'doc',
    content: Array.from({ length: n }, (_, i) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: `P${i}` }],
    })),
  });
  it.each([
    ['body', LONG_BODY_BLOCKS - 1, false],
    ['body', LONG_BODY_BLOCKS, true],
    ['body', 3 * LONG_BODY_BLOCKS, true],
    ['lead', LONG_BODY_BLOCKS, false],
  ] as const)('%s of %i blocks: long rendering %s', (kind, blocks, long) => {
    const { view } = mount(kind, paragraphs(blocks));
    expect(view().dom.classList.contains('pm-long')).toBe(long);
  });

  it('switches to the long rendering when Enter makes the body long', () => {
    const { view } = mount('body', paragraphs(LONG_BODY_BLOCKS - 1));
    const v = view();
    act(() => {
      v.dispatch(v.state.tr.setSelection(TextSelection.atEnd(v.state.doc)));
      v.dispatch(v.state.tr.split(v.state.selection.from));
    });
    expect(v.state.doc.childCount).toBe(LONG_BODY_BLOCKS);
    expect(v.dom.classList.contains('pm-long')).toBe(true);
  });
});
