// The correction sessions main holds, in memory only (texts never reach the disk): the last answer
// of the API for each server session (its shadow), and the sessions main answers itself (started
// offline, or taken over). Per user: a session belongs to whoever opened it. A few only: a session
// lives as long as one dialog, and the oldest are forgotten first.
import type { CorrectionSession } from '../../common/correction/types';

export const LOCAL_SESSION_PREFIX = 'local-';
/** Sessions kept of each kind, per app: the dialogs of the last hours at most. */
export const KEPT_SESSIONS = 20;

class RecentSessions {
  private readonly sessions = new Map<string, CorrectionSession>();

  get(key: string): CorrectionSession | undefined {
    return this.sessions.get(key);
  }

  set(key: string, session: CorrectionSession): void {
    this.sessions.delete(key); // re-inserted last: the most recent
    this.sessions.set(key, session);
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size <= KEPT_SESSIONS) break;
      this.sessions.delete(oldest);
    }
  }

  delete(key: string): void {
    this.sessions.delete(key);
  }
}

export class CorrectionSessions {
  private readonly shadows = new RecentSessions();
  private readonly local = new RecentSessions();
  private readonly takenOver = new Set<string>();

  constructor(private readonly user: () => string | null) {}

  private key(sessionId: string): string {
    return `${this.user() ?? ''}\n${sessionId}`;
  }

  /** Whether main answers this session itself: never sent to the API. */
  isLocal(sessionId: string): boolean {
    return sessionId.startsWith(LOCAL_SESSION_PREFIX) || this.takenOver.has(this.key(sessionId));
  }

  /** The session as main last knew it: its own, else the API's last answer. */
  get(sessionId: string): CorrectionSession | null {
    const key = this.key(sessionId);
    return this.local.get(key) ?? this.shadows.get(key) ?? null;
  }

  localSession(sessionId: string): CorrectionSession | null {
    return this.local.get(this.key(sessionId)) ?? null;
  }

  rememberShadow(session: CorrectionSession): void {
    if (!this.isLocal(session.id)) this.shadows.set(this.key(session.id), session);
  }

  keepLocal(session: CorrectionSession): void {
    this.local.set(this.key(session.id), session);
  }

  /** From now on main answers this server session, from its shadow; null without one. */
  takeOver(sessionId: string): CorrectionSession | null {
    const key = this.key(sessionId);
    const shadow = this.shadows.get(key);
    if (!shadow) return null;
    const session: CorrectionSession = { ...shadow, engine: 'local' };
    this.takenOver.add(key);
    this.shadows.delete(key);
    this.local.set(key, session);
    return session;
  }
}
