// One good-deal process (spec 000 §4; 001 §5): the product's title (its address until the page
// was read), when it started, its status (no status = 'En cours', with a spinner), and for
// SUCCESS a link opening the Draft article in the editor, for ERROR the French message.
import { Link, Spinner, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { GOOD_DEAL_PROCESS_LABELS } from '../../../../common/domain/statuses';
import { editPath } from '../../articleKit/listParams';
import type { GoodDealProcessRowFragment } from '../../graphql/generated/graphql';

const useStyles = makeStyles({
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
  product: { wordBreak: 'break-all' },
});

export function GoodDealProcessRow({ process }: { process: GoodDealProcessRowFragment }) {
  const styles = useStyles();
  const status = process.status ?? '';
  return (
    <TableRow>
      <TableCell className={styles.product}>{process.productTitle || process.productUrl}</TableCell>
      <TableCell>{formatDateTime(new Date(process.createdAt))}</TableCell>
      <TableCell>
        <span className={styles.status}>
          {status === '' && <Spinner size="tiny" aria-hidden />}
          {GOOD_DEAL_PROCESS_LABELS[status]}
        </span>
      </TableCell>
      <TableCell>
        <ProcessOutcome process={process} errorClass={styles.error} />
      </TableCell>
    </TableRow>
  );
}

function ProcessOutcome({
  process,
  errorClass,
}: {
  process: GoodDealProcessRowFragment;
  errorClass: string;
}) {
  const navigate = useNavigate();
  const article = process.article;
  if (process.status === 'SUCCESS' && article)
    return (
      <Link onClick={() => navigate(editPath(article.brandKey, 'article', article.id))}>
        {MESSAGES.goodDealOpenArticle}
      </Link>
    );
  if (process.status === 'ERROR')
    return <span className={errorClass}>{process.error ?? MESSAGES.genericError}</span>;
  return null;
}
