// The ordered relation lists of an article (categories, channels, events, guides, tags, authors,
// qualifiers, machine tags): reading them, applying connect / disconnect / set from a save, checking
// every id exists (and belongs to the article's brand where relations are per brand), writing them.
import { sql } from 'drizzle-orm';
import { ARTICLE_RELATIONS } from '../../../../common/domain/articleRelations';
import type { Database } from '../../db/database';
import type { FieldErrors } from '../../errors';
import type { RelationListInput } from '../../generated/resolvers';
import { FIELD_MESSAGES } from './fieldChecks';
import { isUuid, queryRows, queryRowsNamed, uuidList } from './sqlRows';

export const LIST_KINDS = ARTICLE_RELATIONS;
export type ListKind = (typeof LIST_KINDS)[number];

interface KindSpec {
  table: string;
  column: string;
  /** Query returning id, title (and type for tags, brand for brand-scoped targets). */
  target: 'categories' | 'tags' | 'authors' | 'qualifiers' | 'machine_tags';
  /** For categories: the category format this list holds. */
  format?: 'Category' | 'Channel' | 'Event' | 'Guide';
  brandScoped: boolean;
  label: string;
}

const KINDS: Record<ListKind, KindSpec> = {
  categories: {
    table: 'article_categories',
    column: 'category_id',
    target: 'categories',
    format: 'Category',
    brandScoped: true,
    label: 'Catégorie',
  },
  channels: {
    table: 'article_categories',
    column: 'category_id',
    target: 'categories',
    format: 'Channel',
    brandScoped: true,
    label: 'Chaîne vidéo',
  },
  events: {
    table: 'article_categories',
    column: 'category_id',
    target: 'categories',
    format: 'Event',
    brandScoped: true,
    label: 'Événement',
  },
  guides: {
    table: 'article_categories',
    column: 'category_id',
    target: 'categories',
    format: 'Guide',
    brandScoped: true,
    label: 'Guide',
  },
  tags: {
    table: 'article_tags',
    column: 'tag_id',
    target: 'tags',
    brandScoped: false,
    label: 'Tag',
  },
  authors: {
    table: 'article_authors',
    column: 'author_id',
    target: 'authors',
    brandScoped: true,
    label: 'Auteur',
  },
  qualifiers: {
    table: 'article_qualifiers',
    column: 'qualifier_id',
    target: 'qualifiers',
    brandScoped: true,
    label: 'Qualifier',
  },
  machineTags: {
    table: 'article_machine_tags',
    column: 'machine_tag_id',
    target: 'machine_tags',
    brandScoped: false,
    label: 'Machine tag',
  },
};

export type RelationLists = Record<ListKind, string[]>;

export function emptyLists(): RelationLists {
  return {
    categories: [],
    channels: [],
    events: [],
    guides: [],
    tags: [],
    authors: [],
    qualifiers: [],
    machineTags: [],
  };
}

/** The article's current lists, each in its saved order (one query). */
/** Targets already looked up, by `${target table}:${id}`. */
export type KnownTargets = Map<string, TargetInfo>;

/**
 * The article's current relation lists, with what the save's rules need to know of each target
 * (title, type, brand, format): one statement, and a save that leaves the relations alone looks
 * nothing else up (resolveTargets only asks for ids it does not know).
 */
export async function readLists(
  db: Database,
  articleId: string,
): Promise<{ lists: RelationLists; known: KnownTargets }> {
  const rows = await queryRowsNamed<
    TargetInfo & { kind: string; target: string; position: number }
  >(
    db,
    'article_relations',
    sql`select c.format as kind, 'categories' as target, ac.category_id as id, ac.position, c.title, null::text as type, c.brand_key as "brandKey", c.format
          from article_categories ac join categories c on c.id = ac.category_id where ac.article_id = ${articleId}::uuid
        union all select 'tags', 'tags', at.tag_id, at.position, t.title, t.type, null, null
          from article_tags at join tags t on t.id = at.tag_id where at.article_id = ${articleId}::uuid
        union all select 'authors', 'authors', aa.author_id, aa.position, a.name, null, a.brand_key, null
          from article_authors aa join authors a on a.id = aa.author_id where aa.article_id = ${articleId}::uuid
        union all select 'qualifiers', 'qualifiers', aq.qualifier_id, aq.position, q.title, q.status, q.brand_key, q.format
          from article_qualifiers aq join qualifiers q on q.id = aq.qualifier_id where aq.article_id = ${articleId}::uuid
        union all select 'machineTags', 'machine_tags', am.machine_tag_id, am.position, m.tag, null, null, null
          from article_machine_tags am join machine_tags m on m.id = am.machine_tag_id where am.article_id = ${articleId}::uuid
        order by position`,
  );
  const lists = emptyLists();
  const known: KnownTargets = new Map();
  const byFormat: Record<string, ListKind> = {
    Category: 'categories',
    Channel: 'channels',
    Event: 'events',
    Guide: 'guides',
  };
  for (const { kind, target, position: _position, ...info } of rows) {
    lists[(byFormat[kind] ?? kind) as ListKind].push(info.id);
    known.set(`${target}:${info.id}`, info);
  }
  return { lists, known };
}

/**
 * connect inserts at `order` (or appends) and ignores ids already present; disconnect removes;
 * set replaces the list in the given order (by `order` when given, else as sent).
 */
export function applyListInput(current: readonly string[], input: RelationListInput): string[] {
  if (input.set) {
    const sorted = input.set.map((item, index) => ({
      id: item.id,
      order: item.order ?? index,
      index,
    }));
    sorted.sort((a, b) => a.order - b.order || a.index - b.index);
    return unique(sorted.map((s) => s.id));
  }
  let next = [...current];
  if (input.disconnect?.length) {
    const gone = new Set(input.disconnect);
    next = next.filter((id) => !gone.has(id));
  }
  for (const item of input.connect ?? []) {
    if (next.includes(item.id)) continue;
    const at =
      item.order === null || item.order === undefined
        ? next.length
        : Math.max(0, Math.min(item.order, next.length));
    next.splice(at, 0, item.id);
  }
  return next;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

export interface TargetInfo {
  id: string;
  title: string;
  type: string | null;
  brandKey: string | null;
  format: string | null;
}

/**
 * Looks up every id of the final lists that `known` does not already hold, in one query, and
 * records unknown or foreign ones.
 */
export async function resolveTargets(
  db: Database,
  lists: RelationLists,
  brandKey: string,
  errors: FieldErrors,
  known: KnownTargets = new Map(),
): Promise<Record<ListKind, TargetInfo[]>> {
  const out = Object.fromEntries(LIST_KINDS.map((kind) => [kind, [] as TargetInfo[]])) as Record<
    ListKind,
    TargetInfo[]
  >;
  const byTarget = new Map<KindSpec['target'], Set<string>>();
  for (const kind of LIST_KINDS) {
    const spec = KINDS[kind];
    for (const id of lists[kind]) {
      if (isUuid(id) && !known.has(`${spec.target}:${id}`))
        (byTarget.get(spec.target) ?? byTarget.set(spec.target, new Set()).get(spec.target)!).add(
          id,
        );
    }
  }
  const parts = [...byTarget].map(([target, ids]) => targetQuery(target, [...ids]));
  const rows = parts.length
    ? await queryRows<TargetInfo & { target: string }>(db, sql.join(parts, sql` union all `))
    : [];
  const found = new Map<string, TargetInfo>(known);
  for (const { target, ...info } of rows) found.set(`${target}:${info.id}`, info);
  for (const kind of LIST_KINDS) {
    const spec = KINDS[kind];
    for (const id of lists[kind]) {
      const info = found.get(`${spec.target}:${id}`);
      if (!info || (spec.format && info.format !== spec.format)) {
        errors[kind] = FIELD_MESSAGES.unknownId(spec.label);
        continue;
      }
      if (spec.brandScoped && info.brandKey !== brandKey) {
        errors[kind] = FIELD_MESSAGES.wrongBrand(spec.label);
        continue;
      }
      out[kind].push(info);
    }
  }
  return out;
}

function targetQuery(target: KindSpec['target'], ids: string[]) {
  switch (target) {
    case 'categories':
      return sql`select 'categories'::text as target, id, title, null::text as type, brand_key as "brandKey", format from categories where id in ${uuidList(ids)}`;
    case 'tags':
      return sql`select 'tags'::text as target, id, title, type, null::text as "brandKey", null::text as format from tags where id in ${uuidList(ids)}`;
    case 'authors':
      return sql`select 'authors'::text as target, id, name as title, null::text as type, brand_key as "brandKey", null::text as format from authors where id in ${uuidList(ids)}`;
    case 'qualifiers':
      return sql`select 'qualifiers'::text as target, id, title, status as type, brand_key as "brandKey", format from qualifiers where id in ${uuidList(ids)}`;
    case 'machine_tags':
      return sql`select 'machine_tags'::text as target, id, tag as title, null::text as type, null::text as "brandKey", null::text as format from machine_tags where id in ${uuidList(ids)}`;
  }
}

/** Replaces one list (delete then insert with positions 0…n), scoped to its category format. */
export async function writeList(
  db: Database,
  articleId: string,
  kind: ListKind,
  ids: readonly string[],
): Promise<void> {
  const spec = KINDS[kind];
  const table = sql.identifier(spec.table);
  const column = sql.identifier(spec.column);
  if (spec.format) {
    await db.execute(sql`delete from article_categories where article_id = ${articleId}::uuid
      and category_id in (select id from categories where format = ${spec.format})`);
  } else {
    await db.execute(sql`delete from ${table} where article_id = ${articleId}::uuid`);
  }
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, position) => sql`(${articleId}::uuid, ${id}::uuid, ${position})`),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (article_id, ${column}, position) values ${values}`);
}
