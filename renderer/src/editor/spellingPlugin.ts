// As-you-type spelling (issue 33): misspelled words of the body get a wavy red underline, and a
// right-click on one offers the engine's suggestions. The checking is main's local French engine
// (window.backoffice.spelling, off the renderer's thread).
//
// Per keystroke the plugin only maps what it has through the transaction: its decorations, and the
// ranges changed since the last check (each step's changed range is added) — work proportional to
// the change, never a walk of the document. Once typing pauses (LIMITS.correction
// .underlineDebounceMs) the text blocks touching those ranges, and only they, are sent; an answer
// is dropped if the document changed after it was asked (the next pause asks again). The first
// check covers the whole document, once. `available: false` switches the plugin off for good.
import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import { TEXT_BLOCKS } from '../../../common/correction/segments';
import { LIMITS } from '../../../common/domain/limits';
import { blockText } from './correctionCommands';

export interface SpellingService {
  check(segments: { key: string; text: string }[]): Promise<{
    available: boolean;
    misspelled: { segment: string; start: number; length: number }[];
  }>;
  suggest(word: string): Promise<string[]>;
}

/** What a right-click on an underlined word asks the editor to show. */
export interface SpellingMenuRequest {
  from: number;
  to: number;
  word: string;
  x: number;
  y: number;
  suggestions: string[];
}

export interface SpellingOptions {
  service: SpellingService;
  onMenu: (request: SpellingMenuRequest) => void;
  /** Defaults to LIMITS.correction.underlineDebounceMs. */
  debounceMs?: number;
}

export const MISSPELLED_CLASS = 'pm-misspelled';

interface Range {
  from: number;
  to: number;
}

interface SpellingState {
  decorations: DecorationSet;
  /** Ranges changed since the last applied check (positions of the current document). */
  dirty: Range[];
  /** Bumped by every change of the document: an answer to an older one is stale. */
  version: number;
  off: boolean;
}

interface CheckedMeta {
  version: number;
  blocks: Range[];
  underlined: Range[];
}

export const spellingKey = new PluginKey<SpellingState>('spelling');

/** The ranges a transaction changed, in the new document's positions. */
function changedRanges(tr: Transaction): Range[] {
  const out: Range[] = [];
  tr.mapping.maps.forEach((map, index) => {
    const after = tr.mapping.slice(index + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      out.push({ from: after.map(newStart, -1), to: after.map(newEnd, 1) });
    });
  });
  return out;
}

/** Sorted, overlapping or touching ranges joined: at most one per place typed in. */
function joined(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const out: Range[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
    else out.push({ ...range });
  }
  return out;
}

function underline(range: Range): Decoration {
  return Decoration.inline(
    range.from,
    range.to,
    { class: MISSPELLED_CLASS },
    { inclusiveStart: false, inclusiveEnd: false, misspelled: true },
  );
}

function applyChecked(state: SpellingState, meta: CheckedMeta, doc: PMNode): SpellingState {
  if (meta.version !== state.version) return state;
  let decorations = state.decorations;
  for (const block of meta.blocks)
    decorations = decorations.remove(decorations.find(block.from, block.to));
  decorations = decorations.add(doc, meta.underlined.map(underline));
  return { ...state, decorations, dirty: [] };
}

function initialState(doc: PMNode): SpellingState {
  return {
    decorations: DecorationSet.empty,
    dirty: [{ from: 0, to: doc.content.size }],
    version: 0,
    off: false,
  };
}

function nextState(tr: Transaction, state: SpellingState): SpellingState {
  const meta = tr.getMeta(spellingKey) as CheckedMeta | 'off' | undefined;
  if (meta === 'off') return { ...state, off: true, decorations: DecorationSet.empty, dirty: [] };
  if (meta) return applyChecked(state, meta, tr.doc);
  if (!tr.docChanged || state.off) return state;
  const mapped = state.dirty.map((r) => ({
    from: tr.mapping.map(r.from, -1),
    to: tr.mapping.map(r.to, 1),
  }));
  return {
    ...state,
    decorations: state.decorations.map(tr.mapping, tr.doc),
    dirty: joined([...mapped, ...changedRanges(tr)]),
    version: state.version + 1,
  };
}

/** The text blocks touching the ranges (nodesBetween: the walk covers the ranges, not the doc). */
export function blocksTouching(doc: PMNode, ranges: readonly Range[]) {
  const blocks = new Map<number, PMNode>();
  for (const range of ranges) {
    const from = Math.max(0, Math.min(range.from, doc.content.size));
    const to = Math.max(from, Math.min(range.to, doc.content.size));
    doc.nodesBetween(from, to, (node, pos) => {
      if (!TEXT_BLOCKS.has(node.type.name)) return true;
      blocks.set(pos, node);
      return false;
    });
  }
  return [...blocks].map(([pos, node]) => ({ pos, node, text: blockText(node) }));
}

/** Asks the engine about the changed blocks and dispatches the underlines if still current. */
async function checkNow(view: EditorView, service: SpellingService): Promise<void> {
  const state = spellingKey.getState(view.state);
  if (!state || state.off || state.dirty.length === 0) return;
  const { version } = state;
  const blocks = blocksTouching(view.state.doc, state.dirty);
  const positions = new Map(blocks.map((b) => [String(b.pos), b.pos]));
  const underlined: Range[] = [];
  for (const batch of batches(blocks.filter((b) => b.text.trim() !== ''))) {
    const answer = await service
      .check(batch.map((b) => ({ key: String(b.pos), text: b.text })))
      .catch(() => null);
    if (!answer) return;
    if (!answer.available) {
      view.dispatch(view.state.tr.setMeta(spellingKey, 'off').setMeta('addToHistory', false));
      return;
    }
    for (const m of answer.misspelled) {
      const at = positions.get(m.segment);
      if (at !== undefined)
        underlined.push({ from: at + 1 + m.start, to: at + 1 + m.start + m.length });
    }
  }
  if (spellingKey.getState(view.state)?.version !== version) return;
  const meta: CheckedMeta = {
    version,
    blocks: blocks.map((b) => ({ from: b.pos, to: b.pos + b.node.nodeSize })),
    underlined,
  };
  view.dispatch(view.state.tr.setMeta(spellingKey, meta).setMeta('addToHistory', false));
}

/** Blocks in requests the IPC contract accepts (segment count and characters). */
function batches<T extends { text: string }>(blocks: T[]): T[][] {
  const { maxSegments, maxChars } = LIMITS.correction;
  const out: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const block of blocks) {
    if (block.text.length > maxChars) continue;
    if (current.length >= maxSegments || chars + block.text.length > maxChars) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(block);
    chars += block.text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The underlined word under a right-click, if any. */
function misspelledAt(state: EditorState, pos: number): Range | null {
  const set = spellingKey.getState(state)?.decorations;
  const found = set?.find(pos, pos, (spec: { misspelled?: boolean }) => spec.misspelled === true);
  const hit = found?.find((d) => d.from <= pos && pos <= d.to);
  return hit ? { from: hit.from, to: hit.to } : null;
}

function openMenu(view: EditorView, event: MouseEvent, options: SpellingOptions): boolean {
  const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
  const range = at ? misspelledAt(view.state, at.pos) : null;
  if (!range) return false;
  event.preventDefault();
  const word = view.state.doc.textBetween(range.from, range.to);
  const { clientX: x, clientY: y } = event;
  void options.service
    .suggest(word)
    .catch(() => [])
    .then((suggestions) => options.onMenu({ ...range, word, x, y, suggestions }));
  return true;
}

export function spellingPlugin(options: SpellingOptions): Plugin<SpellingState> {
  const debounceMs = options.debounceMs ?? LIMITS.correction.underlineDebounceMs;
  return new Plugin<SpellingState>({
    key: spellingKey,
    state: { init: (_, state) => initialState(state.doc), apply: nextState },
    props: {
      decorations: (state) => spellingKey.getState(state)?.decorations,
      handleDOMEvents: {
        contextmenu: (view, event) => openMenu(view, event, options),
      },
    },
    view: (view) => {
      let timer: ReturnType<typeof setTimeout> | null = null;
      const schedule = () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          void checkNow(view, options.service);
        }, debounceMs);
      };
      schedule();
      return {
        update: (_view, previous) => {
          const before = spellingKey.getState(previous)?.version;
          if (spellingKey.getState(view.state)?.version !== before) schedule();
        },
        destroy: () => {
          if (timer) clearTimeout(timer);
        },
      };
    },
  });
}

/** Replaces an underlined word by the suggestion chosen (one undoable step). */
export function replaceMisspelled(view: EditorView, request: SpellingMenuRequest, word: string) {
  const current = view.state.doc.textBetween(request.from, request.to);
  if (current !== request.word) return;
  view.dispatch(view.state.tr.insertText(word, request.from, request.to));
  view.focus();
}
