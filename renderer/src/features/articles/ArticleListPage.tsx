// The article and video lists (spec 000 §2, §4): status tabs, text search, the advanced search
// (filters in the URL), brand from the query string, a table opening the editor — thumbnail,
// authors, lock holder, 'Programmé le' — whose rows are virtualised (only those on screen are in
// the page) and loaded 50 at a time as the journalist scrolls, an add button, empty and error states.
import { LoadErrorBar } from '../../ui/LoadErrorBar';
import { OfflineCopyNotice } from '../drafts/OfflineCopyNotice';
import { WaitingForNetwork } from '../drafts/WaitingForNetwork';
import { useApiOnline } from '../drafts/apiStatus';
import { useQuery } from '@apollo/client/react';
import { appendPage } from '../../graphql/appendPage';
import {
  Body1,
  Button,
  SearchBox,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '../../../../common/domain/statuses';
import { brandsForUser, effectiveBrand } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { useSession } from '../../app/session/SessionContext';
import {
  ArticleListDocument,
  type ArticleOrderByInput,
  type ArticleWhereInput,
} from '../../graphql/generated/graphql';
import { AddArticleButton } from './AddArticleButton';
import { AdvancedSearchPanel } from './AdvancedSearchPanel';
import { LockedNotice, type LockedState } from './LockedNotice';
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
} from './listParams';
import { Thumbnail } from '../../ui/Thumbnail';

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
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ArticleListDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const rows = shown?.searchArticles ?? [];
  const total = shown?.searchArticleCount ?? 0;

  const go = (change: Parameters<typeof writeListParams>[1]) =>
    navigate({ pathname: location.pathname, search: writeListParams(searchParams, change) });

  // Only the rows on screen (and a few around) are in the page; near the end the next 50 load.
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? 0;
  const wantsMore = rows.length > 0 && lastShown >= rows.length - 5 && rows.length < total;
  const loadMore = () =>
    void fetchMore({ variables: { skip: rows.length }, updateQuery: appendPage('searchArticles') });
  const loadMoreOnScroll = useEffectEvent(loadMore);
  useEffect(() => {
    if (wantsMore && !loading) loadMoreOnScroll();
  }, [wantsMore, loading]);
  const padTop = virtualRows[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);

  return (
    <section className={styles.root} aria-labelledby="article-list-title">
      <div className={styles.header}>
        <Title2 as="h1" id="article-list-title">
          {heading}
        </Title2>
        <span className={styles.spacer} />
        <AddArticleButton kind={kind} brand={brand} brandKeys={brandKeys} />
      </div>
      <LockedNotice state={lockedState} kind={kind} />
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
      >
        Recherche avancée
      </Button>
      {panelOpen && (
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
          <div className={styles.scroller} ref={scroller} data-testid="article-list-scroller">
            <Table aria-label={`Liste des ${heading.toLowerCase()}`}>
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
              <TableBody>
                {padTop > 0 && (
                  <tr aria-hidden className={styles.rowSpacer} style={{ height: padTop }} />
                )}
                {virtualRows.map(({ index }) => {
                  const row = rows[index]!;
                  const thumbnail = rowThumbnail(row);
                  const lock = rowLock(row);
                  return (
                    <TableRow
                      key={row.id}
                      data-index={index}
                      ref={virtualizer.measureElement}
                      className={styles.row}
                      tabIndex={0}
                      onClick={() => navigate(editPath(row.brandKey, kind, row.id))}
                      onKeyDown={(event) =>
                        event.key === 'Enter' && navigate(editPath(row.brandKey, kind, row.id))
                      }
                    >
                      <TableCell>
                        {thumbnail ? (
                          <Thumbnail className={styles.thumb} src={thumbnail} loading="lazy" />
                        ) : (
                          <span className={styles.thumb} />
                        )}
                      </TableCell>
                      <TableCell>
                        <span className={styles.titleCell}>
                          <span>{rowTitle(row)}</span>
                          {lock && (
                            <span className={styles.lock}>
                              <LockClosedRegular aria-hidden />
                              {lock}
                            </span>
                          )}
                        </span>
                      </TableCell>
                      <TableCell>{rowAuthors(row)}</TableCell>
                      <TableCell>{row.brandKey}</TableCell>
                      <TableCell>{rowStatus(row)}</TableCell>
                      <TableCell>{rowDate(row.publishedAt)}</TableCell>
                      <TableCell>{rowDate(row.updatedAt)}</TableCell>
                    </TableRow>
                  );
                })}
                {padBottom > 0 && (
                  <tr aria-hidden className={styles.rowSpacer} style={{ height: padBottom }} />
                )}
              </TableBody>
            </Table>
          </div>
          <Body1 className={styles.muted}>
            {rows.length} sur {total}
          </Body1>
          {rows.length < total && (
            <Button className={styles.more} disabled={loading} onClick={loadMore}>
              {loading ? 'Chargement…' : 'Charger plus'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
