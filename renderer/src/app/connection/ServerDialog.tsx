// « Changer de serveur » (from the account menu, or the login page): which API the app talks to,
// the newsroom server's address (checked by main before it is kept) or the embedded server for
// local work. Switching ends the session (sessions are per server) and the window starts afresh.
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Divider,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { Settings } from '../../../../common/ipc/channels';
import { MESSAGES } from '../../../../common/domain/messages';
import { LOGIN_PATH } from '../routeTable';
import { backoffice } from '../../bridge/backoffice';
import { ServerAddressForm } from './ServerAddressForm';

export const SERVER_DIALOG_TITLE = 'Serveur de la rédaction';
export const EMBEDDED_SERVER_LABEL = 'Serveur intégré (travail en local)';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  current: { fontWeight: tokens.fontWeightSemibold, wordBreak: 'break-all' },
});

/** Main has switched: the window starts again on the login page, with nothing of the old server. */
function restartOnLogin(): void {
  window.location.hash = `#${LOGIN_PATH}`;
  window.location.reload();
}

export function ServerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    backoffice()
      .settings.get()
      .then((current) => alive && setSettings(current))
      .catch(() => alive && setError(MESSAGES.genericError));
    return () => {
      alive = false;
    };
  }, [open]);

  async function workLocally() {
    setSwitching(true);
    setError(null);
    try {
      const result = await backoffice().settings.set({ apiUrl: null });
      if (result.ok) return restartOnLogin();
      setError(result.message);
    } catch {
      setError(MESSAGES.genericError);
    }
    setSwitching(false);
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{SERVER_DIALOG_TITLE}</DialogTitle>
          <DialogContent className={styles.content}>
            {!settings && !error && <Spinner size="small" label="Chargement…" />}
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {settings && (
              <ServerChoice
                settings={settings}
                switching={switching}
                onWorkLocally={() => void workLocally()}
              />
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Fermer</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The server in use, the address form and, away from it, the embedded server. */
function ServerChoice({
  settings,
  switching,
  onWorkLocally,
}: {
  settings: Settings;
  switching: boolean;
  onWorkLocally: () => void;
}) {
  const styles = useStyles();
  const current =
    settings.source === 'embedded' ? EMBEDDED_SERVER_LABEL : (settings.effectiveApiUrl ?? '');
  return (
    <>
      <Body1>
        Serveur utilisé : <span className={styles.current}>{current}</span>
      </Body1>
      {settings.source === 'env' && (
        <MessageBar intent="warning">
          <MessageBarBody>
            L&apos;adresse est imposée par la variable BACKOFFICE_API_URL : un changement ici ne
            prendra effet qu&apos;une fois cette variable retirée.
          </MessageBarBody>
        </MessageBar>
      )}
      <Body1>Changer de serveur vous déconnecte.</Body1>
      <ServerAddressForm
        initial={settings.apiUrl ?? ''}
        submitLabel="Utiliser ce serveur"
        onConnected={restartOnLogin}
      />
      {settings.source !== 'embedded' && (
        <>
          <Divider>ou</Divider>
          <Button
            disabled={switching}
            icon={switching ? <Spinner size="tiny" /> : undefined}
            onClick={onWorkLocally}
          >
            Travailler en local (serveur intégré)
          </Button>
        </>
      )}
    </>
  );
}
