// `npm run server [-- --port N] [-- --create-admin]`: the back-office API on 127.0.0.1.
// `--ipc` (how the desktop app starts its embedded server): served to the parent process over its
// message channel (channel.ts) instead of a port.
// stdout carries exactly one line, `BACKOFFICE_SERVER_LISTENING <url>` (`http://127.0.0.1:<port>`,
// or `ipc://serveur-integre/` with --ipc), which the desktop app waits for when it starts this
// server as its child; everything else goes to stderr. SIGTERM (what the app sends), SIGINT and,
// with --ipc, the parent going away close the server and the database cleanly.
import './productionMode';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { createApp, prepareDatabase } from './app';
import { parentChannel, serveOverChannel } from './channel';
import { createSuperAdmin, ensureFirstAdmin } from './auth/adminAccount';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { listen } from './http';
import { createMediaHandler, listenMedia } from './media/mediaHttp';
import { mediaFolderFor, mediaServiceFromEnv } from './media/mediaFromEnv';
import { stagingSweepJob } from './media/stagingSweep';
import { JobQueue, JobWorker } from './jobs/jobQueue';
import type { AiProcessDeps } from './aiProcesses/deps';
import { aiProcessJobHandlers } from './aiProcesses/jobs';
import { recipeRecommenderFromEnv } from './ai/recipeRecommender';
import { searchIndexer } from './services/content/searchIndexer';
import { DemoServicesSwitch } from './services/pushes/demoServices';
import { PUSH_JOB, pushDispatchHandler } from './services/pushes/pushes';
import { providersFromEnv, type ProviderSet } from './services/pushes/providers';
import type { MediaService } from './media/MediaService';
import { VIDEO_UPLOAD_TIMEOUTS, videoFromEnv } from './video/videoFromEnv';
import { aiConfigFromEnv } from './ai/aiConfig';
import { createAiGateway } from './ai/aiFromEnv';
import { correctionFromEnv } from './correction/correctionFromEnv';
import { VIDEO_JOB, type VideoService } from './video/VideoService';

const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

const HOW_TO_CREATE_ADMIN = [
  'Aucun utilisateur dans la base : créez un super-administrateur,',
  '  soit en lançant : npm run server -- --create-admin',
  '  soit en définissant BACKOFFICE_ADMIN_EMAIL et BACKOFFICE_ADMIN_PASSWORD avant de démarrer le serveur,',
  "  soit, serveur intégré de l'application, depuis son écran d'accueil (« Travailler en local »).",
].join('\n');

async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    mkdirSync(config.database.dataDir, { recursive: true });
    log(`Base embarquée (PGlite) : ${config.database.dataDir}`);
  } else {
    log('Base PostgreSQL : DATABASE_URL');
  }
  const handle = await openDatabase(config.database);
  await prepareDatabase(handle);
  return handle;
}

/** Asks for the admin's e-mail, name and password; the password is not echoed. */
async function promptAdmin(): Promise<{ email: string; name: string; password: string }> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({
    input: process.stdin,
    output,
    terminal: Boolean(process.stdin.isTTY),
  });
  try {
    const email = (await rl.question('E-mail du super-administrateur : ')).trim();
    const name = (await rl.question('Nom : ')).trim();
    process.stderr.write('Mot de passe (8 caractères minimum) : ');
    muted = true;
    const password = await rl.question('');
    muted = false;
    process.stderr.write('\n');
    return { email, name, password };
  } finally {
    rl.close();
  }
}

function describeError(error: unknown): string {
  if (error instanceof GraphQLError) {
    const fields = (error.extensions.fields ?? {}) as Record<string, string>;
    return [error.message, ...Object.entries(fields).map(([f, m]) => `  ${f} : ${m}`)].join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}

/** `--create-admin`: asks for the account, creates it, and closes the database. */
async function createAdminAndExit(handle: DatabaseHandle): Promise<void> {
  try {
    const input = await promptAdmin();
    await createSuperAdmin(handle.db, input);
    log(`Super-administrateur créé : ${input.email}`);
  } finally {
    await handle.close();
  }
}

/**
 * The job queue's worker: scheduled pushes, videos and AI processes run in every server
 * process; the queue's row locks make sure each job runs in one of them.
 * BACKOFFICE_JOBS_LEASE_MS: how long before a job whose process died is taken up again (60 s).
 */
async function startJobs(
  handle: DatabaseHandle,
  media: MediaService,
  providers: ProviderSet,
  video: VideoService,
  ai: AiProcessDeps,
): Promise<JobWorker> {
  const queue = new JobQueue(handle.db, {
    leaseMs: Number(process.env.BACKOFFICE_JOBS_LEASE_MS) || undefined,
  });
  // Abandoned uploads' staged bytes (issue 30): swept on a schedule, by this folder's own job.
  const stagingSweep = stagingSweepJob(media);
  await stagingSweep.schedule(queue);
  const jobs = new JobWorker(
    queue,
    {
      [PUSH_JOB]: pushDispatchHandler(handle.db, providers, () => new Date()),
      [stagingSweep.kind]: stagingSweep.handler,
      // Pending videos: Ready once the host says so (video/VideoService.ts).
      [VIDEO_JOB]: video.jobHandler(handle.db),
      // The good-deal and slideshow AI processes (aiProcesses/).
      ...aiProcessJobHandlers(ai),
    },
    {
      pollMs: Number(process.env.BACKOFFICE_JOBS_POLL_MS) || 500,
      onError: (error) => log(`File de tâches : ${describeError(error)}`),
    },
  );
  jobs.start();
  return jobs;
}

/** Closes everything in order on SIGTERM, SIGINT or the parent's departure, then exits. */
function stopOnSignals(
  channel: ReturnType<typeof parentChannel>,
  closers: (() => Promise<unknown>)[],
): void {
  let stopping = false;
  const stop = (reason: string): void => {
    if (stopping) return;
    stopping = true;
    log(`${reason} : arrêt du serveur`);
    void (async () => {
      try {
        for (const close of closers) await close();
        process.exit(0);
      } catch (error) {
        log(`Arrêt incomplet : ${describeError(error)}`);
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', () => stop('SIGTERM reçu'));
  process.on('SIGINT', () => stop('SIGINT reçu'));
  // The app that started us is gone (crashed or killed): nobody can reach this server any more.
  channel?.onClose(() => stop('Processus parent terminé'));
}

async function main(): Promise<void> {
  const config = readConfig();
  // The push and newsletter credentials are checked before anything starts: a key that is not a key
  // refuses the start, naming its variable (a ConfigError), instead of failing every push later.
  const providers = providersFromEnv(process.env);
  // The same for Prolexis' keys; else the local French engine, started by the first correction.
  const correction = correctionFromEnv(process.env, { log });
  // The AI provider's settings too (ai/aiConfig.ts); the gateway is built once the database is open.
  const aiConfig = aiConfigFromEnv(process.env);
  const channel = config.ipc ? parentChannel() : null;
  if (config.ipc && !channel)
    throw new ConfigError("--ipc : ce processus n'a pas été lancé avec un canal de messages.");
  const handle = await openConfiguredDatabase(config);
  if (config.createAdmin) return createAdminAndExit(handle);

  const outcome = await ensureFirstAdmin(handle.db, config.admin);
  if (outcome === 'created') log(`Super-administrateur créé : ${config.admin?.email ?? ''}`);
  if (outcome === 'no-credentials') log(HOW_TO_CREATE_ADMIN);

  const dataDir = config.database.kind === 'pglite' ? config.database.dataDir : undefined;
  const media = mediaServiceFromEnv(handle.db, dataDir);
  const video = videoFromEnv(handle.db, media);
  const mediaRoutes = createMediaHandler(media, handle.db, undefined, video.own);
  // The own video host receives files of gigabytes: hours to arrive, a silent socket closed.
  const uploadTimeouts = video.own ? VIDEO_UPLOAD_TIMEOUTS : {};
  // The demo data asks for the local stand-ins of FCM and of the newsletter tool (demoServices.ts)
  // for what no real service is configured: now if it is there, or once it is loaded.
  const demo = new DemoServicesSwitch(handle.db, providers, log);
  await demo.startIfWanted();
  const ai = createAiGateway(aiConfig, { db: handle.db, log });
  const recipeRecommender = recipeRecommenderFromEnv(process.env);
  const app = createApp({
    handle,
    tokenTtlDays: config.tokenTtlDays,
    introspection: config.introspection,
    media,
    video: video.service,
    correction,
    ai,
    recipeRecommender,
    limits: config.limits,
    providers,
    trustedProxies: config.trustedProxies,
    onDemoLoaded: () => demo.startIfWanted(),
  });
  const jobs = await startJobs(handle, media, providers, video.service, {
    db: handle.db,
    ai,
    media,
    recipeRecommender: recipeRecommender ?? undefined,
    providers,
    productFetchAllowLoopback: process.env.BACKOFFICE_PRODUCT_FETCH_ALLOW_LOOPBACK?.trim() === '1',
    log,
  });
  // Over the channel, the media routes (signed-URL PUTs, renditions) get a loopback port of their own.
  const mediaServer = channel
    ? await listenMedia(
        mediaRoutes,
        join(mediaFolderFor(dataDir, process.env), '.port'),
        undefined,
        uploadTimeouts,
      )
    : null;
  const server = channel
    ? serveOverChannel(app, channel, { bodyLimitBytes: config.bodyLimitBytes })
    : await listen(app, {
        host: config.host,
        port: config.port,
        bodyLimitBytes: config.bodyLimitBytes,
        media: mediaRoutes,
        ...uploadTimeouts,
      });
  if (!media.publicUrl) media.setPublicUrl(mediaServer?.url ?? server.url);
  process.stdout.write(`BACKOFFICE_SERVER_LISTENING ${server.url}\n`);
  stopOnSignals(channel, [
    () => server.close(),
    // The live newsroom's LISTEN connection and its sweep.
    async () => app.live?.close(),
    async () => mediaServer?.close(),
    () => jobs.stop(),
    () => demo.close(),
    // The local engine's spelling worker and Grammalecte process.
    () => correction.close(),
    // No more saves: index what the last long saves left pending before the database closes.
    () => searchIndexer(handle.db).idle(),
    () => handle.close(),
  ]);
}

main().catch((error: unknown) => {
  log(
    error instanceof ConfigError
      ? `Configuration : ${error.message}`
      : `Échec du démarrage : ${describeError(error)}`,
  );
  process.exit(error instanceof ConfigError ? 2 : 1);
});
