// The updates channels of the contract, over the flow (null where the host has no updater: the
// browser host, or an installed app without a feed address).
import type { Handlers } from '../ipc/dispatcher';
import type { UploadQueue } from '../uploads/UploadQueue';
import type { VideoUploadQueue } from '../uploads/video/VideoUploadQueue';
import type { SyncEngine } from '../drafts/SyncEngine';
import type { PendingWork, UpdateFlow } from './updates';

export function updateHandlers(
  flow: UpdateFlow | null,
): Pick<Handlers, 'updates.status' | 'updates.restart'> {
  return {
    'updates.status': async () => flow?.state ?? null,
    'updates.restart': async () => (flow ? flow.restart() : { restarted: false, state: null }),
  };
}

/** What a restart would cut off: uploads not finished, saves queued or being sent. */
export async function pendingWork(
  uploadQueue: Pick<UploadQueue, 'list'>,
  videoUploadQueue: Pick<VideoUploadQueue, 'list'>,
  drafts: Promise<Pick<SyncEngine, 'outbox'>>,
): Promise<PendingWork> {
  const images = uploadQueue
    .list()
    .filter((job) => !['done', 'error', 'cancelled'].includes(job.state)).length;
  const videos = videoUploadQueue
    .list()
    .filter((job) => ['uploading', 'attaching'].includes(job.state)).length;
  // An outbox that failed to open has nothing this run could send.
  const outbox = await drafts.then(
    (sync) => sync.outbox.all().filter((entry) => entry.state !== 'failed').length,
    () => 0,
  );
  return { uploads: images + videos, saves: outbox };
}
