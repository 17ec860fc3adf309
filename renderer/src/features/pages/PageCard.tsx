// One card of the page list (000 §2): title, status, published article count and lock holder;
// actions Ouvrir (only with children, showing their count), Créer une sous-page (only below
// level 5, for whoever may create there) and Modifier (only when nobody else holds the lock).
import { StatusChip } from '../../ui/StatusChip';
import {
  Body1,
  Button,
  Caption1,
  Card,
  CardFooter,
  CardHeader,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { PAGE_STATUS_LABELS, type PageStatus } from '../../../../common/domain/statuses';
import type { PresenceEntry } from '../../../../common/live/liveEvents';
import type { PageListQuery } from '../../graphql/generated/graphql';
import { RowPresence } from '../../liveKit';

type PageRow = PageListQuery['categories'][number];

const useStyles = makeStyles({
  card: { minHeight: '132px' },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground3,
  },
  footer: { flexWrap: 'wrap', marginTop: 'auto' },
});

const STATUS_COLOR: Record<
  PageStatus,
  'success' | 'warning' | 'informative' | 'subtle' | 'danger'
> = {
  Published: 'success',
  Scheduled: 'warning',
  Draft: 'informative',
  Archived: 'subtle',
  Deleted: 'danger',
};

const NOBODY: readonly PresenceEntry[] = [];

export function PageCard({
  page,
  currentUserId,
  presence = NOBODY,
  onOpen,
  onCreateChild,
  onEdit,
}: {
  page: PageRow;
  currentUserId: string | null;
  /** Who has the page open now (issue 39, the list kit's live rows). */
  presence?: readonly PresenceEntry[];
  onOpen: () => void;
  onCreateChild: () => void;
  onEdit: () => void;
}) {
  const styles = useStyles();
  const status = page.status as PageStatus;
  const lockedByOther =
    page.lockedBy !== null && page.lockedBy !== undefined && page.lockedBy.id !== currentUserId;
  return (
    <Card className={styles.card} role="listitem" aria-label={page.title}>
      <CardHeader
        header={
          <Body1>
            <b>{page.title}</b>
          </Body1>
        }
        description={
          <div className={styles.meta}>
            <StatusChip tone={STATUS_COLOR[status] ?? 'informative'}>
              {PAGE_STATUS_LABELS[status] ?? page.status}
            </StatusChip>
            <Caption1>Niveau {page.level}</Caption1>
            <Caption1>
              {page.publishedArticleCount} article{page.publishedArticleCount > 1 ? 's' : ''} publié
              {page.publishedArticleCount > 1 ? 's' : ''}
            </Caption1>
            {/* A colleague editing it now (live) says more than the lock line: one line. */}
            <RowPresence entries={presence} />
            {page.lockedBy && !presence.some((entry) => entry.mode === 'editing') && (
              <Caption1>
                <LockClosedRegular aria-hidden /> En cours de modification par {page.lockedBy.name}
              </Caption1>
            )}
          </div>
        }
      />
      <CardFooter className={styles.footer}>
        {page.childCountOf > 0 && (
          <Button appearance="primary" size="small" onClick={onOpen}>
            {MESSAGES.pageCardOpen} ({page.childCountOf})
          </Button>
        )}
        {page.level < LIMITS.categories.maxLevel && page.canCreateChild && (
          <Button size="small" onClick={onCreateChild}>
            {MESSAGES.pageCardCreateChild}
          </Button>
        )}
        {!lockedByOther && (
          <Button size="small" onClick={onEdit}>
            {MESSAGES.pageCardEdit}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
