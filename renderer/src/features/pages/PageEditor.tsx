// The page editor (000 §2 "Page edit/create"): a header with the status control, history and
// save; the left drawer (general configuration, 'Mettre à la une', sections in order); the panel
// the location hash names; a speed dial adding Contenu, Page externe, People or Texte sections.
// Its local draft, outbox saves, conflicts and the unsaved-changes prompt are the editor kit's
// (useContentEditor with pageEditorAdapter, in usePageEditor), as for cards and orphan pages; its
// header is the kit's EditorHeader; its lock is usePageLock.
import {
  Badge,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Toaster,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  HistoryRegular,
  LinkRegular,
  PeopleRegular,
  TextDescriptionRegular,
  GridRegular,
} from '@fluentui/react-icons';
import { memo, useMemo, useState, type ReactElement } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { PAGE_STATUS_LABELS, type PageStatus } from '../../../../common/domain/statuses';
import type { Transition } from '../../../../common/domain/transitions';
import type { SectionType } from '../../../../common/domain/validation/page';
import {
  EditorHeader,
  LockHandOff,
  StatusDateDialog,
  TransitionMenu,
  type EditorLive,
} from '../../editorKit';
import type { LocalDraft } from '../../draftsKit/useLocalDraft';
import { PageDrawer, SECTION_TYPE_LABELS } from './PageDrawer';
import { PageGeneralPanel, PageSectionPanel } from './PageEditorPanels';
import { PageHistoryDialog } from './PageHistoryDialog';
import type { PageStatusChange } from './pageEditorAdapter';
import { formFromSnapshot, moveItem, newSection } from './pageForm';
import {
  useActiveSection,
  usePageEditor,
  type PageContentEditor,
  type PageEditorProps,
  type PageMessage,
} from './usePageEditor';
import { sameItems, useHandler, useSameWhile } from '../../ui/useStable';

export type { PageEditorProps } from './usePageEditor';

const useStyles = makeStyles({
  root: {
    height: '100%',
    display: 'grid',
    gridTemplateColumns: '280px 1fr',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"head head" "drawer main"',
    minHeight: 0,
  },
  head: {
    gridArea: 'head',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    flexWrap: 'wrap',
  },
  drawer: { gridArea: 'drawer', minHeight: 0, overflowY: 'auto' },
  main: {
    gridArea: 'main',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    position: 'relative',
  },
  dial: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 10,
  },
  dialButton: { borderRadius: tokens.borderRadiusCircular, minWidth: '56px', height: '56px' },
});

const SECTION_ICONS: Record<SectionType, ReactElement> = {
  Board: <GridRegular />,
  Url: <LinkRegular />,
  People: <PeopleRegular />,
  Text: <TextDescriptionRegular />,
};

export function PageEditor(props: PageEditorProps) {
  const styles = useStyles();
  const { editor, toasterId, message, setMessage, disabled, lock, status, transitions, save } =
    usePageEditor(props);
  const { form, update, saved: server } = editor;
  const { activeKey, select } = useActiveSection(form.sections);

  // The parts below are kept while what they show is the same (an edit re-renders the editor: a
  // drop in a board then re-renders the board, not the header, the drawer nor the section's
  // fields); their handlers are the same functions every render (useHandler).
  const toaster = useMemo(
    () => <Toaster toasterId={toasterId} position="bottom-end" />,
    [toasterId],
  );
  const { historyOpen, setHistoryOpen, scheduling, setScheduling, ...commands } =
    useHeaderCommands(save);
  const addSection = useHandler((type: SectionType) => {
    const section = newSection(type);
    update({ sections: [...editor.currentValues().sections, section] });
    select(section.key);
  });
  const active = form.sections.find((s) => s.key === activeKey) ?? null;
  const { syncState, lastSync, problem } = editor.draft;
  const onError = (text: string) => setMessage({ intent: 'error', text });
  const panel = { brandKey: props.brandKey, editor, disabled, onError };
  // « modifie » once the server granted the lock; « regarde » before, and while someone else holds it.
  const pageId = server?.id ?? null;
  const live = useMemo<EditorLive | undefined>(
    () =>
      pageId
        ? { brandKey: props.brandKey, contentType: 'page', contentId: pageId, editing: lock.held }
        : undefined,
    [props.brandKey, pageId, lock.held],
  );

  return (
    <div className={styles.root}>
      {toaster}
      {editor.overlays}
      <PageHeaderBar
        title={server ? form.title || server.title : 'Nouvelle page'}
        status={status}
        historyCount={server?.historyCount ?? null}
        syncState={syncState}
        lastSync={lastSync}
        problem={problem}
        transitions={transitions}
        disabled={disabled}
        saving={editor.saving}
        live={live}
        {...commands}
      />
      <PageSectionsDrawer {...{ editor, activeKey, disabled }} onSelect={select} />
      <main
        className={styles.main}
        aria-label={active ? `Section ${active.title}` : MESSAGES.pageGeneralConfiguration}
      >
        <PageMessages message={message} formError={editor.formError} />
        <LockHandOff
          contentType="page"
          contentId={pageId}
          waiting={disabled}
          lockExpiresAt={props.initial?.lockExpiresAt ?? null}
          onTake={lock.retake}
        />
        {!active ? (
          <PageGeneralPanel {...panel} />
        ) : (
          <PageSectionPanel {...panel} active={active} onSelect={select} />
        )}
        <SectionDial disabled={disabled} onAdd={addSection} />
      </main>
      {historyOpen && server && (
        <PageHistoryDialog
          pageId={server.id}
          onClose={() => setHistoryOpen(false)}
          onRestore={(snapshot) => {
            update(formFromSnapshot(snapshot as Record<string, unknown>, editor.currentValues()));
            setHistoryOpen(false);
            select(null);
          }}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          onCancel={() => setScheduling(false)}
          onConfirm={(change) => {
            setScheduling(false);
            save(change);
          }}
        />
      )}
    </div>
  );
}

/** The header's commands (the same functions every render) and the dialogs they open. */
function useHeaderCommands(save: (change?: PageStatusChange) => void) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const onSave = useHandler(() => save());
  const onPick = useHandler((t: Transition<PageStatus>) =>
    t.to === 'Scheduled' ? setScheduling(true) : save({ status: t.to, transition: t.name }),
  );
  const onHistory = useHandler(() => setHistoryOpen(true));
  return { historyOpen, setHistoryOpen, scheduling, setScheduling, onSave, onPick, onHistory };
}

/** The editor's messages: a lock, a rule or a rich-text problem; a refused save. */
function PageMessages({
  message,
  formError,
}: {
  message: PageMessage | null;
  formError: string | null;
}) {
  return (
    <>
      {message && (
        <MessageBar intent={message.intent}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/** « Programmer la page »: the date the page goes online, an hour from now by default. */
function ScheduleDialog({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: (change: PageStatusChange) => void;
}) {
  return (
    <StatusDateDialog
      fixedTitle="Programmer la page"
      initialDate={new Date(Date.now() + 3_600_000)}
      pastOnly={false}
      onCancel={onCancel}
      onConfirm={(date) =>
        onConfirm({ status: 'Scheduled', transition: 'schedule', publishedAt: date.toISOString() })
      }
    />
  );
}

/** The page's header: the kit's EditorHeader with the status badge, history and status control. */
const PageHeaderBar = memo(function PageHeaderBar(props: {
  title: string;
  status: PageStatus;
  historyCount: number | null;
  syncState: LocalDraft['syncState'];
  lastSync: LocalDraft['lastSync'];
  problem: LocalDraft['problem'];
  transitions: readonly Transition<PageStatus>[];
  disabled: boolean;
  saving: boolean;
  /** The page for the live newsroom (issue 39); absent until first saved. */
  live?: EditorLive;
  onHistory: () => void;
  onPick: (transition: Transition<PageStatus>) => void;
  onSave: () => void;
}) {
  const styles = useStyles();
  const { historyCount } = props;
  return (
    <EditorHeader
      className={styles.head}
      compact
      live={props.live}
      headingId="page-editor-title"
      title={props.title}
      badge={<Badge appearance="tint">{PAGE_STATUS_LABELS[props.status]}</Badge>}
      draft={{ syncState: props.syncState, lastSync: props.lastSync, problem: props.problem }}
      isNew={historyCount === null}
      tools={
        historyCount !== null && (
          <Button icon={<HistoryRegular />} onClick={props.onHistory}>
            {MESSAGES.actionHistory} ({historyCount})
          </Button>
        )
      }
      saveLabel="Enregistrer"
      saving={props.saving}
      saveDisabled={props.disabled}
      onSave={props.onSave}
      statusControl={
        props.transitions.length > 0 && (
          <TransitionMenu
            label="Statut"
            transitions={props.transitions}
            disabled={props.disabled || props.saving}
            onPick={props.onPick}
          />
        )
      }
    />
  );
});

/** The left drawer: each section's type and title (a board's items changing leave it alone). */
function PageSectionsDrawer({
  editor,
  activeKey,
  disabled,
  onSelect,
}: {
  editor: PageContentEditor;
  activeKey: string | null;
  disabled: boolean;
  onSelect: (key: string | null) => void;
}) {
  const styles = useStyles();
  const { form, fieldErrors: errors } = editor;
  const drawerSections = useSameWhile(form.sections, (kept, next) =>
    sameItems(kept, next, (a, b) => a.key === b.key && a.type === b.type && a.title === b.title),
  );
  const isHeadlined = form.isHeadlined;
  const headline = useHandler((isHeadlined: boolean) => editor.update({ isHeadlined }));
  const moveSection = useHandler((from: number, to: number) =>
    editor.update({ sections: moveItem(editor.currentValues().sections, from, to) }),
  );
  return useMemo(
    () => (
      <div className={styles.drawer}>
        <PageDrawer
          sections={drawerSections}
          activeKey={activeKey}
          isHeadlined={isHeadlined}
          errors={errors}
          disabled={disabled}
          onSelect={onSelect}
          onHeadlined={headline}
          onMove={moveSection}
        />
      </div>
    ),
    [
      styles,
      drawerSections,
      activeKey,
      isHeadlined,
      errors,
      disabled,
      onSelect,
      headline,
      moveSection,
    ],
  );
}

/** The speed dial adding a section (hidden while someone else holds the page). */
const SectionDial = memo(function SectionDial({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (type: SectionType) => void;
}) {
  const styles = useStyles();
  if (disabled) return null;
  return (
    <div className={styles.dial}>
      <Menu positioning="above-end">
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="primary"
            className={styles.dialButton}
            icon={<AddRegular />}
            aria-label="Ajouter une section"
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {(['Board', 'Url', 'People', 'Text'] as const).map((type) => (
              <MenuItem key={type} icon={SECTION_ICONS[type]} onClick={() => onAdd(type)}>
                {SECTION_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
});
