// What the Video article editor knows of its video (issue 32): the upload under way and the video on
// its host, read again whenever the editor's copy of the article moves on or the upload changes state.
// The other way round, the article moves on the server when main attaches the video (Pending, a new
// version) and when the host has processed it (Ready): the editor reads it again then, so its next
// save names the current version and its 5 s Pending polling starts.
import { useEffect, useEffectEvent } from 'react';
import { useArticleVideo } from './useArticleVideo';
import { useVideoUpload } from './useVideoUpload';

export function useVideoOfArticle(o: {
  enabled: boolean;
  brandKey: string;
  articleId: string | null;
  draftId: string;
  /** The editor's saved copy: each new read or save reads the video again. */
  saved: { status: string; version: number; updatedAt?: string | null } | null;
  /** Reads the article again (the editor's refreshFromServer). */
  refreshArticle: () => void;
}) {
  const { enabled, brandKey, articleId, draftId, saved } = o;
  const upload = useVideoUpload({ enabled, brandKey, articleId, draftId });
  const revision = `${saved?.status}:${saved?.version}:${saved?.updatedAt}:${upload.job?.state}`;
  const { video, refresh } = useArticleVideo(enabled ? articleId : null, revision);
  const jobState = upload.job?.state ?? null;
  const videoState = video?.state ?? null;
  const refreshArticle = useEffectEvent(o.refreshArticle);
  useEffect(() => {
    if (jobState === 'attached' || videoState !== null) refreshArticle();
  }, [jobState, videoState]);
  return { upload, video, refresh };
}
export type VideoOfArticle = ReturnType<typeof useVideoOfArticle>;
