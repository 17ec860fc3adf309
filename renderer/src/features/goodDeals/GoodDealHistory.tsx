// « Mes bons plans générés » (spec 000 §4): the current user's good-deal processes, first 30,
// newest first, asked again every LIMITS.polling.goodDealProcessesMs while this tab shows (the
// poller stops when the tab unmounts). Load error with « Réessayer », empty state, rows.
import { useQuery } from '@apollo/client/react';
import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { GoodDealProcessesDocument } from '../../graphql/generated/graphql';
import { ListStates } from '../../listKit/ListStates';
import { GoodDealProcessRow } from './GoodDealProcessRow';
import { HISTORY_VARIABLES } from './useGenerateGoodDeal';

export function GoodDealHistory() {
  const query = useQuery(GoodDealProcessesDocument, {
    variables: HISTORY_VARIABLES,
    fetchPolicy: 'cache-and-network',
    pollInterval: LIMITS.polling.goodDealProcessesMs,
  });
  const rows = query.data?.articleGoodDealAiProcesses ?? [];
  return (
    <ListStates
      failed={!!query.error && !query.data}
      onRetry={() => void query.refetch()}
      loading={!query.data && query.loading}
      empty={rows.length === 0}
      emptyText={MESSAGES.goodDealNoProcess}
    >
      <Table aria-label={MESSAGES.goodDealHistoryTab}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Produit</TableHeaderCell>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Statut</TableHeaderCell>
            <TableHeaderCell>Résultat</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((process) => (
            <GoodDealProcessRow key={process.id} process={process} />
          ))}
        </TableBody>
      </Table>
    </ListStates>
  );
}
