// Who is signed in, as main tells it. The renderer never holds the token: it only asks main to
// restore, open or close the session.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FirstAdminRequest, LoginRequest, Session } from '../../../../common/ipc/channels';
import { backoffice } from '../../bridge/backoffice';
import { SessionContext, type SessionState } from './SessionContext';

const SIGNED_OUT: Session = { user: null, remembered: false, notice: null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const apollo = useApolloClient();
  const [status, setStatus] = useState<SessionState['status']>('loading');
  const [session, setSession] = useState<Session>(SIGNED_OUT);

  useEffect(() => {
    let alive = true;
    backoffice()
      .auth.session()
      .then((restored) => alive && setSession(restored))
      .catch(() => alive && setSession(SIGNED_OUT))
      .finally(() => alive && setStatus('ready'));
    const stop = backoffice().on('auth.expired', () => {
      setSession(SIGNED_OUT);
      void apollo.clearStore();
    });
    return () => {
      alive = false;
      stop();
    };
  }, [apollo]);

  const login = useCallback(async (request: LoginRequest) => {
    const result = await backoffice().auth.login(request);
    if (result.ok) setSession(result.session);
    return result;
  }, []);

  const createFirstAdmin = useCallback(async (request: FirstAdminRequest) => {
    const result = await backoffice().setup.createAdmin(request);
    if (result.ok) setSession(result.session);
    return result;
  }, []);

  const loginWithProvider = useCallback(async (remember: boolean) => {
    // Under the browser host the page opens the provider's sign-in itself (main cannot).
    const stop = backoffice().on('auth.providerUrl', ({ url }) => {
      if (isAllowedUrl(url, 'external')) window.open(url, '_blank', 'noopener,noreferrer');
    });
    try {
      const result = await backoffice().auth.loginWithProvider({ remember });
      if (result.ok) setSession(result.session);
      return result;
    } finally {
      stop();
    }
  }, []);

  const logout = useCallback(async () => {
    setSession(await backoffice().auth.logout());
    await apollo.clearStore();
  }, [apollo]);

  const value = useMemo<SessionState>(
    () => ({
      status,
      user: session.user,
      notice: session.notice,
      login,
      loginWithProvider,
      logout,
      createFirstAdmin,
    }),
    [status, session, login, loginWithProvider, logout, createFirstAdmin],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
