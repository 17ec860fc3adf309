// The dashboard's infinite list (spec 000 §2 columns): rows are virtualised (only those on screen
// are in the DOM, whatever was loaded) and the next page of 50 is asked when the end comes near.
// A row opens its editor by click or Enter.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { DASHBOARD_COLUMNS } from '../../../../common/domain/dashboard';
import type { DashboardRowFragment } from '../../graphql/generated/graphql';
import { useVirtualRows } from '../../listKit/useVirtualRows';
import { dashboardRowCells } from './dashboardRows';
import { Thumbnail } from '../../ui/Thumbnail';
import { useHandler } from '../../ui/useStable';

export const ROW_HEIGHT = 64;
// Narrow columns wrap to two lines (a row is 64 px high); below ~760 px the table scrolls sideways.
const GRID = '96px 64px minmax(160px, 3fr) minmax(80px, 1fr) minmax(80px, 1fr) 80px 84px 96px';

const useStyles = makeStyles({
  table: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    flexGrow: 1,
    overflowX: 'auto',
  },
  header: {
    display: 'grid',
    gridTemplateColumns: GRID,
    columnGap: tokens.spacingHorizontalS,
    minWidth: '760px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightSemibold,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  scroller: {
    overflowY: 'auto',
    flexGrow: 1,
    minHeight: '240px',
    minWidth: '760px',
    position: 'relative',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: GRID,
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'center',
    minWidth: '760px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    position: 'absolute',
    left: 0,
    right: 0,
    height: `${ROW_HEIGHT}px`,
    boxSizing: 'border-box',
    // A row's size never depends on its content (absolute, left/right, fixed height): the browser
    // lays out and paints each row on its own, not the whole list, when rows come and go.
    contain: 'strict',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  wrap: {
    overflow: 'hidden',
    minWidth: 0,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  twoLines: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  image: {
    width: '60px',
    height: '44px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function DashboardList({
  rows,
  hasMore,
  onLoadMore,
  onOpen,
}: {
  rows: DashboardRowFragment[];
  hasMore: boolean;
  onLoadMore(): void;
  onOpen(row: DashboardRowFragment): void;
}) {
  const styles = useStyles();
  const virtual = useVirtualRows<HTMLDivElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: 8,
    loadMore: { within: 10, wanted: hasMore, onLoadMore },
  });
  // One handler for every row (the page's changes each render): a row already on screen is not
  // rendered again when the list scrolls or the next page arrives.
  const open = useHandler(onOpen);

  return (
    <div
      className={styles.table}
      role="table"
      aria-label="Publications"
      aria-rowcount={rows.length + 1}
    >
      <div role="rowgroup">
        <div className={styles.header} role="row" aria-rowindex={1}>
          {DASHBOARD_COLUMNS.map((title) => (
            <div key={title} role="columnheader" className={styles.wrap}>
              {title}
            </div>
          ))}
        </div>
      </div>
      <div
        className={styles.scroller}
        ref={virtual.scrollerRef}
        role="rowgroup"
        data-testid="dashboard-scroller"
      >
        <div style={{ height: `${virtual.totalSize}px`, position: 'relative' }}>
          {virtual.items.map((item) => (
            <DashboardRow
              key={rows[item.index]!.id}
              row={rows[item.index]!}
              index={item.index}
              start={item.start}
              onOpen={open}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/** One row: rendered when it comes into view, then left alone while the list scrolls. */
const DashboardRow = memo(function DashboardRow({
  row,
  index,
  start,
  onOpen,
}: {
  row: DashboardRowFragment;
  index: number;
  start: number;
  onOpen(row: DashboardRowFragment): void;
}) {
  const styles = useStyles();
  const cells = dashboardRowCells(row);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      className={styles.row}
      style={{ top: `${start}px` }}
      onClick={() => onOpen(row)}
      onKeyDown={(event) => event.key === 'Enter' && onOpen(row)}
    >
      <div role="cell" className={styles.wrap}>
        {cells.published}
      </div>
      <div role="cell">
        {/* Not loading="lazy": only the rows near the view exist (virtualised), and each lazy
            image's intersection check ran on every frame of the scroll. */}
        {cells.image ? (
          <Thumbnail className={styles.image} src={cells.image} decoding="async" />
        ) : (
          <div className={styles.image} aria-label="Sans image" />
        )}
      </div>
      <div role="cell" className={styles.twoLines}>
        <span className={mergeClasses(styles.cell, styles.title)}>{cells.title}</span>
        <span className={mergeClasses(styles.cell, styles.sub)}>{cells.kind}</span>
      </div>
      <div role="cell" className={styles.wrap} title={cells.categories}>
        {cells.categories || <span className={styles.muted}>—</span>}
      </div>
      <div role="cell" className={styles.wrap} title={cells.contributors}>
        {cells.contributors || <span className={styles.muted}>—</span>}
      </div>
      <div role="cell" className={styles.wrap}>
        {cells.media || <span className={styles.muted}>—</span>}
      </div>
      <div role="cell" className={styles.wrap}>
        {cells.diffusion}
      </div>
      <div role="cell" className={styles.wrap}>
        {cells.status}
      </div>
    </div>
  );
});
