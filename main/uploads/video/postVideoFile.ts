// One attempt at sending a video file to the host's upload URL (Dailymotion's protocol, spec 000 §4
// "Video upload"): a multipart POST (field `file`) whose body is streamed from disk, while the
// progress URL is read every second. The attempt fails as interrupted when the socket errs, the host
// goes away, or nothing moves for `stallMs`: no byte accepted by the connection and no growth in the
// host's progress — a silent network (a proxy that stops forwarding, a cable pulled) never errs by
// itself, so the queue's own clock decides.
import { open } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readUploadProgress } from '../../../common/domain/video';
import { MESSAGES } from '../../../common/domain/messages';
import { multipartEnvelope } from './multipartBody';

/** The attempt failed; `retryable` when a later attempt may succeed without the user doing anything. */
export class VideoUploadFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface PostVideoFileOptions {
  uploadUrl: string;
  progressUrl: string;
  path: string;
  name: string;
  type: string;
  size: number;
  signal: AbortSignal;
  /** Between two readings of the progress URL (and two progress events). */
  pollMs: number;
  /** Nothing moved for this long: interrupted. */
  stallMs: number;
  /** Called every `pollMs` with the bytes of the file the connection accepted so far. */
  onTick: (accepted: number) => void;
}

/**
 * 1 Mo reads: 64 Ko ones made the POST 0.4–0.5× curl's speed on loopback (a pause and a drain per
 * read), 1 Mo ones 0.85× (bench video, 400 Mo). On a slow link one read takes longer than the stall
 * period to be accepted; the host's own progress count, growing meanwhile, keeps the upload alive.
 */
const READ_CHUNK_BYTES = 1024 * 1024;
/** Reads under way or waiting for the socket: at most this many times READ_CHUNK_BYTES in memory. */
const READ_BUFFERS = 8;
const MAX_REPLY_BYTES = 64 * 1024;

function httpFor(url: URL): typeof httpRequest {
  if (url.protocol === 'https:') return httpsRequest;
  if (url.protocol === 'http:') return httpRequest;
  throw new VideoUploadFailure(MESSAGES.genericError, false);
}

function readJson(res: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    res.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > MAX_REPLY_BYTES) res.destroy(new Error('reply too large'));
      else chunks.push(chunk);
    });
    res.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(null);
      }
    });
    res.on('error', reject);
    res.on('aborted', () => reject(new Error('reply cut')));
  });
}

/** The host's own words for a refusal, whichever of the usual shapes it answers in. */
export function hostMessage(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const record = json as Record<string, unknown>;
  const error = record.error;
  const errors = record.errors;
  const candidates = [
    typeof error === 'object' && error !== null
      ? (error as Record<string, unknown>).message
      : error,
    record.message,
    Array.isArray(errors) ? (errors[0] as Record<string, unknown> | undefined)?.message : null,
  ];
  const found = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return found ? found.slice(0, 500) : null;
}

/** Reads the progress URL once; null when it did not answer. */
function readProgress(progressUrl: URL, timeoutMs: number) {
  return new Promise<ReturnType<typeof readUploadProgress> | null>((resolve) => {
    let req: ClientRequest;
    try {
      req = httpFor(progressUrl)(progressUrl, { method: 'GET', agent: false }, (res) => {
        readJson(res).then(
          (json) => resolve(res.statusCode === 200 ? readUploadProgress(json) : null),
          () => resolve(null),
        );
      });
    } catch {
      resolve(null);
      return;
    }
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

/** Sends the file; resolves with the host's `url` for it. */
export function postVideoFile(options: PostVideoFileOptions): Promise<string> {
  const { signal, size } = options;
  const target = new URL(options.uploadUrl);
  const progressUrl = new URL(options.progressUrl);
  const send = httpFor(target);
  httpFor(progressUrl);
  const envelope = multipartEnvelope(options.name, options.type, size);

  return new Promise<string>((resolve, reject) => {
    let accepted = 0;
    let bodySent = false;
    let hostReceived = 0;
    let lastActivity = Date.now();
    let polling = false;
    let settled = false;
    // The reads go into a few buffers used again and again (given back once the socket took their
    // bytes): a stream's fresh 1 Mo buffer per read cost page faults and garbage collection on
    // every megabyte of a 2 Go file, and the POST fell to 0.5–0.6× curl's speed on a loaded machine.
    const free: Buffer[] = Array.from({ length: READ_BUFFERS }, () =>
      Buffer.allocUnsafeSlow(READ_CHUNK_BYTES),
    );
    let wake: (() => void) | null = null;
    const bufferBack = (buffer: Buffer) => {
      free.push(buffer);
      wake?.();
    };
    const req = send(target, {
      method: 'POST',
      // A connection of its own: a kept-alive one may be dead without knowing it.
      agent: false,
      headers: {
        'content-type': envelope.contentType,
        'content-length': String(envelope.contentLength),
      },
    });

    const finish = (error: Error | null, url?: string) => {
      if (settled) return;
      settled = true;
      clearInterval(ticker);
      clearInterval(watchdog);
      signal.removeEventListener('abort', onAbort);
      // The reading loop, maybe waiting for a buffer, ends and closes the file.
      wake?.();
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(url!);
    };
    const interrupted = () => finish(new VideoUploadFailure(MESSAGES.videoUploadInterrupted, true));
    const onAbort = () => finish(new VideoUploadFailure(MESSAGES.videoUploadInterrupted, false));
    signal.addEventListener('abort', onAbort);

    const ticker = setInterval(() => {
      options.onTick(accepted);
      if (polling) return;
      polling = true;
      void readProgress(progressUrl, options.stallMs).then((progress) => {
        polling = false;
        if (!progress || settled) return;
        // The host still takes bytes in (its own count grew), or holds the whole body and answers.
        if (progress.received > hostReceived) {
          hostReceived = progress.received;
          lastActivity = Date.now();
        } else if (bodySent && progress.state !== 'interrupted') lastActivity = Date.now();
      });
    }, options.pollMs);
    // Checked eight times per stall period (200 ms): interrupted at most an eighth of it late.
    const watchdog = setInterval(
      () => {
        if (Date.now() - lastActivity >= options.stallMs) interrupted();
      },
      Math.max(10, Math.floor(options.stallMs / 8)),
    );

    // A host refusing early (too large, not a video) answers, then resets the connection on the
    // rest of the body: once an answer arrived, it is what counts, not the reset.
    let answered = false;
    req.on('error', () => {
      if (!answered) interrupted();
    });
    req.on('response', (res) => {
      answered = true;
      readJson(res).then(
        (json) => {
          const status = res.statusCode ?? 0;
          const url = (json as { url?: unknown } | null)?.url;
          if (status >= 200 && status < 300 && typeof url === 'string' && url !== '')
            return finish(null, url);
          if (status >= 200 && status < 300)
            return finish(new VideoUploadFailure(MESSAGES.genericError, false));
          if (status >= 500 || status === 408 || status === 429) return interrupted();
          finish(new VideoUploadFailure(hostMessage(json) ?? MESSAGES.genericError, false));
        },
        () => {
          // The answer was cut by a reset: its status still tells a refusal from a failure.
          const status = res.statusCode ?? 0;
          if (status >= 400 && status < 500 && status !== 408 && status !== 429)
            finish(new VideoUploadFailure(MESSAGES.genericError, false));
          else interrupted();
        },
      );
    });

    req.write(envelope.head);
    const pump = async () => {
      const file = await open(options.path, 'r');
      try {
        let position = 0;
        while (position < size && !settled) {
          const buffer = free.pop();
          if (!buffer) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
            continue;
          }
          const { bytesRead } = await file.read(
            buffer,
            0,
            Math.min(buffer.length, size - position),
            position,
          );
          // Shorter than when it was measured: the host would wait for the missing bytes.
          if (bytesRead === 0) throw new Error('file shorter than announced');
          if (settled) break;
          position += bytesRead;
          req.write(buffer.subarray(0, bytesRead), (error) => {
            bufferBack(buffer);
            if (error) return;
            accepted += bytesRead;
            lastActivity = Date.now();
          });
        }
        if (!settled)
          req.end(envelope.tail, () => {
            bodySent = true;
            lastActivity = Date.now();
          });
      } finally {
        await file.close();
      }
    };
    // The file went away or cannot be read: another attempt would fail the same way.
    pump().catch(() => finish(new VideoUploadFailure(MESSAGES.videoUploadInterrupted, false)));
  });
}
