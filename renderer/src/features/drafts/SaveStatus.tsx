// Which tier the editor's text is in, in French: 'Enregistré' only once the server acknowledged.
import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { DraftSyncState } from '../../../../common/ipc/channels';

export const SAVE_STATUS_LABELS: Record<DraftSyncState, string> = {
  saved: 'Enregistré',
  draft: 'Brouillon local',
  queued: 'En attente de réseau',
  conflict: 'Conflit',
  // Spec 001 §8's save failure message.
  error: "Erreur lors de l'enregistrement",
};

const COLORS: Record<DraftSyncState, BadgeProps['color']> = {
  saved: 'success',
  draft: 'informative',
  queued: 'warning',
  conflict: 'danger',
  error: 'danger',
};

export interface SaveStatusProps {
  state: DraftSyncState;
  /** The server's French reason, shown as a tooltip-like title when it refused the save. */
  detail?: string | null;
}

export function SaveStatus({ state, detail }: SaveStatusProps) {
  return (
    <Badge role="status" aria-live="polite" appearance="tint" color={COLORS[state]} title={detail ?? undefined}>
      {SAVE_STATUS_LABELS[state]}
    </Badge>
  );
}
