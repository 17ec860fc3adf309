// « Une mise à jour est disponible » once main downloaded one (installed app only), with
// « Redémarrer ». Main never restarts over unsent saves or uploads under way: the button then
// says what it waits for, and once pressed the bar says the restart comes when they are through.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { UpdateState } from '../../../../common/ipc/channels';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { backoffice } from '../../bridge/backoffice';

function buttonLabel(state: UpdateState): string {
  if (state.waitingFor === 'saves') return MESSAGES.updateRestartAfterSaves;
  if (state.waitingFor === 'uploads') return MESSAGES.updateRestartAfterUploads;
  return MESSAGES.updateRestart;
}

function waitingText(state: UpdateState): string | null {
  if (!state.restartRequested) return null;
  if (state.waitingFor === 'saves') return MESSAGES.updateWaitingSaves;
  if (state.waitingFor === 'uploads') return MESSAGES.updateWaitingUploads;
  return null;
}

export function UpdateBar() {
  const [state, setState] = useState<UpdateState | null>(null);
  useEffect(() => {
    let live = true;
    const off = backoffice().on('updates.status', (next) => setState(next));
    // A window opened after the download asks for it.
    void backoffice()
      .updates.status()
      .then((current) => live && current && setState((shown) => shown ?? current))
      .catch(() => {});
    return () => {
      live = false;
      off();
    };
  }, []);
  if (!state) return null;
  const waiting = waitingText(state);
  const restart = async () => {
    const result = await backoffice().updates.restart();
    if (result.state) setState(result.state);
  };
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <strong>{MESSAGES.updateAvailable}</strong>{' '}
        {waiting ?? formatMessage('updateVersion', { label: state.version })}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => void restart()} disabled={waiting !== null}>
          {buttonLabel(state)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
