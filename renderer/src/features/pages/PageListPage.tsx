// The page list (spec 000 §2 "Page list", §4): format tabs, breadcrumbs from a 'Racine' chip
// (collapsing above 4 items), a status filter popover, a 'Créer une page' chip for whoever the
// level rules allow, and cards loaded 30 at a time as the list scrolls. Without a brand, a
// 'Sélectionner une marque' prompt; an empty list says 'Aucun résultat' with the active filter count.
import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  CounterBadge,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { PAGE_LIST_TABS, type PageStatus } from '../../../../common/domain/statuses';
import { canCreatePage } from '../../../../common/domain/validation/page';
import { useSession } from '../../app/session/SessionContext';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { PageListDocument, PageTrailDocument } from '../../graphql/generated/graphql';
import { PageCard } from './PageCard';
import { PageStatusFilter } from './PageStatusFilter';
import {
  createPath,
  editPath,
  formatOfParam,
  listPath,
  readStatusFilter,
  trailOf,
  visibleCrumbs,
  writeStatusFilter,
} from './pageRoutes';

const PAGE_SIZE = LIMITS.pageSize.pageList;

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
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
  sentinel: { height: '1px' },
});

export function PageListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  useSectionLook('Pages', 'page');

  const brand = params.brandKey ?? null;
  const format = formatOfParam(params.format);
  const trail = trailOf(params);
  const parentId = trail.at(-1) ?? null;
  const statuses = readStatusFilter(searchParams, format);
  const [pages, setPages] = useState(1);
  const search = searchParams.toString() ? `?${searchParams.toString()}` : '';

  const statusKey = statuses.join(',');
  useEffect(() => setPages(1), [brand, format, parentId, statusKey]);

  const trailQuery = useQuery(PageTrailDocument, {
    variables: { id: parentId ?? '' },
    skip: !parentId,
  });
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
  const rows = shown?.categories ?? [];
  const hasMore = rows.length === PAGE_SIZE * pages;

  // Infinite scroll: the next 30 load when the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement | null>(null);
  const loadingRef = useRef(list.loading);
  loadingRef.current = list.loading;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loadingRef.current) setPages((n) => n + 1);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, rows.length]);

  if (!brand) {
    return (
      <section className={styles.root} aria-labelledby="page-list-title">
        <Title2 as="h1" id="page-list-title">
          Pages
        </Title2>
        <MessageBar intent="info">
          <MessageBarBody>{MESSAGES.selectBrand}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }

  // Titles along the trail, from the deepest page's parents.
  const titles = new Map<string, string>();
  for (
    let node: { id: string; title: string; parent?: unknown } | null | undefined =
      trailQuery.data?.category;
    node;
    node = node.parent as typeof node
  )
    titles.set(node.id, node.title);
  const parentLevel = parentId ? (trailQuery.data?.category?.level ?? null) : null;
  const mayCreate =
    (!parentId || parentLevel !== null) && canCreatePage(parentLevel, user?.isSuperAdmin === true);

  const crumbs = [
    { key: 'root', label: MESSAGES.pageRoot, trail: [] as string[] },
    ...trail.map((id, i) => ({
      key: id,
      label: titles.get(id) ?? '…',
      trail: trail.slice(0, i + 1),
    })),
  ];
  const visible = visibleCrumbs(crumbs, LIMITS.categories.breadcrumbsCollapseAbove);

  const setStatuses = (next: PageStatus[]) =>
    navigate({
      pathname: listPath(brand, format, trail),
      search: writeStatusFilter(searchParams, next),
    });

  return (
    <section className={styles.root} aria-labelledby="page-list-title">
      <Title2 as="h1" id="page-list-title">
        Pages
      </Title2>
      <TabList
        selectedValue={format}
        onTabSelect={(_, tab) =>
          navigate(listPath(brand, formatOfParam(String(tab.value)), []) + search)
        }
        aria-label="Type de page"
      >
        {PAGE_LIST_TABS.map((tab) => (
          <Tab key={tab.format} value={tab.format}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div className={styles.toolbar}>
        <Breadcrumb aria-label="Arborescence">
          {visible.map((crumb, i) => (
            <Fragment key={crumb === 'ellipsis' ? 'ellipsis' : crumb.key}>
              {i > 0 && <BreadcrumbDivider />}
              <BreadcrumbItem>
                {crumb === 'ellipsis' ? (
                  <BreadcrumbButton disabled aria-label="Niveaux masqués">
                    …
                  </BreadcrumbButton>
                ) : (
                  <BreadcrumbButton
                    current={i === visible.length - 1}
                    onClick={() => navigate(listPath(brand, format, crumb.trail) + search)}
                  >
                    {crumb.label}
                  </BreadcrumbButton>
                )}
              </BreadcrumbItem>
            </Fragment>
          ))}
        </Breadcrumb>
        <span className={styles.spacer} />
        <PageStatusFilter format={format} selected={statuses} onChange={setStatuses} />
        {mayCreate && (
          <Button
            shape="circular"
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate(`${createPath(brand, format, trail)}?from=Breadcrumbs`)}
          >
            {MESSAGES.pageCreate}
          </Button>
        )}
      </div>
      {list.error && !shown ? (
        <MessageBar intent="error">
          <MessageBarBody>{list.error.message || MESSAGES.genericError}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.refetch()}>{MESSAGES.genericRetry}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !shown && list.loading ? (
        <Spinner label="Chargement…" />
      ) : rows.length === 0 ? (
        <div className={styles.empty}>
          <Body1 className={styles.muted}>{MESSAGES.noResult}</Body1>
          <CounterBadge
            count={statuses.length}
            showZero
            appearance="filled"
            color="informative"
            aria-label={`${statuses.length} filtre(s) actif(s)`}
          />
        </div>
      ) : (
        <>
          <div className={styles.grid} role="list" aria-label="Pages">
            {rows.map((row) => (
              <PageCard
                key={row.id}
                page={row}
                currentUserId={user?.id ?? null}
                onOpen={() => navigate(listPath(brand, format, [...trail, row.id]) + search)}
                onCreateChild={() =>
                  navigate(`${createPath(brand, format, [...trail, row.id])}?from=Card`)
                }
                onEdit={() => navigate(`${editPath(brand, format, [...trail, row.id])}?from=Card`)}
              />
            ))}
          </div>
          {hasMore && <div ref={sentinel} className={styles.sentinel} aria-hidden />}
          {list.loading && <Spinner size="tiny" label="Chargement…" />}
        </>
      )}
    </section>
  );
}
