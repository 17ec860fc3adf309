// What a list shows instead of its rows, in this order: the failed load (LoadErrorBar with
// « Réessayer », or the page's offline notice), the first load, the empty list; otherwise the rows.
import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../common/domain/messages';
import { LoadErrorBar } from '../ui/LoadErrorBar';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3 } });

export interface ListStatesProps {
  /** The load failed and nothing can be shown (the page decides: cached rows may still show). */
  failed: boolean;
  onRetry(): void;
  /** The failure's French text; the generic error by default. */
  errorMessage?: string;
  /** Shown instead of the error bar when given (waiting for the network, say). */
  offline?: ReactNode;
  /** Nothing to show yet and the first page is on its way. */
  loading: boolean;
  loadingLabel?: string;
  empty: boolean;
  /** The empty list's text ('Aucun résultat' by default), or `emptyContent` when given. */
  emptyText?: string;
  emptyContent?: ReactNode;
  children: ReactNode;
}

export function ListStates({
  failed,
  onRetry,
  errorMessage,
  offline,
  loading,
  loadingLabel = 'Chargement…',
  empty,
  emptyText = MESSAGES.noResult,
  emptyContent,
  children,
}: ListStatesProps) {
  const styles = useStyles();
  if (failed) return offline ?? <LoadErrorBar message={errorMessage} onRetry={onRetry} />;
  if (loading) return <Spinner label={loadingLabel} />;
  if (empty) return emptyContent ?? <Body1 className={styles.muted}>{emptyText}</Body1>;
  return children;
}
