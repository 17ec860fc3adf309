// Files handed to main for upload, and their progress: each file shows a placeholder at once
// (its local preview), then the progress main reports on 'uploads.progress', then the image.
// The check the spec puts on the client (an image or octet-stream within the max size, else
// 'Invalid File type and/or size') runs first; main checks again by content.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { UploadJob, UploadedImage } from '../../../common/ipc/channels';
import { uploadError } from '../../../common/domain/validation/upload';
import { backoffice } from '../bridge/backoffice';
import { uploadPreview } from './uploadPreview';

/** Matches main's DEFAULT_UPLOAD_MAX_BYTES (main/uploads/UploadQueue.ts). */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

export interface UploadItem {
  /** Local id until main gives the job's. */
  localId: string;
  jobId: string | null;
  name: string;
  preview: string | null;
  state: UploadJob['state'];
  sent: number;
  total: number;
  error: string | null;
}

let counter = 0;

/** What the upload of one file reads and writes of the hook's list. */
interface UploadList {
  itemsRef: { current: UploadItem[] };
  setItems: Dispatch<SetStateAction<UploadItem[]>>;
  patch(localId: string, change: Partial<UploadItem>): void;
}

/** Lists one file (refused at once if the client check fails), then its preview and its job. */
function startUpload(file: File, namespace: string, { itemsRef, setItems, patch }: UploadList) {
  const localId = `local-${++counter}`;
  const refused = uploadError(file, UPLOAD_MAX_BYTES);
  const item: UploadItem = {
    localId,
    jobId: null,
    name: file.name,
    preview: null,
    state: refused ? 'error' : 'queued',
    sent: 0,
    total: file.size,
    error: refused,
  };
  setItems((all) => [...all, item]);
  if (refused) return;
  if (file.type.startsWith('image/'))
    void uploadPreview(file).then((preview) => {
      if (!preview) return;
      // The upload may be done (or cancelled) before its thumbnail.
      if (itemsRef.current.some((i) => i.localId === localId)) patch(localId, { preview });
      else URL.revokeObjectURL(preview);
    });
  void (async () => {
    try {
      const handle = await backoffice().uploads.register(file);
      const job = await backoffice().uploads.start(handle.id, namespace);
      patch(localId, { jobId: job.id, state: job.state, error: job.error, total: job.total });
    } catch (error) {
      patch(localId, {
        state: 'error',
        error: error instanceof Error ? error.message : 'Une erreur est survenue',
      });
    }
  })();
}

/** Main's progress reports: a done job hands its image over and leaves the list. */
function useUploadProgress(
  { itemsRef, setItems, patch }: UploadList,
  latest: { current: (image: UploadedImage, item: UploadItem) => void },
) {
  useEffect(
    () =>
      backoffice().on('uploads.progress', (job) => {
        const item = itemsRef.current.find((i) => i.jobId === job.id);
        if (!item) return;
        if (job.state === 'done' && job.image) {
          latest.current(job.image, item);
          if (item.preview) URL.revokeObjectURL(item.preview);
          setItems((all) => all.filter((i) => i.localId !== item.localId));
          return;
        }
        patch(item.localId, {
          state: job.state,
          sent: job.sent,
          total: job.total,
          error: job.error,
        });
      }),
    // All stable (refs, a state setter, a memoised callback): subscribed once, as before.
    [itemsRef, setItems, patch, latest],
  );
}

export function useUploads(
  namespace: string,
  onUploaded: (image: UploadedImage, item: UploadItem) => void,
): {
  items: UploadItem[];
  add(files: readonly File[]): void;
  retry(item: UploadItem): void;
  cancel(item: UploadItem): void;
} {
  const [items, setItems] = useState<UploadItem[]>([]);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = useCallback((localId: string, change: Partial<UploadItem>) => {
    setItems((all) =>
      all.map((item) => (item.localId === localId ? { ...item, ...change } : item)),
    );
  }, []);

  useUploadProgress({ itemsRef, setItems, patch }, latest);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) startUpload(file, namespace, { itemsRef, setItems, patch });
    },
    [namespace, patch],
  );

  const retry = useCallback(
    (item: UploadItem) => {
      if (!item.jobId) return;
      patch(item.localId, { state: 'queued', error: null });
      void backoffice().uploads.retry(item.jobId);
    },
    [patch],
  );

  const cancel = useCallback((item: UploadItem) => {
    if (item.jobId) void backoffice().uploads.cancel(item.jobId);
    if (item.preview) URL.revokeObjectURL(item.preview);
    setItems((all) => all.filter((i) => i.localId !== item.localId));
  }, []);

  return { items, add, retry, cancel };
}

/** Image files out of a drop or a paste (anything else is handed over too: the check refuses it). */
export function filesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  return Array.from(data.files);
}
