// Starting a good deal: the input rule first (goodDealUrlErrors, shared with the server), then
// generateAIGoodDealArticle; the new process is put on top of the history in Apollo's cache so
// the history tab shows it running at once (its poller then follows it).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { goodDealUrlErrors } from '../../../../common/domain/aiProcesses';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import type { FieldErrors } from '../../../../common/domain/validation/fieldErrors';
import { apiErrorOf } from '../../editorKit/apiError';
import {
  GenerateGoodDealDocument,
  GoodDealProcessesDocument,
  type GoodDealProcessRowFragment,
} from '../../graphql/generated/graphql';

export const HISTORY_VARIABLES = { first: LIMITS.pageSize.goodDealProcesses } as const;

function inputErrors(input: { productUrl: string; brandKey: string }): FieldErrors {
  return {
    ...goodDealUrlErrors(input.productUrl),
    ...(input.brandKey === '' ? { brandKey: MESSAGES.goodDealBrandRequired } : {}),
  };
}

export function useGenerateGoodDeal(onStarted: () => void) {
  const client = useApolloClient();
  const [mutate] = useMutation(GenerateGoodDealDocument);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const showRefusal = (error: unknown) => {
    const refusal = apiErrorOf(error);
    const fields = Object.keys(refusal.fields).length > 0;
    setErrors(refusal.fields);
    setFormError(fields ? null : refusal.message);
  };

  const putOnTop = (process: GoodDealProcessRowFragment) =>
    client.cache.updateQuery(
      { query: GoodDealProcessesDocument, variables: HISTORY_VARIABLES },
      (data) => ({
        articleGoodDealAiProcesses: [
          process,
          ...(data?.articleGoodDealAiProcesses ?? []).filter((row) => row.id !== process.id),
        ],
      }),
    );

  const generate = async (input: { productUrl: string; brandKey: string }) => {
    const found = inputErrors(input);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setRunning(true);
    try {
      const result = await mutate({ variables: { ...input, productUrl: input.productUrl.trim() } });
      const process = result.data?.generateAIGoodDealArticle;
      if (result.error || !process) return showRefusal(result.error);
      putOnTop(process);
      onStarted();
    } catch (error) {
      showRefusal(error);
    } finally {
      setRunning(false);
    }
  };

  return {
    errors,
    formError,
    running,
    generate,
    /** The rule on blur: only the address's message changes. */
    checkUrl: (productUrl: string) =>
      setErrors((current) => {
        const { productUrl: _old, ...others } = current;
        return { ...others, ...goodDealUrlErrors(productUrl) };
      }),
    clear: (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
  };
}
