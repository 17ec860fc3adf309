// The article's edition lock: the kit's lock (editorKit/useContentLock) with the article calls.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ApiError } from '../../editorKit/apiError';
import { useContentLock, type LockCalls } from '../../editorKit/useContentLock';
import {
  LockArticleDocument,
  RetainArticleLockDocument,
  UnlockArticleDocument,
} from '../../graphql/generated/graphql';

export { LOCK_RETAIN_INTERVAL_MS } from '../../editorKit/useContentLock';

export function useArticleLock(
  articleId: string | null,
  options: { changed: boolean; onLost: (error: ApiError) => void },
): void {
  const client = useApolloClient();
  const calls = useMemo<LockCalls>(
    () => ({
      lock: (id) => client.mutate({ mutation: LockArticleDocument, variables: { id } }),
      retain: (id, changed) =>
        client.mutate({ mutation: RetainArticleLockDocument, variables: { id, changed } }),
      unlock: (id) => client.mutate({ mutation: UnlockArticleDocument, variables: { id } }),
    }),
    [client],
  );
  useContentLock(articleId, calls, options);
}
