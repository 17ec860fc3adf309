// Dailymotion as the video host (issue 32 "Must show"), against a local stand-in speaking its REST
// API: the OAuth grant, upload URL + multipart upload + progress, creation from the uploaded URL,
// status reads until the encoding is done (the job's back-off on a moved clock), update with
// geoblocking, import of an existing video by id and by address, deletion, a failed encoding, and
// refused credentials — every refusal in French.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { DailymotionHost } from '../../../server/src/video/DailymotionHost';
import { VIDEO_JOB, VideoService } from '../../../server/src/video/VideoService';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import {
  addExistingVideo,
  startDailymotionStandIn,
  type DailymotionStandIn,
} from './dailymotionStandIn';
import { postVideo } from './videoFixtures';

const UPLOAD_URL = `query dailymotionUploadURL($brandKey: String!) {
  dailymotionUploadURL(brandKey: $brandKey) { uploadUrl progressUrl }
}`;
const FIELDS = `id status version medias video { hostVideoId host state error duration width height posterUrl playerUrl geoblocking { mode countries } }`;
const IMPORT = `mutation importDailymotionVideo($id: ID!, $video: VideoImportInput!) {
  importDailymotionVideo(where: { id: $id }, video: $video) { ${FIELDS} }
}`;
const ARTICLE = `query article($id: ID!) { article(where: { id: $id }) { ${FIELDS} } }`;
const UPDATE = `mutation dailymotionUpdate($id: ID!, $data: VideoUpdateInput!) {
  dailymotionUpdate(where: { id: $id }, data: $data) { id video { geoblocking { mode countries } } }
}`;
const DELETE = `mutation deleteVideo($id: ID!) { deleteVideo(where: { id: $id }) { id video { state } } }`;

interface Answer {
  id: string;
  status: string;
  version: number;
  video: {
    hostVideoId: string;
    host: string;
    state: string;
    error: string | null;
    duration: number | null;
    width: number | null;
    posterUrl: string | null;
    playerUrl: string | null;
    geoblocking: { mode: string; countries: string[] };
  } | null;
}

forEachBackend('Dailymotion as the video host', (backend) => {
  let standIn: DailymotionStandIn;
  let server: TestServer;
  let host: DailymotionHost;
  let service: VideoService;
  let alice: TestAccount;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  const createVideoArticle = async () => {
    const created = await server.gql<{ upsertArticle: { id: string; version: number } }>(
      'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id version } }',
      { create: { brandKey: 'CAP', format: 'Video', title: 'Interview du chef' } },
      alice.token,
    );
    expect(created.errors).toBeUndefined();
    return created.data!.upsertArticle;
  };
  const read = async (id: string) =>
    (await server.gql<{ article: Answer }>(ARTICLE, { id }, alice.token)).data!.article;
  /** Runs the video jobs, moving the clock an hour at a time (the back-off), until none is left. */
  const runJobs = async (rounds = 10) => {
    const worker = new JobWorker(new JobQueue(server.handle.db, { now }), {
      [VIDEO_JOB]: service.jobHandler(server.handle.db, now),
    });
    for (let i = 0; i < rounds; i++) {
      await worker.drain();
      offsetMs += 3_600_000;
    }
  };

  beforeAll(async () => {
    standIn = await startDailymotionStandIn(3);
    server = await startTestServer({
      backend,
      video: () => {
        host = new DailymotionHost(
          { ...standIn.credentials, apiUrl: standIn.url },
          // The stand-in listens on loopback, which the SSRF guard refuses to real addresses.
          { isForbidden: () => false },
        );
        service = new VideoService({ host });
        return { service, own: null };
      },
    });
    alice = await server.createUser({ brandKeys: ['CAP'] });
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('uploads to Dailymotion, creates the video, reads its status until ready, then updates and deletes it', async () => {
    const article = await createVideoArticle();
    const urls = (
      await server.gql<{ dailymotionUploadURL: { uploadUrl: string; progressUrl: string } }>(
        UPLOAD_URL,
        { brandKey: 'CAP' },
        alice.token,
      )
    ).data!.dailymotionUploadURL;
    expect(urls.uploadUrl.startsWith(`${standIn.url}/upload/`)).toBe(true);
    const file = Buffer.alloc(50_000, 3);
    const posted = await postVideo(urls.uploadUrl, file);
    expect(posted.status).toBe(200);
    expect(await (await fetch(urls.progressUrl)).json()).toMatchObject({ state: 'done' });
    expect(standIn.calls[0]).toMatchObject({ method: 'POST', path: '/oauth/token' });

    const imported = await server.gql<{ importDailymotionVideo: Answer }>(
      IMPORT,
      { id: article.id, video: { uploadedUrl: posted.body.url } },
      alice.token,
    );
    expect(imported.errors).toBeUndefined();
    const pending = imported.data!.importDailymotionVideo;
    expect(pending.status).toBe('Pending');
    const id = pending.video!.hostVideoId;
    expect(standIn.videos.get(id)?.fields).toMatchObject({
      url: posted.body.url,
      title: 'Interview du chef',
      published: 'false',
    });

    // Processing for three reads: the job reads again later each time, then Ready.
    await runJobs();
    expect(standIn.videos.get(id)?.statusReads).toBe(4);
    const ready = await read(article.id);
    expect(ready.status).toBe('Ready');
    expect(ready.version).toBe(article.version + 2);
    expect(ready.video).toMatchObject({
      host: 'Dailymotion',
      state: 'Ready',
      duration: 2,
      width: 640,
      posterUrl: `https://s1.dmcdn.net/v/${id}/x720`,
      playerUrl: `https://www.dailymotion.com/video/${id}`,
    });

    const updated = await server.gql<{ dailymotionUpdate: Answer }>(
      UPDATE,
      {
        id: article.id,
        data: {
          title: 'Interview du chef (version longue)',
          tags: ['cuisine', 'chef'],
          published: true,
          geoblocking: { mode: 'Deny', countries: ['US', 'ca'] },
        },
      },
      alice.token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.dailymotionUpdate.video?.geoblocking).toEqual({
      mode: 'Deny',
      countries: ['us', 'ca'],
    });
    expect(standIn.videos.get(id)?.fields).toMatchObject({
      title: 'Interview du chef (version longue)',
      tags: 'cuisine,chef',
      published: 'true',
      geoblocking: 'deny,us,ca',
    });

    const deleted = await server.gql(DELETE, { id: article.id }, alice.token);
    expect(deleted.errors).toBeUndefined();
    expect(standIn.videos.get(id)?.deleted).toBe(true);
  });

  it('imports an existing video by id and by address', async () => {
    addExistingVideo(standIn, 'x7tq2bc');
    addExistingVideo(standIn, 'x9zzyy1');
    const byId = await createVideoArticle();
    const one = await server.gql<{ importDailymotionVideo: Answer }>(
      IMPORT,
      { id: byId.id, video: { existingVideo: 'x7tq2bc' } },
      alice.token,
    );
    expect(one.data?.importDailymotionVideo.video?.hostVideoId).toBe('x7tq2bc');
    const byUrl = await createVideoArticle();
    const two = await server.gql<{ importDailymotionVideo: Answer }>(
      IMPORT,
      { id: byUrl.id, video: { existingVideo: 'https://www.dailymotion.com/video/x9zzyy1' } },
      alice.token,
    );
    expect(two.data?.importDailymotionVideo.video?.hostVideoId).toBe('x9zzyy1');
    await runJobs(1);
    expect((await read(byId.id)).status).toBe('Ready');
    expect((await read(byUrl.id)).status).toBe('Ready');

    const missing = await server.gql(
      IMPORT,
      { id: byId.id, video: { existingVideo: 'x0000000' } },
      alice.token,
    );
    expect(missing.errors?.[0]?.message).toBe(MESSAGES.videoHostNotFound);
    const notAnId = await server.gql(
      IMPORT,
      { id: byId.id, video: { existingVideo: 'https://youtube.com/watch?v=1' } },
      alice.token,
    );
    expect(notAnId.errors?.[0]?.message).toBe(MESSAGES.videoExistingInvalid);
  });

  it('sends the article back to Draft with the reason when the encoding fails', async () => {
    const article = await createVideoArticle();
    const urls = (
      await server.gql<{ dailymotionUploadURL: { uploadUrl: string } }>(
        UPLOAD_URL,
        { brandKey: 'CAP' },
        alice.token,
      )
    ).data!.dailymotionUploadURL;
    const posted = await postVideo(urls.uploadUrl, Buffer.alloc(1000, 1));
    const imported = await server.gql<{ importDailymotionVideo: Answer }>(
      IMPORT,
      { id: article.id, video: { uploadedUrl: posted.body.url } },
      alice.token,
    );
    standIn.videos.get(imported.data!.importDailymotionVideo.video!.hostVideoId)!.fail = true;
    await runJobs(1);
    const failed = await read(article.id);
    expect(failed.status).toBe('Draft');
    expect(failed.video).toMatchObject({ state: 'Failed', error: MESSAGES.videoEncodingFailed });
  });

  it('says in French when Dailymotion refuses the credentials or does not answer', async () => {
    const refused = new DailymotionHost(
      { ...standIn.credentials, password: 'faux', apiUrl: standIn.url },
      { isForbidden: () => false },
    );
    await expect(refused.uploadUrl()).rejects.toThrow(MESSAGES.videoHostAuthFailed);
    const gone = new DailymotionHost(
      { ...standIn.credentials, apiUrl: 'http://127.0.0.1:1' },
      { isForbidden: () => false },
    );
    await expect(gone.uploadUrl()).rejects.toThrow(MESSAGES.videoHostUnreachable);
    // Without the test's exemption, the SSRF guard keeps a configured address off the local network.
    const guarded = new DailymotionHost({ ...standIn.credentials, apiUrl: standIn.url });
    await expect(guarded.uploadUrl()).rejects.toThrow(MESSAGES.videoHostUnreachable);
  });
});
