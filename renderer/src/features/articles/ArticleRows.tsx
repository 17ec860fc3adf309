// The article list's table (spec 000 §2, §4): thumbnail, title with the lock holder, authors,
// brand, status ('Programmé le'), dates. Its rows are virtualised by the list kit: only those on
// screen are in the page, and near the end the next 50 are asked for.
import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import type { ArticleListRowFragment } from '../../graphql/generated/graphql';
import { useVirtualRows } from '../../listKit/useVirtualRows';
import { RowPresence } from '../../liveKit';
import type { PresenceEntry } from '../../../../common/live/liveEvents';
import { Thumbnail } from '../../ui/Thumbnail';
import { useHandler } from '../../ui/useStable';
import { useTableBodyClasses } from '../../ui/useTableBodyClasses';
import { rowAuthors, rowDate, rowLock, rowStatus, rowThumbnail, rowTitle } from './articleListRows';

const NOBODY: readonly PresenceEntry[] = [];

/** The height a row is assumed to have before it is measured. */
export const ROW_HEIGHT = 56;

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  // The title carries the row: it gets the room, the short columns keep to their content.
  titleColumn: { width: '34%' },
  shortColumn: { width: '7%' },
  dateColumn: { width: '13%' },
  muted: { color: tokens.colorNeutralForeground3 },
  // The scrolling box of the virtualised rows: the list fills the window below its header.
  scroller: { overflowY: 'auto', maxHeight: 'calc(100vh - 300px)', minHeight: '240px' },
  thumbColumn: { width: '72px' },
  thumb: {
    width: '64px',
    height: '40px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'block',
  },
  lock: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorPaletteMarigoldForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  rowSpacer: { height: 0, padding: 0, border: 'none' },
  titleCell: { display: 'flex', flexDirection: 'column' },
});

/**
 * The table's scrolling box: its own component, so that scrolling renders it alone (the
 * virtualiser re-renders its host on every scroll), and its rows are memoised: a scroll mounts the
 * rows coming into view and leaves the others as they are.
 */
export function ArticleRows({
  rows,
  heading,
  wantsMore,
  onLoadMore,
  onOpen,
  presenceOf,
}: {
  rows: readonly ArticleListRowFragment[];
  heading: string;
  /** More rows exist and none are being loaded. */
  wantsMore: boolean;
  onLoadMore: () => void;
  onOpen: (row: ArticleListRowFragment) => void;
  /** Who has each row's article open (issue 39, liveKit's useListPresence). */
  presenceOf?: (id: string) => readonly PresenceEntry[];
}) {
  const styles = useStyles();
  const bodyClasses = useTableBodyClasses();
  const virtual = useVirtualRows<HTMLDivElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: 10,
    renderInScrollEvent: false,
    loadMore: { within: 5, wanted: wantsMore, onLoadMore },
  });
  // The rows keep one click handler across renders (a new one would render every row again).
  const open = useHandler(onOpen);

  return (
    <div className={styles.scroller} ref={virtual.scrollerRef} data-testid="article-list-scroller">
      <Table aria-label={`Liste des ${heading.toLowerCase()}`}>
        <ArticleListHeader />
        <TableBody>
          {virtual.padTop > 0 && (
            <tr aria-hidden className={styles.rowSpacer} style={{ height: virtual.padTop }} />
          )}
          {virtual.items.map(({ index }) => (
            <ArticleRow
              key={rows[index]!.id}
              row={rows[index]!}
              index={index}
              rowClass={bodyClasses.row}
              cellClass={bodyClasses.cell}
              measure={virtual.measure}
              onOpen={open}
              presence={presenceOf?.(rows[index]!.id) ?? NOBODY}
            />
          ))}
          {virtual.padBottom > 0 && (
            <tr aria-hidden className={styles.rowSpacer} style={{ height: virtual.padBottom }} />
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** The columns' titles: their own memoised component, left alone while the rows scroll. */
const ArticleListHeader = memo(function ArticleListHeader() {
  const styles = useStyles();
  return (
    <TableHeader>
      <TableRow>
        <TableHeaderCell className={styles.thumbColumn}>
          <span className={styles.muted}>Image</span>
        </TableHeaderCell>
        <TableHeaderCell className={styles.titleColumn}>Titre</TableHeaderCell>
        <TableHeaderCell className={styles.dateColumn}>Auteurs</TableHeaderCell>
        <TableHeaderCell className={styles.shortColumn}>Marque</TableHeaderCell>
        <TableHeaderCell className={styles.dateColumn}>Statut</TableHeaderCell>
        <TableHeaderCell className={styles.dateColumn}>Publication</TableHeaderCell>
        <TableHeaderCell className={styles.dateColumn}>Modification</TableHeaderCell>
      </TableRow>
    </TableHeader>
  );
});

/** One row of the list: rendered again only when its article or its place changes. */
export const ArticleRow = memo(function ArticleRow({
  row,
  index,
  rowClass,
  cellClass,
  measure,
  onOpen,
  presence = NOBODY,
}: {
  row: ArticleListRowFragment;
  index: number;
  /** Fluent's TableRow and TableCell classes (a plain <tr> and <td>s: see useTableBodyClasses). */
  rowClass: string;
  cellClass: string;
  measure: (element: HTMLTableRowElement | null) => void;
  onOpen: (row: ArticleListRowFragment) => void;
  /** The colleagues with this article open (the same array while it does not change). */
  presence?: readonly PresenceEntry[];
}) {
  const styles = useStyles();
  const thumbnail = rowThumbnail(row);
  // A colleague editing it now (live) says more than the row's « Verrouillé par »: one line.
  const lock = presence.some((entry) => entry.mode === 'editing') ? null : rowLock(row);
  return (
    <tr
      data-index={index}
      ref={measure}
      className={mergeClasses(rowClass, styles.row)}
      tabIndex={0}
      onClick={() => onOpen(row)}
      onKeyDown={(event) => event.key === 'Enter' && onOpen(row)}
    >
      <td className={cellClass}>
        {/* Not loading="lazy": only the rows near the view exist (virtualised), and each lazy
            image's intersection check ran on every frame of the scroll. */}
        {thumbnail ? (
          <Thumbnail className={styles.thumb} src={thumbnail} decoding="async" />
        ) : (
          <span className={styles.thumb} />
        )}
      </td>
      <td className={cellClass}>
        <span className={styles.titleCell}>
          <span>{rowTitle(row)}</span>
          {lock && (
            <span className={styles.lock}>
              <LockClosedRegular aria-hidden />
              {lock}
            </span>
          )}
          <RowPresence entries={presence} />
        </span>
      </td>
      <td className={cellClass}>{rowAuthors(row)}</td>
      <td className={cellClass}>{row.brandKey}</td>
      <td className={cellClass}>{rowStatus(row)}</td>
      <td className={cellClass}>{rowDate(row.publishedAt)}</td>
      <td className={cellClass}>{rowDate(row.updatedAt)}</td>
    </tr>
  );
});
