// The only URL schemes a stored document may point to. Everything else (javascript:, data:,
// vbscript:, file:, …) is dropped, both when HTML is parsed into a document and when a document is
// serialised to HTML, so a hostile value never reaches an href or src.

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'chrome:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);

function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** A link target: an absolute http(s)/mailto/chrome URL or an in-page anchor; '' when refused. */
export function safeHref(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Browsers ignore control characters and spaces inside schemes ("java\tscript:"): strip them first.
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (value.startsWith('#')) return /^#[A-Za-z0-9_-]+$/.test(value) ? value : '';
  const url = parse(value);
  if (!url || !LINK_SCHEMES.has(url.protocol)) return '';
  return value;
}

/** An image source: absolute http(s) only; '' when refused. */
export function safeImageSrc(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  const url = parse(value);
  return url && IMAGE_SCHEMES.has(url.protocol) ? value : '';
}

/** An anchor id usable in id="" and href="#…". */
export function safeAnchor(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return /^[A-Za-z0-9_-]{1,80}$/.test(raw) ? raw : '';
}
