// Video rules shared by the server, main and the renderer (issue 32; spec 000 §4 "Video upload").
// The upload-progress answer is Dailymotion's format ({ state, received, size }): uploading, then
// done; any other state, or an answer that is not one, counts as interrupted.

export type VideoUploadState = 'uploading' | 'done' | 'interrupted';

export interface VideoUploadProgress {
  state: VideoUploadState;
  received: number;
  size: number;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

/** Reads a progress answer of the host; whatever is not uploading or done is interrupted. */
export function readUploadProgress(answer: unknown): VideoUploadProgress {
  const record = typeof answer === 'object' && answer !== null ? answer : {};
  const { state, received, size } = record as Record<string, unknown>;
  return {
    state: state === 'uploading' || state === 'done' ? state : 'interrupted',
    received: count(received),
    size: count(size),
  };
}

/** Dailymotion's video ids: x followed by letters and digits (x8abcde). */
const VIDEO_ID = /^x[0-9a-z]{4,12}$/i;
const VIDEO_HOSTS = new Set([
  'www.dailymotion.com',
  'dailymotion.com',
  'dai.ly',
  'geo.dailymotion.com',
]);

/**
 * The id of an existing Dailymotion video given by id or address (dailymotion.com/video/x…,
 * dai.ly/x…, the player's ?video=x…); null when it is neither.
 */
export function parseExistingVideo(input: string): string | null {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!VIDEO_HOSTS.has(url.hostname)) return null;
  const fromQuery = url.searchParams.get('video');
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const candidate = fromQuery ?? last.replace(/_.*$/, '');
  return VIDEO_ID.test(candidate) ? candidate : null;
}

export type GeoblockingMode = 'Everywhere' | 'Allow' | 'Deny';
export interface Geoblocking {
  mode: GeoblockingMode;
  countries: string[];
}

export const NO_GEOBLOCKING: Geoblocking = { mode: 'Everywhere', countries: [] };

/** Dailymotion's `geoblocking` field: ['allow', 'fr', …], ['deny', 'us', …] or [] for everywhere. */
export function toDailymotionGeoblocking(rule: Geoblocking): string[] {
  if (rule.mode === 'Everywhere') return [];
  return [rule.mode === 'Allow' ? 'allow' : 'deny', ...rule.countries.map((c) => c.toLowerCase())];
}

export function fromDailymotionGeoblocking(
  field: readonly string[] | null | undefined,
): Geoblocking {
  const [head, ...rest] = field ?? [];
  const countries = rest.map((c) => c.toLowerCase());
  if (head === 'allow') return { mode: 'Allow', countries };
  if (head === 'deny' && countries.length > 0) return { mode: 'Deny', countries };
  return NO_GEOBLOCKING;
}

/**
 * CLDR region codes that are not ISO 3166-1 alpha-2 countries (groupings, aliases, unknown);
 * the rest of the list comes from the platform's own region names (Intl), so no code list ships.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'UK', 'XA', 'XB', 'XK']);
let regionNames: Intl.DisplayNames | null = null;

/** The French name of an ISO 3166-1 alpha-2 country code, or null when it is not one. */
export function countryName(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || NOT_COUNTRIES.has(upper)) return null;
  regionNames ??= new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
  return regionNames.of(upper) ?? null;
}

export type GeoblockingCheck =
  | { ok: true; rule: Geoblocking }
  | { ok: false; error: 'videoCountryInvalid'; country: string }
  | { ok: false; error: 'videoCountriesRequired' };

/**
 * « Localisation » as the user gave it: every country an ISO 3166-1 alpha-2 code (lower-cased,
 * once each, Dailymotion's spelling); Allow and Deny need at least one, Everywhere keeps none.
 */
export function checkGeoblocking(rule: Geoblocking): GeoblockingCheck {
  if (rule.mode === 'Everywhere') return { ok: true, rule: NO_GEOBLOCKING };
  const countries: string[] = [];
  for (const raw of rule.countries) {
    if (!countryName(raw)) return { ok: false, error: 'videoCountryInvalid', country: raw };
    const code = raw.trim().toLowerCase();
    if (!countries.includes(code)) countries.push(code);
  }
  if (countries.length === 0) return { ok: false, error: 'videoCountriesRequired' };
  return { ok: true, rule: { mode: rule.mode, countries } };
}
