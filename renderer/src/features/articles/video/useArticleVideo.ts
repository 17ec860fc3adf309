// The article's video on its host (Article.video, issue 32), read again whenever the editor's copy
// of the article moves on (the 5 s Pending polling of the editor, a save, the upload attached), and
// every 5 s while the host is still processing it, so the poster and metadata appear with « Prête ».
import { useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { LIMITS } from '../../../../../common/domain/limits';
import {
  ArticleVideoDocument,
  type ArticleVideoFieldsFragment,
} from '../../../graphql/generated/graphql';

export type ArticleVideo = ArticleVideoFieldsFragment;

export function useArticleVideo(
  articleId: string | null,
  /** Changes whenever the article was read again or saved (status, version, upload state). */
  revision: string,
): { video: ArticleVideo | null; refresh: () => void } {
  const { data, refetch } = useQuery(ArticleVideoDocument, {
    variables: { id: articleId ?? '' },
    skip: articleId === null,
    fetchPolicy: 'cache-and-network',
  });
  const video = (articleId !== null && data?.article?.video) || null;
  const readAgain = useEffectEvent(() => {
    if (articleId !== null) void refetch().catch(() => {});
  });
  // The first read is the query's own; each later revision reads again.
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    readAgain();
  }, [revision]);
  const processing = video?.state === 'Processing';
  useEffect(() => {
    if (!processing) return;
    const timer = window.setInterval(
      () => void refetch().catch(() => {}),
      LIMITS.polling.videoPendingMs,
    );
    return () => window.clearInterval(timer);
  }, [processing, refetch]);
  return { video, refresh: () => void refetch().catch(() => {}) };
}
