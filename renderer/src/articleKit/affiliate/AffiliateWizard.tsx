// The affiliate card wizard (issue 37; spec 000 §4 "Affiliate wizard"): 'Rechercher un produit',
// 'Enrichir la carte', 'Aperçu'. « Ajouter » hands the `affilizz` block to the body and resets the
// wizard; closing resets everything. The platform's HTML is never injected: the preview shows the
// card's texts, as the body element does.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LIMITS } from '../../../../common/domain/limits';
import {
  affilizzBlockAttrs,
  canLeaveProductSearch,
  priceBandLabel,
  showsSearchFooter,
} from '../../../../common/domain/validation/affiliate';
import { PointsListField } from '../../editor/PointsListField';
import {
  useAffiliateWizard,
  type AffiliateProduct,
  type AffiliateWizardState,
  type WizardStep,
} from './useAffiliateWizard';

const STEP_TITLES: Record<WizardStep, string> = {
  search: 'Rechercher un produit',
  enrich: 'Enrichir la carte',
  preview: 'Aperçu',
};

const SORT_LABELS: Record<string, string> = {
  NB_OFFERS: "Nombre d'offres",
  RELEVANCE: 'Pertinence',
  PRICE_ASC: 'Prix croissant',
  PRICE_DESC: 'Prix décroissant',
};

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM },
  results: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalS,
    maxHeight: '340px',
    overflowY: 'auto',
  },
  product: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    textAlign: 'left',
    height: 'auto',
  },
  preview: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

function priceOf(p: AffiliateProduct): string {
  if (p.minPrice === null) return '';
  const currency = p.currencyCode === 'EUR' || !p.currencyCode ? '€' : p.currencyCode;
  return `à partir de ${p.minPrice.toLocaleString('fr-FR')} ${currency}`;
}

export interface AffiliateWizardProps {
  brandKey: string;
  /** The saved article the card is for, null before its first save. */
  articleId?: string | null;
  /** Inserts the block into the body. */
  onAdd: (attrs: Record<string, unknown>) => void;
  onClose: () => void;
}

export function AffiliateWizard({
  brandKey,
  articleId = null,
  onAdd,
  onClose,
}: AffiliateWizardProps) {
  const styles = useStyles();
  const w = useAffiliateWizard(brandKey, articleId);
  const close = () => {
    w.reset();
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={styles.surface} aria-label="Carte produit">
        <DialogBody>
          <DialogTitle>{STEP_TITLES[w.step]}</DialogTitle>
          <DialogContent className={styles.content}>
            {w.error && (
              <MessageBar intent="error">
                <MessageBarBody>{w.error}</MessageBarBody>
              </MessageBar>
            )}
            {w.step === 'search' && <SearchStep w={w} />}
            {w.step === 'enrich' && <EnrichStep w={w} />}
            {w.step === 'preview' && <PreviewStep w={w} />}
          </DialogContent>
          <WizardFooter
            w={w}
            onCancel={close}
            onAdd={() => {
              if (!w.card) return;
              onAdd(affilizzBlockAttrs(w.card));
              w.reset();
              onClose();
            }}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function WizardFooter({
  w,
  onCancel,
  onAdd,
}: {
  w: AffiliateWizardState;
  onCancel: () => void;
  onAdd: () => void;
}) {
  const cancel = <Button onClick={onCancel}>Annuler</Button>;
  if (w.step === 'search')
    return showsSearchFooter(w.keyword) ? (
      <DialogActions>
        {cancel}
        <Button
          appearance="primary"
          disabled={!canLeaveProductSearch(w.selected)}
          onClick={() => void w.enrich()}
        >
          Continuer
        </Button>
      </DialogActions>
    ) : null;
  if (w.step === 'enrich')
    return (
      <DialogActions>
        <Button onClick={() => w.setStep('search')}>Retour</Button>
        <Button
          appearance="primary"
          disabled={w.pending}
          icon={w.pending ? <Spinner size="tiny" /> : undefined}
          onClick={() => void w.createCard()}
        >
          Créer la carte
        </Button>
      </DialogActions>
    );
  return (
    <DialogActions>
      {cancel}
      <Button appearance="primary" onClick={onAdd}>
        Ajouter
      </Button>
    </DialogActions>
  );
}

function SearchStep({ w }: { w: AffiliateWizardState }) {
  const styles = useStyles();
  const { results, searching, total } = w.search;
  return (
    <>
      <Field label="Produit">
        <Input
          value={w.keyword}
          autoFocus
          placeholder="Au moins 3 caractères"
          onChange={(_, d) => w.setKeyword(d.value)}
        />
      </Field>
      <div className={styles.filters}>
        <Field label="Tri">
          <Select value={w.sort} onChange={(_, d) => w.setSort(d.value)}>
            {LIMITS.affiliate.sorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Prix">
          <Select value={String(w.band)} onChange={(_, d) => w.setBand(Number(d.value))}>
            <option value="-1">Tous les prix</option>
            {LIMITS.affiliate.priceBands.map((b, i) => (
              <option key={b.min} value={String(i)}>
                {priceBandLabel(b)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {searching && <Spinner size="tiny" label="Recherche…" />}
      {results && !searching && <Text>{total} produit(s)</Text>}
      {results && (
        <div className={styles.results} role="listbox" aria-label="Produits">
          {results.map((p) => (
            <Button
              key={p.id}
              role="option"
              aria-selected={w.selected?.id === p.id}
              appearance={w.selected?.id === p.id ? 'primary' : 'secondary'}
              className={styles.product}
              onClick={() => w.setSelected(p)}
            >
              <Text weight="semibold">{p.name}</Text>
              <Text size={200}>{priceOf(p)}</Text>
              <Text size={200}>
                {p.type === 'CatalogProduct' ? 'Catalogue' : `${p.nbOffers} offre(s)`}
              </Text>
            </Button>
          ))}
        </div>
      )}
    </>
  );
}

function EnrichStep({ w }: { w: AffiliateWizardState }) {
  return (
    <>
      <Text>Produit : {w.selected?.name}</Text>
      <Field label="Titre" required validationMessage={w.fieldErrors.title}>
        <Input value={w.title} onChange={(_, d) => w.setTitle(d.value)} />
      </Field>
      <PointsListField
        label="Points positifs"
        points={w.points.positivePoints}
        onChange={(list) => w.setPointList('positivePoints', list)}
      />
      <PointsListField
        label="Points négatifs"
        points={w.points.negativePoints}
        onChange={(list) => w.setPointList('negativePoints', list)}
      />
      {w.ratable && (
        <Field label="Note (0 à 10)" validationMessage={w.fieldErrors.rating}>
          <Input value={w.rating} inputMode="numeric" onChange={(_, d) => w.setRating(d.value)} />
        </Field>
      )}
      <Field label="Design">
        <Select value={w.designId} onChange={(_, d) => w.setDesignId(d.value)}>
          {w.designs.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

function PreviewStep({ w }: { w: AffiliateWizardState }) {
  const styles = useStyles();
  const card = w.card;
  if (!card) return null;
  return (
    <div className={styles.preview} data-testid="affiliate-preview">
      <Text weight="semibold" size={500}>
        {card.title}
      </Text>
      <Text>{card.productName}</Text>
      {card.description && <Text size={200}>{card.description}</Text>}
      {card.positivePoints.length > 0 && <Text>+ {card.positivePoints.join(' · ')}</Text>}
      {card.negativePoints.length > 0 && <Text>− {card.negativePoints.join(' · ')}</Text>}
      {card.rating && <Text>Note : {card.rating}</Text>}
    </div>
  );
}
