// Segments (001 §5): title required; iOS, Android and Web queries must be valid JSON when
// present (else save is disabled) and are sent as parsed objects.
import { isBlank } from '../article';
import { MESSAGES } from '../messages';
import type { FieldErrors } from './fieldErrors';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type ParsedQuery = { ok: true; value: JsonValue | null } | { ok: false };

/** An empty query is valid and sent as null; anything else must parse as JSON. */
export function parseSegmentQuery(text: string | null): ParsedQuery {
  if (isBlank(text)) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text as string) as JsonValue };
  } catch {
    return { ok: false };
  }
}

export interface SegmentForRules {
  title: string | null;
  ios: string | null;
  android: string | null;
  editorialAlert: string | null;
}

export function validateSegment(segment: SegmentForRules): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(segment.title)) errors.title = MESSAGES.requiredField;
  for (const field of ['ios', 'android', 'editorialAlert'] as const) {
    if (!parseSegmentQuery(segment[field]).ok) errors[field] = MESSAGES.segmentInvalidJson;
  }
  return errors;
}

/** The queries as sent: parsed objects (null when empty). Throws on bad JSON: validate first. */
export function segmentQueriesForSave(segment: SegmentForRules): {
  ios: JsonValue | null;
  android: JsonValue | null;
  editorialAlert: JsonValue | null;
} {
  const parse = (text: string | null): JsonValue | null => {
    const parsed = parseSegmentQuery(text);
    if (!parsed.ok) throw new Error(MESSAGES.segmentSyntaxError);
    return parsed.value;
  };
  return {
    ios: parse(segment.ios),
    android: parse(segment.android),
    editorialAlert: parse(segment.editorialAlert),
  };
}
