// Issue 30, "Authorisation (a journalist of brand GEO only)": pages, a tag's branded contents and
// usages, and photos answer a one-brand journalist with her brands' content only, on PGlite and
// PostgreSQL. The walk over every operation is brandScopeWalk.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaService } from '../../server/src/media/MediaService';
import { FolderMediaStore } from '../../server/src/media/MediaStore';
import { forEachBackend } from './helpers/backends';
import { seedBrandContent, type BrandContent } from './helpers/brandContent';
import { startTestServer, type TestAccount, type TestServer } from './helpers/testServer';
import { jpeg } from './media/fixtures';

const MARKER = 'SECRETTEL';

forEachBackend('brand scope', (backend) => {
  let server: TestServer;
  let folder: string;
  let tel: BrandContent;
  let geo: TestAccount;
  let geoPageId: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'brand-scope-'));
    server = await startTestServer({
      backend,
      media: (db) =>
        new MediaService({
          db,
          store: new FolderMediaStore(join(folder, 'store')),
          stagingDir: join(folder, 'staging'),
        }),
    });
    tel = await seedBrandContent(server, 'TEL', MARKER, { photo: await jpeg(640, 480) });
    geo = await server.createUser({ name: 'Gaëlle Géo', brandKeys: ['GEO'] });
    const created = await server.gql<{ createCategory: { id: string } }>(
      `mutation createCategory($d: CategoryCreateInput!) { createCategory(data: $d) { id } }`,
      { d: { brandKey: 'GEO', format: 'Category', title: 'Voyages' } },
      server.admin.token,
    );
    geoPageId = created.data!.createCategory.id;
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const asGeo = <T>(query: string, variables: Record<string, unknown> = {}) =>
    server.gql<T>(query, variables, geo.token);

  describe('pages', () => {
    it('category(where: <a TEL page>) is refused, sections and all', async () => {
      const result = await asGeo<{ category: unknown }>(
        `query category($id: ID!) { category(where: { id: $id }) { id title sections { title description content } } }`,
        { id: tel.ids.page },
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.errors?.[0]?.message).toBe("Vous n'avez pas accès à la marque TEL.");
      expect(JSON.stringify(result.data)).not.toContain(MARKER);
    });

    it('categories(where: { brandKey: "TEL" }) is refused; with no brand it lists hers only', async () => {
      const named = await asGeo<{ categories: unknown }>(
        `query categories { categories(where: { brandKey: "TEL" }) { id title } }`,
      );
      expect(named.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(named.data)).not.toContain(MARKER);
      const all = await asGeo<{ categories: { id: string; brandKey: string }[] }>(
        `query categories { categories(first: 100) { id brandKey } }`,
      );
      expect(all.errors).toBeUndefined();
      expect(all.data!.categories.map((c) => c.id)).toContain(geoPageId);
      expect(all.data!.categories.every((c) => c.brandKey === 'GEO')).toBe(true);
    });

    it('canCreateChild is false on a page of another brand (creation is refused there)', async () => {
      const asTelEditor = await server.createUser({ brandKeys: ['GEO', 'TEL'] });
      const read = await server.gql<{ category: { canCreateChild: boolean } }>(
        `query category($id: ID!) { category(where: { id: $id }) { canCreateChild } }`,
        { id: tel.ids.childPage },
        asTelEditor.token,
      );
      expect(read.data!.category.canCreateChild).toBe(true);
      // To her the same page never says true (it is refused), and creating under it is refused.
      const own = await asGeo<{ category: { canCreateChild: boolean } }>(
        `query category($id: ID!) { category(where: { id: $id }) { canCreateChild } }`,
        { id: tel.ids.childPage },
      );
      expect(own.data?.category?.canCreateChild ?? false).toBe(false);
      const create = await asGeo<{ createCategory: unknown }>(
        `mutation createCategory($d: CategoryCreateInput!) { createCategory(data: $d) { id } }`,
        {
          d: {
            brandKey: 'TEL',
            format: 'Category',
            title: 'Intrusion',
            parentId: tel.ids.childPage,
          },
        },
      );
      expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('tags', () => {
    it("a tag shows her only her brands' branded contents and uses", async () => {
      const result = await asGeo<{
        tag: {
          brandedContents: { brandKey: string }[];
          articleUsages: { brandKey: string }[];
          articleCount: number;
        };
      }>(
        `query tag($id: ID!) { tag(where: { id: $id }) { id brandedContents { brandKey body } articleUsages { brandKey total } articleCount publishedArticleCount } }`,
        { id: tel.ids.tag },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.tag.brandedContents).toEqual([]);
      expect(result.data!.tag.articleUsages).toEqual([]);
      expect(result.data!.tag.articleCount).toBe(0);
      expect(JSON.stringify(result.data)).not.toContain(MARKER);
      expect(JSON.stringify(result.data)).not.toContain('Contenu sponsorisé');
    });

    it('tags filtered by another brand (the tags TEL uses) are refused to her', async () => {
      for (const query of [
        `query tags { tags(where: { brandKey: "TEL" }) { id } }`,
        `query searchTags { searchTags(query: "Sujet", where: { brandKey: "TEL" }) { id } }`,
      ]) {
        const result = await asGeo<{ tags: unknown }>(query);
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(result.data).toBeNull();
      }
      const own = await asGeo<{ tags: unknown[] }>(
        `query tags { tags(where: { brandKey: "GEO" }) { id } }`,
      );
      expect(own.errors).toBeUndefined();
    });

    it('the super-admin still sees every brand', async () => {
      const result = await server.gql<{
        tag: { brandedContents: { brandKey: string }[]; articleCount: number };
      }>(
        `query tag($id: ID!) { tag(where: { id: $id }) { brandedContents { brandKey } articleCount } }`,
        { id: tel.ids.tag },
        server.admin.token,
      );
      expect(result.data!.tag.brandedContents.map((b) => b.brandKey)).toEqual(['TEL']);
      expect(result.data!.tag.articleCount).toBe(1);
    });
  });

  describe('photos', () => {
    it("getResolvedImage(<a TEL photo's key>) answers null to her, the photo to TEL", async () => {
      const query = `query getResolvedImage($key: String!) { getResolvedImage(key: $key) { url originalName credit } }`;
      const mine = await asGeo<{ getResolvedImage: unknown }>(query, { key: tel.photoKey });
      expect(mine.errors).toBeUndefined();
      expect(mine.data!.getResolvedImage).toBeNull();
      const telUser = await server.createUser({ brandKeys: ['TEL'] });
      const theirs = await server.gql<{ getResolvedImage: { credit: string } }>(
        query,
        { key: tel.photoKey },
        telUser.token,
      );
      expect(theirs.data!.getResolvedImage.credit).toContain(MARKER);
    });

    it("getFocusPoint(imageUrl: <a TEL photo's key>) is NOT_FOUND to her", async () => {
      const query = `query getFocusPoint($u: String!) { getFocusPoint(imageUrl: $u, imageWidth: 100, imageHeight: 100) { relativeX relativeY } }`;
      const mine = await asGeo<{ getFocusPoint: unknown }>(query, { u: tel.photoKey });
      expect(mine.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(mine.data).toBeNull();
      const admin = await server.gql<{ getFocusPoint: { relativeX: number } }>(
        query,
        { u: tel.photoKey },
        server.admin.token,
      );
      expect(admin.data!.getFocusPoint.relativeX).toBeGreaterThan(0);
    });
  });
});
