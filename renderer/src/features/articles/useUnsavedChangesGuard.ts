// The unsaved-changes prompt (spec 001 §8: 'Vous avez des changements non sauvegardés, êtes-vous
// sûr de vouloir quitter ?'). The app uses a HashRouter, which has no navigation blocker, so
// the guard intercepts the two ways out: in-app links (a capture listener that runs before the
// router's) and closing or reloading the window (beforeunload).
import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';

export function useUnsavedChangesGuard(dirty: boolean): { confirmLeave: () => boolean } {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const confirmLeave = useCallback(() => !dirtyRef.current || window.confirm(MESSAGES.unsavedChanges), []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      if (!anchor || anchor.getAttribute('target') === '_blank') return;
      if (!window.confirm(MESSAGES.unsavedChanges)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = MESSAGES.unsavedChanges;
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  return { confirmLeave };
}
