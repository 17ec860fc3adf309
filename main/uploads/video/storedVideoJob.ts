// What the video upload queue keeps on disk for a job (`<app data>/video-uploads/<id>/job.json`),
// checked when read back like the image jobs (../storedJob.ts): a file that is not a job this queue
// wrote is refused instead of driving a transfer with undefined fields.
import { z } from 'zod';
import { VideoUploadJobSchema } from '../../../common/ipc/schemas';

const ID = /^[0-9a-f-]{36}$/;

export const StoredVideoJobSchema = VideoUploadJobSchema.extend({
  id: z.string().regex(ID),
  articleId: z.string().regex(ID).nullable(),
  /** The file on the user's disk (never copied), or the browser host's temporary copy. */
  sourcePath: z.string().min(1).max(4096),
  sourceTemporary: z.boolean(),
  /** The renderer's media type, only a hint for the part's header (the host checks the content). */
  type: z.string().max(255),
  /** The interruption is retried by itself (lost network, host gone) rather than only by « Réessayer ». */
  retryable: z.boolean(),
  /** Failed attempts in a row (sets the wait before the next one). */
  attempts: z.number().int().nonnegative(),
  createdAt: z.string().max(64),
}).strict();

export type StoredVideoJob = z.infer<typeof StoredVideoJobSchema>;

/** The job in `text`, or null when it is not a job this queue wrote. */
export function parseStoredVideoJob(text: string): StoredVideoJob | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = StoredVideoJobSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
