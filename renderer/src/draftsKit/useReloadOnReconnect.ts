// When the API comes back, every screen that waited for it reloads by itself (issue 13 failure
// 2): the queries on screen — failed ones, and those shown from the local copy — are asked again.
// So do they once the embedded server is ready: while it started, main answered the lists from
// their local copy (issue 11).
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { backoffice } from '../bridge/backoffice';
import { onApiReturn } from './apiStatus';

export function useReloadOnReconnect(): void {
  const client = useApolloClient();
  useEffect(() => {
    const reload = () => void client.refetchQueries({ include: 'active' }).catch(() => {});
    const offReturn = onApiReturn(reload);
    const offReady = backoffice().on('embedded.status', ({ state }) => {
      if (state === 'ready') reload();
    });
    return () => {
      offReturn();
      offReady();
    };
  }, [client]);
}
