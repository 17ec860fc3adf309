// « My generated slideshows » (spec 000 §2-§4): the user's processes on the brand, newest first —
// 'Création' / 'Edition', the subject or generated title, the recipe count, the status, the date,
// the error, a link to the slideshow — polled while one runs; empty and error states.
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { slideshowProcessKindLabel } from '../../../../common/domain/aiProcesses';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { AI_PROCESS_LABELS } from '../../../../common/domain/statuses';
import type { OpenAiProcessRowFragment } from '../../graphql/generated/graphql';
import { ListStates } from '../../listKit/ListStates';
import { StatusChip } from '../../ui/StatusChip';
import type { ChipTone } from '../../ui/chipTones';
import { useOpenAiProcesses } from './useOpenAiProcesses';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
});

const TONES: Record<OpenAiProcessRowFragment['status'], ChipTone> = {
  RUNNING: 'informative',
  SUCCESS: 'success',
  ERROR: 'danger',
};

export function HistoryTab({ brandKey }: { brandKey: string }) {
  const { query, rows } = useOpenAiProcesses(brandKey);
  return (
    <ListStates
      failed={!!query.error && rows.length === 0}
      onRetry={() => void query.refetch().catch(() => undefined)}
      loading={query.loading && rows.length === 0}
      empty={rows.length === 0}
      emptyText={MESSAGES.slideshowAiHistoryEmpty}
    >
      <Table aria-label={MESSAGES.slideshowAiTabHistory} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Type</TableHeaderCell>
            <TableHeaderCell>Diaporama</TableHeaderCell>
            <TableHeaderCell>Recettes</TableHeaderCell>
            <TableHeaderCell>Statut</TableHeaderCell>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Erreur</TableHeaderCell>
            <TableHeaderCell />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <ProcessRow key={row.id} row={row} />
          ))}
        </TableBody>
      </Table>
    </ListStates>
  );
}

function ProcessRow({ row }: { row: OpenAiProcessRowFragment }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const title = row.generatedTitle || row.slideshowSubject || '';
  return (
    <TableRow>
      <TableCell>{slideshowProcessKindLabel(row)}</TableCell>
      <TableCell>{title}</TableCell>
      <TableCell>{row.recipeNumber}</TableCell>
      <TableCell>
        <StatusChip tone={TONES[row.status]}>{AI_PROCESS_LABELS[row.status]}</StatusChip>
      </TableCell>
      <TableCell>{formatDateTime(new Date(row.createdAt))}</TableCell>
      <TableCell className={styles.error}>{row.status === 'ERROR' ? row.errorMsg : null}</TableCell>
      <TableCell>
        {row.articleId && (
          <Link onClick={() => navigate(`/slideshow/edit/${encodeURIComponent(row.articleId!)}`)}>
            {MESSAGES.slideshowAiOpen}
          </Link>
        )}
      </TableCell>
    </TableRow>
  );
}
