// The video file of a Video article on its way to the host (issue 32): main streams it and reports
// on 'videoUploads.progress'; this hook keeps the article's job. A job survives a reload: on mount
// it is found again in main's list, by the article's id, or — for an article not created yet — by
// the job id this draft remembers (localStorage, keyed by the draft). Once the article exists, a job
// started before it is attached to it (`videoUploads.attach`); main imports the video when both the
// file is up and the article is known.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoUploadJob } from '../../../../../common/ipc/channels';
import { MESSAGES } from '../../../../../common/domain/messages';
import { backoffice } from '../../../bridge/backoffice';

const STORAGE_PREFIX = 'backoffice.videoUpload.';

function rememberedJob(draftId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + draftId);
  } catch {
    return null;
  }
}

function remember(draftId: string, jobId: string | null) {
  try {
    if (jobId) window.localStorage.setItem(STORAGE_PREFIX + draftId, jobId);
    else window.localStorage.removeItem(STORAGE_PREFIX + draftId);
  } catch {
    // Storage refused (private mode): the job is still shown until the page goes.
  }
}

/** A file the browser says is something else than a video (an empty type is left to main). */
export function notAVideo(file: File): boolean {
  return file.type !== '' && !file.type.startsWith('video/');
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.genericError;
}

export interface VideoUpload {
  job: VideoUploadJob | null;
  /** A refusal of the bridge (the file, the start), in French. */
  error: string | null;
  choose(file: File): void;
  cancel(): void;
  retry(): void;
}

export function useVideoUpload(o: {
  /** Only a Video article's editor follows uploads. */
  enabled: boolean;
  brandKey: string;
  articleId: string | null;
  draftId: string;
}): VideoUpload {
  const { enabled, brandKey, articleId, draftId } = o;
  const [job, setJob] = useState<VideoUploadJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const jobId = useRef<string | null>(null);
  const follow = useCallback((next: VideoUploadJob | null) => {
    jobId.current = next?.id ?? null;
    setJob(next);
  }, []);

  // Main's reports for our job only.
  useEffect(() => {
    if (!enabled) return;
    return backoffice().on('videoUploads.progress', (report) => {
      if (report.id === jobId.current) setJob(report);
    });
  }, [enabled]);

  // On mount (and when the article gets its id): the job already under way, if any.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void backoffice()
      .videoUploads.list()
      .then((jobs) => {
        if (!current || jobId.current) return;
        const remembered = rememberedJob(draftId);
        const found =
          jobs.find((j) => j.id === remembered && j.state !== 'cancelled') ??
          (articleId
            ? jobs.filter((j) => j.articleId === articleId && j.state !== 'cancelled').at(-1)
            : undefined);
        if (found) follow(found);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [enabled, articleId, draftId, follow]);

  // A job started before the article existed goes with it once « Créer la vidéo » created it.
  const needsAttach = job !== null && job.articleId === null && job.state !== 'cancelled';
  const attachingTo = useRef<string | null>(null);
  useEffect(() => {
    if (!needsAttach || !articleId || !jobId.current) return;
    const id = jobId.current;
    if (attachingTo.current === `${id}:${articleId}`) return;
    attachingTo.current = `${id}:${articleId}`;
    void backoffice()
      .videoUploads.attach(id, articleId)
      .then((attached) => {
        if (attached && jobId.current === attached.id) setJob(attached);
      })
      .catch((refusal: unknown) => {
        attachingTo.current = null;
        setError(messageOf(refusal));
      });
  }, [needsAttach, articleId]);

  const choose = useCallback(
    (file: File) => {
      setError(null);
      if (notAVideo(file)) {
        setError(MESSAGES.videoNotAVideo);
        return;
      }
      void (async () => {
        try {
          const handle = await backoffice().uploads.register(file);
          const started = await backoffice().videoUploads.start(handle.id, brandKey, articleId);
          if (!articleId) remember(draftId, started.id);
          follow(started);
        } catch (refusal) {
          setError(messageOf(refusal));
        }
      })();
    },
    [brandKey, articleId, draftId, follow],
  );

  const cancel = useCallback(() => {
    const id = jobId.current;
    if (!id) return;
    remember(draftId, null);
    void backoffice()
      .videoUploads.cancel(id)
      .catch(() => null)
      .then(() => follow(null));
  }, [draftId, follow]);

  const retry = useCallback(() => {
    const id = jobId.current;
    if (!id) return;
    setError(null);
    void backoffice()
      .videoUploads.retry(id)
      .then((again) => again && jobId.current === again.id && setJob(again))
      .catch((refusal: unknown) => setError(messageOf(refusal)));
  }, []);

  return { job, error, choose, cancel, retry };
}
