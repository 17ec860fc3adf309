// What an uploaded video is, read by ffprobe, and its poster, one frame taken by ffmpeg (issue 32).
// Both binaries come from npm (@ffprobe-installer/ffprobe, @ffmpeg-installer/ffmpeg: a static
// linux-x64/darwin/win32 build each) rather than the system's: Debian's ffmpeg is 77 packages and
// is not on a journalist's desktop, where the embedded server runs. They run with execFile (no
// shell), a timeout, and only paths this server chose (its staging folder).
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { sep } from 'node:path';
import { MESSAGES } from '../../../common/domain/messages';
import type { VideoProbe } from '../db/schema/videos';
import { MediaRefusal } from '../media/mediaMessages';

const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;

/** The binaries' paths; in a packaged app they are unpacked next to the asar archive. */
const BINARIES = {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ffprobe: () => (require('@ffprobe-installer/ffprobe') as { path: string }).path,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ffmpeg: () => (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
};

function binary(name: keyof typeof BINARIES): string {
  return BINARIES[name]().replace(`app.asar${sep}`, `app.asar.unpacked${sep}`);
}

function run(file: string, args: string[], timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout, maxBuffer: 8 * 1024 * 1024, windowsHide: true },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
}

function positive(value: unknown): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Duration, dimensions and codecs of the file at `path`; a file with no video stream (a picture
 * renamed, a sound, anything else) is refused in French.
 */
export async function probeVideo(path: string): Promise<VideoProbe> {
  let output: string;
  try {
    output = await run(
      binary('ffprobe'),
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', path],
      PROBE_TIMEOUT_MS,
    );
  } catch {
    throw new MediaRefusal(MESSAGES.videoNotAVideo, 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  let parsed: { streams?: ProbeStream[]; format?: { duration?: string; format_name?: string } };
  try {
    parsed = JSON.parse(output) as typeof parsed;
  } catch {
    throw new MediaRefusal(MESSAGES.videoNotAVideo, 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  const streams = parsed.streams ?? [];
  // A cover picture in an audio file is a "video" stream too: not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const duration = positive(parsed.format?.duration) ?? positive(video?.duration);
  // Still images probe as one-frame "videos" (image2, png_pipe…): a video has a duration.
  const still = /(^|,)(image2|\w+_pipe)(,|$)/.test(parsed.format?.format_name ?? '');
  if (!video || still || !duration)
    throw new MediaRefusal(MESSAGES.videoNotAVideo, 415, 'UNSUPPORTED_MEDIA_TYPE');
  return {
    duration,
    width: positive(video.width),
    height: positive(video.height),
    videoCodec: video.codec_name ?? null,
    audioCodec: streams.find((s) => s.codec_type === 'audio')?.codec_name ?? null,
  };
}

/** One frame (at 10 % of the video, at most 5 s in) as a JPEG, at most 1280 pixels wide. */
export async function posterFrame(path: string, durationSeconds: number | null): Promise<Buffer> {
  const at = Math.min(5, Math.max(0, (durationSeconds ?? 0) * 0.1));
  const out = `${path}.poster.jpg`;
  try {
    await run(
      binary('ffmpeg'),
      [
        '-v',
        'error',
        '-y',
        '-ss',
        at.toFixed(2),
        '-i',
        path,
        '-frames:v',
        '1',
        '-vf',
        "scale='min(1280,iw)':-2",
        '-q:v',
        '3',
        '-f',
        'image2',
        out,
      ],
      POSTER_TIMEOUT_MS,
    );
    return await readFile(out);
  } finally {
    await rm(out, { force: true });
  }
}
