// Reads the API's error vocabulary (DESIGN.md "Contracts") out of an Apollo error: the code in
// extensions.code, the French message, the per-field messages of BAD_USER_INPUT and the extras
// of CONFLICT (currentVersion) and LOCKED (lockedBy).
import { CombinedGraphQLErrors } from '@apollo/client';
import { MESSAGES } from '../../../common/domain/messages';

export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'LOCKED'
  | 'OTHER';

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  fields: Record<string, string>;
  currentVersion: number | null;
  lockedByName: string | null;
}

const KNOWN: readonly ApiErrorCode[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'LOCKED',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The first GraphQL error as an ApiError; a transport failure reads as OTHER with a French message. */
export function apiErrorOf(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const first = error.errors[0]!;
    const ext = isRecord(first.extensions) ? first.extensions : {};
    const rawCode = typeof ext.code === 'string' ? ext.code : '';
    const code = KNOWN.find((known) => known === rawCode) ?? 'OTHER';
    const lockedBy = isRecord(ext.lockedBy) ? ext.lockedBy : null;
    return {
      code,
      message: first.message || MESSAGES.genericError,
      fields: stringRecord(ext.fields),
      currentVersion: typeof ext.currentVersion === 'number' ? ext.currentVersion : null,
      lockedByName: lockedBy && typeof lockedBy.name === 'string' ? lockedBy.name : null,
    };
  }
  return {
    code: 'OTHER',
    message: MESSAGES.genericError,
    fields: {},
    currentVersion: null,
    lockedByName: null,
  };
}
