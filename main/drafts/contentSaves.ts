// The registry of what the outbox may replay: one entry per content type with local drafts
// (common/ipc/draftLimits' DRAFT_CONTENT_TYPES), giving its save mutation (or its create/update
// pair, chosen by the variables). Main owns every document, so a queued save can only ever be one
// of these mutations whatever the renderer sends: the renderer names a draft key (whose type picks
// the entry) and variables, which the entry's schemas check here.
// A new content type plugs in with one entry (the compiler asks for it once its name is listed).
import { z } from 'zod';
import type { GraphqlRequest } from '../../common/ipc/channels';
import { parseDraftKey, type DraftContentType } from '../../common/ipc/draftLimits';
import { MESSAGES } from '../../common/domain/messages';
import { UserFacingError } from './diskTrouble';

export type SaveVariables = Record<string, unknown>;

/** One mutation a queued save may be: main's document and what its variables may hold. */
export interface SaveOperation {
  operationName: string;
  document: string;
  /** What the renderer may send as this operation's variables. */
  variables: z.ZodType<SaveVariables>;
}

export interface ContentSave {
  /**
   * The mutations of this type's saves, picked by the variables: one for an `upsertX(where,
   * create, update)`, two for a create/update pair (a page: `createCategory(data)`, then
   * `updateCategory(where, data)` naming its version). Each schema accepts only its own shape.
   */
  operations: readonly SaveOperation[];
  /** The id and version the server acknowledged, read from the answer's data; null if absent. */
  acknowledged: (data: Record<string, unknown>) => { id: string; version: number } | null;
  /**
   * A save queued behind one the server just acknowledged was built on the same local editing
   * session: it now targets the content the server named (a new one got its id) and the version
   * the server answered, or it would conflict with our own save (or create the content twice).
   * The result is checked again against the operations, so it may be another one (a create
   * becomes an update).
   */
  rebase: (variables: SaveVariables, id: string, version: number) => SaveVariables;
}

const JsonRecord = z.record(z.string(), z.unknown());
const WhereId = z
  .object({ id: z.string().min(1).max(64) })
  .strict()
  .nullable()
  .optional();

/** The saved object's `{ id version }` under one of the operations' names in the answer. */
const idAndVersion =
  (...operationNames: string[]): ContentSave['acknowledged'] =>
  (data) => {
    for (const name of operationNames) {
      const saved = data[name];
      if (!saved || typeof saved !== 'object') continue;
      const { id, version } = saved as { id?: unknown; version?: unknown };
      if (typeof id === 'string' && typeof version === 'number') return { id, version };
    }
    return null;
  };

/** `variables[field]` with `version` set, the whole save now naming the acknowledged id. */
const rebaseInto =
  (field: string): ContentSave['rebase'] =>
  (variables, id, version) => {
    const input = variables[field];
    const fields = typeof input === 'object' && input !== null ? input : {};
    return { ...variables, where: { id }, [field]: { ...fields, version } };
  };

/** Spec 001 §7's `upsertX(where, create, update)`: a create, or an update naming its version. */
function upsertSave(operationName: string, type: string): ContentSave {
  return {
    operations: [
      {
        operationName,
        document: `mutation ${operationName}($where: ${type}WhereUniqueInput, $create: ${type}CreateInput!, $update: ${type}UpdateInput!) {
  ${operationName}(where: $where, create: $create, update: $update) { id version updatedAt }
}`,
        variables: z.object({ where: WhereId, create: JsonRecord, update: JsonRecord }).strict(),
      },
    ],
    acknowledged: idAndVersion(operationName),
    rebase: rebaseInto('update'),
  };
}

/** What a page's create names that its update does not take: fixed once the page exists. */
const CREATE_ONLY_PAGE_FIELDS = ['brandKey', 'format', 'parentId'];

/**
 * A page (category): `createCategory(data)` while the server has not seen it, then
 * `updateCategory(where, data)` with the version in `data` (spec 001 §7). A create queued behind
 * the acknowledged one becomes an update of the page the server named: its brand, format and
 * parent are the page's already, the rest is sent on top of the acknowledged version.
 */
const PAGE_SAVE: ContentSave = {
  operations: [
    {
      operationName: 'createCategory',
      document: `mutation createCategory($data: CategoryCreateInput!) {
  createCategory(data: $data) { id version updatedAt }
}`,
      variables: z.object({ data: JsonRecord }).strict(),
    },
    {
      operationName: 'updateCategory',
      document: `mutation updateCategory($where: WhereUniqueInput!, $data: CategoryUpdateInput!) {
  updateCategory(where: $where, data: $data) { id version updatedAt }
}`,
      variables: z
        .object({ where: z.object({ id: z.string().min(1).max(64) }).strict(), data: JsonRecord })
        .strict(),
    },
  ],
  acknowledged: idAndVersion('createCategory', 'updateCategory'),
  rebase: (variables, id, version) => {
    const input = variables.data;
    const data: SaveVariables = typeof input === 'object' && input !== null ? { ...input } : {};
    if (!variables.where) for (const field of CREATE_ONLY_PAGE_FIELDS) delete data[field];
    return { where: { id }, data: { ...data, version } };
  },
};

export const CONTENT_SAVES: Readonly<Record<DraftContentType, ContentSave>> = {
  article: upsertSave('upsertArticle', 'Article'),
  card: upsertSave('upsertCard', 'Card'),
  orphanpage: upsertSave('upsertOrphanPage', 'OrphanPage'),
  // A live's post: `upsertLivePost(live, where, data)`, the version in `data` (spec 001 §7).
  livepost: {
    operations: [
      {
        operationName: 'upsertLivePost',
        document: `mutation upsertLivePost($live: ID!, $where: LivePostWhereUniqueInput, $data: LivePostInput!) {
  upsertLivePost(live: { id: $live }, where: $where, data: $data) { id version updatedAt }
}`,
        variables: z
          .object({ live: z.string().min(1).max(64), where: WhereId, data: JsonRecord })
          .strict(),
      },
    ],
    acknowledged: idAndVersion('upsertLivePost'),
    rebase: rebaseInto('data'),
  },
  page: PAGE_SAVE,
};

/** The registered content type a draft key names; refused for anything not registered. */
export function contentTypeOf(key: string): DraftContentType {
  const type = parseDraftKey(key)?.type;
  if (!type || !Object.hasOwn(CONTENT_SAVES, type)) {
    throw new UserFacingError(MESSAGES.outboxSaveRefused);
  }
  return type;
}

/** The registry entry of a draft key's content type; refused for anything not registered. */
export function contentSaveOf(key: string): ContentSave {
  return CONTENT_SAVES[contentTypeOf(key)];
}

/**
 * The operation the outbox queues for a save of `key`: main's document of the first of the type's
 * operations whose schema accepts the variables, with the variables as checked.
 */
export function saveRequest(key: string, variables: unknown): GraphqlRequest {
  for (const operation of contentSaveOf(key).operations) {
    const parsed = operation.variables.safeParse(variables);
    if (parsed.success)
      return {
        operationName: operation.operationName,
        query: operation.document,
        variables: parsed.data,
      };
  }
  throw new UserFacingError(MESSAGES.outboxSaveRefused);
}

/** A queued save rebased on the acknowledged id and version, as the registry builds it again. */
export function rebaseRequest(
  key: string,
  request: GraphqlRequest,
  id: string,
  version: number,
): GraphqlRequest {
  return saveRequest(key, contentSaveOf(key).rebase(request.variables ?? {}, id, version));
}

/**
 * Whether a queued operation (read back from disk) is one of the registered saves of its key's
 * type: main's own document, and variables that operation accepts.
 */
export function isRegisteredSave(key: string, request: GraphqlRequest): boolean {
  try {
    return contentSaveOf(key).operations.some(
      (operation) =>
        request.operationName === operation.operationName &&
        request.query === operation.document &&
        operation.variables.safeParse(request.variables ?? {}).success,
    );
  } catch {
    return false;
  }
}
