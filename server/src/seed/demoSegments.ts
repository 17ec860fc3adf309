// The demo's push audiences (`npm run seed -- --demo`, issue 30): segments for every demo brand
// that sends pushes (Android/iOS or web alerts), so the push screen's « Segments de la marque »
// is not empty; and the setting that starts the server's local stand-in of FCM on this database
// (services/pushes/demoServices.ts), so that a push recorded on the demo is seen going out.
// Deterministic ids and `on conflict do nothing`, like the rest of the seed.
import { sql } from 'drizzle-orm';
import { brandProfile } from '../../../common/domain/brands';
import type { Database } from '../db/database';
import { enableDemoPushService } from '../services/pushes/demoServices';
import { queryRows } from '../services/content/sqlRows';
import { DEMO_BRANDS } from './catalogue';
import { seedId } from './determinism';

/** A segment's audience per platform, as the admin area's JSON queries hold it. */
const SEGMENTS: readonly { title: string; query: Record<string, unknown> }[] = [
  { title: 'Lecteurs fidèles', query: { visitsLast30Days: { gte: 10 } } },
  { title: 'Île-de-France', query: { region: ['IDF'] } },
  { title: 'Abonnés à la newsletter', query: { newsletterOptIn: true } },
];

/** Inserts the segments of every push brand of the demo and turns the demo push service on. */
export async function seedDemoSegments(db: Database, now: Date): Promise<number> {
  let added = 0;
  for (const brandKey of DEMO_BRANDS) {
    const profile = brandProfile(brandKey);
    if (profile.pushPlatforms.length === 0 && !profile.editorialAlertAllowed) continue;
    for (const segment of SEGMENTS) {
      const per = (platform: string) => JSON.stringify({ platform, ...segment.query });
      const inserted = await queryRows(
        db,
        sql`insert into segments (id, title, brand_key, ios, android, editorial_alert, created_at, updated_at)
            values (${seedId(`segment:${brandKey}:${segment.title}`)}::uuid, ${segment.title}, ${brandKey},
                    ${per('ios')}::jsonb, ${per('android')}::jsonb, ${per('web')}::jsonb,
                    ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
            on conflict (id) do nothing returning id`,
      );
      added += inserted.length;
    }
  }
  await enableDemoPushService(db);
  return added;
}
