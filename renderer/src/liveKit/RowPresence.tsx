// A list row's presence (issue 39): who is editing this content now, live — a small avatar and
// « Camille Martin modifie ». Readers are not shown in a row (the header shows them).
import { Avatar, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { PresenceEntry } from '../../../common/live/liveEvents';
import { presenceSentence } from './EditorPresence';

const useStyles = makeStyles({
  row: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteBerryForeground2,
  },
});

export function RowPresence({ entries }: { entries: readonly PresenceEntry[] }) {
  const styles = useStyles();
  const editing = entries.filter((entry) => entry.mode === 'editing');
  if (editing.length === 0) return null;
  const sentence = presenceSentence(editing);
  return (
    <span className={styles.row} data-testid="row-presence">
      <Avatar size={16} name={editing[0]?.userName} color="colorful" aria-hidden />
      <Caption1>{sentence}</Caption1>
    </span>
  );
}
