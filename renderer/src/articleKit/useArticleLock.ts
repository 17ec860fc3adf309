// The article's edition lock: the kit's lock (editorKit/useContentLock) with the article calls.
// `takeOver` (the user confirmed taking over from the list) applies to the first lock only: a lock
// taken from us later is never taken back without asking.
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useRef } from 'react';
import type { ApiError } from '../editorKit/apiError';
import {
  useContentLock,
  type ContentLock,
  type LockCalls,
  type LockLostWhen,
} from '../editorKit/useContentLock';
import {
  LockArticleDocument,
  RetainArticleLockDocument,
  UnlockArticleDocument,
} from '../graphql/generated/graphql';

export { LOCK_RETAIN_INTERVAL_MS } from '../editorKit/useContentLock';

export function useArticleLock(
  articleId: string | null,
  options: {
    changed: boolean;
    takeOver?: boolean;
    onLost: (error: ApiError, when: LockLostWhen) => void;
    onHeld?: () => void;
  },
): ContentLock {
  const client = useApolloClient();
  const takeOver = useRef(options.takeOver === true);
  const calls = useMemo<LockCalls>(
    () => ({
      lock: (id) => {
        const variables = { id, takeOver: takeOver.current };
        takeOver.current = false;
        return client.mutate({ mutation: LockArticleDocument, variables });
      },
      retain: (id, changed) =>
        client.mutate({ mutation: RetainArticleLockDocument, variables: { id, changed } }),
      unlock: (id) => client.mutate({ mutation: UnlockArticleDocument, variables: { id } }),
    }),
    [client],
  );
  return useContentLock(articleId, calls, options);
}
