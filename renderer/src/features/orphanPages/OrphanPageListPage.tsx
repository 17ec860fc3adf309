// The orphan pages list (spec 000 §2 "Orphan pages list"): brand from the query, tabs 'En ligne',
// 'Archives', 'Brouillons', a title search with autocomplete (10), a table, 50 rows per page over
// the 1000 pages fetched (001 §9), and a create button.
import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
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
import { AddRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { ORPHAN_STATUS_LABELS } from '../../../../common/domain/statuses';
import { useSession } from '../../app/session/SessionContext';
import { brandsForUser, effectiveBrand } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { OrphanPageListDocument } from '../../graphql/generated/graphql';
import {
  ORPHAN_TABS,
  orphanEditPath,
  orphanNewPath,
  orphanStatusOf,
  pageOfRows,
} from './orphanRoutes';
import { OrphanTitleSearch } from './OrphanTitleSearch';
import { orphanPagerLabel } from './orphanPager';

export const NEW_ORPHAN_LABEL = 'Créer une page';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  spacer: { flexGrow: 1 },
  row: { cursor: 'pointer' },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  uri: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

function date(value: string | null | undefined): string {
  return value ? formatDateTime(new Date(value)) : '—';
}

export function OrphanPageListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  useSectionLook('Pages orphelines', 'web');
  const brandKeys = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  const brand = effectiveBrand(params.get('brand'), brandKeys);
  const status = orphanStatusOf(params.get('status'));
  const search = params.get('search') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;

  const { data, previousData, loading, error, refetch } = useQuery(OrphanPageListDocument, {
    variables: {
      where: {
        status,
        ...(brand ? { brandKey: brand } : {}),
        ...(search ? { title_contains: search } : {}),
      },
      first: LIMITS.pageSize.orphanPagesFetched,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const all = shown?.orphanPages ?? [];
  const current = pageOfRows(all, page, LIMITS.pageSize.orphanPagesPerPage);

  const setQuery = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const createTarget = brand ?? (brandKeys.length === 1 ? brandKeys[0]! : null);
  return (
    <section className={styles.root} aria-labelledby="orphan-list-title">
      <div className={styles.header}>
        <Title2 as="h1" id="orphan-list-title">
          Pages orphelines
        </Title2>
        <span className={styles.spacer} />
        {createTarget ? (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate(orphanNewPath(createTarget))}
          >
            {NEW_ORPHAN_LABEL}
          </Button>
        ) : (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="primary" icon={<AddRegular />} disabled={brandKeys.length === 0}>
                {NEW_ORPHAN_LABEL}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {brandKeys.map((key) => (
                  <MenuItem key={key} onClick={() => navigate(orphanNewPath(key))}>
                    {key}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      </div>
      <TabList
        selectedValue={status}
        onTabSelect={(_, tab) => setQuery({ status: String(tab.value), page: null })}
        aria-label="Statut"
      >
        {ORPHAN_TABS.map((s) => (
          <Tab key={s} value={s}>
            {ORPHAN_STATUS_LABELS[s]}
          </Tab>
        ))}
      </TabList>
      <OrphanTitleSearch
        brand={brand}
        value={search}
        onSearch={(text) => setQuery({ search: text, page: null })}
        onOpen={(p) => navigate(orphanEditPath(p.brandKey, p.id))}
      />
      {error && !shown ? (
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.genericError}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{MESSAGES.genericRetry}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !shown && loading ? (
        <Spinner label="Chargement…" />
      ) : all.length === 0 ? (
        <Body1 className={styles.muted}>{MESSAGES.noResult}</Body1>
      ) : (
        <>
          <Table aria-label="Liste des pages orphelines">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Titre</TableHeaderCell>
                <TableHeaderCell>URL</TableHeaderCell>
                <TableHeaderCell>Marque</TableHeaderCell>
                <TableHeaderCell>Publication</TableHeaderCell>
                <TableHeaderCell>Modification</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {current.rows.map((row) => (
                <TableRow
                  key={row.id}
                  className={styles.row}
                  tabIndex={0}
                  onClick={() => navigate(orphanEditPath(row.brandKey, row.id))}
                  onKeyDown={(e) =>
                    e.key === 'Enter' && navigate(orphanEditPath(row.brandKey, row.id))
                  }
                >
                  <TableCell>{row.title || '(sans titre)'}</TableCell>
                  <TableCell className={styles.uri}>{row.uri}</TableCell>
                  <TableCell>{row.brandKey}</TableCell>
                  <TableCell>{date(row.publishedAt)}</TableCell>
                  <TableCell>{date(row.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className={styles.pager}>
            <Button
              disabled={current.page <= 1}
              onClick={() => setQuery({ page: String(current.page - 1) })}
            >
              Précédent
            </Button>
            <Body1>{orphanPagerLabel(current.page, current.pages, all.length)}</Body1>
            <Button
              disabled={current.page >= current.pages}
              onClick={() => setQuery({ page: String(current.page + 1) })}
            >
              Suivant
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
