// How the video panel says sizes, durations and states (issue 32): French units in powers of ten
// (« 120 Mo sur 2 Go », as the file managers of the desktop count), durations as mm:ss.
import type { VideoUploadJob } from '../../../../../common/ipc/channels';
import { MESSAGES } from '../../../../../common/domain/messages';

const UNITS = ['octets', 'Ko', 'Mo', 'Go', 'To'] as const;
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 0 octets, 950 octets, 1,5 Ko, 120 Mo, 2 Go. */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // One decimal under 10 (1,5 Go), none above (120 Mo): the figure moves, not its width.
  const shown = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${number.format(shown)}\u00a0${UNITS[unit]}`;
}

/** « 120 Mo sur 2 Go ». */
export function formatProgress(received: number, size: number): string {
  return `${formatSize(received)} sur ${formatSize(size)}`;
}

/** 0:07 → « 00:07 », 754 s → « 12:34 », over an hour « 1:02:03 ». */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** The upload job's state in words. */
export const UPLOAD_STATE_LABELS: Record<VideoUploadJob['state'], string> = {
  uploading: MESSAGES.videoUploadSending,
  done: MESSAGES.videoUploadSent,
  interrupted: MESSAGES.videoUploadInterrupted,
  attaching: MESSAGES.videoAttaching,
  attached: MESSAGES.videoAttached,
  cancelled: MESSAGES.videoUploadCancelled,
};

/** The share of the file received, 0 to 1 (an empty or unknown size reads as nothing yet). */
export function receivedShare(job: Pick<VideoUploadJob, 'received' | 'size'>): number {
  return job.size > 0 ? Math.min(1, job.received / job.size) : 0;
}
