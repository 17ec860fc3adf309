// Bounds of what the drafts and outbox channels accept. Pure and zod-free: main's schemas and the
// renderer's bridge (which checks before sending, to give the French message) share it.

/** `${brandKey}:${articleId}` or `${brandKey}:new:<uuid>` (an article the server has not seen yet). */
export const DRAFT_KEY_PATTERN =
  /^[A-Za-z0-9_-]{1,64}:(?:new:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{1,64})$/;

/**
 * Serialized size cap of one draft or one queued save, in UTF-16 units of its JSON. A 100,000-word
 * body as ProseMirror JSON with marks is 1 to 2 million; 8 million leaves room for long lead and
 * media fields and still refuses an absurd payload before it reaches the disk.
 */
export const DRAFT_MAX_CHARS = 8_000_000;

/**
 * Largest WebSocket frame the browser host accepts (main/host/BrowserHost.ts), derived from the
 * draft cap so that a draft the bridge accepts always fits one frame: a UTF-16 unit of the draft's
 * JSON takes at most 3 bytes in UTF-8 (a surrogate pair, 2 units, takes 4), plus the envelope
 * (channel, key, id). Measured: a 2.2 M-character French draft autosaves as a 2.4 MB frame; an
 * 8 M-character draft of « € » signs, the worst case, as 24 MB.
 */
export const BRIDGE_FRAME_MAX_BYTES = DRAFT_MAX_CHARS * 3 + 1024 * 1024;

export const DRAFT_TOO_LARGE_MESSAGE =
  'Ce brouillon est trop volumineux pour être conservé sur cet ordinateur.';

/** Length of the JSON text of a value; Infinity when it cannot be serialized (cycles, BigInt). */
export function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export function isDraftKey(value: string): boolean {
  return DRAFT_KEY_PATTERN.test(value);
}

/** The brand part of a draft key. */
export function brandKeyOfDraft(key: string): string {
  return key.slice(0, key.indexOf(':'));
}
