// The brands table mirrors common/domain/brands.ts (the single source of brand keys and
// profiles): seeded idempotently at start so other tables can reference brand keys. Profiles are
// not stored: they are code, read from the domain module, so a deploy changes them everywhere.
import { sql } from 'drizzle-orm';
import { getBrand, listBrands } from '../../../../common/domain/brands';
import type { Brand as DomainBrand } from '../../../../common/domain/brandProfile';
import type { Database } from '../../db/database';
import { brands } from '../../db/schema';
import type { Brand } from '../../generated/resolvers';

export async function seedBrands(db: Database): Promise<void> {
  const rows = listBrands().map((b) => ({ key: b.key, name: b.name, language: b.language }));
  if (rows.length === 0) return;
  await db
    .insert(brands)
    .values(rows)
    .onConflictDoUpdate({
      target: brands.key,
      set: { name: sql`excluded.name`, language: sql`excluded.language` },
    });
}

export function toGraphQLBrand(brand: DomainBrand): Brand {
  const p = brand.profile;
  return {
    key: brand.key,
    name: brand.name,
    language: brand.language,
    profile: {
      ...p,
      draftRichFields: [...p.draftRichFields],
      draftEditorPlugins: [...p.draftEditorPlugins],
      allowedMediaTypes: [...p.allowedMediaTypes],
      pushPlatforms: [...p.pushPlatforms],
      tagProviders: [...p.tagProviders],
      tagTypes: [...p.tagTypes],
      photoArchives: [...p.photoArchives],
    },
  };
}

export function allBrands(): Brand[] {
  return listBrands().map(toGraphQLBrand);
}

/** Any key has a profile: an unknown brand gets every switch off (spec 000 §1, 001 §6). */
export function findBrand(key: string): Brand {
  return toGraphQLBrand(getBrand(key));
}
