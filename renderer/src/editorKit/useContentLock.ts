// The edition lock (spec 000 §4 "Locking"), for any lockable content: taken on opening, retained
// periodically while the editor is open (30 min when there are unsaved changes, else 10, decided
// by the server), released on leaving. A lock held by someone else comes back as LOCKED naming the
// holder. Each content type gives its three calls (`LockCalls`); the article's are in
// articleKit/useArticleLock.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { onApiReturn } from '../draftsKit/apiStatus';
import { apiErrorOf, type ApiError } from './apiError';

/** Retained well inside the shortest expiry (10 min), so a slow network never lets it lapse. */
export const LOCK_RETAIN_INTERVAL_MS = 60_000;

/** A call's outcome as Apollo's `mutate` gives it: an error in the result, or a rejection. */
export interface LockCallResult {
  error?: unknown;
}

export interface LockCalls {
  lock: (id: string) => Promise<LockCallResult>;
  retain: (id: string, changed: boolean) => Promise<LockCallResult>;
  unlock: (id: string) => Promise<unknown>;
}

/**
 * When the lock was refused: on opening the editor (someone else holds it), or while editing — a
 * retain, or the lock taken again when the API came back — because a colleague took it over.
 */
export type LockLostWhen = 'opening' | 'editing';

/** The lock as the editor sees it (issue 39): whether the server confirmed it is ours. */
export interface ContentLock {
  /** The server granted it (and has not taken it back): announce « modifie », write. */
  held: boolean;
  /** Asks for it again (the hand-off: a colleague freed it); the editor stays as it is. */
  retake: () => void;
}

export function useContentLock(
  contentId: string | null,
  calls: LockCalls,
  options: {
    changed: boolean;
    onLost: (error: ApiError, when: LockLostWhen) => void;
    /** The server granted the lock (on opening, or when taken again). */
    onHeld?: () => void;
  },
): ContentLock {
  const latest = useRef({ ...options, calls });
  latest.current = { ...options, calls };
  // Each attempt is one run of the effect below (a hand-off starts a fresh one): `heldBy` names
  // the run that holds the lock, so a held lock of an earlier content or attempt never counts.
  const [attempt, setAttempt] = useState(0);
  const [heldBy, setHeldBy] = useState<string | null>(null);
  const run = contentId ? `${contentId}#${attempt}` : null;

  useEffect(() => {
    if (!contentId || !run) return;
    let active = true;
    let held = false;
    let lost = false;
    const report = (when: LockLostWhen) => (error: unknown) => {
      const apiError = apiErrorOf(error);
      if (!active || lost) return;
      // Taken from us while editing: no more retains (each would be refused again) and nothing of
      // ours to give back when the editor closes.
      if (when === 'editing' && apiError.code === 'LOCKED') {
        lost = true;
        held = false;
        stop();
      }
      if (apiError.code === 'LOCKED') setHeldBy((known) => (known === run ? null : known));
      latest.current.onLost(apiError, when);
    };
    const release = () => void latest.current.calls.unlock(contentId).catch(() => {});
    const take = (when: LockLostWhen) =>
      void latest.current.calls
        .lock(contentId)
        .then((result) => {
          if (result.error) return report(when)(result.error);
          held = true;
          // The editor closed while the lock was on its way: give it back at once.
          if (!active) return release();
          setHeldBy(run);
          latest.current.onHeld?.();
        })
        .catch(report(when));
    take('opening');
    // Taken again when the API comes back: opened offline (from the local copy) the editor could
    // not take it, and one that lapsed while offline must be taken again.
    const stopFollowing = onApiReturn(() => active && !lost && take('editing'));
    const timer = setInterval(() => {
      void latest.current.calls
        .retain(contentId, latest.current.changed)
        .then((result) => result.error && report('editing')(result.error))
        .catch(report('editing'));
    }, LOCK_RETAIN_INTERVAL_MS);
    function stop() {
      stopFollowing();
      clearInterval(timer);
    }
    return () => {
      active = false;
      stop();
      // Leaving ends the edition; a lock we never got is not ours to release.
      if (held) release();
    };
  }, [contentId, run]);

  const retake = useCallback(() => setAttempt((n) => n + 1), []);
  return { held: run !== null && heldBy === run, retake };
}
