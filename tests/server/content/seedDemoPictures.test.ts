// The demo's images are photos of the media store (issue 30): every article, slideshow slide,
// card and page of the demo points at a file the server serves, stored brand by brand with a
// credit like an uploaded photo; seeding twice draws nothing new; an older demo whose articles
// point at the placeholder host that never existed is repaired by a re-seed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaObject, RichTextDoc } from '../../../common/domain/article';
import { slidesOf } from '../../../common/domain/slideshow';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { MediaService } from '../../../server/src/media/MediaService';
import { FolderMediaStore } from '../../../server/src/media/MediaStore';
import { seedArticles } from '../../../server/src/seed/articles';
import { seedCatalogue, seedUsers, type Catalogue } from '../../../server/src/seed/catalogue';
import { seedDemoContent } from '../../../server/src/seed/demoContent';
import { seedRecipes } from '../../../server/src/seed/recipes';
import {
  DEMO_PICTURES_PER_BRAND,
  seedDemoPictures,
  type DemoPictures,
} from '../../../server/src/seed/demoImages';
import { demoMediaOrigin } from '../../../server/src/seed/demoMediaOrigin';
import { attachDemoPictures } from '../../../server/src/seed/demoPictureLinks';
import { queryRows } from '../../../server/src/services/content/sqlRows';
import { forEachBackend } from '../helpers/backends';

const ORIGIN = 'http://127.0.0.1:47321';

forEachBackend('content: the demo seed stores its own photos', (backend) => {
  let handle: DatabaseHandle;
  let folder: string;
  let media: MediaService;
  let catalogue: Catalogue;
  let pictures: DemoPictures;
  const now = new Date();

  beforeAll(async () => {
    handle = await backend.openDatabase();
    folder = await mkdtemp(join(tmpdir(), 'demo-pictures-'));
    media = new MediaService({
      db: handle.db,
      store: new FolderMediaStore(join(folder, 'store')),
      stagingDir: join(folder, 'staging'),
    });
    media.setPublicUrl(ORIGIN);
    const userIds = await seedUsers(handle.db, 'mot-de-passe-demo', now);
    catalogue = await seedCatalogue(handle.db, userIds, now);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  const brandKeys = () => catalogue.brands.map((b) => b.brandKey);

  it('stores credited, brand-scoped photos once, however often it runs', async () => {
    const first = await seedDemoPictures(media, brandKeys(), catalogue.userIds[0]!);
    expect(first.added).toBe(brandKeys().length * DEMO_PICTURES_PER_BRAND);
    const again = await seedDemoPictures(media, brandKeys(), catalogue.userIds[0]!);
    expect(again.added).toBe(0);
    pictures = again.pictures;
    for (const brandKey of brandKeys()) {
      const list = pictures.get(brandKey)!;
      expect(list).toHaveLength(DEMO_PICTURES_PER_BRAND);
      for (const picture of list) {
        const photo = await media.photoByKey(picture.key);
        expect(photo).toMatchObject({ brandKey, credit: picture.credit });
        expect(photo!.credit).toBeTruthy();
        expect(picture.href).toBe(`${ORIGIN}/media/files/${picture.key}.jpg`);
        const file = await media.store.get(`${picture.key}.jpg`);
        expect(file?.contentType).toBe('image/jpeg');
        expect(file!.body.length).toBeGreaterThan(5_000);
      }
    }
  }, 120_000);

  const servedByTheMediaStore = async (m: Pick<MediaObject, 'key' | 'href'>, brandKey: string) => {
    expect(m.href).toBe(`${ORIGIN}/media/files/${m.key}.jpg`);
    expect((await media.photoByKey(m.key))?.brandKey).toBe(brandKey);
  };

  it('repairs the placeholder images of an older demo, then every article shows a stored photo', async () => {
    // An older demo: articles seeded with no photos of their own.
    await seedArticles(handle.db, catalogue, 60, now);
    const before = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from articles where medias::text like '%images.demo.backoffice.test%'`,
    );
    expect(before[0]!.n).toBe(60);
    expect(await seedArticles(handle.db, catalogue, 60, now, undefined, pictures)).toBe(0);
    const rows = await queryRows<{
      brand_key: string;
      format: string;
      medias: MediaObject[];
      body: RichTextDoc;
    }>(handle.db, sql`select brand_key, format, medias, body from articles`);
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      await servedByTheMediaStore(row.medias[0]!, row.brand_key);
      if (row.format === 'Slideshow')
        for (const slide of slidesOf(row.body))
          await servedByTheMediaStore({ key: slide.key, href: slide.href }, row.brand_key);
    }
    // Not every article of a brand shows the same picture.
    expect(new Set(rows.map((r) => r.medias[0]!.key)).size).toBeGreaterThan(brandKeys().length);
  }, 120_000);

  it('gives the demo cards and pages a photo of their brand, and keeps one a journalist chose', async () => {
    await seedDemoContent(handle.db, catalogue, now);
    await seedRecipes(handle.db, now);
    const chosen = { url: 'https://images.example.fr/une.jpg', credit: 'Rédaction' };
    const [card] = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from cards where brand_key = 'TEL' order by title limit 1`,
    );
    await handle.db.execute(
      sql`update cards set media = ${JSON.stringify(chosen)}::jsonb where id = ${card!.id}`,
    );
    await attachDemoPictures(handle.db, catalogue, pictures);
    await attachDemoPictures(handle.db, catalogue, pictures);
    const cards = await queryRows<{ id: string; brand_key: string; media: { url: string } }>(
      handle.db,
      sql`select id, brand_key, media from cards`,
    );
    expect(cards.length).toBe(18);
    for (const c of cards) {
      if (c.id === card!.id) expect(c.media).toEqual(chosen);
      else expect(c.media.url).toMatch(new RegExp(`^${ORIGIN}/media/files/${c.brand_key}/`));
    }
    const pages = await queryRows<{ brand_key: string; medias: MediaObject[] }>(
      handle.db,
      sql`select brand_key, medias from categories where brand_key = 'GEO' and level = 2`,
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) await servedByTheMediaStore(page.medias[0]!, page.brand_key);
  }, 60_000);

  it('moves the demo images to the new origin when the media port changed, and only them', async () => {
    const moved = 'http://127.0.0.1:47999';
    media.setPublicUrl(moved);
    const again = await seedDemoPictures(media, brandKeys(), catalogue.userIds[0]!);
    expect(again.added).toBe(0);
    await seedArticles(handle.db, catalogue, 60, now, undefined, again.pictures);
    await attachDemoPictures(handle.db, catalogue, again.pictures);
    const hrefs = await queryRows<{ href: string }>(
      handle.db,
      sql`select medias->0->>'href' as href from articles
          union all select medias->0->>'href' from categories where medias is not null
          union all select media->>'url' from cards
          union all select medias->0->>'href' from recipes`,
    );
    const chosen = 'https://images.example.fr/une.jpg';
    const recipes = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from recipes`,
    );
    expect(recipes[0]!.n).toBeGreaterThan(0);
    expect(hrefs.filter((h) => h.href === chosen)).toHaveLength(1);
    for (const { href } of hrefs.filter((h) => h.href !== chosen))
      expect(href.startsWith(`${moved}/media/files/`)).toBe(true);
    media.setPublicUrl(ORIGIN);
  }, 60_000);

  it('writes the URLs with the origin the embedded server will serve its media from', async () => {
    const dataDir = join(folder, 'server');
    const origin = await demoMediaOrigin(dataDir, {});
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The same port again: the embedded server keeps it in `<media folder>/.port`.
    expect(await demoMediaOrigin(dataDir, {})).toBe(origin);
    expect(
      await demoMediaOrigin(dataDir, { BACKOFFICE_PUBLIC_URL: 'https://media.example.fr/' }),
    ).toBe('https://media.example.fr');
    expect(await demoMediaOrigin(undefined, { PORT: '4100' })).toBe('http://127.0.0.1:4100');
  });
});
