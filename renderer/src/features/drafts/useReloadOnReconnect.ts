// When the API comes back, every screen that waited for it reloads by itself (issue 13 failure
// 2): the queries on screen — failed ones, and those shown from the local copy — are asked again.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { onApiReturn } from './apiStatus';

export function useReloadOnReconnect(): void {
  const client = useApolloClient();
  useEffect(
    () =>
      onApiReturn(() => {
        void client.refetchQueries({ include: 'active' }).catch(() => {});
      }),
    [client],
  );
}
