// The user's slideshow processes on the brand (openAiProcesses, first 100), asked again every
// LIMITS.polling.aiProcessesMs while any of them runs (spec 000 §4), and no more once all ended.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { anyRunning, AI_PROCESS_PAGES } from '../../../../common/domain/aiProcesses';
import { LIMITS } from '../../../../common/domain/limits';
import {
  OpenAiProcessesDocument,
  type OpenAiProcessRowFragment,
} from '../../graphql/generated/graphql';

const NONE: readonly OpenAiProcessRowFragment[] = [];

export function useOpenAiProcesses(brandKey: string) {
  const query = useQuery(OpenAiProcessesDocument, {
    variables: { brandKey, first: AI_PROCESS_PAGES.openAiProcesses },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (query.data ?? query.previousData)?.openAiProcesses ?? NONE;
  const running = anyRunning(rows);
  const { refetch } = query;
  // One timer at a time, armed again once each poll answered (an unchanged answer keeps the same
  // rows, hence the counter): never two polls at once, none after the last process ended.
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      void refetch()
        .catch(() => undefined)
        .finally(() => setPolls((n) => n + 1));
    }, LIMITS.polling.aiProcessesMs);
    return () => clearTimeout(timer);
  }, [running, polls, refetch]);
  return { query, rows, running };
}
