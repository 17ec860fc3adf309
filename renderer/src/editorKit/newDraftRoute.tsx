// A new content's route carries its local draft's id (`?draft=<uuid>`), so reloading the page, or
// reopening the app on it, finds the draft again. Every editor page reads it here; a route without
// a valid one is sent, once, to the same route with a fresh one.
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { NEW_DRAFT_ID } from '../../../common/ipc/draftLimits';

/** The route's new-draft id when it is a valid one (a uuid, common/ipc/draftLimits), else null. */
export function useNewDraftId(): string | null {
  const [searchParams] = useSearchParams();
  const draftId = searchParams.get('draft');
  return draftId && NEW_DRAFT_ID.test(draftId) ? draftId : null;
}

/**
 * Replaces the route with the same one carrying a fresh draft id (its state kept); `query` comes
 * first in the new query string (a new card's status).
 */
export function NewDraftRedirect({ query }: { query?: Record<string, string> }) {
  const location = useLocation();
  const [draftId] = useState(() => crypto.randomUUID());
  const search = new URLSearchParams({ ...query, draft: draftId });
  return <Navigate replace to={`?${search.toString()}`} state={location.state} />;
}
