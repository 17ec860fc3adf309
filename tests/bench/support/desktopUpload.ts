// One upload through the desktop queue (main/uploads/UploadQueue), as the media bench measures it:
// ms from start() to the server's answer, and the process's peak RSS growth meanwhile.
// Run as a script (`tsx tests/bench/support/desktopUpload.ts '<json options>'`, prints the outcome
// as JSON) it is the desktop path in its own process, as in the app, where the queue lives in
// Electron's main process and the API elsewhere: the fair match for `curl -T`, itself a process.
import { join } from 'node:path';
import type { UploadJob } from '../../../common/ipc/channels';
import { UploadQueue } from '../../../main/uploads/UploadQueue';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';

export interface DesktopUploadOptions {
  path: string;
  name: string;
  /** The queue's folder (the app data's `uploads/`). */
  dir: string;
  apiUrl: string;
  token: string;
  maxBytes: number;
}

export async function desktopUpload(
  options: DesktopUploadOptions,
): Promise<{ elapsed: number; growth: number }> {
  const registry = new UploadRegistry();
  let resolveDone: (job: UploadJob) => void = () => {};
  const done = new Promise<UploadJob>((resolve) => (resolveDone = resolve));
  const queue = new UploadQueue({
    dir: options.dir,
    registry,
    maxBytes: options.maxBytes,
    graphql: async (request) => {
      const res = await fetch(`${options.apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
      });
      return (await res.json()) as never;
    },
    emit: (job) => {
      if (job.state === 'done' || job.state === 'error') resolveDone(job);
    },
  });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const registered = await registry.register({
    path: options.path,
    name: options.name,
    type: 'image/jpeg',
    temporary: false,
  });
  await queue.start(registered.id, 'TEL');
  const job = await done;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  if (job.state !== 'done') throw new Error(`upload failed: ${job.error ?? ''}`);
  return { elapsed, growth: (peak - baseline) / (1024 * 1024) };
}

if (process.argv[1]?.endsWith(join('support', 'desktopUpload.ts'))) {
  desktopUpload(JSON.parse(process.argv[2]!) as DesktopUploadOptions).then(
    (outcome) => console.log(JSON.stringify(outcome)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
