// The authors screen (spec 000 §2 "Authors", 001 §6, §8, §9): search bar, tabs 'Mes auteurs'
// (linked to the signed-in user) and all authors, « Ajouter un auteur », a list with edit and
// history buttons, 100 per page loaded as the list scrolls; 'Aucun résultat...' when empty.
// /authors/edit/:id opens the same screen with that author's form open.
import { useApolloClient } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
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
  Toast,
  ToastTitle,
  Toaster,
  Tooltip,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { AddRegular, EditRegular, HistoryRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
import { LoadMoreSentinel } from '../../listKit/LoadMoreSentinel';
import { useProgressiveRows } from '../../listKit/useProgressiveRows';
import { apiErrorOf } from '../../editorKit/apiError';
import { AuthorFormDialog } from './AuthorFormDialog';
import { AuthorHistoryDialog } from './AuthorHistoryDialog';

const TOASTER = 'authors';
const LOAD_MORE_THRESHOLD = 50;

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
  actions: { width: '110px' },
});

type Dialog = { kind: 'form'; id: string | null } | { kind: 'history'; id: string } | null;

export function AuthorsPage() {
  const styles = useStyles();
  const client = useApolloClient();
  const { user } = useSession();
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const [params, setParams] = useSearchParams();
  const { dispatchToast } = useToastController(TOASTER);
  useSectionLook('Auteurs', 'web');

  const userBrands = useMemo(() => (user ? brandsForUser(user) : []), [user]);
  const rawBrand = params.get('brand');
  const brand = rawBrand && isKnownBrand(rawBrand) ? rawBrand : null;
  const mine = params.get('tab') === 'mine';
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const [dialog, setDialog] = useState<Dialog>(routeId ? { kind: 'form', id: routeId } : null);

  useEffect(() => {
    if (typed === search) return;
    const timer = window.setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (typed.trim()) next.set('search', typed);
            else next.delete('search');
            return next;
          },
          { replace: true },
        ),
      LIMITS.debounce.autocompleteMs,
    );
    return () => window.clearTimeout(timer);
  }, [typed, search, setParams]);

  const where = useMemo<AuthorWhereInput>(
    () => ({
      ...(brand ? { brandKey: brand } : {}),
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(mine && user ? { userId: user.id } : {}),
    }),
    [brand, search, mine, user],
  );
  const fetchPage = useCallback(
    async ({ first, skip }: { first: number; skip: number }) =>
      (await fetchData(client, AuthorListDocument, { first, skip, where })).authors,
    [client, where],
  );
  const list = useProgressiveRows<AuthorRowFragment>(
    JSON.stringify(where),
    LIMITS.pageSize.authors,
    fetchPage,
    (error) => apiErrorOf(error).message,
  );
  const sentinelIndex = Math.max(list.rows.length - LOAD_MORE_THRESHOLD, 0);

  const close = (saved: boolean) => {
    const created = dialog?.kind === 'form' && dialog.id === null;
    setDialog(null);
    if (routeId)
      navigate({ pathname: '/authors/list', search: params.toString() }, { replace: true });
    if (saved) {
      dispatchToast(
        <Toast>
          <ToastTitle>{authorSavedMessage(created ? 'created' : 'updated')}</ToastTitle>
        </Toast>,
        { intent: 'success' },
      );
      list.reload();
    }
  };

  const setTab = (tab: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (tab === 'mine') next.set('tab', 'mine');
      else next.delete('tab');
      return next;
    });

  return (
    <section className={styles.root} aria-labelledby="authors-title">
      <Toaster toasterId={TOASTER} position="top-end" />
      <div className={styles.header}>
        <Title2 as="h1" id="authors-title">
          Auteurs
        </Title2>
        <div className={styles.spacer} />
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setDialog({ kind: 'form', id: null })}
        >
          Ajouter un auteur
        </Button>
      </div>
      <SearchBox
        className={styles.search}
        placeholder="Rechercher un auteur"
        aria-label="Rechercher un auteur"
        value={typed}
        onChange={(_e, d) => setTyped(d.value)}
      />
      <TabList
        selectedValue={mine ? 'mine' : 'all'}
        onTabSelect={(_e, d) => setTab(String(d.value))}
      >
        <Tab value="mine">Mes auteurs</Tab>
        <Tab value="all">Tous les auteurs</Tab>
      </TabList>
      {list.error && (
        <MessageBar intent="error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {!list.error && !list.loading && list.rows.length === 0 && (
        <Body1>{MESSAGES.noResultEllipsis}</Body1>
      )}
      {list.rows.length > 0 && (
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
            {list.rows.map((author, index) => (
              <TableRow key={author.id}>
                <TableCell>
                  {author.name}
                  {index === sentinelIndex && <LoadMoreSentinel onVisible={list.loadMore} />}
                </TableCell>
                <TableCell>{author.brandKey}</TableCell>
                <TableCell>{author.email ?? ''}</TableCell>
                <TableCell>
                  <Tooltip content={`Modifier ${author.name}`} relationship="label">
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      onClick={() => setDialog({ kind: 'form', id: author.id })}
                    />
                  </Tooltip>
                  <Tooltip content={`Historique de ${author.name}`} relationship="label">
                    <Button
                      appearance="subtle"
                      icon={<HistoryRegular />}
                      onClick={() => setDialog({ kind: 'history', id: author.id })}
                    />
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.loading && <Spinner size="small" label="Chargement…" />}
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
    </section>
  );
}
