// 'Historique des modifications' of a page (001 §7 categoryHistories, first 999): each save with
// its date (dd/MM/yyyy à HH:mm) and author; choosing one shows what it held and can put it back
// into the editor (saved only when the editor saves).
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
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { PAGE_STATUS_LABELS, type PageStatus } from '../../../../common/domain/statuses';
import { PageHistoriesDocument, type PageHistoriesQuery } from '../../graphql/generated/graphql';
import { SECTION_TYPE_LABELS } from './PageDrawer';

export interface PageSnapshot {
  title?: string;
  status?: string;
  version?: number;
  sections?: { id: string; type: keyof typeof SECTION_TYPE_LABELS; title: string }[];
}

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '240px 1fr',
    gap: tokens.spacingHorizontalL,
    minHeight: '280px',
  },
  list: { listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', maxHeight: '420px' },
  entry: {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    padding: tokens.spacingVerticalS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function PageHistoryDialog({
  pageId,
  onRestore,
  onClose,
}: {
  pageId: string;
  onRestore: (snapshot: PageSnapshot) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(PageHistoriesDocument, {
    variables: { id: pageId },
    fetchPolicy: 'network-only',
  });
  const [selected, setSelected] = useState(0);
  const entries = data?.categoryHistories ?? [];
  const current = entries[selected];
  const snapshot = (current?.snapshot ?? null) as PageSnapshot | null;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '800px' }}>
        <DialogBody>
          <DialogTitle>Historique des modifications</DialogTitle>
          <DialogContent>
            {loading ? (
              <Spinner label="Chargement…" />
            ) : error ? (
              <Body1>{MESSAGES.genericError}</Body1>
            ) : (
              <div className={styles.layout}>
                <VersionList entries={entries} selected={selected} onSelect={setSelected} />
                {snapshot && <SnapshotDetail snapshot={snapshot} />}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
            <Button
              appearance="primary"
              disabled={!snapshot || selected === 0}
              onClick={() => snapshot && onRestore(snapshot)}
            >
              Reprendre cette version
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The saves, newest first: date and author; the one chosen is pressed. */
function VersionList({
  entries,
  selected,
  onSelect,
}: {
  entries: PageHistoriesQuery['categoryHistories'];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Versions">
      {entries.map((entry, i) => (
        <li key={entry.id}>
          <button
            type="button"
            className={mergeClasses(styles.entry, i === selected && styles.selected)}
            aria-pressed={i === selected}
            onClick={() => onSelect(i)}
          >
            <Body1>{formatDateTime(new Date(entry.createdAt))}</Body1>
            <br />
            <Caption1 className={styles.muted}>{entry.user?.name ?? 'Inconnu'}</Caption1>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What a save held: the title, version and status, the sections in order. */
function SnapshotDetail({ snapshot }: { snapshot: PageSnapshot }) {
  const styles = useStyles();
  return (
    <div className={styles.detail}>
      <Body1>
        <b>{snapshot.title}</b>
      </Body1>
      <Caption1>
        Version {snapshot.version} —{' '}
        {PAGE_STATUS_LABELS[snapshot.status as PageStatus] ?? snapshot.status}
      </Caption1>
      <ol>
        {(snapshot.sections ?? []).map((s) => (
          <li key={s.id}>
            {SECTION_TYPE_LABELS[s.type]} : {s.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
