// The edit-history dialog of the article editor, 'Historique des modifications' (spec 000 §2
// "Editor tools", §3 Article.histories, 001 §9): the latest saves grouped when less than 60 s
// apart, most recent first, each with its date, who saved and how many saves it holds. Choosing
// one shows the version it saved, read-only and as plain text (never the snapshot's markup);
// « Comparer avec » sets it next to another saved version or the editor's text as a word diff
// (the conflict dialog's columns), and « Reprendre cette version » puts it back into the editor,
// where it is saved only when the journalist saves (as the pages' history does).
import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Select,
  Field,
  Spinner,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { LoadErrorBar } from '../../ui/LoadErrorBar';
import {
  ArticleHistoriesDocument,
  ArticleHistoryEntryDocument,
} from '../../graphql/generated/graphql';
import { WordDiffColumns } from '../../draftsKit/WordDiffColumns';
import {
  HISTORY_LABELS,
  historyComparison,
  historyGroups,
  snapshotView,
  type ComparableText,
  type HistoryGroupView,
} from './historyModel';

/** What « Comparer avec » offers besides the other saved versions. */
const EDITOR_TEXT = 'editor';

const useStyles = makeStyles({
  surface: { width: 'min(960px, calc(100vw - 48px))', maxWidth: 'min(960px, calc(100vw - 48px))' },
  content: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 280px) 1fr',
    gap: tokens.spacingHorizontalL,
    minHeight: '320px',
    maxHeight: '65vh',
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  entry: {
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
  },
  entryText: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
  entryDate: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  version: {
    overflowY: 'auto',
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  fields: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  term: { color: tokens.colorNeutralForeground3 },
  compareWith: { maxWidth: '420px' },
  heading: { margin: `${tokens.spacingVerticalS} 0 0` },
  value: { margin: 0 },
  text: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
});

export interface ArticleHistoryDialogProps {
  articleId: string;
  onClose: () => void;
  /** The editor's text as it is now (unsaved words included): « Comparer avec » offers it. */
  editorText?: ComparableText;
  /**
   * « Reprendre cette version »: the chosen save's snapshot goes back into the editor (not saved
   * until the journalist saves); `date` is the entry's 'dd/MM/yyyy à HH:mm'. Without it, no button.
   */
  onRestore?: (snapshot: unknown, date: string) => void;
}

/** The saves listed, the one chosen, what it is compared with, and its snapshot for restoring. */
function useHistoryChoice(articleId: string, restorable: boolean) {
  // Always asked afresh: the editor may have saved since the dialog was last opened.
  const list = useQuery(ArticleHistoriesDocument, {
    variables: { id: articleId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const groups = useMemo(() => historyGroups(list.data?.article?.histories ?? []), [list.data]);
  const [selected, setSelected] = useState<string | null>(null);
  // '' for the chosen version alone, EDITOR_TEXT, or another entry's id.
  const [compareWith, setCompareWith] = useState('');
  // The chosen version, for « Reprendre cette version » (the same query its view made: cached).
  const chosen = useQuery(ArticleHistoryEntryDocument, {
    variables: { id: selected ?? '' },
    skip: selected === null || !restorable,
  });
  const chosenSnapshot = selected ? chosen.data?.articleHistory?.snapshot : undefined;
  const chosenGroup = groups.find((group) => group.entryId === selected) ?? null;
  const select = (entryId: string) => {
    setSelected(entryId);
    if (compareWith === entryId) setCompareWith('');
  };
  return {
    list,
    groups,
    selected,
    select,
    compareWith,
    setCompareWith,
    chosenSnapshot,
    chosenGroup,
  };
}

/** The chosen version, alone or compared, with « Comparer avec » above it. */
function ChosenVersion({
  groups,
  selected,
  compareWith,
  setCompareWith,
  editorText,
  restorable,
}: {
  groups: HistoryGroupView[];
  selected: string;
  compareWith: string;
  setCompareWith: (value: string) => void;
  editorText: ComparableText | undefined;
  restorable: boolean;
}) {
  const styles = useStyles();
  return (
    <>
      <Field label={HISTORY_LABELS.compareWith} className={styles.compareWith}>
        <Select value={compareWith} onChange={(_, data) => setCompareWith(data.value)}>
          <option value="">{HISTORY_LABELS.noComparison}</option>
          {editorText && <option value={EDITOR_TEXT}>{HISTORY_LABELS.editorText}</option>}
          {groups
            .filter((group) => group.entryId !== selected)
            .map((group) => (
              <option key={group.entryId} value={group.entryId}>
                {HISTORY_LABELS.versionOf(group.date)} · {group.users}
              </option>
            ))}
        </Select>
      </Field>
      {restorable && <Caption1 className={styles.muted}>{HISTORY_LABELS.restoreHint}</Caption1>}
      {compareWith === '' ? (
        <SavedVersion entryId={selected} />
      ) : (
        <ComparedVersions
          groups={groups}
          entryId={selected}
          other={compareWith}
          editorText={editorText}
        />
      )}
    </>
  );
}

type HistoryChoice = ReturnType<typeof useHistoryChoice>;

/** The list of saves on the left, the chosen one on the right. */
function HistoryBrowser({
  choice,
  editorText,
  restorable,
}: {
  choice: HistoryChoice;
  editorText: ComparableText | undefined;
  restorable: boolean;
}) {
  const styles = useStyles();
  const { groups, selected, select } = choice;
  return (
    <div className={styles.content}>
      <ul className={styles.list} aria-label={HISTORY_LABELS.list}>
        {groups.map((group) => (
          <li key={group.entryId}>
            <HistoryEntryButton
              group={group}
              selected={group.entryId === selected}
              onSelect={() => select(group.entryId)}
            />
          </li>
        ))}
      </ul>
      <section className={styles.version} aria-label={HISTORY_LABELS.version} aria-live="polite">
        {selected === null ? (
          <Body1 className={styles.muted}>{HISTORY_LABELS.choose}</Body1>
        ) : (
          <ChosenVersion
            groups={groups}
            selected={selected}
            compareWith={choice.compareWith}
            setCompareWith={choice.setCompareWith}
            editorText={editorText}
            restorable={restorable}
          />
        )}
      </section>
    </div>
  );
}

export function ArticleHistoryDialog({
  articleId,
  onClose,
  editorText,
  onRestore,
}: ArticleHistoryDialogProps) {
  const styles = useStyles();
  const choice = useHistoryChoice(articleId, !!onRestore);
  const { list, groups, chosenSnapshot, chosenGroup } = choice;

  let body;
  if (list.loading && !list.data) {
    body = <Spinner size="small" label={HISTORY_LABELS.loading} />;
  } else if (list.error && !list.data?.article) {
    body = <LoadErrorBar message={HISTORY_LABELS.loadError} onRetry={() => void list.refetch()} />;
  } else if (groups.length === 0) {
    body = <Body1>{HISTORY_LABELS.empty}</Body1>;
  } else {
    body = <HistoryBrowser choice={choice} editorText={editorText} restorable={!!onRestore} />;
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{MESSAGES.articleHistoryTitle}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {HISTORY_LABELS.close}
            </Button>
            {onRestore && (
              <Button
                appearance="primary"
                disabled={!chosenGroup || !snapshotView(chosenSnapshot)}
                onClick={() => chosenGroup && onRestore(chosenSnapshot, chosenGroup.date)}
              >
                {HISTORY_LABELS.restore}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function HistoryEntryButton({
  group,
  selected,
  onSelect,
}: {
  group: HistoryGroupView;
  selected: boolean;
  onSelect: () => void;
}) {
  const styles = useStyles();
  return (
    <Button
      appearance="subtle"
      aria-pressed={selected}
      className={mergeClasses(styles.entry, selected && styles.selected)}
      onClick={onSelect}
    >
      <span className={styles.entryText}>
        <span className={styles.entryDate}>{group.date}</span>
        <span>{group.users}</span>
        {group.countLabel && <Caption1 className={styles.muted}>{group.countLabel}</Caption1>}
      </span>
    </Button>
  );
}

/**
 * One save's snapshot, read when its entry is chosen (then from Apollo's cache): `ready` while it
 * loads or failed (spinner, error with retry, or « plus disponible »), else its view.
 */
function useSavedVersion(entryId: string | null) {
  const { data, loading, error, refetch } = useQuery(ArticleHistoryEntryDocument, {
    variables: { id: entryId ?? '' },
    skip: entryId === null,
    notifyOnNetworkStatusChange: true,
  });
  const entry = data?.articleHistory ?? undefined;
  let notReady: ReactNode = null;
  if (entryId === null) notReady = null;
  else if (loading && !entry)
    notReady = <Spinner size="small" label={HISTORY_LABELS.versionLoading} />;
  else if (error && !entry)
    notReady = (
      <LoadErrorBar message={HISTORY_LABELS.versionError} onRetry={() => void refetch()} />
    );
  const view = entry ? snapshotView(entry.snapshot) : null;
  if (entryId !== null && !notReady && !view)
    notReady = <Body1>{HISTORY_LABELS.versionMissing}</Body1>;
  return { view, notReady };
}

/** The chosen version next to another saved one or the editor's text, older on the left. */
function ComparedVersions({
  groups,
  entryId,
  other,
  editorText,
}: {
  groups: HistoryGroupView[];
  entryId: string;
  /** EDITOR_TEXT or another entry's id. */
  other: string;
  editorText: ComparableText | undefined;
}) {
  const chosen = useSavedVersion(entryId);
  const otherIsEditor = other === EDITOR_TEXT;
  const otherSaved = useSavedVersion(otherIsEditor ? null : other);
  if (chosen.notReady) return chosen.notReady;
  if (otherSaved.notReady) return otherSaved.notReady;
  const index = (id: string) => groups.findIndex((group) => group.entryId === id);
  const label = (id: string) => HISTORY_LABELS.versionOf(groups[index(id)]?.date ?? '');
  const chosenSide = { label: label(entryId), text: chosen.view! };
  const otherSide = otherIsEditor
    ? { label: HISTORY_LABELS.editorTextColumn, text: editorText }
    : { label: label(other), text: otherSaved.view ?? undefined };
  if (!otherSide.text) return null;
  // Groups are most recent first: the editor's text is newer than any save.
  const otherIsNewer = otherIsEditor || index(other) < index(entryId);
  const [older, newer] = otherIsNewer
    ? [chosenSide, { label: otherSide.label, text: otherSide.text }]
    : [{ label: otherSide.label, text: otherSide.text }, chosenSide];
  return (
    <WordDiffColumns
      fields={historyComparison(older.text, newer.text)}
      columns={[
        { side: 'theirs', label: older.label },
        { side: 'mine', label: newer.label },
      ]}
      testIdPrefix="history"
    />
  );
}

/** The version one save wrote, as text. */
function SavedVersion({ entryId }: { entryId: string }) {
  const styles = useStyles();
  const { view, notReady } = useSavedVersion(entryId);
  if (notReady || !view) return notReady;
  const shown = (value: string) => value.trim() || HISTORY_LABELS.none;
  return (
    <>
      <dl className={styles.fields}>
        <dt className={styles.term}>{HISTORY_LABELS.title}</dt>
        <dd className={styles.value} data-testid="history-title">
          {shown(view.title)}
        </dd>
        <dt className={styles.term}>{HISTORY_LABELS.status}</dt>
        <dd className={styles.value} data-testid="history-status">
          {shown(view.status)}
        </dd>
      </dl>
      <Subtitle2 as="h3" className={styles.heading}>
        {HISTORY_LABELS.lead}
      </Subtitle2>
      <p className={styles.text} data-testid="history-lead">
        {shown(view.lead)}
      </p>
      <Subtitle2 as="h3" className={styles.heading}>
        {HISTORY_LABELS.body}
      </Subtitle2>
      <p className={styles.text} data-testid="history-body">
        {shown(view.body)}
      </p>
    </>
  );
}
