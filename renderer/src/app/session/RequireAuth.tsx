// Unauthenticated visitors go to /login (spec 000 §2), remembering where they were headed.
import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../routeTable';
import { useSession } from './SessionContext';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Chargement…" style={{ marginTop: '30vh' }} />;
  if (!user)
    return (
      <Navigate
        to={LOGIN_PATH}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  return <>{children}</>;
}
