// The complete tab (spec 000 §2, 001 §5): a Draft slideshow of the brand (the address's preloaded),
// 'Nombre de recettes à ajouter' (non-zero) and 'Modifier le texte de la recherche', both required
// (slideshowCompletionErrors, the server's own rule); 'Compléter le diaporama' starts the job, and
// another button has the recipe slides' descriptions written again. Only Draft slideshows.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '../../../../common/domain/messages';
import { DraftSlideshowPicker } from './DraftSlideshowPicker';
import { FormBar } from './FormBar';
import { useCompleteForm } from './useCompleteForm';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '720px',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

export function CompleteTab({
  brandKey,
  slideshowId,
  onStarted,
}: {
  brandKey: string;
  slideshowId: string | null;
  onStarted(): void;
}) {
  const styles = useStyles();
  const form = useCompleteForm(slideshowId, onStarted);
  const { selected, setChosen, count, setCount, query, setQuery, start, notDraft, errors } = form;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => (event.preventDefault(), form.submit())}
      noValidate
    >
      <FormBar messages={start.barMessages} />
      <DraftSlideshowPicker
        brandKey={brandKey}
        selected={selected}
        error={errors.slideshowId}
        onSelect={(slideshow) => {
          setChosen(slideshow);
          start.clearField('slideshowId');
          if (slideshow && query.trim() === '') setQuery(slideshow.title);
        }}
      />
      <Field
        label={MESSAGES.slideshowAiRecipeNumberToAdd}
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
      <Field label={MESSAGES.slideshowAiQueryEdit} required validationMessage={errors.query}>
        <Input
          value={query}
          onChange={(_, data) => (setQuery(data.value), start.clearField('query'))}
        />
      </Field>
      <div className={styles.actions}>
        <Button onClick={form.rewriteDescriptions} disabled={start.busy || notDraft}>
          {MESSAGES.slideshowAiRewrite}
        </Button>
        <Button appearance="primary" type="submit" disabled={start.busy || notDraft}>
          {MESSAGES.slideshowAiComplete}
        </Button>
      </div>
    </form>
  );
}
