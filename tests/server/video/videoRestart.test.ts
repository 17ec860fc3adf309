// Pending → Ready across a server restart (issue 32 "Must show"): the video is uploaded and
// attached on one server, which stops before its job ran; a new server process on the same
// database and media folder (new services, new worker) finishes it — the queue, the upload's
// progress and the video rows are in the database. PGlite in a data folder, and PostgreSQL with
// TEST_DATABASE_URL (one database kept across the two).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { articles } from '../../../server/src/db/schema/content';
import { videos } from '../../../server/src/db/schema/videos';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { MediaService } from '../../../server/src/media/MediaService';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { OwnVideoHost } from '../../../server/src/video/OwnVideoHost';
import { VIDEO_JOB, VideoService } from '../../../server/src/video/VideoService';
import type { TestBackend } from '../helpers/backends';
import { startTestServer } from '../helpers/testServer';
import { makeTestVideo, postVideo } from './videoFixtures';

/** A backend whose every open reaches the same database: what a restarted server sees. */
async function persistentBackends(): Promise<{ backend: TestBackend; drop(): Promise<void> }[]> {
  const dir = await mkdtemp(join(tmpdir(), 'video-restart-db-'));
  const out = [
    {
      backend: {
        kind: 'pglite' as const,
        async openDatabase() {
          const handle = await openDatabase({
            kind: 'pglite',
            dataDir: join(dir, 'data'),
            template: inject('pgliteTemplate'),
          });
          await prepareDatabase(handle);
          return handle;
        },
      },
      drop: () => rm(dir, { recursive: true, force: true }),
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (adminUrl) {
    const name = `bo_test_restart_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    out.push({
      backend: {
        kind: 'postgres' as never,
        async openDatabase() {
          const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
          await prepareDatabase(handle);
          return handle;
        },
      },
      drop: async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    });
  }
  return out;
}

describe('a Pending video across a server restart', () => {
  it('is made Ready by the next server process, from the queue in the database', async () => {
    for (const { backend, drop } of await persistentBackends()) {
      const dir = await mkdtemp(join(tmpdir(), 'video-restart-'));
      const store = new FolderMediaStore(join(dir, 'store'));
      const mediaOf = (db: DatabaseHandle['db']) =>
        new MediaService({ db, store, stagingDir: join(dir, '.staging') });
      try {
        const video = makeTestVideo(dir);
        const first = await startTestServer({
          backend,
          media: mediaOf,
          video: (db, media) => {
            const own = new OwnVideoHost({ db, media: media!, progressWriteMs: 0 });
            return { service: new VideoService({ host: own }), own };
          },
        });
        let articleId: string;
        let progressUrl: string;
        try {
          const alice = await first.createUser({ brandKeys: ['CAP'] });
          const created = await first.gql<{ upsertArticle: { id: string } }>(
            'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }',
            { create: { brandKey: 'CAP', format: 'Video', title: 'Avant le redémarrage' } },
            alice.token,
          );
          articleId = created.data!.upsertArticle.id;
          const urls = await first.gql<{
            dailymotionUploadURL: { uploadUrl: string; progressUrl: string };
          }>(
            'query dailymotionUploadURL { dailymotionUploadURL(brandKey: "CAP") { uploadUrl progressUrl } }',
            {},
            alice.token,
          );
          progressUrl = urls.data!.dailymotionUploadURL.progressUrl;
          const posted = await postVideo(urls.data!.dailymotionUploadURL.uploadUrl, video);
          const imported = await first.gql<{ importDailymotionVideo: { status: string } }>(
            'mutation importDailymotionVideo($id: ID!, $url: String!) { importDailymotionVideo(where: { id: $id }, video: { uploadedUrl: $url }) { status } }',
            { id: articleId, url: posted.body.url },
            alice.token,
          );
          expect(imported.data?.importDailymotionVideo.status).toBe('Pending');
        } finally {
          // The server stops before any worker ran the job.
          await first.close();
        }

        const handle = await backend.openDatabase();
        try {
          const media = mediaOf(handle.db);
          media.setPublicUrl('http://127.0.0.1:9');
          const own = new OwnVideoHost({ db: handle.db, media });
          const service = new VideoService({ host: own });
          // The upload's progress survived: any process answers it from the row.
          const url = new URL(progressUrl);
          const id = /video-progress\/([0-9a-f-]{36})/.exec(url.pathname)![1]!;
          expect(await own.progress(id, url.searchParams)).toMatchObject({
            state: 'done',
            received: video.length,
          });
          const worker = new JobWorker(new JobQueue(handle.db), {
            [VIDEO_JOB]: service.jobHandler(handle.db),
          });
          await worker.drain();
          const [article] = await handle.db
            .select({ status: articles.status, medias: articles.medias })
            .from(articles)
            .where(eq(articles.id, articleId));
          expect(article?.status).toBe('Ready');
          const [row] = await handle.db
            .select()
            .from(videos)
            .where(eq(videos.articleId, articleId));
          expect(row).toMatchObject({ state: 'Ready', duration: 2, width: 640, height: 360 });
          expect(row?.posterUrl).toMatch(/^http:\/\/127\.0\.0\.1:9\/media\/files\/CAP\/.+\.jpg$/);
        } finally {
          await handle.close();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
        await drop();
      }
    }
  });
});
