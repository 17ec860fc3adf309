// Issue 30: "find the rule once, not per resolver". The executable schema is introspected and
// EVERY query and mutation is called by a journalist of GEO only, with its required arguments
// (and, in further variants, its optional filters) filled with another brand's (TEL's) ids, keys
// and brand key: one item of every kind of TEL content is seeded first (helpers/brandContent.ts).
// Each answer must be a refusal (FORBIDDEN / NOT_FOUND), or null / empty / 0 / false, must carry
// none of TEL's content (its marker, its ids, a `brandKey` other than hers) anywhere, and must have
// written nothing. Operations that are global by design are on the commented allow-list below:
// they may answer, but the leak scan still applies to them. A new operation of the schema is
// walked without a line here; a new leak fails this test.
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_API_LIMITS } from '../../server/src/limits/apiLimits';
import { MediaService } from '../../server/src/media/MediaService';
import { FolderMediaStore } from '../../server/src/media/MediaStore';
import { buildSchema } from '../../server/src/schema';
import { forEachBackend } from './helpers/backends';
import { seedBrandContent, type BrandContent } from './helpers/brandContent';
import { startTestServer, type TestAccount, type TestServer } from './helpers/testServer';
import { jpeg } from './media/fixtures';

const OTHER = 'TEL';
const HERS = 'GEO';
const MARKER = 'SECRETTEL';

/**
 * Root fields that answer without being another brand's content. They are still called and
 * scanned for TEL's content; they only may answer something, and write.
 */
const GLOBAL_BY_DESIGN: Record<string, string> = {
  ping: 'a liveness answer',
  me: 'the signed-in user herself',
  brands: 'the brand catalogue (names, flags) every screen needs',
  brand: 'one brand of that catalogue',
  login: 'signing in (fails here: no such account)',
  loginWithOidc: 'signing in with the OpenID provider (none configured here)',
  logout: "ends her own session (called last: it revokes the walk's token)",
  tags: 'tags are shared by every brand; their usages and branded contents are scoped',
  tag: 'a shared tag (see tags)',
  searchTags: 'a search of the shared tags',
  people: 'persons are the shared tags of type Person (services/people/people.ts)',
  upsertTag: 'any journalist may create a shared tag',
  sanitizeOrphanPageContent: 'a pure function of the HTML it is given',
  imageSources: 'the shared list of image banks',
  imageSourceCategories: 'the shared list of image banks, by category',
  searchExternalImages: 'third-party image banks, no brand content',
  prompts: "without a brand, the default AI prompts every brand shares (a brand's own are scoped)",
  getBodyWithSuggestedLinks: 'a pure function of the body and links it is given',
};

/** Tables a refused or global call may touch without that being a write of TEL's content. */
const BOOKKEEPING_TABLES = new Set([
  'sessions', // the session's last use
  'login_throttle', // sign-in attempts (login, loginWithOidc)
  'tags', // upsertTag: a shared tag (global by design)
  'media_signing_keys', // the upload URL signing secret, made on first use
]);

const DATE = '2026-01-02T03:04:05.000Z';
const RICH_TEXT = { type: 'doc', content: [{ type: 'paragraph' }] };

type IdKind = string;

/** Which of TEL's ids an ID argument gets: by the nearest name on its path, else the variant's. */
const KIND_BY_NAME: [RegExp, IdKind][] = [
  [/^(livepost|post)/i, 'livePost'],
  [/^live$/i, 'live'],
  [/^(article|articleid|articleids)$/i, 'article'],
  [/^(category|categoryid|categoryids|parentid|categories)$/i, 'page'],
  [/^(tag|tagid|tagids|tags)$/i, 'tag'],
  [/^(segment|segmentid|segmentids)$/i, 'segment'],
  [/^(author|authorid|authorids)$/i, 'author'],
  [/^groupid$/i, 'pushGroup'],
  [/^resumeid$/i, 'upload'],
  // print (issue 36)
  [/^printPublication$/, 'printPublication'],
  [/^printIssue$/, 'printIssue'],
  [/^printHeading$/, 'printHeading'],
  [/^unit$/, 'printUnit'],
  [/^rawArticle$/, 'rawArticle'],
  [/^version$/, 'rawVersion'],
  [/^webArticle$/, 'article'],
];

/** The ids a root field's `where`-like ID values try, by the words of its name. */
const KINDS_BY_FIELD: [RegExp, IdKind[]][] = [
  // print (issue 36), before the words they contain (card, article)
  [/^(rawArticle|createArticleFromPrintVersion)$/, ['rawArticle']],
  [/^boardCard$/, ['boardCard']],
  [/^(assignments|updateAssignment)$/, ['assignment']],
  [/^(printPublications|printIssues|printHeadings|units|createSubject)$/, ['printHeading']],
  [/livePost/i, ['livePost']],
  [/^(liveOfArticle|upsertLive)$/, ['article']],
  [/live/i, ['live']],
  [/categor/i, ['page', 'childPage']],
  [/card/i, ['card']],
  [/orphan/i, ['orphanPage']],
  [/flash/i, ['article']],
  [/push/i, ['push', 'pushGroup']],
  [/segment/i, ['segment']],
  [/author/i, ['author']],
  [/articleHistory$/, ['articleHistory']],
  [/tag/i, ['tag', 'article']],
  [/article|slideshow/i, ['article', 'slideshow']],
  [/recipe/i, ['recipe']],
  [/^source/, ['source']],
  [/qualifier/i, ['qualifier']],
  [/attribute/i, ['attribute']],
];

interface Walker {
  field: string;
  /** The brand key every brand argument names: TEL's, or hers (with TEL's ids: cross-brand links). */
  brand: string;
  content: BrandContent;
  kind: IdKind | null;
  /** Fill optional arguments too: 'brand' their brand fields, 'ids' their id fields. */
  optional: 'none' | 'brand' | 'ids';
  usedId: boolean;
}

function idOf(w: Walker, path: string[]): string {
  for (const name of [...path].reverse()) {
    const kind = KIND_BY_NAME.find(([re]) => re.test(name))?.[1];
    if (kind && w.content.ids[kind]) return w.content.ids[kind];
  }
  w.usedId = true;
  return w.content.ids[w.kind ?? 'article']!;
}

function stringFor(w: Walker, name: string): string {
  if (/^brandkey|^namespace$|^context$/i.test(name)) return w.brand;
  if (name === 'key' && w.field === 'brand') return w.brand;
  if (/^(key|imageurl|img)$/i.test(name)) return w.content.photoKey ?? 'TEL/2026/01/x';
  if (/email/i.test(name)) return 'personne@example.test';
  if (/url$/i.test(name)) return 'https://www.example.test/essai';
  if (/^uri$/i.test(name)) return '/essai';
  if (/^(uuid)$/i.test(name)) return w.content.ids.article!;
  if (/name$/i.test(name)) return 'essai.jpg';
  return 'Essai';
}

function valueFor(
  w: Walker,
  type: GraphQLInputType,
  path: string[],
  required: boolean,
): unknown | undefined {
  if (isNonNullType(type)) return valueFor(w, type.ofType, path, true);
  const name = path[path.length - 1] ?? '';
  if (!required) {
    const wanted =
      (w.optional === 'brand' && /^brandkey/i.test(name)) ||
      (w.optional === 'ids' && getNamedType(type).name === 'ID') ||
      ((w.optional === 'brand' || w.optional === 'ids') && isInputObjectType(getNamedType(type)));
    if (!wanted) return undefined;
  }
  if (isListType(type)) {
    const item = valueFor(w, type.ofType, path, true);
    return item === undefined ? undefined : [item];
  }
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const v = valueFor(w, field.type, [...path, field.name], false);
      if (v !== undefined) out[field.name] = v;
    }
    if (!required && Object.keys(out).length === 0) return undefined;
    return out;
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idOf(w, path);
      case 'String':
        return stringFor(w, name);
      case 'Int':
        return /width|height/i.test(name) ? 100 : /^first$/i.test(name) ? 20 : 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return DATE;
      case 'JSON':
        return /^(body|lead|description)$/i.test(name) ? RICH_TEXT : {};
    }
  }
  throw new Error(`no value for ${path.join('.')}: ${String(type)}`);
}

function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    if (isLeafType(getNamedType(field.type))) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} ${selectionOf(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

interface Call {
  label: string;
  /** The call filters a list by the other brand (`where: { brandKey: TEL }`): refused even when global. */
  filtersOtherBrand: boolean;
  query: string;
  variables: Record<string, unknown>;
}

function callsFor(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  content: BrandContent,
  brand = OTHER,
  modes: readonly Walker['optional'][] = ['none', 'brand', 'ids'],
): Call[] {
  const kinds = KINDS_BY_FIELD.find(([re]) => re.test(field.name))?.[1] ?? Object.keys(content.ids);
  const calls = new Map<string, Call>();
  for (const optional of modes) {
    for (const kind of kinds) {
      const w: Walker = { field: field.name, brand, content, kind, optional, usedId: false };
      const variables: Record<string, unknown> = {};
      const declared: string[] = [];
      const passed: string[] = [];
      for (const arg of field.args as readonly GraphQLArgument[]) {
        const v = valueFor(w, arg.type, [arg.name], false);
        if (v === undefined) continue;
        variables[arg.name] = v;
        declared.push(`$${arg.name}: ${String(arg.type)}`);
        passed.push(`${arg.name}: $${arg.name}`);
      }
      const head = declared.length ? `(${declared.join(', ')})` : '';
      const args = passed.length ? `(${passed.join(', ')})` : '';
      const query = `${operation} ${field.name}${head} { ${field.name}${args} ${selectionOf(field.type, 2)} }`;
      const key = query + JSON.stringify(variables);
      if (!calls.has(key))
        calls.set(key, {
          label: `${field.name} [${brand} ${optional}${w.usedId ? `, ${kind}` : ''}]`,
          filtersOtherBrand:
            brand === OTHER &&
            JSON.stringify(variables.where ?? null).includes(`"brandKey":"${OTHER}"`),
          query,
          variables,
        });
    }
  }
  return [...calls.values()];
}

/** Everything in an answer that belongs to TEL: its marker, its ids, a brandKey not hers. */
function leaksIn(value: unknown, content: BrandContent): string[] {
  const text = JSON.stringify(value ?? null);
  const found: string[] = [];
  if (text.includes(MARKER)) found.push(`the marker ${MARKER}`);
  for (const [kind, id] of Object.entries(content.ids))
    if (kind !== 'tag' && text.includes(id)) found.push(`the ${kind} id`);
  if (content.photoKey && text.includes(content.photoKey)) found.push('the photo key');
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        if (k === 'brandKey' && inner !== HERS && inner !== null)
          found.push(`brandKey ${String(inner)}`);
        walk(inner);
      }
  };
  walk(value);
  return found;
}

/** null, 0, false, [], or an object of those (a page of no items, a histogram of no buckets). */
function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined || value === 0 || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object')
    return Object.entries(value).every(
      ([k, v]) =>
        k === '__typename' || typeof v === 'string' || typeof v === 'boolean' || isEmptyAnswer(v),
    );
  return false;
}

forEachBackend('brand scope over every operation', (backend) => {
  let server: TestServer;
  let folder: string;
  let tel: BrandContent;
  let geo: TestAccount;
  let tables: string[];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'brand-walk-'));
    server = await startTestServer({
      backend,
      // The walk selects every field three levels deep: documents past the default size limits.
      limits: {
        ...DEFAULT_API_LIMITS,
        maxTokens: 1_000_000,
        maxDocumentBytes: 4 * 1024 * 1024,
        maxCost: 100_000_000,
        maxAliases: 1_000,
      },
      media: (db) =>
        new MediaService({
          db,
          store: new FolderMediaStore(join(folder, 'store')),
          stagingDir: join(folder, 'staging'),
        }),
    });
    tel = await seedBrandContent(server, OTHER, MARKER, { photo: await jpeg(320, 240) });
    geo = await server.createUser({ name: 'Gaëlle Géo', brandKeys: [HERS] });
    const rows = (await server.handle.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    tables = rows.rows.map((r) => r.name).filter((t) => !BOOKKEEPING_TABLES.has(t));
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** One digest per table, to see whether a call wrote anything. */
  async function digest(): Promise<Map<string, string>> {
    const parts = tables.map(
      (t) =>
        sql`select ${t} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(t)} x`,
    );
    const result = (await server.handle.db.execute(
      sql.join(parts, sql` union all `),
    )) as unknown as { rows: { name: string; h: string }[] };
    return new Map(result.rows.map((r) => [r.name, r.h]));
  }

  /** One digest per table of the rows that are TEL's or name one of TEL's ids. */
  async function telDigest(): Promise<Map<string, string>> {
    const columns = (await server.handle.db.execute(
      sql`select table_name as name from information_schema.columns
          where table_schema = current_schema() and column_name = 'brand_key'`,
    )) as unknown as { rows: { name: string }[] };
    const branded = new Set(columns.rows.map((r) => r.name));
    // The tag is shared by every brand (GEO may give it her own branded content): not TEL's.
    const ids = [
      ...Object.entries(tel.ids)
        .filter(([kind]) => kind !== 'tag')
        .map(([, id]) => id),
      tel.photoKey ?? '',
    ].filter(Boolean);
    const pattern = ids.map((id) => id.replace(/[^0-9a-zA-Z]/g, '.')).join('|');
    const parts = tables.map((t) => {
      const own = branded.has(t) ? sql` or x.brand_key = ${OTHER}` : sql``;
      return sql`select ${t} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
                 from ${sql.identifier(t)} x where x::text ~ ${pattern}${own}`;
    });
    const result = (await server.handle.db.execute(
      sql.join(parts, sql` union all `),
    )) as unknown as { rows: { name: string; h: string }[] };
    return new Map(result.rows.map((r) => [r.name, r.h]));
  }

  it('no query or mutation answers a GEO journalist with TEL content, or writes it', async () => {
    const schema = buildSchema();
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    const problems: string[] = [];
    const walked: string[] = [];
    const fields = roots.flatMap(([operation, type]) =>
      Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field })),
    );
    // logout last: it revokes her token.
    fields.sort((a, b) => Number(a.field.name === 'logout') - Number(b.field.name === 'logout'));
    for (const { operation, field } of fields) {
      const global = field.name in GLOBAL_BY_DESIGN;
      const before = await digest();
      for (const call of callsFor(operation, field, tel)) {
        const result = await server.gql<Record<string, unknown>>(
          call.query,
          call.variables,
          geo.token,
        );
        walked.push(call.label);
        if (process.env.WALK_LOG)
          appendFileSync(
            process.env.WALK_LOG,
            `${call.label}\t${JSON.stringify(result.errors?.map((e) => [e.extensions?.code, e.message]) ?? result.data).slice(0, 300)}\n`,
          );
        const answer = result.data?.[field.name];
        const codes = (result.errors ?? []).map((e) => e.extensions?.code ?? 'NONE');
        const leaks = [
          ...leaksIn(result.data, tel),
          ...(result.errors ?? []).flatMap((e) =>
            e.message.includes(MARKER) ? ['an error message'] : [],
          ),
        ];
        if (leaks.length) problems.push(`${call.label}: leaks ${leaks.join(', ')}`);
        if (codes.some((c) => c === 'GRAPHQL_VALIDATION_FAILED' || c === 'INTERNAL_SERVER_ERROR'))
          problems.push(`${call.label}: ${JSON.stringify(result.errors)}`);
        else if (global && !call.filtersOtherBrand) continue;
        else if (codes.length) {
          const other = codes.filter((c) => c !== 'FORBIDDEN' && c !== 'NOT_FOUND');
          if (other.length)
            problems.push(
              `${call.label}: answered ${other.join(', ')} (${result.errors![0]!.message})`,
            );
        } else if (!isEmptyAnswer(answer))
          problems.push(`${call.label}: answered ${JSON.stringify(answer).slice(0, 160)}`);
      }
      if (global) continue;
      const after = await digest();
      const written = tables.filter((t) => before.get(t) !== after.get(t));
      if (written.length) problems.push(`${field.name}: wrote to ${written.join(', ')}`);
    }
    expect(walked.length).toBeGreaterThan(fields.length);
    expect(problems).toEqual([]);
  }, 600_000);

  // Her own brand with TEL's ids: a GEO article, page, card, push… may not link, move under,
  // target or copy TEL's content. A refusal may here be a field message (BAD_USER_INPUT); what
  // succeeds makes GEO content, which is hers, so only TEL's rows must stay as they were.
  it("no operation on her own brand links, reads or changes TEL's content through its ids", async () => {
    const token = await server.login(geo.email, geo.password);
    const schema = buildSchema();
    const problems: string[] = [];
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    for (const [operation, type] of roots)
      for (const field of Object.values(type?.getFields() ?? {})) {
        if (field.name === 'logout') continue;
        const before = await telDigest();
        for (const call of callsFor(operation, field, tel, HERS, ['none', 'ids'])) {
          const result = await server.gql<Record<string, unknown>>(
            call.query,
            call.variables,
            token,
          );
          if (process.env.WALK_LOG)
            appendFileSync(
              process.env.WALK_LOG,
              `${call.label}\t${JSON.stringify(result.errors?.map((e) => [e.extensions?.code, e.message, e.extensions?.fields]) ?? result.data).slice(0, 300)}\n`,
            );
          const leaks = leaksIn(result.data, tel);
          if (leaks.length) problems.push(`${call.label}: leaks ${leaks.join(', ')}`);
          const codes = (result.errors ?? []).map((e) => e.extensions?.code ?? 'NONE');
          if (codes.some((c) => c === 'GRAPHQL_VALIDATION_FAILED' || c === 'INTERNAL_SERVER_ERROR'))
            problems.push(`${call.label}: ${JSON.stringify(result.errors)}`);
        }
        const after = await telDigest();
        const written = tables.filter((t) => before.get(t) !== after.get(t));
        if (written.length)
          problems.push(`${field.name}: changed TEL's rows in ${written.join(', ')}`);
      }
    expect(problems).toEqual([]);
  }, 600_000);
});
