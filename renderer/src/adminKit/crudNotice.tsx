// Notices of the admin screens ('Sauvegarde effectuée', 'Création effectuée', 'Le segment a été
// supprimé !'). A notice raised just before a navigation travels in the history state and is shown
// by the screen that opens, so it survives the route change.
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const TOASTER_ID = 'crud-notices';

export interface NoticeState {
  notice?: string;
  intent?: 'success' | 'error';
}

export function useCrudNotice(): (message: string, intent?: 'success' | 'error') => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (message, intent = 'success') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: 4000 },
      ),
    [dispatchToast],
  );
}

/** The toaster of an admin screen; shows the notice handed over by the previous screen once. */
export function CrudToaster() {
  const notify = useCrudNotice();
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useRef<string | null>(null);
  const state = (location.state ?? null) as NoticeState | null;
  useEffect(() => {
    if (!state?.notice || shown.current === location.key) return;
    shown.current = location.key;
    notify(state.notice, state.intent);
    // Clear it so going back and forth does not show it again.
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [state, location, notify, navigate]);
  return <Toaster toasterId={TOASTER_ID} position="top-end" />;
}
