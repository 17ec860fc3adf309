// The states of a list loaded page by page (useProgressiveRows): the error bar above what was
// loaded (« Réessayer » starts again), the empty text, the rows, and a spinner while a page loads.
import { Body1, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../common/domain/messages';
import { LoadErrorBar } from '../ui/LoadErrorBar';
import type { ProgressiveRows } from './useProgressiveRows';

export function ProgressiveListStates<Row>({
  list,
  emptyText = MESSAGES.noResult,
  children,
}: {
  list: ProgressiveRows<Row>;
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <>
      {list.error && <LoadErrorBar message={list.error} onRetry={list.reload} />}
      {!list.error && !list.loading && list.rows.length === 0 && <Body1>{emptyText}</Body1>}
      {list.rows.length > 0 && children}
      {list.loading && <Spinner size="small" label="Chargement…" />}
    </>
  );
}
