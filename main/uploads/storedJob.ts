// What the upload queue keeps on disk for a job (`<uploads>/<id>/job.json`), checked when read
// back: a file cut by a crash of another tool, edited by hand or written by an older version is
// refused here instead of driving a transfer with undefined fields.
import { z } from 'zod';
import { UploadJobSchema } from '../../common/ipc/schemas';

const ID = /^[0-9a-f-]{36}$/;

export const StoredJobSchema = UploadJobSchema.extend({
  id: z.string().regex(ID),
  /** The prepared file is in the job folder. */
  prepared: z.boolean(),
  uploadId: z.string().regex(ID).nullable(),
  uploadURL: z.string().max(4096).nullable(),
  /** Source file while not yet prepared (the user's own file, or the browser host's temp copy). */
  sourcePath: z.string().max(4096).nullable(),
  sourceTemporary: z.boolean(),
  createdAt: z.string().max(64),
}).strict();

export type StoredJob = z.infer<typeof StoredJobSchema>;

/** The job in `text`, or null when it is not a job this queue wrote. */
export function parseStoredJob(text: string): StoredJob | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = StoredJobSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
