// Runs the print-source route's one mutation (createArticleFromPrintVersion) and says where it is:
// working, waiting for the network, or failed (with the server's French message). The server makes
// one article per version and brand, so asking again — a reload, « Réessayer », the network coming
// back — answers the same article: no second copy, no guard needed here.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { onApiReturn, useApiOnline } from '../../draftsKit/apiStatus';
import { apiErrorOf, type ApiErrorCode } from '../../editorKit/apiError';
import { PrintSourceCreateArticleDocument } from '../../graphql/generated/graphql';

/** The server's refusals (spec 001 §8 messages, another brand's data): trying again cannot help. */
const FINAL: readonly ApiErrorCode[] = ['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN'];

export interface PrintSourceFailure {
  message: string;
  retryable: boolean;
}

export type PrintSourceState =
  | { kind: 'working' }
  | { kind: 'offline' }
  | { kind: 'failed'; failure: PrintSourceFailure; retry: () => void };

export function usePrintSourceArticle(o: {
  rawArticleId: string;
  versionId: string;
  brandKey: string;
  enabled: boolean;
}): PrintSourceState {
  const { rawArticleId, versionId, brandKey, enabled } = o;
  const [create] = useMutation(PrintSourceCreateArticleDocument);
  const navigate = useNavigate();
  const online = useApiOnline();
  // Each attempt is numbered so that a failure belongs to the attempt that made it.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<(PrintSourceFailure & { attempt: number }) | null>(null);

  useEffect(() => onApiReturn(() => setAttempt((n) => n + 1)), []);

  useEffect(() => {
    if (!enabled || !online) return;
    let current = true;
    const fail = (error: unknown) => {
      if (!current) return;
      const api = apiErrorOf(error);
      setFailure({ attempt, message: api.message, retryable: !FINAL.includes(api.code) });
    };
    // errorPolicy 'all' (graphql/apolloClient): a refusal comes back as `error`, not thrown.
    create({ variables: { rawArticle: rawArticleId, version: versionId, brandKey } }).then(
      ({ data, error }) => {
        const article = data?.createArticleFromPrintVersion;
        if (error || !article) return fail(error);
        if (!current) return;
        const kind = article.format === 'Video' ? 'video' : 'article';
        const path = `/${encodeURIComponent(brandKey)}/${kind}/edit/${encodeURIComponent(article.id)}`;
        navigate(path, { replace: true });
      },
      fail,
    );
    return () => {
      current = false;
    };
  }, [enabled, online, attempt, create, rawArticleId, versionId, brandKey, navigate]);

  if (!online) return { kind: 'offline' };
  if (failure && failure.attempt === attempt)
    return { kind: 'failed', failure, retry: () => setAttempt((n) => n + 1) };
  return { kind: 'working' };
}
