// A list shown a page at a time: previous, where the user is, next.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export function Pager({
  page,
  pages,
  label,
  previousLabel,
  nextLabel,
  onPage,
}: {
  page: number;
  pages: number;
  /** Where the user is ('Page 2 sur 5 · …'). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPage(page: number): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.pager}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <Body1>{label}</Body1>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </div>
  );
}
