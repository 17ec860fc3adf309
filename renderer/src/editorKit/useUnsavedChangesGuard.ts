// The unsaved-changes prompt (spec 001 §8: 'Vous avez des changements non sauvegardés, êtes-vous
// sûr de vouloir quitter ?'). Every edit is written to a local draft within a second and offered
// back when the article is reopened, so leaving with only a local draft loses nothing and is not
// questioned: the prompt appears only while words exist in this window alone (an edit not yet on
// disk, or a local write that failed). The app uses a HashRouter, which has no navigation
// blocker, so the guard intercepts the two ways out: in-app links (a capture listener that runs
// before the router's; it first writes the pending edit, then follows the link) and closing or
// reloading the window (beforeunload, which cannot wait for a write).
import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '../../../common/domain/messages';

export interface UnsavedChangesGuardOptions {
  /** True while some edit is only in this window's memory. */
  hasUnwrittenEdits: () => boolean;
  /** Writes the pending edit to the local draft. */
  flush: () => Promise<void>;
  /**
   * True while anything is not acknowledged by the server (issue 13: leaving asks then, the local
   * draft being kept either way). Closing or reloading the window still asks only for words in
   * memory: the browser's own prompt cannot say the spec's sentence, and the draft is on disk.
   */
  hasUnacknowledgedChanges?: () => boolean;
}

export function useUnsavedChangesGuard(options: UnsavedChangesGuardOptions): {
  confirmLeave: () => Promise<boolean>;
} {
  const latest = useRef(options);
  latest.current = options;

  const unsaved = useCallback(
    () =>
      latest.current.hasUnwrittenEdits() || (latest.current.hasUnacknowledgedChanges?.() ?? false),
    [],
  );

  const confirmLeave = useCallback(async () => {
    await latest.current.flush();
    return !unsaved() || window.confirm(MESSAGES.unsavedChanges);
  }, [unsaved]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!unsaved() || event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      if (!anchor || anchor.getAttribute('target') === '_blank') return;
      const href = anchor.getAttribute('href') ?? '';
      event.preventDefault();
      event.stopPropagation();
      void confirmLeave().then((leave) => {
        if (leave) window.location.hash = href.slice(1);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.hasUnwrittenEdits()) return;
      event.preventDefault();
      event.returnValue = MESSAGES.unsavedChanges;
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [confirmLeave, unsaved]);

  return { confirmLeave };
}
