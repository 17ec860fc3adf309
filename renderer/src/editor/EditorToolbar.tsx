// The editor's toolbar (spec 000 §2): lead tools (bold, italic, link, internal link), body tools
// (strikethrough, anchor link and copy, person link when offered, titles, lists, quote, frames,
// elements allowed by the brand, table rows and columns), undo/redo and the counts with plural.
import { memo, type ReactNode } from 'react';
import { TextNumberListLtrRegular } from '@fluentui/react-icons';
import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
} from '@fluentui/react-components';
import type { EditorState, Command } from 'prosemirror-state';
import { redo, undo } from 'prosemirror-history';
import {
  FRAME_KINDS,
  FRAME_LABELS,
  MARK,
  NODE,
  formatCounts,
  isPersonLinkOffered,
  type ElementNodeName,
  type FrameKind,
  type RichTextKind,
} from '../../../common/richtext';
import {
  addTableColumn,
  addTableRow,
  ancestorOf,
  isBlockActive,
  isMarkActive,
  removeFrame,
  removeTableColumn,
  removeTableRow,
  setFrame,
  setTextBlock,
  tableAround,
  toggleBlockquote,
  toggleMarkNamed,
  wrapInListNamed,
} from './commands';
import type { DocStats } from './docStats';
import type { EnabledTools } from './editorPlugins';
import { ELEMENT_LABELS } from './elementView';

export type ToolbarDialog =
  'link' | 'internalLink' | 'anchorLink' | 'personLink' | 'table' | 'tableSettings';

export interface EditorToolbarProps {
  kind: RichTextKind;
  state: EditorState;
  stats: DocStats;
  tools: EnabledTools;
  run: (command: Command) => void;
  open: (dialog: ToolbarDialog) => void;
  insertElement: (type: ElementNodeName) => void;
  copyAnchor: () => void;
  /** Reads the browser's selection into the editor (RichTextEditor's readDomSelection). */
  readSelection: () => void;
}

interface ButtonDef {
  label: string;
  text: ReactNode;
  shortcut?: string;
  active?: boolean;
  enabled?: boolean;
  onClick: () => void;
}

function Btn({ label, text, shortcut, active, enabled = true, onClick }: ButtonDef) {
  const title = shortcut ? `${label} (${shortcut})` : label;
  return (
    <ToolbarButton
      aria-label={label}
      title={title}
      aria-pressed={active === undefined ? undefined : active}
      className={active ? 'pm-pressed' : undefined}
      style={COMPACT}
      disabled={!enabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {text}
    </ToolbarButton>
  );
}

// Fluent buttons default to a 96 px minimum width: far too wide for a formatting toolbar. 24 px at
// least each way (WCAG 2.2 target size).
const COMPACT = { minWidth: 24, minHeight: 24, paddingInline: 8 } as const;

const MOD = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/** The brand's elements offered in « Insérer », in menu order. */
function offeredElements(tools: EnabledTools): ElementNodeName[] {
  return (
    [
      [NODE.image, tools.image],
      [NODE.media, tools.media],
      [NODE.multimedia, tools.multimedia],
      [NODE.c2c, tools.c2c],
      [NODE.pageBreak, tools.pageBreak],
    ] as [ElementNodeName, boolean][]
  )
    .filter(([, on]) => on)
    .map(([type]) => type);
}

/** Whether `command` applies to `state` (a dry run, no dispatch). */
function can(state: EditorState, command: Command): boolean {
  return command(state);
}

interface SectionProps {
  state: EditorState;
  run: (command: Command) => void;
}

/** Gras, Italique, and Barré in the body. */
function MarkButtons({ state, run, body }: SectionProps & { body: boolean }) {
  return (
    <>
      <Btn
        label="Gras"
        text="G"
        shortcut={`${MOD}B`}
        active={isMarkActive(state, MARK.bold)}
        onClick={() => run(toggleMarkNamed(MARK.bold))}
      />
      <Btn
        label="Italique"
        text="I"
        shortcut={`${MOD}I`}
        active={isMarkActive(state, MARK.italic)}
        onClick={() => run(toggleMarkNamed(MARK.italic))}
      />
      {body && (
        <Btn
          label="Barré"
          text="S"
          active={isMarkActive(state, MARK.strikethrough)}
          onClick={() => run(toggleMarkNamed(MARK.strikethrough))}
        />
      )}
    </>
  );
}

/** Lien, Lien interne, and in the body the anchor tools and the person link when offered. */
function LinkButtons({
  state,
  body,
  offerPerson,
  inPersonLink,
  open,
  copyAnchor,
}: {
  state: EditorState;
  body: boolean;
  offerPerson: boolean;
  inPersonLink: boolean;
  open: (dialog: ToolbarDialog) => void;
  copyAnchor: () => void;
}) {
  return (
    <>
      <Btn
        label="Lien"
        text="Lien"
        shortcut={`${MOD}K`}
        active={isMarkActive(state, MARK.link)}
        onClick={() => open('link')}
      />
      <Btn
        label="Lien interne"
        text="Lien interne"
        active={isMarkActive(state, MARK.internalLink)}
        onClick={() => open('internalLink')}
      />
      {body && (
        <Btn
          label="Lien d'ancre"
          text="Ancre"
          active={isMarkActive(state, MARK.anchorLink)}
          onClick={() => open('anchorLink')}
        />
      )}
      {body && (
        <Btn
          label="Copier l'ancre"
          text="Copier l'ancre"
          enabled={isBlockActive(state, NODE.title) || isBlockActive(state, NODE.headline)}
          onClick={copyAnchor}
        />
      )}
      {offerPerson && (
        <Btn
          label="Lien personne"
          text="Personne"
          active={inPersonLink}
          onClick={() => open('personLink')}
        />
      )}
    </>
  );
}

/** The body's block tools: paragraph, titles, lists and quote. */
function BlockButtons({ state, run }: SectionProps) {
  return (
    <>
      <ToolbarDivider />
      <Btn
        label="Paragraphe"
        text="¶"
        active={isBlockActive(state, NODE.paragraph)}
        onClick={() => run(setTextBlock(NODE.paragraph))}
      />
      <Btn
        label="Titre"
        text="Titre"
        active={isBlockActive(state, NODE.title)}
        onClick={() => run(setTextBlock(NODE.title))}
      />
      <Btn
        label="Sous-titre"
        text="Sous-titre"
        active={isBlockActive(state, NODE.headline)}
        onClick={() => run(setTextBlock(NODE.headline))}
      />
      <Btn
        label="Liste à puces"
        text="•"
        enabled={can(state, wrapInListNamed(NODE.bulletList))}
        onClick={() => run(wrapInListNamed(NODE.bulletList))}
      />
      <Btn
        label="Liste numérotée"
        // An icon, not « 1. »: a visible digit would have to be in the button's name too.
        text={<TextNumberListLtrRegular />}
        enabled={can(state, wrapInListNamed(NODE.orderedList))}
        onClick={() => run(wrapInListNamed(NODE.orderedList))}
      />
      <Btn
        label="Citation"
        text="«»"
        active={ancestorOf(state, NODE.blockquote) !== null}
        onClick={() => run(toggleBlockquote())}
      />
    </>
  );
}

/** « Encadré »: one item per frame kind, and « Retirer l'encadré ». */
function FrameMenu({ state, run, inFrame }: SectionProps & { inFrame: boolean }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <ToolbarButton
          aria-label="Encadré"
          style={COMPACT}
          className={inFrame ? 'pm-pressed' : undefined}
          onMouseDown={(e) => e.preventDefault()}
        >
          Encadré
        </ToolbarButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {FRAME_KINDS.map((k: FrameKind) => (
            <MenuItem key={k} disabled={!can(state, setFrame(k))} onClick={() => run(setFrame(k))}>
              {FRAME_LABELS[k]}
            </MenuItem>
          ))}
          <MenuItem disabled={!inFrame} onClick={() => run(removeFrame())}>
            Retirer l'encadré
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** « Insérer »: the brand's elements, then « Tableau » when tables are allowed. */
function InsertMenu({
  elements,
  table,
  insertElement,
  open,
}: {
  elements: readonly ElementNodeName[];
  table: boolean;
  insertElement: (type: ElementNodeName) => void;
  open: (dialog: ToolbarDialog) => void;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <ToolbarButton aria-label="Insérer" style={COMPACT} onMouseDown={(e) => e.preventDefault()}>
          Insérer
        </ToolbarButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {elements.map((type) => (
            <MenuItem key={type} onClick={() => insertElement(type)}>
              {ELEMENT_LABELS[type]}
            </MenuItem>
          ))}
          {table && <MenuItem onClick={() => open('table')}>Tableau</MenuItem>}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** Rows, columns and settings of the table around the selection. */
function TableButtons({
  state,
  run,
  open,
}: SectionProps & { open: (dialog: ToolbarDialog) => void }) {
  return (
    <>
      <ToolbarDivider />
      <Btn
        label="Ajouter une ligne"
        text="+ Ligne"
        enabled={can(state, addTableRow)}
        onClick={() => run(addTableRow)}
      />
      <Btn
        label="Supprimer la ligne"
        text="− Ligne"
        enabled={can(state, removeTableRow)}
        onClick={() => run(removeTableRow)}
      />
      <Btn
        label="Ajouter une colonne"
        text="+ Colonne"
        enabled={can(state, addTableColumn)}
        onClick={() => run(addTableColumn)}
      />
      <Btn
        label="Supprimer la colonne"
        text="− Colonne"
        enabled={can(state, removeTableColumn)}
        onClick={() => run(removeTableColumn)}
      />
      <Btn label="Propriétés du tableau" text="Tableau…" onClick={() => open('tableSettings')} />
    </>
  );
}

/** Annuler and Rétablir. */
function HistoryButtons({ state, run }: SectionProps) {
  return (
    <>
      <Btn
        label="Annuler"
        text="↶"
        shortcut={`${MOD}Z`}
        enabled={undo(state)}
        onClick={() => run(undo)}
      />
      <Btn
        label="Rétablir"
        text="↷"
        shortcut={`${MOD}Y`}
        enabled={redo(state)}
        onClick={() => run(redo)}
      />
    </>
  );
}

function EditorToolbarView({
  kind,
  state,
  stats,
  tools,
  run,
  open,
  insertElement,
  copyAnchor,
  readSelection,
}: EditorToolbarProps) {
  const body = kind === 'body';
  const inPersonLink = body && isMarkActive(state, MARK.personLink);
  const offerPerson = body && isPersonLinkOffered(stats.hasPersonLink, inPersonLink);
  const inFrame = body && ancestorOf(state, NODE.frame) !== null;
  const inTable = body && tableAround(state) !== null;
  const elements = offeredElements(tools);
  return (
    // A press on any control reads the selection while the editor still has the focus: a menu
    // (« Encadré », « Insérer ») takes it as it opens, and ProseMirror ignores a selectionchange
    // that arrives after (a busy machine), so its item would act on the previous selection.
    <div className="pm-toolbar-row" onMouseDownCapture={readSelection}>
      <Toolbar
        aria-label={kind === 'lead' ? 'Outils du chapô' : 'Outils du corps'}
        size="small"
        style={{ flexWrap: 'wrap' }}
      >
        <MarkButtons state={state} run={run} body={body} />
        <ToolbarDivider />
        <LinkButtons
          state={state}
          body={body}
          offerPerson={offerPerson}
          inPersonLink={inPersonLink}
          open={open}
          copyAnchor={copyAnchor}
        />
        {body && <BlockButtons state={state} run={run} />}
        {body && tools.frame && <FrameMenu state={state} run={run} inFrame={inFrame} />}
        {body && (elements.length > 0 || tools.table) && (
          <InsertMenu
            elements={elements}
            table={tools.table}
            insertElement={insertElement}
            open={open}
          />
        )}
        {inTable && <TableButtons state={state} run={run} open={open} />}
        <ToolbarDivider />
        <HistoryButtons state={state} run={run} />
      </Toolbar>
      <span className="pm-counts" aria-live="polite" data-testid="rich-text-counts">
        {formatCounts(stats.characters, stats.words)}
      </span>
    </div>
  );
}

export const EditorToolbar = memo(EditorToolbarView);
