// The offer of contents created or published since a list loaded (issue 39, « nouveaux articles »
// on the dashboard's model): the list does not push them into what the user reads; it reloads
// when the user asks.
import { Button, makeStyles } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({ more: { alignSelf: 'center' } });

export function NewItemsButton({
  shown,
  label,
  onShow,
}: {
  shown: boolean;
  label: string;
  onShow: () => void;
}) {
  const styles = useStyles();
  if (!shown) return null;
  return (
    <Button
      appearance="primary"
      shape="circular"
      icon={<ArrowSyncRegular />}
      className={styles.more}
      onClick={onShow}
      data-testid="new-items"
    >
      {label}
    </Button>
  );
}
