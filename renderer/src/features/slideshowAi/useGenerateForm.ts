// The generate tab's state and actions: what was typed, the recipe search, and « Générer » checked
// with the shared rule (slideshowGenerationErrors) before the mutation is sent.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { slideshowGenerationErrors } from '../../../../common/domain/aiProcesses';
import { GenerateAiSlideshowDocument } from '../../graphql/generated/graphql';
import { countOf, recipeSearchErrors } from './slideshowAiModel';
import { useProcessStart } from './useProcessStart';
import { useRecipeSearch } from './useRecipeSearch';

const DISPLAYED = new Set(['subject', 'recipeNumber', 'query', 'excludedIngredients']);

export function useGenerateForm(brandKey: string, onStarted: () => void) {
  const [subject, setSubject] = useState('');
  const [count, setCount] = useState('10');
  const [query, setQuery] = useState('');
  const [excluded, setExcluded] = useState<string[]>([]);
  const search = useRecipeSearch();
  const start = useProcessStart(DISPLAYED, onStarted);
  const [generate] = useMutation(GenerateAiSlideshowDocument);

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

  return {
    subject,
    setSubject,
    count,
    setCount,
    query,
    setQuery,
    excluded,
    search,
    start,
    runSearch,
    submit,
  };
}
