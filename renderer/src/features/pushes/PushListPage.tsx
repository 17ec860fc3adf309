// The push list (spec 000 §2 "Push list", 001 §9): `/mobilepush/list[?brand=KEY]`, a brand filter,
// a table of 25 pushes a page (one row per group of platforms), hover cancel for unsent pushes
// (cancelling the group), and the create button: a direct link when a brand is chosen, otherwise a
// speed dial of the brands allowing web alerts or Android.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Dropdown,
  Field,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Option,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { brandLabel, pushCapableBrands, selectableBrands } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { useSectionLook } from '../../app/shell/useSectionLook';
import {
  CancelPushDocument,
  PushListDocument,
  type PushRowFragment,
} from '../../graphql/generated/graphql';
import { apiErrorOf } from '../../editorKit/apiError';
import { ListPage } from '../../listKit/ListPage';
import { ListStates } from '../../listKit/ListStates';
import { Pager } from '../../listKit/Pager';
import { useLiveRows } from '../../listKit/useLiveRows';
import { useUrlFilters } from '../../listKit/useUrlFilters';
import { PushTable } from './PushTable';

const useStyles = makeStyles({
  root: {
    height: '100%',
    boxSizing: 'border-box',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL} 96px`,
  },
  bar: { alignItems: 'flex-end' },
  fab: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXXL,
    bottom: tokens.spacingVerticalXXXL,
    boxShadow: tokens.shadow16,
  },
});

export const CREATE_PUSH_LABEL = 'Créer un push';
const ALL_BRANDS = '';
const NO_PUSHES: readonly PushRowFragment[] = [];

export function PushListPage() {
  useSectionLook('Push', 'push');
  const styles = useStyles();
  const { params, setFilters } = useUrlFilters();
  const brand = params.get('brand') ?? ALL_BRANDS;
  const page = Math.max(Number(params.get('page') ?? '1') || 1, 1);
  const pageSize = LIMITS.pageSize.pushes;
  const toasterId = useId('push-list-toaster');
  const { data, loading, error, refetch } = useQuery(PushListDocument, {
    variables: {
      where: brand ? { brandKey: brand } : null,
      first: pageSize,
      skip: (page - 1) * pageSize,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval: 5_000,
  });
  // Pushes are not lockable (no presence) and there is no query for one: a push created, sent or
  // cancelled elsewhere asks the page of 25 again at once (issue 39), its count with it.
  const live = useLiveRows({
    contentType: 'push',
    brandKey: brand || null,
    rows: data?.pushes ?? NO_PUSHES,
    presence: false,
    onNew: 'reload',
    reload: () => void refetch(),
  });
  const { cancelling, cancel } = useCancelPush(toasterId);
  const total = data?.pushCount ?? 0;
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  const setParams = (next: { brand?: string; page?: number }) =>
    setFilters(
      { brand: next.brand ?? brand, page: (next.page ?? 1) > 1 ? String(next.page) : null },
      { replace: true },
    );

  return (
    <ListPage
      titleId="push-list-title"
      title="Push"
      className={styles.root}
      headerClassName={styles.bar}
      actions={<BrandFilter brand={brand} onChange={(b) => setParams({ brand: b, page: 1 })} />}
    >
      <Toaster toasterId={toasterId} position="top-end" />
      <ListStates
        failed={!!error && !data}
        onRetry={() => void refetch()}
        loading={loading && !data}
        loadingLabel="Chargement des push…"
        empty={(data?.pushes.length ?? 0) === 0}
      >
        <PushTable
          pushes={live.rows}
          showBrand={!brand}
          cancelling={cancelling}
          onCancel={cancel}
        />
      </ListStates>
      {pages > 1 ? (
        <Pager
          page={page}
          pages={pages}
          label={`Page ${page} / ${pages} — ${total} push`}
          previousLabel="Page précédente"
          nextLabel="Page suivante"
          onPage={(next) => setParams({ page: next })}
        />
      ) : null}
      <CreatePushButton brand={brand} />
    </ListPage>
  );
}

/** Cancels a push's group and says how it went in the list's toaster. */
function useCancelPush(toasterId: string) {
  const { dispatchToast } = useToastController(toasterId);
  const [cancelPush] = useMutation(CancelPushDocument);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const toast = (title: string, intent: 'success' | 'error') =>
    dispatchToast(
      <Toast>
        <ToastTitle>{title}</ToastTitle>
      </Toast>,
      { intent },
    );
  const cancel = (push: PushRowFragment) => {
    setCancelling(push.groupId);
    cancelPush({ variables: { id: push.id }, refetchQueries: [PushListDocument] })
      .then((result) => {
        // errorPolicy 'all': a refusal (already sent, say) comes back in the result.
        if (result.error) throw result.error;
        toast('Push annulé', 'success');
      })
      .catch((e: unknown) => toast(apiErrorOf(e).message, 'error'))
      .finally(() => setCancelling(null));
  };
  return { cancelling, cancel };
}

function BrandFilter({ brand, onChange }: { brand: string; onChange(brand: string): void }) {
  return (
    <Field label="Filtrer par marque">
      <Dropdown
        value={brand ? brandLabel(brand) : 'Toutes les marques'}
        selectedOptions={[brand]}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? ALL_BRANDS)}
      >
        <Option value={ALL_BRANDS}>Toutes les marques</Option>
        {selectableBrands().map((b) => (
          <Option key={b.key} value={b.key}>
            {brandLabel(b.key)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** The create button: a direct link when a brand is chosen, else a speed dial of push brands. */
function CreatePushButton({ brand }: { brand: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const add = (key: string) => navigate(`/${encodeURIComponent(key)}/mobilepush/add`);
  const button = (onClick?: () => void) => (
    <Button
      className={styles.fab}
      appearance="primary"
      size="large"
      shape="circular"
      icon={<AddRegular />}
      onClick={onClick}
    >
      {CREATE_PUSH_LABEL}
    </Button>
  );
  if (brand) return button(() => add(brand));
  return (
    <Menu positioning="above-end">
      <MenuTrigger disableButtonEnhancement>{button()}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {pushCapableBrands().map((b) => (
            <MenuItem key={b.key} onClick={() => add(b.key)}>
              {brandLabel(b.key)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
