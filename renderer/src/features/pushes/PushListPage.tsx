// The push list (spec 000 §2 "Push list", 001 §9): `/mobilepush/list[?brand=KEY]`, a brand filter,
// a table of 25 pushes a page (one row per group of platforms), hover cancel for unsent pushes
// (cancelling the group), and the create button: a direct link when a brand is chosen, otherwise a
// speed dial of the brands allowing web alerts or Android.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Dropdown,
  Field,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Title2,
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
import { useNavigate, useSearchParams } from 'react-router-dom';
import { brandLabel, pushCapableBrands, selectableBrands } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { CancelPushDocument, PushListDocument } from '../../graphql/generated/graphql';
import { apiErrorOf } from '../../editorKit/apiError';
import { PushTable } from './PushTable';

const useStyles = makeStyles({
  root: {
    height: '100%',
    boxSizing: 'border-box',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL} 96px`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  grow: { flexGrow: 1 },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  fab: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXXL,
    bottom: tokens.spacingVerticalXXXL,
    boxShadow: tokens.shadow16,
  },
});

export const CREATE_PUSH_LABEL = 'Créer un push';
const ALL_BRANDS = '';

export function PushListPage() {
  useSectionLook('Push', 'push');
  const styles = useStyles();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const brand = search.get('brand') ?? ALL_BRANDS;
  const page = Math.max(Number(search.get('page') ?? '1') || 1, 1);
  const pageSize = LIMITS.pageSize.pushes;
  const toasterId = useId('push-list-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const { data, loading, error } = useQuery(PushListDocument, {
    variables: {
      where: brand ? { brandKey: brand } : null,
      first: pageSize,
      skip: (page - 1) * pageSize,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval: 5_000,
  });
  const [cancel] = useMutation(CancelPushDocument);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const total = data?.pushCount ?? 0;
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  const setParams = (next: { brand?: string; page?: number }) => {
    const params = new URLSearchParams();
    const b = next.brand ?? brand;
    if (b) params.set('brand', b);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params, { replace: true });
  };
  const brands = selectableBrands();

  return (
    <div className={styles.root}>
      <Toaster toasterId={toasterId} position="top-end" />
      <div className={styles.bar}>
        <Title2 as="h1" className={styles.grow}>
          Push
        </Title2>
        <Field label="Filtrer par marque">
          <Dropdown
            value={brand ? brandLabel(brand) : 'Toutes les marques'}
            selectedOptions={[brand]}
            onOptionSelect={(_, d) => setParams({ brand: d.optionValue ?? ALL_BRANDS, page: 1 })}
          >
            <Option value={ALL_BRANDS}>Toutes les marques</Option>
            {brands.map((b) => (
              <Option key={b.key} value={b.key}>
                {brandLabel(b.key)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.genericError}</MessageBarBody>
        </MessageBar>
      ) : null}
      {loading && !data ? <Spinner label="Chargement des push…" /> : null}
      {data && data.pushes.length === 0 ? <Body1>{MESSAGES.noResult}</Body1> : null}
      {data && data.pushes.length > 0 ? (
        <PushTable
          pushes={data.pushes}
          showBrand={!brand}
          cancelling={cancelling}
          onCancel={(push) => {
            setCancelling(push.groupId);
            cancel({ variables: { id: push.id }, refetchQueries: [PushListDocument] })
              .then((result) => {
                // errorPolicy 'all': a refusal (already sent, say) comes back in the result.
                if (result.error) throw result.error;
                dispatchToast(
                  <Toast>
                    <ToastTitle>Push annulé</ToastTitle>
                  </Toast>,
                  { intent: 'success' },
                );
              })
              .catch((e: unknown) =>
                dispatchToast(
                  <Toast>
                    <ToastTitle>{apiErrorOf(e).message}</ToastTitle>
                  </Toast>,
                  { intent: 'error' },
                ),
              )
              .finally(() => setCancelling(null));
          }}
        />
      ) : null}
      {pages > 1 ? (
        <div className={styles.pager}>
          <Button disabled={page <= 1} onClick={() => setParams({ page: page - 1 })}>
            Page précédente
          </Button>
          <Body1>
            Page {page} / {pages} — {total} push
          </Body1>
          <Button disabled={page >= pages} onClick={() => setParams({ page: page + 1 })}>
            Page suivante
          </Button>
        </div>
      ) : null}
      {brand ? (
        <Button
          className={styles.fab}
          appearance="primary"
          size="large"
          shape="circular"
          icon={<AddRegular />}
          onClick={() => navigate(`/${encodeURIComponent(brand)}/mobilepush/add`)}
        >
          {CREATE_PUSH_LABEL}
        </Button>
      ) : (
        <Menu positioning="above-end">
          <MenuTrigger disableButtonEnhancement>
            <Button
              className={styles.fab}
              appearance="primary"
              size="large"
              shape="circular"
              icon={<AddRegular />}
            >
              {CREATE_PUSH_LABEL}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {pushCapableBrands().map((b) => (
                <MenuItem
                  key={b.key}
                  onClick={() => navigate(`/${encodeURIComponent(b.key)}/mobilepush/add`)}
                >
                  {brandLabel(b.key)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}
