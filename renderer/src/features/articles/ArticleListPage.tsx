// The article and video lists (spec 000 §2, §4) on the list kit: status tabs, text search, the
// advanced search (filters in the URL), brand from the query string, a table opening the editor
// whose rows are virtualised and loaded 50 at a time as the journalist scrolls, an add button,
// empty and error states.
import { OfflineCopyNotice } from '../../draftsKit/OfflineCopyNotice';
import { WaitingForNetwork } from '../../draftsKit/WaitingForNetwork';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '../../../../common/domain/statuses';
import { useSectionLook } from '../../app/shell/useSectionLook';
import type { ArticleListRowFragment } from '../../graphql/generated/graphql';
import { ListPage } from '../../listKit/ListPage';
import { ListStates } from '../../listKit/ListStates';
import { ListTabs } from '../../listKit/ListTabs';
import { useUrlFilters } from '../../listKit/useUrlFilters';
import { GoodDealLink } from '../../articleKit/GoodDealLink';
import { AddArticleButton } from './AddArticleButton';
import { AdvancedSearchToggle, ArticleTextSearch } from './ArticleListSearch';
import { ArticleRows } from './ArticleRows';
import type { LockedState } from './LockedNotice';
import { editPath, listParamsChange, statusTabs, type ListKind } from '../../articleKit/listParams';
import { useArticleList } from './useArticleList';
import { SlideshowAiButton } from '../../articleKit/SlideshowAiButton';

// The editor's notice when it left over a lock, with its take-over dialog: only after that.
const LockedNotice = lazy(() =>
  import('./LockedNotice').then((m) => ({ default: m.LockedNotice })),
);

const useStyles = makeStyles({
  more: { alignSelf: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const LIST_TITLES: Record<ListKind, string> = {
  article: 'Articles',
  video: 'Vidéos',
  slideshow: 'Diaporamas',
};

/** Tab labels: the status label, except Scheduled which reads 'Programmé' as a filter (000 §2). */
function tabLabel(status: ArticleStatus): string {
  return status === 'Scheduled' ? MESSAGES.scheduledFilter : ARTICLE_STATUS_LABELS[status];
}

export function ArticleListPage({ kind }: { kind: ListKind }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const { params: searchParams, setFilters } = useUrlFilters();
  const heading = LIST_TITLES[kind];
  useSectionLook(heading, kind === 'slideshow' ? 'slideshow' : 'web');
  const list = useArticleList(kind, searchParams);
  const { params, brand } = list;
  // A notice handed over by the editor (e.g. the article is locked by someone else).
  const lockedState = (location.state as LockedState | null) ?? {};
  const go = (change: Parameters<typeof listParamsChange>[0]) =>
    setFilters(listParamsChange(change));

  return (
    <ListPage
      titleId="article-list-title"
      title={heading}
      actions={
        <>
          {kind === 'article' && <GoodDealLink brand={brand} />}
          <AddArticleButton kind={kind} brand={brand} brandKeys={list.brandKeys} />
        </>
      }
    >
      {lockedState.notice && (
        <Suspense fallback={null}>
          <LockedNotice state={lockedState} kind={kind} />
        </Suspense>
      )}
      <ListTabs
        tabs={statusTabs(kind).map((status) => ({ value: status, label: tabLabel(status) }))}
        selected={params.status}
        onSelect={(status) => go({ status })}
        label="Statut"
      />
      <AdvancedSearchToggle brand={brand} userId={list.user?.id ?? null} />
      <ArticleTextSearch search={params.search} onSearch={(search) => go({ search })} />
      <OfflineCopyNotice operationName="ArticleList" variables={list.variables} kind="list" />
      {list.live.newItems && (
        <Button
          appearance="primary"
          shape="circular"
          icon={<ArrowSyncRegular />}
          className={styles.more}
          onClick={list.live.showNew}
        >
          {MESSAGES.newArticles}
        </Button>
      )}
      <ArticleListBody
        list={list}
        heading={heading}
        onOpen={(row) => navigate(editPath(row.brandKey, kind, row.id))}
      />
      {kind === 'slideshow' && <SlideshowAiButton brand={brand} brandKeys={list.brandKeys} />}
    </ListPage>
  );
}

/** The rows with their count and « Charger plus », or the list's loading, error or empty state. */
function ArticleListBody({
  list,
  heading,
  onOpen,
}: {
  list: ReturnType<typeof useArticleList>;
  heading: string;
  onOpen(row: ArticleListRowFragment): void;
}) {
  const styles = useStyles();
  const online = useApiOnline();
  const { query, shown, total, live } = list;
  const rows = live.rows;
  const loading = query.loading || list.next.loading;
  return (
    <ListStates
      failed={!!query.error && !shown}
      offline={online ? undefined : <WaitingForNetwork kind="list" />}
      onRetry={() => void query.refetch()}
      loading={!shown && query.loading}
      empty={rows.length === 0}
    >
      <ArticleRows
        rows={rows}
        heading={heading}
        wantsMore={rows.length < total && !loading}
        onLoadMore={list.next.loadMore}
        onOpen={onOpen}
        presenceOf={list.presenceOf}
      />
      <Body1 className={styles.muted}>
        {rows.length} sur {total}
      </Body1>
      {rows.length < total && (
        <Button className={styles.more} disabled={loading} onClick={list.next.loadMore}>
          {loading ? 'Chargement…' : 'Charger plus'}
        </Button>
      )}
    </ListStates>
  );
}
