// The affiliate card wizard's state (issue 37; spec 000 §4 "Affiliate wizard"; 001 §5, §8, §9):
// step 1 searches (from 3 characters, 500 ms after the last keystroke, page size 16, sort and price
// band), step 2 enriches (title, points, rating, design) and creates the card (a catalogue product
// added first), step 3 previews. Refusals: fields on their fields, the rest in the bar beginning
// « Une erreur est survenue lors de … »; what was typed stays. `reset` empties everything.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  canRateProduct,
  canSearchAffiliateProducts,
  defaultCardTitle,
  parseAffiliateRating,
  pointsForEditing,
  pointsForSave,
  type ParsedRating,
} from '../../../../common/domain/validation/affiliate';
import { apiErrorOf } from '../../editorKit/apiError';
import {
  AffiliationProductSort,
  CreateAffiliationCardDocument,
  CreateAffiliationCatalogProductDocument,
  SearchAffiliationDesignDocument,
  SearchAffiliationProductDocument,
  type AffiliationProductFieldsFragment,
  type CreateAffiliationCardMutation,
  type SearchAffiliationDesignQuery,
} from '../../graphql/generated/graphql';

export type AffiliateProduct = AffiliationProductFieldsFragment;
export type AffiliateCard = CreateAffiliationCardMutation['createAffiliationCard'];
export type AffiliateDesign = SearchAffiliationDesignQuery['searchAffiliationDesign'][number];
export type WizardStep = 'search' | 'enrich' | 'preview';
export type PointsKind = 'positivePoints' | 'negativePoints';

const A = LIMITS.affiliate;

/** « Une erreur est survenue lors de … », then the server's own French message when it has one. */
function failure(
  prefix: string,
  error: unknown,
): { message: string; fields: Record<string, string> } {
  const api = apiErrorOf(error);
  const why = api.message && api.message !== MESSAGES.genericError ? ` ${api.message}` : '';
  return { message: `${prefix}${why}`, fields: api.fields };
}

function useProductSearch(brandKey: string, keyword: string, sort: string, band: number) {
  const client = useApolloClient();
  const [results, setResults] = useState<AffiliateProduct[] | null>(null);
  const [total, setTotal] = useState(0);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ticket = useRef(0);
  useEffect(() => {
    const mine = ++ticket.current;
    if (!canSearchAffiliateProducts(keyword)) {
      setResults(null);
      setSearching(false);
      return undefined;
    }
    const timer = setTimeout(() => {
      const range = A.priceBands[band];
      setSearching(true);
      setError(null);
      client
        .query({
          query: SearchAffiliationProductDocument,
          variables: {
            brandKey,
            keyword: keyword.trim(),
            sort: sort as AffiliationProductSort,
            minPrice: range?.min ?? null,
            maxPrice: range?.max ?? null,
            page: 0,
            size: A.productSearchPageSize,
          },
          fetchPolicy: 'network-only',
        })
        .then((answer) => {
          if (mine !== ticket.current) return;
          if (answer.error || !answer.data) throw answer.error ?? new Error('no data');
          setResults(answer.data.searchAffiliationProduct.content);
          setTotal(answer.data.searchAffiliationProduct.totalElements);
          setSearching(false);
        })
        .catch((e: unknown) => {
          if (mine !== ticket.current) return;
          setError(failure(MESSAGES.affiliateSearchError, e).message);
          setResults([]);
          setSearching(false);
        });
    }, LIMITS.debounce.affiliateSearchMs);
    return () => clearTimeout(timer);
  }, [client, brandKey, keyword, sort, band]);
  return { results, total, searching, error };
}

/** articleId: the saved article the card is for (the server checks its switch), null if new. */
export function useAffiliateWizard(brandKey: string, articleId: string | null = null) {
  const client = useApolloClient();
  const [step, setStep] = useState<WizardStep>('search');
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<string>(A.defaultSort);
  /** Index in LIMITS.affiliate.priceBands; -1 = every price. */
  const [band, setBand] = useState(-1);
  const [selected, setSelected] = useState<AffiliateProduct | null>(null);
  const [title, setTitle] = useState('');
  const [points, setPoints] = useState<Record<PointsKind, string[]>>({
    positivePoints: [''],
    negativePoints: [''],
  });
  const [rating, setRating] = useState('');
  const [designs, setDesigns] = useState<AffiliateDesign[]>([]);
  const [designId, setDesignId] = useState('');
  const [card, setCard] = useState<AffiliateCard | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const search = useProductSearch(brandKey, keyword, sort, band);

  const reset = useCallback(() => {
    setStep('search');
    setKeyword('');
    setSort(A.defaultSort);
    setBand(-1);
    setSelected(null);
    setTitle('');
    setPoints({ positivePoints: [''], negativePoints: [''] });
    setRating('');
    setDesigns([]);
    setDesignId('');
    setCard(null);
    setPending(false);
    setError(null);
    setFieldErrors({});
  }, []);

  /** Step 1 → 2: the title defaults to the product's name, the points to its upsides/downsides. */
  const enrich = useCallback(async () => {
    if (!selected) return;
    setStep('enrich');
    setError(null);
    if (title === '' && selected.name) setTitle(defaultCardTitle({ name: selected.name }));
    setPoints((now) =>
      now.positivePoints.join('') === '' && now.negativePoints.join('') === ''
        ? {
            positivePoints: pointsForEditing(selected.upsides),
            negativePoints: pointsForEditing(selected.downsides),
          }
        : now,
    );
    try {
      const answer = await client.query({
        query: SearchAffiliationDesignDocument,
        variables: { mediaId: brandKey },
        fetchPolicy: 'network-only',
      });
      if (answer.error || !answer.data) throw answer.error ?? new Error('no data');
      const list = answer.data.searchAffiliationDesign;
      setDesigns(list);
      setDesignId((now) => now || (list.find((d) => d.defaultDesign) ?? list[0])?.id || '');
    } catch (e) {
      setError(failure(MESSAGES.affiliateDesignError, e).message);
    }
  }, [client, brandKey, selected, title]);

  const ratable = selected ? canRateProduct(selected.type) : false;
  const parsedRating: ParsedRating = useMemo(
    () => (ratable ? parseAffiliateRating(rating) : { ok: true, value: null }),
    [ratable, rating],
  );

  /** Step 2 → 3: a catalogue product is added first, then the card (type CARD) is made. */
  const createCard = useCallback(async () => {
    if (!selected) return;
    const local: Record<string, string> = {};
    if (title.trim() === '') local.title = MESSAGES.affiliateTitleRequired;
    if (!parsedRating.ok) local.rating = parsedRating.message;
    setFieldErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    setError(null);
    let productId = selected.id;
    const catalog = selected.type === 'CatalogProduct';
    try {
      if (catalog) {
        try {
          const added = await client.mutate({
            mutation: CreateAffiliationCatalogProductDocument,
            variables: { brandKey, productLocalizedId: selected.productLocalizedId ?? '' },
          });
          if (!added.data) throw added.error ?? new Error('no data');
          productId = added.data.createAffiliationCatalogProduct.id;
        } catch (e) {
          setError(failure(MESSAGES.affiliateCatalogAddError, e).message);
          return;
        }
      }
      try {
        const made = await client.mutate({
          mutation: CreateAffiliationCardDocument,
          variables: {
            brandKey,
            articleId,
            data: {
              productId,
              designId: designId || null,
              title: title.trim(),
              positivePoints: pointsForSave(points.positivePoints),
              negativePoints: pointsForSave(points.negativePoints),
              rating: parsedRating.ok ? parsedRating.value : null,
              catalog,
            },
          },
        });
        if (!made.data) throw made.error ?? new Error('no data');
        setCard(made.data.createAffiliationCard);
        setStep('preview');
      } catch (e) {
        const placed = failure(MESSAGES.affiliateCardCreationError, e);
        setFieldErrors(placed.fields);
        setError(placed.message);
      }
    } finally {
      setPending(false);
    }
  }, [client, brandKey, articleId, selected, title, points, designId, parsedRating]);

  /** The lines as PointsListField edits them (its rules: common/domain/validation/affiliate). */
  const setPointList = useCallback((kind: PointsKind, list: string[]) => {
    setPoints((now) => ({ ...now, [kind]: list }));
  }, []);

  return {
    step,
    setStep,
    keyword,
    setKeyword,
    sort,
    setSort,
    band,
    setBand,
    search,
    selected,
    setSelected,
    title,
    setTitle,
    points,
    setPointList,
    rating,
    setRating,
    ratable,
    designs,
    designId,
    setDesignId,
    card,
    pending,
    error,
    fieldErrors,
    enrich,
    createCard,
    reset,
  };
}

export type AffiliateWizardState = ReturnType<typeof useAffiliateWizard>;
