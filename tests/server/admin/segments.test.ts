// Segments API (spec 001 §2–§5, §7, §8): create/update/list/read, delete = deactivate, the
// super-admin rule on writes and brand scoping on reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/testServer';

const FIELDS = 'id title active status brandKey ios android editorialAlert createdAt updatedAt';
const CREATE = `mutation createSegment($data: SegmentCreateInput!) { createSegment(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation updateSegment($id: ID!, $data: SegmentUpdateInput!) { updateSegment(where: { id: $id }, data: $data) { ${FIELDS} } }`;
const LIST = `query segments($where: SegmentWhereInput, $first: Int) { segments(where: $where, first: $first) { id title active status } }`;
const ONE = `query segment($id: ID!) { segment(where: { id: $id }) { ${FIELDS} } }`;
const UNKNOWN_ID = '6f1c1d0e-0000-4000-8000-000000000000';

interface Seg {
  id: string;
  title: string;
  active: boolean;
  status: string;
  ios: unknown;
  android: unknown;
  editorialAlert: unknown;
}

forEachBackend('admin: segments', (backend) => {
  let server: TestServer;
  const admin = <T>(q: string, v: Record<string, unknown> = {}) =>
    server.gql<T>(q, v, server.admin.token);

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  it('creates an active Published segment with its queries as parsed JSON', async () => {
    const created = await admin<{ createSegment: Seg }>(CREATE, {
      data: {
        title: '  Lecteurs engagés ',
        brandKey: 'TEL',
        ios: { engaged: true },
        android: [1, 2],
        editorialAlert: null,
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSegment).toMatchObject({
      title: 'Lecteurs engagés',
      active: true,
      status: 'Published',
      ios: { engaged: true },
      android: [1, 2],
      editorialAlert: null,
    });
    const read = await admin<{ segment: Seg }>(ONE, { id: created.data!.createSegment.id });
    expect(read.data!.segment.ios).toEqual({ engaged: true });
  });

  it('refuses a blank title with the field message and an unknown status', async () => {
    const result = await admin(CREATE, { data: { title: ' ', brandKey: 'TEL', status: 'Foo' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      title: 'Champ obligatoire',
      status: 'Statut inconnu.',
    });
  });

  it('lists by brand, title ascending, and deleting only deactivates', async () => {
    const make = async (title: string, brandKey = 'GEO') =>
      (await admin<{ createSegment: Seg }>(CREATE, { data: { title, brandKey } })).data!
        .createSegment;
    const b = await make('Beta');
    const a = await make('Alpha');
    await make('Autre marque', 'CAP');
    const listed = await admin<{ segments: Seg[] }>(LIST, {
      where: { brandKey: 'GEO', active: true },
    });
    expect(listed.data!.segments.map((s) => s.title)).toEqual(['Alpha', 'Beta']);

    const deleted = await admin<{ updateSegment: Seg }>(UPDATE, {
      id: b.id,
      data: { active: false },
    });
    expect(deleted.data!.updateSegment.active).toBe(false);
    const after = await admin<{ segments: Seg[] }>(LIST, {
      where: { brandKey: 'GEO', active: true },
    });
    expect(after.data!.segments.map((s) => s.id)).toEqual([a.id]);
    const still = await admin<{ segment: Seg }>(ONE, { id: b.id });
    expect(still.data!.segment.title).toBe('Beta');

    const draft = await admin<{ updateSegment: Seg }>(UPDATE, {
      id: a.id,
      data: { status: 'Draft', ios: { x: 1 } },
    });
    expect(draft.data!.updateSegment).toMatchObject({ status: 'Draft', ios: { x: 1 } });
    const published = await admin<{ segments: Seg[] }>(LIST, {
      where: { brandKey: 'GEO', status: 'Published' },
    });
    expect(published.data!.segments.map((s) => s.id)).not.toContain(a.id);
  });

  it('answers the not-found message for an unknown segment', async () => {
    for (const id of [UNKNOWN_ID, 'pas-un-id']) {
      const read = await admin(ONE, { id });
      expect(read.errors?.[0]).toMatchObject({
        message: "Ce segment n'existe pas",
        extensions: { code: 'NOT_FOUND' },
      });
      const write = await admin(UPDATE, { id, data: { title: 'x' } });
      expect(write.errors?.[0]?.message).toBe("Ce segment n'existe pas");
    }
  });

  describe('who may do what', () => {
    it('refuses writes to a non-super-admin and scopes reads to their brands', async () => {
      const editor = await server.createUser({ brandKeys: ['TEL'] });
      const write = await server.gql(
        CREATE,
        { data: { title: 'X', brandKey: 'TEL' } },
        editor.token,
      );
      expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const own = await server.gql<{ segments: Seg[] }>(
        LIST,
        { where: { brandKey: 'TEL', status: 'Published' }, first: 100 },
        editor.token,
      );
      expect(own.errors).toBeUndefined();
      expect(own.data!.segments.length).toBeGreaterThan(0);
      const other = await server.gql(LIST, { where: { brandKey: 'GEO' } }, editor.token);
      expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const all = await server.gql(LIST, {}, editor.token);
      expect(all.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await server.gql(LIST, { where: { brandKey: 'TEL' } }, null);
      expect(anonymous.errors?.[0]?.message).toBe('user token not found');
    });
  });
});
