// The article and video lists (spec 000 §2, §4): status tabs, text search, the advanced search
// (filters in the URL), brand from the query string, a table opening the editor — thumbnail,
// authors, lock holder, 'Programmé le' — whose rows are virtualised (only those on screen are in
// the page) and loaded 50 at a time as the journalist scrolls, an add button, empty and error states.
import { LoadErrorBar } from '../../ui/LoadErrorBar';
import { OfflineCopyNotice } from '../../draftsKit/OfflineCopyNotice';
import { WaitingForNetwork } from '../../draftsKit/WaitingForNetwork';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  SearchBox,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '../../../../common/domain/statuses';
import { brandsForUser, effectiveBrand } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { useSession } from '../../app/session/SessionContext';
import {
  ArticleListDocument,
  type ArticleListQueryVariables,
  type ArticleListRowFragment,
  type ArticleOrderByInput,
  type ArticleWhereInput,
} from '../../graphql/generated/graphql';
import { AddArticleButton } from './AddArticleButton';
import type { LockedState } from './LockedNotice';
import { advancedWhere, isAdvanced, readAdvanced, writeAdvanced } from './advancedSearch';
import { rowAuthors, rowDate, rowLock, rowStatus, rowThumbnail, rowTitle } from './articleListRows';
import {
  editPath,
  formatOfKind,
  readListParams,
  statusesForTab,
  statusTabs,
  writeListParams,
  type ListKind,
} from '../../articleKit/listParams';
import { Thumbnail } from '../../ui/Thumbnail';
import { useTableBodyClasses } from '../../ui/useTableBodyClasses';

// The advanced search (its pickers come from the editor kit) loads when first opened, or as the
// pointer nears its button: not with the list (the list's first load, issue 11).
const loadAdvancedSearch = () => import('./AdvancedSearchPanel');
const AdvancedSearchPanel = lazy(() =>
  loadAdvancedSearch().then((m) => ({ default: m.AdvancedSearchPanel })),
);

// The editor's notice when it left over a lock, with its take-over dialog: only after that.
const LockedNotice = lazy(() =>
  import('./LockedNotice').then((m) => ({ default: m.LockedNotice })),
);

// The spec gives no page size for these lists; the dashboard's 50 is the newsroom's habit (001 §9).
const PAGE_SIZE = LIMITS.pageSize.dashboard;

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  spacer: { flexGrow: 1 },
  search: { maxWidth: '420px' },
  row: { cursor: 'pointer' },
  // The title carries the row: it gets the room, the short columns keep to their content.
  titleColumn: { width: '34%' },
  shortColumn: { width: '7%' },
  dateColumn: { width: '13%' },
  more: { alignSelf: 'center' },
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

const LIST_TITLES: Record<ListKind, string> = {
  article: 'Articles',
  video: 'Vidéos',
  slideshow: 'Diaporamas',
};

/** The height a row is assumed to have before it is measured. */
export const ROW_HEIGHT = 56;

/** Tab labels: the status label, except Scheduled which reads 'Programmé' as a filter (000 §2). */
function tabLabel(status: ArticleStatus): string {
  return status === 'Scheduled' ? MESSAGES.scheduledFilter : ARTICLE_STATUS_LABELS[status];
}

function orderFor(status: ArticleStatus, hasQuery: boolean): ArticleOrderByInput {
  if (hasQuery) return 'relevance_DESC';
  return status === 'Published' || status === 'Scheduled' ? 'publishedAt_DESC' : 'updatedAt_DESC';
}

export function ArticleListPage({ kind }: { kind: ListKind }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const heading = LIST_TITLES[kind];
  useSectionLook(heading, kind === 'slideshow' ? 'slideshow' : 'web');

  const brandKeys = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  const params = readListParams(searchParams, kind);
  const brand = effectiveBrand(params.brand, brandKeys);
  const [searchText, setSearchText] = useState(params.search);
  // A notice handed over by the editor (e.g. the article is locked by someone else).
  const lockedState = (location.state as LockedState | null) ?? {};

  useEffect(() => setSearchText(params.search), [params.search]);

  const advanced = isAdvanced(searchParams);
  const advancedSearch = useMemo(() => readAdvanced(searchParams), [searchParams]);
  const [panelOpen, setPanelOpen] = useState(advanced);
  const where: ArticleWhereInput = {
    ...(advanced
      ? {
          format: formatOfKind(kind),
          ...advancedWhere(advancedSearch),
        }
      : {
          status_in: statusesForTab(params.status),
          format: formatOfKind(kind),
        }),
    ...(brand
      ? { brandKey: brand }
      : user && !user.allBrands && !user.isSuperAdmin
        ? { brandKey_in: brandKeys }
        : {}),
  };
  const advancedKey = searchParams.toString();
  const online = useApiOnline();
  const variables = {
    first: PAGE_SIZE,
    skip: 0,
    where,
    query: params.search || null,
    orderBy: orderFor(params.status, params.search !== ''),
  };
  const { data, previousData, loading, error, refetch } = useQuery(ArticleListDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const total = shown?.searchArticleCount ?? 0;
  const next = useNextPages(variables, shown?.searchArticles ?? NO_ROWS);
  const rows = next.rows;
  const loadMore = next.loadMore;

  const go = (change: Parameters<typeof writeListParams>[1]) =>
    navigate({ pathname: location.pathname, search: writeListParams(searchParams, change) });

  const openRow = (row: ArticleListRowFragment) => navigate(editPath(row.brandKey, kind, row.id));

  return (
    <section className={styles.root} aria-labelledby="article-list-title">
      <div className={styles.header}>
        <Title2 as="h1" id="article-list-title">
          {heading}
        </Title2>
        <span className={styles.spacer} />
        <AddArticleButton kind={kind} brand={brand} brandKeys={brandKeys} />
      </div>
      {lockedState.notice && (
        <Suspense fallback={null}>
          <LockedNotice state={lockedState} kind={kind} />
        </Suspense>
      )}
      <TabList
        selectedValue={params.status}
        onTabSelect={(_, tab) => go({ status: tab.value as ArticleStatus })}
        aria-label="Statut"
      >
        {statusTabs(kind).map((status) => (
          <Tab key={status} value={status}>
            {tabLabel(status)}
          </Tab>
        ))}
      </TabList>
      <Button
        className={styles.more}
        icon={<FilterRegular />}
        aria-expanded={panelOpen}
        appearance={advanced ? 'primary' : 'secondary'}
        onClick={() => setPanelOpen(!panelOpen)}
        onPointerEnter={() => void loadAdvancedSearch()}
        onFocus={() => void loadAdvancedSearch()}
      >
        Recherche avancée
      </Button>
      {panelOpen && (
        <Suspense fallback={<Spinner size="tiny" label="Chargement de la recherche avancée…" />}>
          <AdvancedSearchPanel
            key={advancedKey}
            brand={brand}
            userId={user?.id ?? null}
            initial={advancedSearch}
            onApply={(search) =>
              navigate({ pathname: location.pathname, search: writeAdvanced(searchParams, search) })
            }
            onReset={() =>
              navigate({ pathname: location.pathname, search: writeAdvanced(searchParams, null) })
            }
          />
        </Suspense>
      )}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: searchText });
        }}
      >
        <SearchBox
          className={styles.search}
          aria-label="Rechercher"
          placeholder="Rechercher"
          value={searchText}
          onChange={(_, value) => {
            setSearchText(value.value);
            // Clearing the box (its × button) shows the whole tab again at once.
            if (value.value === '') go({ search: '' });
          }}
        />
      </form>
      <OfflineCopyNotice operationName="ArticleList" variables={variables} kind="list" />
      {error && !shown && !online ? (
        <WaitingForNetwork kind="list" />
      ) : error && !shown ? (
        <LoadErrorBar onRetry={() => void refetch()} />
      ) : !shown && loading ? (
        <Spinner label="Chargement…" />
      ) : rows.length === 0 ? (
        <Body1 className={styles.muted}>{MESSAGES.noResult}</Body1>
      ) : (
        <>
          <ArticleRows
            rows={rows}
            heading={heading}
            wantsMore={rows.length < total && !loading && !next.loading}
            onLoadMore={loadMore}
            onOpen={openRow}
          />
          <Body1 className={styles.muted}>
            {rows.length} sur {total}
          </Body1>
          {rows.length < total && (
            <Button className={styles.more} disabled={loading || next.loading} onClick={loadMore}>
              {loading || next.loading ? 'Chargement…' : 'Charger plus'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

const NO_ROWS: readonly ArticleListRowFragment[] = [];

/**
 * The rows after the first page, 50 at a time as the list scrolls. The first page is the list's
 * query (Apollo's cache: coming back shows it at once); the next ones are asked with 'no-cache' and
 * kept here. Appending them to the cached query instead (fetchMore) wrote the whole grown list into
 * the normalised cache and read it back at each page, 40–50 ms on the main thread by 1,000 rows,
 * frames lost while scrolling. They start again from the first page when the query changes.
 */
function useNextPages(
  variables: ArticleListQueryVariables,
  firstPage: readonly ArticleListRowFragment[],
): { rows: readonly ArticleListRowFragment[]; loading: boolean; loadMore: () => void } {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  const [pages, setPages] = useState<{ key: string; rows: ArticleListRowFragment[] }>({
    key,
    rows: [],
  });
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);
  const more = pages.key === key ? pages.rows : NO_ROWS;
  const rows = useMemo(() => {
    if (more.length === 0) return firstPage;
    const known = new Set(firstPage.map((row) => row.id));
    return [...firstPage, ...more.filter((row) => !known.has(row.id))];
  }, [firstPage, more]);
  const loading = loadingKey === key;
  const loadMore = () => {
    if (loading || firstPage.length === 0) return;
    setLoadingKey(key);
    client
      .query({
        query: ArticleListDocument,
        variables: { ...variables, skip: rows.length },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        // The list moved on to another query meanwhile: this page is not its.
        if (currentKey.current !== key) return;
        const page = data?.searchArticles ?? [];
        setPages((previous) => {
          const kept = previous.key === key ? previous.rows : [];
          const known = new Set(kept.map((row) => row.id));
          return { key, rows: [...kept, ...page.filter((row) => !known.has(row.id))] };
        });
      })
      // A page that failed is asked again on the next scroll or « Charger plus ».
      .catch(() => {})
      .finally(() => setLoadingKey((current) => (current === key ? null : current)));
  };
  return { rows, loading, loadMore };
}

/**
 * The table's scrolling box: only the rows on screen (and a few around) are in the page, and near
 * the end the next 50 are asked for. Its own component, so that scrolling renders it alone (the
 * virtualizer re-renders its host on every scroll), and its rows are memoised: a scroll mounts the
 * rows coming into view and leaves the others as they are.
 */
function ArticleRows({
  rows,
  heading,
  wantsMore,
  onLoadMore,
  onOpen,
}: {
  rows: readonly ArticleListRowFragment[];
  heading: string;
  /** More rows exist and none are being loaded. */
  wantsMore: boolean;
  onLoadMore: () => void;
  onOpen: (row: ArticleListRowFragment) => void;
}) {
  const styles = useStyles();
  const bodyClasses = useTableBodyClasses();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // A scroll renders with React's next update rather than synchronously inside each scroll event:
    // the events of one frame make one render (the overscan covers the rows a frame scrolls in).
    useFlushSync: false,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? 0;
  const nearEnd = rows.length > 0 && lastShown >= rows.length - 5;
  const loadMoreOnScroll = useEffectEvent(onLoadMore);
  useEffect(() => {
    if (nearEnd && wantsMore) loadMoreOnScroll();
  }, [nearEnd, wantsMore]);
  // The rows keep one click handler across renders (a new one would render every row again).
  const latestOpen = useRef(onOpen);
  latestOpen.current = onOpen;
  const open = useCallback((row: ArticleListRowFragment) => latestOpen.current(row), []);
  const padTop = virtualRows[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);

  return (
    <div className={styles.scroller} ref={scroller} data-testid="article-list-scroller">
      <Table aria-label={`Liste des ${heading.toLowerCase()}`}>
        <ArticleListHeader />
        <TableBody>
          {padTop > 0 && <tr aria-hidden className={styles.rowSpacer} style={{ height: padTop }} />}
          {virtualRows.map(({ index }) => (
            <ArticleRow
              key={rows[index]!.id}
              row={rows[index]!}
              index={index}
              rowClass={bodyClasses.row}
              cellClass={bodyClasses.cell}
              measure={virtualizer.measureElement}
              onOpen={open}
            />
          ))}
          {padBottom > 0 && (
            <tr aria-hidden className={styles.rowSpacer} style={{ height: padBottom }} />
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
}: {
  row: ArticleListRowFragment;
  index: number;
  /** Fluent's TableRow and TableCell classes (a plain <tr> and <td>s: see useTableBodyClasses). */
  rowClass: string;
  cellClass: string;
  measure: (element: HTMLTableRowElement | null) => void;
  onOpen: (row: ArticleListRowFragment) => void;
}) {
  const styles = useStyles();
  const thumbnail = rowThumbnail(row);
  const lock = rowLock(row);
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
