// Text that arrives from outside a form — a file's name, a URL's last segment, a header — and
// text a form field holds as one line (a page's meta title): what characters it may carry.
// Control characters (C0 and C1, DEL) are never meant: NUL is refused by PostgreSQL's text
// (22021), the others travel into names and logs as invisible garbage. Bidirectional overrides
// (U+202A–202E, U+2066–2069) make a name read the wrong way round ("photo‮gpj.exe" shows as
// "photoexe.jpg"): never meant in a file name either.
import { MESSAGES } from '../messages';

/** C0 controls (tab, line feed and carriage return included), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** A UTF-16 half without its other half: not text, refused by PostgreSQL once encoded. */
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const MAX_FILE_NAME_LENGTH = 255;

export function hasControlCharacters(text: string): boolean {
  return new RegExp(CONTROL_CHARACTERS.source).test(text);
}

/**
 * A one-line text that ends up inside a page's markup (an orphan page's title and metas: `<title>`,
 * `<meta content="…">`): '<' and '>' only ever open or close a tag there, and controls are never
 * typed. Refused with a French field message rather than silently changed.
 */
export function plainLineError(text: string | null | undefined): string | null {
  if (!text) return null;
  return /[<>]/.test(text) || hasControlCharacters(text) ? MESSAGES.plainTextMarkup : null;
}

/** The text with its control characters (and lone surrogates) removed. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATES, '');
}

/**
 * A file name as stored and shown: controls, bidirectional overrides and lone surrogates removed,
 * spaces trimmed, at most 255 characters (never cutting a character in two), `fallback` if
 * nothing is left.
 */
export function cleanFileName(name: string, fallback = 'image'): string {
  const cleaned = withoutControlCharacters(name).replace(BIDI_CONTROLS, '').trim();
  const short = Array.from(cleaned).slice(0, MAX_FILE_NAME_LENGTH).join('');
  return short || fallback;
}

/**
 * A URL path segment decoded for people to read: `%C3%A9` → `é`. A segment that is not valid
 * percent-encoded UTF-8 (`photo%E9.jpg`, a Latin-1 é; `%E0%A4%A`, cut short) is kept as written
 * rather than refused: it is a name, not an address.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
