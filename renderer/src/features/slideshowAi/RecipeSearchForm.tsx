// The recipe search form (spec 000 §2): the text searched, « Rechercher », the ingredient exclusion
// dialog (an exclusion runs the search again), and the recipes found or the search's refusal.
import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { MESSAGES } from '../../../../common/domain/messages';
import { FormBar } from './FormBar';
import { IngredientExclusionDialog } from './IngredientExclusionDialog';
import { refusalOf } from './slideshowAiModel';
import type { useRecipeSearch } from './useRecipeSearch';
import { RecipeResults } from './RecipeResults';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  query: { flexGrow: 1 },
});

export function RecipeSearchForm({
  query,
  onQuery,
  queryError,
  excludedError,
  excluded,
  search,
  onSearch,
}: {
  query: string;
  onQuery(value: string): void;
  queryError?: string;
  excludedError?: string;
  excluded: string[];
  search: ReturnType<typeof useRecipeSearch>;
  onSearch(excluded: string[]): void;
}) {
  const styles = useStyles();
  const refusal = search.error ? refusalOf(search.error, new Set()) : null;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Field
          className={styles.query}
          label={MESSAGES.slideshowAiSearch}
          validationMessage={queryError}
        >
          <Input
            value={query}
            contentBefore={<SearchRegular />}
            onChange={(_, data) => onQuery(data.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onSearch(excluded);
            }}
          />
        </Field>
        <Button onClick={() => onSearch(excluded)} disabled={search.loading}>
          {MESSAGES.slideshowAiSearchButton}
        </Button>
        <IngredientExclusionDialog
          ingredients={search.result?.ingredients ?? []}
          excluded={excluded}
          onApply={onSearch}
          disabled={search.loading}
        />
      </div>
      {excludedError && <FormBar messages={[excludedError]} />}
      {refusal && (
        <FormBar messages={[...Object.values(refusal.fieldErrors), ...refusal.barMessages]} />
      )}
      {search.loading && <Spinner size="tiny" label="Recherche…" />}
      {!search.loading && search.result && <RecipeResults recipes={search.result.recipes} />}
    </div>
  );
}
