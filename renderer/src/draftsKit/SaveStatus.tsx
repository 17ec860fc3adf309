// Which tier the editor's text is in, in French: 'Enregistré' only once the server acknowledged.
import type { ChipTone } from '../ui/chipTones';
import { StatusChip } from '../ui/StatusChip';
import { useEffect, useState } from 'react';
import type { DraftSyncState } from '../../../common/ipc/channels';
import { useApiOnline } from './apiStatus';

export const SAVE_STATUS_LABELS: Record<DraftSyncState, string> = {
  saved: 'Enregistré',
  draft: 'Brouillon local',
  queued: 'En attente de réseau',
  conflict: 'Conflit',
  // Spec 001 §8's save failure message.
  error: "Erreur lors de l'enregistrement",
};

const COLORS: Record<DraftSyncState, ChipTone> = {
  saved: 'success',
  draft: 'informative',
  queued: 'warning',
  conflict: 'danger',
  error: 'danger',
};

/** A queued save normally lands within a round trip: only a longer wait means the network is away. */
export const QUEUED_GRACE_MS = 2_000;
export const SENDING_LABEL = 'Enregistrement…';

export interface SaveStatusProps {
  state: DraftSyncState;
  /** The server's French reason, shown as a tooltip-like title when it refused the save. */
  detail?: string | null;
}

export function SaveStatus({ state, detail }: SaveStatusProps) {
  // Every save passes through the outbox ('queued'); saying 'En attente de réseau' at once would
  // flash a false alarm on each online save, so the first moments read 'Enregistrement…'. When
  // main already knows the API is out of reach (the banner is on screen), the save waits for the
  // network and nothing is being sent: say so at once (issue 30).
  const online = useApiOnline();
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    setWaitedLong(false);
    if (state !== 'queued') return;
    const timer = setTimeout(() => setWaitedLong(true), QUEUED_GRACE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const sending = state === 'queued' && online && !waitedLong;
  return (
    <StatusChip
      role="status"
      aria-live="polite"
      tone={sending ? 'informative' : COLORS[state]}
      title={detail ?? undefined}
    >
      {sending ? SENDING_LABEL : SAVE_STATUS_LABELS[state]}
    </StatusChip>
  );
}
