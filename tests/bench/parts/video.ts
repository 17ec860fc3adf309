// `npm run bench -- video` (issue 32): a generated 2 Go file (sparse: the disk is not what is
// measured) through the desktop path — main/uploads/video/VideoUploadQueue in this process, as in
// Electron's main process: a new URL, the multipart body streamed from disk over http.request, the
// progress URL read every second — to a local multipart endpoint in a process of its own (the
// stand-in of tests/unit/uploads/videoHostStandIn.ts, which hashes every byte of the file part;
// the server's own host will replace it), against `curl -F file=@…` to the same endpoint in the
// same run, alternately. Figures: throughput ratio (goal ≥ 0.8× curl), this process's RSS growth
// during the upload (goal < 150 Mo), the interval between progress events (goal 1 s ± 0.2), and
// the time from the host being killed mid-upload to the interrupted state (goal < 2 s), after
// which the upload must start again by itself once the host is back, and complete; the same with
// the host's process stopped (SIGSTOP: a silent network, nothing closed).
// The load average is printed: on a shared 2-core machine the times mean little without it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { GraphqlRequest, GraphqlResult, VideoUploadJob } from '../../../common/ipc/channels';
import { postJson } from '../../../main/api/httpTransport';
import { UploadRegistry } from '../../../main/uploads/UploadRegistry';
import { VIDEO_UPLOAD_QUERY, VideoUploadQueue } from '../../../main/uploads/video/VideoUploadQueue';
import { percentile, type BenchResult } from '../run';

const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 2);
/** 2 Go; BENCH_VIDEO_MB for a quick look (the results file then holds that size's figures). */
const FILE_BYTES = Number(process.env.BENCH_VIDEO_MB ?? 2048) * 1024 * 1024;
const MiB = 1024 * 1024;

interface Host {
  child: ChildProcess;
  base: string;
}

async function startHost(port = 0): Promise<Host> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, join(__dirname, '../support/videoHost.ts'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`video host exited (${code})`)));
  });
  return { child, base: (JSON.parse(line) as { base: string }).base };
}

function graphqlAt(host: () => Host) {
  return async (request: GraphqlRequest): Promise<GraphqlResult> => {
    try {
      const reply = await postJson(new URL('/graphql', host().base), {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        timeoutMs: 5000,
        freshConnection: true,
      });
      return JSON.parse(reply.body) as GraphqlResult;
    } catch {
      return {
        data: null,
        errors: [{ message: 'injoignable', extensions: { code: 'NETWORK_ERROR' } }],
      };
    }
  };
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;

export async function run(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-video-'));
  const file = join(work, 'reportage.mp4');
  const handle = await open(file, 'w');
  await handle.truncate(FILE_BYTES);
  await handle.close();
  let host = await startHost();
  const registry = new UploadRegistry();
  const events: { job: VideoUploadJob; at: number }[] = [];
  const queue = new VideoUploadQueue({
    dir: join(work, 'video-uploads'),
    registry,
    graphql: graphqlAt(() => host),
    emit: (job) => events.push({ job, at: performance.now() }),
  });
  const until = async (condition: () => boolean, ms: number) => {
    const end = performance.now() + ms;
    while (!condition()) {
      if (performance.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const lastState = (id: string) => events.filter((e) => e.job.id === id).at(-1)?.job.state;
  const startUpload = async () => {
    const handle = await registry.register({
      path: file,
      name: 'reportage.mp4',
      type: 'video/mp4',
      temporary: false,
    });
    return queue.start(handle.id, 'TEL', null);
  };

  const desktop: number[] = [];
  const curl: number[] = [];
  const growth: number[] = [];
  const intervals: number[] = [];
  const interruption: number[] = [];
  const silence: number[] = [];
  try {
    const desktopRun = async () => {
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const from = events.length;
      const started = performance.now();
      const job = await startUpload();
      await until(
        () => lastState(job.id) === 'done' || lastState(job.id) === 'interrupted',
        600_000,
      );
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      if (lastState(job.id) !== 'done') throw new Error('the desktop upload did not finish');
      await queue.cancel(job.id);
      const ticks = events
        .slice(from)
        .filter((e) => e.job.id === job.id && e.job.state === 'uploading')
        .map((e) => e.at);
      return { elapsed, grown: (peak - baseline) / MiB, ticks };
    };
    const curlRun = async () => {
      const target = (await graphqlAt(() => host)({
        query: VIDEO_UPLOAD_QUERY,
        operationName: 'dailymotionUploadURL',
        variables: { brandKey: 'TEL' },
      })) as { data: { dailymotionUploadURL: { uploadUrl: string } } };
      const started = performance.now();
      const status = await new Promise<string>((done, fail) =>
        execFile(
          'curl',
          [
            '-s',
            '-o',
            '/dev/null',
            '-w',
            '%{http_code}',
            '-F',
            `file=@${file};type=video/mp4`,
            target.data.dailymotionUploadURL.uploadUrl,
          ],
          (error, stdout) => (error ? fail(error) : done(stdout)),
        ),
      );
      if (!status.startsWith('2')) throw new Error(`curl -F answered ${status}`);
      return performance.now() - started;
    };
    // Run 0 warms the host, this process and the page cache up, curl first, and is not counted;
    // then the two clients take turns going first.
    for (let i = 0; i <= RUNS; i++) {
      let curlElapsed = 0;
      if (i % 2 === 0) curlElapsed = await curlRun();
      const { elapsed, grown, ticks } = await desktopRun();
      if (i % 2 === 1) curlElapsed = await curlRun();
      console.log(
        `  ${FILE_BYTES / MiB} Mo run ${i}${i === 0 ? ' (warm-up)' : ''}: desktop path ${elapsed.toFixed(0)} ms (RSS +${grown.toFixed(0)} Mo, ${ticks.length} progress events), curl -F ${curlElapsed.toFixed(0)} ms; ${load()}`,
      );
      if (i === 0) continue;
      desktop.push(elapsed);
      curl.push(curlElapsed);
      growth.push(grown);
      // The first event is the state change at the start; the ticks follow every second.
      for (let t = 2; t < ticks.length; t++) intervals.push(ticks[t]! - ticks[t - 1]!);
    }

    // The host killed mid-upload: how long until the interrupted state, then back by itself.
    const job = await startUpload();
    await until(
      () => (events.filter((e) => e.job.id === job.id).at(-1)?.job.received ?? 0) > 0,
      120_000,
    );
    const port = Number(new URL(host.base).port);
    const killed = performance.now();
    host.child.kill('SIGKILL');
    await until(() => lastState(job.id) === 'interrupted', 10_000);
    const shown = events.find((e) => e.job.id === job.id && e.job.state === 'interrupted')!.at;
    interruption.push(shown - killed);
    console.log(`  host killed: interrupted shown after ${(shown - killed).toFixed(0)} ms`);
    host = await startHost(port);
    const back = performance.now();
    await until(() => lastState(job.id) === 'done', 600_000);
    console.log(
      `  host back: the upload started again by itself and completed in ${(performance.now() - back).toFixed(0)} ms; ${load()}`,
    );
    await queue.cancel(job.id);

    // A silent host: its process stopped (SIGSTOP) — nothing read, nothing answered, nothing closed.
    const quiet = await startUpload();
    await until(
      () => (events.filter((e) => e.job.id === quiet.id).at(-1)?.job.received ?? 0) > 0,
      120_000,
    );
    const stopped = performance.now();
    host.child.kill('SIGSTOP');
    await until(() => lastState(quiet.id) === 'interrupted', 10_000);
    const seen = events.find((e) => e.job.id === quiet.id && e.job.state === 'interrupted')!.at;
    silence.push(seen - stopped);
    host.child.kill('SIGCONT');
    const resumed = performance.now();
    await until(() => lastState(quiet.id) === 'done', 600_000);
    console.log(
      `  host silent: interrupted shown after ${(seen - stopped).toFixed(0)} ms; resumed, completed by itself in ${(performance.now() - resumed).toFixed(0)} ms; ${load()}`,
    );
  } finally {
    queue.stop();
    host.child.kill('SIGKILL');
    await rm(work, { recursive: true, force: true });
  }
  // Paired: each run's curl time over the desktop time of the same run (the load moves between runs).
  const shortfall = desktop.map((d, i) => 1 - curl[i]! / d);
  return [
    {
      name: 'video: 2 Go file (sparse) through the desktop queue → host answered { url }',
      unit: 'ms',
      p50: percentile(desktop, 50),
      p95: percentile(desktop, 95),
      target: null,
    },
    {
      name: 'video: 2 Go file, curl -F to the same endpoint',
      unit: 'ms',
      p50: percentile(curl, 50),
      p95: percentile(curl, 95),
      target: null,
    },
    {
      name: 'video: throughput, 1 − desktop ÷ curl speed per run (goal ratio ≥ 0.8, so ≤ 0.2)',
      unit: 'ratio',
      p50: percentile(shortfall, 50),
      p95: percentile(shortfall, 95),
      target: 0.2,
    },
    {
      name: 'video: main RSS growth during a 2 Go upload',
      unit: 'Mo',
      p50: percentile(growth, 50),
      p95: percentile(growth, 95),
      target: 150,
    },
    {
      name: 'video: interval between progress events (goal 1000 ± 200)',
      unit: 'ms',
      p50: percentile(intervals, 50),
      p95: percentile(intervals, 95),
      target: 1200,
    },
    {
      name: 'video: host killed mid-upload → interrupted shown',
      unit: 'ms',
      p50: percentile(interruption, 50),
      p95: percentile(interruption, 95),
      target: 2000,
    },
    {
      name: 'video: host silent (SIGSTOP) mid-upload → interrupted shown',
      unit: 'ms',
      p50: percentile(silence, 50),
      p95: percentile(silence, 95),
      target: 2000,
    },
  ];
}
