// The generate tab (spec 000 §2): subject and recipe count required (slideshowGenerationErrors,
// the server's own rule), a recipe search with its ingredient exclusion, and « Générer »: a Draft
// slideshow of the recipes found (when a search was made) is written by a job; the history follows.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '../../../../common/domain/messages';
import { FormBar } from './FormBar';
import { RecipeSearchForm } from './RecipeSearchForm';
import { useGenerateForm } from './useGenerateForm';

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

export function GenerateTab({ brandKey, onStarted }: { brandKey: string; onStarted(): void }) {
  const styles = useStyles();
  const form = useGenerateForm(brandKey, onStarted);
  const { subject, setSubject, count, setCount, query, setQuery, excluded, search, start } = form;
  const errors = start.fieldErrors;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => (event.preventDefault(), form.submit())}
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
        onSearch={form.runSearch}
      />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={start.busy}>
          {MESSAGES.slideshowAiGenerate}
        </Button>
      </div>
    </form>
  );
}
