// The registry of what the outbox may replay: one save operation per content type with local
// drafts (common/ipc/draftLimits' DRAFT_CONTENT_TYPES). Main owns every document, so a queued save
// can only ever be one of these mutations whatever the renderer sends: the renderer names a draft
// key (whose type picks the entry) and variables, which the entry's schema checks here.
// A new content type plugs in with one entry (the compiler asks for it once its name is listed).
import { z } from 'zod';
import type { GraphqlRequest } from '../../common/ipc/channels';
import { parseDraftKey, type DraftContentType } from '../../common/ipc/draftLimits';
import { MESSAGES } from '../../common/domain/messages';
import { UserFacingError } from './diskTrouble';

export type SaveVariables = Record<string, unknown>;

export interface ContentSave {
  operationName: string;
  document: string;
  /** What the renderer may send as this save's variables. */
  variables: z.ZodType<SaveVariables>;
  /** The id and version the server acknowledged, read from the answer's data; null if absent. */
  acknowledged: (data: Record<string, unknown>) => { id: string; version: number } | null;
  /**
   * A save queued behind one the server just acknowledged was built on the same local editing
   * session: it now targets the content the server named (a new one got its id) and the version
   * the server answered, or it would conflict with our own save.
   */
  rebase: (variables: SaveVariables, id: string, version: number) => SaveVariables;
}

const JsonRecord = z.record(z.string(), z.unknown());
const WhereId = z
  .object({ id: z.string().min(1).max(64) })
  .strict()
  .nullable()
  .optional();

/** The saved object's `{ id version }` under the operation's name in the answer. */
const idAndVersion =
  (operationName: string): ContentSave['acknowledged'] =>
  (data) => {
    const saved = data[operationName];
    if (!saved || typeof saved !== 'object') return null;
    const { id, version } = saved as { id?: unknown; version?: unknown };
    return typeof id === 'string' && typeof version === 'number' ? { id, version } : null;
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
    operationName,
    document: `mutation ${operationName}($where: ${type}WhereUniqueInput, $create: ${type}CreateInput!, $update: ${type}UpdateInput!) {
  ${operationName}(where: $where, create: $create, update: $update) { id version updatedAt }
}`,
    variables: z.object({ where: WhereId, create: JsonRecord, update: JsonRecord }).strict(),
    acknowledged: idAndVersion(operationName),
    rebase: rebaseInto('update'),
  };
}

export const CONTENT_SAVES: Readonly<Record<DraftContentType, ContentSave>> = {
  article: upsertSave('upsertArticle', 'Article'),
  card: upsertSave('upsertCard', 'Card'),
  orphanpage: upsertSave('upsertOrphanPage', 'OrphanPage'),
  // A live's post: `upsertLivePost(live, where, data)`, the version in `data` (spec 001 §7).
  livepost: {
    operationName: 'upsertLivePost',
    document: `mutation upsertLivePost($live: ID!, $where: LivePostWhereUniqueInput, $data: LivePostInput!) {
  upsertLivePost(live: { id: $live }, where: $where, data: $data) { id version updatedAt }
}`,
    variables: z
      .object({ live: z.string().min(1).max(64), where: WhereId, data: JsonRecord })
      .strict(),
    acknowledged: idAndVersion('upsertLivePost'),
    rebase: rebaseInto('data'),
  },
};

/** The registry entry of a draft key's content type; refused for anything not registered. */
export function contentSaveOf(key: string): ContentSave {
  const type = parseDraftKey(key)?.type;
  const save = type && Object.hasOwn(CONTENT_SAVES, type) ? CONTENT_SAVES[type] : undefined;
  if (!save) throw new UserFacingError(MESSAGES.outboxSaveRefused);
  return save;
}

/** The operation the outbox queues for a save of `key`: main's document, checked variables. */
export function saveRequest(key: string, variables: unknown): GraphqlRequest {
  const save = contentSaveOf(key);
  const parsed = save.variables.safeParse(variables);
  if (!parsed.success) throw new UserFacingError(MESSAGES.outboxSaveRefused);
  return { operationName: save.operationName, query: save.document, variables: parsed.data };
}

/** Whether a queued operation (read back from disk) is the registered save of its key's type. */
export function isRegisteredSave(key: string, request: GraphqlRequest): boolean {
  try {
    const save = contentSaveOf(key);
    return request.operationName === save.operationName && request.query === save.document;
  } catch {
    return false;
  }
}
