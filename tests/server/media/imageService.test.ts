// The image service (issue 14 "Must show"), over real HTTP on both stores (a media folder and an
// S3-compatible bucket served by s3rver): signed URL expiry and single use, resumable ranged PUTs,
// the refusals (renamed .exe, pixel bomb, oversized, SVG with script) with nothing stored, credit
// metadata, the SSRF guard, the focus point of a real photo, photo search, the external banks.
import { request as httpRequest, createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FolderMediaStore,
  S3MediaStore,
  type MediaStore,
} from '../../../server/src/media/MediaStore';
import { MediaService } from '../../../server/src/media/MediaService';
import { isForbiddenAddress } from '../../../server/src/media/ssrfGuard';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { jpeg, pixelBomb, realPhoto, renamedExe, SVG_WITH_SCRIPT } from './fixtures';
import { startS3 } from './s3Stand';

interface Upload {
  uploadURL: string;
  key: string;
  id: string;
}
interface ImageBody {
  image?: {
    key: string;
    url: string;
    thumbnailUrl: string;
    width: number;
    height: number;
    credit: string | null;
    source: string | null;
  };
  errors?: { message: string; extensions: { code: string } }[];
  received?: number;
}

const UPLOAD_URL = `query getUploadUrl($namespace: String!, $originalName: String!, $resumeId: ID) {
  getUploadUrl(namespace: $namespace, originalName: $originalName, resumeId: $resumeId) { uploadURL key id }
}`;

/** A stand-in web server for URL imports: an image, redirects to private addresses. */
async function startImageHost(image: Buffer): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/photo.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length });
      res.end(image);
    } else if (req.url === '/to-private') {
      res.writeHead(302, { location: 'http://intranet.test/secret.jpg' });
      res.end();
    } else if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** Unsplash's and Pixabay's search answers, shape for shape. */
async function startBanks(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search/photos') {
      if (req.headers.authorization !== 'Client-ID cle-unsplash') {
        res.writeHead(401);
        res.end('{"errors":["OAuth error"]}');
        return;
      }
      res.end(
        JSON.stringify({
          total: 1234,
          total_pages: 25,
          results: [
            {
              id: 'abc',
              width: 4000,
              height: 3000,
              urls: {
                raw: 'https://images.unsplash.com/raw',
                full: 'https://images.unsplash.com/full',
                regular: 'https://images.unsplash.com/regular',
                small: 'https://images.unsplash.com/small',
                thumb: 'https://images.unsplash.com/thumb',
              },
              user: { name: 'Camille Martin' },
              q: url.searchParams.get('query'),
            },
          ],
        }),
      );
    } else if (url.pathname === '/api/') {
      res.end(
        JSON.stringify({
          total: 500,
          totalHits: 500,
          hits: [
            {
              id: 42,
              previewURL: 'https://cdn.pixabay.com/p.jpg',
              previewWidth: 150,
              previewHeight: 100,
              webformatURL: 'https://cdn.pixabay.com/w.jpg',
              largeImageURL: 'https://cdn.pixabay.com/l.jpg',
              user: url.searchParams.get('key') === 'cle-pixabay' ? 'lumiere' : 'mauvaise-cle',
            },
          ],
        }),
      );
    } else {
      res.writeHead(404);
      res.end('{}');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** Sends part of a body then drops the connection, as a laptop losing its Wi-Fi would. */
function putThenDrop(url: string, total: number, part: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(url, {
      method: 'PUT',
      headers: {
        'content-range': `bytes 0-${total - 1}/${total}`,
        'content-length': String(total),
      },
    });
    req.on('error', () => resolve());
    req.write(part, () =>
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 150),
    );
  });
}

forEachBackend('image service', (backend) => {
  describe.each(['folder', 's3'] as const)('%s store', (storeKind) => {
    let server: TestServer;
    let service: MediaService;
    let store: MediaStore;
    let clockOffsetMs = 0;
    let imageHost: { port: number; close(): Promise<void> };
    let banks: { url: string; close(): Promise<void> };
    let cleanup: () => Promise<void>;
    const MAX_BYTES = 8 * 1024 * 1024;

    beforeAll(async () => {
      const folder = await mkdtemp(join(tmpdir(), 'media-test-'));
      let s3: Awaited<ReturnType<typeof startS3>> | null = null;
      if (storeKind === 's3') {
        s3 = await startS3();
        store = new S3MediaStore(s3.config);
      } else store = new FolderMediaStore(join(folder, 'store'));
      imageHost = await startImageHost(await jpeg(640, 480, { artist: 'Photographe distant' }));
      banks = await startBanks();
      server = await startTestServer({
        backend,
        media: (db) => {
          service = new MediaService({
            db,
            store,
            stagingDir: join(folder, 'staging'),
            limits: { maxBytes: MAX_BYTES, maxPixels: 50_000_000 },
            uploadUrlTtlMs: 60_000,
            now: () => new Date(Date.now() + clockOffsetMs),
            providers: {
              unsplash: { url: banks.url, key: 'cle-unsplash' },
              pixabay: null,
            },
            fetchOptions: {
              // public.test is the stand-in web server; intranet.test a private address.
              resolve: async (host) =>
                host === 'public.test'
                  ? ['127.0.0.1']
                  : host === 'intranet.test'
                    ? ['10.1.2.3']
                    : [],
              isForbidden: (address) => address !== '127.0.0.1' && isForbiddenAddress(address),
            },
          });
          return service;
        },
      });
      cleanup = async () => {
        await s3?.close();
        await rm(folder, { recursive: true, force: true });
      };
    });
    afterAll(async () => {
      await server.close();
      await imageHost.close();
      await banks.close();
      await cleanup();
    });

    async function uploadUrl(
      token = server.admin.token,
      namespace = 'TEL',
      name = 'photo.jpg',
    ): Promise<Upload> {
      const res = await server.gql<{ getUploadUrl: Upload }>(
        UPLOAD_URL,
        { namespace, originalName: name },
        token,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.getUploadUrl;
    }

    async function put(
      url: string,
      body: Buffer,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; body: ImageBody }> {
      const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers });
      return { status: res.status, body: (await res.json()) as ImageBody };
    }

    async function storedKeysOf(key: string): Promise<string[]> {
      return store.list(key);
    }

    async function photoCount(): Promise<number> {
      const res = await server.gql<{ searchPhotoCount: number }>(
        'query c { searchPhotoCount }',
        {},
        server.admin.token,
      );
      return res.data!.searchPhotoCount;
    }

    it('takes a PUT on the signed URL without a token, renders 3000×3000 max, a 350×150 thumbnail, and refuses the URL a second time', async () => {
      const upload = await uploadUrl();
      expect(upload.uploadURL).toMatch(/\/media\/upload\/[0-9a-f-]{36}\?expires=\d+&signature=/);
      const file = await sharp(realPhoto()).resize(3300, 2200, { fit: 'fill' }).jpeg().toBuffer();
      const first = await put(upload.uploadURL, file);
      expect(first.status).toBe(201);
      expect(first.body.image).toMatchObject({ key: upload.key, width: 3000, height: 2000 });
      expect(file.length).toBeLessThan(MAX_BYTES);
      const keys = await storedKeysOf(upload.key);
      expect(keys).toContain(`${upload.key}.jpg`);
      expect(keys).toContain(`${upload.key}.thumb.webp`);
      const thumb = await fetch(first.body.image!.thumbnailUrl);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([350, 150]);

      const again = await put(upload.uploadURL, file);
      expect(again.status).toBe(410);
      expect(again.body.errors?.[0]?.message).toBe('Ce lien de téléversement a déjà été utilisé.');
    });

    it('refuses an expired URL and a forged signature, storing nothing', async () => {
      const upload = await uploadUrl();
      clockOffsetMs = 61_000;
      try {
        const late = await put(upload.uploadURL, await jpeg());
        expect(late.status).toBe(410);
        expect(late.body.errors?.[0]?.message).toBe('Ce lien de téléversement a expiré.');
      } finally {
        clockOffsetMs = 0;
      }
      const forged = upload.uploadURL.replace(/signature=[^&]+/, 'signature=AAAA');
      const refused = await put(forged, await jpeg());
      expect(refused.status).toBe(403);
      expect(refused.body.errors?.[0]?.message).toBe('Lien de téléversement invalide.');
      expect(await storedKeysOf(upload.key)).toEqual([]);
    });

    it('resumes a ranged upload from the bytes the server holds after the connection dropped', async () => {
      const upload = await uploadUrl();
      const file = await jpeg(1600, 1200);
      await putThenDrop(upload.uploadURL, file.length, file.subarray(0, 60_000));
      const head = await fetch(upload.uploadURL, { method: 'HEAD' });
      const held = Number(head.headers.get('upload-offset'));
      expect(held).toBeGreaterThan(0);
      expect(held).toBeLessThanOrEqual(60_000);
      // A chunk that does not start where the server stands is refused with the offset to use.
      const wrong = await put(upload.uploadURL, file.subarray(held + 10), {
        'content-range': `bytes ${held + 10}-${file.length - 1}/${file.length}`,
      });
      expect(wrong.status).toBe(409);
      const rest = await put(upload.uploadURL, file.subarray(held), {
        'content-range': `bytes ${held}-${file.length - 1}/${file.length}`,
      });
      expect(rest.status).toBe(201);
      const stored = await fetch(rest.body.image!.url);
      expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(1600);
    });

    it('gives a fresh URL for an unfinished upload (resumeId), keeping what was received', async () => {
      const upload = await uploadUrl();
      const file = await jpeg(1000, 800);
      const firstHalf = await put(upload.uploadURL, file.subarray(0, 20_000), {
        'content-range': `bytes 0-19999/${file.length}`,
      });
      expect(firstHalf.status).toBe(200);
      expect(firstHalf.body.received).toBe(20_000);
      const res = await server.gql<{ getUploadUrl: Upload }>(
        UPLOAD_URL,
        { namespace: 'TEL', originalName: 'photo.jpg', resumeId: upload.id },
        server.admin.token,
      );
      const fresh = res.data!.getUploadUrl;
      expect(fresh.id).toBe(upload.id);
      expect(fresh.key).toBe(upload.key);
      const done = await put(fresh.uploadURL, file.subarray(20_000), {
        'content-range': `bytes 20000-${file.length - 1}/${file.length}`,
      });
      expect(done.status).toBe(201);
    });

    it.each([
      [
        'a program renamed .jpg',
        () => renamedExe(),
        415,
        'Type de fichier refusé : seules les images JPEG, PNG, WebP, GIF et AVIF sont acceptées.',
      ],
      [
        'a pixel bomb (40,000 × 40,000 PNG)',
        () => pixelBomb(),
        413,
        "L'image est trop grande (1600 mégapixels, maximum 50).",
      ],
      [
        'an SVG carrying a script',
        () => SVG_WITH_SCRIPT,
        415,
        'Les images SVG ne sont pas acceptées.',
      ],
      [
        'a file over the size limit',
        () => Buffer.concat([realPhoto(), Buffer.alloc(MAX_BYTES)]),
        413,
        'Le fichier dépasse la taille maximale autorisée (8 Mo).',
      ],
    ])(
      'refuses %s on the signed URL and on POST /api/images, with nothing stored',
      async (_name, make, status, message) => {
        const before = await photoCount();
        const file = make();
        const upload = await uploadUrl(server.admin.token, 'TEL', 'photo.jpg');
        const viaPut = await put(upload.uploadURL, file);
        expect(viaPut.status).toBe(status);
        expect(viaPut.body.errors?.[0]?.message).toBe(message);
        expect(await storedKeysOf(upload.key)).toEqual([]);
        // The URL is spent: a refused upload cannot be retried on it.
        expect((await fetch(upload.uploadURL, { method: 'HEAD' })).status).toBe(410);

        const form = new FormData();
        form.set('namespace', 'TEL');
        form.set('image', new Blob([new Uint8Array(file)]), 'photo.jpg');
        const viaPost = await fetch(`${server.url}/api/images`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${server.admin.token}` },
        });
        expect(viaPost.status).toBe(status);
        expect(((await viaPost.json()) as ImageBody).errors?.[0]?.message).toBe(message);
        expect(await photoCount()).toBe(before);
        expect((await store.list('TEL/')).filter((k) => !k.startsWith(upload.key))).toHaveLength(
          (await store.list('TEL/')).length,
        );
      },
    );

    it('reads the credit from EXIF/XMP, strips the rest, and finds the photo by it (searchPhotos + count)', async () => {
      const form = new FormData();
      form.set('namespace', 'TEL');
      form.set(
        'image',
        new Blob([
          new Uint8Array(
            await jpeg(900, 600, { artist: 'Jeanne Dupont', xmpCredit: 'Agence Zéphyr' }),
          ),
        ]),
        'manif-paris.jpg',
      );
      const res = await fetch(`${server.url}/api/images`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${server.admin.token}` },
      });
      expect(res.status).toBe(201);
      const { image } = (await res.json()) as ImageBody;
      expect(image).toMatchObject({ credit: 'Jeanne Dupont', source: 'Agence Zéphyr' });
      const stored = await sharp(
        Buffer.from(await (await fetch(image!.url)).arrayBuffer()),
      ).metadata();
      // Credit kept in the file, the camera's other fields gone.
      expect(stored.exif?.toString('latin1')).toContain('Jeanne Dupont');
      expect(stored.exif?.toString('latin1')).not.toContain('Appareil secret');

      const search = await server.gql<{
        searchPhotos: { key: string; credit: string; previews: { size: string }[] }[];
        searchPhotoCount: number;
      }>(
        'query s($q: String) { searchPhotos(query: $q, where: { brandKey: "TEL" }) { key credit previews { size } } searchPhotoCount(query: $q, where: { brandKey: "TEL" }) }',
        { q: 'zéphyr' },
        server.admin.token,
      );
      expect(search.data?.searchPhotos.map((p) => p.key)).toEqual([image!.key]);
      expect(search.data?.searchPhotoCount).toBe(1);
      const resolved = await server.gql<{ getResolvedImage: { url: string; credit: string } }>(
        'query r($key: String!) { getResolvedImage(key: $key) { url credit } }',
        { key: image!.key },
        server.admin.token,
      );
      expect(resolved.data?.getResolvedImage).toEqual({ url: image!.url, credit: 'Jeanne Dupont' });
    });

    it('keeps photos and uploads within the user’s brands', async () => {
      const telOnly = await server.createUser({ brandKeys: ['TEL'] });
      const refused = await server.gql(
        UPLOAD_URL,
        { namespace: 'CAP', originalName: 'a.jpg' },
        telOnly.token,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const own = await server.gql<{ searchPhotos: { brandKey: string }[] }>(
        'query s { searchPhotos { brandKey } }',
        {},
        telOnly.token,
      );
      expect(own.data?.searchPhotos.every((p) => p.brandKey === 'TEL')).toBe(true);
      const anonymous = await server.gql(UPLOAD_URL, { namespace: 'TEL', originalName: 'a.jpg' });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('imports a URL, refusing loopback, private and link-local targets, before and after redirects', async () => {
      const importUrl = async (url: string) => {
        const form = new URLSearchParams({ url, namespace: 'TEL', credit: 'Crédit saisi' });
        const res = await fetch(`${server.url}/import/url`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${server.admin.token}` },
        });
        return { status: res.status, body: (await res.json()) as ImageBody };
      };
      const ok = await importUrl(`http://public.test:${imageHost.port}/photo.jpg`);
      expect(ok.status).toBe(201);
      expect(ok.body.image?.credit).toBe('Crédit saisi');
      const forbidden = "Cette adresse n'est pas autorisée : elle mène à un réseau privé ou local.";
      for (const target of [
        `http://public.test:${imageHost.port}/to-private`,
        `http://public.test:${imageHost.port}/to-metadata`,
        'http://10.0.0.1/photo.jpg',
        'http://192.168.1.10/photo.jpg',
        'http://[::1]/photo.jpg',
        'http://169.254.169.254/latest/meta-data/',
        'http://intranet.test/photo.jpg',
      ]) {
        const refused = await importUrl(target);
        expect({
          target,
          status: refused.status,
          message: refused.body.errors?.[0]?.message,
        }).toEqual({ target, status: 400, message: forbidden });
      }
    });

    it('the default guard refuses loopback and private addresses', () => {
      for (const address of [
        '127.0.0.1',
        '127.8.9.1',
        '10.0.0.1',
        '172.16.5.4',
        '192.168.0.1',
        '169.254.169.254',
        '::1',
        'fe80::1',
        'fd00::1',
        '::ffff:127.0.0.1',
        '0.0.0.0',
        '100.64.1.1',
      ])
        expect({ address, forbidden: isForbiddenAddress(address) }).toEqual({
          address,
          forbidden: true,
        });
      for (const address of ['93.184.216.34', '2606:4700::6810:84e5', '8.8.8.8'])
        expect({ address, forbidden: isForbiddenAddress(address) }).toEqual({
          address,
          forbidden: false,
        });
    });

    it('suggests a focus point on a real photo from smartcrop’s saliency crop', async () => {
      const form = new FormData();
      form.set('namespace', 'TEL');
      form.set('image', new Blob([new Uint8Array(realPhoto())]), 'johnny5.jpeg');
      const res = await fetch(`${server.url}/api/images`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${server.admin.token}` },
      });
      const { image } = (await res.json()) as ImageBody;
      const focus = await server.gql<{
        getFocusPoint: { relativeX: number; relativeY: number; x: number; y: number };
      }>(
        'query f($url: String!) { getFocusPoint(imageUrl: $url, imageWidth: 1169, imageHeight: 584) { relativeX relativeY x y } }',
        { url: image!.url },
        server.admin.token,
      );
      expect(focus.errors).toBeUndefined();
      const point = focus.data!.getFocusPoint;
      // The square crop of a 2:1 frame is centred on the robot, left of the frame's centre
      // (the wall on the far left and the passers-by on the right are less salient).
      expect(point.relativeX).toBeGreaterThan(0.25);
      expect(point.relativeX).toBeLessThan(0.5);
      expect(point.relativeY).toBe(0.5);
      expect(point.x).toBe(Math.round(point.relativeX * 1169));
    });

    it('searches Unsplash through its API and says in French that Pixabay is not configured', async () => {
      const res = await server.gql<{
        searchExternalImages: {
          total: number;
          images: { id: string; provider: string; credit: string; medium: string }[];
          errors: string[];
        };
      }>(
        'query x { searchExternalImages(query: "montagne", perPage: 50, currentPage: 1, providers: ["unsplash", "pixabay", "getty"]) { total images { id provider credit medium } errors } }',
        {},
        server.admin.token,
      );
      expect(res.data?.searchExternalImages).toEqual({
        total: 1234,
        images: [
          {
            id: 'unsplash:abc',
            provider: 'unsplash',
            credit: 'Camille Martin / Unsplash',
            medium: 'https://images.unsplash.com/regular',
          },
        ],
        errors: expect.arrayContaining([
          "La banque d'images Pixabay n'est pas configurée.",
          "Banque d'images inconnue : getty.",
        ]) as unknown as string[],
      });
    });
  });
});
