// <RichTextEditor>: the lead or body editor of the article screen. ProseMirror owns the editing
// surface; React only draws the toolbar and dialogs. The toolbar is refreshed in a low-priority
// render after the keystroke is painted and onChange is debounced (the document is serialised to JSON off the keystroke
// path), so typing stays fast on long articles.
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type MutableRefObject,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { Node as PMNode } from 'prosemirror-model';
import { NodeSelection, type Command, type EditorState, type Transaction } from 'prosemirror-state';
import { EditorView, type Decoration } from 'prosemirror-view';
import type { BrandProfile } from '../../../common/domain/brandProfile';
import {
  EMPTY_AFFILIZZ,
  EMPTY_C2C,
  EMPTY_IMAGE,
  EMPTY_MEDIA,
  EMPTY_MULTIMEDIA,
  MARK,
  NODE,
  UNKNOWN_INTERNAL_LINK_TYPE_MESSAGE,
  tableDimensions,
  tableSettings,
  type ElementNodeName,
  type MultimediaAttrs,
  type RichTextDoc,
  type RichTextKind,
  type RichTextNode,
  EMBED_METADATA_MESSAGES,
} from '../../../common/richtext';
import { backoffice } from '../bridge/backoffice';
import { AnchorLinkDialog } from './AnchorLinkDialog';
import {
  anchorsOf,
  ensureAnchor,
  insertBlockNode,
  insertElement,
  insertTable,
  markAround,
  removeLinkMark,
  setAnchorLink,
  setInternalLink,
  setLink,
  setPersonLink,
  tableAround,
  updateNodeAttrs,
  updateTable,
  UnknownInternalLinkTypeError,
  type InternalLinkResult,
} from './commands';
import { docStats, type DocStats } from './docStats';
import { enabledTools, type EnabledTools } from './editorPlugins';
import { createEditorState, docToJson } from './editorState';
import { editorStyles } from './editorStyles';
import { EditorToolbar, type ToolbarDialog } from './EditorToolbar';
import { ElementDialog } from './ElementDialog';
import { ElementView } from './elementView';
import {
  findNodePos,
  lacksEmbedMetadata,
  lookUpEmbedMetadata,
  type FetchEmbedMetadata,
} from './embedMetadata';
import { InternalLinkDialog } from './InternalLinkDialog';
import { LinkDialog } from './LinkDialog';
import type { PasteOptions, ResolvedInternalArticle } from './pastePlugin';
import { PersonLinkDialog } from './PersonLinkDialog';
import { SpellingMenu } from './SpellingMenu';
import {
  replaceMisspelled,
  type SpellingMenuRequest,
  type SpellingOptions,
  type SpellingService,
} from './spellingPlugin';
import { TableDialog } from './TableDialog';

export type { InternalLinkResult, InternalLinkTarget } from './commands';
export type { ResolvedInternalArticle } from './pastePlugin';

export interface RichTextEditorProps {
  kind: RichTextKind;
  value: RichTextDoc | null;
  /** Called at most every 250 ms while typing, and on blur; null when the editor is empty. */
  onChange: (json: RichTextDoc | null) => void;
  brandProfile: Pick<BrandProfile, 'draftEditorPlugins'> | null;
  searchInternalLinks: (query: string) => Promise<InternalLinkResult[]>;
  resolveInternalArticle: (url: string) => Promise<ResolvedInternalArticle | null>;
  /** A French message for the user (paste refused, link not found, …). */
  onError: (frenchMessage: string) => void;
  /**
   * Metadata of a media URL (pasted alone, or entered in the element dialog). Defaults to main's
   * `embeds.metadata` channel through window.backoffice; the harness and tests pass their own.
   */
  fetchEmbedMetadata?: FetchEmbedMetadata;
  /** Hosts whose URLs may not be pasted (removed with an error); none by default. */
  forbiddenMediaHosts?: readonly string[];
  /**
   * The picker of the body's « Multimédia » element (the app mounts the media picker's content
   * tabs): « Insérer › Multimédia » and the element's « Modifier » open it and the pick fills the
   * element; « Corriger le titre » then edits the title alone. Without it (tests, the harness), the
   * element's dialog asks for the type, id, title and URL by hand.
   */
  renderMultimediaPicker?: (picker: {
    onPick: (attrs: MultimediaAttrs) => void;
    onClose: () => void;
  }) => ReactNode;
  readOnly?: boolean;
  ariaLabel?: string;
  /**
   * As-you-type spelling (issue 33): underlines misspelled words, suggestions on right-click. The
   * article's body passes main's engine (window.backoffice.spelling); without it, the browser's own.
   */
  spelling?: SpellingService | null;
  /** For tests and the benchmark harness: the live ProseMirror view. */
  onViewReady?: (view: EditorView | null) => void;
}

type OpenDialog =
  | { kind: 'link' }
  | { kind: 'internalLink' }
  | { kind: 'anchorLink' }
  | { kind: 'personLink' }
  | { kind: 'table'; pos: number | null }
  | { kind: 'multimediaPicker'; pos: number | null }
  | {
      kind: 'element';
      type: ElementNodeName;
      pos: number | null;
      attrs: Record<string, unknown>;
      readOnlyFields?: readonly string[];
    };

/** A picked multimedia element's fields that only a new pick changes. */
const PICKED_MULTIMEDIA_FIELDS = ['kind', 'id', 'url'] as const;

const CHANGE_DEBOUNCE_MS = 250;
const TOOLBAR_LATENCY_MS = 150;

/** Runs `task` once the browser is idle (or after TOOLBAR_LATENCY_MS); returns a canceller. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: TOOLBAR_LATENCY_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
/**
 * Top-level blocks from which a body gets `pm-long` (editorStyles: blocks away from the viewport are
 * not rendered). About 5,000 words: below, a keystroke is cheap anyway and the page renders plainly.
 */
export const LONG_BODY_BLOCKS = 100;

function isLongBody(kind: RichTextKind, doc: PMNode): boolean {
  return kind === 'body' && doc.childCount >= LONG_BODY_BLOCKS;
}

const NO_PLUGINS: BrandProfile['draftEditorPlugins'] = [];

/**
 * Main's local French engine (issue 33), for the editors that underline as you type. Async so that
 * a bridge failing to start reads as a failed check (the underlining stays as it was).
 */
export const mainSpelling: SpellingService = {
  check: async (segments) => backoffice().spelling.check(segments),
  suggest: async (word) => backoffice().spelling.suggest(word),
};

/** The app's look-up: main asks the service. A failed bridge call reads as an unreachable service. */
const fetchFromMain: FetchEmbedMetadata = (uri) =>
  backoffice()
    .embeds.metadata(uri)
    .catch(() => ({ ok: false as const, message: EMBED_METADATA_MESSAGES.unreachable }));

const EMPTY_ATTRS: Record<ElementNodeName, Record<string, unknown>> = {
  [NODE.image]: { ...EMPTY_IMAGE },
  [NODE.media]: { ...EMPTY_MEDIA },
  [NODE.c2c]: { ...EMPTY_C2C },
  [NODE.multimedia]: { ...EMPTY_MULTIMEDIA },
  [NODE.pageBreak]: {},
  [NODE.affilizz]: { ...EMPTY_AFFILIZZ },
};

/**
 * ProseMirror reads a selection the user makes on the browser's `selectionchange`, a task of its
 * own: a toolbar click arriving first (a fast user, a busy machine) would act on the previous
 * selection. Toolbar actions read the DOM selection themselves first (DOMObserver.flush is what
 * ProseMirror runs on that event; it is not in the typings).
 */
function readDomSelection(view: EditorView): void {
  (view as unknown as { domObserver?: { flush(): void } }).domObserver?.flush();
}

type SetDialog = Dispatch<SetStateAction<OpenDialog | null>>;
type SetSpellingMenu = Dispatch<SetStateAction<SpellingMenuRequest | null>>;
type LatestProps = MutableRefObject<RichTextEditorProps>;

/** What the live view reads and writes outside ProseMirror: props through refs, the timers. */
interface ViewContext {
  kind: RichTextKind;
  latest: LatestProps;
  toolsRef: MutableRefObject<EnabledTools>;
  lastEmitted: MutableRefObject<RichTextDoc | null | undefined>;
  changeTimer: MutableRefObject<ReturnType<typeof setTimeout> | null>;
  toolbarTimer: MutableRefObject<(() => void) | null>;
  setDialog: SetDialog;
  setSpellingMenu: SetSpellingMenu;
  setEditorState: Dispatch<SetStateAction<EditorState | null>>;
  flushChange: () => void;
  openLinkDialogSoon: () => void;
}

/** An element's « Modifier » (or « Corriger le titre ») opens the picker or the element's dialog. */
function elementEditHandler(latest: LatestProps, setDialog: SetDialog) {
  return (pos: number, node: PMNode, action: 'edit' | 'title' = 'edit'): void => {
    const type = node.type.name as ElementNodeName;
    const picker = type === NODE.multimedia && latest.current.renderMultimediaPicker;
    if (picker && action === 'edit') {
      setDialog({ kind: 'multimediaPicker', pos });
      return;
    }
    setDialog({
      kind: 'element',
      type,
      pos,
      attrs: { ...node.attrs },
      ...(picker ? { readOnlyFields: PICKED_MULTIMEDIA_FIELDS } : {}),
    });
  };
}

/**
 * The editing surface's attributes. A function of the state: ProseMirror re-reads it on every
 * update, so a body that grows past LONG_BODY_BLOCKS switches to the long-body rendering
 * (editorStyles) while it is being typed.
 */
function editorAttributes(kind: RichTextKind, latest: LatestProps) {
  return (current: EditorState) => ({
    // Main's engine underlines instead of the browser's (not both).
    spellcheck: latest.current.spelling ? 'false' : 'true',
    lang: 'fr',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': latest.current.ariaLabel ?? (kind === 'lead' ? 'Chapô' : 'Corps'),
    class: `pm-content pm-content-${kind}${isLongBody(kind, current.doc) ? ' pm-long' : ''}`,
  });
}

/** Creates the ProseMirror view in `mount`, from the current value. */
function mountEditorView(mount: HTMLDivElement, ctx: ViewContext): EditorView {
  const { kind, latest, changeTimer, toolbarTimer, flushChange, setEditorState } = ctx;
  const onEdit = elementEditHandler(latest, ctx.setDialog);
  const state = createEditorState(latest.current.value, {
    kind,
    onLinkShortcut: ctx.openLinkDialogSoon,
    paste: pasteOptionsOf(latest, ctx.toolsRef),
    spelling: spellingOptionsOf(latest, ctx.setSpellingMenu),
  });
  ctx.lastEmitted.current = latest.current.value;
  const elementView = (
    node: PMNode,
    view: EditorView,
    getPos: () => number | undefined,
    decorations: readonly Decoration[],
  ) => new ElementView(node, view, getPos, onEdit, decorations);
  const view = new EditorView(mount, {
    state,
    editable: () => !latest.current.readOnly,
    attributes: editorAttributes(kind, latest),
    nodeViews: {
      image: elementView,
      media: elementView,
      page_break: elementView,
      c2c: elementView,
      multimedia: elementView,
      affilizz: elementView,
    },
    dispatchTransaction(tr: Transaction) {
      const next = view.state.apply(tr);
      view.updateState(next);
      if (tr.docChanged) {
        if (changeTimer.current) clearTimeout(changeTimer.current);
        changeTimer.current = setTimeout(flushChange, CHANGE_DEBOUNCE_MS);
      }
      // The toolbar follows when the browser is idle after the keystroke's frame (at the latest
      // TOOLBAR_LATENCY_MS later), in an interruptible render: typing never waits for Fluent.
      if (toolbarTimer.current === null) {
        toolbarTimer.current = whenIdle(() => {
          toolbarTimer.current = null;
          startTransition(() => setEditorState(view.state));
        });
      }
    },
    handleDOMEvents: {
      blur: () => {
        if (changeTimer.current) flushChange();
        return false;
      },
    },
  });
  return view;
}

/** The tools the brand allows for this kind of text, and a ref for the paste plugin. */
function useEditorTools(kind: RichTextKind, brandProfile: RichTextEditorProps['brandProfile']) {
  const plugins = brandProfile?.draftEditorPlugins ?? NO_PLUGINS;
  const tools = useMemo(
    () => enabledTools(kind === 'body' ? plugins : NO_PLUGINS),
    [kind, plugins],
  );
  const toolsRef = useRef(tools);
  toolsRef.current = tools;
  return { tools, toolsRef };
}

/**
 * Ctrl/Cmd+K right after Shift+arrows: the browser's selectionchange may still be queued, and
 * ProseMirror ignores it once the dialog has taken focus. The DOM selection is read at the key
 * press, as toolbar actions do, so the link covers what the journalist selected however late
 * that event comes (a next frame alone was not enough on a loaded machine).
 */
function useLinkShortcut(viewRef: MutableRefObject<EditorView | null>, setDialog: SetDialog) {
  return useCallback(() => {
    if (viewRef.current) readDomSelection(viewRef.current);
    requestAnimationFrame(() => setDialog({ kind: 'link' }));
  }, [viewRef, setDialog]);
}

/**
 * The ProseMirror view's lifecycle: created once per kind (props are read through refs so
 * re-renders never rebuild it), replaced documents, read-only switches, the debounced onChange.
 */
function useProseMirrorView(
  { kind, value, readOnly }: { kind: RichTextKind; value: RichTextDoc | null; readOnly: boolean },
  latest: LatestProps,
  toolsRef: MutableRefObject<EnabledTools>,
  setDialog: SetDialog,
  setSpellingMenu: SetSpellingMenu,
) {
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const lastEmitted = useRef<RichTextDoc | null | undefined>(undefined);
  const changeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toolbarTimer = useRef<(() => void) | null>(null);
  const [editorState, setEditorState] = useState<EditorState | null>(null);

  const openLinkDialogSoon = useLinkShortcut(viewRef, setDialog);

  const flushChange = useCallback(() => {
    if (changeTimer.current) clearTimeout(changeTimer.current);
    changeTimer.current = null;
    const view = viewRef.current;
    if (!view) return;
    const json = docToJson(view.state.doc);
    lastEmitted.current = json;
    latest.current.onChange(json);
  }, [latest]);

  useEffect(() => {
    const mount = host.current;
    if (!mount) return;
    const view = mountEditorView(mount, {
      kind,
      latest,
      toolsRef,
      lastEmitted,
      changeTimer,
      toolbarTimer,
      setDialog,
      setSpellingMenu,
      setEditorState,
      flushChange,
      openLinkDialogSoon,
    });
    viewRef.current = view;
    setEditorState(view.state);
    latest.current.onViewReady?.(view);
    return () => {
      if (changeTimer.current) flushChange();
      if (toolbarTimer.current !== null) toolbarTimer.current();
      toolbarTimer.current = null;
      // The latest props on purpose (a props ref, not a DOM ref), as before the hook was extracted.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current.onViewReady?.(null);
      view.destroy();
      viewRef.current = null;
    };
  }, [kind, flushChange, openLinkDialogSoon, latest, toolsRef, setDialog, setSpellingMenu]);

  // A value from outside (another draft, a reload, a conflict resolution) replaces the document.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastEmitted.current) return;
    if (changeTimer.current) clearTimeout(changeTimer.current);
    changeTimer.current = null;
    lastEmitted.current = value;
    const state = createEditorState(value, {
      kind,
      onLinkShortcut: openLinkDialogSoon,
      paste: pasteOptionsOf(latest, toolsRef),
      spelling: spellingOptionsOf(latest, setSpellingMenu),
    });
    view.updateState(state);
    setEditorState(state);
  }, [value, kind, openLinkDialogSoon, latest, toolsRef, setSpellingMenu]);

  useEffect(() => {
    viewRef.current?.setProps({ editable: () => !readOnly });
  }, [readOnly]);

  return { host, viewRef, editorState };
}

/** The toolbar's actions on the view; each reads the DOM selection first (readDomSelection). */
function useToolbarActions(
  viewRef: MutableRefObject<EditorView | null>,
  latest: LatestProps,
  setDialog: SetDialog,
) {
  const run = useCallback(
    (command: Command) => {
      const view = viewRef.current;
      if (!view) return;
      readDomSelection(view);
      command(view.state, view.dispatch);
      view.focus();
    },
    [viewRef],
  );

  const close = useCallback(() => {
    setDialog(null);
    requestAnimationFrame(() => viewRef.current?.focus());
  }, [viewRef, setDialog]);

  const open = useCallback(
    (d: ToolbarDialog) => {
      const view = viewRef.current;
      if (view) readDomSelection(view);
      if (d === 'tableSettings') {
        const around = view ? tableAround(view.state) : null;
        setDialog({ kind: 'table', pos: around ? around.pos : null });
      } else if (d === 'table') setDialog({ kind: 'table', pos: null });
      else setDialog({ kind: d });
    },
    [viewRef, setDialog],
  );

  const insertElementOfType = useCallback(
    (type: ElementNodeName) => {
      if (type === NODE.pageBreak) run(insertElement(NODE.pageBreak, {}));
      else if (type === NODE.multimedia && latest.current.renderMultimediaPicker)
        setDialog({ kind: 'multimediaPicker', pos: null });
      else setDialog({ kind: 'element', type, pos: null, attrs: { ...EMPTY_ATTRS[type] } });
    },
    [run, latest, setDialog],
  );

  const copyAnchor = useCallback(() => {
    const view = viewRef.current;
    if (!view) return;
    readDomSelection(view);
    const anchor = ensureAnchor(view.state, view.dispatch);
    if (anchor) void navigator.clipboard?.writeText(`#${anchor}`).catch(() => undefined);
    view.focus();
  }, [viewRef]);

  const readSelection = useCallback(() => {
    if (viewRef.current) readDomSelection(viewRef.current);
  }, [viewRef]);

  return { run, close, open, insertElementOfType, copyAnchor, readSelection };
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { kind, value, brandProfile, readOnly = false, ariaLabel } = props;
  const latest = useRef(props);
  latest.current = props;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [spellingMenu, setSpellingMenu] = useState<SpellingMenuRequest | null>(null);
  const { tools, toolsRef } = useEditorTools(kind, brandProfile);
  const { host, viewRef, editorState } = useProseMirrorView(
    { kind, value, readOnly },
    latest,
    toolsRef,
    setDialog,
    setSpellingMenu,
  );
  const { run, close, open, insertElementOfType, copyAnchor, readSelection } = useToolbarActions(
    viewRef,
    latest,
    setDialog,
  );

  const stats: DocStats = useMemo(
    () =>
      editorState ? docStats(editorState.doc) : { characters: 0, words: 0, hasPersonLink: false },
    [editorState],
  );
  const view = viewRef.current;

  return (
    <div className={`pm-editor pm-editor-${kind}`} data-testid={`rich-text-${kind}`}>
      <style>{editorStyles}</style>
      {editorState && !readOnly && (
        <EditorToolbar
          kind={kind}
          state={editorState}
          stats={stats}
          tools={tools}
          run={run}
          open={open}
          insertElement={insertElementOfType}
          copyAnchor={copyAnchor}
          readSelection={readSelection}
        />
      )}
      <div ref={host} aria-label={ariaLabel} />
      {view && (
        <LinkDialogs
          dialog={dialog}
          view={view}
          searchInternalLinks={props.searchInternalLinks}
          latest={latest}
          run={run}
          close={close}
        />
      )}
      {spellingMenu && (
        <SpellingMenu
          request={spellingMenu}
          onClose={() => setSpellingMenu(null)}
          onChoose={(word) => {
            setSpellingMenu(null);
            if (viewRef.current) replaceMisspelled(viewRef.current, spellingMenu, word);
          }}
        />
      )}
      <ElementDialogs
        dialog={dialog}
        view={view}
        renderMultimediaPicker={props.renderMultimediaPicker}
        viewRef={viewRef}
        latest={latest}
        run={run}
        close={close}
      />
    </div>
  );
}

interface DialogActions {
  run: (command: Command) => void;
  close: () => void;
}

/** The four link dialogs (Lien, Lien interne, Lien d'ancre, Lien personne). */
function LinkDialogs({
  dialog,
  view,
  searchInternalLinks,
  latest,
  run,
  close,
}: DialogActions & {
  dialog: OpenDialog | null;
  view: EditorView;
  searchInternalLinks: RichTextEditorProps['searchInternalLinks'];
  latest: LatestProps;
}) {
  return (
    <>
      {dialog?.kind === 'link' && (
        <LinkDialog
          initialHref={(markAround(view.state, MARK.link)?.attrs.href as string | undefined) ?? ''}
          canRemove={canRemoveLink(view.state)}
          onSubmit={(href) => {
            close();
            run(setLink(href));
          }}
          onRemove={() => {
            close();
            run(removeLinkMark(MARK.link));
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'internalLink' && (
        <InternalLinkDialog
          initialQuery={view.state.doc.textBetween(
            view.state.selection.from,
            view.state.selection.to,
            ' ',
          )}
          search={searchInternalLinks}
          onChoose={(target) => {
            try {
              const command = setInternalLink(target);
              close();
              run(command);
            } catch (error) {
              if (error instanceof UnknownInternalLinkTypeError)
                latest.current.onError(UNKNOWN_INTERNAL_LINK_TYPE_MESSAGE);
              else throw error;
            }
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'anchorLink' && (
        <AnchorLinkDialog
          anchors={anchorsOf(view.state.doc)}
          onChoose={(anchor) => {
            close();
            run(setAnchorLink(anchor));
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'personLink' && (
        <PersonLinkDialog
          initial={personInitial(view.state)}
          onSubmit={(p) => {
            close();
            run(setPersonLink(p.personId, p.name, p.href));
          }}
          onClose={close}
        />
      )}
    </>
  );
}

/** The table dialog, the multimedia picker and the element dialog. */
function ElementDialogs({
  dialog,
  view,
  renderMultimediaPicker,
  viewRef,
  latest,
  run,
  close,
}: DialogActions & {
  dialog: OpenDialog | null;
  view: EditorView | null;
  renderMultimediaPicker: RichTextEditorProps['renderMultimediaPicker'];
  viewRef: MutableRefObject<EditorView | null>;
  latest: LatestProps;
}) {
  return (
    <>
      {dialog?.kind === 'table' && view && (
        <TableDialog
          initial={tableInitial(view.state, dialog.pos)}
          onSubmit={(v) => {
            const pos = dialog.pos;
            close();
            run(
              pos === null
                ? insertTable(v.rows, v.columns, v.settings)
                : updateTable(pos, v.rows, v.columns, v.settings),
            );
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'multimediaPicker' &&
        renderMultimediaPicker?.({
          onPick: (picked) => {
            const pos = dialog.pos;
            close();
            applyMultimediaPick(picked, pos, run, viewRef.current);
          },
          onClose: close,
        })}
      {dialog?.kind === 'element' && (
        <ElementDialog
          type={dialog.type}
          attrs={dialog.attrs}
          editing={dialog.pos !== null}
          readOnlyFields={dialog.readOnlyFields}
          onSubmit={(attrs) => {
            close();
            submitElement(dialog, attrs, run, viewRef.current, latest);
          }}
          onClose={close}
        />
      )}
    </>
  );
}

/** Whether the link dialog offers « Retirer »: a link around the cursor or in the selection. */
function canRemoveLink(state: EditorState): boolean {
  return (
    markAround(state, MARK.link) !== null ||
    state.doc.rangeHasMark(state.selection.from, state.selection.to, state.schema.marks[MARK.link]!)
  );
}

/** Selects the element at `pos` again after its attributes changed (if it is still there). */
function reselectNode(v: EditorView | null, pos: number): void {
  if (v && v.state.doc.nodeAt(pos))
    v.dispatch(v.state.tr.setSelection(NodeSelection.create(v.state.doc, pos)));
}

/** A pick of the multimedia picker: a new element, or the picked one in place of the element. */
function applyMultimediaPick(
  picked: MultimediaAttrs,
  pos: number | null,
  run: (command: Command) => void,
  v: EditorView | null,
): void {
  const attrs = {
    id: picked.id,
    kind: picked.kind,
    title: picked.title,
    url: picked.url,
  };
  if (pos === null) run(insertElement(NODE.multimedia, attrs));
  else {
    run(updateNodeAttrs(pos, attrs));
    reselectNode(v, pos);
  }
}

/** The element dialog's submit: inserts or updates the element; a media's metadata is looked up. */
function submitElement(
  dialog: Extract<OpenDialog, { kind: 'element' }>,
  attrs: Record<string, unknown>,
  run: (command: Command) => void,
  v: EditorView | null,
  latest: LatestProps,
): void {
  const pos = dialog.pos;
  if (dialog.type === NODE.media && v) {
    // A new URL, or one never filled yet (a failed look-up included), is asked about again.
    const ask = pos === null || attrs.url !== dialog.attrs.url || lacksEmbedMetadata(attrs);
    let at = pos;
    if (pos === null) {
      const node = v.state.schema.nodes[NODE.media]!.create(attrs);
      run(insertBlockNode(node));
      at = findNodePos(v.state.doc, node);
    } else {
      run(updateNodeAttrs(pos, attrs));
      reselectNode(v, pos);
    }
    if (ask && at !== null && at >= 0) lookUpEmbedMetadata(v, at, embedFetcherOf(latest));
  } else if (pos === null) run(insertElement(dialog.type, attrs));
  else {
    run(updateNodeAttrs(pos, attrs));
    reselectNode(v, pos);
  }
}

/** Paste options read through refs, so the plugin always sees the current props and brand tools. */
function pasteOptionsOf(
  latest: { current: RichTextEditorProps },
  toolsRef: { current: EnabledTools },
): PasteOptions {
  return {
    get tools() {
      return toolsRef.current;
    },
    get forbiddenHosts() {
      return latest.current.forbiddenMediaHosts ?? [];
    },
    resolveInternalArticle: (url: string) => latest.current.resolveInternalArticle(url),
    fetchEmbedMetadata: embedFetcherOf(latest),
    onError: (message: string) => latest.current.onError(message),
  };
}

/** The spelling plugin's options when the editor has a checker (read through the props ref). */
function spellingOptionsOf(
  latest: LatestProps,
  setSpellingMenu: SetSpellingMenu,
): SpellingOptions | undefined {
  if (!latest.current.spelling) return undefined;
  return {
    service: {
      check: async (segments) =>
        latest.current.spelling
          ? latest.current.spelling.check(segments)
          : { available: false, misspelled: [] },
      suggest: async (word) => latest.current.spelling?.suggest(word) ?? [],
    },
    onMenu: setSpellingMenu,
  };
}

function embedFetcherOf(latest: LatestProps): FetchEmbedMetadata {
  return (uri) => (latest.current.fetchEmbedMetadata ?? fetchFromMain)(uri);
}

function personInitial(state: EditorState): { personId: string; name: string; href: string } {
  const around = markAround(state, MARK.personLink);
  const a = around?.attrs ?? {};
  const s = (v: unknown): string => (typeof v === 'string' ? v : '');
  const selected = state.doc.textBetween(state.selection.from, state.selection.to, ' ');
  return { personId: s(a.personId), name: s(a.name) || selected, href: s(a.href) };
}

function tableInitial(state: EditorState, pos: number | null) {
  if (pos === null) return null;
  const node = state.doc.nodeAt(pos);
  if (!node || node.type.name !== NODE.table) return null;
  const json = node.toJSON() as RichTextNode;
  const dims = tableDimensions(json);
  return { rows: dims.rows, columns: dims.columns, settings: tableSettings(json) };
}
