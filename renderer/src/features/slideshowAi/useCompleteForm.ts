// The complete tab's state and actions: the slideshow (chosen, or the address's preloaded), the
// count and the search text, checked with the shared rule (slideshowCompletionErrors) before
// 'Compléter le diaporama'; the descriptions' rewrite needs the slideshow only. Draft only.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { slideshowCompletionErrors } from '../../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../../common/domain/messages';
import type { FieldErrors } from '../../editorKit/fieldErrors';
import {
  CompleteAiSlideshowDocument,
  RewriteSlideshowDescriptionsDocument,
} from '../../graphql/generated/graphql';
import { countOf } from './slideshowAiModel';
import type { DraftSlideshow } from './useDraftSlideshowSearch';
import { usePreloadedSlideshow } from './usePreloadedSlideshow';
import { useProcessStart } from './useProcessStart';

const DISPLAYED = new Set(['slideshowId', 'recipeNumber', 'query']);

export function useCompleteForm(slideshowId: string | null, onStarted: () => void) {
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

  return {
    selected,
    setChosen,
    count,
    setCount,
    query,
    setQuery,
    start,
    notDraft,
    errors,
    submit,
    rewriteDescriptions,
  };
}
