// The pushes as a table, one row per group (the platforms chosen together): title, platforms,
// user, scheduled or sent date, state ('annulé' for cancelled ones). Hovering (or focusing) an
// unsent row shows its cancel button, which cancels the whole group (000 §4).
import {
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { brandLabel } from '../../../../common/domain/brands';
import { formatDateTime } from '../../../../common/domain/dates';
import type { PushRowFragment } from '../../graphql/generated/graphql';
import {
  DEVICE_SHORT,
  groupPushes,
  isCancellable,
  pushStateLabel,
  type PushDevice,
} from './pushForm';

const useStyles = makeStyles({
  row: {
    '& .push-cancel': { visibility: 'hidden' },
    ':hover .push-cancel': { visibility: 'visible' },
    ':focus-within .push-cancel': { visibility: 'visible' },
  },
  state: { whiteSpace: 'nowrap' },
  cancelled: { color: tokens.colorPaletteRedForeground1 },
  sent: { color: tokens.colorPaletteGreenForeground1 },
  actions: { width: '56px' },
  outcome: { color: tokens.colorNeutralForeground3 },
});

export const CANCEL_PUSH_LABEL = 'Annuler le push';

export function PushTable({
  pushes,
  showBrand = false,
  compact = false,
  onCancel,
  cancelling,
}: {
  pushes: readonly PushRowFragment[];
  showBrand?: boolean;
  compact?: boolean;
  onCancel(push: PushRowFragment): void;
  cancelling?: string | null;
}) {
  const styles = useStyles();
  const rows = groupPushes(pushes);
  return (
    <Table size={compact ? 'small' : 'medium'} aria-label="Push">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Titre</TableHeaderCell>
          {showBrand ? <TableHeaderCell>Marque</TableHeaderCell> : null}
          <TableHeaderCell>Plateformes</TableHeaderCell>
          {compact ? null : <TableHeaderCell>Utilisateur</TableHeaderCell>}
          <TableHeaderCell>Programmé / envoyé</TableHeaderCell>
          <TableHeaderCell>État</TableHeaderCell>
          <TableHeaderCell className={styles.actions} aria-label="Actions" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ groupId, first, pushes: group }) => (
          <PushGroupRow
            key={groupId}
            groupId={groupId}
            first={first}
            group={group}
            showBrand={showBrand}
            compact={compact}
            cancelling={cancelling === groupId}
            onCancel={onCancel}
          />
        ))}
      </TableBody>
    </Table>
  );
}

/** One group of pushes: its first push's title, state and date, each platform's outcome. */
function PushGroupRow({
  groupId,
  first,
  group,
  showBrand,
  compact,
  cancelling,
  onCancel,
}: {
  groupId: string;
  first: PushRowFragment;
  group: readonly PushRowFragment[];
  showBrand: boolean;
  compact: boolean;
  cancelling: boolean;
  onCancel(push: PushRowFragment): void;
}) {
  const styles = useStyles();
  const label = pushStateLabel(first);
  const sentAt = group.map((p) => p.sentAt).find(Boolean);
  const cancellable = group.some(isCancellable);
  const device = (p: PushRowFragment) =>
    DEVICE_SHORT[p.targetDevice as PushDevice] ?? p.targetDevice;
  const stateClass =
    label === 'annulé' ? styles.cancelled : label === 'envoyé' ? styles.sent : undefined;
  return (
    <TableRow className={styles.row} data-group={groupId}>
      <TableCell>{first.title}</TableCell>
      {showBrand ? <TableCell>{brandLabel(first.brandKey)}</TableCell> : null}
      <TableCell>{group.map(device).join(', ')}</TableCell>
      {compact ? null : <TableCell>{first.user?.name ?? ''}</TableCell>}
      <TableCell>{formatDateTime(new Date(sentAt ?? first.scheduledAt))}</TableCell>
      <TableCell className={stateClass}>
        <Tooltip content={first.outcome ?? label} relationship="description">
          <span className={styles.state}>{label}</span>
        </Tooltip>
        {/* What each platform's service answered: delivered, the error, or unknown. */}
        {group
          .filter((p) => p.outcome)
          .map((p) => (
            <Caption1 key={p.id} block className={styles.outcome}>
              {device(p)} : {p.outcome}
            </Caption1>
          ))}
      </TableCell>
      <TableCell className={styles.actions}>
        {cancellable ? (
          <Tooltip content={CANCEL_PUSH_LABEL} relationship="label">
            <Button
              className="push-cancel"
              appearance="subtle"
              icon={<DismissCircleRegular />}
              disabled={cancelling}
              onClick={() => onCancel(group.find(isCancellable) ?? first)}
            />
          </Tooltip>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
