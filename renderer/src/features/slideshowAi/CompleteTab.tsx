// The complete tab (spec 000 §2, 001 §5): a Draft slideshow of the brand (the address's preloaded),
// 'Nombre de recettes à ajouter' (non-zero) and 'Modifier le texte de la recherche', both required
// (slideshowCompletionErrors, the server's own rule); 'Compléter le diaporama' starts the job, and
// another button has the recipe slides' descriptions written again. Only Draft slideshows.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { slideshowCompletionErrors } from '../../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  CompleteAiSlideshowDocument,
  RewriteSlideshowDescriptionsDocument,
} from '../../graphql/generated/graphql';
import type { FieldErrors } from '../../editorKit/fieldErrors';
import { DraftSlideshowPicker } from './DraftSlideshowPicker';
import { FormBar } from './FormBar';
import { countOf } from './slideshowAiModel';
import type { DraftSlideshow } from './useDraftSlideshowSearch';
import { useProcessStart } from './useProcessStart';
import { usePreloadedSlideshow } from './usePreloadedSlideshow';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '720px',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const DISPLAYED = new Set(['slideshowId', 'recipeNumber', 'query']);

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
  const [chosen, setChosen] = useState<DraftSlideshow | null>(null);
  const preloaded = usePreloadedSlideshow(slideshowId);
  const selected = chosen ?? preloaded;
  const [count, setCount] = useState('');
  const [query, setQuery] = useState('');
  const start = useProcessStart(DISPLAYED, onStarted);
  const [complete] = useMutation(CompleteAiSlideshowDocument);
  const [rewrite] = useMutation(RewriteSlideshowDescriptionsDocument);
  const notDraft = !!selected && selected.status !== 'Draft';
  const errors: FieldErrors = {
    ...start.fieldErrors,
    ...(notDraft ? { slideshowId: MESSAGES.slideshowAiOnlyDraft } : {}),
  };

  const submit = () => {
    const input = {
      slideshowId: selected?.id ?? null,
      recipeNumber: countOf(count),
      query: query.trim(),
    };
    void start.run(slideshowCompletionErrors(input), () =>
      complete({
        variables: { ...input, slideshowId: input.slideshowId!, recipeNumber: input.recipeNumber! },
      }),
    );
  };
  const rewriteDescriptions = () => {
    const missing: FieldErrors = selected ? {} : { slideshowId: MESSAGES.slideshowRequired };
    void start.run(missing, () => rewrite({ variables: { slideshowId: selected!.id } }));
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => (event.preventDefault(), submit())}
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
        <Button onClick={rewriteDescriptions} disabled={start.busy || notDraft}>
          {MESSAGES.slideshowAiRewrite}
        </Button>
        <Button appearance="primary" type="submit" disabled={start.busy || notDraft}>
          {MESSAGES.slideshowAiComplete}
        </Button>
      </div>
    </form>
  );
}
