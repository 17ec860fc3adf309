// The page's edition lock through the editor kit's useContentLock (000 §4 "Locking"): taken on
// opening, retained every minute (the server keeps a page's lock 600000 ms), released on leaving.
// Another user's lock comes back as LOCKED naming the holder; the editor then disables its form.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useContentLock, type ApiError, type ContentLock, type LockCalls } from '../../editorKit';
import {
  LockPageDocument,
  RetainPageLockDocument,
  UnlockPageDocument,
} from '../../graphql/generated/graphql';

export function usePageLock(
  pageId: string | null,
  onLost: (error: ApiError) => void,
  onHeld?: () => void,
): ContentLock {
  const client = useApolloClient();
  const calls = useMemo<LockCalls>(
    () => ({
      lock: (id) => client.mutate({ mutation: LockPageDocument, variables: { id } }),
      // A page's lock has one duration: `changed` does not apply (001 §9).
      retain: (id) => client.mutate({ mutation: RetainPageLockDocument, variables: { id } }),
      unlock: (id) => client.mutate({ mutation: UnlockPageDocument, variables: { id } }),
    }),
    [client],
  );
  return useContentLock(pageId, calls, { changed: false, onLost, onHeld });
}
