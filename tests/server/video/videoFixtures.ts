// Test videos made by the ffmpeg binary the server ships with (@ffmpeg-installer/ffmpeg), and the
// streamed multipart POST a client sends to an upload URL (Dailymotion's protocol, field `file`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** A 2-second 640×360 H.264 + AAC MP4 (testsrc and a sine), a few tens of kilobytes. */
export function makeTestVideo(dir: string): Buffer {
  const out = join(dir, 'test.mp4');
  execFileSync(FFMPEG, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=640x360:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=2',
    '-shortest',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    out,
  ]);
  return readFileSync(out);
}

/** One PNG frame: a picture, not a video. */
export function makeTestPicture(dir: string): Buffer {
  const out = join(dir, 'picture.png');
  execFileSync(FFMPEG, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x64:rate=1',
    '-frames:v',
    '1',
    out,
  ]);
  return readFileSync(out);
}

export interface PostAnswer {
  status: number;
  body: { url?: string; errors?: { message: string; extensions: { code: string } }[] };
}

/**
 * POSTs `file` as multipart form data, streamed in two halves; `between` runs after the first half
 * left (the progress can be read mid-upload). `chunked`: no Content-Length (the size cap must then
 * be enforced on the bytes themselves).
 */
export function postVideo(
  url: string,
  file: Buffer,
  options: { name?: string; chunked?: boolean; between?: () => Promise<void> } = {},
): Promise<PostAnswer> {
  const boundary = `----video${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${options.name ?? 'video.mp4'}"\r\ncontent-type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const half = Math.floor(file.length / 2);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(options.chunked
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': String(head.length + file.length + tail.length) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as PostAnswer['body'],
          }),
        );
      },
    );
    // The server may answer (a refusal) and close before the whole body left: that answer counts.
    req.on('error', reject);
    void (async () => {
      req.write(head);
      req.write(file.subarray(0, half));
      if (options.between) await options.between();
      req.write(file.subarray(half));
      req.end(tail);
    })();
  });
}
