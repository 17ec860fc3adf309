// The staging sweep (issue 30): the `.part` files of uploads nobody finished are removed on a
// schedule, by a recurring job of the durable queue (jobs/jobQueue.ts), so a crash or a restart
// never loses the schedule and several processes never sweep one folder at once.
//
// The staging folder is on the local disk of the process that received the PUTs, so the job's
// kind names the machine and the folder: only a worker of a process using that folder registers
// that kind and can claim the job (two processes sharing one folder share one job).
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { JobHandler, JobQueue } from '../jobs/jobQueue';
import type { MediaService } from './MediaService';

/** How often the staging folder is swept (a part outlives its upload by at most the grace plus this). */
export const STAGING_SWEEP_EVERY_MS = 10 * 60_000;

export function stagingSweepKind(stagingDir: string): string {
  const folder = createHash('sha256')
    .update(`${hostname()}\0${resolve(stagingDir)}`)
    .digest('hex')
    .slice(0, 16);
  return `media.sweepStaging.${folder}`;
}

/** The handler to register under `kind`, and `schedule` to call once at start-up. */
export function stagingSweepJob(service: MediaService): {
  kind: string;
  handler: JobHandler;
  schedule(queue: JobQueue): Promise<void>;
} {
  const kind = stagingSweepKind(service.stagingDir);
  return {
    kind,
    handler: () => service.sweepStaging(),
    schedule: (queue) => queue.repeat({ kind, key: 'staging', everyMs: STAGING_SWEEP_EVERY_MS }),
  };
}
