import { createContext, useContext } from 'react';
import type {
  FirstAdminRequest,
  FirstAdminResult,
  LoginRequest,
  LoginResult,
  SessionUser,
} from '../../../../common/ipc/channels';

export interface SessionState {
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** A French notice from main (no keychain, offline), shown in the shell. */
  notice: string | null;
  login(request: LoginRequest): Promise<LoginResult>;
  /** « Se connecter avec Google »: main opens the provider in the browser and signs in. */
  loginWithProvider(remember: boolean): Promise<LoginResult>;
  logout(): Promise<void>;
  /** First launch: creates the embedded server's first super-admin and signs her in. */
  createFirstAdmin(request: FirstAdminRequest): Promise<FirstAdminResult>;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
