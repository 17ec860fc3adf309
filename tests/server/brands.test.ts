// brands / brand(key): the catalogue of common/domain/brands and its capability profiles.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { brandProfile, listBrands } from '../../common/domain/brands';
import { brands as brandsTable } from '../../server/src/db/schema';
import { forEachBackend } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/testServer';

const PROFILE = `profile { affiliate isCerise displayIATitle editorialAlertAllowed draftRichFields draftEditorPlugins
  allowedMediaTypes internalLinks personTagsAllowed pushPlatforms tagProviders tagTypes useFotoweb enableNLFlash isRecipe
  enableAffilizPlugin setInitialTitleAllowed mediaProgramsAllowed disabledForCerise hasPodcast siteOrigin photoArchives }`;

forEachBackend('brands', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  it('seeds the brands table from the domain catalogue', async () => {
    const rows = await server.handle.db.select().from(brandsTable);
    expect(rows.map((r) => r.key).sort()).toEqual(
      listBrands()
        .map((b) => b.key)
        .sort(),
    );
    const [tel] = await server.handle.db
      .select()
      .from(brandsTable)
      .where(eq(brandsTable.key, 'TEL'));
    expect(tel?.language).toBe('fr');
  });

  it('lists every brand with its profile, for any signed-in user', async () => {
    const editor = await server.createUser({ brandKeys: ['TEL'] });
    const res = await server.gql<{ brands: { key: string; profile: Record<string, unknown> }[] }>(
      `query brands { brands { key name language ${PROFILE} } }`,
      {},
      editor.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.brands.map((b) => b.key)).toEqual(listBrands().map((b) => b.key));
    for (const brand of res.data?.brands ?? []) {
      expect(brand.profile).toEqual({ ...brandProfile(brand.key) });
    }
  });

  it.each([
    ['HBZ has no podcast tab', 'HBZ', { hasPodcast: false }],
    ['FAC has its fixed site origin', 'FAC', { siteOrigin: brandProfile('FAC').siteOrigin }],
    [
      'an unknown brand gets every switch off',
      'INCONNUE',
      {
        affiliate: false,
        isCerise: false,
        pushPlatforms: [],
        mediaProgramsAllowed: false,
        tagTypes: [],
      },
    ],
  ])('brand(key): %s', async (_case, key, expected) => {
    const res = await server.gql<{ brand: { key: string; profile: Record<string, unknown> } }>(
      `query brand($key: String!) { brand(key: $key) { key ${PROFILE} } }`,
      { key },
      server.admin.token,
    );
    expect(res.data?.brand.key).toBe(key);
    expect(res.data?.brand.profile).toMatchObject(expected);
  });

  it('refuses a malformed brand key', async () => {
    const res = await server.gql(
      'query brand($key: String!) { brand(key: $key) { key } }',
      { key: "TEL'; drop table brands; --" },
      server.admin.token,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
