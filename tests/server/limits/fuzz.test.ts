// Issue 12: a seeded, bounded fuzz over every query and mutation of the schema, with an admin and
// a one-brand journalist: arguments drawn from their types (hostile strings, NUL, huge numbers,
// bad dates, unknown and real ids, long lists), sent as variables. Nothing may answer a 5xx or
// end the process; the server answers its health check at the end. FUZZ_ROUNDS=n widens it.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSchema } from '../../../server/src/schema';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** mulberry32: the same sequence for the same seed, so a failure replays. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  'a',
  'Île-de-France',
  "'; DROP TABLE users; --",
  '%_\\',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5_000),
  'TEL',
  'CAP',
  '2026-01-01T00:00:00Z',
  'topicassignment:id=1',
  'admin@example.test',
  '<script>alert(1)</script>',
];
const DATES = ['2026-01-01T00:00:00Z', '2026-13-45', 'pas une date', '999999-01-01T00:00:00Z', ''];
const INTS = [0, 1, -1, 50, 501, 2_147_483_647, -2_147_483_648];
const JSONS: unknown[] = [
  { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
  { type: 'doc', content: 'x' },
  [],
  'texte',
  42,
  { a: { b: { c: { d: { e: {} } } } } },
  { type: 'doc', content: [{ type: 'text', text: 'a\u0000' }] },
];

forEachBackend('seeded fuzz over every operation', (backend) => {
  let server: TestServer;
  let journalist: TestAccount;
  const ids: string[] = [];
  const schema = buildSchema();

  beforeAll(async () => {
    server = await startTestServer({ backend });
    journalist = await server.createUser({ brandKeys: ['TEL'] });
    const saved = await server.gql<{ upsertArticle: { id: string } }>(
      'mutation upsertArticle($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }',
      { c: { brandKey: 'TEL', format: 'Rich', title: 'Article de départ' } },
      server.admin.token,
    );
    if (saved.data) ids.push(saved.data.upsertArticle.id);
    ids.push(journalist.id, server.admin.id);
  });
  afterAll(() => server.close());

  function value(type: GraphQLInputType, next: () => number, depth: number): unknown {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    if (!isNonNullType(type) && next() < 0.15) return null;
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) {
      const size = next() < 0.05 ? 6_000 : Math.floor(next() * 4);
      return Array.from({ length: size }, () => value(inner.ofType, next, depth + 1));
    }
    if (isEnumType(inner)) return pick(inner.getValues()).value;
    if (isInputObjectType(inner)) {
      const out: Record<string, unknown> = {};
      for (const field of Object.values(inner.getFields())) {
        if (isNonNullType(field.type) || (depth < 4 && next() < 0.5))
          out[field.name] = value(field.type, next, depth + 1);
      }
      return out;
    }
    if (isScalarType(inner)) {
      switch (inner.name) {
        case 'ID':
          return pick([...ids, crypto.randomUUID(), 'pas-un-id', '']);
        case 'Int':
          return pick(INTS);
        case 'Float':
          return pick([0, -1.5, 1e308, 3.14]);
        case 'Boolean':
          return next() < 0.5;
        case 'DateTime':
          return pick(DATES);
        case 'JSON':
          return pick(JSONS);
        default:
          return pick(STRINGS);
      }
    }
    return null;
  }

  function selection(type: GraphQLOutputType): string {
    const named = getNamedType(type);
    if (!isObjectType(named))
      return isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
    const scalars = Object.values(named.getFields())
      .filter((f) => f.args.length === 0)
      .filter((f) => {
        const inner = getNamedType(f.type);
        return isScalarType(inner) || isEnumType(inner);
      })
      .map((f) => f.name);
    return `{ __typename ${scalars.join(' ')} }`;
  }

  function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
    const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    return `${kind} fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type)} }`;
  }

  it(`answers every operation without a 5xx (seed ${SEED}, ${ROUNDS} rounds)`, async () => {
    const next = random(SEED);
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    const fields = roots.flatMap(([kind, type]) =>
      Object.values(type?.getFields() ?? {})
        // Signing out would end the session the rest of the run uses: it goes last, once.
        .filter((f) => f.name !== 'logout')
        .map((f) => ({ kind, field: f })),
    );
    const failures: string[] = [];
    const internal: string[] = [];
    let sent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const { kind, field } of fields) {
        for (const token of [server.admin.token, journalist.token]) {
          const variables: Record<string, unknown> = {};
          for (const arg of field.args) variables[arg.name] = value(arg.type, next, 0);
          const query = operation(kind, field);
          const response = await server.post(
            '/graphql?fuzz',
            JSON.stringify({ query, variables, operationName: 'fuzz' }),
            { authorization: `Bearer ${token}` },
          );
          sent++;
          const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
          if (response.status >= 500) failures.push(`${response.status} ${field.name}`);
          if (body.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR'))
            internal.push(field.name);
        }
      }
    }
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(failures).toEqual([]);
    expect([...new Set(internal)]).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(fields.length * 2 * ROUNDS);
  }, 600_000);
});
