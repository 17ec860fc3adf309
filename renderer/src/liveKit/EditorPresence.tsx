// The editor header's presence (issue 39): this window announces the content it has open
// (« modifie » while it holds the lock, « regarde » otherwise) and shows the colleagues who have it
// open too, as avatars with who reads and who writes; « hors ligne » when the live channel is down.
import {
  AvatarGroup,
  AvatarGroupItem,
  Badge,
  Caption1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MESSAGES } from '../../../common/domain/messages';
import type { LiveContentType, PresenceEntry } from '../../../common/live/liveEvents';
import { useLiveState } from './liveStore';
import { useAnnouncePresence } from './useAnnouncePresence';
import { usePresence } from './usePresence';

const useStyles = makeStyles({
  box: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  names: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '320px',
  },
});

/** Where the header's presence is: the content and whether this window holds its lock. */
export interface EditorLive {
  brandKey: string;
  contentType: LiveContentType;
  /** Null for a content never saved: nobody else can have it open. */
  contentId: string | null;
  /** This window holds the content's lock (it writes); else it reads. */
  editing: boolean;
}

export const presenceModeLabel = (entry: Pick<PresenceEntry, 'mode'>) =>
  entry.mode === 'editing' ? MESSAGES.presenceEditing : MESSAGES.presenceViewing;

/** « Camille Martin modifie, Julien Bernard regarde »: the holder first. */
export function presenceSentence(entries: readonly PresenceEntry[]): string {
  const ordered = [...entries].sort((a, b) =>
    a.mode === b.mode ? a.userName.localeCompare(b.userName) : a.mode === 'editing' ? -1 : 1,
  );
  return ordered.map((entry) => `${entry.userName} ${presenceModeLabel(entry)}`).join(', ');
}

export function EditorPresence({ live }: { live: EditorLive }) {
  const styles = useStyles();
  const { brandKey, contentType, contentId, editing } = live;
  useAnnouncePresence(
    contentId ? [{ brandKey, contentType, contentId, mode: editing ? 'editing' : 'viewing' }] : [],
  );
  const others = usePresence(brandKey, contentType, contentId);
  const state = useLiveState();
  if (state === 'offline')
    return (
      <Badge appearance="outline" color="subtle" data-testid="editor-presence">
        {MESSAGES.presenceOffline}
      </Badge>
    );
  if (others.length === 0) return null;
  const sentence = presenceSentence(others);
  return (
    <div
      className={styles.box}
      data-testid="editor-presence"
      role="group"
      aria-label={`${MESSAGES.presenceLabel} : ${sentence}`}
    >
      <AvatarGroup layout="stack" size={28}>
        {others.slice(0, 4).map((entry) => (
          <AvatarGroupItem
            key={entry.userId}
            name={entry.userName}
            color="colorful"
            badge={{ status: entry.mode === 'editing' ? 'busy' : 'available' }}
          />
        ))}
      </AvatarGroup>
      <Caption1 className={styles.names} title={sentence}>
        {sentence}
      </Caption1>
    </div>
  );
}
