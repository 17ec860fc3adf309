// The demo's cards, orphan pages and pushes (`npm run seed -- --demo`): without them a journalist
// trying the app found « Encart », « Orpheline » and « Push » empty. Deterministic ids and
// `on conflict do nothing`, like the rest of the seed; pushes are past ones (sent, one cancelled),
// so nothing waits in the job queue for a push provider the demo does not have.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../services/content/sqlRows';
import { DEMO_USERS, type Catalogue } from './catalogue';
import { pick, randomSource, seedId } from './determinism';

export const DEMO_CONTENT_BRANDS = ['TEL', 'CAP', 'GEO'] as const;

const CARDS: readonly { title: string; label: string; path: string; description: string }[] = [
  {
    title: 'La météo du week-end',
    label: 'Home droite',
    path: 'meteo',
    description: 'Prévisions région par région.',
  },
  {
    title: 'Nos jeux concours',
    label: 'Home bas',
    path: 'jeux',
    description: 'Participez et tentez de gagner.',
  },
  {
    title: 'Abonnez-vous à la newsletter',
    label: 'Article milieu',
    path: 'newsletter',
    description: "L'essentiel de l'actualité chaque matin.",
  },
  {
    title: 'Le programme TV de ce soir',
    label: 'Home haut',
    path: 'programme-tv',
    description: 'Les films et séries à ne pas manquer.',
  },
  {
    title: 'Le dossier de la rédaction',
    label: 'Rubrique droite',
    path: 'dossier',
    description: 'Enquêtes et reportages.',
  },
  {
    title: 'Podcasts de la semaine',
    label: 'Home droite',
    path: 'podcasts',
    description: 'À écouter partout.',
  },
];

export const DEMO_CARDS_PER_BRAND = CARDS.length;

export function demoCardId(brandKey: string, index: number): string {
  return seedId(`card:${brandKey}:${index}`);
}

const ORPHAN_PAGES: readonly {
  uri: string;
  title: string;
  status: 'published' | 'draft' | 'archived';
}[] = [
  { uri: '/jeux/reglement', title: 'Règlement des jeux concours', status: 'published' },
  { uri: '/mentions-legales', title: 'Mentions légales', status: 'published' },
  { uri: '/operations/ete', title: "Opération spéciale de l'été", status: 'draft' },
  { uri: '/operations/hiver', title: "Opération spéciale de l'hiver dernier", status: 'archived' },
];

const PUSH_HOURS = [7, 9, 12, 18, 21];

/** Inserts the demo's cards, orphan pages and pushes; returns how many of each were added. */
export async function seedDemoContent(
  db: Database,
  catalogue: Catalogue,
  now: Date,
): Promise<{ cards: number; orphanPages: number; pushes: number }> {
  const random = randomSource(20261125);
  const added = { cards: 0, orphanPages: 0, pushes: 0 };
  // The seed's first user (DEMO_USERS[0], the administrator) made them.
  const admin = catalogue.userIds[0] ?? null;
  for (const brandKey of DEMO_CONTENT_BRANDS) {
    const brand = catalogue.brands.find((b) => b.brandKey === brandKey);
    const site = `https://www.${brandKey.toLowerCase()}.demo.backoffice.test`;
    for (const [index, card] of CARDS.entries()) {
      const id = demoCardId(brandKey, index);
      const status = index === CARDS.length - 1 ? 'Archived' : 'Published';
      const inserted = await queryRows(
        db,
        sql`insert into cards (id, brand_key, title, description, url, label, status, created_by, created_at, updated_at)
            values (${id}::uuid, ${brandKey}, ${card.title}, ${card.description}, ${`${site}/${card.path}`},
                    ${card.label}, ${status}, ${admin}::uuid, ${now.toISOString()}::timestamptz,
                    ${new Date(now.getTime() - index * 3_600_000).toISOString()}::timestamptz)
            on conflict (id) do nothing returning id`,
      );
      if (inserted.length === 0) continue;
      added.cards++;
      const categoryId = brand ? pick(random, brand.categoryIds) : undefined;
      if (categoryId)
        await db.execute(
          sql`insert into card_categories (card_id, category_id, position)
              values (${id}::uuid, ${categoryId}::uuid, 0) on conflict do nothing`,
        );
    }
    for (const page of ORPHAN_PAGES) {
      const id = seedId(`orphan:${brandKey}:${page.uri}`);
      const content = `<h2>${page.title}</h2><p>Page de démonstration de ${brandKey}.</p>`;
      const inserted = await queryRows(
        db,
        sql`insert into orphan_pages (id, brand_key, uri, title, content, status, published_at, created_at, updated_at)
            values (${id}::uuid, ${brandKey}, ${page.uri}, ${page.title}, ${content}, ${page.status},
                    ${page.status === 'published' ? now.toISOString() : null}::timestamptz,
                    ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
            on conflict do nothing returning id`,
      );
      added.orphanPages += inserted.length;
    }
    added.pushes += await seedPushes(db, brandKey, { id: admin, name: DEMO_USERS[0]!.name }, now);
  }
  return added;
}

/** One push a day for the last five days on the brand's newest articles, Android and iOS each. */
async function seedPushes(
  db: Database,
  brandKey: string,
  user: { id: string | null; name: string },
  now: Date,
): Promise<number> {
  const articles = await queryRows<{ id: string; title: string }>(
    db,
    sql`select id, title from articles where brand_key = ${brandKey} and status = 'Published'
        and published_at <= ${now.toISOString()}::timestamptz order by published_at desc limit 5`,
  );
  let added = 0;
  for (const [day, article] of articles.entries()) {
    const at = new Date(now.getTime() - (day + 1) * 86_400_000);
    at.setUTCHours(PUSH_HOURS[day % PUSH_HOURS.length]! - 1, 0, 0, 0);
    const cancelled = day === 3;
    const groupId = seedId(`push-group:${brandKey}:${day}`);
    let inGroup = 0;
    for (const device of ['android', 'ios'] as const) {
      const inserted = await queryRows(
        db,
        sql`insert into pushes (id, group_id, brand_key, title, body, target_device, article_id, user_id,
                                user_name, scheduled_at, sent_at, is_cancelled, state, outcome, created_at)
            values (${seedId(`push:${brandKey}:${day}:${device}`)}::uuid, ${groupId}::uuid, ${brandKey},
                    ${'Alerte info'}, ${article.title}, ${device}, ${article.id}::uuid, ${user.id}::uuid,
                    ${user.name}, ${at.toISOString()}::timestamptz,
                    ${cancelled ? null : at.toISOString()}::timestamptz, ${cancelled},
                    ${cancelled ? 'cancelled' : 'sent'}, ${cancelled ? null : 'Envoyé (démonstration)'},
                    ${new Date(at.getTime() - 600_000).toISOString()}::timestamptz)
            on conflict (id) do nothing returning id`,
      );
      inGroup += inserted.length;
    }
    if (inGroup > 0)
      await db.execute(
        sql`update articles set push_count = push_count + 1 where id = ${article.id}`,
      );
    added += inGroup;
  }
  return added;
}
