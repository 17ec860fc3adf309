// The edition lock (spec 000 §4 "Locking"): taken on opening, retained periodically while the
// editor is open (30 min when there are unsaved changes, else 10, decided by the server), released
// on leaving. A lock held by someone else comes back as LOCKED naming the holder.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { LockArticleDocument, RetainArticleLockDocument, UnlockArticleDocument } from '../../graphql/generated/graphql';
import { apiErrorOf, type ApiError } from './apiError';

/** Retained well inside the shortest expiry (10 min), so a slow network never lets it lapse. */
export const LOCK_RETAIN_INTERVAL_MS = 60_000;

export function useArticleLock(articleId: string | null, options: { changed: boolean; onLost: (error: ApiError) => void }): void {
  const client = useApolloClient();
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!articleId) return;
    let active = true;
    let held = false;
    const report = (error: unknown) => {
      const apiError = apiErrorOf(error);
      if (active) latest.current.onLost(apiError);
    };
    void client
      .mutate({ mutation: LockArticleDocument, variables: { id: articleId } })
      .then((result) => {
        if (result.error) return report(result.error);
        held = true;
        // The editor closed while the lock was on its way: give it back at once.
        if (!active) void client.mutate({ mutation: UnlockArticleDocument, variables: { id: articleId } }).catch(() => {});
      })
      .catch(report);
    const timer = setInterval(() => {
      void client
        .mutate({ mutation: RetainArticleLockDocument, variables: { id: articleId, changed: latest.current.changed } })
        .then((result) => result.error && report(result.error))
        .catch(report);
    }, LOCK_RETAIN_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
      // Leaving ends the edition; a lock we never got is not ours to release.
      if (held) void client.mutate({ mutation: UnlockArticleDocument, variables: { id: articleId } }).catch(() => {});
    };
  }, [articleId, client]);
}
