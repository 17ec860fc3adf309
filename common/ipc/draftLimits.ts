// Bounds of what the drafts and outbox channels accept. Pure and zod-free: main's schemas and the
// renderer's bridge (which checks before sending, to give the French message) share it.

/**
 * The content types with local drafts and outbox saves. Main's registry (main/drafts/contentSaves)
 * gives each its save operation; a new type plugs in by adding its name here and its entry there.
 */
export const DRAFT_CONTENT_TYPES = ['article', 'card', 'orphanpage', 'livepost', 'page'] as const;
export type DraftContentType = (typeof DRAFT_CONTENT_TYPES)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A never-saved content's draft id, as editors carry it in their route (`?draft=`). */
export const NEW_DRAFT_ID = new RegExp(`^${UUID}$`);
const TYPED = DRAFT_CONTENT_TYPES.filter((type) => type !== 'article').join('|');

/**
 * `${type}:${brandKey}:${id}` or `${type}:${brandKey}:new:<uuid>` (a content the server has not
 * seen yet). Articles keep the key they had before other types existed, with no type prefix
 * (`TEL:1234`), so drafts and queued saves already on disk are read as they are: an un-prefixed
 * key is an article. Brand keys are upper case (server/src/schema/brands), so a lower-case type
 * never reads as a brand.
 */
export const DRAFT_KEY_PATTERN = new RegExp(
  `^(?:(?:${TYPED}):)?[A-Za-z0-9_-]{1,64}:(?:new:${UUID}|[A-Za-z0-9_-]{1,64})$`,
);

export interface DraftKeyParts {
  type: DraftContentType;
  brandKey: string;
  /** The server's id; null for a content never saved. */
  id: string | null;
  /** A never-saved content's draft uuid; null once it has an id. */
  newId: string | null;
}

/** The parts of a valid draft key; null for anything else. */
export function parseDraftKey(key: string): DraftKeyParts | null {
  if (!DRAFT_KEY_PATTERN.test(key)) return null;
  const parts = key.split(':');
  // `card:x` or `card:new:<uuid>` are old article keys of a brand spelled like a type.
  const typed =
    (DRAFT_CONTENT_TYPES as readonly string[]).includes(parts[0]!) &&
    (parts.length === 4 || (parts.length === 3 && parts[1] !== 'new'));
  const [brandKey, ...rest] = typed ? parts.slice(1) : parts;
  const newId = rest[0] === 'new' ? rest[1]! : null;
  return {
    type: typed ? (parts[0] as DraftContentType) : 'article',
    brandKey: brandKey!,
    id: newId ? null : rest[0]!,
    newId,
  };
}

/** The draft key of a content: its id once saved, else the new draft's uuid. */
export function draftKeyOf(
  type: DraftContentType,
  brandKey: string,
  id: string | null,
  newId: string,
): string {
  const rest = `${brandKey}:${id ?? `new:${newId}`}`;
  return type === 'article' ? rest : `${type}:${rest}`;
}

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
  return parseDraftKey(key)?.brandKey ?? key.slice(0, key.indexOf(':'));
}
