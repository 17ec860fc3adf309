// The own video host (issue 32 "Must show"), over real HTTP on each database backend: upload URLs
// (brand-scoped, signed, single-use, expiring), the streamed multipart POST (progress during and
// after, the size cap on the bytes themselves, a non-video refused by content, nothing left
// behind), then importDailymotionVideo → Pending → the job → Ready with poster and metadata,
// Localisation, deleteVideo (file and poster gone, then the French message), relatedArticles, and
// another brand's journalist refused every operation.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { MediaService } from '../../../server/src/media/MediaService';
import {
  FolderMediaStore,
  S3MediaStore,
  type MediaStore,
} from '../../../server/src/media/MediaStore';
import { MEDIA_MESSAGES } from '../../../server/src/media/mediaMessages';
import { OwnVideoHost, STALLED_UPLOAD_MS } from '../../../server/src/video/OwnVideoHost';
import { videoTooLargeMessage } from '../../../server/src/video/ownVideoHttp';
import { VIDEO_JOB, VideoService } from '../../../server/src/video/VideoService';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { startS3 } from '../media/s3Stand';
import { makeTestPicture, makeTestVideo, postVideo } from './videoFixtures';

const UPLOAD_URL = `query dailymotionUploadURL($brandKey: String!) {
  dailymotionUploadURL(brandKey: $brandKey) { uploadUrl progressUrl }
}`;
const VIDEO_FIELDS = `id status version medias
  video { hostVideoId host state error duration width height videoCodec audioCodec posterUrl playerUrl geoblocking { mode countries } }`;
const IMPORT = `mutation importDailymotionVideo($id: ID!, $video: VideoImportInput!) {
  importDailymotionVideo(where: { id: $id }, video: $video) { ${VIDEO_FIELDS} }
}`;
const ARTICLE = `query article($id: ID!) { article(where: { id: $id }) { ${VIDEO_FIELDS} } }`;
const UPDATE = `mutation dailymotionUpdate($id: ID!, $data: VideoUpdateInput!) {
  dailymotionUpdate(where: { id: $id }, data: $data) { id video { geoblocking { mode countries } } }
}`;
const DELETE = `mutation deleteVideo($id: ID!) { deleteVideo(where: { id: $id }) { id video { state } } }`;
const RELATED = `query relatedArticles($id: ID!) { relatedArticles(where: { id: $id }) { id title } }`;

interface VideoAnswer {
  id: string;
  status: string;
  version: number;
  medias: { key: string; type: string; url: string | null; poster?: string }[];
  video: {
    hostVideoId: string;
    host: string;
    state: string;
    duration: number | null;
    width: number | null;
    height: number | null;
    videoCodec: string | null;
    audioCodec: string | null;
    posterUrl: string | null;
    playerUrl: string | null;
    geoblocking: { mode: string; countries: string[] };
  } | null;
}

const MAX_BYTES = 200_000;

forEachBackend('the own video host', (backend) => {
  // The media store a newsroom uses (S3-compatible, s3rver here) and the embedded default (a folder).
  for (const storeKind of ['folder', 's3'] as const)
    describe(`over the ${storeKind} store`, () => ownHostSuite(backend, storeKind));
});

function ownHostSuite(
  backend: Parameters<Parameters<typeof forEachBackend>[1]>[0],
  storeKind: 'folder' | 's3',
): void {
  let server: TestServer;
  let dir: string;
  let store: MediaStore;
  let s3: Awaited<ReturnType<typeof startS3>> | null = null;
  let own: OwnVideoHost;
  let service: VideoService;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  let alice: TestAccount;
  let bob: TestAccount;
  let video: Buffer;
  let picture: Buffer;

  const createVideoArticle = async (token: string, brandKey = 'CAP') => {
    const created = await server.gql<{ upsertArticle: { id: string; version: number } }>(
      'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id version } }',
      { create: { brandKey, format: 'Video', title: 'Le défilé en vidéo' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    return created.data!.upsertArticle;
  };
  const uploadUrl = async (token: string, brandKey = 'CAP') => {
    const answer = await server.gql<{
      dailymotionUploadURL: { uploadUrl: string; progressUrl: string };
    }>(UPLOAD_URL, { brandKey }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.dailymotionUploadURL;
  };
  const progressOf = async (url: string) =>
    (await (await fetch(url)).json()) as { state: string; received: number; size: number };
  const staged = async () => (await readdir(join(dir, '.staging')).catch(() => [])) as string[];
  const worker = () =>
    new JobWorker(new JobQueue(server.handle.db, { now }), {
      [VIDEO_JOB]: service.jobHandler(server.handle.db, now),
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-own-'));
    if (storeKind === 's3') {
      s3 = await startS3();
      store = new S3MediaStore(s3.config);
    } else store = new FolderMediaStore(join(dir, 'store'));
    video = makeTestVideo(dir);
    picture = makeTestPicture(dir);
    server = await startTestServer({
      backend,
      media: (db) => new MediaService({ db, store, stagingDir: join(dir, '.staging') }),
      video: (db, media) => {
        own = new OwnVideoHost({ db, media: media!, now, maxBytes: MAX_BYTES, progressWriteMs: 0 });
        service = new VideoService({ host: own });
        return { service, own };
      },
    });
    alice = await server.createUser({ brandKeys: ['CAP'] });
    bob = await server.createUser({ brandKeys: ['FAC'] });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('streams a file to the upload URL, with progress during and after', async () => {
    const urls = await uploadUrl(alice.token);
    expect(urls.uploadUrl).toContain('/media/video-upload/');
    expect(await progressOf(urls.progressUrl)).toMatchObject({ state: 'uploading', received: 0 });
    let during: { state: string; received: number; size: number } | null = null;
    let stalled: { state: string } | null = null;
    const answer = await postVideo(urls.uploadUrl, video, {
      between: async () => {
        // The first half is on its way: the row says so (any server process would answer).
        for (let i = 0; i < 200 && !(during && during.received > 0); i++) {
          during = await progressOf(urls.progressUrl);
          if (during.received === 0) await new Promise((r) => setImmediate(r));
        }
        // No byte for longer than the stall delay (the clock moved): reported interrupted.
        offsetMs = STALLED_UPLOAD_MS + 1000;
        try {
          stalled = await progressOf(urls.progressUrl);
        } finally {
          offsetMs = 0;
        }
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/\/media\/video-upload\/[0-9a-f-]{36}\/file$/);
    expect(during!.state).toBe('uploading');
    expect(stalled!.state).toBe('interrupted');
    expect(during!.received).toBeGreaterThan(0);
    expect(during!.received).toBeLessThan(video.length);
    const after = await progressOf(urls.progressUrl);
    expect(after.state).toBe('done');
    expect(after.received).toBe(video.length);
    expect(await staged()).toEqual([]);
    // Single use: the same URL again is refused in French.
    const again = await postVideo(urls.uploadUrl, video);
    expect(again.status).toBe(410);
    expect(again.body.errors?.[0]?.message).toBe(MEDIA_MESSAGES.uploadUrlUsed);
  });

  it('reports an upload cut off mid-way as interrupted, and keeps none of it', async () => {
    const urls = await uploadUrl(alice.token);
    const boundary = 'coupure';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="v.mp4"\r\n\r\n`,
    );
    const req = httpRequest(urls.uploadUrl, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + video.length + 100),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(video.subarray(0, 10_000));
    let progress = await progressOf(urls.progressUrl);
    for (let i = 0; i < 500 && progress.received === 0; i++)
      progress = await progressOf(urls.progressUrl);
    expect(progress).toMatchObject({ state: 'uploading', received: 10_000 });
    // The line goes: the server notices, says so, and removes the partial file.
    req.destroy();
    for (let i = 0; i < 500 && progress.state === 'uploading'; i++)
      progress = await progressOf(urls.progressUrl);
    expect(progress.state).toBe('interrupted');
    expect(await staged()).toEqual([]);
    // A new URL is needed: this one is spent.
    expect((await postVideo(urls.uploadUrl, video)).status).toBe(410);
  });

  it('refuses an expired URL, a forged one, and a file that is not a video (by content)', async () => {
    const expired = await uploadUrl(alice.token);
    offsetMs = 2 * 3_600_000;
    try {
      const late = await postVideo(expired.uploadUrl, video);
      expect(late.status).toBe(410);
      expect(late.body.errors?.[0]?.message).toBe(MEDIA_MESSAGES.uploadUrlExpired);
    } finally {
      offsetMs = 0;
    }
    const forged = await uploadUrl(alice.token);
    const tampered = forged.uploadUrl.replace(/signature=[^&]+/, 'signature=abc');
    expect((await postVideo(tampered, video)).status).toBe(403);

    const keysBefore = await store.list();
    const urls = await uploadUrl(alice.token);
    const answer = await postVideo(urls.uploadUrl, picture, { name: 'vacances.mp4' });
    expect(answer.status).toBe(415);
    expect(answer.body.errors?.[0]?.message).toBe(MESSAGES.videoNotAVideo);
    expect(await store.list()).toEqual(keysBefore);
    expect(await staged()).toEqual([]);
    const progress = await progressOf(urls.progressUrl);
    expect(progress.state).toBe('failed');
  });

  it('refuses a file over the cap as it arrives, and removes what arrived', async () => {
    const big = Buffer.concat([video, Buffer.alloc(MAX_BYTES, 7)]);
    const urls = await uploadUrl(alice.token);
    const answer = await postVideo(urls.uploadUrl, big, { chunked: true }).catch(
      (error: Error) => ({
        status: 0,
        body: { errors: [{ message: error.message, extensions: { code: '' } }] },
      }),
    );
    // The refusal is answered before the body ended (or the socket closed on the rest).
    if (answer.status !== 0) {
      expect(answer.status).toBe(413);
      expect(answer.body.errors?.[0]?.message).toBe(videoTooLargeMessage(MAX_BYTES));
    }
    const progress = await progressOf(urls.progressUrl);
    expect(progress.state).toBe('failed');
    expect(await staged()).toEqual([]);
    // Declared too large: refused before a byte is read.
    const declared = await uploadUrl(alice.token);
    const refused = await postVideo(declared.uploadUrl, Buffer.alloc(MAX_BYTES * 2, 1)).catch(
      () => null,
    );
    if (refused) expect(refused.status).toBe(413);
    expect((await progressOf(declared.progressUrl)).state).toBe('failed');
  });

  it('attaches the upload to a Video article: Pending, then Ready by the job with poster and metadata', async () => {
    const article = await createVideoArticle(alice.token);
    const urls = await uploadUrl(alice.token);
    const { body } = await postVideo(urls.uploadUrl, video);
    // Another brand's journalist can neither attach it nor ask for an upload URL on this brand.
    const foreign = await server.gql(
      IMPORT,
      { id: article.id, video: { uploadedUrl: body.url } },
      bob.token,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreignUrl = await server.gql(UPLOAD_URL, { brandKey: 'CAP' }, bob.token);
    expect(foreignUrl.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // An address the host never answered is refused.
    const unknown = await server.gql(
      IMPORT,
      { id: article.id, video: { uploadedUrl: 'https://example.com/x.mp4' } },
      alice.token,
    );
    expect(unknown.errors?.[0]?.message).toBe(MESSAGES.videoUploadedUrlUnknown);
    const both = await server.gql(
      IMPORT,
      { id: article.id, video: { uploadedUrl: body.url, existingVideo: 'x8abcde' } },
      alice.token,
    );
    expect(both.errors?.[0]?.message).toBe(MESSAGES.videoImportOneOf);

    const imported = await server.gql<{ importDailymotionVideo: VideoAnswer }>(
      IMPORT,
      { id: article.id, video: { uploadedUrl: body.url } },
      alice.token,
    );
    expect(imported.errors).toBeUndefined();
    const pending = imported.data!.importDailymotionVideo;
    expect(pending.status).toBe('Pending');
    expect(pending.version).toBe(article.version + 1);
    expect(pending.video).toMatchObject({ host: 'Own', state: 'Processing' });
    expect(pending.medias[0]).toMatchObject({ type: 'video', key: pending.video!.hostVideoId });

    // The same upload cannot be attached to a second article.
    const second = await createVideoArticle(alice.token);
    const twice = await server.gql(
      IMPORT,
      { id: second.id, video: { uploadedUrl: body.url } },
      alice.token,
    );
    expect(twice.errors?.[0]?.message).toBe(MEDIA_MESSAGES.uploadUrlUsed);

    await worker().drain();
    const ready = (
      await server.gql<{ article: VideoAnswer }>(ARTICLE, { id: article.id }, alice.token)
    ).data!.article;
    expect(ready.status).toBe('Ready');
    expect(ready.version).toBe(article.version + 2);
    expect(ready.video).toMatchObject({
      state: 'Ready',
      duration: 2,
      width: 640,
      height: 360,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(ready.medias[0]).toMatchObject({
      url: ready.video!.playerUrl,
      poster: ready.video!.posterUrl,
    });
    const poster = await fetch(ready.video!.posterUrl!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await poster.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const played = await fetch(ready.video!.playerUrl!);
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);
    // A player seeking asks for a range.
    const seek = await fetch(ready.video!.playerUrl!, { headers: { range: 'bytes=100-199' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await seek.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const histories = await server.gql<{ article: { histories: unknown[] } }>(
      'query article($id: ID!) { article(where: { id: $id }) { histories { id } } }',
      { id: article.id },
      alice.token,
    );
    expect(histories.data?.article.histories.length ?? 0).toBeGreaterThanOrEqual(2);

    // « Localisation »: checked country codes, kept on the row.
    const wrong = await server.gql(
      UPDATE,
      { id: article.id, data: { geoblocking: { mode: 'Allow', countries: ['fr', 'zz'] } } },
      alice.token,
    );
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual({
      geoblocking: MESSAGES.videoCountryInvalid.replace('{label}', 'zz'),
    });
    const allowed = await server.gql<{ dailymotionUpdate: { video: VideoAnswer['video'] } }>(
      UPDATE,
      { id: article.id, data: { geoblocking: { mode: 'Allow', countries: ['FR', 'be', 'fr'] } } },
      alice.token,
    );
    expect(allowed.data?.dailymotionUpdate.video?.geoblocking).toEqual({
      mode: 'Allow',
      countries: ['fr', 'be'],
    });
    const foreignUpdate = await server.gql(
      UPDATE,
      { id: article.id, data: { title: 'x' } },
      bob.token,
    );
    expect(foreignUpdate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Articles that embed it: a body element naming its id.
    const embedding = await server.gql<{ upsertArticle: { id: string } }>(
      'mutation upsertArticle($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }',
      {
        create: {
          brandKey: 'CAP',
          format: 'Rich',
          title: 'Un article qui montre la vidéo',
          body: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Regardez :' }] },
              {
                type: 'multimedia',
                attrs: {
                  id: article.id,
                  kind: 'Video',
                  title: 'Le défilé',
                  url: 'https://example.com/v',
                },
              },
            ],
          },
        },
      },
      alice.token,
    );
    expect(embedding.errors).toBeUndefined();
    const related = await server.gql<{ relatedArticles: { id: string }[] }>(
      RELATED,
      { id: article.id },
      alice.token,
    );
    expect(related.data?.relatedArticles.map((a) => a.id)).toEqual([
      embedding.data!.upsertArticle.id,
    ]);
    const foreignRelated = await server.gql(RELATED, { id: article.id }, bob.token);
    expect(foreignRelated.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Deleting: another brand refused; then the file and the poster leave the store.
    const foreignDelete = await server.gql(DELETE, { id: article.id }, bob.token);
    expect(foreignDelete.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const keysBefore = await store.list();
    const deleted = await server.gql<{ deleteVideo: { video: null } }>(
      DELETE,
      { id: article.id },
      alice.token,
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteVideo.video).toBeNull();
    const keysAfter = await store.list();
    expect(keysBefore.length - keysAfter.length).toBe(2);
    expect((await fetch(ready.video!.playerUrl!)).status).toBe(404);
    const again = await server.gql(DELETE, { id: article.id }, alice.token);
    expect(again.errors?.[0]?.message).toBe(MESSAGES.mediaIdNotFound);
  });

  it('answers deleteVideo on an article without a video with the French message', async () => {
    const article = await createVideoArticle(alice.token);
    const answer = await server.gql(DELETE, { id: article.id }, alice.token);
    expect(answer.errors?.[0]?.message).toBe(MESSAGES.mediaIdNotFound);
  });

  it('refuses an existing Dailymotion video when Dailymotion is not the host, in French', async () => {
    const article = await createVideoArticle(alice.token);
    const answer = await server.gql(
      IMPORT,
      { id: article.id, video: { existingVideo: 'x8abcde' } },
      alice.token,
    );
    expect(answer.errors?.[0]?.message).toBe(MESSAGES.videoExistingNeedsDailymotion);
  });
}
