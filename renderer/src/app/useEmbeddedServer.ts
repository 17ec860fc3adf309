// The embedded server's start as main reports it (app.info, then 'embedded.status' events): the
// window is usable before the server answers, and what waits for it says so.
import { useEffect, useState } from 'react';
import type { EmbeddedState } from '../../../common/ipc/channels';
import { backoffice } from '../bridge/backoffice';

export function useEmbeddedServer(): EmbeddedState {
  const [state, setState] = useState<EmbeddedState>({ state: 'none', message: null });
  useEffect(() => {
    const bridge = backoffice();
    let active = true;
    let heard = false;
    const off = bridge.on('embedded.status', (next) => {
      heard = true;
      setState(next);
    });
    bridge.app.info().then(
      (info) => active && !heard && setState(info.embedded),
      () => {},
    );
    return () => {
      active = false;
      off();
    };
  }, []);
  return state;
}
