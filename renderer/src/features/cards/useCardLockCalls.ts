// The card's three lock calls for the editor kit's useContentLock (spec 000 §4 "Locking": cards
// are lockable): lockCard on opening, retainCardLock every minute, unlockCard on leaving.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { LockCalls } from '../../editorKit/useContentLock';
import {
  LockCardDocument,
  RetainCardLockDocument,
  UnlockCardDocument,
} from '../../graphql/generated/graphql';

export function useCardLockCalls(): LockCalls {
  const client = useApolloClient();
  return useMemo(
    () => ({
      lock: (id) => client.mutate({ mutation: LockCardDocument, variables: { id } }),
      retain: (id, changed) =>
        client.mutate({ mutation: RetainCardLockDocument, variables: { id, changed } }),
      unlock: (id) => client.mutate({ mutation: UnlockCardDocument, variables: { id } }),
    }),
    [client],
  );
}
