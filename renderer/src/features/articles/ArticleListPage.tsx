// The article and video lists (spec 000 §2, §4): status tabs, text search, brand from the query
// string, a table opening the editor, progressive loading, an add button, empty and error states.
import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
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
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '../../../../common/domain/statuses';
import { brandsForUser, effectiveBrand } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { useSession } from '../../app/session/SessionContext';
import { ArticleListDocument, type ArticleOrderByInput, type ArticleWhereInput } from '../../graphql/generated/graphql';
import { AddArticleButton } from './AddArticleButton';
import { rowDate, rowStatus, rowTitle } from './articleListRows';
import { editPath, readListParams, statusesForTab, statusTabs, writeListParams, type ListKind } from './listParams';

// The spec gives no page size for these lists; the dashboard's 50 is the newsroom's habit (001 §9).
const PAGE_SIZE = LIMITS.pageSize.dashboard;

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  spacer: { flexGrow: 1 },
  search: { maxWidth: '420px' },
  row: { cursor: 'pointer' },
  // The title carries the row: it gets the room, the short columns keep to their content.
  titleColumn: { width: '46%' },
  shortColumn: { width: '9%' },
  dateColumn: { width: '16%' },
  more: { alignSelf: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

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
  useSectionLook(kind === 'video' ? 'Vidéos' : 'Articles', 'web');

  const brandKeys = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  const params = readListParams(searchParams, kind);
  const brand = effectiveBrand(params.brand, brandKeys);
  const [searchText, setSearchText] = useState(params.search);
  const [pages, setPages] = useState(1);
  // A notice handed over by the editor (e.g. the article is locked by someone else).
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;

  useEffect(() => setSearchText(params.search), [params.search]);
  useEffect(() => setPages(1), [params.status, params.search, brand, kind]);

  const where: ArticleWhereInput = {
    status_in: statusesForTab(params.status),
    ...(kind === 'video' ? { format: 'Video' } : { format: 'Rich' }),
    ...(brand ? { brandKey: brand } : user && !user.allBrands && !user.isSuperAdmin ? { brandKey_in: brandKeys } : {}),
  };
  const { data, previousData, loading, error, refetch } = useQuery(ArticleListDocument, {
    variables: { first: PAGE_SIZE * pages, skip: 0, where, query: params.search || null, orderBy: orderFor(params.status, params.search !== '') },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const rows = shown?.searchArticles ?? [];
  const total = shown?.searchArticleCount ?? 0;

  const go = (change: Parameters<typeof writeListParams>[1]) => navigate({ pathname: location.pathname, search: writeListParams(searchParams, change) });

  return (
    <section className={styles.root} aria-labelledby="article-list-title">
      <div className={styles.header}>
        <Title2 as="h1" id="article-list-title">
          {kind === 'video' ? 'Vidéos' : 'Articles'}
        </Title2>
        <span className={styles.spacer} />
        <AddArticleButton kind={kind} brand={brand} brandKeys={brandKeys} />
      </div>
      {notice && (
        <MessageBar intent="warning">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <TabList selectedValue={params.status} onTabSelect={(_, tab) => go({ status: tab.value as ArticleStatus })} aria-label="Statut">
        {statusTabs(kind).map((status) => (
          <Tab key={status} value={status}>
            {tabLabel(status)}
          </Tab>
        ))}
      </TabList>
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
      {error && !shown ? (
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.genericError}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{MESSAGES.genericRetry}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !shown && loading ? (
        <Spinner label="Chargement…" />
      ) : rows.length === 0 ? (
        <Body1 className={styles.muted}>{MESSAGES.noResult}</Body1>
      ) : (
        <>
          <Table aria-label={kind === 'video' ? 'Liste des vidéos' : 'Liste des articles'}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.titleColumn}>Titre</TableHeaderCell>
                <TableHeaderCell className={styles.shortColumn}>Marque</TableHeaderCell>
                <TableHeaderCell className={styles.dateColumn}>Statut</TableHeaderCell>
                <TableHeaderCell className={styles.dateColumn}>Publication</TableHeaderCell>
                <TableHeaderCell className={styles.dateColumn}>Modification</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.id}
                  className={styles.row}
                  tabIndex={0}
                  onClick={() => navigate(editPath(row.brandKey, kind, row.id))}
                  onKeyDown={(event) => event.key === 'Enter' && navigate(editPath(row.brandKey, kind, row.id))}
                >
                  <TableCell>{rowTitle(row)}</TableCell>
                  <TableCell>{row.brandKey}</TableCell>
                  <TableCell>{rowStatus(row)}</TableCell>
                  <TableCell>{rowDate(row.publishedAt)}</TableCell>
                  <TableCell>{rowDate(row.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Body1 className={styles.muted}>
            {rows.length} sur {total}
          </Body1>
          {rows.length < total && (
            <Button className={styles.more} disabled={loading} onClick={() => setPages((n) => n + 1)}>
              {loading ? 'Chargement…' : 'Charger plus'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
