// « Brouillons locaux » (issue 13): every draft kept on this computer — type, title, brand, last
// local edit, where it stands (only here, waiting for the network, in conflict, refused) — with
// « Ouvrir », « Envoyer maintenant » and « Supprimer » (after confirmation: its words are lost).
import type { ChipTone } from '../../ui/chipTones';
import { StatusChip } from '../../ui/StatusChip';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import type { DraftSyncState } from '../../../../common/ipc/channels';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { LoadErrorBar } from '../../ui/LoadErrorBar';
import { backoffice } from '../../bridge/backoffice';
import { ConfirmDialog } from '../../editorKit/ConfirmDialog';
import { parseDraftKey } from '../../../../common/ipc/draftLimits';
import { contentTypeOf } from '../../contentTypes/registry';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { DRAFT_STATE_LABELS, localDraftRow, type LocalDraftRow } from './localDraftRows';
import { LOCAL_DRAFTS_TITLE } from './LocalDraftsButton';
import { useLocalDrafts } from './useLocalDrafts';

export const LOCAL_DRAFTS_LABELS = {
  empty: 'Aucun brouillon local : tout ce que vous avez saisi est enregistré sur le serveur.',
  intro:
    'Ce que vous avez saisi sur cet ordinateur et que le serveur n’a pas encore enregistré. Un brouillon n’est supprimé qu’une fois enregistré, ou si vous le supprimez ici.',
  open: 'Ouvrir',
  syncNow: 'Envoyer maintenant',
  discard: 'Supprimer',
  discardTitle: 'Supprimer ce brouillon local ?',
  discardMessage:
    'Ses modifications, jamais enregistrées sur le serveur, seront définitivement perdues.',
  offline: 'Hors ligne : l’envoi se fera dès le retour du réseau.',
  conflictHint: 'Ouvrez-le pour comparer les deux versions et choisir.',
  loadError: 'Les brouillons locaux ne peuvent pas être lus.',
} as const;

const STATE_COLORS: Record<DraftSyncState, ChipTone> = {
  draft: 'brand',
  queued: 'warning',
  conflict: 'danger',
  error: 'danger',
  saved: 'success',
};

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  narrow: { width: '8%' },
  wide: { width: '26%' },
  date: { width: '15%' },
  actionsColumn: { width: '30%' },
  badge: { whiteSpace: 'nowrap' },
  problem: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Queues the draft's save as its editor would (the registry says how, per content type). */
async function sendNow(row: LocalDraftRow, value: Record<string, unknown> | null): Promise<void> {
  const bridge = backoffice();
  const parts = parseDraftKey(row.key);
  const kind = contentTypeOf(parts?.type ?? 'article', null);
  // Queued already, or a save queued when it is written (a live post): replay the outbox.
  if (row.state === 'queued' || !value || !kind.draftSave) {
    await bridge.outbox.sync();
    return;
  }
  const draft = await bridge.drafts.get(row.key);
  const variables = kind.draftSave({
    brandKey: row.brandKey,
    id: row.articleId,
    value,
    baseVersion: draft?.baseVersion ?? null,
  });
  await bridge.outbox.enqueue(row.key, variables);
}

/** Type, title, brand, last local edit, where it stands (and why), and the row's actions. */
function LocalDraftTableRow({
  row,
  busy,
  onOpen,
  onSync,
  onDiscard,
}: {
  row: LocalDraftRow;
  busy: boolean;
  onOpen: () => void;
  onSync: () => void;
  onDiscard: () => void;
}) {
  const styles = useStyles();
  return (
    <TableRow>
      <TableCell>{row.type}</TableCell>
      <TableCell>{row.title}</TableCell>
      <TableCell>{row.brandKey}</TableCell>
      <TableCell>{formatDateTime(new Date(row.updatedAt))}</TableCell>
      <TableCell>
        <StatusChip tone={STATE_COLORS[row.state]} className={styles.badge}>
          {DRAFT_STATE_LABELS[row.state]}
        </StatusChip>
        {(row.problem || row.state === 'conflict') && (
          <span className={styles.problem}>
            {row.state === 'conflict' ? LOCAL_DRAFTS_LABELS.conflictHint : row.problem}
          </span>
        )}
      </TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button size="small" appearance="primary" onClick={onOpen}>
            {LOCAL_DRAFTS_LABELS.open}
          </Button>
          <Button size="small" disabled={row.state === 'conflict' || busy} onClick={onSync}>
            {LOCAL_DRAFTS_LABELS.syncNow}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {LOCAL_DRAFTS_LABELS.discard}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

function LocalDraftsTable({
  rows,
  busy,
  onOpen,
  onSync,
  onDiscard,
}: {
  rows: LocalDraftRow[];
  /** The key of the draft being sent, if any. */
  busy: string | null;
  onOpen: (row: LocalDraftRow) => void;
  onSync: (row: LocalDraftRow) => void;
  onDiscard: (row: LocalDraftRow) => void;
}) {
  const styles = useStyles();
  return (
    <Table aria-label={LOCAL_DRAFTS_TITLE}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.narrow}>Type</TableHeaderCell>
          <TableHeaderCell className={styles.wide}>Titre</TableHeaderCell>
          <TableHeaderCell className={styles.narrow}>Marque</TableHeaderCell>
          <TableHeaderCell className={styles.date}>Dernière modification locale</TableHeaderCell>
          <TableHeaderCell className={styles.date}>État</TableHeaderCell>
          <TableHeaderCell className={styles.actionsColumn}>Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <LocalDraftTableRow
            key={row.key}
            row={row}
            busy={busy === row.key}
            onOpen={() => onOpen(row)}
            onSync={() => onSync(row)}
            onDiscard={() => onDiscard(row)}
          />
        ))}
      </TableBody>
    </Table>
  );
}

export function LocalDraftsPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const online = useApiOnline();
  useSectionLook(LOCAL_DRAFTS_TITLE, 'web');
  const { drafts, error, reload } = useLocalDrafts();
  const [discarding, setDiscarding] = useState<LocalDraftRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = drafts?.map(localDraftRow) ?? null;

  const syncRow = async (row: LocalDraftRow) => {
    setBusy(row.key);
    try {
      const draft = await backoffice().drafts.get(row.key);
      await sendNow(row, draft?.value ?? null);
    } finally {
      setBusy(null);
      reload();
    }
  };

  return (
    <section className={styles.root} aria-labelledby="local-drafts-title">
      <Title2 as="h1" id="local-drafts-title">
        {LOCAL_DRAFTS_TITLE}
      </Title2>
      <Body1 className={styles.muted}>{LOCAL_DRAFTS_LABELS.intro}</Body1>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>{LOCAL_DRAFTS_LABELS.offline}</MessageBarBody>
        </MessageBar>
      )}
      {error ? (
        <LoadErrorBar message={LOCAL_DRAFTS_LABELS.loadError} onRetry={reload} />
      ) : !rows ? (
        <Spinner label="Chargement…" />
      ) : rows.length === 0 ? (
        <Body1 className={styles.muted}>{LOCAL_DRAFTS_LABELS.empty}</Body1>
      ) : (
        <LocalDraftsTable
          rows={rows}
          busy={busy}
          onOpen={(row) => navigate(row.path)}
          onSync={(row) => void syncRow(row)}
          onDiscard={setDiscarding}
        />
      )}
      {discarding && (
        <ConfirmDialog
          title={LOCAL_DRAFTS_LABELS.discardTitle}
          message={`« ${discarding.title} » — ${LOCAL_DRAFTS_LABELS.discardMessage}`}
          confirmLabel={LOCAL_DRAFTS_LABELS.discard}
          onCancel={() => setDiscarding(null)}
          onConfirm={() => {
            const key = discarding.key;
            setDiscarding(null);
            void backoffice().drafts.discard(key).finally(reload);
          }}
        />
      )}
    </section>
  );
}
