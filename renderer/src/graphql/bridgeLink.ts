// Apollo's only link: every operation goes to main through the contract (main adds the token and
// does the HTTP). The renderer makes no network request of its own.
import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import { recordOfflineCopy } from '../draftsKit/offlineCopies';

export function createBridgeLink(bridge: () => BackofficeBridge): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let active = true;
        bridge()
          .graphql.request({
            operationName: operation.operationName ?? 'Anonymous',
            query: print(operation.query),
            variables: operation.variables as Record<string, unknown>,
          })
          .then(({ offlineCopy, ...result }) => {
            // A read main answered from its local copy (API unreachable): screens say so.
            recordOfflineCopy(
              operation.operationName ?? 'Anonymous',
              operation.variables,
              offlineCopy?.savedAt ?? null,
            );
            if (!active) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => active && observer.error(error));
        return () => {
          active = false;
        };
      }),
  );
}
