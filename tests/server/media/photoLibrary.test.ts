// The photo library (issue 30). The Photo tab's search « Rechercher (texte, crédit…) »: a photo dropped from disk has
// no credit in its file; the journalist types its credit and source in the article's media field.
// Once the article is saved, the photo search finds it by that credit and by that source, not only
// by its file name. A credit read from the file is kept; another brand's photo is left alone.
// « Télécharger l'original »: the file asked with `?download` comes as an attachment.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { MediaService } from '../../../server/src/media/MediaService';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { jpeg } from './fixtures';

interface Uploaded {
  key: string;
  url: string;
  credit: string | null;
  source: string | null;
}

const SEARCH = `query s($q: String, $brand: String) {
  searchPhotos(query: $q, where: { brandKey: $brand }) { key credit source }
  searchPhotoCount(query: $q, where: { brandKey: $brand })
}`;

const SAVE = `mutation($create: ArticleCreateInput!) { upsertArticle(create: $create, update: {}) { id } }`;

forEachBackend('photo search by credit and source', (backend) => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'photo-credit-'));
    server = await startTestServer({
      backend,
      media: (db) =>
        new MediaService({
          db,
          store: new FolderMediaStore(join(folder, 'store')),
          stagingDir: join(folder, 'staging'),
          limits: { maxBytes: 8 * 1024 * 1024, maxPixels: 50_000_000 },
          uploadUrlTtlMs: 60_000,
        }),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function upload(brand: string, name: string, file: Buffer): Promise<Uploaded> {
    const form = new FormData();
    form.set('namespace', brand);
    form.set('image', new Blob([new Uint8Array(file)]), name);
    const res = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${server.admin.token}` },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { image: Uploaded }).image;
  }

  async function search(q: string, brand = 'TEL') {
    const result = await server.gql<{
      searchPhotos: { key: string; credit: string | null; source: string | null }[];
      searchPhotoCount: number;
    }>(SEARCH, { q, brand }, server.admin.token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  async function saveArticle(brand: string, medias: Record<string, unknown>[]) {
    const result = await server.gql(
      SAVE,
      { create: { brandKey: brand, format: 'Rich', title: 'Manifestation à Paris', medias } },
      server.admin.token,
    );
    expect(result.errors).toBeUndefined();
  }

  it('finds a photo by the credit and source typed for it in an article', async () => {
    const photo = await upload('TEL', 'IMG_2041.jpg', await jpeg(900, 600));
    expect(photo).toMatchObject({ credit: null, source: null });
    expect((await search('img_2041')).searchPhotos.map((p) => p.key)).toEqual([photo.key]);
    expect((await search('Zéphyr')).searchPhotoCount).toBe(0);

    await saveArticle('TEL', [
      {
        key: photo.key,
        href: photo.url,
        credit: 'Jeanne Dupont / Agence Zéphyr',
        source: 'Reuters',
        format: 'image',
      },
    ]);

    for (const words of ['Zéphyr', 'jeanne dupont', 'reuters', 'dupont img_2041']) {
      const found = await search(words);
      expect(found.searchPhotos, words).toEqual([
        { key: photo.key, credit: 'Jeanne Dupont / Agence Zéphyr', source: 'Reuters' },
      ]);
      expect(found.searchPhotoCount, words).toBe(1);
    }
    expect((await search('dupont afp')).searchPhotoCount).toBe(0);
  });

  it("keeps the credit read from the file, fills only what is missing, and never another brand's photo", async () => {
    const credited = await upload(
      'TEL',
      'agence.jpg',
      await jpeg(800, 600, { artist: 'Studio Nord' }),
    );
    expect(credited).toMatchObject({ credit: 'Studio Nord', source: null });
    const other = await upload('CAP', 'autre-marque.jpg', await jpeg(800, 600));

    await saveArticle('TEL', [
      {
        key: credited.key,
        href: credited.url,
        credit: 'Crédit retapé',
        source: 'Sipa',
        format: 'image',
      },
      {
        key: other.key,
        href: other.url,
        credit: 'Pas pour CAP',
        source: 'Pas pour CAP',
        format: 'image',
      },
    ]);

    expect((await search('sipa')).searchPhotos).toEqual([
      { key: credited.key, credit: 'Studio Nord', source: 'Sipa' },
    ]);
    expect((await search('retapé')).searchPhotoCount).toBe(0);
    expect((await search('pas pour cap', 'CAP')).searchPhotoCount).toBe(0);
    expect((await search('autre-marque', 'CAP')).searchPhotos).toEqual([
      { key: other.key, credit: null, source: null },
    ]);
  });

  it('answers the original as an attachment when asked for a download, inline otherwise', async () => {
    const photo = await upload('TEL', 'phare.jpg', await jpeg(800, 600));
    const inline = await fetch(photo.url);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toBeNull();
    const file = new URL(photo.url);
    file.searchParams.set('download', '1');
    const attachment = await fetch(file);
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('content-type')).toBe(inline.headers.get('content-type'));
    expect(attachment.headers.get('content-disposition')).toBe(
      `attachment; filename="${photo.url.split('/').pop()}"`,
    );
    expect(Buffer.from(await attachment.arrayBuffer())).toEqual(
      Buffer.from(await inline.arrayBuffer()),
    );
  });
});

describe('photoSearchText', () => {
  it('joins name, credit, source and the file’s fields in lower case, skipping blanks', async () => {
    const { photoSearchText } = await import('../../../server/src/media/photoCredits');
    expect(photoSearchText('IMG_1.jpg', 'Agence Zéphyr', null, { byline: 'J. Dupont', n: 3 })).toBe(
      'img_1.jpg agence zéphyr j. dupont',
    );
  });
});
