// @vitest-environment happy-dom
// The editor's side of embed metadata (renderer/src/editor/embedMetadata.ts) through a real
// EditorView with the app's element view: a URL pasted alone becomes an embed that is filled once
// the service answers, on the same element whatever was typed meanwhile; nothing happens when the
// element was deleted or its URL changed; a failure is written on the element and the URL stays;
// the stored third-party html is never turned into markup.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Node as PMNode } from 'prosemirror-model';
import { TextSelection } from 'prosemirror-state';
import { undo } from 'prosemirror-history';
import { EditorView, type Decoration } from 'prosemirror-view';
import type { EmbedMetadata, EmbedMetadataResult } from '../../../common/ipc/channels';
import { EMPTY_MEDIA, type RichTextDoc } from '../../../common/richtext';
import { enabledTools } from '../../../renderer/src/editor/editorPlugins';
import { createEditorState } from '../../../renderer/src/editor/editorState';
import { ElementView } from '../../../renderer/src/editor/elementView';
import {
  EMBED_LOADING_MESSAGE,
  lookUpEmbedMetadata,
  mergeEmbedMetadata,
} from '../../../renderer/src/editor/embedMetadata';

const URL_ALONE = 'https://www.youtube.com/watch?v=abc';
const METADATA: EmbedMetadata = {
  url: URL_ALONE,
  canonical: 'https://youtu.be/abc',
  html: '<script>window.__pwned = 1</script><iframe src="https://www.youtube.com/embed/abc"></iframe><img src=x onerror="window.__pwned = 2">',
  width: 640,
  height: 360,
  credit: 'La chaîne',
  meta: {
    title: 'Le titre de la vidéo',
    site: 'YouTube',
    author: 'La chaîne',
    thumbnail: 'https://i.ytimg.com/vi/abc/hq.jpg',
  },
};

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((v) => v.destroy()));

function deferred() {
  let resolve!: (value: EmbedMetadataResult) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<EmbedMetadataResult>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(value: RichTextDoc | null = null) {
  const answer = deferred();
  const fetchEmbedMetadata = vi.fn((_uri: string) => answer.promise);
  const state = createEditorState(value, {
    kind: 'body',
    onLinkShortcut: () => undefined,
    paste: {
      tools: enabledTools(['Media']),
      forbiddenHosts: [],
      fetchEmbedMetadata,
      onError: () => undefined,
    },
  });
  const view = new EditorView(document.body.appendChild(document.createElement('div')), {
    state,
    nodeViews: {
      media: (
        node: PMNode,
        v: EditorView,
        getPos: () => number | undefined,
        decorations: readonly Decoration[],
      ) => new ElementView(node, v, getPos, () => undefined, decorations),
    },
  });
  views.push(view);
  const media = () => {
    const found: { node: PMNode; pos: number }[] = [];
    view.state.doc.descendants(
      (node, pos) => (node.type.name === 'media' && found.push({ node, pos }), true),
    );
    return found;
  };
  const card = () => view.dom.querySelector('[data-element="media"]') as HTMLElement | null;
  return { view, answer, fetchEmbedMetadata, media, card };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('embed metadata in the editor', () => {
  it('fills a pasted embed once the service answers, keeping what was typed meanwhile', async () => {
    const { view, answer, fetchEmbedMetadata, media, card } = setup({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Avant' }] },
        { type: 'paragraph' },
      ],
    });
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 8)));
    view.pasteText(URL_ALONE);
    expect(fetchEmbedMetadata).toHaveBeenCalledWith(URL_ALONE);
    expect(media()).toHaveLength(1);
    expect(card()!.textContent).toContain(EMBED_LOADING_MESSAGE);

    // The journalist types before the embed while the service thinks: the embed moves.
    view.dispatch(view.state.tr.insertText(' et encore', 6));
    answer.resolve({ ok: true, metadata: METADATA });
    await settled();

    expect(view.state.doc.firstChild!.textContent).toBe('Avant et encore');
    const node = media()[0]!.node;
    expect(node.attrs).toEqual({ ...METADATA, url: URL_ALONE });
    expect(card()!.textContent).toContain('Le titre de la vidéo');
    expect(card()!.textContent).toContain('YouTube · La chaîne');
    expect(card()!.textContent).not.toContain(EMBED_LOADING_MESSAGE);
    // The third-party html is stored, never rendered: no script, frame or handler in the editor.
    expect(card()!.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(card()!.querySelector('img')!.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/abc/hq.jpg',
    );
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('undo takes back the paste, not the filling', async () => {
    const { view, answer, media } = setup();
    view.pasteText(URL_ALONE);
    answer.resolve({ ok: true, metadata: METADATA });
    await settled();
    expect(media()[0]!.node.attrs.meta).not.toBeNull();
    undo(view.state, view.dispatch);
    expect(media()).toHaveLength(0);
  });

  it('does nothing when the embed was deleted before the answer', async () => {
    const { view, answer, media } = setup();
    view.pasteText(URL_ALONE);
    const { pos, node } = media()[0]!;
    view.dispatch(view.state.tr.delete(pos, pos + node.nodeSize));
    const before = view.state.doc;
    answer.resolve({ ok: true, metadata: METADATA });
    await settled();
    expect(view.state.doc.eq(before)).toBe(true);
  });

  it('drops an answer for a URL the element no longer has', async () => {
    const { view, answer, media } = setup();
    view.pasteText(URL_ALONE);
    const { pos } = media()[0]!;
    view.dispatch(
      view.state.tr.setNodeMarkup(pos, undefined, { ...EMPTY_MEDIA, url: 'https://vimeo.com/1' }),
    );
    answer.resolve({ ok: true, metadata: METADATA });
    await settled();
    expect(media()[0]!.node.attrs).toMatchObject({
      url: 'https://vimeo.com/1',
      meta: null,
      html: '',
    });
  });

  it.each([
    [
      'a French message from main',
      { ok: false as const, message: "Ce média n'a pas été trouvé." },
      "Ce média n'a pas été trouvé.",
    ],
    [
      'a failed bridge call',
      new Error('lost'),
      'Impossible de récupérer les informations du média.',
    ],
  ])('writes %s on the element and keeps the URL', async (_name, outcome, message) => {
    const { view, answer, media, card } = setup();
    view.pasteText(URL_ALONE);
    if (outcome instanceof Error) answer.reject(outcome);
    else answer.resolve(outcome);
    await settled();
    expect(media()[0]!.node.attrs).toMatchObject({ url: URL_ALONE, meta: null });
    expect(card()!.querySelector('[role="status"]')!.textContent).toBe(message);
    // Typing elsewhere keeps the message on the element.
    view.dispatch(view.state.tr.insertText('x', 1));
    expect(card()!.querySelector('[role="status"]')!.textContent).toBe(message);
  });

  it('a new look-up from the dialog replaces a failed one', async () => {
    const { view, answer, media, card } = setup();
    view.pasteText(URL_ALONE);
    answer.resolve({ ok: false, message: 'Impossible de récupérer les informations du média.' });
    await settled();
    lookUpEmbedMetadata(view, media()[0]!.pos, async () => ({ ok: true, metadata: METADATA }));
    await settled();
    expect(card()!.querySelector('[role="status"]')).toBeNull();
    expect(media()[0]!.node.attrs.meta).toEqual(METADATA.meta);
  });

  it('keeps what the journalist typed over what the service says', () => {
    const typed = { ...EMPTY_MEDIA, url: URL_ALONE, credit: 'AFP', meta: { title: 'Mon titre' } };
    expect(mergeEmbedMetadata(typed, { ...METADATA, url: 'https://youtu.be/abc' })).toEqual({
      ...METADATA,
      url: URL_ALONE,
      credit: 'AFP',
      meta: { ...METADATA.meta, title: 'Mon titre' },
    });
  });
});
