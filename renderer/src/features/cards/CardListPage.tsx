// The cards list (spec 000 §2 "Cards list"): tabs 'en ligne' / 'archivé', a 4-column grid of tiles
// (image, title, location label), 'Pas de résultat' when empty, a floating create button. A brand
// holds up to 10,000 cards (001 §9): the grid renders only the rows in view (react-virtual), so the
// first tiles paint as fast with 10,000 cards as with 10.
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ImageRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  CARD_STATUSES,
  CARD_STATUS_LABELS,
  type CardStatus,
} from '../../../../common/domain/statuses';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { appendPage } from '../../graphql/appendPage';
import {
  CardListDocument,
  CardTileByIdDocument,
  type CardTileFragment,
} from '../../graphql/generated/graphql';
import type { PresenceEntry } from '../../../../common/live/liveEvents';
import { RowPresence } from '../../liveKit';
import { NewItemsButton } from '../../listKit/NewItemsButton';
import { useLiveRows } from '../../listKit/useLiveRows';
import { ListPage } from '../../listKit/ListPage';
import { ListStates } from '../../listKit/ListStates';
import { ListTabs } from '../../listKit/ListTabs';
import { useUrlFilters } from '../../listKit/useUrlFilters';
import { useVirtualRows } from '../../listKit/useVirtualRows';
import { cardEditPath, cardImageUrl, cardStatusOf } from './cardRoutes';
import { Thumbnail } from '../../ui/Thumbnail';

export const CARD_COLUMNS = 4;
const NO_CARDS: readonly CardTileFragment[] = [];
const ROW_HEIGHT = 236;
export const NEW_CARD_LABEL = 'Créer un encart';

const useStyles = makeStyles({
  root: {
    height: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL} 0`,
  },
  scroller: { flexGrow: 1, minHeight: 0, overflowY: 'auto', paddingBottom: '96px' },
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    display: 'grid',
    gridTemplateColumns: `repeat(${CARD_COLUMNS}, minmax(0, 1fr))`,
    gap: tokens.spacingHorizontalL,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    // A button sizes to its content, not to its grid column: tiles of one width.
    width: '100%',
    height: `${ROW_HEIGHT - 16}px`,
    padding: 0,
    textAlign: 'start',
    cursor: 'pointer',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  image: {
    height: '140px',
    width: '100%',
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: '32px',
    flexShrink: 0,
  },
  text: {
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  title: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
  label: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  fab: {
    position: 'fixed',
    right: '32px',
    bottom: '32px',
    minWidth: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: tokens.shadow16,
  },
});

const CARD_TABS = CARD_STATUSES.map((status) => ({
  value: status,
  label: CARD_STATUS_LABELS[status],
}));

function CardTile({
  card,
  presence,
  onOpen,
}: {
  card: CardTileFragment;
  presence: readonly PresenceEntry[];
  onOpen: () => void;
}) {
  const styles = useStyles();
  const image = cardImageUrl(card.media);
  return (
    <button type="button" className={styles.tile} onClick={onOpen}>
      {image ? (
        <Thumbnail className={styles.image} src={image} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden>
          <ImageRegular />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{card.title}</span>
        <Caption1 className={styles.label}>
          {MESSAGES.cardLocation} : {card.label}
        </Caption1>
        <RowPresence entries={presence} />
      </span>
    </button>
  );
}

function CardGrid({
  cards,
  brandKey,
  presenceOf,
}: {
  cards: readonly CardTileFragment[];
  brandKey: string;
  presenceOf: (id: string) => readonly PresenceEntry[];
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const virtual = useVirtualRows<HTMLDivElement>({
    count: Math.ceil(cards.length / CARD_COLUMNS),
    rowHeight: ROW_HEIGHT,
    overscan: 3,
    initialRect: { width: 1000, height: 900 },
  });
  return (
    <div ref={virtual.scrollerRef} className={styles.scroller} data-testid="card-grid">
      <div style={{ height: virtual.totalSize, position: 'relative' }}>
        {virtual.items.map((row) => (
          <div
            key={row.key}
            className={styles.row}
            style={{ top: row.start, height: ROW_HEIGHT }}
            role="list"
          >
            {cards.slice(row.index * CARD_COLUMNS, (row.index + 1) * CARD_COLUMNS).map((card) => (
              <div role="listitem" key={card.id}>
                <CardTile
                  card={card}
                  presence={presenceOf(card.id)}
                  onOpen={() => navigate(cardEditPath(brandKey, card.id, card.status))}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

const CARDS_PER_REQUEST = LIMITS.pageSize.cardsPerRequest;
/**
 * The first request asks only for what fills the screen and more (the grid shows ~7 rows of 4):
 * Apollo's cache takes ~0.35 ms a card to write and read back, so 1,000 cards before the first
 * tiles cost ~360 ms of the page's thread (1 s after the app's start, measured in Chromium). The
 * rest follows in requests of CARDS_PER_REQUEST.
 */
export const FIRST_CARDS = 100;

/** Whether the cards loaded so far (`loaded`) end on a full request, so more may follow. */
export function cardsMayHaveMore(loaded: number): boolean {
  if (loaded <= 0 || loaded >= LIMITS.pageSize.cards) return false;
  return loaded === FIRST_CARDS || (loaded - FIRST_CARDS) % CARDS_PER_REQUEST === 0;
}

/**
 * A tab's cards: FIRST_CARDS, then the rest asked once the tiles just received are on screen
 * (after the next frame): React may run the effect before the browser paints, and the request's
 * start would then hold the first tiles back. Up to 10,000 cards, 1,000 at a time; a full last
 * request means there may be more.
 */
function useCardList(brandKey: string, status: CardStatus) {
  const query = useQuery(CardListDocument, {
    variables: { where: { brandKey, status }, first: FIRST_CARDS, skip: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading, fetchMore } = query;
  const loaded = data?.cards.length ?? 0;
  const mayHaveMore = cardsMayHaveMore(loaded);
  useEffect(() => {
    if (!mayHaveMore || loading) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(
        () =>
          void fetchMore({
            variables: { skip: loaded, first: CARDS_PER_REQUEST },
            updateQuery: appendPage('cards'),
          }),
        0,
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [mayHaveMore, loading, loaded, fetchMore]);
  return query;
}

export function CardListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { brandKey = '' } = useParams();
  const { params, setFilters } = useUrlFilters();
  const status = cardStatusOf(params.get('status'));
  useSectionLook('Encarts', 'web');
  const { data, previousData, loading, error, refetch } = useCardList(brandKey, status);
  const shown = data ?? previousData;
  const live = useLiveRows({
    contentType: 'card',
    brandKey,
    rows: shown?.cards ?? NO_CARDS,
    row: { query: CardTileByIdDocument, pick: (d) => d.card },
    presence: true,
    onNew: 'offer',
    reload: () => void refetch(),
  });
  const cards = live.rows;

  return (
    <ListPage titleId="card-list-title" title="Encarts" className={styles.root}>
      <ListTabs
        tabs={CARD_TABS}
        selected={status}
        onSelect={(tab) => setFilters({ status: cardStatusOf(tab) }, { replace: true })}
        label="Statut"
      />
      <NewItemsButton shown={live.newItems} label={MESSAGES.newCards} onShow={live.showNew} />
      <ListStates
        failed={!!error && !shown}
        onRetry={() => void refetch()}
        loading={!shown && loading}
        empty={cards.length === 0}
        emptyText={MESSAGES.noResultCards}
      >
        <CardGrid key={status} cards={cards} brandKey={brandKey} presenceOf={live.presenceOf} />
      </ListStates>
      <Tooltip content={NEW_CARD_LABEL} relationship="label">
        <Button
          appearance="primary"
          size="large"
          className={mergeClasses(styles.fab)}
          icon={<AddRegular />}
          onClick={() => navigate(cardEditPath(brandKey, null, status))}
        />
      </Tooltip>
    </ListPage>
  );
}
