// The orphan pages list (spec 000 §2 "Orphan pages list"): brand from the query, tabs 'En ligne',
// 'Archives', 'Brouillons', a title search with autocomplete (10), a table, 50 rows per page over
// the 1000 pages fetched (001 §9), and a create button.
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { ORPHAN_STATUS_LABELS } from '../../../../common/domain/statuses';
import { useSession } from '../../app/session/SessionContext';
import { brandsForUser, effectiveBrand } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { MESSAGES } from '../../../../common/domain/messages';
import type { PresenceEntry } from '../../../../common/live/liveEvents';
import {
  OrphanPageListDocument,
  OrphanPageRowByIdDocument,
  type OrphanPageRowFragment,
} from '../../graphql/generated/graphql';
import { RowPresence } from '../../liveKit';
import { NewItemsButton } from '../../listKit/NewItemsButton';
import { useLiveRows } from '../../listKit/useLiveRows';
import { ListPage } from '../../listKit/ListPage';
import { ListStates } from '../../listKit/ListStates';
import { ListTabs } from '../../listKit/ListTabs';
import { Pager } from '../../listKit/Pager';
import { useUrlFilters } from '../../listKit/useUrlFilters';
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
const NO_ROWS: readonly OrphanPageRowFragment[] = [];

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  uri: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const TABS = ORPHAN_TABS.map((status) => ({ value: status, label: ORPHAN_STATUS_LABELS[status] }));

function date(value: string | null | undefined): string {
  return value ? formatDateTime(new Date(value)) : '—';
}

export function OrphanPageListPage() {
  const navigate = useNavigate();
  const { params, setFilters } = useUrlFilters();
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
  const live = useLiveRows({
    contentType: 'orphanPage',
    brandKey: brand,
    rows: shown?.orphanPages ?? NO_ROWS,
    row: { query: OrphanPageRowByIdDocument, pick: (d) => d.orphanPage },
    presence: true,
    onNew: 'offer',
    reload: () => void refetch(),
  });
  // The pager's count is the rows' (a deleted one leaves it at once).
  const all = live.rows;
  const current = pageOfRows(all, page, LIMITS.pageSize.orphanPagesPerPage);
  const setQuery = (change: Record<string, string | null>) => setFilters(change, { replace: true });
  const open = (row: { brandKey: string; id: string }) =>
    navigate(orphanEditPath(row.brandKey, row.id));

  return (
    <ListPage
      titleId="orphan-list-title"
      title="Pages orphelines"
      actions={<NewOrphanButton brand={brand} brandKeys={brandKeys} />}
    >
      <ListTabs
        tabs={TABS}
        selected={status}
        onSelect={(tab) => setQuery({ status: tab, page: null })}
        label="Statut"
      />
      <OrphanTitleSearch
        brand={brand}
        value={search}
        onSearch={(text) => setQuery({ search: text, page: null })}
        onOpen={open}
      />
      <NewItemsButton shown={live.newItems} label={MESSAGES.newOrphanPages} onShow={live.showNew} />
      <ListStates
        failed={!!error && !shown}
        onRetry={() => void refetch()}
        loading={!shown && loading}
        empty={all.length === 0}
      >
        <OrphanTable rows={current.rows} presenceOf={live.presenceOf} onOpen={open} />
        <Pager
          page={current.page}
          pages={current.pages}
          label={orphanPagerLabel(current.page, current.pages, all.length)}
          previousLabel="Précédent"
          nextLabel="Suivant"
          onPage={(next) => setQuery({ page: String(next) })}
        />
      </ListStates>
    </ListPage>
  );
}

/** « Créer une page »: straight to the brand's new page, or a menu of the user's brands. */
function NewOrphanButton({ brand, brandKeys }: { brand: string | null; brandKeys: string[] }) {
  const navigate = useNavigate();
  const createTarget = brand ?? (brandKeys.length === 1 ? brandKeys[0]! : null);
  if (createTarget)
    return (
      <Button
        appearance="primary"
        icon={<AddRegular />}
        onClick={() => navigate(orphanNewPath(createTarget))}
      >
        {NEW_ORPHAN_LABEL}
      </Button>
    );
  return (
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
  );
}

/** The table page's rows: title, URL, brand, dates; a row opens the editor (click or Enter). */
function OrphanTable({
  rows,
  presenceOf,
  onOpen,
}: {
  rows: readonly OrphanPageRowFragment[];
  presenceOf: (id: string) => readonly PresenceEntry[];
  onOpen(row: OrphanPageRowFragment): void;
}) {
  const styles = useStyles();
  return (
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
        {rows.map((row) => (
          <TableRow
            key={row.id}
            className={styles.row}
            tabIndex={0}
            onClick={() => onOpen(row)}
            onKeyDown={(e) => e.key === 'Enter' && onOpen(row)}
          >
            <TableCell>
              <div className={styles.title}>
                {row.title || '(sans titre)'}
                <RowPresence entries={presenceOf(row.id)} />
              </div>
            </TableCell>
            <TableCell className={styles.uri}>{row.uri}</TableCell>
            <TableCell>{row.brandKey}</TableCell>
            <TableCell>{date(row.publishedAt)}</TableCell>
            <TableCell>{date(row.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
