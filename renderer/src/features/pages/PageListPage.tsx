// The page list (spec 000 §2 "Page list", §4): format tabs, breadcrumbs from a 'Racine' chip
// (collapsing above 4 items), a status filter popover, a 'Créer une page' chip for whoever the
// level rules allow, and cards loaded 30 at a time as the list scrolls. Without a brand, a
// 'Sélectionner une marque' prompt; an empty list says 'Aucun résultat' with the active filter count.
import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  CounterBadge,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  PAGE_LIST_TABS,
  type PageFormat,
  type PageStatus,
} from '../../../../common/domain/statuses';
import { canCreatePage } from '../../../../common/domain/validation/page';
import { useSession } from '../../app/session/SessionContext';
import { useSectionLook } from '../../app/shell/useSectionLook';
import type { PresenceEntry } from '../../../../common/live/liveEvents';
import {
  PageListDocument,
  PageListRowByIdDocument,
  PageTrailDocument,
  type PageListQuery,
} from '../../graphql/generated/graphql';
import { NewItemsButton } from '../../listKit/NewItemsButton';
import { useLiveRows } from '../../listKit/useLiveRows';
import { ListPage } from '../../listKit/ListPage';
import { ListStates } from '../../listKit/ListStates';
import { ListTabs } from '../../listKit/ListTabs';
import { LoadMoreSentinel } from '../../listKit/LoadMoreSentinel';
import { useUrlFilters } from '../../listKit/useUrlFilters';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PageCard } from './PageCard';
import { PageStatusFilter } from './PageStatusFilter';
import {
  createPath,
  editPath,
  formatOfParam,
  listPath,
  readStatusFilter,
  trailOf,
  writeStatusFilter,
} from './pageRoutes';

const PAGE_SIZE = LIMITS.pageSize.pageList;
const NO_ROWS: PageListQuery['categories'] = [];

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  spacer: { flexGrow: 1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  empty: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  sentinel: { display: 'block', height: '1px' },
});

const FORMAT_TABS = PAGE_LIST_TABS.map((tab) => ({ value: tab.format, label: tab.label }));

/**
 * The level's pages, 30 more each time the end of the list comes into view (infinite scroll),
 * starting again from the first 30 when the level or the filter changes.
 */
function usePageList(
  brand: string | null,
  format: PageFormat,
  parentId: string | null,
  statuses: PageStatus[],
) {
  const [pages, setPages] = useState(1);
  const statusKey = statuses.join(',');
  useEffect(() => setPages(1), [brand, format, parentId, statusKey]);
  const list = useQuery(PageListDocument, {
    variables: {
      first: PAGE_SIZE * pages,
      skip: 0,
      format,
      where: {
        brandKey: brand,
        format,
        status_in: statuses,
        ...(parentId ? { parentId } : { root: true }),
      },
    },
    skip: !brand,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = list.data ?? list.previousData;
  const loaded = shown?.categories ?? NO_ROWS;
  const hasMore = loaded.length === PAGE_SIZE * pages;
  const loadMore = () => {
    if (!list.loading) setPages((n) => n + 1);
  };
  const { refetch } = list;
  const live = useLiveRows({
    contentType: 'page',
    brandKey: brand,
    rows: loaded,
    row: { query: PageListRowByIdDocument, variables: { format }, pick: (d) => d.category },
    presence: true,
    onNew: 'offer',
    reload: useCallback(() => void refetch(), [refetch]),
  });
  return { list, shown, rows: live.rows, hasMore, loadMore, live };
}

export function PageListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const params = useParams();
  const { params: searchParams } = useUrlFilters();
  const { user } = useSession();
  useSectionLook('Pages', 'page');
  const brand = params.brandKey ?? null;
  const format = formatOfParam(params.format);
  const trail = trailOf(params);
  const parentId = trail.at(-1) ?? null;
  const statuses = readStatusFilter(searchParams, format);
  const search = searchParams.toString() ? `?${searchParams.toString()}` : '';
  const trailQuery = useQuery(PageTrailDocument, {
    variables: { id: parentId ?? '' },
    skip: !parentId,
  });
  const { list, shown, rows, hasMore, loadMore, live } = usePageList(
    brand,
    format,
    parentId,
    statuses,
  );

  if (!brand) return <NoBrand />;
  const levelPath = (to: string[]) => listPath(brand, format, to) + search;

  return (
    <ListPage titleId="page-list-title" title="Pages">
      <ListTabs
        tabs={FORMAT_TABS}
        selected={format}
        onSelect={(tab) => navigate(listPath(brand, formatOfParam(tab), []) + search)}
        label="Type de page"
      />
      <div className={styles.toolbar}>
        <PageBreadcrumbs
          trail={trail}
          deepest={trailQuery.data?.category}
          onGo={(to) => navigate(levelPath(to))}
        />
        <span className={styles.spacer} />
        <PageStatusFilter
          format={format}
          selected={statuses}
          onChange={(next) =>
            navigate({
              pathname: listPath(brand, format, trail),
              search: writeStatusFilter(searchParams, next),
            })
          }
        />
        <CreatePageButton
          parentId={parentId}
          parentLevel={trailQuery.data?.category?.level ?? null}
          onCreate={() => navigate(`${createPath(brand, format, trail)}?from=Breadcrumbs`)}
        />
      </div>
      <NewItemsButton shown={live.newItems} label={MESSAGES.newPages} onShow={live.showNew} />
      <ListStates
        failed={!!list.error && !shown}
        errorMessage={list.error?.message || MESSAGES.genericError}
        onRetry={() => void list.refetch()}
        loading={!shown && list.loading}
        empty={rows.length === 0}
        emptyContent={<NoPages filters={statuses.length} />}
      >
        <PageGrid
          rows={rows}
          userId={user?.id ?? null}
          presenceOf={live.presenceOf}
          onOpen={(row) => navigate(levelPath([...trail, row.id]))}
          onCreateChild={(row) =>
            navigate(`${createPath(brand, format, [...trail, row.id])}?from=Card`)
          }
          onEdit={(row) => navigate(`${editPath(brand, format, [...trail, row.id])}?from=Card`)}
        />
        {/* Armed again with each page: still in view after a page came, it asks the next. */}
        {hasMore && (
          <LoadMoreSentinel key={rows.length} className={styles.sentinel} onVisible={loadMore} />
        )}
        {list.loading && <Spinner size="tiny" label="Chargement…" />}
      </ListStates>
    </ListPage>
  );
}

/** Without a brand: 'Sélectionner une marque'. */
function NoBrand() {
  return (
    <ListPage titleId="page-list-title" title="Pages">
      <MessageBar intent="info">
        <MessageBarBody>{MESSAGES.selectBrand}</MessageBarBody>
      </MessageBar>
    </ListPage>
  );
}

/** 'Créer une page' here, for whoever the level rules allow (once the parent's level is known). */
function CreatePageButton({
  parentId,
  parentLevel,
  onCreate,
}: {
  parentId: string | null;
  parentLevel: number | null;
  onCreate(): void;
}) {
  const { user } = useSession();
  const level = parentId ? parentLevel : null;
  const mayCreate =
    (!parentId || level !== null) && canCreatePage(level, user?.isSuperAdmin === true);
  if (!mayCreate) return null;
  return (
    <Button shape="circular" appearance="primary" icon={<AddRegular />} onClick={onCreate}>
      {MESSAGES.pageCreate}
    </Button>
  );
}

/** 'Aucun résultat' with the count of active status filters. */
function NoPages({ filters }: { filters: number }) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <Body1 className={styles.muted}>{MESSAGES.noResult}</Body1>
      <CounterBadge
        count={filters}
        showZero
        appearance="filled"
        color="informative"
        aria-label={`${filters} filtre(s) actif(s)`}
      />
    </div>
  );
}

type PageRow = PageListQuery['categories'][number];

/** The level's pages as cards: open a level down, create a child, edit. */
function PageGrid({
  rows,
  userId,
  presenceOf,
  onOpen,
  onCreateChild,
  onEdit,
}: {
  rows: readonly PageRow[];
  userId: string | null;
  presenceOf: (id: string) => readonly PresenceEntry[];
  onOpen(row: PageRow): void;
  onCreateChild(row: PageRow): void;
  onEdit(row: PageRow): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid} role="list" aria-label="Pages">
      {rows.map((row) => (
        <PageCard
          key={row.id}
          page={row}
          currentUserId={userId}
          presence={presenceOf(row.id)}
          onOpen={() => onOpen(row)}
          onCreateChild={() => onCreateChild(row)}
          onEdit={() => onEdit(row)}
        />
      ))}
    </div>
  );
}
