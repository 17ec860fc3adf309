// Every local draft main keeps (the « Brouillons locaux » screen and the shell's count), read
// again whenever main reports a change of one (a save landed, was refused, a draft was discarded)
// or the API comes and goes.
import { useCallback, useEffect, useState } from 'react';
import type { DraftSummary } from '../../../../common/ipc/channels';
import { backoffice } from '../../bridge/backoffice';

export function useLocalDrafts(): {
  drafts: DraftSummary[] | null;
  error: boolean;
  reload: () => void;
} {
  const [drafts, setDrafts] = useState<DraftSummary[] | null>(null);
  const [error, setError] = useState(false);
  const reload = useCallback(() => {
    backoffice()
      .drafts.list()
      .then(
        (list) => {
          setDrafts(list);
          setError(false);
        },
        () => setError(true),
      );
  }, []);
  useEffect(() => {
    reload();
    const bridge = backoffice();
    const stopSync = bridge.on('drafts.sync', reload);
    const stopStatus = bridge.on('api.status', reload);
    // Typing elsewhere in this window writes drafts without a sync event: look again now and then.
    const timer = window.setInterval(reload, 5_000);
    return () => {
      stopSync();
      stopStatus();
      window.clearInterval(timer);
    };
  }, [reload]);
  return { drafts, error, reload };
}
