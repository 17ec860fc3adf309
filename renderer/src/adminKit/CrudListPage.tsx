// The admin list of the framework: heading, optional brand switcher and search (both in the URL),
// a table from the config's columns, progressive loading, row links, a hover row action, a create
// button (or floating button), and loading, empty and error states.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
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
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../common/domain/messages';
import { useSectionLook } from '../app/shell/useSectionLook';
import { apiErrorOf } from '../editorKit/apiError';
import { AdminOnlyNotice } from './AdminOnlyNotice';
import { BrandSwitcher } from './BrandSwitcher';
import { CrudToaster, useCrudNotice } from './crudNotice';
import type { CrudContext, ListConfig } from './crudTypes';
import { useCrudContext } from './useCrudContext';
import { useProgressiveRows } from '../listKit/useProgressiveRows';
import { LoadMoreSentinel } from '../listKit/LoadMoreSentinel';

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
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
  },
  back: { color: tokens.colorNeutralForeground3 },
  spacer: { flexGrow: 1 },
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
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  // Searched as the admin types (no debounce to wait out): each keystroke restarts the list, and
  // useProgressiveRows drops the answers of the keystrokes before the last.
  const changeSearch = (value: string) => {
    setSearch(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  };

  const fetchPage = useCallback(
    (page: { first: number; skip: number }) =>
      config.fetchPage(ctx, { ...page, search: search.trim() || null }),
    [config, ctx, search],
  );
  const list = useProgressiveRows(
    `${ctx.brand}\u0000${search}`,
    config.pageSize,
    fetchPage,
    (error) => apiErrorOf(error).message,
  );

  const changeBrand = (brand: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('brand', brand);
      return next;
    });

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

  const threshold = config.loadMoreThreshold;
  const sentinelIndex = threshold ? Math.max(list.rows.length - threshold, 0) : -1;
  const heading = `crud-list-${config.title}`;

  return (
    <section className={styles.root} aria-labelledby={heading}>
      <CrudToaster />
      <div className={styles.header}>
        <Title2 as="h1" id={heading}>
          {config.title}
        </Title2>
        <Link to="/crud" className={styles.back}>
          Administration
        </Link>
        <div className={styles.spacer} />
        {config.brandScoped && <BrandSwitcher value={ctx.brand} onChange={changeBrand} />}
        {config.create && !config.create.floating && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate(config.create!.href(ctx.brand))}
          >
            {config.create.label}
          </Button>
        )}
      </div>
      {config.searchLabel && (
        <SearchBox
          className={styles.search}
          placeholder={config.searchLabel}
          aria-label={config.searchLabel}
          value={search}
          onChange={(_e, data) => changeSearch(data.value)}
        />
      )}
      {list.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{list.error}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={list.reload}>{MESSAGES.genericRetry}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {!list.error && !list.loading && list.rows.length === 0 ? (
        <Body1>{MESSAGES.noResult}</Body1>
      ) : null}
      {list.rows.length > 0 && (
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
                            void runAction(row);
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
      )}
      {list.loading && <Spinner size="small" label="Chargement…" />}
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
    </section>
  );
}
