// The article list's searches (spec 000 §2, §4): the text search (kept in the URL, submitted with
// Enter, cleared by its × at once) and « Recherche avancée », whose panel writes its filters into
// the URL too.
import { Button, Spinner, makeStyles } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ListSearch } from '../../listKit/ListSearch';
import { isAdvanced, readAdvanced, writeAdvanced } from './advancedSearch';

// The advanced search (its pickers come from the editor kit) loads when first opened, or as the
// pointer nears its button: not with the list (the list's first load, issue 11).
const loadAdvancedSearch = () => import('./AdvancedSearchPanel');
const AdvancedSearchPanel = lazy(() =>
  loadAdvancedSearch().then((m) => ({ default: m.AdvancedSearchPanel })),
);

const useStyles = makeStyles({
  search: { maxWidth: '420px' },
  more: { alignSelf: 'center' },
});

/** The text search, written into the list's filters on Enter or when cleared. */
export function ArticleTextSearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch(text: string): void;
}) {
  const styles = useStyles();
  return (
    <ListSearch search={search} onSearch={onSearch} label="Rechercher" className={styles.search} />
  );
}

/** « Recherche avancée » and its panel, open from the start when the URL holds its filters. */
export function AdvancedSearchToggle({
  brand,
  userId,
}: {
  brand: string | null;
  userId: string | null;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const advanced = isAdvanced(searchParams);
  const [panelOpen, setPanelOpen] = useState(advanced);
  const initial = useMemo(() => readAdvanced(searchParams), [searchParams]);
  const apply = (search: Parameters<typeof writeAdvanced>[1]) =>
    navigate({ pathname: location.pathname, search: writeAdvanced(searchParams, search) });
  return (
    <>
      <Button
        className={styles.more}
        icon={<FilterRegular />}
        aria-expanded={panelOpen}
        appearance={advanced ? 'primary' : 'secondary'}
        onClick={() => setPanelOpen(!panelOpen)}
        onPointerEnter={() => void loadAdvancedSearch()}
        onFocus={() => void loadAdvancedSearch()}
      >
        Recherche avancée
      </Button>
      {panelOpen && (
        <Suspense fallback={<Spinner size="tiny" label="Chargement de la recherche avancée…" />}>
          <AdvancedSearchPanel
            key={searchParams.toString()}
            brand={brand}
            userId={userId}
            initial={initial}
            onApply={apply}
            onReset={() => apply(null)}
          />
        </Suspense>
      )}
    </>
  );
}
