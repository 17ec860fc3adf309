// The admin list of the framework: heading, optional brand switcher and search (both in the URL),
// a table from the config's columns, progressive loading, row links, a hover row action, a create
// button (or floating button), and loading, empty and error states.
import {
  Button,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSectionLook } from '../app/shell/useSectionLook';
import { apiErrorOf } from '../editorKit/apiError';
import { AdminOnlyNotice } from './AdminOnlyNotice';
import { BrandSwitcher } from './BrandSwitcher';
import { CrudToaster, useCrudNotice } from './crudNotice';
import type { CrudContext, ListConfig } from './crudTypes';
import { useCrudContext } from './useCrudContext';
import { ListPage } from '../listKit/ListPage';
import { LoadMoreSentinel } from '../listKit/LoadMoreSentinel';
import { ProgressiveListStates } from '../listKit/ProgressiveListStates';
import { useProgressiveRows, type ProgressiveRows } from '../listKit/useProgressiveRows';
import { useUrlFilters } from '../listKit/useUrlFilters';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    position: 'relative',
    minHeight: '100%',
    boxSizing: 'border-box',
  },
  header: { flexWrap: 'wrap' },
  back: { color: tokens.colorNeutralForeground3 },
  search: { maxWidth: '420px', width: '100%' },
  clickable: { cursor: 'pointer' },
  row: {
    '& .crud-row-action': { opacity: 0 },
    ':hover .crud-row-action': { opacity: 1 },
    ':focus-within .crud-row-action': { opacity: 1 },
  },
  actionCell: { width: '56px', textAlign: 'right' },
  fab: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXXL,
    bottom: tokens.spacingVerticalXXXL,
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: tokens.shadow16,
  },
  sentinel: { height: '1px' },
});

export function CrudListPage<Row extends { id: string }>({ config }: { config: ListConfig<Row> }) {
  const ctx = useCrudContext();
  useSectionLook(config.title, 'web');
  return ctx.isSuperAdmin ? (
    <CrudList config={config} ctx={ctx} />
  ) : (
    <AdminOnlyPage title={config.title} />
  );
}

export function AdminOnlyPage({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      <AdminOnlyNotice />
    </section>
  );
}

function CrudList<Row extends { id: string }>({
  config,
  ctx,
}: {
  config: ListConfig<Row>;
  ctx: CrudContext;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useCrudNotice();
  const { params, setFilters } = useUrlFilters();
  const [search, setSearch] = useState(params.get('search') ?? '');
  // Searched as the admin types (no debounce to wait out): each keystroke restarts the list, and
  // useProgressiveRows drops the answers of the keystrokes before the last.
  const changeSearch = (value: string) => {
    setSearch(value);
    setFilters({ search: value.trim() ? value : null }, { replace: true });
  };
  const list = useCrudRows(config, ctx, search);
  const runAction = async (row: Row) => {
    if (!config.rowAction) return;
    try {
      await config.rowAction.run(ctx, row);
      notify(config.rowAction.notice);
      list.reload();
    } catch (error) {
      notify(apiErrorOf(error).message, 'error');
    }
  };

  return (
    <ListPage
      titleId={`crud-list-${config.title}`}
      title={config.title}
      className={styles.root}
      headerClassName={styles.header}
      titleAside={
        <Link to="/crud" className={styles.back}>
          Administration
        </Link>
      }
      actions={
        <CrudListActions config={config} ctx={ctx} onBrand={(brand) => setFilters({ brand })} />
      }
    >
      <CrudToaster />
      {config.searchLabel && (
        <SearchBox
          className={styles.search}
          placeholder={config.searchLabel}
          aria-label={config.searchLabel}
          value={search}
          onChange={(_e, data) => changeSearch(data.value)}
        />
      )}
      <ProgressiveListStates list={list}>
        <CrudTable config={config} ctx={ctx} list={list} onAction={(row) => void runAction(row)} />
      </ProgressiveListStates>
      {config.create?.floating && (
        <Tooltip content={config.create.label} relationship="label">
          <Button
            className={styles.fab}
            appearance="primary"
            size="large"
            icon={<AddRegular />}
            onClick={() => navigate(config.create!.href(ctx.brand))}
          />
        </Tooltip>
      )}
    </ListPage>
  );
}

/** The entity's rows for the brand and the search, a page at a time. */
function useCrudRows<Row extends { id: string }>(
  config: ListConfig<Row>,
  ctx: CrudContext,
  search: string,
): ProgressiveRows<Row> {
  const fetchPage = useCallback(
    (page: { first: number; skip: number }) =>
      config.fetchPage(ctx, { ...page, search: search.trim() || null }),
    [config, ctx, search],
  );
  return useProgressiveRows(
    `${ctx.brand}\u0000${search}`,
    config.pageSize,
    fetchPage,
    (error) => apiErrorOf(error).message,
  );
}

/** The header's end: the brand switcher of a brand-scoped entity, the create button. */
function CrudListActions<Row extends { id: string }>({
  config,
  ctx,
  onBrand,
}: {
  config: ListConfig<Row>;
  ctx: CrudContext;
  onBrand(brand: string): void;
}) {
  const navigate = useNavigate();
  return (
    <>
      {config.brandScoped && <BrandSwitcher value={ctx.brand} onChange={onBrand} />}
      {config.create && !config.create.floating && (
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => navigate(config.create!.href(ctx.brand))}
        >
          {config.create.label}
        </Button>
      )}
    </>
  );
}

/** The config's columns, the first linking to the row; a hover action; the load-more marker. */
function CrudTable<Row extends { id: string }>({
  config,
  ctx,
  list,
  onAction,
}: {
  config: ListConfig<Row>;
  ctx: CrudContext;
  list: ProgressiveRows<Row>;
  onAction(row: Row): void;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const threshold = config.loadMoreThreshold;
  const sentinelIndex = threshold ? Math.max(list.rows.length - threshold, 0) : -1;
  return (
    <Table aria-label={config.tableLabel} size="small">
      <TableHeader>
        <TableRow>
          {config.columns.map((column) => (
            <TableHeaderCell
              key={column.key}
              style={column.width ? { width: column.width } : undefined}
            >
              {column.label}
            </TableHeaderCell>
          ))}
          {config.rowAction && (
            <TableHeaderCell className={styles.actionCell} aria-label="Actions" />
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.rows.map((row, index) => {
          const href = config.rowHref?.(row, ctx.brand);
          return (
            <TableRow
              key={row.id}
              className={mergeClasses(styles.row, href && styles.clickable)}
              onClick={href ? () => navigate(href) : undefined}
            >
              {config.columns.map((column, c) => (
                <TableCell key={column.key}>
                  {c === 0 && href ? (
                    <Link to={href} onClick={(e) => e.stopPropagation()}>
                      {column.render(row)}
                    </Link>
                  ) : (
                    column.render(row)
                  )}
                  {index === sentinelIndex && c === 0 ? (
                    <LoadMoreSentinel onVisible={list.loadMore} />
                  ) : null}
                </TableCell>
              ))}
              {config.rowAction && (
                <TableCell className={styles.actionCell}>
                  <Tooltip content={config.rowAction.label(row)} relationship="label">
                    <Button
                      className="crud-row-action"
                      appearance="subtle"
                      icon={config.rowAction.icon}
                      onClick={(event) => {
                        event.stopPropagation();
                        onAction(row);
                      }}
                    />
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
