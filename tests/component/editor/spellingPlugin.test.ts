// As-you-type spelling (issue 33): after a pause (fake clock) the changed text blocks, and only
// they, go to main's engine; misspelled words get the underline class; decorations follow edits;
// an answer to an older document is dropped; `available: false` turns the plugin off; a right-click
// on an underlined word asks for suggestions and choosing one replaces the word.
import { EditorView } from 'prosemirror-view';
import { TextSelection } from 'prosemirror-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../common/domain/limits';
import type { RichTextDoc } from '../../../common/richtext';
import { createEditorState } from '../../../renderer/src/editor/editorState';
import { enabledTools } from '../../../renderer/src/editor/editorPlugins';
import {
  MISSPELLED_CLASS,
  replaceMisspelled,
  spellingKey,
  type SpellingMenuRequest,
  type SpellingService,
} from '../../../renderer/src/editor/spellingPlugin';

const WRONG = new Set(['batiment', 'tres', 'couts']);
const DEBOUNCE = LIMITS.correction.underlineDebounceMs;

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Un batiment neuf.' }] },
    { type: 'paragraph' },
    {
      type: 'bullet_list',
      content: [
        {
          type: 'list_item',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Des couts' }] }],
        },
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: 'Rien à signaler.' }] },
  ],
};

/** A checker that finds the words of WRONG; `hold` keeps its answers until released. */
function fakeService() {
  const requests: Array<{ key: string; text: string }[]> = [];
  const held: Array<() => void> = [];
  const state = { available: true, hold: false };
  const service: SpellingService = {
    check: (segments) => {
      requests.push(segments);
      const answer = {
        available: state.available,
        misspelled: segments.flatMap((s) =>
          [...s.text.matchAll(/\p{L}+/gu)]
            .filter((m) => WRONG.has(m[0]))
            .map((m) => ({ segment: s.key, start: m.index, length: m[0].length })),
        ),
      };
      if (!state.hold) return Promise.resolve(answer);
      return new Promise((resolve) => held.push(() => resolve(answer)));
    },
    suggest: (word) => Promise.resolve(word === 'batiment' ? ['bâtiment', 'bâtiments'] : []),
  };
  return { service, requests, held, state };
}

let view: EditorView;
let fake: ReturnType<typeof fakeService>;
const menus: SpellingMenuRequest[] = [];

function mount(value: RichTextDoc = doc) {
  fake = fakeService();
  const state = createEditorState(value, {
    kind: 'body',
    onLinkShortcut: () => {},
    paste: { tools: enabledTools([]), forbiddenHosts: [], onError: () => {} },
    spelling: { service: fake.service, onMenu: (request) => menus.push(request) },
  });
  view = new EditorView(document.createElement('div'), { state });
}

const underlined = () =>
  [...view.dom.querySelectorAll(`.${MISSPELLED_CLASS}`)].map((el) => el.textContent);

/** Types at the end of the first paragraph. */
function typeInFirst(text: string) {
  const end = view.state.doc.firstChild!.nodeSize - 1;
  view.dispatch(view.state.tr.insertText(text, end));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  menus.length = 0;
});
afterEach(() => {
  view.destroy();
  vi.useRealTimers();
});

describe('as-you-type spelling', () => {
  it('checks the whole document once after the pause, and underlines what is wrong', async () => {
    mount();
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    expect(fake.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.map((s) => s.text)).toEqual([
      'Un batiment neuf.',
      'Des couts',
      'Rien à signaler.',
    ]);
    expect(underlined()).toEqual(['batiment', 'couts']);
  });

  it('sends only the block typed in, once typing pauses', async () => {
    mount();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    typeInFirst(' tres');
    await vi.advanceTimersByTimeAsync(DEBOUNCE / 2);
    typeInFirst(' beau');
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests[1]).toEqual([
      { key: expect.any(String), text: 'Un batiment neuf. tres beau' },
    ]);
    expect(underlined()).toEqual(['batiment', 'tres', 'couts']);
    // History is not touched by the underlines: one undo removes the typing.
    expect(spellingKey.getState(view.state)?.dirty).toEqual([]);
  });

  it('moves the underlines with the text while a check waits', async () => {
    mount();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    view.dispatch(view.state.tr.insertText('Oui. ', 1));
    expect(underlined()).toEqual(['batiment', 'couts']);
    const [first] = spellingKey.getState(view.state)!.decorations.find();
    expect(view.state.doc.textBetween(first!.from, first!.to)).toBe('batiment');
  });

  it('drops an answer about a document that changed since', async () => {
    mount();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    fake.state.hold = true;
    typeInFirst(' tres');
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(fake.requests).toHaveLength(2);
    typeInFirst(' tres');
    fake.held.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(underlined()).toEqual(['batiment', 'couts']);
    fake.state.hold = false;
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(fake.requests).toHaveLength(3);
    expect(underlined()).toEqual(['batiment', 'tres', 'tres', 'couts']);
  });

  it('does nothing more when main has no dictionary', async () => {
    mount();
    fake.state.available = false;
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    typeInFirst(' tres');
    await vi.advanceTimersByTimeAsync(DEBOUNCE * 2);
    expect(fake.requests).toHaveLength(1);
    expect(underlined()).toEqual([]);
  });

  it('offers suggestions on a right-click on an underlined word; choosing one replaces it', async () => {
    mount();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    // happy-dom has no layout: the click lands inside « batiment ».
    view.posAtCoords = () => ({ pos: 6, inside: -1 });
    const event = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: 10,
      clientY: 20,
    });
    view.dom.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(menus).toEqual([
      { from: 4, to: 12, word: 'batiment', x: 10, y: 20, suggestions: ['bâtiment', 'bâtiments'] },
    ]);
    replaceMisspelled(view, menus[0]!, 'bâtiment');
    expect(view.state.doc.firstChild!.textContent).toBe('Un bâtiment neuf.');
    // A right-click elsewhere is the browser's.
    view.posAtCoords = () => ({ pos: 14, inside: -1 });
    const plain = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    view.dom.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('a suggestion for a word edited meanwhile changes nothing', async () => {
    mount();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    const request = { from: 4, to: 12, word: 'batiment', x: 0, y: 0, suggestions: [] };
    view.dispatch(
      view.state.tr.setSelection(TextSelection.create(view.state.doc, 5)).insertText('x'),
    );
    replaceMisspelled(view, request, 'bâtiment');
    expect(view.state.doc.firstChild!.textContent).toBe('Un bxatiment neuf.');
  });
});
