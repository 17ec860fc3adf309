// Whether main greets a first launch: the embedded server in use and no account on it yet.
// Unknown while main answers; a main that cannot say (an older one, a failure) means no.
import { useEffect, useState } from 'react';
import { backoffice } from '../../bridge/backoffice';

export function useFirstLaunch(): 'unknown' | 'welcome' | 'no' {
  const [state, setState] = useState<'unknown' | 'welcome' | 'no'>('unknown');
  useEffect(() => {
    let alive = true;
    backoffice()
      .setup.status()
      .then(
        (status) => alive && setState(status.welcome ? 'welcome' : 'no'),
        () => alive && setState('no'),
      );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
