// The edit-history dialog of the article editor, 'Historique des modifications' (spec 000 §2
// "Editor tools", §3 Article.histories, 001 §9): the latest saves grouped when less than 60 s
// apart, most recent first, each with its date, who saved and how many saves it holds. Choosing
// one shows the version it saved, read-only and as plain text (never the snapshot's markup).
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
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { MESSAGES } from '../../../../../common/domain/messages';
import {
  ArticleHistoriesDocument,
  ArticleHistoryEntryDocument,
} from '../../../graphql/generated/graphql';
import { HISTORY_LABELS, historyGroups, snapshotView, type HistoryGroupView } from './historyModel';

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
}

export function ArticleHistoryDialog({ articleId, onClose }: ArticleHistoryDialogProps) {
  const styles = useStyles();
  // Always asked afresh: the editor may have saved since the dialog was last opened.
  const list = useQuery(ArticleHistoriesDocument, {
    variables: { id: articleId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const groups = useMemo(() => historyGroups(list.data?.article?.histories ?? []), [list.data]);
  const [selected, setSelected] = useState<string | null>(null);

  let body;
  if (list.loading && !list.data) {
    body = <Spinner size="small" label={HISTORY_LABELS.loading} />;
  } else if (list.error && !list.data?.article) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{HISTORY_LABELS.loadError}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void list.refetch()}>{MESSAGES.genericRetry}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (groups.length === 0) {
    body = <Body1>{HISTORY_LABELS.empty}</Body1>;
  } else {
    body = (
      <div className={styles.content}>
        <ul className={styles.list} aria-label={HISTORY_LABELS.list}>
          {groups.map((group) => (
            <li key={group.entryId}>
              <HistoryEntryButton
                group={group}
                selected={group.entryId === selected}
                onSelect={() => setSelected(group.entryId)}
              />
            </li>
          ))}
        </ul>
        <section className={styles.version} aria-label={HISTORY_LABELS.version} aria-live="polite">
          {selected === null ? (
            <Body1 className={styles.muted}>{HISTORY_LABELS.choose}</Body1>
          ) : (
            <SavedVersion entryId={selected} />
          )}
        </section>
      </div>
    );
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

/** The version one save wrote, read when its entry is chosen (then from Apollo's cache). */
function SavedVersion({ entryId }: { entryId: string }) {
  const styles = useStyles();
  const { data, loading, error, refetch } = useQuery(ArticleHistoryEntryDocument, {
    variables: { id: entryId },
    notifyOnNetworkStatusChange: true,
  });
  const entry = data?.articleHistory ?? undefined;
  if (loading && !entry) return <Spinner size="small" label={HISTORY_LABELS.versionLoading} />;
  if (error && !entry) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{HISTORY_LABELS.versionError}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void refetch()}>{MESSAGES.genericRetry}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  const view = entry ? snapshotView(entry.snapshot) : null;
  if (!view) return <Body1>{HISTORY_LABELS.versionMissing}</Body1>;
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
