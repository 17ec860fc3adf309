// Gives the demo's cards, pages and recipes a picture of their brand (articles and slideshows get
// theirs when generated, seed/articles.ts). Only what has no image yet, or still points at the
// placeholder host of earlier demos or at a former media origin, is touched: a re-seed repairs an
// old demo database and leaves an image a journalist chose alone.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Catalogue } from './catalogue';
import { DEMO_CARDS_PER_BRAND, DEMO_CONTENT_BRANDS, demoCardId } from './demoContent';
import { demoPicture, DEMO_PICTURE_THEMES, staleDemoImage, type DemoPictures } from './demoImages';

export async function attachDemoPictures(
  db: Database,
  catalogue: Catalogue,
  pictures: DemoPictures,
): Promise<void> {
  for (const brand of catalogue.brands) {
    const pageIds = [
      ...brand.categoryIds,
      ...brand.channelIds,
      ...brand.eventIds,
      ...brand.guideIds,
    ];
    const pages = pageIds.flatMap((id, n) => {
      const picture = demoPicture(pictures, brand.brandKey, n);
      return picture ? [sql`(${id}::uuid, ${JSON.stringify([picture])}::jsonb)`] : [];
    });
    if (pages.length)
      await db.execute(
        sql`update categories c set medias = v.medias
            from (values ${sql.join(pages, sql`, `)}) as v(id, medias)
            where c.id = v.id and (c.medias is null or c.medias = '[]'::jsonb
              or ${staleDemoImage(sql`c.medias->0->>'href'`, sql`v.medias->0->>'href'`)})`,
      );
    // Recipes show the brand's kitchen picture (the recipe brands are demo brands too).
    const kitchen = demoPicture(pictures, brand.brandKey, DEMO_PICTURE_THEMES.indexOf('Cuisine'));
    if (kitchen)
      await db.execute(
        sql`update recipes set medias = jsonb_build_array(${JSON.stringify(kitchen)}::jsonb
                                 || jsonb_build_object('caption', title))
            where brand_key = ${brand.brandKey}
              and ${staleDemoImage(sql`medias->0->>'href'`, sql`${kitchen.href}::text`)}`,
      );
  }
  for (const brandKey of DEMO_CONTENT_BRANDS) {
    const cards = Array.from({ length: DEMO_CARDS_PER_BRAND }, (_, n) => {
      const picture = demoPicture(pictures, brandKey, n + 1);
      // A card stores its image's address and credit (cards.ts checkMedia).
      return sql`(${demoCardId(brandKey, n)}::uuid, ${JSON.stringify(
        picture ? { url: picture.href, credit: picture.credit } : null,
      )}::jsonb)`;
    });
    await db.execute(
      sql`update cards c set media = v.media
          from (values ${sql.join(cards, sql`, `)}) as v(id, media)
          where c.id = v.id and v.media <> 'null'::jsonb
            and (c.media is null or ${staleDemoImage(sql`c.media->>'url'`, sql`v.media->>'url'`)})`,
    );
  }
}
