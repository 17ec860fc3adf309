// What the server's answer to a queued save means (acknowledged, unreachable, refused, failed),
// for any content type of the registry (contentSaves.ts): the answer selects just what the sync
// engine needs to acknowledge it (the renderer refetches the content).
import type { GraphqlResult } from '../../common/ipc/channels';
import { DRAFT_PROBLEM_MAX_FIELDS } from '../../common/ipc/schemas';
import { CONTENT_SAVES, type ContentSave } from './contentSaves';

/** What the server's answer means for a queued save. */
export type SaveOutcome =
  | { kind: 'acknowledged'; id: string; version: number }
  /** Not reached the server (network), or not signed in: keep it queued and try again later. */
  | { kind: 'unreachable' | 'unauthenticated'; message: string }
  /** The server refused this save for good (conflict, lock, invalid, rights): keep it and report. */
  | {
      kind: 'refused';
      code: string;
      message: string;
      serverVersion: number | null;
      fields?: Record<string, string>;
    }
  /** Any other failure: retried a few times, then reported. */
  | { kind: 'failed'; code: string; message: string };

const REFUSALS = new Set([
  'CONFLICT',
  'LOCKED',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
]);
export const SAVE_FAILED_MESSAGE = "Erreur lors de l'enregistrement";

export function saveOutcome(
  result: GraphqlResult,
  save: ContentSave = CONTENT_SAVES.article,
): SaveOutcome {
  const acknowledged = result.data ? save.acknowledged(result.data) : null;
  if (acknowledged) return { kind: 'acknowledged', ...acknowledged };
  const error = result.errors?.[0];
  const code = typeof error?.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL';
  const message = error?.message ?? SAVE_FAILED_MESSAGE;
  if (code === 'NETWORK_ERROR') return { kind: 'unreachable', message };
  if (code === 'UNAUTHENTICATED') return { kind: 'unauthenticated', message };
  if (REFUSALS.has(code)) {
    const current = error?.extensions?.currentVersion;
    const fields = fieldMessages(error?.extensions?.fields);
    return {
      kind: 'refused',
      code,
      message: withFieldMessages(message, fields),
      serverVersion: typeof current === 'number' ? current : null,
      ...(fields ? { fields } : {}),
    };
  }
  return { kind: 'failed', code, message: SAVE_FAILED_MESSAGE };
}

const MAX_FIELD_NAME_CHARS = 100;
const MAX_FIELD_MESSAGE_CHARS = 500;

/**
 * BAD_USER_INPUT's `extensions.fields`, one French message per input field, kept so the editor can
 * show each under its field. Bounded as DraftProblemSchema stores them (the draft file must load
 * again): at most 50 fields, names up to 100 characters, messages cut at 500. Null when none.
 */
export function fieldMessages(fields: unknown): Record<string, string> | null {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of Object.entries(fields)) {
    if (count >= DRAFT_PROBLEM_MAX_FIELDS) break;
    if (typeof value !== 'string' || name.length === 0 || name.length > MAX_FIELD_NAME_CHARS)
      continue;
    kept[name] =
      value.length > MAX_FIELD_MESSAGE_CHARS
        ? `${value.slice(0, MAX_FIELD_MESSAGE_CHARS - 1)}…`
        : value;
    count += 1;
  }
  return count > 0 ? kept : null;
}

/** The user needs each field's message, not the summary alone, where one line is shown. */
function withFieldMessages(message: string, fields: Record<string, string> | null): string {
  return fields ? `${message} ${Object.values(fields).join(' ')}` : message;
}
