// The image uploads' channels: a file registered by path (Electron's preload only), then the queue
// on disk (UploadQueue.ts) started, cancelled, retried and listed.
import type { BackofficeServices } from '../app/services';
import type { Handlers } from '../ipc/dispatcher';

type UploadChannels =
  'uploads.registerPath' | 'uploads.start' | 'uploads.cancel' | 'uploads.retry' | 'uploads.list';

export function uploadHandlers({
  options,
  uploads,
  uploadQueue,
}: Pick<BackofficeServices, 'options' | 'uploads' | 'uploadQueue'>): Pick<
  Handlers,
  UploadChannels
> {
  return {
    'uploads.registerPath': async (request) => {
      if (options.host !== 'electron')
        throw new Error('Paths are only accepted from the Electron preload');
      return uploads.register({
        path: request.path,
        name: request.name,
        type: request.type,
        temporary: false,
      });
    },
    'uploads.start': async ({ handleId, namespace }) => uploadQueue.start(handleId, namespace),
    'uploads.cancel': async ({ id }) => uploadQueue.cancel(id),
    'uploads.retry': async ({ id }) => uploadQueue.retry(id),
    'uploads.list': async () => uploadQueue.list(),
  };
}
