// « Télécharger le CSV »: main asks the API for the CSV of the dashboard's filter with the
// session's token (the renderer never sees it) and streams it to a destination chosen by the
// host: the file the user picked in the save dialog (Electron), or a temporary file the browser
// host then serves as a download. A file is kept only when the whole answer arrived.
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { ResponseOf } from '../../common/ipc/channels';
import type { StreamTransport } from './apiStream';

export type CsvExportResult = ResponseOf<'dashboard.exportCsv'>;

export const DASHBOARD_CSV_API_PATH = 'dashboard/export.csv';
const IDLE_TIMEOUT_MS = 60_000;
export const CSV_FAILED_MESSAGE = "Le CSV n'a pas pu être téléchargé. Réessayez.";

/** Where the bytes go. `open` is called once the API said yes (status 200). */
export interface CsvTarget {
  open(): Promise<CsvFile>;
}

export interface CsvFile {
  write(chunk: Buffer): Promise<void>;
  /** The whole CSV arrived: make it visible. */
  commit(): Promise<CsvExportResult>;
  /** Something failed: leave nothing behind. */
  discard(): Promise<void>;
}

/** A file written beside its final name and renamed at the end (no half file under that name). */
export async function partFile(
  finalPath: string,
  onCommit: (path: string) => Promise<CsvExportResult>,
): Promise<CsvFile> {
  const part = `${finalPath}.${randomUUID().slice(0, 8)}.part`;
  const out: WriteStream = createWriteStream(part, { mode: 0o600 });
  await new Promise<void>((resolve, reject) =>
    out.once('open', () => resolve()).once('error', reject),
  );
  const close = () =>
    new Promise<void>((resolve, reject) =>
      out.end((e?: Error | null) => (e ? reject(e) : resolve())),
    );
  return {
    write: (chunk) =>
      new Promise<void>((resolve, reject) => {
        const ok = out.write(chunk, (error) => error && reject(error));
        if (ok) resolve();
        else out.once('drain', resolve);
      }),
    commit: async () => {
      await close();
      await rename(part, finalPath);
      return onCommit(finalPath);
    },
    discard: async () => {
      out.destroy();
      await rm(part, { force: true });
    },
  };
}

/** Electron: the file the user chose in the save dialog. */
export function savedFileTarget(path: string): CsvTarget {
  return { open: () => partFile(path, async (p) => ({ outcome: 'saved', path: p })) };
}

/** What the browser host serves once: `/downloads/<id>` (the host checks its secret as well). */
export class DownloadRegistry {
  static readonly PATH = /^\/downloads\/([0-9a-f-]{36})$/;

  private readonly files = new Map<string, { path: string; name: string; timer: NodeJS.Timeout }>();
  readonly dir = join(tmpdir(), `backoffice-downloads-${process.pid}-${randomUUID()}`);

  constructor(private readonly keepMs = 5 * 60_000) {}

  target(name: string): CsvTarget {
    return {
      open: async () => {
        await mkdir(this.dir, { recursive: true, mode: 0o700 });
        const id = randomUUID();
        return partFile(join(this.dir, `${id}.csv`), async (path) => {
          // Not fetched in time: removed (an export is a snapshot, not something to keep).
          const timer = setTimeout(
            () => void this.take(id).then((f) => f && rm(f.path, { force: true })),
            this.keepMs,
          );
          timer.unref();
          this.files.set(id, { path, name: basename(name), timer });
          return { outcome: 'download', url: `/downloads/${id}` };
        });
      },
    };
  }

  /** Hands a download over once (the caller serves it, then deletes the file). */
  async take(id: string): Promise<{ path: string; name: string } | null> {
    const file = this.files.get(id);
    if (!file) return null;
    this.files.delete(id);
    clearTimeout(file.timer);
    return { path: file.path, name: file.name };
  }

  async close(): Promise<void> {
    for (const file of this.files.values()) clearTimeout(file.timer);
    this.files.clear();
    await rm(this.dir, { recursive: true, force: true });
  }
}

function apiErrorMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: unknown }[] };
    const message = parsed.errors?.[0]?.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

export async function exportDashboardCsv(options: {
  apiUrl: string;
  token: string | null;
  filter: Record<string, unknown>;
  stream: StreamTransport;
  target: CsvTarget;
  clientHeaders?: Record<string, string>;
}): Promise<CsvExportResult> {
  const url = new URL(
    DASHBOARD_CSV_API_PATH,
    options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`,
  );
  url.searchParams.set('filter', JSON.stringify(options.filter));
  const headers: Record<string, string> = { accept: 'text/csv', ...options.clientHeaders };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const state: { file: Promise<CsvFile> | null } = { file: null };
  const errorBody: Buffer[] = [];
  let ok = false;
  try {
    const { complete } = await options.stream(url, {
      headers,
      idleTimeoutMs: IDLE_TIMEOUT_MS,
      onStart: ({ status }) => {
        ok = status === 200;
        if (ok) state.file = options.target.open();
      },
      onChunk: async (chunk) => {
        if (state.file) await (await state.file).write(chunk);
        else if (errorBody.length < 64) errorBody.push(chunk);
      },
    });
    const opened: CsvFile | null = state.file ? await state.file : null;
    if (ok && opened && complete) return await opened.commit();
    await opened?.discard();
    if (ok) return { outcome: 'error', message: CSV_FAILED_MESSAGE };
    return {
      outcome: 'error',
      message: apiErrorMessage(Buffer.concat(errorBody).toString('utf8')) ?? CSV_FAILED_MESSAGE,
    };
  } catch {
    await state.file?.then(
      (f) => f.discard(),
      () => {},
    );
    return { outcome: 'error', message: CSV_FAILED_MESSAGE };
  }
}
