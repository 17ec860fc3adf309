// The authors screen (spec 000 §2 "Authors", 001 §6, §8, §9): search bar, tabs 'Mes auteurs'
// (linked to the signed-in user) and all authors, « Ajouter un auteur », a list with edit and
// history buttons, 100 per page loaded as the list scrolls; 'Aucun résultat...' when empty.
// /authors/edit/:id opens the same screen with that author's form open.
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Toast,
  ToastTitle,
  Toaster,
  Tooltip,
  makeStyles,
  useToastController,
} from '@fluentui/react-components';
import { AddRegular, EditRegular, HistoryRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_BRAND, isKnownBrand } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { authorSavedMessage, MESSAGES } from '../../../../common/domain/messages';
import { useSession } from '../../app/session/SessionContext';
import { brandsForUser } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import {
  AuthorListDocument,
  type AuthorRowFragment,
  type AuthorWhereInput,
} from '../../graphql/generated/graphql';
import { fetchData } from '../../adminKit/adminApi';
import { apiErrorOf } from '../../editorKit/apiError';
import { ListPage } from '../../listKit/ListPage';
import { ListTabs } from '../../listKit/ListTabs';
import { LoadMoreSentinel } from '../../listKit/LoadMoreSentinel';
import { ProgressiveListStates } from '../../listKit/ProgressiveListStates';
import { useProgressiveRows } from '../../listKit/useProgressiveRows';
import { useUrlFilters, type UrlFilters } from '../../listKit/useUrlFilters';
import { AuthorFormDialog } from './AuthorFormDialog';
import { AuthorHistoryDialog } from './AuthorHistoryDialog';

const TOASTER = 'authors';
const LOAD_MORE_THRESHOLD = 50;

const useStyles = makeStyles({
  search: { maxWidth: '420px' },
  actions: { width: '110px' },
});

type Dialog = { kind: 'form'; id: string | null } | { kind: 'history'; id: string } | null;

const AUTHOR_TABS = [
  { value: 'mine', label: 'Mes auteurs' },
  { value: 'all', label: 'Tous les auteurs' },
] as const;

export function AuthorsPage() {
  const styles = useStyles();
  const { user } = useSession();
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const { params, setFilters } = useUrlFilters();
  const toastSaved = useSavedToast();
  useSectionLook('Auteurs', 'web');
  const userBrands = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  const rawBrand = params.get('brand');
  const brand = rawBrand && isKnownBrand(rawBrand) ? rawBrand : null;
  const mine = params.get('tab') === 'mine';
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useTypedSearch(search, setFilters);
  const [dialog, setDialog] = useState<Dialog>(routeId ? { kind: 'form', id: routeId } : null);
  const list = useAuthorRows(brand, search, mine ? (user?.id ?? null) : null);
  const close = (saved: boolean) => {
    const created = dialog?.kind === 'form' && dialog.id === null;
    setDialog(null);
    if (routeId)
      navigate({ pathname: '/authors/list', search: params.toString() }, { replace: true });
    if (saved) {
      toastSaved(created);
      list.reload();
    }
  };

  const addButton = (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      onClick={() => setDialog({ kind: 'form', id: null })}
    >
      Ajouter un auteur
    </Button>
  );
  return (
    <ListPage titleId="authors-title" title="Auteurs" actions={addButton}>
      <Toaster toasterId={TOASTER} position="top-end" />
      <SearchBox
        className={styles.search}
        placeholder="Rechercher un auteur"
        aria-label="Rechercher un auteur"
        value={typed}
        onChange={(_e, d) => setTyped(d.value)}
      />
      <ListTabs
        tabs={AUTHOR_TABS}
        selected={mine ? 'mine' : 'all'}
        onSelect={(tab) => setFilters({ tab: tab === 'mine' ? 'mine' : null })}
      />
      <ProgressiveListStates list={list} emptyText={MESSAGES.noResultEllipsis}>
        <AuthorTable
          rows={list.rows}
          sentinelIndex={Math.max(list.rows.length - LOAD_MORE_THRESHOLD, 0)}
          onLoadMore={list.loadMore}
          onEdit={(id) => setDialog({ kind: 'form', id })}
          onHistory={(id) => setDialog({ kind: 'history', id })}
        />
      </ProgressiveListStates>
      {dialog?.kind === 'form' && (
        <AuthorFormDialog
          authorId={dialog.id}
          brandKeys={userBrands}
          defaultBrand={brand ?? userBrands[0] ?? DEFAULT_BRAND}
          isSuperAdmin={user?.isSuperAdmin ?? false}
          otherAuthors={list.rows}
          onClose={close}
        />
      )}
      {dialog?.kind === 'history' && (
        <AuthorHistoryDialog authorId={dialog.id} onClose={() => setDialog(null)} />
      )}
    </ListPage>
  );
}

/** 'Auteur créé' / 'Auteur modifié' in the screen's toaster. */
function useSavedToast(): (created: boolean) => void {
  const { dispatchToast } = useToastController(TOASTER);
  return (created) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{authorSavedMessage(created ? 'created' : 'updated')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
}

/** The search box's text, written into the URL once the typing pauses. */
function useTypedSearch(
  search: string,
  setFilters: UrlFilters['setFilters'],
): [string, (text: string) => void] {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed === search) return;
    const timer = window.setTimeout(
      () => setFilters({ search: typed.trim() ? typed : null }, { replace: true }),
      LIMITS.debounce.autocompleteMs,
    );
    return () => window.clearTimeout(timer);
  }, [typed, search, setFilters]);
  return [typed, setTyped];
}

/** The filter's authors, 100 at a time as the list scrolls. */
function useAuthorRows(brand: string | null, search: string, userId: string | null) {
  const client = useApolloClient();
  const where = useMemo<AuthorWhereInput>(
    () => ({
      ...(brand ? { brandKey: brand } : {}),
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(userId ? { userId } : {}),
    }),
    [brand, search, userId],
  );
  const fetchPage = useCallback(
    async ({ first, skip }: { first: number; skip: number }) =>
      (await fetchData(client, AuthorListDocument, { first, skip, where })).authors,
    [client, where],
  );
  return useProgressiveRows<AuthorRowFragment>(
    JSON.stringify(where),
    LIMITS.pageSize.authors,
    fetchPage,
    (error) => apiErrorOf(error).message,
  );
}

function AuthorTable({
  rows,
  sentinelIndex,
  onLoadMore,
  onEdit,
  onHistory,
}: {
  rows: readonly AuthorRowFragment[];
  sentinelIndex: number;
  onLoadMore(): void;
  onEdit(id: string): void;
  onHistory(id: string): void;
}) {
  const styles = useStyles();
  return (
    <Table aria-label="Liste des auteurs" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Nom</TableHeaderCell>
          <TableHeaderCell style={{ width: '100px' }}>Marque</TableHeaderCell>
          <TableHeaderCell>E-mail</TableHeaderCell>
          <TableHeaderCell className={styles.actions}>Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((author, index) => (
          <TableRow key={author.id}>
            <TableCell>
              {author.name}
              {index === sentinelIndex && <LoadMoreSentinel onVisible={onLoadMore} />}
            </TableCell>
            <TableCell>{author.brandKey}</TableCell>
            <TableCell>{author.email ?? ''}</TableCell>
            <TableCell>
              <Tooltip content={`Modifier ${author.name}`} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<EditRegular />}
                  onClick={() => onEdit(author.id)}
                />
              </Tooltip>
              <Tooltip content={`Historique de ${author.name}`} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<HistoryRegular />}
                  onClick={() => onHistory(author.id)}
                />
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
