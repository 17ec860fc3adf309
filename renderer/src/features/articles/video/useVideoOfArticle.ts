// What the Video article editor knows of its video (issue 32): the upload under way and the video on
// its host, read again whenever the editor's copy of the article moves on or the upload changes state.
import { useArticleVideo } from './useArticleVideo';
import { useVideoUpload } from './useVideoUpload';

export function useVideoOfArticle(o: {
  enabled: boolean;
  brandKey: string;
  articleId: string | null;
  draftId: string;
  /** The editor's saved copy: each new read or save reads the video again. */
  saved: { status: string; version: number; updatedAt?: string | null } | null;
}) {
  const { enabled, brandKey, articleId, draftId, saved } = o;
  const upload = useVideoUpload({ enabled, brandKey, articleId, draftId });
  const revision = `${saved?.status}:${saved?.version}:${saved?.updatedAt}:${upload.job?.state}`;
  const { video, refresh } = useArticleVideo(enabled ? articleId : null, revision);
  return { upload, video, refresh };
}
export type VideoOfArticle = ReturnType<typeof useVideoOfArticle>;
