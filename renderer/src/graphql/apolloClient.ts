import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { BackofficeBridge } from '../../../common/ipc/bridge';
import { createBridgeLink } from './bridgeLink';

/** Partial data with errors is kept (spec 001 §7): errorPolicy 'all' everywhere. */
export function createApolloClient(bridge: () => BackofficeBridge): ApolloClient {
  return new ApolloClient({
    link: createBridgeLink(bridge),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
}

// Tells Apollo's types that results may hold data and errors together (the defaults above).
// Apollo declares these as namespaces, so augmenting them needs namespace syntax.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace ApolloClient {
    // eslint-disable-next-line @typescript-eslint/no-namespace
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
