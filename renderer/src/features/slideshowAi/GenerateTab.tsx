// The generate tab (spec 000 §2): subject and recipe count required (slideshowGenerationErrors,
// the server's own rule), a recipe search with its ingredient exclusion, and « Générer »: a Draft
// slideshow of the recipes found (when a search was made) is written by a job; the history follows.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { slideshowGenerationErrors } from '../../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../../common/domain/messages';
import { GenerateAiSlideshowDocument } from '../../graphql/generated/graphql';
import { FormBar } from './FormBar';
import { RecipeSearchForm } from './RecipeSearchForm';
import { countOf, recipeSearchErrors } from './slideshowAiModel';
import { useProcessStart } from './useProcessStart';
import { useRecipeSearch } from './useRecipeSearch';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '960px',
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  subject: { flexGrow: 1 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const DISPLAYED = new Set(['subject', 'recipeNumber', 'query', 'excludedIngredients']);

export function GenerateTab({ brandKey, onStarted }: { brandKey: string; onStarted(): void }) {
  const styles = useStyles();
  const [subject, setSubject] = useState('');
  const [count, setCount] = useState('10');
  const [query, setQuery] = useState('');
  const [excluded, setExcluded] = useState<string[]>([]);
  const search = useRecipeSearch();
  const start = useProcessStart(DISPLAYED, onStarted);
  const [generate] = useMutation(GenerateAiSlideshowDocument);
  const errors = start.fieldErrors;

  const runSearch = (excludedIngredients: string[]) => {
    const found = recipeSearchErrors(countOf(count), query, excludedIngredients);
    start.setFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    setExcluded(excludedIngredients);
    void search.search({
      brandKey,
      query: query.trim(),
      recipeNumber: countOf(count)!,
      excludedIngredients,
    });
  };

  const submit = () => {
    const input = {
      subject,
      recipeNumber: countOf(count),
      query: query.trim() || null,
      excludedIngredients: excluded,
    };
    // The recipes found when a search was made (none found: the server searches the subject).
    const found = search.result?.recipes ?? [];
    const recipeIds = found.length > 0 ? found.map((recipe) => recipe.id) : undefined;
    void start.run(slideshowGenerationErrors(input), () =>
      generate({
        variables: {
          brandKey,
          ...input,
          subject: subject.trim(),
          recipeNumber: input.recipeNumber!,
          recipeIds,
        },
      }),
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => (event.preventDefault(), submit())}
      noValidate
    >
      <FormBar messages={start.barMessages} />
      <div className={styles.row}>
        <Field
          className={styles.subject}
          label={MESSAGES.slideshowAiSubject}
          required
          validationMessage={errors.subject}
        >
          <Input
            value={subject}
            onChange={(_, data) => (setSubject(data.value), start.clearField('subject'))}
          />
        </Field>
        <Field
          label={MESSAGES.slideshowAiRecipeNumber}
          required
          validationMessage={errors.recipeNumber}
        >
          <Input
            type="number"
            min={1}
            value={count}
            onChange={(_, data) => (setCount(data.value), start.clearField('recipeNumber'))}
          />
        </Field>
      </div>
      <RecipeSearchForm
        query={query}
        onQuery={(value) => (setQuery(value), start.clearField('query'))}
        queryError={errors.query}
        excludedError={errors.excludedIngredients}
        excluded={excluded}
        search={search}
        onSearch={runSearch}
      />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={start.busy}>
          {MESSAGES.slideshowAiGenerate}
        </Button>
      </div>
    </form>
  );
}
