// The video uploads' channels (issue 32): the queue on disk (video/VideoUploadQueue.ts) started,
// told its article, cancelled, retried and listed. Payloads were checked by the dispatcher (zod).
import type { BackofficeServices } from '../app/services';
import type { Handlers } from '../ipc/dispatcher';

type VideoUploadChannels =
  | 'videoUploads.start'
  | 'videoUploads.attach'
  | 'videoUploads.cancel'
  | 'videoUploads.retry'
  | 'videoUploads.list';

export function videoUploadHandlers({
  videoUploadQueue,
}: Pick<BackofficeServices, 'videoUploadQueue'>): Pick<Handlers, VideoUploadChannels> {
  return {
    'videoUploads.start': async ({ handleId, brandKey, articleId }) =>
      videoUploadQueue.start(handleId, brandKey, articleId),
    'videoUploads.attach': async ({ id, articleId }) => videoUploadQueue.attach(id, articleId),
    'videoUploads.cancel': async ({ id }) => videoUploadQueue.cancel(id),
    'videoUploads.retry': async ({ id }) => videoUploadQueue.retry(id),
    'videoUploads.list': async () => videoUploadQueue.list(),
  };
}
